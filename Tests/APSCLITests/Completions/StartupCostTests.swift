@testable import APSCLI
import APSKit
import Testing

/// Every run builds the whole command tree (`aps --version` too), so nothing in it may build the
/// delivery tables: `predict --explain`'s ids made `aps --version` take 5.9 M instructions instead
/// of 3.6 M (callgrind) until they became lazy.
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
}
