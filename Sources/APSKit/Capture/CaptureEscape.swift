/// The one table of C-style backslash letters the printers share (`\n`, `\t`, …): each printer's
/// string reader passes the letters its language accepts, so a letter means the same byte everywhere.
enum CaptureEscape {
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
}
