/// Why a JSON text was rejected, where (offset, line, column) and in which value (JSON Pointer).
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public var kind: Kind
  /// Where: the offending byte, or the end of the input when it ended too early.
  public var location: SourceLocation
  /// The value being read when it happened (the container itself for misplaced punctuation).
  public var pointer: JSONPointer

  /// The one-line message, e.g. `expected ',' or '}' after object member`.
  public var message: String { kind.message }

  /// `line:column: message`.
  public var description: String { "\(location): \(message)" }

  /// One kind of syntax error; `found` texts describe the offending input (`'x'`, `byte 0xFF`).
  public enum Kind: Equatable, Sendable {
    /// Nothing but whitespace (or a byte order mark).
    case emptyInput
    /// The input ended while `expected` was still needed.
    case unexpectedEnd(expected: String)
    /// A value (object, array, string, number, true, false, null) should start here.
    case expectedValue(found: String)
    /// After an object member comes `,` or `}`.
    case expectedCommaOrObjectEnd
    /// After an array element comes `,` or `]`.
    case expectedCommaOrArrayEnd
    /// An object key (a string) should start here.
    case expectedKey(found: String)
    /// A `:` should follow the object key.
    case expectedColon(found: String)
    /// A `,` directly before the closing `}` or `]`.
    case trailingComma(closing: String)
    /// The string has no closing quote.
    case unterminatedString
    /// A raw control character (below U+0020) inside a string.
    case controlCharacterInString(UInt8)
    /// A backslash followed by something other than `" \ / b f n r t u`.
    case invalidEscape(String)
    /// `\u` not followed by four hex digits.
    case invalidUnicodeEscape
    /// A `\uD800`–`\uDFFF` escape that is not half of a valid pair.
    case loneSurrogate(UInt16)
    /// Bytes that are not valid UTF-8 (first bad byte).
    case invalidUTF8(UInt8)
    /// A malformed number; `reason` says which part.
    case invalidNumber(reason: String)
    /// A misspelled `true`, `false` or `null`.
    case invalidLiteral(expected: String)
    /// More input after the complete JSON value.
    case trailingData(found: String)
    /// More input after the complete JSON value, on what only a carriage return separates from
    /// it: lines that end with CR alone, which JSON Lines does not split at.
    case trailingDataAfterCarriageReturn(found: String)
    /// Arrays and objects nested deeper than `limit`.
    case tooDeep(limit: Int)
    /// A text of more than `limit` bytes (the tape's offsets are 32-bit).
    case tooLarge(limit: Int)
    /// No memory for more than `values` values of the document (a memory limit such as `ulimit -v`).
    case outOfMemory(values: Int)

    /// The message, saying what is wrong and, where it helps, how to fix it.
    public var message: String {
      switch self {
      case .emptyInput:
        return "empty input: expected a JSON value"
      case .unexpectedEnd(let expected):
        return "unexpected end of input: expected \(expected)"
      case .expectedValue(let found):
        return "expected a JSON value, found \(found)\(Self.hint(for: found))"
      case .expectedCommaOrObjectEnd:
        return "expected ',' or '}' after object member"
      case .expectedCommaOrArrayEnd:
        return "expected ',' or ']' after array element"
      case .expectedKey(let found):
        return "expected '\"' to start an object key, found \(found) (keys are double-quoted strings)"
      case .expectedColon(let found):
        return "expected ':' after object key, found \(found)"
      case .trailingComma(let closing):
        return "trailing comma before '\(closing)': remove the ','"
      case .unterminatedString:
        return "unterminated string: add the closing '\"'"
      case .controlCharacterInString(let byte):
        return "unescaped control character \(Self.scalarName(UInt32(byte))) in string: write it as \(Self.escapeSpelling(byte))"
      case .invalidEscape(let escape):
        return "invalid escape '\(escape)' in string: use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX"
      case .invalidUnicodeEscape:
        return "invalid \\u escape: expected four hex digits (\\u00e9)"
      case .loneSurrogate(let unit):
        let isHigh = unit < 0xDC00
        let half = isHigh ? "high surrogate" : "low surrogate"
        let need = isHigh ? "be followed by a low surrogate \\uDC00–\\uDFFF" : "follow a high surrogate \\uD800–\\uDBFF"
        return "lone \(half) \\u\(Self.hex(UInt32(unit), width: 4)) in string: it must \(need)"
      case .invalidUTF8(let byte):
        return "invalid UTF-8 (byte 0x\(Self.hex(UInt32(byte), width: 2))): save the file as UTF-8"
      case .invalidNumber(let reason):
        return "invalid number: \(reason)"
      case .invalidLiteral(let expected):
        return "invalid literal: expected '\(expected)'"
      case .trailingData(let found), .trailingDataAfterCarriageReturn(let found):
        return "unexpected \(found) after the JSON value: one document per input"
      case .tooDeep(let limit):
        return "nesting too deep: more than \(limit) levels of arrays and objects"
      case .tooLarge(let limit):
        return "the JSON text is over \(limit) bytes, the most one document may hold; split it (JSON Lines: one document a line)"
      case .outOfMemory(let values):
        return "out of memory after \(values) values of this document (is a memory limit such as ulimit -v set?); split it or allow more memory"
      }
    }

    /// What to do about it in terms of what the reader offers (JSON Lines for more values after the
    /// first); nil when the message says it all.
    public var hint: Hint? {
      if case .trailingData = self { return "use \(term: .jsonLines) for one per line" }
      if case .trailingDataAfterCarriageReturn = self {
        return "the lines here end with a carriage return alone (CR, as old Mac OS wrote them), and JSON Lines ends a line at LF: convert them first, e.g. tr '\\r' '\\n' < FILE"
      }
      return nil
    }

    private static func hint(for found: String) -> String {
      switch found {
      case "'''": return " (strings use double quotes)"
      case "'N'", "'I'": return " (NaN and Infinity are not JSON; write a number or a string)"
      case "'T'", "'F'": return " (literals are lowercase: true, false, null)"
      case "']'", "'}'": return " (is there an extra ','?)"
      default: return ""
      }
    }

    static func hex(_ value: UInt32, width: Int) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func scalarName(_ value: UInt32) -> String { "U+" + hex(value, width: 4) }

    private static func escapeSpelling(_ byte: UInt8) -> String {
      switch byte {
      case 0x0A: return "\\n"
      case 0x09: return "\\t"
      case 0x0D: return "\\r"
      case 0x08: return "\\b"
      case 0x0C: return "\\f"
      default: return "\\u" + hex(UInt32(byte), width: 4)
      }
    }
  }
}
