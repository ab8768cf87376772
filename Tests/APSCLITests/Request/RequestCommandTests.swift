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
    CLICase(name: "bad JSON", args: ["request", "--device-token", "a"], stdin: "{\"aps\":", stderrContains: ["<stdin>:1:8"], exit: 1),
    CLICase(name: "missing file", args: ["request", "/nonexistent.json", "--device-token", "a"], stderrContains: ["cannot open /nonexistent.json"], exit: 66),
    CLICase(name: "bad priority", args: ["request", "--device-token", "a", "--priority", "7"], stdin: "{}", stderrContains: ["--priority does not take '7'"], exit: 64),
  ]

  @Test(arguments: errors)
  func usageErrors(_ row: CLICase) {
    row.check()
  }
}
