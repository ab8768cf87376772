import Foundation
import Testing

@testable import APSCLITests

/// `log stream … | aps inspect --follow` through a real pipe to the built binary.
@Suite struct CaptureFollowTests {
  static let logStream = CaptureStreamCommandTests.logStream

  /// The live pipe: the report of the first notification is written before the input ends.
  @Test(.enabled(if: apsBinary != nil, "needs the built aps binary")) func followFlushesEachRecord() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(apsBinary))
    process.arguments = ["inspect", "--follow", "--format", "json"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let lines = try String(contentsOf: Self.logStream, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    input.fileHandleForWriting.write(Data((lines[0...2].joined(separator: "\n") + "\n").utf8))
    var seen = Data()
    let deadline = Date().addingTimeInterval(20)
    while !String(decoding: seen, as: UTF8.self).contains("\n"), Date() < deadline {
      seen.append(output.fileHandleForReading.availableData)
    }
    #expect(String(decoding: seen, as: UTF8.self).contains(#""line":3"#), "the first report arrives while the stream is open")
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}

/// `log stream | aps convert -f -c | aps validate --jsonl` shows each result while the stream
/// is open: convert reads with the streaming reader inspect --follow uses, validate --jsonl
/// flushes before it waits for more input.
@Suite struct ConvertFollowTests {
  @Test(.enabled(if: apsBinary != nil, "needs the built aps binary")) func convertAndValidateAreLive() throws {
    let aps = URL(fileURLWithPath: try #require(apsBinary))
    let convert = Process()
    convert.executableURL = aps
    convert.arguments = ["convert", "-f", "-c"]
    let validate = Process()
    validate.executableURL = aps
    validate.arguments = ["validate", "--jsonl"]
    let input = Pipe()
    let between = Pipe()
    let output = Pipe()
    convert.standardInput = input
    convert.standardOutput = between
    convert.standardError = FileHandle.nullDevice
    validate.standardInput = between
    validate.standardOutput = output
    validate.standardError = FileHandle.nullDevice
    try convert.run()
    try validate.run()
    let lines = try String(contentsOf: CaptureFollowTests.logStream, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    input.fileHandleForWriting.write(Data((lines[0...2].joined(separator: "\n") + "\n").utf8))
    // Were the output to come only at the end, closing the input after 20 s ends the wait.
    let writer = input.fileHandleForWriting
    let closed = Closed()
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { closed.set(); try? writer.close() }
    let first = output.fileHandleForReading.availableData
    let wasLive = !closed.value
    if !closed.value { try? writer.close() }
    convert.waitUntilExit()
    validate.waitUntilExit()
    #expect(wasLive, "the first result must arrive while the stream is open")
    #expect(String(decoding: first, as: UTF8.self).contains("<stdin>:1: ok"), "\(String(decoding: first, as: UTF8.self))")
  }
}

/// A flag set once from another thread.
private final class Closed: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  func set() { lock.lock(); flag = true; lock.unlock() }
  var value: Bool { lock.lock(); defer { lock.unlock() }; return flag }
}
