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

  /// The bytes to validate and a note saying why they differ from the input, for a vendor body.
  /// Cheap for ordinary payloads: only an input naming `"audience"` is parsed here.
  static func apnsBytes(_ input: PayloadRecord) -> (bytes: ArraySlice<UInt8>, note: String?, locate: Bool) {
    guard contains(input.bytes, #""audience""#), let body = try? JSONParser.parse(input.bytes).value,
      let format = VendorPayload.detectFormat(body)
    else { return (input.bytes, nil, true) }
    let title = VendorPayload.title(format: format)
    guard let apns = VendorPayload.apnsPayload(format: format, body: body) else {
      return (input.bytes, "\(input.label): note: a \(title) with no iOS notification; checked as it is", true)
    }
    let note = "\(input.label): note: a \(title); checking the APNs payload the vendor sends from it: \(String(decoding: JSONPrinter.compact(apns), as: UTF8.self))"
    return (JSONPrinter.compact(apns)[...], TerminalText.visible(note), false)
  }

  /// `FILE: note: timestamp 1764583200 = 2025-12-01T10:00:00Z, …` for a payload with date fields.
  static func datesNote(_ input: PayloadRecord, bytes: ArraySlice<UInt8>) -> String? {
    guard dateKeys.contains(where: { contains(bytes, "\"\($0)\"") }),
      let aps = (try? JSONParser.parse(bytes).value)?["aps"]
    else { return nil }
    let shown = dateKeys.compactMap { key in
      aps[key]?.numberLexeme.flatMap(DateText.annotated(lexeme:)).map { "\(key) \($0)" }
    }
    return shown.isEmpty ? nil : "\(input.label): note: \(shown.joined(separator: ", "))\n"
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
