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
    let bytes = Array(String(repeating: "{[", count: 10_000).utf8)
    let elapsed = ContinuousClock().measure {
      bytes.withUnsafeBufferPointer { buffer in
        var spans = BracketSpans(buffer)
        for start in buffer.indices { #expect(spans.end(from: start) == nil) }
      }
    }
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }

  /// A hostile or merely odd log (issue 19): 200,000 open brackets, or 200,000 `{ a = ` that never
  /// close, on one line or one to a line. Each is read whole, as `convert`/`inspect` read a file
  /// (`segments`) and as they read a stream (`CaptureStreamReader`), in a generous bound: reading
  /// must cost the text's length, not its length times its starts. A debug build reads each in a
  /// few seconds; the quadratic reading took about 35 s for a tenth of this (so an hour here): the
  /// bound leaves room for a busy 2-core machine and still catches that.
  static let hostileUnits = ["{", "[", "<", "(", "{ a = "]
  static let hostile: [(unit: String, separator: String)] = hostileUnits.flatMap { [($0, ""), ($0, "\n")] }
  static let bound = Duration.seconds(30)

  static func hostileText(_ unit: String, _ separator: String) -> [UInt8] {
    Array(String(repeating: unit + separator, count: 200_000).utf8)
  }

  @Test(arguments: hostile) func hostileTextIsReadInLinearTime(_ unit: String, _ separator: String) {
    let bytes = Self.hostileText(unit, separator)
    var segments: [CaptureSegment] = []
    let elapsed = ContinuousClock().measure { segments = CaptureReader().segments(bytes) }
    #expect(elapsed < Self.bound, "\(elapsed) for \(unit.debugDescription) \(separator.debugDescription)")
    #expect(!segments.contains { (try? $0.result.get())?.value?.members != nil }, "no dictionary in \(unit.debugDescription)")
  }

  @Test(arguments: hostile) func hostileStreamIsReadInLinearTime(_ unit: String, _ separator: String) {
    let bytes = Self.hostileText(unit, separator)
    var segments: [CaptureSegment] = []
    let elapsed = ContinuousClock().measure { segments = Self.streamed(bytes) }
    #expect(elapsed < Self.bound, "\(elapsed) for \(unit.debugDescription) \(separator.debugDescription)")
    #expect(!segments.contains { (try? $0.result.get())?.value?.members != nil }, "no dictionary in \(unit.debugDescription)")
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
  static let sharedPrefixLog = Array(String(repeating: sharedPrefixLine + "\n", count: 10_000).utf8)

  static func expectEveryLineRead(_ segments: [CaptureSegment]) {
    #expect(segments.count == 10_000)
    #expect(segments.allSatisfy { (try? $0.result.get())?.value?.members?.first?.key == "aps" })
  }

  @Test func sharedPrefixLogIsReadInLinearTime() {
    var segments: [CaptureSegment] = []
    let elapsed = ContinuousClock().measure { segments = CaptureReader().segments(Self.sharedPrefixLog) }
    #expect(elapsed < Self.bound, "\(elapsed)")
    Self.expectEveryLineRead(segments)
  }

  @Test func sharedPrefixStreamIsReadInLinearTime() {
    let bytes = Self.sharedPrefixLog
    var segments: [CaptureSegment] = []
    let elapsed = ContinuousClock().measure { segments = Self.streamed(bytes) }
    #expect(elapsed < Self.bound, "\(elapsed)")
    Self.expectEveryLineRead(segments)
  }
}
