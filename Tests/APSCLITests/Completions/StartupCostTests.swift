@testable import APSCLI
import APSKit
import Testing

/// What a run builds before it starts: `predict --explain`'s ids made `aps --version` take 5.9 M instructions
/// instead of 3.6 M (callgrind) until they became lazy, and building every command's options for every run took
/// `aps --version` from 2.9 M to 7.3 M until a run built only the command it names.
@Suite struct StartupCostTests {
  @Test func explainIdsAreWorkedOutOnlyForCompletionScripts() throws {
    let predict = try #require(APS.root.subcommands.first { $0.name == "predict" })
    let explain = try #require(predict.options.first { $0.long == "explain" })
    guard case .lazyValues(let lazy) = explain.completion else {
      Issue.record("--explain completion is built eagerly: \(explain.completion)")
      return
    }
    #expect(lazy.values == PredictExplainIDs.all)
    #expect(lazy.values.contains("P02") && lazy.values.contains("C06"))
  }

  @Test func aRunBuildsOnlyTheCommandItNames() {
    #expect(APS.root(for: ["size", "small.json"]).subcommands.map(\.name) == ["size"])
    #expect(APS.root(for: ["predict", "--state", "background"]).subcommands.map(\.name) == ["predict"])
    #expect(APS.root(for: ["--version"]).subcommands.isEmpty)
    // Help, a misspelt command and global flags need every command (lists, suggestions).
    let all = CommandRegistry.entries.map(\.name)
    for line in [["help", "size"], ["sise"], ["--help"], [], ["--version", "x"]] {
      #expect(APS.root(for: line).subcommands.map(\.name) == all, "\(line)")
    }
  }

  /// The registry's names are what its specs call themselves, so a command line finds the same command
  /// either way.
  @Test func registryNamesAreTheSpecsNames() {
    #expect(CommandRegistry.entries.map(\.name) == CommandRegistry.commands.map(\.name))
    for entry in CommandRegistry.entries {
      #expect(CommandRegistry.command(named: entry.name)?.name == entry.name)
    }
    #expect(CommandRegistry.command(named: "nope") == nil)
  }
}
