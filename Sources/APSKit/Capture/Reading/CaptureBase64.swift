/// Base64 in both directions: the standard alphabet with `=` padding (Foundation's
/// `base64EncodedString()`), decoding also unpadded, line-wrapped (CR/LF) and URL-safe text.
public enum CaptureBase64 {
  private static let alphabet: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The 6-bit value of a base64 character (standard or URL-safe), or nil.
  @inline(__always)
  static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
    case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
    default: return nil
    }
  }

  /// Standard base64 with padding; `lineLength` (e.g. 64 or 76) wraps with CRLF like Foundation.
  public static func encode(_ bytes: [UInt8], lineLength: Int? = nil) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = bytes[index]
      let b1 = index + 1 < bytes.count ? bytes[index + 1] : 0
      let b2 = index + 2 < bytes.count ? bytes[index + 2] : 0
      out.append(alphabet[Int(b0 >> 2)])
      out.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
      out.append(index + 1 < bytes.count ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
      out.append(index + 2 < bytes.count ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
      index += 3
    }
    guard let lineLength, lineLength > 0, out.count > lineLength else {
      return String(decoding: out, as: UTF8.self)
    }
    var wrapped: [UInt8] = []
    for (offset, byte) in out.enumerated() {
      if offset > 0 && offset % lineLength == 0 { wrapped.append(contentsOf: [0x0D, 0x0A]) }
      wrapped.append(byte)
    }
    return String(decoding: wrapped, as: UTF8.self)
  }

  /// Decodes `bytes[range]`, skipping whitespace; offsets in errors are absolute.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(CaptureError) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(range.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    var characters = 0
    var padding = 0
    var paddingStart: Int?
    for index in range {
      let byte = bytes[index]
      if CaptureText.isSpace(byte) { continue }
      if byte == UInt8(ascii: "=") {
        if paddingStart == nil { paddingStart = index }
        padding += 1
        if padding > 2 {
          throw .invalidBase64(reason: "more than two '=' padding characters", at: location(index, bytes))
        }
        continue
      }
      guard let value = value(byte) else {
        throw .invalidBase64(
          reason: "\(CaptureText.describe(bytes, at: index)) is not a base64 character",
          at: location(index, bytes))
      }
      if let paddingStart {
        throw .invalidBase64(reason: "data after '=' padding", at: location(paddingStart, bytes))
      }
      characters += 1
      accumulator = accumulator << 6 | UInt32(value)
      bits += 6
      if bits >= 8 {
        bits -= 8
        result.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    if characters % 4 == 1 {
      throw .invalidBase64(
        reason: "\(characters) characters cannot be base64 (one too many or a character was lost)",
        at: location(range.upperBound, bytes))
    }
    if padding > 0 && (characters + padding) % 4 != 0 {
      throw .invalidBase64(
        reason: "wrong padding: \(characters) characters need \((4 - characters % 4) % 4) '='",
        at: location(paddingStart ?? range.upperBound, bytes))
    }
    return result
  }

  /// An error position, counted when the error leaves `CaptureReader.read` (see `SourceLocation.pending`).
  private static func location(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    .pending(offset)
  }
}
