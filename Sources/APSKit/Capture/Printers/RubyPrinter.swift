/// Ruby's `inspect` of a Hash (`p payload`, `puts payload.inspect`, Rails' logger):
/// `{"aps"=>{"alert"=>"Hi"}}`, Ruby 3.4's `{"aps" => {"alert" => "Hi"}}`, symbol keys
/// `{:aps=>{…}}` and Ruby 3.4's `{aps: {…}}`, `nil`/`true`/`false`, `:symbol` values.
/// Documented output: "Hash#inspect" (https://docs.ruby-lang.org/en/3.4/Hash.html#method-i-inspect),
/// the 3.4 change ("Hash#inspect rendering have been changed", https://www.ruby-lang.org/en/news/2024/12/25/ruby-3-4-0-released/),
/// string escapes in "String#inspect" (https://docs.ruby-lang.org/en/3.4/String.html#method-i-inspect).
/// A hash literal in source may end with a comma after its last entry, as RuboCop's
/// Style/TrailingCommaInHashLiteral shows (https://docs.rubocop.org/rubocop/cops_style.html#styletrailingcommainhashliteral).
extension PrinterTable {
  static let ruby = PrinterTable(
    form: .ruby, name: "Ruby inspect ({\"key\"=>\"value\"}, {key: …})",
    server: ServerSpelling(
      openers: [.text("{", close: UInt8(ascii: "}"), kind: .dictionary), .text("[", close: UInt8(ascii: "]"), kind: .array)],
      arrow: "=>", keys: .symbols, literals: [("true", .bool(true)), ("false", .bool(false)), ("nil", .null)],
      quotes: [UInt8(ascii: "\""), UInt8(ascii: "'")], escapes: .ruby, atoms: true, trailingCommas: true, stringJoiner: "+", elisions: ["{...}", "[...]"],
      literalQuote: UInt8(ascii: "'")))

  /// `{` then `"key"` and `=>`, or `:key` and `=>`: Ruby's hash-rocket (the `key: ` form alone is
  /// read by the JavaScript consoles' row first, and by this one when a `nil` or symbol stops that).
  static func looksLikeRuby(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var cursor = start + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    guard cursor < bytes.count else { return false }
    if bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") {
      // Source literals quote keys either way (`{'Content-type' => 'application/json'}`); `inspect` prints `"`.
      let quote = bytes[cursor]
      guard let end = quotedEnd(bytes, from: cursor) else { return false }
      cursor = end
      // Ruby 3.4 and Elixir: `"content-available": 1`.
      if quote == UInt8(ascii: "\""), cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") { return true }
    } else if bytes[cursor] == UInt8(ascii: ":") {
      cursor += 1
      while cursor < bytes.count, DescriptionParser.isWordByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "?") { cursor += 1 }
    } else {
      // `{aps: …}`: an identifier, then `: ` (JavaScript's look too; the literals tell them apart).
      while cursor < bytes.count, DescriptionParser.isWordByte(bytes[cursor]) { cursor += 1 }
      return cursor + 1 < bytes.count && bytes[cursor] == UInt8(ascii: ":") && bytes[cursor + 1] == UInt8(ascii: " ")
    }
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    return DataDescriptionReader(bytes: bytes).matches("=>", at: cursor)
  }
}
