import APSKit

/// A small pretty printer (two-space indent, keys in order, only required escapes) used by
/// `aps predict` until the shared JSON printer lands.
enum JSONText {
  static func pretty(_ value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let lexeme): return lexeme
    case .string(let text): return quote(text)
    case .array(let elements):
      if elements.isEmpty { return "[]" }
      return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n" + members.map { inner + quote($0.key) + ": " + pretty($0.value, indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
