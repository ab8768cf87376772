import APSKit
import Foundation
import Testing

@testable import APSCLI

/// Messages for inputs that are wrong in ways a hostile machine or a careless copy produces: each
/// says what the input should be, and none echoes what it should not.
@Suite struct HostileInputMessageTests {
  /// A scenario file may come from elsewhere and name any file: its first line is not shown.
  @Test func scenarioPayloadFileIsNotEchoed() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "SECRET LINE one\nline two\n".write(to: folder.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    let scenario = folder.appendingPathComponent("scenario.json")
    try #"{"payload":"secret.txt"}"#.write(to: scenario, atomically: true, encoding: .utf8)
    let result = runAPS(["predict", "--scenario", scenario.path])
    #expect(result.exitCode == .failure)
    #expect(!result.stderr.contains("SECRET"), "\(result.stderr)")
    #expect(result.stderr.contains("is not a JSON payload"), "\(result.stderr)")
  }

  @Test func deviceTokenFileThatNeverEndsSaysWhatATokenFileIs() {
    let result = runAPS(
      ["send", "-", "--device-tokens", "/dev/zero", "--topic", "com.example.app"], stdin: #"{"aps":{"alert":"x"}}"#,
      environment: ["APNS_JWT": "a.b.c"])
    #expect(result.exitCode == .noInput)
    #expect(result.stderr.contains("a device token file holds one token (64 hex digits) per line"), "\(result.stderr)")
    #expect(!result.stderr.contains("payload"), "\(result.stderr)")
  }

  @Test func carriageReturnOnlyLinesGetALineEndingHint() {
    let result = runAPS(["validate", "--jsonl", "-"], stdin: "{\"aps\":{\"alert\":\"a\"}}\r{\"aps\":{\"alert\":\"b\"}}\r")
    #expect(result.exitCode == .failure)
    let printed = result.stdout + result.stderr  // validate reports its findings on standard output
    #expect(printed.contains("end with a carriage return alone"), "\(printed)")
    #expect(!printed.contains("use --jsonl"), "\(printed)")
  }

  @Test(arguments: [
    ("12345678901234567890123", "(23 digits) is not a UNIX time in seconds, nor in milliseconds"),
    ("1764583200000", "looks like milliseconds"),
  ])
  func expirationFarTooLarge(_ value: String, _ message: String) {
    let result = runAPS(["validate", "--expiration", value, "-"], stdin: #"{"aps":{"alert":"x"}}"#, environment: ["SOURCE_DATE_EPOCH": "1764583200"])
    let printed = result.stdout + result.stderr
    #expect(printed.contains(message), "\(printed)")
    if value.count > 14 { #expect(!printed.contains("divide by 1000")) }
  }

  /// APNs sends a reason only with an error status: a 200 with one is not explained as Apple's.
  @Test func reasonOnAcceptedAnswerIsNotExplained() throws {
    var response = APNsResponse(headerBlock: Array("HTTP/2 200\r\napns-id: 1\r\n".utf8), body: Array(#"{"reason":"BadDeviceToken"}"#.utf8))
    response.reason = "BadDeviceToken"
    var result = SendResult(delivery: .accepted, error: "")
    result.response = response
    result.error = nil
    let text = SendOutput.text(token: "aabb", result)
    #expect(!text.contains("meaning:"), "\(text)")
    #expect(text.contains("a 200 answer carries no reason from APNs"), "\(text)")
    let json = JSONPrinter.compactString(SendOutput.json(token: "aabb", result))
    #expect(json.contains(#""meaning":null"#), "\(json)")
  }

  /// Quiet: the first repeated key of a document and how many more, not every one.
  @Test func quietFormatShowsTheFirstRepeatedKeyAndACount() {
    let input = #"{"a":1,"a":2,"b":1,"b":2,"c":1,"c":3}"#
    let quiet = runAPS(["fmt", "-q", "-"], stdin: input)
    #expect(quiet.exitCode == .failure)
    #expect(quiet.stderr.components(separatedBy: "error:").count == 2, "\(quiet.stderr)")
    #expect(quiet.stderr.contains("and 2 more repeated keys in this document"), "\(quiet.stderr)")
    let loud = runAPS(["fmt", "-"], stdin: input)
    #expect(loud.stderr.components(separatedBy: "error:").count == 4, "\(loud.stderr)")
  }

  /// Hex or base64 whose bytes are text but for a control character: refused (it came back as
  /// the text itself, exit 0).
  @Test(arguments: [
    ("68656c6c6f01776f726c64", "U+0001 (byte 6 of 11)"),
    ("aGkgdGhlcmV/IHlvdQ==", "U+007F (byte 9 of 13)"),
  ])
  func encodedTextWithControlCharacterIsRefused(_ input: String, _ message: String) {
    for command in [["getui", "decode", "-"], ["inspect", "-"], ["convert", "-"]] {
      let result = runAPS(command, stdin: input + "\n")
      #expect(result.exitCode == .failure, "\(command): \(result.stdout)")
      #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
    }
    // Plain words and numbers that happen to be hex stay text.
    #expect(runAPS(["getui", "decode", "-"], stdin: "12345678\n").exitCode == .ok)
  }
}
