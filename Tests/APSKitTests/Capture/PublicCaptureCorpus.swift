import Foundation
import Testing

@testable import APSKit

/// One public capture under `Tests/Captures/public/` (`NNN-slug.txt`, the text as published) with
/// its expectation (`NNN-slug.json`: the source link, the printer, the vendor, and either the
/// JSON value of each notification in the text or why it cannot be read).
struct PublicCapture: Sendable, CustomTestStringConvertible {
  enum Expectation: Sendable {
    case read([JSONValue])
    case refuse(String)
  }

  var name: String
  var printer: String
  var vendor: String
  var input: [UInt8]
  var expect: Expectation
  var testDescription: String { name }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Captures/public")

  /// Every case with a well-formed expectation (a case still being written is skipped, not failed).
  static let all: [PublicCapture] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
      let base = String(file.dropLast(5))
      guard let meta = try? Data(contentsOf: folder.appendingPathComponent(file)),
        let input = try? Data(contentsOf: folder.appendingPathComponent(base + ".txt")),
        let value = try? JSONText(scanning: Array(meta)).value,
        let expect = value["expect"], case .string(let result)? = expect["result"]
      else { return nil }
      let expectation: Expectation
      switch result {
      case "read":
        guard case .array(let captures)? = expect["captures"] else { return nil }
        expectation = .read(captures)
      case "refuse":
        if case .string(let why)? = expect["why"] { expectation = .refuse(why) } else { expectation = .refuse("") }
      default:
        return nil
      }
      func text(_ key: String) -> String { if case .string(let text)? = value[key] { return text } else { return "?" } }
      return PublicCapture(
        name: base, printer: text("printer"), vendor: text("vendor"), input: Array(input), expect: expectation)
    }
  }()
}

/// How a reading of a public capture compares with its expectation.
enum CorpusOutcome: Equatable {
  case agrees
  /// Read (exit 0) with the right notifications but a scalar of another type.
  case wrongTypes(String)
  /// Read (exit 0) with the right notifications and keys, but a value of another shape inside
  /// (a string that looks like a map read as one).
  case wrongValue(String)
  /// Read (exit 0) into something else: other top-level keys or another number of
  /// notifications — a fragment (a sub-dictionary, a part of the text) presented as the capture.
  case fragment(String)
  /// Refused (exit 1) although the text holds notifications.
  case refusedReadable(String)
  /// Read (exit 0) although the text cannot be read whole.
  case readUnreadable
}

enum CorpusComparison {
  /// Whether two values are the same notification: same keys (order free), same scalars (numbers
  /// by value, so `1.0` and `1` agree).
  static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let left), .object(let right)):
      guard left.count == right.count else { return false }
      let byKey = Dictionary(right.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
      return left.allSatisfy { member in byKey[member.key].map { same(member.value, $0) } ?? false }
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { same($0, $1) }
    case (.number(let left), .number(let right)):
      return left == right || (Double(left) != nil && Double(left) == Double(right))
    default:
      return a == b
    }
  }

  /// Whether two values have the same shape: same keys at every level and array lengths (scalars
  /// may differ in type or text).
  static func sameShape(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let left), .object(let right)):
      guard left.count == right.count else { return false }
      let byKey = Dictionary(right.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
      return left.allSatisfy { member in byKey[member.key].map { sameShape(member.value, $0) } ?? false }
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { sameShape($0, $1) }
    case (.object, _), (_, .object), (.array, _), (_, .array):
      return false
    default:
      return true
    }
  }

  static func outcome(_ case_: PublicCapture, read: Result<[JSONValue], CaptureError>) -> CorpusOutcome {
    switch (case_.expect, read) {
    case (.refuse, .failure):
      return .agrees
    case (.refuse, .success):
      return .readUnreadable
    case (.read, .failure(let error)):
      return .refusedReadable(error.description)
    case (.read(let expected), .success(let got)):
      if got.count == expected.count && zip(got, expected).allSatisfy({ same($0, $1) }) { return .agrees }
      let shown = got.map { JSONPrinter.compactString($0) }.joined(separator: " | ")
      if got.count == expected.count && zip(got, expected).allSatisfy({ sameShape($0, $1) }) {
        return .wrongTypes(CaptureText.abbreviated(shown, limit: 300))
      }
      if got.count == expected.count && zip(got, expected).allSatisfy({ Set($0.keys) == Set($1.keys) }) {
        return .wrongValue(CaptureText.abbreviated(shown, limit: 300))
      }
      return .fragment(CaptureText.abbreviated(shown, limit: 300))
    }
  }
}
