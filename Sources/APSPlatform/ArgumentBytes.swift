/// Command-line words and file names are bytes, not text: on Linux `f\xFF.json` is a valid file
/// name, and decoding it as UTF-8 (U+FFFD) opens or creates a different file.
///
/// Words travel through the parser as `String`s, so bytes that are not UTF-8 are carried losslessly
/// as one private-use scalar each, U+10FF00 + byte (the idea of Python's "surrogateescape", PEP 383:
/// https://peps.python.org/pep-0383/ — "non-decodable bytes >= 128 will be represented as lone
/// surrogate codes"; Swift strings cannot hold lone surrogates, so a private-use plane stands in).
/// A valid scalar that happens to lie in that range is escaped byte by byte too, so the mapping is
/// exact both ways. Only file-name values may carry such bytes (`ArgumentParser` refuses them
/// elsewhere); system calls get `bytes(of:)`, messages get `display(_:)` (`\xFF`).
public enum ArgumentBytes {
  private static let escapeBase: UInt32 = 0x10FF00
  private static let escapeRange: ClosedRange<UInt32> = 0x10FF80...0x10FFFF

  /// The word for a NUL-terminated C string (an `argv` entry, a directory entry name).
  public static func string(cString: UnsafePointer<CChar>) -> String {
    var length = 0
    while cString[length] != 0 { length += 1 }
    return cString.withMemoryRebound(to: UInt8.self, capacity: length) {
      string(UnsafeBufferPointer(start: $0, count: length))
    }
  }

  /// The word for `bytes`: the same text when they are UTF-8, escape scalars for the bytes that are not.
  public static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    // ASCII, the usual case, decodes as itself and holds no escape scalar (those are U+10FF80 and up).
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    let decoded = String(decoding: bytes, as: UTF8.self)
    if decoded.utf8.elementsEqual(bytes), !decoded.unicodeScalars.contains(where: isEscape) {
      return decoded
    }
    let array = Array(bytes)
    var scalars = String.UnicodeScalarView()
    var index = 0
    while index < array.count {
      if let (scalar, length) = decodeScalar(array, at: index), !isEscape(scalar) {
        scalars.append(scalar)
        index += length
      } else {
        scalars.append(Unicode.Scalar(escapeBase + UInt32(array[index]))!)  // in range: 0x10FF80...0x10FFFF
        index += 1
      }
    }
    return String(scalars)
  }

  /// The exact bytes a word stands for (no terminating NUL).
  public static func bytes(of word: String) -> [UInt8] {
    guard word.unicodeScalars.contains(where: isEscape) else { return Array(word.utf8) }
    var result: [UInt8] = []
    for scalar in word.unicodeScalars {
      if isEscape(scalar) {
        result.append(UInt8(scalar.value - escapeBase))
      } else {
        result.append(contentsOf: String(scalar).utf8)
      }
    }
    return result
  }

  /// Calls `body` with the word's exact bytes as a C string (for `open(2)` and friends).
  public static func withCString<Result>(_ word: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    guard word.unicodeScalars.contains(where: isEscape) else { return try word.withCString(body) }
    let terminated = bytes(of: word).map { CChar(bitPattern: $0) } + [0]
    return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }  // never empty: the NUL
  }

  /// Whether the word is text (it came from valid UTF-8).
  public static func isText(_ word: String) -> Bool {
    !word.unicodeScalars.contains(where: isEscape)
  }

  /// The word for messages: bytes that are not UTF-8 as `\xFF` (as `ls` and `bash`'s `$'…'` show them).
  public static func display(_ word: String) -> String {
    guard !isText(word) else { return word }
    var out = ""
    for scalar in word.unicodeScalars {
      if isEscape(scalar) {
        let byte = UInt8(scalar.value - escapeBase)
        out += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func isEscape(_ scalar: Unicode.Scalar) -> Bool {
    escapeRange.contains(scalar.value)
  }

  /// One well-formed UTF-8 scalar at `index` (shortest form, no surrogates, at most U+10FFFF).
  private static func decodeScalar(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
    case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= shortest, let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
