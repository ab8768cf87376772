/// Strings, numbers and UTF-8 checks: the byte-level hot paths.
extension JSONParserEngine {
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// Reads a string starting at the opening quote. Strings without escapes are made straight from the bytes
  /// (15 bytes or fewer fit Swift's small-string form and allocate nothing).
  mutating func parseString(isKey: Bool) throws(JSONParseError) -> String {
    let start = pos + 1
    var index = start
    var seen: UInt8 = 0  // OR of all bytes: a set high bit means non-ASCII text to validate
    while index < end {
      let byte = bytes[index]
      if byte == Self.quote {
        if seen & 0x80 != 0 { try validateUTF8(from: start, to: index, isKey: isKey) }
        pos = index + 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      if byte == Self.backslash { return try parseEscapedString(start: start, firstEscape: index, isKey: isKey) }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index, includingTop: !isKey) }
      seen |= byte
      index += 1
    }
    throw error(.unterminatedString, at: end, includingTop: !isKey)
  }

  /// The slow path: copies raw runs and decoded escapes into `scratch`.
  private mutating func parseEscapedString(start: Int, firstEscape: Int, isKey: Bool) throws(JSONParseError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var runStart = start
    var index = firstEscape
    var seen: UInt8 = 0
    for byte in bytes[start..<firstEscape] { seen |= byte }
    while index < end {
      let byte = bytes[index]
      if byte == Self.quote || byte == Self.backslash {
        if seen & 0x80 != 0 { try validateUTF8(from: runStart, to: index, isKey: isKey) }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        seen = 0
        if byte == Self.quote {
          pos = index + 1
          return String(decoding: scratch, as: UTF8.self)
        }
        index = try decodeEscape(at: index, isKey: isKey)
        runStart = index
        continue
      }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index, includingTop: !isKey) }
      seen |= byte
      index += 1
    }
    throw error(.unterminatedString, at: end, includingTop: !isKey)
  }

  /// Decodes the escape at `index` (a backslash) into `scratch`; returns the index after it.
  private mutating func decodeEscape(at index: Int, isKey: Bool) throws(JSONParseError) -> Int {
    guard index + 1 < end else { throw error(.unterminatedString, at: end, includingTop: !isKey) }
    let decoded: UInt8
    switch bytes[index + 1] {
    case UInt8(ascii: "\""): decoded = Self.quote
    case UInt8(ascii: "\\"): decoded = Self.backslash
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      return try decodeUnicodeEscape(at: index, isKey: isKey)
    default:
      throw error(.invalidEscape("\\" + describeEscaped(at: index + 1)), at: index, includingTop: !isKey)
    }
    scratch.append(decoded)
    return index + 2
  }

  /// `\uXXXX`, pairing a high surrogate with the low surrogate escape that must follow it.
  private mutating func decodeUnicodeEscape(at index: Int, isKey: Bool) throws(JSONParseError) -> Int {
    let unit = try hex4(at: index + 2, escapeAt: index, isKey: isKey)
    var scalarValue = UInt32(unit)
    var next = index + 6
    if (0xDC00...0xDFFF).contains(unit) { throw error(.loneSurrogate(unit), at: index, includingTop: !isKey) }
    if (0xD800...0xDBFF).contains(unit) {
      guard next + 1 < end, bytes[next] == Self.backslash, bytes[next + 1] == UInt8(ascii: "u") else {
        throw error(.loneSurrogate(unit), at: index, includingTop: !isKey)
      }
      let low = try hex4(at: next + 2, escapeAt: next, isKey: isKey)
      guard (0xDC00...0xDFFF).contains(low) else { throw error(.loneSurrogate(unit), at: index, includingTop: !isKey) }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      next += 6
    }
    // Every non-surrogate value below 0x110000 is a scalar, so this never falls back.
    let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
    UTF8.encode(scalar) { scratch.append($0) }
    return next
  }

  private func hex4(at index: Int, escapeAt: Int, isKey: Bool) throws(JSONParseError) -> UInt16 {
    guard index + 4 <= end else { throw error(.invalidUnicodeEscape, at: escapeAt, includingTop: !isKey) }
    var value: UInt16 = 0
    for offset in 0..<4 {
      let byte = bytes[index + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error(.invalidUnicodeEscape, at: escapeAt, includingTop: !isKey)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  private func describeEscaped(at index: Int) -> String {
    let byte = bytes[index]
    if byte > 0x20, byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
    return describe(at: index)
  }

  // MARK: - Numbers

  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and returns its exact lexeme.
  mutating func parseNumber() throws(JSONParseError) -> String {
    let start = pos
    var index = pos
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < end, bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < end, isDigit(bytes[index]) {
        throw error(.invalidNumber(reason: "leading zeros are not allowed"), at: start)
      }
    } else if index < end, isDigit(bytes[index]) {
      index = skipDigits(from: index)
    } else {
      throw error(.invalidNumber(reason: "expected a digit after '-'"), at: index)
    }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < end, isDigit(bytes[index]) else {
        throw error(.invalidNumber(reason: "expected a digit after '.'"), at: index)
      }
      index = skipDigits(from: index)
    }
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < end, isDigit(bytes[index]) else {
        throw error(.invalidNumber(reason: "expected a digit in the exponent"), at: index)
      }
      index = skipDigits(from: index)
    }
    pos = index
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }

  @inline(__always)
  private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  @inline(__always)
  private func skipDigits(from start: Int) -> Int {
    var index = start
    while index < end, isDigit(bytes[index]) { index += 1 }
    return index
  }

  // MARK: - UTF-8

  /// Throws `invalidUTF8` at the first byte in `start..<stop` that does not begin a valid RFC 3629 sequence
  /// (overlong forms, surrogates and values past U+10FFFF are invalid).
  private func validateUTF8(from start: Int, to stop: Int, isKey: Bool) throws(JSONParseError) {
    var index = start
    while index < stop {
      if bytes[index] < 0x80 {
        index += 1
        continue
      }
      let length = utf8SequenceLength(at: index, limit: stop)
      guard length > 0 else { throw error(.invalidUTF8(bytes[index]), at: index, includingTop: !isKey) }
      index += length
    }
  }

  /// The length of the valid UTF-8 sequence starting at `index` and ending before `limit`, or 0.
  func utf8SequenceLength(at index: Int, limit: Int) -> Int {
    let lead = bytes[index]
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    let length: Int
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0: length = 3; low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: length = 3; high = 0x9F
    case 0xF0: length = 4; low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4: length = 4; high = 0x8F
    default: return 0
    }
    guard index + length <= limit else { return 0 }
    let second = bytes[index + 1]
    guard second >= low, second <= high else { return 0 }
    for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return 0 }
    return length
  }
}
