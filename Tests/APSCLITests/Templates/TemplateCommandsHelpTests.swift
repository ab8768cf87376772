import Testing

@testable import APSCLI

/// The help pages of `build`, `templates`, `request`, `send` and `token`, as golden files.
@Suite struct TemplateCommandsHelpTests {
  @Test(arguments: [["build"], ["templates"], ["templates", "vars"], ["request"], ["send"], ["token"]])
  func helpPage(_ command: [String]) {
    let result = runAPS(command + ["--help"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "help/" + command.joined(separator: "-") + ".txt")
  }
}
