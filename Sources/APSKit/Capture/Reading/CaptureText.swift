/// Byte-level text helpers shared by the capture readers.
public enum CaptureText {
  /// ASCII whitespace as the old-style plist reader sees it: 0x09–0x0D and space.
  @inline(__always)
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  /// The character at `index` for a message: `'x'`, `'中'`, or `byte 0xff`.
  /// `text` cut to `limit` characters with `…`: what an error or note quotes from the input
  /// (a 1 MB key must not become a 1 MB message).
  public static func abbreviated(_ text: String, limit: Int = 60) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  static func describe(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    switch byte {
    case 0x20: return "space"
    case 0x0A: return "newline"
    case 0x09: return "tab"
    default: break
    }
    let length = utf8SequenceLength(byte)
    if length > 1, index + length <= bytes.count,
      let text = String(validating: bytes[index..<index + length], as: UTF8.self)
    {
      return "'\(text)'"
    }
    return "byte 0x" + CaptureHex.plain([byte])
  }

  @inline(__always)
  static func utf8SequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF4: return 4
    default: return 1
    }
  }

  /// Whether `bytes` start with the UTF-8 byte order mark.
  public static func hasBOM(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
  }

  /// Offset of the first byte of the first invalid sequence that makes `bytes` invalid UTF-8 (overlong forms, surrogates and
  /// values above U+10FFFF are invalid, as for `NSString`), or nil when all of it is valid.
  public static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        // A run of ASCII (most of a log, checked whole more than once) is passed eight bytes a step.
        if let base = bytes.baseAddress {
          while index &+ 8 <= count, ByteWords.word(base, at: index) & ByteWords.highs == 0 { index &+= 8 }
        }
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE, 0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index
      }
      guard index + 1 < count, bytes[index + 1] >= low, bytes[index + 1] <= high else {
        return index
      }
      for next in 2..<length {
        guard index + next < count, bytes[index + next] & 0xC0 == 0x80 else {
          return index
        }
      }
      index += length
    }
    return nil
  }

  /// Strict UTF-8 decoding: the text and whether a leading byte order mark was skipped.
  /// Invalid bytes throw with their offset, exactly where the app would have got a nil string.
  public static func decodeUTF8(_ bytes: [UInt8]) throws(CaptureError) -> (text: String, skippedBOM: Bool) {
    let invalid = bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
    if let invalid { throw .invalidUTF8(offset: invalid) }
    if hasBOM(bytes) {
      return (String(decoding: bytes[3...], as: UTF8.self), true)
    }
    return (String(decoding: bytes, as: UTF8.self), false)
  }

  /// The length of a no-break, zero-width or ideographic space at `index` (U+00A0, U+200B–U+200D,
  /// U+2060, U+FEFF, U+3000): indentation from chat apps and web pages, never part of a key or value.
  @inline(__always)
  static func invisibleSpaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let byte = bytes[index]
    guard byte >= 0xC2, index + 1 < bytes.count else { return nil }
    if byte == 0xC2 { return bytes[index + 1] == 0xA0 ? 2 : nil }
    guard index + 2 < bytes.count else { return nil }
    let (second, third) = (bytes[index + 1], bytes[index + 2])
    switch byte {
    case 0xE2: return second == 0x80 && (0x8B...0x8D).contains(third) || second == 0x81 && third == 0xA0 ? 3 : nil
    case 0xEF: return second == 0xBB && third == 0xBF ? 3 : nil
    case 0xE3: return second == 0x80 && third == 0x80 ? 3 : nil
    default: return nil
    }
  }

  /// The start of `line` (its offset unknown: a position reported by line only).
  static func location(line: Int) -> SourceLocation { SourceLocation(offset: 0, line: line, column: 1) }

  /// The range of `bytes` without leading and trailing ASCII whitespace.
  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    var end = range.upperBound
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    return start..<end
  }
}
