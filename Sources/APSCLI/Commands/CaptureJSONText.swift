import APSKit

/// TEMPORARY: JSON text for the capture commands until JSONPrinter lands on main.
enum CaptureJSONText {
  static func render(_ value: JSONValue, compact: Bool) -> String {
    var out = ""
    write(value, level: 0, compact: compact, into: &out)
    return out
  }

  private static func write(_ value: JSONValue, level: Int, compact: Bool, into out: inout String) {
    let newline = compact ? "" : "\n"
    let pad = compact ? "" : String(repeating: "  ", count: level + 1)
    let closePad = compact ? "" : String(repeating: "  ", count: level)
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let lexeme): out += lexeme
    case .string(let text): string(text, into: &out)
    case .array(let elements):
      if elements.isEmpty { out += "[]"; return }
      out += "[" + newline
      for (index, element) in elements.enumerated() {
        if index > 0 { out += "," + newline }
        out += pad
        write(element, level: level + 1, compact: compact, into: &out)
      }
      out += newline + closePad + "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{" + newline
      for (index, member) in members.enumerated() {
        if index > 0 { out += "," + newline }
        out += pad
        string(member.key, into: &out)
        out += compact ? ":" : ": "
        write(member.value, level: level + 1, compact: compact, into: &out)
      }
      out += newline + closePad + "}"
    }
  }

  private static func string(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }
}
