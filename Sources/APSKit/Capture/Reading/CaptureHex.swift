/// Hex digits in both directions, on bytes.
public enum CaptureHex {
  static let digits: [UInt8] = Array("0123456789abcdef".utf8)

  /// The value of one ASCII hex digit (either case), or nil.
  @inline(__always)
  static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  /// Lowercase hex, no separators: `7b226b`.
  public static func plain(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Lowercase hex with a space after every 4 bytes: `7b226b65 79223a31 7d`.
  public static func spaced(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2 + bytes.count / 4)
    for (index, byte) in bytes.enumerated() {
      if index > 0 && index % 4 == 0 { out.append(UInt8(ascii: " ")) }
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes hex text from `bytes[range]`: whitespace (incl. newlines) is skipped; when `lenient`,
  /// `:` separators and a `0x`/`0X` before any group are too. Offsets in errors are
  /// absolute in `bytes`.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, lenient: Bool = true
  ) throws(CaptureError) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(range.count / 2)
    var high: UInt8?
    var digitCount = 0
    var firstDigit: Int?
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if let value = value(byte) {
        if byte == UInt8(ascii: "0"), high == nil, index + 1 < range.upperBound,
          bytes[index + 1] | 0x20 == UInt8(ascii: "x"), lenient
        {
          index += 2
          continue
        }
        if firstDigit == nil { firstDigit = index }
        digitCount += 1
        if let pending = high {
          result.append(pending << 4 | value)
          high = nil
        } else {
          high = value
        }
      } else if CaptureText.isSpace(byte) || (lenient && byte == UInt8(ascii: ":")) {
        // Separator: a byte never straddles one (`7b 2` + `2` would be a damaged capture).
        if high != nil {
          throw .oddHexDigits(count: digitCount, at: .pending(index))
        }
      } else {
        throw .invalidHexDigit(
          character: CaptureText.describe(bytes, at: index), at: .pending(index))
      }
      index += 1
    }
    if high != nil {
      throw .oddHexDigits(
        count: digitCount, at: .pending(firstDigit ?? range.lowerBound))
    }
    return result
  }
}
