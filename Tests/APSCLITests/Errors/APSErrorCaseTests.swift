import Testing

@testable import APSCLI

/// Usage errors and unreadable inputs through the real `aps` commands (gojq-style table rows).
@Suite struct APSErrorCaseTests {
  static let cases: [CLICase] = [
    CLICase(
      name: "unknown command suggests", args: ["complet", "bash"],
      stderrContains: [
        "aps: error: unknown command 'complet' for 'aps'. Did you mean 'completions'?\n",
        "Usage: aps <subcommand>\n", "  See 'aps --help'.\n",
      ], exit: 64),
    CLICase(
      name: "unknown option suggests", args: ["completions", "--hepl"],
      stderrContains: [
        "unknown option '--hepl' for 'aps completions'. Did you mean '--help'?",
        "Usage: aps completions [--output <file>] <shell>\n", "  See 'aps completions --help'.\n",
      ], exit: 64),
    CLICase(
      name: "bad argument value suggests", args: ["completions", "fsh"],
      stderrContains: ["<shell> does not take 'fsh'; use one of: bash, zsh, fish. Did you mean 'fish' or 'zsh'?"],
      exit: 64),
    CLICase(
      name: "missing argument", args: ["completions"],
      stderrContains: ["missing argument <shell>", "Usage: aps completions [--output <file>] <shell>"], exit: 64),
    CLICase(
      name: "extra argument", args: ["completions", "bash", "zsh"],
      stderrContains: ["unexpected argument 'zsh'"], exit: 64),
    CLICase(
      name: "help for an unknown command", args: ["help", "completion"],
      stderrContains: ["unknown command 'completion' for 'aps'. Did you mean 'completions'?"],
      exit: 64),
    CLICase(name: "version", args: ["--version"], stdout: BuildInfo.versionLine(name: "aps", version: "0.1.0")),
    CLICase(
      name: "fmt: unknown option suggests", args: ["fmt", "--compcat"],
      stderrContains: [
        "aps: error: unknown option '--compcat' for 'aps fmt'. Did you mean '--compact'?\n",
        "Usage: aps fmt [--compact]", "\n  See 'aps fmt --help'.\n",
      ], exit: 64),
    CLICase(
      name: "fmt: single-dash long option", args: ["fmt", "-sort-keys"],
      stderrContains: ["unknown option '-sort-keys' for 'aps fmt'. Did you mean '--sort-keys'?"],
      exit: 64),
    CLICase(
      name: "fmt: bad colour", args: ["fmt", "--color=allways"],
      stderrContains: ["--color does not take 'allways'; use one of: auto, always, never. Did you mean 'always'?"],
      exit: 64),
    CLICase(
      name: "fmt: unknown command suggests", args: ["fnt", "payload.json"],
      stderrContains: ["unknown command 'fnt' for 'aps'. Did you mean 'fmt'?"], exit: 64),
    CLICase(
      name: "fmt: missing file names it", args: ["fmt", "no-such-payload.json"],
      stderrContains: ["aps: error: cannot open no-such-payload.json: No such file or directory\n"],
      exit: 66),
    CLICase(
      name: "fmt: missing file after a good input", args: ["fmt", "-", "gone.json"], stdin: "{}",
      stderrContains: ["cannot open gone.json"], exit: 66),
  ]

  @Test(arguments: cases) func run(_ row: CLICase) {
    row.check()
  }
}
