import Foundation
import Testing

@testable import APSCLI

private let sample = """
  {
    "aps": {
      "alert": {"title": "Order shipped", "body": "Your parcel \\"A-1\\" is on its way."},
      "badge": 1,
      "sound": "default"
    },
    "orderID": "A-1",
    "tracking": {"carrier": "SF Express", "url": "https://example.com/t/A-1"}
  }

  """

private let long = #"{"aps":{"alert":{"title":"T","body":""# + String(repeating: "长", count: 1400) + #""}}}"#

@Suite struct SizeCommandTests {
  static let cases: [CLICase] = [
    CLICase(name: "summary", args: ["size"], stdin: #"{"aps":{"alert":"hi"}}"#, stdout: "22 bytes of 4096 (0%), alert\n"),
    CLICase(
      name: "as written", args: ["size", "-"], stdin: sample,
      stdout: "201 bytes of 4096 (4%), alert · as written 241 bytes\n"),
    CLICase(name: "voip limit", args: ["size", "--push-type", "voip"], stdin: long, stdout: "4241 bytes of 5120 (82%), voip\n"),
    CLICase(
      name: "over the limit", args: ["size"], stdin: long,
      stdout: "4241 bytes of 4096 (103%), alert · 145 bytes over\n", exit: 1),
    CLICase(name: "limit option", args: ["size", "--limit", "20"], stdin: #"{"aps":{"alert":"hi"}}"#, exit: 1),
    CLICase(name: "limit must be positive", args: ["size", "--limit", "0"], exit: 64),
    CLICase(
      name: "jsonl", args: ["size", "--jsonl"], stdin: "{\"aps\":{\"alert\":\"hi\"}}\n{\"aps\":{\"content-available\":1}}\n",
      stdout: "<stdin>:1: 22 bytes of 4096 (0%), alert\n<stdin>:2: 31 bytes of 4096 (0%), background\n"),
    CLICase(
      name: "json", args: ["size", "--format", "json"], stdin: #"{"aps":{"badge":1},"k":"v"}"#,
      stdout: #"{"file":"<stdin>","ok":true,"bytes":27,"asWritten":27,"limit":4096,"pushType":"alert","fits":true,"breakdown":[{"path":"","bytes":27,"own":2},{"path":"/aps","bytes":18,"own":9},{"path":"/aps/badge","bytes":9,"own":9},{"path":"/k","bytes":7,"own":7}]}"# + "\n"),
    CLICase(
      name: "fit", args: ["size", "--fit", "--limit", "40"], stdin: #"{"aps":{"alert":{"body":"Hello wonderful world"}}}"#,
      stdout: #"{"aps":{"alert":{"body":"Hello wo…"}}}"# + "\n",
      stderrContains: ["cut 13 characters from /aps/alert/body; now 40 of 40 bytes"]),
    CLICase(
      name: "fit with ellipsis and field", args: ["size", "--fit", "--limit", "36", "--field", "/note", "--ellipsis", "..."],
      stdin: #"{"aps":{"badge":1},"note":"abcdefghijkl"}"#, stdout: #"{"aps":{"badge":1},"note":"abcd..."}"# + "\n"),
    CLICase(
      name: "fit impossible", args: ["size", "--fit", "--limit", "10"], stdin: #"{"aps":{"alert":"hello"}}"#,
      stdout: "", stderrContains: ["cannot fit: with /aps/alert empty the payload is still 23 bytes, over 10"], exit: 1),
    CLICase(name: "bad pointer", args: ["size", "--fit", "--field", "aps/alert"], stderrContains: ["--field"], exit: 64),
    // A repeated key is measured as sent (every copy counts) and noted, not dropped silently.
    CLICase(
      name: "duplicate key noted", args: ["size", "--jsonl"], stdin: "{\"a\":1}\n{\"aps\":{\"x\":1,\"x\":2}}\n",
      stdout: "<stdin>:1: 7 bytes of 4096 (0%), alert\n<stdin>:2: 21 bytes of 4096 (0%), alert\n",
      stderrContains: ["<stdin>:2:15: note: duplicate key \"x\" at /aps/x (first at line 2, column 9): both copies are sent and counted"]),
    CLICase(name: "not JSON", args: ["size"], stdin: "{\"aps\":\n nope}", stderrContains: ["<stdin>:2:2: error: "], exit: 1),
  ]

  @Test(arguments: cases)
  func size(_ row: CLICase) {
    row.check()
  }

  @Test func breakdownGolden() {
    let result = runAPS(["size", "--breakdown"], stdin: sample)
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "size/breakdown.txt")
    // The leaf and punctuation rows add up to the total.
    let rows = result.stdout.split(separator: "\n").dropFirst(2)
    let leaves = rows.filter { !$0.contains("├─ aps ") && !$0.contains("alert  ") && !$0.contains("tracking  ") }
    let sum = leaves.compactMap { line in line.split(separator: " ").first { Int($0) != nil }.flatMap { Int($0) } }.reduce(0, +)
    #expect(sum == 201)
  }

  @Test func fitJSONIncludesTheFittedPayload() {
    let result = runAPS(["size", "--fit", "--format", "json"], stdin: long)
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains(#""fits":false"#) && result.stdout.contains(#""fitted":{"aps":{"alert":{"title":"T","body":"长长"#))
    #expect(result.stdout.hasSuffix(#"长…"}}},"fittedBytes":4094}"# + "\n"))
  }
}
