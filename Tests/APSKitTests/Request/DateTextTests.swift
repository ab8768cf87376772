import Testing

@testable import APSKit

/// Date forms for --timestamp, --stale-date, --dismissal-date, --expiration. ISO 8601 / RFC 3339
/// date-times (https://www.rfc-editor.org/rfc/rfc3339#section-5.6); values checked with
/// `date -u -d '2026-12-01T10:00:00Z' +%s` = 1796119200.
@Suite struct DateTextTests {
  static let now = 1_764_583_200  // 2025-12-01T10:00:00Z

  @Test(arguments: [
    ("1764583200", 1_764_583_200), ("0", 0), ("now", now), ("now+90s", now + 90), ("now+15m", now + 900),
    ("now+2h", now + 7200), ("now+3d", now + 259_200), ("now-1h", now - 3600),
    ("2026-12-01T10:00:00Z", 1_796_119_200), ("2026-12-01T12:00:00+02:00", 1_796_119_200),
    ("2026-12-01T05:30:00-0430", 1_796_119_200), ("2026-12-01t10:00:00.250z", 1_796_119_200),
    ("1970-01-01T00:00:00Z", 0), ("2024-02-29T00:00:00Z", 1_709_164_800), ("2000-03-01T00:00:00Z", 951_868_800),
  ])
  func accepted(_ text: String, _ seconds: Int) {
    #expect(DateText.seconds(text, now: Self.now) == seconds)
  }

  @Test(arguments: ["", "soon", "now+", "now+5", "now+5w", "now+-5s", "2026-12-01", "2026-12-01T10:00:00", "2026-13-01T10:00:00Z",
    "2025-02-29T00:00:00Z", "2026-12-01T24:00:00Z", "2026-12-01T10:00:00+2", "1.5", "-5", "2026-12-01T10:00:00Zjunk"])
  func rejected(_ text: String) {
    #expect(DateText.seconds(text, now: Self.now) == nil)
  }

  @Test(arguments: [(0, "1970-01-01T00:00:00Z"), (1_796_119_200, "2026-12-01T10:00:00Z"), (1_709_164_800, "2024-02-29T00:00:00Z"), (-1, "1969-12-31T23:59:59Z"),
    (253_402_300_799, "9999-12-31T23:59:59Z"), (253_402_300_800, "253402300800 seconds since 1970"),
    (Int.min, "\(Int.min) seconds since 1970"), (Int.max, "\(Int.max) seconds since 1970"),
  ])
  func formatsISO8601(_ seconds: Int, _ text: String) {
    #expect(DateText.iso8601(seconds) == text)
  }

  @Test func annotatesOnlyWholeSeconds() {
    #expect(DateText.annotated(lexeme: "1796119200") == "1796119200 (2026-12-01T10:00:00Z)")
    #expect(DateText.annotated(lexeme: "1796119200000") == nil)
    #expect(DateText.annotated(lexeme: "1.5") == nil)
  }
}
