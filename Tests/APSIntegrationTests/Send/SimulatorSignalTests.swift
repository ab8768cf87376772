import Foundation
import Testing

@testable import APSCLITests

/// SIGINT, SIGTERM or SIGHUP while `xcrun simctl push` runs stops it (its whole process
/// group), removes the private payload file, says what is known for each device and exits 128 +
/// the signal. A fake `xcrun` on PATH sleeps so that the signal arrives during the push.
@Suite(.serialized) struct SimulatorSignalTests {
  @Test(
    .enabled(if: apsBinary != nil && which("sh") != nil, "needs the aps binary and sh"),
    arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130)), (SIGHUP, Int32(129))] as [(Int32, Int32)])
  func signalDuringThePushRemovesThePayloadFile(signal: Int32, exit: Int32) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bin = folder.appendingPathComponent("bin")
    let temporary = folder.appendingPathComponent("tmp")
    for made in [bin, temporary] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
    let script = """
      #!/bin/sh
      trap 'echo stopped > "$FAKE_LOG/stopped"; exit 143' TERM
      sleep 30 &
      echo $! > "$FAKE_LOG/sleep.pid"
      echo "$5" > "$FAKE_LOG/started"
      wait
      """
    let xcrun = bin.appendingPathComponent("xcrun")
    try script.write(to: xcrun, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: xcrun.path)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(apsBinary))
    process.arguments = ["send", "--simulator", "booted", "--simulator", "12345678-1234-1234-1234-123456789ABC", "--topic", "com.example.app"]
    process.environment = ["PATH": bin.path + ":/usr/bin:/bin", "TMPDIR": temporary.path, "FAKE_LOG": folder.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let started = Date()
    try process.run()
    input.fileHandleForWriting.write(Data(#"{"aps":{"alert":"Hi"}}"#.utf8))
    try input.fileHandleForWriting.close()
    let marker = folder.appendingPathComponent("started")
    while !FileManager.default.fileExists(atPath: marker.path) && Date().timeIntervalSince(started) < 20 { usleep(20_000) }
    let payloadFile = try String(contentsOf: marker, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(FileManager.default.fileExists(atPath: payloadFile), "the payload file exists while the push runs")
    kill(process.processIdentifier, signal)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == exit, "\(text)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("stopped").path), "the sleeping xcrun was stopped, not waited for")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "payload file removed")
    let lines = text.split(separator: "\n")
    #expect(lines.count == 2, "one line per device: \(text)")
    #expect(lines.first?.hasPrefix("booted: unknown: stopped by SIG") == true, "\(text)")
    #expect(lines.last?.contains("not sent: stopped by SIG") == true, "\(text)")
    let sleeper = try #require(Int32(try String(contentsOf: folder.appendingPathComponent("sleep.pid"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
    var gone = false
    for _ in 0..<100 where !gone {
      gone = kill(sleeper, 0) != 0
      if !gone { usleep(20_000) }
    }
    #expect(gone, "nothing xcrun started outlives aps")
  }
}
