/// Keys, strings and scalars of the server-side printers (`ServerSpelling`).
extension DescriptionParser {
  /// A key and the arrow after it.
  mutating func serverKey(_ spelling: ServerSpelling, openedAt open: Int) throws(CaptureError) -> String {
    let key: String
    switch spelling.keys {
    case .bracketed, .varDump:
      guard bytes[index] == UInt8(ascii: "[") else { throw unexpected("'[' opening a key") }
      let start = index + 1
      var end = start
      // var_dump quotes a string key without escaping it: the key ends at `"]=>`.
      let quoted = spelling.keys == .varDump && end < bytes.count && bytes[end] == UInt8(ascii: "\"")
      let terminator: [UInt8] = quoted ? Array("\"]".utf8) : [UInt8(ascii: "]")]
      while end + terminator.count <= bytes.count, bytes[end] != UInt8(ascii: "\n") {
        if Array(bytes[end..<end + terminator.count]) == terminator, end > start || !quoted { break }
        end += 1
      }
      guard end + terminator.count <= bytes.count, bytes[end] != UInt8(ascii: "\n") else {
        throw truncated("']' closing the key", openedAt: index)
      }
      key = String(decoding: bytes[(quoted ? start + 1 : start)..<end], as: UTF8.self)
      index = end + terminator.count
    case .bare:
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: ":"), bytes[index] != UInt8(ascii: "]"),
        bytes[index] != UInt8(ascii: "\n")
      {
        if bytes[index] == UInt8(ascii: " ") { throw unsplittable(at: start) }
        index += 1
      }
      guard index > start else { throw unexpected("a key") }
      key = String(decoding: bytes[start..<index], as: UTF8.self)
    case .identifiers:
      let start = index
      // C# writes `@` before a member named by a keyword (`@class`); the name is without it.
      if bytes[index] == UInt8(ascii: "@") { index += 1 }
      key = serverIdentifier()
      guard !key.isEmpty else { index = start; throw unexpected("a member name") }
    case .words where spelling.quotes.contains(bytes[index]):
      key = try serverString(spelling)
    case .words:
      let start = index
      key = serverIdentifier()
      guard !key.isEmpty else { index = start; throw unexpected("a key (a quoted string or a bare word)") }
    case .quoted, .symbols:
      if let symbol = try serverSymbolKey(spelling) { return symbol }
      if spelling.quotes.contains(bytes[index]) || isStringPrefix(spelling) {
        key = try serverString(spelling)
      } else {
        let start = index
        key = serverToken()
        guard !key.isEmpty, Self.isJSONNumber(key) else {
          index = start
          throw unexpected("a key (a quoted string or a number)")
        }
      }
    }
    try serverArrow(spelling, key: key, openedAt: open)
    return key
  }

  /// A symbol key that carries its own separator: `aps: `, `"content-available": ` (Ruby 3.4,
  /// Elixir), or Ruby's `:aps` before `=>`; nil when the key there is no symbol.
  private mutating func serverSymbolKey(_ spelling: ServerSpelling) throws(CaptureError) -> String? {
    guard spelling.keys == .symbols else { return nil }
    let start = index
    if bytes[index] == UInt8(ascii: ":") {
      index += 1
      let name = index < bytes.count && bytes[index] == UInt8(ascii: "\"") ? try serverString(spelling) : serverSymbolName()
      guard !name.isEmpty else { index = start; throw unexpected("a symbol's name after ':'") }
      try serverArrow(spelling, key: name, openedAt: start)
      return name
    }
    let quoted = spelling.quotes.contains(bytes[index])
    let name = quoted ? try serverString(spelling) : serverIdentifier()
    // `name: value`: the colon touches the name and a space follows; a quoted name only when it must
    // be (`"content-available": 1`): Ruby and Elixir print a plain name bare (`aps: `). In a hash that
    // has `=>` entries the text is Ruby source, where `"alert":{…}` is a symbol key as written.
    let source = quoted && arrowSeen
    if !name.isEmpty, !(quoted && Self.isPlainName(name)) || source, index + 1 < bytes.count, bytes[index] == UInt8(ascii: ":"),
      CaptureText.isSpace(bytes[index + 1]) || source && bytes[index + 1] != UInt8(ascii: ":")
    {
      index += 1
      return name
    }
    index = start
    return nil
  }

  private mutating func serverArrow(_ spelling: ServerSpelling, key: String, openedAt open: Int) throws(CaptureError) {
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    func expected() -> String { "'\(spelling.arrow)' after the key \"\(CaptureText.abbreviated(key))\"" }
    guard index < bytes.count else { throw truncated(expected(), openedAt: open) }
    guard DataDescriptionReader(bytes: bytes).matches(spelling.arrow, at: index) else { throw unexpected(expected()) }
    index += spelling.arrow.utf8.count
    if spelling.arrow == "=>" { arrowSeen = true }
  }

  /// Go's `%v` prints a string as it is: a space in a key or value makes the entries ambiguous.
  private func unsplittable(at start: Int) -> CaptureError {
    .unexpected(
      character: CaptureText.describe(bytes, at: start),
      expected: "no space in a key or value: Go's %v prints strings unquoted, so where this entry ends is unknowable (print the value with %#v or encoding/json)",
      at: location(start))
  }

  private func isStringPrefix(_ spelling: ServerSpelling) -> Bool {
    spelling.stringPrefixes.contains(bytes[index]) && index + 1 < bytes.count && spelling.quotes.contains(bytes[index + 1])
  }

  /// Letters, digits, `_`, and Ruby's `?`/`!` endings.
  private mutating func serverIdentifier() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let letter = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
        || (index > start && byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || (index > start && (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")))
        || byte >= 0x80
      guard letter else { break }
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A symbol's name after its `:`: an identifier, which Ruby lets a variable's sigil open
  /// (`:$meta`, `:@id`, `:@@count` print bare, https://docs.ruby-lang.org/en/3.4/Symbol.html).
  private mutating func serverSymbolName() -> String {
    let start = index
    if index < bytes.count, bytes[index] == UInt8(ascii: "$") {
      index += 1
    } else {
      while index < bytes.count, bytes[index] == UInt8(ascii: "@"), index - start < 2 { index += 1 }
    }
    let name = serverIdentifier()
    guard !name.isEmpty else { index = start; return "" }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A name Ruby and Elixir print as a bare symbol or atom (`aps`, `badge_type`, `ok?`).
  static func isPlainName(_ name: String) -> Bool {
    guard let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
    return name.utf8.dropLast().allSatisfy(isWordByte) && name.utf8.last.map { isWordByte($0) || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") } == true
  }

  /// A run of bytes that may form a number or a word.
  private mutating func serverToken() -> String {
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      let part = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
      guard part else { break }
      index += 1
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A scalar: a quoted string, an atom, a literal word, a number; or the printer's untyped text.
  mutating func serverScalar(_ spelling: ServerSpelling) throws(CaptureError) -> JSONValue {
    let start = index
    switch spelling.values {
    case .varDump: return try varDumpScalar()
    case .restOfLine:
      var end = index
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      // Trailing spaces are the string's (print_r prints it as it is); a CR is the line end's.
      var trimmed = end
      if trimmed > index, bytes[trimmed - 1] == UInt8(ascii: "\r") { trimmed -= 1 }
      let text = String(decoding: bytes[index..<trimmed], as: UTF8.self)
      index = end
      return untypedScalar(text, at: start, printer: "print_r")
    case .token:
      while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "]"), bytes[index] != UInt8(ascii: "\n") {
        index += 1
      }
      // The next entry must be `key:`; anything else means this value went on after a space.
      if index < bytes.count, bytes[index] == UInt8(ascii: " "), serverEntryValue, !goNextIsEntry(from: index + 1) {
        throw unsplittable(at: start)
      }
      return untypedScalar(String(decoding: bytes[start..<index], as: UTF8.self), at: start, printer: "Go's %v")
    case .typed:
      return try typedServerScalar(spelling)
    }
  }

  /// Whether a Go %v entry (`key:`) or the closing `]` starts at `offset`.
  private func goNextIsEntry(from offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ":"), bytes[cursor] != UInt8(ascii: " "),
      bytes[cursor] != UInt8(ascii: "]"), bytes[cursor] != UInt8(ascii: "\n")
    {
      cursor += 1
    }
    return cursor < bytes.count && bytes[cursor] == UInt8(ascii: ":") && cursor > offset
  }

  /// A scalar printed without its type: typed by the provider's schema, else guessed; noted.
  private mutating func untypedScalar(_ text: String, at start: Int, printer: String) -> JSONValue {
    if text.isEmpty {
      notes.append(CaptureNote(
        "\(printer) prints false, null and \"\" alike (nothing): read as \"\"", pointer: pointer, location: noteLocation(start)))
      return .string("")
    }
    return scalarFromBare(text, at: start, booleansAreText: false)
  }

  private mutating func typedServerScalar(_ spelling: ServerSpelling) throws(CaptureError) -> JSONValue {
    let start = index
    if spelling.quotes.contains(bytes[index]) || isStringPrefix(spelling) {
      var text = try serverString(spelling)
      while let joiner = spelling.stringJoiner, let next = joinedString(spelling, joiner: joiner) { text += next }
      return .string(text)
    }
    if spelling.atoms, bytes[index] == UInt8(ascii: ":"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: ":") {
      index += 1
      let name = bytes[index] == UInt8(ascii: "\"") ? try serverString(spelling) : serverSymbolName()
      guard !name.isEmpty else { index = start; throw unexpected("a symbol's name after ':'") }
      notes.append(CaptureNote("the symbol :\(CaptureText.abbreviated(name)) read as the string \"\(CaptureText.abbreviated(name))\"", pointer: pointer, location: noteLocation(start)))
      return .string(name)
    }
    let reader = DataDescriptionReader(bytes: bytes)
    for literal in spelling.literals where reader.matches(literal.word, at: index) {
      let end = index + literal.word.utf8.count
      if end < bytes.count, Self.isWordByte(bytes[end]) { continue }
      index = end
      if !["true", "false", "null"].contains(literal.word) { ownSpellings += 1 }
      return literal.value
    }
    var token = serverToken()
    // Python 2 writes a long with `L` (`1L`).
    if token.count > 1, token.last == "L", Self.isJSONNumber(String(token.dropLast())) { token.removeLast() }
    guard !token.isEmpty, Self.isJSONNumber(token) else {
      index = start
      throw unexpected("a value (a quoted string, a number, \(spelling.literals.map(\.word).joined(separator: ", ")), or a container)")
    }
    return .number(token)
  }

  /// The string literal joined to the one just read by `joiner` (`ServerSpelling.stringJoiner`);
  /// nil, with `index` kept, if none follows.
  private mutating func joinedString(_ spelling: ServerSpelling, joiner: String) -> String? {
    let end = index
    skipServerSpace()
    if !joiner.isEmpty {
      guard DataDescriptionReader(bytes: bytes).matches(joiner, at: index) else { index = end; return nil }
      index += joiner.utf8.count
      skipServerSpace()
    }
    guard index < bytes.count, spelling.quotes.contains(bytes[index]) || isStringPrefix(spelling),
      let next = try? serverString(spelling)
    else {
      index = end
      return nil
    }
    return next
  }

  @inline(__always) static func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }

  /// var_dump's typed scalars: `string(N) "…"` (N bytes, unescaped), `int(1)`, `float(1.5)`, `bool(true)`, `NULL`.
  private mutating func varDumpScalar() throws(CaptureError) -> JSONValue {
    let reader = DataDescriptionReader(bytes: bytes)
    if reader.matches("NULL", at: index) { index += 4; return .null }
    for (word, kind) in [("string(", 0), ("int(", 1), ("float(", 2), ("bool(", 3)] where reader.matches(word, at: index) {
      let open = index
      index += word.utf8.count
      let start = index
      while index < bytes.count, bytes[index] != UInt8(ascii: ")"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
      guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { throw truncated("')' after \(word)", openedAt: open) }
      let inner = String(decoding: bytes[start..<index], as: UTF8.self)
      index += 1
      switch kind {
      case 0:
        guard let length = Int(inner), index + 2 + length <= bytes.count, bytes[index] == UInt8(ascii: " "),
          bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2 + length] == UInt8(ascii: "\"")
        else { throw unexpected("a string of the length var_dump printed (string(N) \"…\")") }
        let text = String(decoding: bytes[(index + 2)..<(index + 2 + length)], as: UTF8.self)
        index += 3 + length
        return .string(text)
      case 3:
        guard inner == "true" || inner == "false" else { throw unexpected("bool(true) or bool(false)") }
        return .bool(inner == "true")
      default:
        guard Self.isJSONNumber(inner) else { throw unexpected("a number in \(word)…)") }
        return .number(inner)
      }
    }
    throw unexpected("a var_dump value (string(N) \"…\", int(…), float(…), bool(…), NULL, array(N) {)")
  }
}
