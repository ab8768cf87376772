import APSKit

/// What `aps validate` shows besides the findings: the GeTui/JPush request body it recognised
/// (`VendorBodyValidator`), and the Live Activity dates in ISO 8601 beside their numbers.
enum ValidateInputs {
  /// The Live Activity date fields of `aps` (UNIX seconds).
  static let dateKeys = ["timestamp", "stale-date", "dismissal-date"]

  /// A Live Activity date of `aps` in whole UNIX seconds, with its ISO 8601 form.
  struct DateField {
    let key: String
    let lexeme: String

    var iso: String { DateText.iso8601(Int(lexeme) ?? 0) }
    var json: JSONValue {
      .object([JSONMember("path", .string("/aps/" + key)), JSONMember("value", .number(lexeme)), JSONMember("iso", .string(iso))])
    }
  }

  /// The date fields of `aps` holding whole seconds (milliseconds and fractions are left to the
  /// rules), read from `tape`, which holds the scan of `bytes` (`validate`).
  static func dates(_ bytes: ArraySlice<UInt8>, tape: JSONTape) -> [DateField] {
    guard !tape.isEmpty else { return [] }
    return bytes.withUnsafeBufferPointer { _ in
      tape.withRoot { root in
        guard let aps = root["aps"] else { return [] }
        return dateKeys.compactMap { key in
          guard let lexeme = aps[key]?.numberLexeme, DateText.annotated(lexeme: lexeme) != nil else { return nil }
          return DateField(key: key, lexeme: lexeme)
        }
      }
    }
  }

  /// `FILE: note: timestamp 1764583200 (2025-12-01T10:00:00Z), …` for a payload with date fields.
  static func datesNote(_ label: String, _ dates: [DateField]) -> String? {
    guard !dates.isEmpty else { return nil }
    return "\(label): note: \(dates.map { "\($0.key) \($0.lexeme) (\($0.iso))" }.joined(separator: ", "))\n"
  }
}

extension VendorBodyValidator.VendorBody {
  /// `FILE: note: a JPush v3 push request; checking the APNs payload the vendor sends from it: …`.
  func note(_ label: String) -> String {
    guard let apns else { return "\(label): note: a \(title) with no iOS notification; checked as it is" }
    let checking = "\(label): note: a \(title); checking the APNs payload the vendor sends from it: "
      + String(decoding: JSONPrinter.compact(apns), as: UTF8.self)
    return ([checking] + serverComputed.map { "\(label): note: \($0)" }).map { TerminalText.visible($0) }.joined(separator: "\n")
  }

  /// `"vendor":{"format":…,"apns":…}` in the JSON record (`aps help json`).
  var json: JSONValue {
    .object([
      JSONMember("format", .string(format)), JSONMember("apns", apns ?? .null),
      JSONMember("serverComputed", .array(serverComputed.map { .string($0) })),
    ])
  }
}
