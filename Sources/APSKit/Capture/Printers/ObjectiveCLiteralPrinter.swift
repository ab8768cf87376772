/// Objective-C dictionary literals in source (`NSDictionary *userInfo = @{ @"aps" : @{ … } };`, an
/// SDK's test or a developer's sample): the grammar's row, and the `@` before each key and value.
/// Its values are written, not printed: `@"…"` is a string, `@42` a number, `@YES`/`@NO` booleans;
/// a boxed expression `@(…)` or a variable is computed by the code, so the text does not hold it.
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
