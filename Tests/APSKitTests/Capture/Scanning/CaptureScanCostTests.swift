import Testing

@testable import APSKit

/// The scanner measures each start's bracket span from one forward pass (`BracketSpans`) instead of
/// searching forward from every `{`, `[` and `<` (the text's length times its open brackets): the
/// answers must be exactly those of the search, for every start, in any order of brackets and quotes.
@Suite(.serialized) struct CaptureScanCostTests {
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
    Growth.expectLinear(n: 10_000, "open brackets") { count in
      let bytes = Array(String(repeating: "{[", count: count).utf8)
      bytes.withUnsafeBufferPointer { buffer in
        var spans = BracketSpans(buffer)
        var unclosed = 0
        for start in buffer.indices where spans.end(from: start) == nil { unclosed += 1 }
        #expect(unclosed == buffer.count)
      }
    }
  }

  /// A hostile or merely odd log: open brackets, or `{ a = ` that never close, on one line or one
  /// to a line. Each is read whole, as `convert`/`inspect` read a file (`segments`) and as they read
  /// a stream (`CaptureStreamReader`): doubling the text must double the cost, not quadruple it
  /// (the quadratic reading took about 35 s for 20,000 starts).
  static let hostileUnits = ["{", "[", "<", "(", "{ a = "]
  static let hostile: [(unit: String, separator: String)] = hostileUnits.flatMap { [($0, ""), ($0, "\n")] }
  static let hostileCount = 5_000

  static func hostileText(_ unit: String, _ separator: String, count: Int = hostileCount) -> [UInt8] {
    Array(String(repeating: unit + separator, count: count).utf8)
  }

  static func expectNoDictionary(_ segments: [CaptureSegment], _ unit: String) {
    #expect(!segments.contains { (try? $0.result.get())?.value?.members != nil }, "no dictionary in \(unit.debugDescription)")
  }

  @Test(arguments: hostile) func hostileTextIsReadInLinearTime(_ unit: String, _ separator: String) {
    Growth.expectLinear(n: Self.hostileCount, "\(unit.debugDescription) \(separator.debugDescription)") { count in
      Self.expectNoDictionary(CaptureReader().segments(Self.hostileText(unit, separator, count: count)), unit)
    }
  }

  @Test(arguments: hostile) func hostileStreamIsReadInLinearTime(_ unit: String, _ separator: String) {
    Growth.expectLinear(n: Self.hostileCount, "\(unit.debugDescription) \(separator.debugDescription)") { count in
      Self.expectNoDictionary(Self.streamed(Self.hostileText(unit, separator, count: count)), unit)
    }
  }

  /// `bytes` read as a stream, in 64 KB pieces.
  static func streamed(_ bytes: [UInt8]) -> [CaptureSegment] {
    var segments: [CaptureSegment] = []
    var stream = CaptureStreamReader(reader: CaptureReader())
    for offset in stride(from: 0, to: bytes.count, by: 1 << 16) {
      segments += bytes[offset..<min(offset + (1 << 16), bytes.count)].withUnsafeBytes { stream.feed($0) }
    }
    return segments + stream.finish()
  }

  /// A log of one-line Swift prints with one shared prefix (issue 23's reproducer): each line's
  /// `App[1:2]` is a start that gives nothing, so the prefix is tried as a repeated header, and
  /// every later line has it. Blanking it copied the rest of the text at each such start (10,000
  /// lines took 41 s in a release build); the blanked copy of the run is now made once.
  static let sharedPrefixLine =
    #"2024-01-01 10:00:00.000 App[1:2] userInfo: [AnyHashable("aps"): ["alert": ["title": "T", "body": "b"], "badge": 2], AnyHashable("gcm.message_id"): 2]"#
  static func sharedPrefixLog(lines: Int) -> [UInt8] {
    Array(String(repeating: sharedPrefixLine + "\n", count: lines).utf8)
  }

  static func expectEveryLineRead(_ segments: [CaptureSegment], lines: Int) {
    #expect(segments.count == lines)
    #expect(segments.allSatisfy { (try? $0.result.get())?.value?.members?.first?.key == "aps" })
  }

  @Test func sharedPrefixLogIsReadInLinearTime() {
    Growth.expectLinear(n: 1_000, "a log whose lines share one prefix") { lines in
      Self.expectEveryLineRead(CaptureReader().segments(Self.sharedPrefixLog(lines: lines)), lines: lines)
    }
  }

  @Test func sharedPrefixStreamIsReadInLinearTime() {
    Growth.expectLinear(n: 1_000, "a streamed log whose lines share one prefix") { lines in
      Self.expectEveryLineRead(Self.streamed(Self.sharedPrefixLog(lines: lines)), lines: lines)
    }
  }
}
