import Testing

@testable import APSKit

/// Detection tries each form read by scanning (`js`, `dart`, the server printers) on the whole text,
/// asking only whether that form reads all of it. A trial stops at its first segment, or once it has
/// passed text with none (a capture found after it has a prefix): a log of n captures costs the
/// trials the same few starts as a log of one, where each trial once read every start of the log.
@Suite struct DetectionTrialTests {
  /// One-line NSLog captures, each after its timestamp and process (no start before the text).
  static func timestamped(_ count: Int) -> [UInt8] {
    Array((0..<count).map { "2026-11-25 10:41:02.\(100_000 + $0)+0100 MyApp[48213:1904518] userInfo: {aps = {alert = \"Order \($0)\"; badge = 1;}; orderId = \($0);}\n" }.joined().utf8)
  }

  /// The same captures without the log prefix: the text's first byte starts the first of them.
  static func bare(_ count: Int) -> [UInt8] {
    Array((0..<count).map { "{aps = {alert = \"Order \($0)\"; badge = 1;}; orderId = \($0);}\n" }.joined().utf8)
  }

  static let forms: [CaptureForm] = [.javascript, .python, .dart]

  /// Each form's trial on `bytes`: whether it reads the whole text, and how many starts it read.
  static func trial(_ bytes: [UInt8], as form: CaptureForm) -> (whole: Bool, starts: Int) {
    bytes.withUnsafeBufferPointer { buffer in
      let known = KnownReadings(buffer)
      let whole = CaptureReader().trialRead(buffer, as: form, known: known).whole
      return (whole, known.startsRead)
    }
  }

  @Test(arguments: forms) func aLogsTrialReadsNoStartAfterItsFirstText(_ form: CaptureForm) {
    for count in [1, 10, 1_000] {
      let result = Self.trial(Self.timestamped(count), as: form)
      #expect(!result.whole, "\(count) captures")
      #expect(result.starts == 0, "\(count) captures")
    }
  }

  @Test(arguments: forms) func aTrialStopsAtItsFirstSegment(_ form: CaptureForm) {
    let one = Self.trial(Self.bare(1), as: form)
    let many = Self.trial(Self.bare(1_000), as: form)
    #expect(!many.whole)
    #expect(one.starts > 0)
    #expect(many.starts == one.starts)
  }

  /// A Web Inspector listing after a line of text carries no prefix: the JavaScript trial still
  /// finds it whole (public capture 027, its first listing).
  @Test func aListingAfterTextIsStillReadWhole() throws {
    let capture = try #require(PublicCapture.all.first { $0.name.hasPrefix("027-") })
    let text = String(decoding: capture.input, as: UTF8.self)
    let end = try #require(text.range(of: "Object Prototype"))
    let listing = Array(text[..<end.upperBound].utf8)
    #expect(Self.trial(listing, as: .javascript).whole)
    #expect(CaptureReader().detect(listing) == .javascript)
  }
}
