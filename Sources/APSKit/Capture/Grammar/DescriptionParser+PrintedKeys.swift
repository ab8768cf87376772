/// The keys of the printed-value grammar: how a printer spells a key (quoted, bare, curled) and the
/// separator after it, by the printer's table (`PrinterTable`).
extension DescriptionParser {
  /// The separator after a key (`=`); false for the `key;` shortcut (the terminator, consumed).
  mutating func keySeparated(_ table: PrinterTable, key: String, openedAt open: Int) throws(CaptureError) -> Bool {
    try skipEntrySpace(table)
    guard index < bytes.count else {
      let separator = "'\(Character(Unicode.Scalar(table.keySeparator)))'"
      throw truncated("\(separator) after the key \"\(CaptureText.abbreviated(key))\"", openedAt: open)
    }
    if table.keyShortcut, bytes[index] == table.entryTerminator {
      index += 1
      return false
    }
    guard bytes[index] == table.keySeparator else { throw .missingEquals(key: CaptureText.abbreviated(key), at: location(index)) }
    index += 1
    return true
  }

  /// A key and its `:`: quoted (with the table's quotes), or bare up to `:` (no spaces, brackets,
  /// commas), or a bare token (`tokenKeys`); a table with `entryTerminator` reads its separator after
  /// the key is counted (`keySeparated`), since there a key may stand alone (`key;`).
  mutating func printedKey(_ table: PrinterTable, openedAt open: Int?) throws(CaptureError) -> String {
    let key: String
    if let marker = table.literalMarker { try skipLiteralMarker(marker) }
    if table.swiftKeys {
      guard let swiftKey = try parseSwiftKey() else { throw unexpected("a key: AnyHashable(\"…\") or a quoted string") }
      key = swiftKey
      try skipSpace()
    } else if table.javascript, let typographic = try typographicKey() {
      key = typographic
    } else if table.quotes.contains(bytes[index]) {
      let start = index
      key = table.javascript ? try parseJavaScriptString() : try parseQuoted()
      // A console quotes a key only when it must (Node in '…', Chrome in "…"), or every key (Metro,
      // in "…"). A plain name in single quotes is a source literal's key when the literal quotes its
      // keys so from its first (`{'aps': …}` in JavaScript, TypeScript or Dart source: "Object
      // initializer", https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Object_initializer;
      // Dart "Maps", https://dart.dev/language/collections#maps; Python's repr, which looks the same,
      // is tried first); inside a printed object with bare keys (`body: {'id': …}`) it is a string's text.
      // Node leaves bare only /^[a-zA-Z_][a-zA-Z_0-9]*$/ (its util.inspect's key pattern): `'$meta'`.
      if table.javascript, bytes[start] == UInt8(ascii: "'"), Self.isIdentifier(key), !key.utf8.contains(UInt8(ascii: "$")) {
        if keysSeen == 0 { quotedKeyLiteral = true }
        if !quotedKeyLiteral {
          index = start
          throw unexpected("a bare key: a JavaScript console prints the key \(key) without quotes")
        }
      }
    } else if table.tokenKeys {
      switch bytes[index] {
      case UInt8(ascii: "{"), table.arrayOpen, UInt8(ascii: "<"), table.keySeparator, table.entryTerminator:
        throw unexpected("a dictionary key (a quoted or bare string) or '}'")
      default:
        // Any other non-token byte (`]`, `,`) is refused by the token reader, as a value there would be.
        key = try parseBareToken()
      }
    } else {
      let start = index
      while index < bytes.count, !Self.endsBareKey(bytes[index]) { index += 1 }
      guard index > start else { throw unexpected("a key") }
      // A console quotes a key that holds a quote: `u'aps'` is Python 2's repr, no console's key.
      if table.javascript, let quote = bytes[start..<index].firstIndex(where: { $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "`") }) {
        index = quote
        throw unexpected("':' after a bare key (a JavaScript console quotes a key that holds a quote)")
      }
      // Wholly between typographic quotes (`‘aps’`, java-apns issue #51): typed in a word processor, not printed.
      if Self.isCurled(bytes[start..<index]) {
        index = start
        throw unexpected("a key in straight quotes: a key in typographic quotes (‘…’ or “…”) was typed in a word processor, and which quotes the text meant cannot be known")
      }
      key = String(decoding: bytes[start..<index], as: UTF8.self)
      javascriptMarks += 1
    }
    if table.entryTerminator != nil { return key }
    while !table.separatorHugsKey, index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    // The expectation's text is built only when thrown (this runs once per key).
    func expected() -> String { "'\(Character(Unicode.Scalar(table.keySeparator)))' after the key \"\(CaptureText.abbreviated(key))\"" }
    guard index < bytes.count else { throw truncated(expected(), openedAt: open) }
    guard bytes[index] == table.keySeparator else { throw unexpected(expected()) }
    index += 1
    return key
  }

  /// Whether `key` opens with ‘ or “ (U+2018, U+201C) and closes with ’ or ” (U+2019, U+201D).
  static func isCurled(_ key: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    guard key.count >= 6 else { return false }
    let open = key.startIndex, close = key.endIndex - 3
    return key[open] == 0xE2 && key[open + 1] == 0x80 && (key[open + 2] == 0x98 || key[open + 2] == 0x9C)
      && key[close] == 0xE2 && key[close + 1] == 0x80 && (key[close + 2] == 0x99 || key[close + 2] == 0x9D)
  }

  /// A JavaScript identifier (`[A-Za-z_$][A-Za-z0-9_$]*`).
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
    return text.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }
  }

  @inline(__always)
  static func endsBareKey(_ byte: UInt8) -> Bool {
    CaptureText.isSpace(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "{")
      || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "\"")
      || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ";")
  }

  /// Whether a bare key and `: ` start at `offset` (after spaces).
  func startsBareKey(_ offset: Int, _ table: PrinterTable) -> Bool {
    var cursor = offset
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    let start = cursor
    if cursor < bytes.count, table.quotes.contains(bytes[cursor]) {
      let quote = bytes[cursor]
      cursor += 1
      while cursor < bytes.count, bytes[cursor] != quote, bytes[cursor] != UInt8(ascii: "\n") {
        if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
        cursor += 1
      }
      cursor += 1
    } else {
      while cursor < bytes.count, !Self.endsBareKey(bytes[cursor]) { cursor += 1 }
    }
    guard cursor > start, cursor + 1 < bytes.count, bytes[cursor] == table.keySeparator else { return false }
    if table.separatorHugsKey { return true }
    let after = bytes[cursor + 1]
    return CaptureText.isSpace(after) || after == UInt8(ascii: "{") || after == UInt8(ascii: "[") || after == UInt8(ascii: "\"")
  }
}
