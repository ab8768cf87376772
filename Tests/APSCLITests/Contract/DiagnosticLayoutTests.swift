import Foundation
import Testing

@testable import APSCLI

/// One diagnostic layout: every command run on a broken input reports
/// `FILE:LINE:COLUMN: severity[rule-id]: message` (GCC style, no space before the line number),
/// then optional excerpt lines and an indented `hint:`. One golden holds them all.
@Suite struct DiagnosticLayoutTests {
  struct Case: Sendable {
    var args: [String]
    var stdin: String
  }

  static let brokenJSON = "{\n  \"aps\": {\"alert\": \"hi\",}\n}\n"

  static let cases: [Case] = [
    Case(args: ["fmt"], stdin: brokenJSON),
    Case(args: ["validate"], stdin: brokenJSON),
    Case(args: ["validate"], stdin: #"{"aps":{"badge":"1"}}"#),
    Case(args: ["size"], stdin: brokenJSON),
    Case(args: ["inspect"], stdin: "{\n    aps = {\n        alert = <…>\n"),
    Case(args: ["convert"], stdin: "{length = 51, bytes = 0x7b227479 7065223a 226f7264 6572222c ... e58f91e8 b4a7227d}"),
    Case(args: ["convert", "-c", "--verbose"], stdin: "(lldb) po userInfo\n{\n    flag = 1;\n}\n"),
    Case(args: ["getui", "decode", "--require-json"], stdin: "plain text"),
    Case(args: ["jpush", "parse"], stdin: #"{"message":{"title":"t"}}"#),
    Case(args: ["build", "--badge", "x1"], stdin: ""),
    Case(args: ["build", "--alert", "hi", "--push-type", "background"], stdin: ""),
    Case(args: ["request", "--device-token", "ab"], stdin: brokenJSON),
    Case(args: ["templates", "vars", "/nonexistent/t.json"], stdin: ""),
  ]

  /// `file:line:column: severity[rule]: ` or `file: severity: `, or `aps: severity: `.
  static func isHeader(_ line: Substring) -> Bool {
    line.range(of: #"^(<stdin>|<build>|[^ :]+)(:[0-9]+(:[0-9]+)?)?: (error|warning|note)(\[[a-z0-9-]+\])?: "#, options: .regularExpression) != nil
  }

  @Test func everyCommandUsesTheOneLayout() {
    var transcript = ""
    for row in Self.cases {
      let result = runAPS(row.args, stdin: row.stdin)
      // Notes alone do not fail a run.
      #expect((result.exitCode == .ok) == (row.args == ["convert", "-c", "--verbose"]), "\(row.args)")
      let diagnostics = row.args.first == "validate" ? result.stdout + result.stderr : result.stderr
      let lines = diagnostics.split(separator: "\n")
      #expect(lines.contains(where: Self.isHeader), "\(row.args): \(diagnostics)")
      for line in lines where line.hasPrefix("<stdin> ") || line.hasPrefix("<stdin>: ") && !Self.isHeader(line) && !line.contains(": ok") && !line.contains(": invalid") {
        Issue.record("\(row.args): not in the layout: \(line)")
      }
      #expect(!diagnostics.contains("aps: error: <stdin>"), "\(row.args): the old prefixed layout")
      transcript += "$ aps " + row.args.joined(separator: " ") + "\n" + diagnostics + "\n"
    }
    assertGolden(transcript, named: "diagnostics/broken-inputs.txt")
  }

  @Test func rendererLayout() {
    let full = DiagnosticText(
      file: "a.json", line: 3, column: 14, level: .error, rule: "badge-type", message: "/aps/badge: wrong",
      hint: "write 1", excerpt: ["  \"badge\": \"1\"", "           ^"])
    #expect(full.rendered == "a.json:3:14: error[badge-type]: /aps/badge: wrong\n  \"badge\": \"1\"\n           ^\n  hint: write 1\n")
    #expect(DiagnosticText(file: "<stdin>", line: 20, column: 13, level: .note, message: "m").rendered == "<stdin>:20:13: note: m\n")
    #expect(DiagnosticText(file: nil, message: "m").rendered == "aps: error: m\n")
    // Control characters from a payload never reach the terminal raw.
    #expect(DiagnosticText(file: "x\u{1B}]52;c;", message: "bad \u{1B}[2J").rendered == "x␛]52;c;: error: bad ␛[2J\n")
  }
}
