/// Writes a JSON string literal, escaping only what RFC 8259 requires: `"`, `\` and control characters.
public enum JSONStringEscaper {
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
  /// The bytes written as they are when no option asks for more: all but `"`, `\` and C0 controls.
  private static let plainBytes: [Bool] = (0..<256).map { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C }

  /// Whether `bytes` may hold DEL, a C1 control (UTF-8 lead 0xC2) or a bidi control (lead 0xE2).
  public static func mayHoldTerminalControls(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains { $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
  }

  /// The escapes one string was written with: what a scan of it would flag (`JSONTape.Flags.escaped`,
  /// `JSONTape.hadUnicodeEscape`), known where the escapes are written, so a printer recording a tape reads
  /// nothing back.
  public struct Escapes: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Some backslash escape.
    public static let any = Escapes(rawValue: 1)
    /// Some `\uXXXX` escape.
    public static let unicode = Escapes(rawValue: 2)
  }

  /// Appends `"…"` for the valid UTF-8 `bytes`; with `asciiOnly`, non-ASCII becomes `\uXXXX`; with
  /// `terminalControls`, DEL, C1 and bidi controls do too (`TerminalText.needsEscape`). Returns the escapes
  /// written (none on the plain path, so asking costs nothing there).
  @discardableResult
  public static func write(
    _ bytes: UnsafeBufferPointer<UInt8>, asciiOnly: Bool = false, terminalControls: Bool = false, into out: inout [UInt8]
  ) -> Escapes {
    out.append(UInt8(ascii: "\""))
    var escapes: Escapes = []
    var runStart = 0
    var index = 0
    let count = bytes.count
    let plainOnly = !asciiOnly && !terminalControls
    while index < count {
      if plainOnly {
        // The common case (no option): eight bytes at a time up to the next byte to escape (a byte
        // below 0x20 is one with bit 7 clear whose low seven bits plus 0x60 stay below 0x80).
        index = ByteWords.firstIndex(
          bytes, from: index, to: count,
          wanted: { word in
            ByteWords.equal(word, UInt8(ascii: "\"")) | ByteWords.equal(word, UInt8(ascii: "\\"))
              | ~(((word & ByteWords.lows) &+ (ByteWords.ones &* 0x60)) | word) & ByteWords.highs
          },
          isWanted: { !plainBytes[Int($0)] })
        if index == count { break }
      }
      let byte = bytes[index]
      if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && (byte < 0x80 || !asciiOnly)
        && !(terminalControls && (byte == 0x7F || byte == 0xC2 || byte == 0xE2))
      {
        index += 1
        continue
      }
      if runStart < index { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
      if byte >= 0x80 {
        // asciiOnly, or a possible terminal control: decode one scalar; escape it when it must be.
        let (scalar, length) = decodeScalar(bytes, at: index)
        if !asciiOnly, let decoded = Unicode.Scalar(scalar), !TerminalText.needsEscape(decoded) {
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<min(index + length, count)]))
        } else if scalar > 0xFFFF {
          escapes = [.any, .unicode]
          let value = scalar - 0x10000
          writeUnicodeEscape(UInt16(0xD800 + (value >> 10)), into: &out)
          writeUnicodeEscape(UInt16(0xDC00 + (value & 0x3FF)), into: &out)
        } else {
          escapes = [.any, .unicode]
          writeUnicodeEscape(UInt16(scalar), into: &out)
        }
        index += length
      } else {
        escapes.insert(.any)
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
        case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
        default:
          escapes.insert(.unicode)
          writeUnicodeEscape(UInt16(byte), into: &out)
        }
        index += 1
      }
      runStart = index
    }
    if runStart < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
    out.append(UInt8(ascii: "\""))
    return escapes
  }

  /// The number of bytes `text` takes as a JSON string literal, quotes included.
  public static func encodedLength(_ text: String) -> Int {
    var text = text  // withUTF8 needs a var; a native string is not copied
    return text.withUTF8 { encodedLength($0) }
  }

  /// The number of bytes the UTF-8 `bytes` take as a JSON string literal, quotes included.
  public static func encodedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    // Every byte counts once; only `"`, `\` and control characters grow.
    var length = 2 + bytes.count
    for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: length += 1
      default: length += 5
      }
    }
    return length
  }

  private static func writeUnicodeEscape(_ unit: UInt16, into out: inout [UInt8]) {
    out.append(contentsOf: [
      UInt8(ascii: "\\"), UInt8(ascii: "u"),
      hexDigits[Int(unit >> 12)], hexDigits[Int((unit >> 8) & 0xF)],
      hexDigits[Int((unit >> 4) & 0xF)], hexDigits[Int(unit & 0xF)],
    ])
  }

  /// Decodes the scalar starting at `index` of valid UTF-8 (Swift strings always are).
  private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard index + length <= bytes.count else { return (0xFFFD, bytes.count - index) }
    var scalar = lead & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
    for offset in 1..<length { scalar = (scalar << 6) | (UInt32(bytes[index + offset]) & 0x3F) }
    return (scalar, length)
  }
}
