import Foundation
import Testing

@testable import APSCLI
@testable import APSKit

/// The JSON output contract (`aps help json`): every command's `--format json` output is JSON
/// Lines of objects with camelCase keys, read by the strict parser and by jq; records about an
/// input start with `file` and `ok`; a failed input has its own record. Goldens pin each shape.
@Suite struct JSONContractTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var args: [String]
    var stdin = ""
    /// The records describe inputs (`file`, `ok` first).
    var perInput = true
    /// Pinned by a golden here (every case also checks --pretty).
    var golden = true
    var testDescription: String { name }
  }

  static let jpushBigID = #"{"content":"hi","_j_msgid":36028798247780287}"#
  /// A JPush v3 push request (https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push):
  /// validate checks the APNs payload JPush sends from it.
  static let jpushBody = #"{"platform":"all","audience":"all","notification":{"ios":{"alert":"hi","badge":"+1","sound":"default"}}}"#
  /// A GeTui REST v2 push request (https://docs.getui.com/getui/server/rest_v2/push/) with no iOS
  /// channel: checked as it is.
  static let getuiAndroidOnlyBody = #"{"request_id":"r1","audience":{"cid":["c1"]},"push_message":{"transmission":"x"}}"#
  /// A Live Activity update: dates in UNIX seconds
  /// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
  static let liveActivityUpdate = #"{"aps":{"timestamp":1764583200,"event":"update","content-state":{"n":1},"stale-date":1764586800}}"#

  static let cases: [Case] = [
    Case(name: "validate", args: ["validate", "--format", "json", "-", "/nonexistent/missing.json"], stdin: #"{"aps":{"badge":"1"}}"#),
    Case(name: "validate-jsonl", args: ["validate", "--jsonl", "--format", "json"], stdin: "{\"aps\":{\"alert\":\"a\"}}\n{\"aps\":\n"),
    Case(name: "validate-rules", args: ["validate", "--rules", "--format", "json"], perInput: false),
    Case(name: "size", args: ["size", "--format", "json", "-", "/nonexistent/missing.json"], stdin: #"{"aps":{"alert":"hello"}}"#),
    Case(name: "size-broken", args: ["size", "--format", "json"], stdin: "{\"aps\":\n nope}"),
    Case(name: "size-fit-fails", args: ["size", "--fit", "--limit", "10", "--format", "json"], stdin: #"{"aps":{"alert":"hello"}}"#),
    Case(name: "inspect-jpush", args: ["inspect", "--format", "json"], stdin: jpushBigID),
    Case(name: "inspect-broken", args: ["inspect", "--format", "json"], stdin: "{\n    aps = {\n        alert = hi;\n"),
    Case(name: "getui-decode", args: ["getui", "decode", "--format", "json"], stdin: "{length = 9, bytes = 0x7b226b6579223a317d}"),
    Case(name: "getui-decode-missing", args: ["getui", "decode", "--format", "json", "/nonexistent/missing.log"]),
    Case(name: "jpush-parse", args: ["jpush", "parse", "--format", "json"], stdin: jpushBigID),
    Case(name: "jpush-parse-not-jpush", args: ["jpush", "parse", "--format", "json"], stdin: #"{"x":1}"#),
    Case(name: "templates-list", args: ["templates", "list", "--format", "json"], perInput: false),
    Case(name: "templates-vars", args: ["templates", "vars", "alert", "--format", "json"], perInput: false),
    Case(name: "validate-vendor", args: ["validate", "--format", "json", "-"], stdin: jpushBody),
    Case(name: "validate-vendor-no-ios", args: ["validate", "--format", "json", "-"], stdin: getuiAndroidOnlyBody),
    Case(name: "validate-dates", args: ["validate", "--format", "json", "-"], stdin: liveActivityUpdate),
    Case(name: "predict", args: ["predict", "--format", "json"], perInput: false),
    Case(name: "predict-scenario", args: ["predict", "--scenario", "getui-legacy-icon-open-payload-only", "--format", "json"], perInput: false),
    Case(name: "predict-diff", args: ["predict", "--diff", "--ios", "12", "--ios", "17", "--state", "not-running", "--action", "tap", "--format", "json"], perInput: false),
    Case(name: "predict-pitfalls", args: ["predict", "--pitfalls", "--format", "json"], perInput: false),
    Case(name: "predict-explain", args: ["predict", "--explain", "P01", "--format", "json"], perInput: false),
    Case(name: "predict-matrix", args: ["predict", "--matrix", "--format", "json"], perInput: false),
    Case(name: "predict-payload-missing", args: ["predict", "--payload", "/nonexistent/missing.json", "--format", "json"]),
    Case(name: "predict-payload-broken", args: ["predict", "--payload", "-", "--format", "json"], stdin: "{\"aps\":\n nope}"),
    Case(name: "predict-scenarios", args: ["predict", "--scenarios", "--format", "json"], perInput: false),
  ]

  @Test(arguments: cases)
  func recordsFollowTheContract(_ row: Case) throws {
    let result = runAPS(row.args, stdin: row.stdin)
    #expect(result.stdout.hasSuffix("}\n"), "\(row.name): \(result.stdout)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines {
      let document = try JSONText(scanning: Array(line.utf8))
      #expect(document.duplicateKeys.isEmpty, "\(row.name): repeated key")
      guard case .object(let members) = document.value else {
        Issue.record("\(row.name): a record is not an object: \(line)")
        continue
      }
      for key in members.map(\.key) {
        #expect(Self.isCamelCase(key), "\(row.name): key \(key) is not camelCase")
      }
      if row.perInput {
        #expect(members.first?.key == "file", "\(row.name): \(line)")
        let ok = members.first { $0.key == "ok" }?.value
        #expect(ok == true || ok == false, "\(row.name): no ok in \(line)")
      }
      if let error = members.first(where: { $0.key == "error" })?.value {
        #expect(document.value["ok"] == false)
        #expect(error["message"]?.stringValue != nil && error["exit"] != nil && error["line"] != nil && error["column"] != nil)
      }
      for member in members where ["-", "(broken: see the error above)"].contains(member.value.stringValue ?? "") {
        Issue.record("\(row.name): display text in data: \(member.key)")
      }
    }
    if row.golden { assertGolden(result.stdout, named: "json/\(row.name).jsonl") }
    // --pretty prints the same records, indented: parsed back, they are the records above.
    let pretty = runAPS(row.args + ["--pretty"], stdin: row.stdin)
    #expect(pretty.stdout.contains("\n  \""), "\(row.name): --pretty")
    #expect(pretty.exitCode == result.exitCode)
    let compacted = try Self.compactRecords(pretty.stdout)
    #expect(compacted == lines.map(String.init), "\(row.name): --pretty changed the records")
  }

  /// Pretty output read back: each top-level object (one starts at a line beginning with `{`),
  /// parsed and printed compactly.
  static func compactRecords(_ pretty: String) throws -> [String] {
    var chunks: [String] = []
    for line in pretty.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("{") || chunks.isEmpty { chunks.append("") }
      chunks[chunks.count - 1] += line + "\n"
    }
    return try chunks.filter { !$0.allSatisfy(\.isWhitespace) }.map {
      JSONPrinter.compactString(try JSONText(scanning: Array($0.utf8)).value)
    }
  }

  static func isCamelCase(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
  }
}
