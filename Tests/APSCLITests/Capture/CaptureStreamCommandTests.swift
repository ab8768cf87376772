import Foundation
import Testing

@testable import APSCLI

/// A text holds many captures: one result each, with the line it starts on; `inspect --follow`
/// reads a live `log stream` and reports each notification as it arrives (the live pipe through the
/// built binary is in the integration suite, `CaptureFollowTests`).
@Suite struct CaptureStreamCommandTests {
  /// `log stream --style ndjson --predicate 'process == "MyApp"'` on a Mac while MyApp received one
  /// push and logged it four ways:
  /// a banner line, a plain event, NSLog, Logger (Swift print), Logger redacted, JSON.
  static let logStream = packageRoot.appendingPathComponent("Tests/Captures/macos-log-stream.ndjson")

  /// A Flutter console pasted from an issue: three `flutter: onX: {…}` prints in markdown fences.
  static let flutterConsole = packageRoot.appendingPathComponent(
    "Tests/Captures/public/002-flutter-fcm-onresume-onmessage-three.txt")

  static let payload = #"{"aps":{"alert":{"body":"Your order is on its way","title":"Order shipped"},"badge":1,"sound":"default"},"orderId":1234}"#

  @Test func logStreamPipedIntoInspectFollow() throws {
    let text = try String(contentsOf: Self.logStream, encoding: .utf8)
    let result = runAPS(["inspect", "--follow", "--format", "json"], stdin: text)
    let records = result.stdout.split(separator: "\n").map(String.init)
    #expect(records.count == 4)
    #expect(records.map { $0.contains(#""ok":true"#) } == [true, true, false, true])
    #expect(records.map { $0.firstMatch(of: /"line":(\d+)/).map { String($0.1) } } == ["3", "4", "5", "6"])
    #expect(records[2].contains("redacted"))
    #expect(result.stderr.contains("<stdin>:5:1: error: in this log event's eventMessage"))
    #expect(result.exitCode == .failure)
  }

  @Test func logStreamToJSONGivesEachNotification() throws {
    let result = runAPS(["convert", "-c", "-q", Self.logStream.path])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    // Each reads to the same notification (key order is the printer's).
    for line in lines {
      #expect(line.contains(#""orderId":1234"#) && line.contains(#""badge":1"#) && line.contains(#""title":"Order shipped""#))
    }
    #expect(result.exitCode == .failure)  // the redacted event
  }

  /// `pbpaste | aps inspect` with a console copied from a Flutter issue: one report per capture.
  @Test func pastedConsoleWithThreeCaptures() throws {
    let text = try String(contentsOf: Self.flutterConsole, encoding: .utf8)
    let result = runAPS(["inspect"], stdin: text)
    #expect(result.exitCode == .ok)
    #expect(result.stdout.components(separatedBy: "form:      Dart Map.toString() (Flutter print)").count == 4)
    #expect(result.stdout.contains("==> <stdin>:2 <=="))
    #expect(result.stdout.contains("provider:  Firebase Cloud Messaging via APNs (keys gcm.message_id"))
    let json = runAPS(["convert", "-c"], stdin: text)
    #expect(json.stdout.split(separator: "\n").count == 3)
    #expect(json.stdout.contains(#""google.c.a.e":"1""#))
  }
}
