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

  @Test func factsNameNoFlag() {
    for term in HintTerm.allCases {
      #expect(!term.fact.isEmpty && !term.fact.contains("--"), "\(term)")
    }
  }

  /// A capture's error and notes say which setting helps as a term; the library's text names the fact.
  @Test func captureMessagesCarryTerms() {
    let at = SourceLocation(offset: 1, line: 1, column: 2)
    let duplicate = CaptureError.duplicateKey(key: "a", first: at, at: at)
    #expect(duplicate.message.parts.contains(.term(.allowDuplicates)))
    #expect(duplicate.description.hasSuffix("or pass the allow-duplicates setting to keep both"))
    let forced = CaptureError.notInForm(form: "hex", reason: "odd")
    #expect(CaptureError.inLogEvent(at: at, error: forced).message.parts.contains(.term(.captureForm)))
    #expect(forced.text(spelling: { _ in "--from" }) == "the input is not hex: odd; drop --from to detect the form")
  }
}
