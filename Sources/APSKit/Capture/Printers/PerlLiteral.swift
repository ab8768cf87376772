/// Perl's hash and array references in a sender's source, encoded by JSON::PP or JSON::XS
/// (`$apns->send($token, { aps => { alert => 'Hi', badge => 1 } })`): `{ key => value, … }` and
/// `[ … ]`, the fat comma `=>` quoting a bare word on its left, `'…'` escaping only `\\` and `\'`,
/// `"…"` with backslash escapes whose `$name` interpolates when the code runs (refused), `undef`,
/// `#` comments, and a comma after the last element ("perldata", "List value constructors":
/// https://perldoc.perl.org/perldata#List-value-constructors; "perlop", "Quote and Quote-like Operators":
/// https://perldoc.perl.org/perlop#Quote-and-Quote-like-Operators). Perl has no boolean words, so a
/// bare word as a value (a constant, a call) is code whose value is not in the text: refused.
extension PrinterTable {
  static let perl = PrinterTable(
    form: .perl, name: "Perl hash reference ({ key => 'value' })",
    server: ServerSpelling(
      openers: [.text("{", close: UInt8(ascii: "}"), kind: .dictionary), .text("[", close: UInt8(ascii: "]"), kind: .array)],
      arrow: "=>", keys: .words, literals: [("undef", .null)], quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], escapes: .ruby,
      trailingCommas: true, lineComments: ["#"], templates: true, literalQuote: UInt8(ascii: "'")))

  /// `{`, then a bare word and `=>`: a Perl hash (Ruby reads a bare word there as a variable or a
  /// call, and its printers quote every key; a quoted key before `=>` is Ruby's row's).
  static func looksLikePerl(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var cursor = start + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    let word = cursor
    while cursor < bytes.count, DescriptionParser.isWordByte(bytes[cursor]) { cursor += 1 }
    guard cursor > word, !(bytes[word] >= 0x30 && bytes[word] <= 0x39) else { return false }
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
    return DataDescriptionReader(bytes: bytes).matches("=>", at: cursor)
  }
}
