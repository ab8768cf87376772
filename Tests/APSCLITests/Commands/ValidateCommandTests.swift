import Foundation
import Testing
import APSKit

@testable import APSCLI

private let pretty = """
  {
    "aps": {
      "badge": "1",
      "alert": {"title": "Hello", "body": "World"}
    }
  }

  """

@Suite struct ValidateCommandTests {
  static let cases: [CLICase] = [
    CLICase(
      name: "valid payload", args: ["validate"], stdin: #"{"aps":{"alert":"hi"}}"#,
      stdout: "<stdin>: ok (alert, 22 of 4096 bytes)\n"),
    CLICase(
      name: "compiler-style finding with hint", args: ["validate", "-"], stdin: pretty,
      stdout: """
        <stdin>:3:14: error[badge-type]: /aps/badge: badge must be a number, got string "1"
          hint: write "badge": 1
        <stdin>: invalid: 1 error (alert, 62 of 4096 bytes)

        """, exit: 1),
    CLICase(
      name: "warnings pass", args: ["validate"], stdin: #"{"aps":{"alert":"hi","sound":"a.mp3"}}"#,
      stdout: """
        <stdin>:1:30: warning[sound-extension]: /aps/sound: sound "a.mp3" is not an .aiff, .wav or .caf file
          hint: convert it with 'afconvert' to .caf; other files play the default sound
        <stdin>: ok, 1 warning (alert, 38 of 4096 bytes)

        """),
    CLICase(
      name: "strict fails on warnings", args: ["validate", "--strict"], stdin: #"{"aps":{"alert":"hi","sound":"a.mp3"}}"#,
      exit: 1),
    CLICase(name: "quiet prints nothing", args: ["validate", "-q"], stdin: pretty, stdout: "", exit: 1),
    CLICase(name: "quiet valid", args: ["validate", "--quiet"], stdin: #"{"aps":{"alert":"hi"}}"#, stdout: "", exit: 0),
    CLICase(
      name: "push type given", args: ["validate", "--push-type", "voip"], stdin: #"{"caller":"Ann"}"#,
      stdout: "<stdin>: ok (voip, 16 of 5120 bytes)\n"),
    CLICase(
      name: "inferred background, header rules", args: ["validate", "--priority", "10", "--push-type", "background", "--topic", "com.example.app"],
      stdin: #"{"aps":{"content-available":1}}"#,
      stdout: """
        <stdin>: error[background-priority]: background push with apns-priority 10
          hint: use --priority 5
        <stdin>: invalid: 1 error (background, 31 of 4096 bytes)

        """, exit: 1),
    CLICase(
      name: "header rule only when header given", args: ["validate", "--push-type", "voip", "--topic", "com.example.app"],
      stdin: #"{"caller":"Ann"}"#,
      stdout: """
        <stdin>: error[topic-suffix]: apns-topic "com.example.app" does not fit push type voip
          hint: use --topic com.example.app.voip
        <stdin>: invalid: 1 error (voip, 16 of 5120 bytes)

        """, exit: 1),
    CLICase(
      name: "legacy limit", args: ["validate", "--legacy-limit", "256"],
      stdin: #"{"aps":{"alert":""# + String(repeating: "x", count: 300) + #""}}"#, exit: 0),
    CLICase(
      name: "legacy limit strict", args: ["validate", "--legacy-limit", "256", "--strict", "-q"],
      stdin: #"{"aps":{"alert":""# + String(repeating: "x", count: 300) + #""}}"#, exit: 1),
    CLICase(
      name: "syntax error", args: ["validate"], stdin: "{\"aps\":\n  {\"badge\": 1,}}",
      stdout: """
        <stdin>:2:14: error[json-syntax]: /aps: trailing comma before '}': remove the ','
        <stdin>: invalid: 1 error (not JSON)

        """, exit: 1),
    CLICase(
      name: "jsonl: a bad line is a finding, the run goes on", args: ["validate", "--jsonl"],
      stdin: "{\"aps\":{\"alert\":\"a\"}}\n\nnope\n{\"aps\":{\"badge\":\"2\"}}\n",
      stdout: """
        <stdin>:1: ok (alert, 21 of 4096 bytes)
        <stdin>:3:1: error[json-syntax]: invalid literal: expected 'null'
        <stdin>:3: invalid: 1 error (not JSON)
        <stdin>:4:17: error[badge-type]: /aps/badge: badge must be a number, got string "2"
          hint: write "badge": 2
        <stdin>:4: invalid: 1 error (alert, 21 of 4096 bytes)

        """, exit: 1),
    CLICase(
      name: "json lines output", args: ["validate", "--jsonl", "--format", "json"],
      stdin: "{\"aps\":{\"alert\":\"a\"}}\n{\"aps\":{\"badge\":\"2\"}}\n",
      stdout: """
        {"file":"<stdin>","line":1,"ok":true,"valid":true,"pushType":"alert","pushTypeInferred":true,"bytes":21,"limit":4096,"vendor":null,"dates":[],"diagnostics":[]}
        {"file":"<stdin>","line":2,"ok":false,"valid":false,"pushType":"alert","pushTypeInferred":true,"bytes":21,"limit":4096,"vendor":null,"dates":[],"diagnostics":[{"severity":"error","rule":"badge-type","path":"/aps/badge","line":2,"column":17,"message":"badge must be a number, got string \\"2\\"","hint":"write \\"badge\\": 2"}]}

        """, exit: 1),
    CLICase(
      name: "json output of a whole payload", args: ["validate", "--format", "json", "--push-type", "alert", "--topic", "com.example.app"],
      stdin: #"{"aps":{"alert":"hi"},"k":null}"#,
      stdout: """
        {"file":"<stdin>","ok":true,"valid":true,"pushType":"alert","pushTypeInferred":false,"bytes":31,"limit":4096,"vendor":null,"dates":[],"diagnostics":[{"severity":"warning","rule":"custom-null","path":"/k","line":1,"column":27,"message":"custom key \\"k\\" is null","hint":"remove the key instead of sending null"}]}

        """),
    CLICase(name: "duplicate keys are errors", args: ["validate", "-q"], stdin: #"{"aps":{"alert":"a","alert":"b"}}"#, exit: 1),
    CLICase(name: "empty input", args: ["validate"], stdin: "", stdout: "<stdin>:", exit: 1),
    CLICase(
      name: "unknown push type is a usage error", args: ["validate", "--push-type", "alrt"],
      stderrContains: ["Did you mean 'alert'?"], exit: 64),
    CLICase(name: "legacy limit values", args: ["validate", "--legacy-limit", "1024"], exit: 64),
    CLICase(name: "missing file", args: ["validate", "/nonexistent/p.json"], stderrContains: ["/nonexistent/p.json"], exit: 66),
  ]

  @Test(arguments: cases)
  func validate(_ row: CLICase) {
    if row.name == "empty input" {
      let result = runAPS(row.args, stdin: row.stdin)
      #expect(result.exitCode == .failure)
      #expect(result.stdout.hasPrefix("<stdin>:1:1: error[payload-empty]: payload is empty\n"))
      return
    }
    row.check()
  }

  @Test func fileNamesAndMissingFilesDoNotStopTheRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-validate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("payload.json").path
    try Data(#"{"aps":{"alert":"hi"}}"#.utf8).write(to: URL(fileURLWithPath: good))
    let result = runAPS(["validate", folder.appendingPathComponent("missing.json").path, good])
    #expect(result.exitCode == .noInput)
    #expect(result.stdout == "\(good): ok (alert, 22 of 4096 bytes)\n")
    #expect(result.stderr.contains("missing.json"))
  }

  @Test func rulesListing() {
    let result = runAPS(["validate", "--rules"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "validate/rules.txt")
    let json = runAPS(["validate", "--rules", "--format", "json"])
    #expect(json.stdout.split(separator: "\n").count == ValidationRule.all.count)
    #expect(json.stdout.hasPrefix(#"{"id":"payload-empty","severity":"error","summary":"#))
    // Sources are page titles with full links: no internal tags or section numbers.
    #expect(json.stdout.contains(#"{"title":"Handling notification responses from APNs","url":"https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"}"#))
    #expect(!result.stdout.contains("§") && !json.stdout.contains("§") && !result.stdout.contains("[GEN]"))
    #expect(ValidationRule.all.allSatisfy { !$0.references.isEmpty })
  }
}
