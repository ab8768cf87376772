/// The one sanitizer for text shown to people: payloads, captures, file names and option values
/// are untrusted, and a raw ESC, OSC 52 clipboard write, CR or bidi override in them would act on
/// the user's terminal instead of being shown (jq escapes them too).
///
/// C0 controls become their Unicode Control Pictures (`␛`, `␍`, as `fmt`'s excerpts always did),
/// DEL becomes `␡`, and C1 controls and bidi controls, which have no pictures, become `<U+202E>`.
/// Tab stays (it is harmless and aligns excerpts); newline stays only when the caller's text is
/// structured in lines. JSON output needs none of this: its escaping covers every control.
public enum TerminalText {
  /// `text` with every control character shown as a visible symbol.
  public static func visible(_ text: String, keepNewlines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepNewlines: keepNewlines) }) else {
      return text
    }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, keepNewlines: keepNewlines) {
        out.append(contentsOf: symbol(for: scalar).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Whether `scalar` must not reach a terminal raw.
  public static func needsEscape(_ scalar: Unicode.Scalar, keepNewlines: Bool = false) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x0A: return !keepNewlines
    case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
    // Bidi embeddings/overrides and isolates (Trojan Source, CVE-2021-42574).
    case 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// An identifier from a server (a UUID): anything outside printable ASCII is shown as
  /// `<U+200B>`, so zero-width and direction marks cannot hide in it either.
  public static func identifier(_ text: String) -> String {
    guard !text.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value < 0x7F }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x21 && scalar.value < 0x7F {
        out.unicodeScalars.append(scalar)
      } else {
        out += hexSymbol(scalar)
      }
    }
    return out
  }

  /// The visible stand-in for one control scalar.
  public static func symbol(for scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00...0x1F: return String(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
    case 0x7F: return "\u{2421}"
    default: return hexSymbol(scalar)
    }
  }

  private static func hexSymbol(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
  }
}
