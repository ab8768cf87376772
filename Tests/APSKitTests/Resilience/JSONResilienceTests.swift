import APSKit
import Testing

/// Hostile sizes and shapes: clean errors or exact output, never a crash.
/// A 100 MB string was run by hand (see docs/resilience.md); 20 MB keeps this suite fast.
@Suite struct JSONResilienceTests {
  @Test(arguments: ["[", "{\"a\":", "[{\"k\":"])
  func millionDeepNestingIsATooDeepError(_ opener: String) {
    let input = Array(String(repeating: opener, count: 1_000_000).utf8)
    do {
      _ = try JSONText(scanning: input)
      Issue.record("1,000,000 levels must be rejected")
    } catch {
      guard case .tooDeep(let limit) = error.kind else {
        Issue.record("expected tooDeep, got \(error.message)")
        return
      }
      #expect(limit == 512)
      #expect(error.location.line == 1)
      let levelsPerOpener = opener.filter { $0 == "[" || $0 == "{" }.count
      #expect(error.location.column == limit / levelsPerOpener * opener.utf8.count + 1)
    }
  }

  @Test func deepestAllowedNestingParsesPrintsAndValidates() throws {
    let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    let document = try JSONText(scanning: text)
    #expect(JSONPrinter.compactString(document.value) == text)
    #expect(JSONPrinter.prettyString(document.value).utf8.count > text.utf8.count)
    #expect(!PayloadValidator.validate(Array(text.utf8)).isValid(strict: false))
  }

  @Test func twentyMegabyteStringRoundTrips() throws {
    let body = String(repeating: "推送😀 \\\"x\\n", count: 20 << 20 / 20)
    let input = Array(("{\"aps\":{\"alert\":\"" + body + "\"}}").utf8)
    let document = try JSONText(scanning: input)
    #expect(JSONPrinter.compact(document.value) == input)
    let report = PayloadValidator.validate(input)
    #expect(report.diagnostics.contains { $0.rule == "payload-too-large" })
  }

  @Test func hundredThousandDigitNumberIsKeptExactly() throws {
    let digits = "9" + String(repeating: "0123456789", count: 10_000)
    for lexeme in [digits, "-" + digits, "1." + digits + "e-" + digits] {
      let input = Array(("{\"aps\":{\"badge\":" + lexeme + "},\"n\":" + lexeme + "}").utf8)
      let document = try JSONText(scanning: input)
      #expect(document.value["n"] == .number(lexeme))
      #expect(JSONPrinter.compact(document.value) == input)
      // Over every limit and not a small integer: reported, not trapped on.
      #expect(!PayloadValidator.validate(input).isValid(strict: false))
    }
  }

  @Test func tenThousandDuplicateKeysAreAllKeptAndReported() throws {
    let members = (0..<10_000).map { "\"k\":\($0)" }.joined(separator: ",")
    let input = Array(("{" + members + "}").utf8)
    let document = try JSONText(scanning: input)
    #expect(document.value.members?.count == 10_000)
    #expect(document.duplicateKeys.count == 9_999)
    #expect(document.duplicateKeys.last?.location.column == input.count - 8)
    #expect(JSONPrinter.compact(document.value) == input)
    #expect(PayloadValidator.validate(input).diagnostics.contains { $0.rule == "duplicate-key" })
  }

  @Test func millionDeepDescriptionIsAnError() {
    for form in [CaptureForm.nslog, .swift] {
      let opener = form == .nslog ? "{a = " : "[AnyHashable(\"a\"): "
      let input = Array(String(repeating: opener, count: 1_000_000).utf8)
      #expect(throws: CaptureError.self) { try CaptureReader().read(input, as: form) }
    }
  }
}
