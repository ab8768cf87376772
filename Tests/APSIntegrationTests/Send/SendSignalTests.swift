import Foundation
import Testing

@testable import APSCLITests

/// SIGTERM, SIGINT or SIGHUP during `aps send` stop curl (its whole process group),
/// still print a result for every token, remove the temporaries and exit 128 + the signal.
@Suite(.serialized) struct SendSignalTests {
  static let available = Tools.canRunMockAPNs && apsBinary != nil

  @Test(.enabled(if: available, "needs the aps binary, python3 with h2, openssl and curl"), arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130)), (SIGHUP, Int32(129))] as [(Int32, Int32)])
  func signalStopsCurlAndReportsEveryToken(signal: Int32, exit: Int32) throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let temporary = mock.folder.appendingPathComponent("tmp-\(signal)")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    // Two fast tokens, then one the mock answers after 4 s (it holds its connection), then 30 more.
    let tokens = ["a", "b"].map { String(repeating: $0, count: 64) } + [hexToken("Slow")]
      + (10..<40).map { String(format: "%064x", $0) }
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try tokens.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let payload = mock.folder.appendingPathComponent("p.json")
    try #"{"aps":{"alert":"Hi"}}"#.write(to: payload, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(apsBinary))
    // --parallel 7 marks this run's curl in the process list.
    process.arguments = ["send", payload.path, "--device-tokens", file.path, "--topic", "com.example.app", "--parallel", "7", "--no-validate"]
    var environment = mock.environment
    environment["TMPDIR"] = temporary.path
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var text = Data()
    let reader = output.fileHandleForReading
    while !String(decoding: text, as: UTF8.self).contains("accepted") {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      text.append(chunk)
    }
    #expect(String(decoding: text, as: UTF8.self).contains("accepted"), "results stream before curl ends")
    kill(process.processIdentifier, signal)
    text.append(reader.readDataToEndOfFile())
    process.waitUntilExit()
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n")
    #expect(process.terminationStatus == exit)
    #expect(lines.count == tokens.count, "one result per token: \(lines)")
    #expect(lines.contains { $0.contains("unknown, may have been delivered: stopped by SIG") })
    #expect(lines.contains { $0.contains("not sent: stopped by SIG") })
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "temporaries removed")
    let processes = try runProcess(try #require(which("ps")), ["-eo", "args"])
    #expect(!processes.stdout.contains("--parallel-max 7 "), "no curl outlives aps")
  }

  /// Standard output on a full device (`> /dev/full`) cannot be checked before sending: the first
  /// result that cannot be written stops curl at once (exit 74), and stderr says what happened.
  @Test(.enabled(if: available && FileManager.default.fileExists(atPath: "/dev/full") && which("sh") != nil, "needs /dev/full, sh, the aps binary, python3 with h2, openssl and curl"))
  func fullOutputStopsTheRun() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try (10..<50).map { String(format: "%064x", $0) }.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let payload = mock.folder.appendingPathComponent("p.json")
    try #"{"aps":{"alert":"Hi"}}"#.write(to: payload, atomically: true, encoding: .utf8)
    let script = "'\(try #require(apsBinary))' send '\(payload.path)' --device-tokens '\(file.path)' --topic com.example.app --parallel 1 --no-validate > /dev/full"
    let result = try runProcess(try #require(which("sh")), ["-c", script], environment: mock.environment)
    #expect(result.status == 74, "\(result.stderr)")
    #expect(result.stderr.contains("note[send-stopped]: the results cannot be written, so curl was stopped: "), "\(result.stderr)")
    #expect(result.stderr.components(separatedBy: "No space left on device").count == 2, "reported once: \(result.stderr)")
    #expect(mock.requests.count < 40, "sending stopped early: \(mock.requests.count)")
  }
}
