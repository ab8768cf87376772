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

  /// A log of one-line Swift prints with one shared prefix: each line's
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

  /// A device syslog (`idevicesyslog`, `log stream --style syslog`) repeats its header on every line,
  /// and the header holds brackets (`MyApp[123] <Notice>:`): each is a start that gives nothing as
  /// the text is, so it is tried with the header blanked. Measured afresh in each blanked view, a
  /// `{` that stays open made every later start search to the end (10,000 lines took 20.8 s).
  static let syslogHeader = "Nov 28 06:00:00 iPhone MyApp[123] <Notice>: "
  static let syslogShapes: [(first: String, line: String)] = [
    ("userInfo: {", "line of the log"),  // one open brace, then text
    ("{", "{"),  // an open brace on every line
    ("payload: [\"a\", {", "\"b\": {"),  // quotes and brackets that never close
  ]

  static func syslogLog(_ shape: (first: String, line: String), lines: Int) -> [UInt8] {
    Array((syslogHeader + shape.first + "\n" + String(repeating: syslogHeader + shape.line + "\n", count: lines)).utf8)
  }

  @Test(arguments: syslogShapes.indices) func syslogHeadersBeforeAnOpenBraceAreReadInLinearTime(_ shape: Int) {
    Growth.expectLinear(n: 1_000, "syslog headers, shape \(shape)") { lines in
      Self.expectNoDictionary(CaptureReader().segments(Self.syslogLog(Self.syslogShapes[shape], lines: lines)), "syslog")
    }
  }

  @Test(arguments: syslogShapes.indices) func syslogStreamIsReadInLinearTime(_ shape: Int) {
    Growth.expectLinear(n: 1_000, "streamed syslog headers, shape \(shape)") { lines in
      Self.expectNoDictionary(Self.streamed(Self.syslogLog(Self.syslogShapes[shape], lines: lines)), "syslog")
    }
  }

  /// Texts whose lines repeat a header: brackets and quotes in the header, spans that close inside
  /// the run, after it (the copy grows) or never, a string cut open at the copy's end.
  static let headedTexts = [
    "Nov 28 06:00:00 iPhone MyApp[123] <Notice>: {\nNov 28 06:00:00 iPhone MyApp[123] <Notice>: a = {\nNov 28 06:00:00 iPhone MyApp[123] <Notice>: }\n",
    "Nov 28 06:00:00 iPhone MyApp[123] <Notice>: [ {\nNov 28 06:00:00 iPhone MyApp[123] <Notice>: \"x\nNov 28 06:00:00 iPhone MyApp[123] <Notice>: y\"] }\n]] } \"\n",
    "01-02 02:52:55.256  5408 I JS: { [ <\n01-02 02:52:55.256  5408 I JS: \"}\" ]\n01-02 02:52:55.256  5408 I JS: {{ \n\n]]]]\n}}}}\n",
    "App \"q\" [1:2] x: {\nApp \"q\" [1:2] x: {\nApp \"q\" [1:2] x: \"open\nlater ] } \" ]\nmore }\n",
    "hdr: [0] hdr: {\nhdr: [0] hdr: {\nhdr: [0] hdr: {\n",
    // The first start's pass ends inside the quote; the second's span reaches past the run, so the
    // copy grows and the cut string is read again.
    "H 12345 abc: { \"\nH 12345 abc: [\nH 12345 abc: x\nplain\n]\n\"\n",
  ]

  /// The measures a blanked view hands its reading are exactly those the reading would take in it.
  @Test(arguments: headedTexts) func blankedViewMeasuresMatchAFreshMeasure(_ text: String) {
    let bytes = Array(text.utf8)
    var compared = 0
    bytes.withUnsafeBufferPointer { buffer in
      let runs = HeaderRuns()
      var lineStart = 0
      while lineStart < buffer.count {
        let next = CaptureScanner.nextLine(buffer, after: lineStart)
        for offset in lineStart..<next where CaptureReader.isCandidate(buffer, offset) {
          let line = UnsafeBufferPointer(rebasing: buffer[lineStart...])
          _ = LineView.withRepeatedHeader(
            line, lineStart: 0, start: offset - lineStart, nextLine: next - lineStart,
            spanEnd: CaptureReader.jsonSpanEnd(buffer, from: offset).map { $0 - lineStart }, runs: runs, origin: lineStart
          ) { view, measures in
            if let measures {
              let start = offset - lineStart
              #expect(measures.spanEnd == CaptureReader.jsonSpanEnd(view, from: start), "span at \(offset)")
              #expect(measures.runEnd == CaptureReader.runEnd(view, from: start), "run at \(offset)")
              compared += 1
            }
            return .noise
          }
        }
        lineStart = next
      }
    }
    #expect(compared > 0)
  }
}
