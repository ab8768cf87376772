import Foundation
import Testing

@testable import APSCLI

@Suite struct RequestCommandTests {
  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  @Test func http2RequestIsGolden() {
    let result = runAPS(
      ["request", "--device-token", Self.token, "--topic", "com.example.app", "--expiration", "0", "--apns-id", "eabeae54-14a8-11e5-b60b-1697f925ec7b"],
      stdin: "{\n  \"aps\": {\"alert\": \"Hello\"}\n}\n")
    #expect(result.exitCode == .ok, "\(result.stderr)")
    assertGolden(result.stdout, named: "request/alert.txt")
  }

  @Test func curlIsGolden() {
    let result = runAPS(
      ["request", "-", "--device-token", Self.token, "--topic", "com.example.app", "--production", "--curl", "--collapse-id", "score"],
      stdin: #"{"aps":{"alert":"It's 2:1"}}"#)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    assertGolden(result.stdout, named: "request/curl.txt")
    #expect(!result.stdout.contains("eyJ"), "never a literal token")
  }

  @Test func backgroundDefaultsToPriorityFive() {
    let result = runAPS(["request", "--device-token", "ab", "--topic", "com.x"], stdin: #"{"aps":{"content-available":1}}"#)
    #expect(result.stdout.contains("apns-push-type = background\n"))
    #expect(result.stdout.contains("apns-priority = 5\n"))
  }

  static let errors: [CLICase] = [
    CLICase(name: "no token", args: ["request"], stdin: "{}", stderrContains: ["--device-token is required"], exit: 64),
    CLICase(name: "both servers", args: ["request", "--device-token", "a", "--sandbox", "--production"], stdin: "{}", stderrContains: ["give one"], exit: 64),
    CLICase(name: "bad JSON", args: ["request", "--device-token", "ab"], stdin: "{\"aps\":", stderrContains: ["<stdin>:1:8"], exit: 1),
    CLICase(name: "missing file", args: ["request", "/nonexistent.json", "--device-token", "ab"], stderrContains: ["cannot open /nonexistent.json"], exit: 66),
    CLICase(name: "bad priority", args: ["request", "--device-token", "a", "--priority", "7"], stdin: "{}", stderrContains: ["--priority does not take '7'"], exit: 64),
  ]

  @Test(arguments: errors)
  func usageErrors(_ row: CLICase) {
    row.check()
  }

  /// Header values are checked before any request or curl line is printed,
  /// even with --no-validate (CR/LF smuggles a header; '/' and '?' change the path). Given as
  /// options they are usage errors naming the option (64), not data errors in the payload.
  static let injections: [CLICase] = [
    CLICase(name: "CRLF in topic", args: ["request", "--curl", "--device-token", token, "--topic", "com.x\r\nx-injected: 1"], stdin: #"{"aps":{"alert":"x"}}"#, stdout: "", stderrContains: ["aps: error: --topic: apns-topic contains a control character"], exit: 64),
    CLICase(name: "CRLF with --no-validate", args: ["request", "--curl", "--no-validate", "--device-token", token, "--collapse-id", "a\nb"], stdin: #"{"aps":{"alert":"x"}}"#, stdout: "", stderrContains: ["apns-collapse-id contains a control character"], exit: 64),
    CLICase(name: "path in token", args: ["request", "--device-token", "../../../evil?x=", "--no-validate"], stdin: "{}", stdout: "", stderrContains: ["device token '../../../evil?x=' is not hexadecimal"], exit: 64),
    CLICase(name: "odd token", args: ["request", "--device-token", "abc"], stdin: "{}", stdout: "", stderrContains: ["odd number of hex digits"], exit: 64),
    CLICase(name: "NUL in apns-id", args: ["request", "--device-token", token, "--apns-id", "a\u{0}b"], stdin: "{}", stdout: "", stderrContains: ["apns-id contains a control character"], exit: 64),
    CLICase(name: "bad expiration", args: ["request", "--device-token", token, "--expiration", "tomorrow"], stdin: "{}", stdout: "", stderrContains: ["apns-expiration must be a whole number"], exit: 64),
  ]

  @Test(arguments: injections)
  func headerValuesAreCheckedFirst(_ row: CLICase) {
    row.check()
  }

  @Test func certificateVariantAndDates() {
    let result = runAPS(
      ["request", "--device-token", Self.token, "--topic", "com.example.app", "--curl", "--cert", "push.p12", "--cert-pass-env", "PUSH_P12_PASSWORD", "--expiration", "2026-12-01T12:00:00+02:00"],
      stdin: #"{"aps":{"alert":"Hi"}}"#, environment: ["SOURCE_DATE_EPOCH": "1796000000"])
    #expect(result.exitCode == .ok, "\(result.stderr)")
    assertGolden(result.stdout, named: "request/curl-cert.txt")
    #expect(!result.stdout.contains("authorization"), "certificate authentication sends no bearer token")
    #expect(result.stdout.contains(#"printf 'pass = "%s"\n' "$PUSH_P12_PASSWORD" |"#), "the password goes through a pipe")
  }

  /// curl reads ~/.curlrc unless -q is its very first argument.
  @Test func curlLineStartsWithQAndLimitsTheProtocol() {
    let result = runAPS(["request", "--device-token", Self.token, "--topic", "com.example.app", "--curl"], stdin: #"{"aps":{"alert":"Hi"}}"#)
    let curlLine = result.stdout.split(separator: "\n").first { $0.hasPrefix("curl") }
    #expect(curlLine?.hasPrefix("curl -q ") == true)
    #expect(result.stdout.contains("--proto '=https'"))
    #expect(result.stdout.contains("--max-filesize '65536'"))
    #expect(result.stdout.contains("--config -"), "the token reaches curl on standard input")
  }

  /// The request as data, and device tokens as captured.
  @Test func requestAsJSONAndNSDataTokens() throws {
    let result = runAPS(
      ["request", "--device-token", "<00fc13ad ff785122 b4ad2880 9a342098 23412414 21348097 878e577c 991de8f0>", "--topic", "com.example.app", "--format", "json"],
      stdin: #"{"aps":{"alert":"Hi"}}"#)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stderr.contains("note[device-token-normalised]"))
    let record = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(record["method"] as? String == "POST")
    #expect(record["path"] as? String == "/3/device/\(Self.token)")
    let headers = try #require(record["headers"] as? [[String: String]])
    #expect(headers.first == ["name": "authorization", "value": "bearer $APNS_JWT"])
    #expect(headers.contains(["name": "apns-topic", "value": "com.example.app"]))
    #expect((record["body"] as? [String: Any])?["aps"] != nil, "the body is JSON, not text")
    #expect((record["authentication"] as? [String: Any])?["kind"] as? String == "token")
    assertGolden(result.stdout, named: "request/request.json")
  }

  @Test func headersFileCarriesThePushType() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let headers = folder.appendingPathComponent("call.headers").path
    let build = runAPS(["build", "--template", "voip", "--var", "call-id=6f9619ff-8b86-d011-b42d-00cf4fc964ff", "--var", "caller-name=A", "--var", "handle=1", "--headers-out", headers])
    #expect(build.exitCode == .ok, "\(build.stderr)")
    #expect(try String(contentsOfFile: headers, encoding: .utf8) == "apns-push-type: voip\n")
    let request = runAPS(["request", "--device-token", Self.token, "--topic", "com.example.app.voip", "--headers", headers], stdin: build.stdout)
    #expect(request.exitCode == .ok, "\(request.stderr)")
    #expect(request.stdout.contains("apns-push-type = voip\n"))
    let validate = runAPS(["validate", "--strict", "--headers", headers, "-"], stdin: build.stdout)
    #expect(validate.exitCode == .ok, "a VoIP payload is not checked as an alert: \(validate.stdout)")
    try "apns-push-type: voip\nx-evil: 1\n".write(toFile: headers, atomically: true, encoding: .utf8)
    let bad = runAPS(["request", "--device-token", Self.token, "--headers", headers], stdin: build.stdout)
    #expect(bad.exitCode == .failure)
    #expect(bad.stderr.contains("call.headers:2:1: error: 'x-evil' is not a header aps sends"))
  }
}
