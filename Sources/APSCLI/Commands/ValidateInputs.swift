#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import APSKit

/// What `aps validate` does besides running the rules: recognise a GeTui/JPush request body
/// (as `aps build` does) and check the APNs payload the vendor will send from it, and show the
/// Live Activity dates in ISO 8601 beside their numbers.
enum ValidateInputs {
  /// The Live Activity date fields of `aps` (UNIX seconds).
  static let dateKeys = ["timestamp", "stale-date", "dismissal-date"]

  /// A GeTui/JPush request body recognised in the input: its format (`getui-v2`, `jpush-v3`, as
  /// `aps build --format` names it) and the APNs payload the vendor sends from it (nil when the
  /// body carries no iOS notification: the input is then checked as it is).
  struct VendorBody {
    let format: String
    let apns: JSONValue?

    var title: String { VendorPayload.title(format: format) }

    /// `FILE: note: a JPush v3 push request; checking the APNs payload the vendor sends from it: …`.
    func note(_ label: String) -> String {
      guard let apns else { return "\(label): note: a \(title) with no iOS notification; checked as it is" }
      return TerminalText.visible(
        "\(label): note: a \(title); checking the APNs payload the vendor sends from it: \(String(decoding: JSONPrinter.compact(apns), as: UTF8.self))")
    }

    /// `"vendor":{"format":…,"apns":…}` in the JSON record (`aps help json`).
    var json: JSONValue {
      .object([JSONMember("format", .string(format)), JSONMember("apns", apns ?? .null)])
    }
  }

  /// A Live Activity date of `aps` in whole UNIX seconds, with its ISO 8601 form.
  struct DateField {
    let key: String
    let lexeme: String

    var iso: String { DateText.iso8601(Int(lexeme) ?? 0) }
    var json: JSONValue {
      .object([JSONMember("path", .string("/aps/" + key)), JSONMember("value", .number(lexeme)), JSONMember("iso", .string(iso))])
    }
  }

  /// The bytes to validate, the vendor body they were taken from, and whether findings can be
  /// located in the input. Cheap for ordinary payloads: only an input naming `"audience"` is parsed.
  static func apnsBytes(_ input: PayloadRecord) -> (bytes: ArraySlice<UInt8>, vendor: VendorBody?, locate: Bool) {
    guard contains(input.bytes, #""audience""#), let body = try? JSONParser.parse(input.bytes).value,
      let format = VendorPayload.detectFormat(body)
    else { return (input.bytes, nil, true) }
    guard let apns = VendorPayload.apnsPayload(format: format, body: body) else {
      return (input.bytes, VendorBody(format: format, apns: nil), true)
    }
    return (JSONPrinter.compact(apns)[...], VendorBody(format: format, apns: apns), false)
  }

  /// The date fields of `aps` holding whole seconds (milliseconds and fractions are left to the rules).
  static func dates(_ bytes: ArraySlice<UInt8>) -> [DateField] {
    guard dateKeys.contains(where: { contains(bytes, "\"\($0)\"") }),
      let aps = (try? JSONParser.parse(bytes).value)?["aps"]
    else { return [] }
    return dateKeys.compactMap { key in
      guard let lexeme = aps[key]?.numberLexeme, DateText.annotated(lexeme: lexeme) != nil else { return nil }
      return DateField(key: key, lexeme: lexeme)
    }
  }

  /// `FILE: note: timestamp 1764583200 (2025-12-01T10:00:00Z), …` for a payload with date fields.
  static func datesNote(_ label: String, _ dates: [DateField]) -> String? {
    guard !dates.isEmpty else { return nil }
    return "\(label): note: \(dates.map { "\($0.key) \($0.lexeme) (\($0.iso))" }.joined(separator: ", "))\n"
  }

  /// Searched with `memchr`/`memcmp` from the needle's second byte (its first, a quote, is everywhere in
  /// JSON): every `validate --jsonl` record is searched, and a search stopping at each quote was a tenth of
  /// the run (issue 14 profile).
  private static func contains(_ bytes: ArraySlice<UInt8>, _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard !needle.isEmpty, bytes.count >= needle.count else { return false }
    return bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { wanted in
        guard let hay = haystack.baseAddress, let want = wanted.baseAddress else { return false }
        let anchor = wanted.count > 1 ? 1 : 0
        let lastAnchor = haystack.count - wanted.count + anchor
        var index = anchor
        while index <= lastAnchor {
          guard let hit = memchr(hay + index, Int32(wanted[anchor]), lastAnchor - index + 1) else { return false }
          let at = hay.distance(to: hit.assumingMemoryBound(to: UInt8.self))
          if memcmp(hay + at - anchor, want, wanted.count) == 0 { return true }
          index = at + 1
        }
        return false
      }
    }
  }
}
