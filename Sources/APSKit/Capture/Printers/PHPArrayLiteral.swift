/// PHP's array literal in a sender's source, short (`$push->send('token', [ 'aps' => [ 'alert' => 'Hi' ] ]);`)
/// or long (`$body['aps'] = array('alert' => 'Hi', 'badge' => 1);`): var_export's spelling (quotes, `=>`,
/// `true`/`false`/`null`, a comma after the last entry) inside `[` `]` or `array(` `)` ("Arrays",
/// https://www.php.net/manual/en/language.types.array.php: "An array can be created using the array()
/// language construct … As of PHP 5.4 you can also use the short array syntax, which replaces array() with []").
extension PrinterTable {
  static let phpShortArray = PrinterTable(
    form: .php, name: "PHP array literal ([ 'key' => value ] or array('key' => value))",
    server: ServerSpelling(
      openers: [.text("[", close: UInt8(ascii: "]"), kind: .either), .text("array(", close: UInt8(ascii: ")"), kind: .either)],
      arrow: "=>", literals: [("true", .bool(true)), ("false", .bool(false)), ("NULL", .null), ("null", .null)],
      quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], escapes: .php, multilineStrings: true, trailingCommas: true,
      lineComments: ["//", "#"], literalQuote: UInt8(ascii: "\"")))

  /// `array(` then a quote or a line break: the long syntax in source (var_dump's `array(2) {` has a count).
  static func startsPHPLongArray(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    let open = start + 6
    guard open < bytes.count else { return false }
    return bytes[open] == UInt8(ascii: "'") || bytes[open] == UInt8(ascii: "\"") || bytes[open] == UInt8(ascii: ")")
  }

  /// `[`, spaces or line breaks, a quoted key, then `=>`: PHP's short array with keys (a JSON or
  /// Swift array never holds `=>`).
  static func startsPHPShortArray(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var cursor = start + 1
    let limit = min(bytes.count, start + 256)
    while cursor < limit, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    guard cursor < limit, bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\"") else { return false }
    let quote = bytes[cursor]
    cursor += 1
    while cursor < limit, bytes[cursor] != quote, bytes[cursor] != UInt8(ascii: "\n") {
      if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
      cursor += 1
    }
    cursor += 1
    while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    return cursor + 1 < limit && bytes[cursor] == UInt8(ascii: "=") && bytes[cursor + 1] == UInt8(ascii: ">")
  }
}
