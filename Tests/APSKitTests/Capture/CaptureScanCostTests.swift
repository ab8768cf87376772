import Testing

@testable import APSKit

/// The scanner measures each start's bracket span from one forward pass (`BracketSpans`) instead of
/// searching forward from every `{`, `[` and `<` (the text's length times its open brackets): the
/// answers must be exactly those of the search, for every start, in any order of brackets and quotes.
@Suite struct CaptureScanCostTests {
  static let texts = [
    "{{{{[[[<<<",
    "{\"a\": [1, {\"b\": \"}\"}], \"c\": \"x\\\"]\"} tail ]",
    "note {aps = [1, \"x\", <a\n}]} <7b22> {\"k\":1] {",
    "\"{\"{\"{\"}\" ] } { [ \\\" ] } \"unterminated {",
    "<Notice> <APSPushHistory: 0x1> {aps = {alert = \"]\";};} [AnyHashable(\"a\"): [1]]",
    "}}]] {[}] <{ }> \"\\\\\" { \"a\\\\\" }",
  ]

  @Test(arguments: texts) func spansMatchTheForwardSearch(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      var spans = BracketSpans(buffer)
      for start in buffer.indices where [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<")].contains(buffer[start]) {
        #expect(spans.end(from: start) == CaptureReader.jsonSpanEnd(buffer, from: start), "start \(start)")
      }
    }
  }

  /// A hostile text: every start of 20,000 open brackets used to search to the end.
  @Test func manyOpenBracketsAreMeasuredInOnePass() {
    let bytes = Array(String(repeating: "{[", count: 10_000).utf8)
    let elapsed = ContinuousClock().measure {
      bytes.withUnsafeBufferPointer { buffer in
        var spans = BracketSpans(buffer)
        for start in buffer.indices { #expect(spans.end(from: start) == nil) }
      }
    }
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }
}
