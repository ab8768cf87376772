/// Splits a template string into text and `{{…}}` placeholders, working on UTF-8 bytes.
///
/// Grammar: `{{` spaces? NAME `?`? (`:` TYPE)? `?`? spaces? (`=` DEFAULT)? `}}`, where NAME is
/// a letter or `_` followed by letters, digits, `_`, `-` or `.`. A DEFAULT runs to the last two
/// braces of the first run of `}`, so `{{x:json={"a":{"b":1}}}}` keeps its braces.
public enum PlaceholderLexer {
  /// A malformed placeholder: the byte offset in the string where it went wrong and why.
  public struct Failure: Error, Equatable, Sendable {
    public var offset: Int
    public var reason: String
  }

  /// The segments of `text`; a string without placeholders is one `.text` segment (or none).
  public static func segments(in text: String) throws(Failure) -> [TemplateSegment] {
    let bytes = Array(text.utf8)
    var segments: [TemplateSegment] = []
    var textStart = 0
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == openBrace, bytes[index + 1] == openBrace else {
        index += 1
        continue
      }
      if textStart < index { segments.append(.text(string(bytes[textStart..<index]))) }
      let (placeholder, end) = try placeholder(in: bytes, openingAt: index)
      segments.append(.placeholder(placeholder))
      index = end
      textStart = end
    }
    if textStart < bytes.count { segments.append(.text(string(bytes[textStart...]))) }
    return segments
  }

  /// Reads one placeholder whose `{{` is at `start`; returns it and the offset after its `}}`.
  private static func placeholder(in bytes: [UInt8], openingAt start: Int) throws(Failure) -> (Placeholder, Int) {
    var index = start + 2
    skipSpaces(bytes, &index)
    let nameStart = index
    guard index < bytes.count, isNameStart(bytes[index]) else {
      throw Failure(offset: index, reason: "expected a variable name after '{{' (a letter or '_', then letters, digits, '_', '-' or '.')")
    }
    while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
    var result = Placeholder(name: string(bytes[nameStart..<index]))
    var typeGiven = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "?"), !result.isOptional {
        result.isOptional = true
        index += 1
      } else if byte == UInt8(ascii: ":"), !typeGiven {
        typeGiven = true
        index += 1
        let typeStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let word = string(bytes[typeStart..<index])
        guard let type = PlaceholderType(rawValue: word) else {
          var reason = word.isEmpty ? "expected a type after ':'" : "unknown type '\(word)'"
          reason += "; use one of: " + PlaceholderType.allCases.map(\.rawValue).joined(separator: ", ")
          if let hint = Suggestions.didYouMean(word, among: PlaceholderType.allCases.map(\.rawValue)) {
            reason += ". " + hint
          }
          throw Failure(offset: typeStart, reason: reason)
        }
        result.type = type
      } else {
        break
      }
    }
    skipSpaces(bytes, &index)
    if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
      guard !result.isOptional else {
        throw Failure(offset: index, reason: "'\(result.name)' is optional ('?') and has a default ('='); keep one of them")
      }
      guard let close = closing(in: bytes, from: index + 1) else {
        throw Failure(offset: start, reason: "placeholder '{{\(result.name)=…' is not closed with '}}'")
      }
      result.defaultText = string(bytes[(index + 1)..<close])
      return (result, close + 2)
    }
    guard index + 1 < bytes.count, bytes[index] == closeBrace, bytes[index + 1] == closeBrace else {
      if index >= bytes.count {
        throw Failure(offset: start, reason: "placeholder '{{\(result.name)' is not closed with '}}'")
      }
      let found = string(bytes[index..<min(bytes.count, index + 1)])
      throw Failure(offset: index, reason: "unexpected '\(found)' in placeholder '\(result.name)'; expected '?', ':TYPE', '=DEFAULT' or '}}'")
    }
    return (result, index + 2)
  }

  /// The offset of the `}}` that ends a default: the last two braces of the first run of two or more.
  private static func closing(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == closeBrace, bytes[index + 1] == closeBrace {
        var end = index + 2
        while end < bytes.count, bytes[end] == closeBrace { end += 1 }
        return end - 2
      }
      index += 1
    }
    return nil
  }

  private static let openBrace = UInt8(ascii: "{")
  private static let closeBrace = UInt8(ascii: "}")

  private static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }

  private static func string<S: Sequence>(_ bytes: S) -> String where S.Element == UInt8 {
    String(decoding: Array(bytes), as: UTF8.self)
  }
}
