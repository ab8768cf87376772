/// A value given for a template variable: text from `--var NAME=TEXT`, or JSON from
/// `--var-json`, `--vars FILE` or a template's examples (a JSON string is read as text would be).
public enum TemplateValue: Sendable, Hashable {
  case text(String)
  case json(JSONValue)

  /// Why a value does not fit a type.
  public struct Mismatch: Error, Equatable, Sendable {
    public var reason: String
  }

  /// The JSON this value becomes for a placeholder of `type`.
  public func converted(to type: PlaceholderType) throws(Mismatch) -> JSONValue {
    switch self {
    case .text(let text): return try Self.parse(text, as: type)
    case .json(let value): return try Self.check(value, as: type)
    }
  }

  /// The value as the user wrote it, for messages.
  public var displayText: String {
    switch self {
    case .text(let text): return text
    case .json(let value): return JSONPrinter.compactString(value)
    }
  }

  private static func parse(_ text: String, as type: PlaceholderType) throws(Mismatch) -> JSONValue {
    switch type {
    case .string:
      return .string(text)
    case .int:
      guard NumberLexeme.isInteger(text) else { throw Mismatch(reason: "expected a whole number such as 3 or -1") }
      return .number(text)
    case .number:
      guard NumberLexeme.isNumber(text) else { throw Mismatch(reason: "expected a JSON number such as 1, 0.5 or 1e3") }
      return .number(text)
    case .bool:
      switch text {
      case "true": return .bool(true)
      case "false": return .bool(false)
      default: throw Mismatch(reason: "expected true or false")
      }
    case .json:
      let document: JSONText
      do {
        document = try JSONText(scanning: text)
      } catch {
        throw Mismatch(reason: "not valid JSON: \(error)")
      }
      // As for every JSON aps builds from: a repeated key would be printed twice.
      if let duplicate = document.duplicateKeys.first { throw Mismatch(reason: duplicate.message) }
      return document.value
    }
  }

  private static func check(_ value: JSONValue, as type: PlaceholderType) throws(Mismatch) -> JSONValue {
    switch (type, value) {
    case (.json, _), (.string, .string), (.number, .number), (.bool, .bool):
      return value
    case (.int, .string(let text)), (.number, .string(let text)), (.bool, .string(let text)):
      // A vars file written by a script holds strings: a string is text, typed by the template
      // exactly as --var's text is (jq's --arg); other JSON values must already match.
      return try parse(text, as: type)
    case (.int, .number(let lexeme)) where NumberLexeme.isInteger(lexeme):
      return value
    case (.string, .number(let lexeme)):
      // `{"order":1234}` for a string variable is the text 1234, as `--var order=1234` is: the
      // number as written (its lexeme), so no digit is lost or reformatted.
      return .string(lexeme)
    case (.int, .number):
      throw Mismatch(reason: "expected a whole number, got a number with a fraction or exponent")
    default:
      let wanted = type == .bool ? "boolean" : type == .int ? "number" : type.rawValue
      throw Mismatch(reason: "expected a JSON \(wanted), got \(value.typeName)")
    }
  }
}

/// Checks RFC 8259 number lexemes on bytes.
enum NumberLexeme {
  /// `-?(0|[1-9][0-9]*)`.
  static func isInteger(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    return integerPart(bytes, &index) && index == bytes.count
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  static func isNumber(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    guard integerPart(bytes, &index) else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(bytes, &index) > 0 else { return false }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard digits(bytes, &index) > 0 else { return false }
    }
    return index == bytes.count
  }

  private static func integerPart(_ bytes: [UInt8], _ index: inout Int) -> Bool {
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count else { return false }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      return true
    }
    return digits(bytes, &index) > 0
  }

  private static func digits(_ bytes: [UInt8], _ index: inout Int) -> Int {
    let start = index
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
    return index - start
  }
}
