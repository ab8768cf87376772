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
    return TerminalText.visible("\(label): note: \(dates.map { "\($0.key) \($0.lexeme) (\($0.iso))" }.joined(separator: ", "))") + "\n"
  }
}

extension VendorBodyValidator.VendorBody {
  /// `FILE: note: a JPush v3 push request; checking the APNs payload the vendor sends from it: …`.
  func note(_ label: String) -> String {
    guard let sent else { return "\(label): note: a \(title) with no iOS notification; checked as it is" }
    let checking = "\(label): note: a \(title); checking the APNs payload the vendor sends from it: "
      + String(decoding: sent, as: UTF8.self)
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

/// The headers file `aps build --headers-out` writes beside a payload, found by name: for
/// `out/order.json` it is `out/order.headers` (the payload's extension replaced), so one
/// `aps validate --strict out/*.json` checks payloads of different push types, each with its own.
enum BesideHeaders {
  /// The path of the headers file beside `path`.
  static func path(for path: String) -> String {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let name = path[slash...]
    let stem = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }.map { path[..<$0] } ?? path[...]
    return stem + ".headers"
  }

  /// The headers file beside `path`, read; nil when there is none. A bad line is a data error
  /// (exit 1) at its FILE:LINE:COLUMN, as with --headers.
  static func read(for path: String, io: CommandIO) throws -> HeaderFile? {
    let beside = Self.path(for: path)
    guard beside != path, Platform.fileExists(beside) else { return nil }
    let bytes = try io.open(beside).readAll()
    do {
      return try HeaderFile.parse(bytes)
    } catch {
      throw InputFailure(file: io.displayName(beside), line: error.line, column: error.column, message: error.message)
    }
  }
}
