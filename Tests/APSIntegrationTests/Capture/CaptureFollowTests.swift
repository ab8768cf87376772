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
