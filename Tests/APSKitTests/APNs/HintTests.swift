import Testing

@testable import APSKit

/// A rule's hint names what to set as a fact (the header), never as a command-line flag.
@Suite struct HintTests {
  @Test func ruleHintsCarryTermsNotFlags() {
    let report = PayloadValidator.validate(
      value: ["aps": ["alert": "x"]], context: ValidationContext(pushType: "background", priority: "10"))
    let hints = report.diagnostics.compactMap(\.hint)
    #expect(hints.contains { $0.parts.contains(.term(.priority)) })
    for hint in hints {
      #expect(!hint.text(spelling: { _ in "" }).contains("--"), "\(hint.parts)")
    }
  }

  @Test func literalTextIsOnePart() {
    let hint: Hint = "use \(term: .priority) \(5) now"
    #expect(hint.parts == [.text("use "), .term(.priority), .text(" 5 now")])
    #expect(Hint("plain") == "plain")
    #expect(hint.text(spelling: { _ in "PRIORITY" }) == "use PRIORITY 5 now")
  }
}
