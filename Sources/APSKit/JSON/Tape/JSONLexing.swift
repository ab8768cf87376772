/// The byte-level pieces of JSON used by the scan (`JSONTape`) and by views: escapes, numbers, UTF-8.
/// Problems carry the offset they are about; the parser turns them into positioned `JSONParseError`s.
enum JSONLexing {
  /// Why an escape or a number was rejected, and where.
  enum Problem: Error, Equatable {
    /// The input ended inside the string.
    case unterminated
    /// A backslash at `at` followed by something other than `" \ / b f n r t u`.
    case invalidEscape(at: Int)
    /// The `\u` escape at `at` is not followed by four hex digits.
    case invalidUnicodeEscape(at: Int)
    /// The `\u` escape at `at` is half of a surrogate pair without its other half.
    case loneSurrogate(UInt16, at: Int)
    /// A malformed number; `reason` says which part, `at` where.
    case invalidNumber(reason: String, at: Int)
  }

  /// Decodes the escape at `index` (a backslash) into `out`; returns the index after it.
  static func decodeEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout [UInt8]
  ) throws(Problem) -> Int {
    guard index + 1 < bytes.count else { throw .unterminated }
    let decoded: UInt8
    switch bytes[index + 1] {
    case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"): return try decodeUnicodeEscape(bytes, at: index, into: &out)
    default: throw .invalidEscape(at: index)
    }
    out.append(decoded)
    return index + 2
  }

  /// `\uXXXX`, pairing a high surrogate with the low surrogate escape that must follow it.
  private static func decodeUnicodeEscape(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, into out: inout [UInt8]
  ) throws(Problem) -> Int {
    let unit = try hex4(bytes, at: index + 2, escapeAt: index)
    var scalarValue = UInt32(unit)
    var next = index + 6
    if (0xDC00...0xDFFF).contains(unit) { throw .loneSurrogate(unit, at: index) }
    if (0xD800...0xDBFF).contains(unit) {
      guard next + 1 < bytes.count, bytes[next] == UInt8(ascii: "\\"), bytes[next + 1] == UInt8(ascii: "u") else {
        throw .loneSurrogate(unit, at: index)
      }
      let low = try hex4(bytes, at: next + 2, escapeAt: next)
      guard (0xDC00...0xDFFF).contains(low) else { throw .loneSurrogate(unit, at: index) }
      scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
      next += 6
    }
    // Every non-surrogate value below 0x110000 is a scalar, so this never falls back.
    let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
    UTF8.encode(scalar) { out.append($0) }
    return next
  }

  private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, escapeAt: Int) throws(Problem) -> UInt16 {
    guard index + 4 <= bytes.count else { throw .invalidUnicodeEscape(at: escapeAt) }
    var value: UInt16 = 0
    for offset in 0..<4 {
      let byte = bytes[index + offset]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .invalidUnicodeEscape(at: escapeAt)
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  /// The end of the number starting at `start`:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  static func numberEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) throws(Problem) -> Int {
    let end = bytes.count
    var index = start
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    if index < end, bytes[index] == UInt8(ascii: "0") {
      index += 1
      if index < end, isDigit(bytes[index]) {
        throw .invalidNumber(reason: "leading zeros are not allowed", at: start)
      }
    } else if index < end, isDigit(bytes[index]) {
      index = skipDigits(bytes, from: index)
    } else {
      throw .invalidNumber(reason: "expected a digit after '-'", at: index)
    }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard index < end, isDigit(bytes[index]) else {
        throw .invalidNumber(reason: "expected a digit after '.'", at: index)
      }
      index = skipDigits(bytes, from: index)
    }
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard index < end, isDigit(bytes[index]) else {
        throw .invalidNumber(reason: "expected a digit in the exponent", at: index)
      }
      index = skipDigits(bytes, from: index)
    }
    return index
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  @inline(__always)
  private static func skipDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    return index
  }

  /// The first byte in `start..<stop` that does not begin a valid RFC 3629 sequence (overlong forms,
  /// surrogates and values past U+10FFFF are invalid), or nil when all is valid.
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to stop: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var index = start
    while index < stop {
      let lead = base[index]
      if lead < 0x80 {
        index &+= 1
        // ASCII eight bytes at a time.
        while index &+ 8 <= stop, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
          index &+= 8
        }
        continue
      }
      // Runs of the usual three-byte sequence (CJK text), one load each: `1110xxxx 10xxxxxx 10xxxxxx`, valid
      // unless overlong (E0 then below A0) or a surrogate (ED then A0 or above); the fourth byte is not looked at.
      let lastFastStart = min(stop &- 3, bytes.count &- 4)
      let runStart = index
      // Two sequences a load while eight bytes are readable: the same tests on bytes 0…2 and 3…5.
      let lastPairStart = min(stop &- 6, bytes.count &- 8)
      while index <= lastPairStart {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        let first = word & 0x200F
        let second = word >> 24 & 0x200F
        guard word & 0xC0_C0F0_C0C0_F0 == 0x80_80E0_8080_E0, first != 0, first != 0x200D, second != 0,
          second != 0x200D
        else { break }
        index &+= 6
      }
      while index <= lastFastStart {
        let word = UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
        let nibbleAndBit5 = word & 0x0000_200F  // the lead's low nibble, bit 0x20 of the second byte
        guard word & 0x00C0_C0F0 == 0x0080_80E0, nibbleAndBit5 != 0, nibbleAndBit5 != 0x0000_200D else { break }
        index &+= 3
      }
      if index != runStart { continue }
      let length = utf8SequenceLength(bytes, at: index, limit: stop)
      guard length > 0 else { return index }
      index &+= length
    }
    return nil
  }

  /// The length of the valid UTF-8 sequence starting at `index` and ending before `limit`, or 0.
  static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, limit: Int) -> Int {
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

  /// Whether `bytes` hold a byte of 0x80 or more (non-ASCII UTF-8): 32 bytes a step, as four words or'd
  /// together (a payload's long texts are most of its bytes).
  static func holdsNonASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    var seen: UInt64 = 0
    while index &+ 32 <= count {
      seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: index &+ 8, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: index &+ 16, as: UInt64.self)
        | raw.loadUnaligned(fromByteOffset: index &+ 24, as: UInt64.self)
      index &+= 32
    }
    while index &+ 8 <= count {
      seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index &+= 8
    }
    while index < count {
      seen |= UInt64(base[index])
      index &+= 1
    }
    return seen & 0x8080_8080_8080_8080 != 0
  }
}
