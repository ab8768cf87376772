import Foundation
import Testing

@testable import APSCLI

/// `completions/aps.bash`, `_aps` and `aps.fish` are generated from the command model; this
/// fails when a command or option changed and they were not regenerated.
@Suite struct CommittedScriptTests {
  @Test(arguments: CompletionShell.allCases) func committedScriptIsCurrent(_ shell: CompletionShell) throws {
    let url = packageRoot.appendingPathComponent("completions").appendingPathComponent(shell.fileName)
    let generated = shell.script(for: APS.root)
    let committed = try? String(contentsOf: url, encoding: .utf8)
    #expect(
      committed == generated,
      """
      completions/\(shell.fileName) differs from what `aps completions \(shell)` prints now. Regenerate all three:
        swift run aps completions bash > completions/aps.bash
        swift run aps completions zsh > completions/_aps
        swift run aps completions fish > completions/aps.fish
      """)
  }

  @Test(arguments: CompletionShell.allCases) func commandPrintsTheScript(_ shell: CompletionShell) {
    let result = runAPS(["completions", shell.rawValue])
    #expect(result.exitCode == .ok)
    #expect(result.stdout == shell.script(for: APS.root))
  }

  /// macOS's bash 3.2 reads nothing from `source <(…)`; the header recommends what works there.
  @Test func bashHeaderRecommendsEval() {
    let header = CompletionShell.bash.script(for: APS.root).split(separator: "\n").prefix(5).joined(separator: "\n")
    #expect(!header.contains("source <(aps"))
    #expect(header.contains(#"eval "$(aps completions bash)""#))
  }

  @Test func unknownShellIsAUsageError() {
    CLICase(
      name: "unknown shell", args: ["completions", "zhs"],
      stderrContains: ["<shell> does not take 'zhs'; use one of: bash, zsh, fish. Did you mean 'zsh'?",
        "Usage: aps completions [--output <file>] <shell>"], exit: 64
    ).check()
  }
}
