import Testing

@testable import APSCLI

/// `aps fmt` over standard input: every option and every error, as gojq-style table rows.
@Suite struct FmtCommandTests {
  static let jpush = #"{"aps":{"badge":1.0,"alert":"hi"},"_j_msgid":36028797545517863}"#
  static let small = #"{"b":[1,{}],"a":"中"}"#

  static let cases: [CLICase] = [
    CLICase(name: "compact is byte-exact", args: ["fmt", "-c"], stdin: jpush + "\n", stdout: jpush + "\n"),
    CLICase(name: "compact long option, no trailing newline in", args: ["fmt", "--compact"], stdin: " \(jpush) ",
      stdout: jpush + "\n"),
    CLICase(
      name: "pretty by default", args: ["fmt"], stdin: small,
      stdout: "{\n  \"b\": [\n    1,\n    {}\n  ],\n  \"a\": \"中\"\n}\n"),
    CLICase(
      name: "indent 4", args: ["fmt", "--indent", "4"], stdin: #"{"a":[1]}"#,
      stdout: "{\n    \"a\": [\n        1\n    ]\n}\n"),
    CLICase(name: "indent 0 is compact", args: ["fmt", "--indent=0"], stdin: small, stdout: small + "\n"),
    CLICase(name: "tab", args: ["fmt", "--tab"], stdin: #"{"a":[1]}"#, stdout: "{\n\t\"a\": [\n\t\t1\n\t]\n}\n"),
    CLICase(name: "sort keys", args: ["fmt", "-cS"], stdin: #"{"b":1,"a":{"d":1,"c":2}}"#,
      stdout: #"{"a":{"c":2,"d":1},"b":1}"# + "\n"),
    CLICase(name: "ascii", args: ["fmt", "-c", "--ascii"], stdin: #"{"t":"中😀/"}"#,
      stdout: #"{"t":"\u4e2d\ud83d\ude00/"}"# + "\n"),
    CLICase(name: "escapes only what JSON requires", args: ["fmt", "-c"], stdin: #"["\u00e9\/\u0001\n"]"#,
      stdout: #"["é/\u0001\n"]"# + "\n"),
    CLICase(name: "color always", args: ["fmt", "-c", "--color", "always"], stdin: #"{"a":null}"#,
      stdout: "{\u{1B}[34;1m\"a\"\u{1B}[0m:\u{1B}[90mnull\u{1B}[0m}\n"),
    CLICase(name: "color never", args: ["fmt", "-c", "--color=never"], stdin: #"{"a":null}"#,
      stdout: #"{"a":null}"# + "\n"),
    CLICase(name: "scalar ends with a newline", args: ["fmt"], stdin: "  1.50e3 ", stdout: "1.50e3\n"),
    CLICase(
      name: "syntax error points at the column", args: ["fmt"], stdin: "{\"aps\":{\n  \"alert\" \"hi\"}}",
      stdout: "",
      stderrContains: ["<stdin>:2:11: error: expected ':' after object key, found '\"'\n  \"alert\" \"hi\"}}\n          ^\n"],
      exit: 1),
    CLICase(name: "empty input", args: ["fmt"], stdin: "\n", stderrContains: ["<stdin>:2:1: error: empty input"], exit: 1),
    CLICase(
      name: "two documents need --jsonl", args: ["fmt"], stdin: "{}\n{}\n",
      stderrContains: ["<stdin>:2:1: error: unexpected '{' after the JSON value", "use --jsonl"], exit: 1),
    CLICase(
      name: "duplicate key is an error", args: ["fmt"], stdin: "{\"aps\":{\"x\":1,\n\"x\":2}}", stdout: "",
      stderrContains: [
        "<stdin>:2:1: error: duplicate key \"x\" in /aps (first at 1:9); remove one, or pass --allow-duplicates to keep both\n\"x\":2}}\n^\n"
      ], exit: 1),
    CLICase(
      name: "duplicate key at the top", args: ["fmt", "-c"], stdin: #"{"a":1,"a":2}"#,
      stderrContains: ["<stdin>:1:8: error: duplicate key \"a\" in the top-level object (first at 1:2)"], exit: 1),
    CLICase(
      name: "allow duplicates keeps both in order", args: ["fmt", "-c", "--allow-duplicates"],
      stdin: #"{"a":1,"b":0,"a":2}"#, stdout: #"{"a":1,"b":0,"a":2}"# + "\n"),
    CLICase(
      name: "byte order mark is noted and dropped", args: ["fmt", "-c"], stdin: "\u{FEFF}{\"a\":1}",
      stdout: #"{"a":1}"# + "\n", stderrContains: ["<stdin>:1:1: note: skipped a UTF-8 byte order mark\n"]),
    CLICase(
      name: "jsonl compact, blank lines skipped", args: ["fmt", "-c", "--jsonl"],
      stdin: "{\"a\": 1}\r\n\n   \n[ 2 ]\n\"x\"", stdout: "{\"a\":1}\n[2]\n\"x\"\n"),
    CLICase(
      name: "jsonl pretty blocks", args: ["fmt", "--jsonl"], stdin: "{\"a\":1}\n[]\n",
      stdout: "{\n  \"a\": 1\n}\n[]\n"),
    CLICase(
      name: "jsonl bad line in the middle", args: ["fmt", "-c", "--jsonl"],
      stdin: "{\"a\":1}\n{\"b\":1}\n{\"c\" 3}\n{\"d\":1,\"d\":2}\n{\"e\":1}\n",
      stdout: "{\"a\":1}\n{\"b\":1}\n{\"e\":1}\n",
      stderrContains: [
        "<stdin>:3:6: error: expected ':' after object key, found '3'\n{\"c\" 3}\n     ^\n",
        "<stdin>:4:8: error: duplicate key \"d\" in the top-level object (first at 4:2)",
      ], exit: 1),
    CLICase(name: "jsonl empty input", args: ["fmt", "--jsonl"], stdin: "", stdout: ""),
    CLICase(name: "check formatted stdin", args: ["fmt", "--check", "-c"], stdin: jpush + "\n", stdout: ""),
    CLICase(
      name: "check unformatted stdin", args: ["fmt", "--check"], stdin: jpush + "\n",
      stdout: "would reformat <stdin>\n", exit: 1),
    CLICase(
      name: "check jsonl", args: ["fmt", "--check", "--jsonl", "-c"], stdin: "{\"a\":1}\n{\"b\": 2}\n",
      stdout: "would reformat <stdin>\n", exit: 1),
    CLICase(
      name: "check with a syntax error", args: ["fmt", "--check"], stdin: "[1,]", stdout: "",
      stderrContains: ["<stdin>:1:3: error: trailing comma"], exit: 1),
    CLICase(
      name: "missing file", args: ["fmt", "/nonexistent/push.json"],
      stderrContains: ["aps: error: cannot open /nonexistent/push.json: No such file or directory\n"], exit: 66),
    CLICase(
      name: "unknown option suggests", args: ["fmt", "--compat"],
      stderrContains: ["unknown option '--compat' for 'aps fmt'. Did you mean '--compact'?", "See 'aps fmt --help'."],
      exit: 64),
    CLICase(name: "indent out of range", args: ["fmt", "--indent", "17"],
      stderrContains: ["--indent takes 0 to 16 spaces, got '17'"], exit: 64),
    CLICase(name: "indent not a number", args: ["fmt", "--indent", "two"],
      stderrContains: ["--indent takes a whole number, got 'two'"], exit: 64),
    CLICase(name: "compact and tab", args: ["fmt", "-c", "--tab"],
      stderrContains: ["--compact and --tab cannot be combined"], exit: 64),
    CLICase(name: "tab and indent", args: ["fmt", "--tab", "--indent", "2"],
      stderrContains: ["--tab and --indent cannot be combined"], exit: 64),
    CLICase(name: "write and check", args: ["fmt", "-w", "--check", "a.json"],
      stderrContains: ["--write and --check cannot be combined"], exit: 64),
    CLICase(name: "write refuses stdin", args: ["fmt", "-w"], stdin: "{}",
      stderrContains: ["standard input cannot be rewritten"], exit: 64),
    CLICase(name: "write refuses dash", args: ["fmt", "--write", "-"], stdin: "{}",
      stderrContains: ["standard input cannot be rewritten"], exit: 64),
    CLICase(name: "bad color value", args: ["fmt", "--color", "sometimes"],
      stderrContains: ["does not take 'sometimes'"], exit: 64),
  ]

  @Test(arguments: cases) func run(_ row: CLICase) {
    row.check()
  }

  /// `--color auto`: colour only on a terminal, and not with NO_COLOR set or TERM=dumb.
  @Test(arguments: [
    (true, [String: String](), true), (false, [:], false), (true, ["NO_COLOR": "1"], false),
    (true, ["NO_COLOR": ""], true), (true, ["TERM": "dumb"], false), (true, ["TERM": "xterm-256color"], true),
  ])
  func colorAuto(terminal: Bool, environment: [String: String], colored: Bool) {
    let result = runAPS(["fmt", "-c"], stdin: "[true]", environment: environment, stdoutIsTerminal: terminal)
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains("\u{1B}[") == colored, "\(result.stdout.debugDescription)")
  }
}
