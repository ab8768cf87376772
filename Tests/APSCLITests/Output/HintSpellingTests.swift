import APSKit
import Testing

@testable import APSCLI

/// The CLI spells a hint's terms as its options and commands.
@Suite struct HintSpellingTests {
  @Test func termsAreSpelledAsFlags() {
    let hint: Hint = "use \(term: .pushType) alert, \(term: .priority) 5, \(term: .topic) a, \(term: .expiration) 0"
    #expect(hint.description == "use --push-type alert, --priority 5, --topic a, --expiration 0")
    let tools: Hint = "\(term: .sizeBreakdown) \(term: .sizeFit) \(term: .headersFile)"
    #expect(tools.description == "'aps size --breakdown' 'aps size --fit' 'aps build --headers-out'")
  }

  @Test func aHintInAHintKeepsItsTerms() {
    let scenario: Hint = "the arrival of \(term: .ios) 9"
    let hint: Hint = "no row for \(scenario); see \(term: .predictMatrix)"
    #expect(hint.parts == [.text("no row for the arrival of "), .term(.ios), .text(" 9; see "), .term(.predictMatrix)])
    #expect(hint.description == "no row for the arrival of --ios 9; see 'aps predict --matrix'")
  }

  @Test func everyTermIsAnOption() {
    for term in HintTerm.allCases {
      // A long option, or a command with its short one ('aps fmt -c').
      #expect(term.spelled.contains("--") || term.spelled.contains(" -"), "\(term) → \(term.spelled)")
    }
  }
}
