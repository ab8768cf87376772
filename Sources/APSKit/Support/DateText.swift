/// Dates as people type them and as APNs wants them (whole UNIX seconds), without Foundation.
///
/// Accepted: UNIX seconds (`1764583200`), ISO 8601 / RFC 3339 date-times with `Z` or an offset
/// (`2026-12-01T10:00:00Z`, `2026-12-01T12:00:00+02:00`, fraction dropped), `now`, and
/// `now+90s`, `now+15m`, `now+2h`, `now+3d` (also `now-…`). APNs takes seconds since 1970 for
/// `apns-expiration` and the Live Activity `timestamp`, `stale-date` and `dismissal-date`
/// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
public enum DateText {
  /// UNIX seconds for `text`, or nil when it is none of the accepted forms.
  public static func seconds(_ text: String, now: Int) -> Int? {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { return nil }
    if bytes.allSatisfy(isDigit) { return Int(text) }
    if text == "now" { return now }
    if text.hasPrefix("now+") || text.hasPrefix("now-") { return relative(bytes, now: now) }
    return iso8601(bytes)
  }

  /// `2026-12-01T10:00:00Z` for UNIX seconds (UTC); outside the years 0000–9999 the seconds as
  /// they are (a date there is no use to anyone, and the calendar arithmetic would overflow).
  public static func iso8601(_ seconds: Int) -> String {
    guard (-62_167_219_200...253_402_300_799).contains(seconds) else { return "\(seconds) seconds since 1970" }
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let rest = seconds - days * 86_400
    let (year, month, day) = civil(fromDays: days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
    let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
    return "\(yearText)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
  }

  /// `1764583200 (2025-12-01T10:00:00Z)`: a date field shown to people.
  public static func annotated(_ seconds: Int) -> String {
    "\(seconds) (\(iso8601(seconds)))"
  }

  /// The same for a JSON number lexeme; nil unless it is whole seconds in a plausible range
  /// (milliseconds and fractions are left as they are: other rules talk about them).
  public static func annotated(lexeme: String) -> String? {
    guard lexeme.utf8.allSatisfy(isDigit), let seconds = Int(lexeme), seconds < 100_000_000_000 else { return nil }
    return annotated(seconds)
  }

  /// The Live Activity date fields of `aps` (UNIX seconds).
  public static let apsDateKeys: Set<String> = ["timestamp", "stale-date", "dismissal-date"]

  /// How a field's value is shown to people: `shown`, plus the ISO 8601 date for a date key of
  /// `aps` holding whole seconds (`inspect`'s field table, `validate`'s notes).
  public static func shown(_ key: String, _ value: JSONView, as shown: String) -> String {
    guard apsDateKeys.contains(key), let lexeme = value.numberLexeme, annotated(lexeme: lexeme) != nil, let seconds = Int(lexeme) else {
      return shown
    }
    return "\(shown) (\(iso8601(seconds)))"
  }

  private static func relative(_ bytes: [UInt8], now: Int) -> Int? {
    let sign = bytes[3] == UInt8(ascii: "-") ? -1 : 1
    let body = bytes[4...]
    guard let unit = body.last, body.count >= 2, body.dropLast().allSatisfy(isDigit),
      let amount = Int(String(decoding: body.dropLast(), as: UTF8.self))
    else { return nil }
    let scale: Int
    switch unit {
    case UInt8(ascii: "s"): scale = 1
    case UInt8(ascii: "m"): scale = 60
    case UInt8(ascii: "h"): scale = 3600
    case UInt8(ascii: "d"): scale = 86_400
    default: return nil
    }
    let (product, overflow) = amount.multipliedReportingOverflow(by: scale)
    let (date, past) = now.addingReportingOverflow(sign * product)
    guard !overflow, !past else { return nil }
    return date
  }

  /// `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM|±HHMM)`; `t`/space for `T` and `z` for `Z` as RFC 3339 allows.
  private static func iso8601(_ bytes: [UInt8]) -> Int? {
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count, bytes[range].allSatisfy(isDigit) else { return nil }
      return Int(String(decoding: bytes[range], as: UTF8.self))
    }
    guard bytes.count >= 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")].contains(bytes[10]),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
      hour < 24, minute < 60, second < 61
    else { return nil }
    var index = 19
    if bytes[index] == UInt8(ascii: ".") {
      index += 1
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      guard index > start else { return nil }
    }
    guard index < bytes.count else { return nil }
    var offset = 0
    switch bytes[index] {
    case UInt8(ascii: "Z"), UInt8(ascii: "z"):
      guard index + 1 == bytes.count else { return nil }
    case UInt8(ascii: "+"), UInt8(ascii: "-"):
      let sign = bytes[index] == UInt8(ascii: "+") ? 1 : -1
      let zone = Array(bytes[(index + 1)...])
      let digits = zone.count == 5 && zone[2] == UInt8(ascii: ":") ? zone[0..<2] + zone[3..<5] : zone[...]
      guard digits.count == 4, digits.allSatisfy(isDigit), let hours = Int(String(decoding: digits.prefix(2), as: UTF8.self)),
        let minutes = Int(String(decoding: digits.suffix(2), as: UTF8.self)), hours < 24, minutes < 60
      else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    default:
      return nil
    }
    return days(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + min(second, 59) - offset
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days since 1970-01-01 (Howard Hinnant's days_from_civil, http://howardhinnant.github.io/date_algorithms.html).
  private static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The inverse (civil_from_days).
  private static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
