import Testing

@testable import APSCLI

/// The scripts for the sample tree, kept as golden files so a generator change shows in the diff.
@Suite struct SampleScriptGoldenTests {
  @Test(arguments: CompletionShell.allCases) func script(_ shell: CompletionShell) {
    assertGolden(shell.script(for: SampleTool.root), named: "completions/sample-\(shell.fileName)")
  }
}
