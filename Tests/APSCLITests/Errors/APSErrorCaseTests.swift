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
        "Usage: aps completions <shell>\n", "  See 'aps completions --help'.\n",
      ], exit: 64),
    CLICase(
      name: "bad argument value suggests", args: ["completions", "fsh"],
      stderrContains: ["<shell> does not take 'fsh'; use one of: bash, zsh, fish. Did you mean 'fish' or 'zsh'?"],
      exit: 64),
    CLICase(
      name: "missing argument", args: ["completions"],
      stderrContains: ["missing argument <shell>", "Usage: aps completions <shell>"], exit: 64),
    CLICase(
      name: "extra argument", args: ["completions", "bash", "zsh"],
      stderrContains: ["unexpected argument 'zsh'"], exit: 64),
    CLICase(
      name: "help for an unknown command", args: ["help", "completion"],
      stderrContains: ["unknown command 'completion' for 'aps'. Did you mean 'completions'?"],
      exit: 64),
    CLICase(name: "version", args: ["--version"], stdout: "aps 0.1.0\n"),
  ]

  @Test(arguments: cases) func run(_ row: CLICase) {
    row.check()
  }
}
