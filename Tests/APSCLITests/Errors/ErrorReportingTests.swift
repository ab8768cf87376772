import Testing

@testable import APSCLI

/// Usage errors, unknown names and unreadable inputs, over the sample tree: exit code, message,
/// the usage line of the command that was reached and where to find its help.
@Suite struct ErrorReportingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var args: [String]
    var exit: Int32 = 64
    var stderrContains: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unknown long option suggests", args: ["fmt", "--compcat"],
      stderrContains: [
        "tool: error: unknown option '--compcat' for 'tool fmt'. Did you mean '--compact'?\n",
        "Usage: tool fmt [--compact]", "\n  See 'tool fmt --help'.\n",
      ]),
    Case(
      name: "single-dash long option", args: ["fmt", "-compact"],
      stderrContains: ["unknown option '-compact' for 'tool fmt'. Did you mean '--compact'?"]),
    Case(
      name: "unknown short option", args: ["fmt", "-C"],
      stderrContains: ["unknown option '-C' for 'tool fmt'. Did you mean '-c'?"]),
    Case(
      name: "unknown command suggests", args: ["fnt", "a.json"],
      stderrContains: [
        "unknown command 'fnt' for 'tool'. Did you mean 'fmt'?\n", "Usage: tool <subcommand>\n",
        "  See 'tool --help'.\n",
      ]),
    Case(
      name: "unknown root option suggests", args: ["--versoin"],
      stderrContains: ["unknown option '--versoin' for 'tool'. Did you mean '--version'?"]),
    Case(
      name: "unknown nested command", args: ["getui", "decod"],
      stderrContains: [
        "unknown command 'decod' for 'tool getui'. Did you mean 'decode'?",
        "Usage: tool getui <subcommand>\n", "See 'tool getui --help'.",
      ]),
    Case(
      name: "help for unknown command", args: ["help", "getui", "decodr"],
      stderrContains: ["unknown command 'decodr' for 'tool getui'. Did you mean 'decode'?"]),
    Case(
      name: "bad allowed value", args: ["fmt", "--color", "nevr"],
      stderrContains: [
        "--color does not take 'nevr'; use one of: auto, always, never. Did you mean 'never'?",
        "See 'tool fmt --help'.",
      ]),
    Case(
      name: "missing argument shows that command's usage", args: ["getui", "decode"],
      stderrContains: ["missing argument <file>", "Usage: tool getui decode [--out <dir>] <file>\n"]),
    Case(
      name: "default subcommand's usage", args: ["templates", "--nmes"],
      stderrContains: [
        "unknown option '--nmes' for 'tool templates list'. Did you mean '--names'?",
        "Usage: tool templates list [--names]\n", "See 'tool templates list --help'.",
      ]),
    Case(
      name: "missing value", args: ["fmt", "--indent"],
      stderrContains: ["--indent needs a value (N)", "Usage: tool fmt"]),
    Case(
      name: "missing input names the file", args: ["fmt", "no-such-file.json"], exit: 66,
      stderrContains: ["tool: error: cannot open no-such-file.json: No such file or directory\n"]),
  ]

  @Test(arguments: cases) func reports(_ row: Case) {
    let result = runSample(row.args)
    #expect(result.exitCode.rawValue == row.exit, "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
    for fragment in row.stderrContains {
      #expect(result.stderr.contains(fragment), "stderr lacks \(fragment.debugDescription):\n\(result.stderr)")
    }
    #expect(result.stderr.hasSuffix("\n") && !result.stderr.hasSuffix("\n\n"))
    if row.exit != 64 {
      #expect(!result.stderr.contains("Usage:"), "only usage errors show the usage")
    }
  }

  @Test func wholeMessageOfAUsageError() {
    let result = runSample(["getui", "decode", "--ot", "x"])
    expectEqualLines(result.stderr, """
      tool: error: unknown option '--ot' for 'tool getui decode'. Did you mean '--out'?
      Usage: tool getui decode [--out <dir>] <file>
        See 'tool getui decode --help'.

      """)
  }

  @Test func aThrownUsageErrorShowsTheRunningCommandsUsage() {
    let root = CommandSpec(
      name: "tool", abstract: "",
      subcommands: [
        CommandSpec(
          name: "pick", abstract: "", options: [.option("n", value: "N", help: "")],
          run: { parsed, _ in
            _ = try parsed.int("n")
            return .ok
          })
      ])
    let io = CommandIO.memory()
    let code = APS.run(["pick", "--n", "x"], io: io, root: root)
    #expect(code == .usage)
    expectEqualLines(io.stderr.text, """
      tool: error: --n takes a whole number, got 'x'
      Usage: tool pick [--n <n>]
        See 'tool pick --help'.

      """)
  }
}
