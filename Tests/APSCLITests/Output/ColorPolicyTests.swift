import APSKit
import Testing

@testable import APSCLI

/// One colour policy for errors, warnings and fmt's output: `--color auto|always|never` (global,
/// or fmt's own), `NO_COLOR` (https://no-color.org: present and not empty) and `TERM=dumb`.
@Suite struct ColorPolicyTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var when: String?
    var terminal: Bool
    var environment: [String: String] = [:]
    var colours: Bool
    var testDescription: String { "\(when ?? "nil") terminal=\(terminal) \(environment) → \(colours)" }
  }

  static let rows: [Row] = [
    Row(when: nil, terminal: true, colours: true),
    Row(when: nil, terminal: false, colours: false),
    Row(when: "auto", terminal: true, environment: ["NO_COLOR": "1"], colours: false),
    // no-color.org: an empty NO_COLOR does not count.
    Row(when: "auto", terminal: true, environment: ["NO_COLOR": ""], colours: true),
    Row(when: nil, terminal: true, environment: ["TERM": "dumb"], colours: false),
    Row(when: "always", terminal: false, environment: ["NO_COLOR": "1"], colours: true),
    Row(when: "never", terminal: true, colours: false),
  ]

  @Test(arguments: rows) func policy(_ row: Row) {
    let io = CommandIO.memory(environment: row.environment)
    #expect(ColorPolicy.enabled(row.when, isTerminal: row.terminal, io: io) == row.colours)
  }

  /// Errors and warnings were plain even where fmt coloured; now the severity word is coloured.
  @Test func errorsAndWarningsAreColouredWhenAsked() {
    let bad = #"{"aps":{"badge":"x"}}"#
    let always = runAPS(["--color", "always", "validate"], stdin: bad)
    #expect(always.exitCode == .failure)
    #expect(always.stdout.contains("<stdin>:1:17: \u{1B}[1;31merror\u{1B}[0m[badge-type]:"), "\(always.stdout)")
    let never = runAPS(["--color=never", "validate"], stdin: bad)
    #expect(!never.stdout.contains("\u{1B}[") && !never.stderr.contains("\u{1B}["))
    // auto: only when both streams are terminals (a report piped to a file stays plain).
    #expect(!runAPS(["validate"], stdin: bad, stdoutIsTerminal: true).stdout.contains("\u{1B}["))
    let usage = runAPS(["--color", "always", "nope"])
    #expect(usage.stderr.hasPrefix("aps: \u{1B}[1;31merror\u{1B}[0m: unknown command"))
    let warning = runAPS(["--color", "always", "build", "-t", "alert", "--var", "title=a", "--var", "body=b", "--var", "nope=1"])
    #expect(warning.stderr.contains("aps: \u{1B}[1;35mwarning\u{1B}[0m: "), "\(warning.stderr)")
  }

  @Test func globalColorReachesFmtAndAWrongValueIsAUsageError() {
    #expect(runAPS(["--color", "always", "fmt"], stdin: #"{"a":1}"#).stdout.contains("\u{1B}["))
    #expect(!runAPS(["--color", "always", "fmt", "--color", "never"], stdin: #"{"a":1}"#).stdout.contains("\u{1B}["))
    let wrong = runAPS(["--color", "sometimes", "validate"])
    #expect(wrong.exitCode == .usage)
    #expect(wrong.stderr.contains("--color takes auto, always or never, got 'sometimes'"))
  }

  /// The help, the man page and the completions come from one model: the global option is in each.
  @Test func theGlobalOptionIsDocumented() {
    let manual = runAPS(["help", "--man"]).stdout
    #expect(manual.contains(".SH OPTIONS\n.TP\n\\fB\\-\\-version\\fR"))
    #expect(manual.contains("\\fB\\-\\-color\\fR \\fIWHEN\\fR\nWhen to colour errors, warnings and fmt's output"))
    #expect(runAPS(["--help"]).stdout.contains("--color <when>"))
  }
}
