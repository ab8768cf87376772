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
    /// Values of `apns` the vendor's server works out (`VendorPayload.serverComputed`).
    var serverComputed: [String] = []

    var title: String { VendorPayload.title(format: format) }

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

  /// A Live Activity date of `aps` in whole UNIX seconds, with its ISO 8601 form.
  struct DateField {
    let key: String
    let lexeme: String

    var iso: String { DateText.iso8601(Int(lexeme) ?? 0) }
    var json: JSONValue {
      .object([JSONMember("path", .string("/aps/" + key)), JSONMember("value", .number(lexeme)), JSONMember("iso", .string(iso))])
    }
  }

  /// One input checked: the report, the bytes it is about (the APNs payload the vendor sends, for a
  /// GeTui/JPush request body), the vendor body, and whether findings can be located in the input.
  struct Checked {
    var report: ValidationReport
    var bytes: ArraySlice<UInt8>
    var vendor: VendorBody?
    var locate: Bool
  }

  /// Validates one input, or the APNs payload the vendor sends from a GeTui/JPush request body. On
  /// return `tape` holds the scan of `Checked.bytes` (empty when they are not JSON), for `dates`.
  /// Whether the input is a vendor body is read off the validation's own scan (a top-level
  /// `"audience"`, which every vendor request has), not by searching every record's bytes again.
  static func validate(_ input: PayloadRecord, context: ValidationContext, tape: inout JSONTape) -> Checked {
    // Each path builds its result once: returning a `var` copied the whole report per record.
    let report = PayloadValidator.validate(input.bytes, context: context, reusing: &tape)
    guard tape.rootHasMember("audience") else {
      return Checked(report: report, bytes: input.bytes, vendor: nil, locate: true)
    }
    let body = input.bytes.withUnsafeBufferPointer { _ in tape.withRoot { root in root.value } }
    guard let format = VendorPayload.detectFormat(body) else {
      return Checked(report: report, bytes: input.bytes, vendor: nil, locate: true)
    }
    guard let apns = VendorPayload.apnsPayload(format: format, body: body) else {
      return Checked(report: report, bytes: input.bytes, vendor: VendorBody(format: format, apns: nil), locate: true)
    }
    let bytes = JSONPrinter.compact(apns)[...]
    return Checked(
      report: PayloadValidator.validate(bytes, context: context, reusing: &tape), bytes: bytes,
      vendor: VendorBody(format: format, apns: apns, serverComputed: VendorPayload.serverComputed(format: format, body: body)),
      locate: false)
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
