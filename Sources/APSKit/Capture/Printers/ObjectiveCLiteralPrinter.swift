/// Objective-C dictionary literals in source (`NSDictionary *userInfo = @{ @"aps" : @{ … } };`, an
/// SDK's test or a developer's sample): the grammar's row, and the `@` before each key and value.
/// Its values are written, not printed: `@"…"` is a string, `@42` a number, `@YES`/`@NO` booleans;
/// a boxed expression `@(…)` is computed by the code, so the text does not hold it, unless it boxes a
/// literal alone (`@(110)`, `@(YES)`: "Objective-C Literals", Boxed Expressions,
/// https://clang.llvm.org/docs/ObjectiveCLiterals.html#boxed-expressions); a variable is code.
extension PrinterTable {
  static let objcLiteral = PrinterTable(
    form: .nslog, name: "Objective-C literal (@{ @\"key\" : value })", quotes: [UInt8(ascii: "\"")], comments: true,
    literalMarker: UInt8(ascii: "@"))
}

extension DescriptionParser {
  /// The `@` before a key or a nested value (the outermost `@{` is before the reading's start).
  mutating func skipLiteralMarker(_ marker: UInt8) throws(CaptureError) {
    guard index < bytes.count, bytes[index] == marker else { throw unexpected("'@' before an Objective-C literal") }
    index += 1
    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
      throw unexpected("a literal after '@' (a boxed expression @(…) is computed by the code: its value is not in the text)")
    }
  }

  /// A boxed literal at `index` (`@(110)`, `@( -1.5 )`, `@(YES)`): its value, the reading moved past
  /// it; nil (nothing moved) when `@(` boxes anything else.
  mutating func boxedLiteral() -> JSONValue? {
    guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "@"), bytes[index + 1] == UInt8(ascii: "(") else { return nil }
    var cursor = index + 2
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    let start = cursor
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ")"), bytes[cursor] != UInt8(ascii: " "), bytes[cursor] != UInt8(ascii: "\n"), cursor - start < 64 {
      cursor += 1
    }
    let token = String(decoding: bytes[start..<cursor], as: UTF8.self)
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") else { return nil }
    let value: JSONValue
    switch token {
    case "YES", "true": value = .bool(true)
    case "NO", "false": value = .bool(false)
    default:
      guard Self.isJSONNumber(token) else { return nil }
      value = .number(token)
    }
    index = cursor + 1
    return value
  }

  /// The `;` that ends the statement holding the literal (`… = @{ … };`): part of the source line, not text after a capture.
  mutating func skipStatementEnd() {
    var cursor = index
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") { index = cursor + 1 }
  }

  /// A bare Objective-C literal after its `@`: a number or YES/NO; anything else is a name the text does not hold.
  mutating func objcScalar(_ token: String, at start: Int) throws(CaptureError) -> JSONValue {
    if token == "YES" || token == "NO" { return .bool(token == "YES") }
    if Self.isJSONNumber(token) { return .number(token) }
    index = start
    throw unexpected("an Objective-C literal (@\"…\", a number, YES, NO, @{ or @[)")
  }
}
