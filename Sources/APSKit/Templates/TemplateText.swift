/// The text forms of values that templates need: interpolation, messages, `:json` parsing.
public enum TemplateText {
  /// How a value reads inside a longer string: a string as itself, a number as its lexeme, a
  /// boolean as `true`/`false`, anything else as compact JSON.
  static func interpolated(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return text
    case .number(let lexeme): return lexeme
    case .bool(let flag): return flag ? "true" : "false"
    case .null, .array, .object: return compact(value)
    }
  }

  /// Compact JSON text of a value.
  public static func compact(_ value: JSONValue) -> String {
    // TEMPORARY until JSONPrinter lands on main: replace with the shared printer.
    var out = ""
    switch value {
    case .null: out = "null"
    case .bool(let flag): out = flag ? "true" : "false"
    case .number(let lexeme): out = lexeme
    case .string(let text):
      out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case _ where scalar.value < 0x20:
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
      }
      out += "\""
    case .array(let elements): out = "[" + elements.map(compact).joined(separator: ",") + "]"
    case .object(let members): out = "{" + members.map { compact(.string($0.key)) + ":" + compact($0.value) }.joined(separator: ",") + "}"
    }
    return out
  }

  /// Parses JSON text given for a `:json` variable.
  static func parseJSON(_ text: String) throws(JSONParseError) -> JSONValue {
    try JSONParser.parse(text).value
  }
}
