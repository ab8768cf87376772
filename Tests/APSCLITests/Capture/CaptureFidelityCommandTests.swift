import Testing

@testable import APSCLI

/// Capture fidelity through the commands: unreadable input exits 1, duplicates
/// follow fmt's rule, vendor bodies are decoded, `--verbose` lists the forms tried, and fmt /
/// validate point an NSLog capture to convert/inspect. Fixture sources: APSKitTests
/// `Fixtures/capture/SOURCES.md`.
@Suite struct CaptureFidelityCommandTests {
  static let cases: [CLICase] = [
    CLICase(
      name: "inspect of truncated JSON exits 1", args: ["inspect"], stdin: "{\n \"aps\": {\"alert\":\"x\"}\n",
      stderrContains: ["<stdin>:3:1: error: JSON syntax error: unexpected end of input"], exit: 1),
    CLICase(
      name: "inspect of a JS console object (Node util.inspect) is read", args: ["inspect"], stdin: "{ aps: { alert: 'hi' } }\n",
      exit: 0),
    CLICase(
      name: "inspect of a JS object that no printer writes exits 1", args: ["inspect"], stdin: "{ aps: { alert: 'hi' } extra }\n",
      stderrContains: ["<stdin>:1:"], exit: 1),
    CLICase(
      name: "JPush example with a missing comma", args: ["inspect", captureFixturePath("json__jpush-v3-missing-comma.txt")],
      stderrContains: ["json__jpush-v3-missing-comma.txt:3:5: error: JSON syntax error: expected ',' or '}' after object member"], exit: 1),
    CLICase(
      name: "convert refuses duplicate keys", args: ["convert"], stdin: "{\"a\":1,\n\"a\":2}",
      stderrContains: ["<stdin>:2:1: error: duplicate key \"a\" (first at 1:2); remove one, or pass --allow-duplicates to keep both"], exit: 1),
    CLICase(
      name: "convert --allow-duplicates keeps both", args: ["convert", "-c", "--allow-duplicates"], stdin: "{ a = 1; a = 2; }",
      stdout: #"{"a":1,"a":2}"# + "\n"),
    CLICase(
      name: "inspect with duplicates fails validate's rule", args: ["inspect", "--allow-duplicates"],
      stdin: "{\"aps\":{\"alert\":\"x\",\"alert\":\"y\"}}", stdout: nil, exit: 1),
    CLICase(
      name: "swift po dump to json", args: ["convert", "-c", "-q", captureFixturePath("swift-dump__firebase-flush-left.txt")],
      stdout: #"{"gcm.message_id":"0:1513569869182170%389b04e1389b04e1","aps":{"alert":{"title":"You now have a new follower","body":"Jenny is now following you"}},"followerId":"8gkpBx01gegRC6vKHA6fjscIry12"}"# + "\n"),
    CLICase(
      name: "cut po dump exits 1", args: ["convert", captureFixturePath("swift-dump__truncated.txt")],
      stderrContains: ["swift-dump__truncated.txt:10:1: error: the capture ends before 1 more of the 2 children"], exit: 1),
    CLICase(
      name: "getui decode of a REST v1 body prints the transmission", args: ["getui", "decode", "-q", "-c", captureFixturePath("json__getui-rest-v1.txt")],
      stdout: #"{"type":1,"id":"42"}"# + "\n"),
    CLICase(
      name: "getui decode finds a nested userInfo", args: ["getui", "decode", "-q", "-c", captureFixturePath("json__getui-nested-userinfo.txt")],
      stdout: #"{"page":"order"}"# + "\n"),
    CLICase(
      name: "getui decode of a push_channel.ios fragment", args: ["getui", "decode", "-q", captureFixturePath("json__getui-push-channel-ios.txt")],
      stdout: "自定义消息内容\n"),
    CLICase(
      name: "jpush content typed as a string", args: ["jpush", "parse", "--get", "content", "-q", captureFixturePath("nslog__jpush-content-number.txt")],
      stdout: "11111\n"),
    CLICase(
      name: "verbose lists forms tried", args: ["convert", "--verbose"], stdin: "{\n \"a\": 1\n \"b\": 2\n}",
      stderrContains: ["<stdin>: note: detected json; forms tried:\n", "\n  json: 3:2: JSON syntax error", "\n  swift-dump: "],
      exit: 1),
    CLICase(
      name: "fmt points NSLog captures to convert", args: ["fmt"], stdin: "2024-01-01 12:00:00.000 App[1:2] {\n    aps = { alert = hi; };\n}\n",
      stderrContains: ["read it with 'aps convert' (to JSON) or 'aps inspect'"], exit: 1),
    CLICase(
      name: "getui decode error quotes a few keys", args: ["getui", "decode"],
      stdin: "{\"aps\":{}," + (0..<5000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}",
      stderrContains: ["(keys: aps, k0, k1, k2, k3, k4, k5, k6 and 4993 more)"], exit: 1),
  ]

  @Test(arguments: cases) func run(_ testCase: CLICase) { testCase.check() }

  @Test func typedGuessesAreInTheJSONReport() {
    let result = runAPS(["inspect", "--format", "json"], stdin: "{ aps = { alert = 11111; }; }")
    #expect(result.stdout.contains("1:19: /aps/alert: unquoted 11111 read as a string: Apple defines /aps/alert as a string"))
  }

  @Test func validateHintNamesConvert() {
    let result = runAPS(["validate"], stdin: "2024-01-01 12:00:00.000 App[1:2] {\n    aps = { alert = hi; };\n}\n")
    let all = result.stdout + result.stderr
    #expect(all.contains("read it with 'aps convert' (to JSON) or 'aps inspect'"), "\(all)")
    #expect(!all.contains("--jsonl"))
  }
}
