/// The text forms of values that templates need: interpolation and messages.
enum TemplateText {
  /// How a value reads inside a longer string: a string as itself, a number as its lexeme, a
  /// boolean as `true`/`false`, anything else as compact JSON.
  static func interpolated(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): return text
    case .number(let lexeme): return lexeme
    case .bool(let flag): return flag ? "true" : "false"
    case .null, .array, .object: return JSONPrinter.compactString(value)
    }
  }
}
