/// The parts of the printed-value grammar only some printers use: JavaScript's string literals
/// and tags, and the escape step JavaScript's and Swift's strings share.
extension DescriptionParser {
  /// `[Function name]`, `[Function: name]`, `[class X]`: up to the closing `]`.
  mutating func skipJavaScriptTag() throws(CaptureError) {
    let open = index
    while index < bytes.count, bytes[index] != UInt8(ascii: "]"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else { throw truncated("']' closing the function", openedAt: open) }
    index += 1
  }

  /// The end of a console's function tag broken over lines at `index`: `[`, a line break, `Function…`
  /// (its space lost), a line break, `]`; nil when the bracket holds anything else.
  func brokenFunctionTag(_ reader: DataDescriptionReader) -> Int? {
    guard bytes[index] == UInt8(ascii: "[") else { return nil }
    var cursor = index + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    guard cursor > index + 1, bytes[index + 1..<cursor].contains(UInt8(ascii: "\n")), reader.matches("Function", at: cursor) else { return nil }
    while cursor < bytes.count, Self.isWordByte(bytes[cursor]) { cursor += 1 }
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "]") ? cursor + 1 : nil
  }

  /// A JavaScript string literal (`"…"`, `'…'` or `` `…` ``) with JSON's escapes plus `\'` and `\xHH`.
  mutating func parseJavaScriptString() throws(CaptureError) -> String {
    let quote = bytes[index]
    // Node quotes with `'`, or with a backtick when the text holds both `'` and `"`.
    if quote == UInt8(ascii: "'") || quote == UInt8(ascii: "`") { javascriptMarks += 1 }
    let open = index
    index += 1
    var out: [UInt8] = []
    while true {
      guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
        if quote == UInt8(ascii: "\""), let close = curledClose(openedAt: open, lineEnd: index) {
          // What was read from the ” on is no part of the string: it went into `out` unescaped.
          let text = String(decoding: out.dropLast(index - (close - 3)), as: UTF8.self)
          index = close
          notes.append(CaptureNote(
            "a typographic quote (”) closing the string \"\(CaptureText.abbreviated(text))\" at its line's end read as '\"' (the text was copied through a page or editor that curls quotes)",
            pointer: pointer, location: noteLocation(open)))
          return text
        }
        throw truncated("'\(Character(Unicode.Scalar(quote)))' closing the string", openedAt: open)
      }
      let byte = bytes[index]
      // A template literal's substitution (`${sender}`: ECMAScript, "Template Literals",
      // https://tc39.es/ecma262/#sec-template-literals) is computed when the code runs: not in the text.
      if quote == UInt8(ascii: "`"), byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{") {
        throw .unexpected(
          character: "'${'", expected: "a string without a substitution (a template literal's ${…} is filled in when the code runs: its value is not in the text)",
          at: location(index))
      }
      index += 1
      if byte == quote { return String(decoding: out, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\"), index < bytes.count else { out.append(byte); continue }
      guard let escaped = readEscape(accepting: "nrtbf", into: &out) else { continue }
      switch escaped {
      case UInt8(ascii: "u"), UInt8(ascii: "x"):
        let digits = escaped == UInt8(ascii: "u") ? 4 : 2
        var value: UInt32 = 0
        for _ in 0..<digits {
          guard index < bytes.count, let digit = CaptureHex.value(bytes[index]) else {
            throw .badEscape("'\\\(Character(Unicode.Scalar(escaped)))' needs \(digits) hex digits", at: location(index))
          }
          value = value << 4 | UInt32(digit)
          index += 1
        }
        UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { out.append($0) }
      default: out.append(escaped)
      }
    }
  }

  /// The offset after a ” that ends a `"`-string left open at its line's end (`from:"2983”,`), only a
  /// `,` and spaces after it: the string cannot go on past the line, so the curled quote is its closer,
  /// damage by the page or editor it was copied through (public captures 328, 907). Nil when the string
  /// holds another typographic quote (then which one closes it cannot be known).
  private func curledClose(openedAt open: Int, lineEnd: Int) -> Int? {
    var end = lineEnd
    while end > open, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    if end > open, bytes[end - 1] == UInt8(ascii: ",") { end -= 1 }
    guard end - 3 > open + 1, Self.typographicQuoteWidth(bytes, at: end - 3) == 3, bytes[end - 1] == 0x9D else { return nil }
    for offset in open + 1..<end - 3 where Self.typographicQuoteWidth(bytes, at: offset) != nil { return nil }
    return end
  }

  /// A key whose quote a page or editor turned typographic (`“aps"`, `"pn_ttl”`, as copied from a
  /// chat or a word processor): read with the `"` it stands for, and noted. Only a key qualifies
  /// (its ':' follows the closing quote on the same line): inside a value, “ and ” are text.
  /// Nil, with `index` unchanged, when the key has no typographic quote at its ends. A key curled at
  /// BOTH ends (`“badge”`) is refused: that pair is what a word processor types, not a printer's
  /// copy with one quote mangled, and every published text holding one is hand-typed (cases 617, 709).
  mutating func typographicKey() throws(CaptureError) -> String? {
    let start = index
    var cursor = index
    var typographic = false
    var opensCurled = false
    if let width = Self.typographicQuoteWidth(bytes, at: cursor) {
      cursor += width
      typographic = true
      opensCurled = true
    } else if bytes[cursor] == UInt8(ascii: "\"") {
      cursor += 1
    } else {
      return nil
    }
    let keyStart = cursor
    var closeWidth = 1
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
      if bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\\") { return nil }
      if let width = Self.typographicQuoteWidth(bytes, at: cursor) {
        typographic = true
        closeWidth = width
        break
      }
      cursor += 1
    }
    guard typographic, cursor < bytes.count else { return nil }
    let keyEnd = cursor
    cursor += closeWidth
    var after = cursor
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
    guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else { return nil }
    if opensCurled, closeWidth == 3 {
      throw unexpected("a key in straight quotes: a key wholly in typographic quotes (“…”) was typed in a word processor, and which quotes the text meant cannot be known")
    }
    index = cursor
    javascriptMarks += 1
    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd]), as: UTF8.self)
    notes.append(CaptureNote(
      "a typographic quote (“ or ”) at the ends of the key \"\(CaptureText.abbreviated(key))\" read as '\"' (the text was copied through a page or editor that curls quotes)",
      pointer: pointer, location: noteLocation(start)))
    return key
  }

  /// The width of U+201C or U+201D (“ ”) at `offset`, else nil.
  static func typographicQuoteWidth(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    guard offset + 2 < bytes.count, bytes[offset] == 0xE2, bytes[offset + 1] == 0x80,
      bytes[offset + 2] == 0x9C || bytes[offset + 2] == 0x9D
    else { return nil }
    return 3
  }

  /// Reads the letter after a `\` in a string literal: when `letters` (the printer's own) holds it,
  /// appends the byte it stands for and returns nil; otherwise returns it for the printer's rules.
  mutating func readEscape(accepting letters: String, into out: inout [UInt8]) -> UInt8? {
    let escaped = bytes[index]
    index += 1
    guard let control = BackslashEscape.byte(for: escaped, accepting: letters) else { return escaped }
    out.append(control)
    return nil
  }
}

extension PrinterTable {
  /// JavaScript consoles: Metro/pretty-format (`Object {`, `"key": "value",`), Node's
  /// `util.inspect` (`{ key: 'value' }`), the Chrome/Safari inspector (`{key: "value"}`); and JSON
  /// with comments and trailing commas. Strings are quoted, so scalars keep their exact type.
  /// The inspector's expanded listing: the JavaScript table with a line break between entries.
  static let listing: PrinterTable = {
    var table = javascript
    table.newlineSeparates = true
    return table
  }()

  static let javascript = PrinterTable(
    form: .javascript, name: "JavaScript console (Metro, Node, inspector)", containerPrefixes: ["Object ", "Array "],
    quotes: [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`")], javascript: true, comments: true)
}
