/// The one table of C-style backslash escapes (`\n`, `\t`, …), read and written: each captured
/// printer's string reader passes the letters its language accepts, and each writer of a quoted
/// string (literals, curl config, explanations) asks for the same spelling.
enum BackslashEscape {
  /// The byte `\` + `letter` stands for, when `letters` (the printer's set) holds that letter.
  static func byte(for letter: UInt8, accepting letters: String) -> UInt8? {
    guard letters.utf8.contains(letter) else { return nil }
    switch letter {
    case UInt8(ascii: "0"): return 0x00
    case UInt8(ascii: "a"): return 0x07
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "t"): return 0x09
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "v"): return 0x0B
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "r"): return 0x0D
    default: return nil
    }
  }

  /// How `scalar` is written inside a double-quoted string: newline, return and tab always as
  /// `\n`, `\r`, `\t`; `"` and `\` too when `quoting`. Nil: the scalar stands as itself (or the
  /// caller's own rule applies).
  static func written(_ scalar: Unicode.Scalar, quoting: Bool) -> String? {
    switch scalar {
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\"" where quoting: return "\\\""
    case "\\" where quoting: return "\\\\"
    default: return nil
    }
  }
}
