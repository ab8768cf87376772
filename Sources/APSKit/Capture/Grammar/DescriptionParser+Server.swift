/// The server-side printers' rows of the grammar (`PrinterTable.server`): one reader for Python's
/// repr, Ruby's and Elixir's inspect, PHP's var_export, print_r, var_dump and Symfony's dump, Go's
/// `%#v` and `%v`; the spelling says which form each part takes.
extension DescriptionParser {
  /// One value in `table`'s server spelling.
  mutating func parseServer(_ table: PrinterTable, _ spelling: ServerSpelling) throws(CaptureError) -> JSONValue {
    if spelling.values == .restOfLine {
      // print_r writes one space after `=>`, then the value as it is (its own spaces kept); an empty
      // value (false, null, "") is the end of its line: the next line is another entry.
      if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    } else {
      skipServerSpace()
    }
    guard index < bytes.count else { throw truncated("a value", openedAt: nil) }
    let reader = DataDescriptionReader(bytes: bytes)
    for elision in spelling.elisions where reader.matches(elision, at: index) { throw elided() }
    if let (close, kind) = try serverOpener(spelling) {
      return try serverContainer(table, spelling, close: close, kind: kind)
    }
    return try serverScalar(spelling)
  }

  /// A mark the printer put where it left entries out (`▶`, `{...}`, `...`): the value is not whole.
  private func elided() -> CaptureError {
    .unexpected(
      character: CaptureText.describe(bytes, at: index),
      expected: "a value printed in full (this mark stands for entries the printer left out: print the whole value, e.g. with json_encode, json.dumps, to_json or encoding/json)",
      at: location(index))
  }

  /// Spaces and line breaks (between entries every server printer may break lines).
  mutating func skipServerSpace(comments: [String] = []) {
    let reader = DataDescriptionReader(bytes: bytes)
    while index < bytes.count {
      if CaptureText.isSpace(bytes[index]) {
        index += 1
      } else if !comments.isEmpty, let marker = comments.first(where: { reader.matches($0, at: index) }) {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        noteComment(start: start, text: min(start + marker.utf8.count, index)..<index)
      } else {
        return
      }
    }
  }

  /// The container that opens at `index` (moved past its opener), or nil.
  private mutating func serverOpener(_ spelling: ServerSpelling) throws(CaptureError) -> (UInt8, ServerSpelling.Kind)? {
    let reader = DataDescriptionReader(bytes: bytes)
    for opener in spelling.openers {
      switch opener {
      case .text(let text, let close, let kind):
        guard reader.matches(text, at: index) else { continue }
        index += text.utf8.count
        return (close, kind)
      case .counted(let word, let then, let close, let kind):
        guard reader.matches(word, at: index) else { continue }
        var cursor = index + word.utf8.count
        let limit = min(bytes.count, cursor + 200)
        while cursor < limit, bytes[cursor] != UInt8(ascii: "\n"), !reader.matches(then, at: cursor) { cursor += 1 }
        guard cursor < limit, reader.matches(then, at: cursor) else { continue }
        index = cursor + then.utf8.count
        // Symfony's dump marks an open container `▼` and a collapsed one `▶` (its entries not shown).
        if reader.matches("▶", at: index) { throw elided() }
        if reader.matches("▼", at: index) { index += "▼".utf8.count }
        return (close, kind)
      case .goType:
        guard let (after, kind) = Self.goTypeEnd(bytes, from: index) else { continue }
        index = after
        return (UInt8(ascii: "}"), kind)
      case .printR(let word):
        guard reader.matches(word, at: index) else { continue }
        var cursor = index + word.utf8.count
        while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "("), bytes[index + word.utf8.count..<cursor].contains(UInt8(ascii: "\n")) else { continue }
        index = cursor + 1
        return (UInt8(ascii: ")"), .either)
      case .elixirStruct:
        guard let after = Self.elixirStructEnd(bytes, from: index) else { continue }
        index = after
        return (UInt8(ascii: "}"), .fields)
      }
    }
    return nil
  }

  /// After an Elixir struct's opener (`%`, a capitalised module name, `{`): the offset past its `{`.
  static func elixirStructEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var cursor = start + 1
    guard bytes[start] == UInt8(ascii: "%"), cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "A"), bytes[cursor] <= UInt8(ascii: "Z") else { return nil }
    while cursor < bytes.count, cursor - start < 200 {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "{") { return cursor + 1 }
      let name = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
      guard name else { return nil }
      cursor += 1
    }
    return nil
  }

  /// After a Go type that opens a composite literal (`map[string]interface {}{`, `[]string{`):
  /// the offset past its `{` and what it holds; nil when the text there is no such type.
  static func goTypeEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, ServerSpelling.Kind)? {
    let reader = DataDescriptionReader(bytes: bytes)
    let kind: ServerSpelling.Kind
    var cursor = start
    if reader.matches("map[", at: cursor) {
      kind = .dictionary
      cursor += 4
      guard let key = goElementEnd(bytes, from: cursor), key < bytes.count, bytes[key] == UInt8(ascii: "]") else { return nil }
      cursor = key + 1
    } else if reader.matches("[]", at: cursor) {
      kind = .array
      cursor += 2
    } else {
      return nil
    }
    guard let element = goElementEnd(bytes, from: cursor), element < bytes.count, bytes[element] == UInt8(ascii: "{") else { return nil }
    return (element + 1, kind)
  }

  /// The end of one Go type name: `interface {}`, `any`, `string`, `*pkg.T`, or a map or slice type.
  private static func goElementEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let reader = DataDescriptionReader(bytes: bytes)
    if reader.matches("interface {}", at: start) { return start + 12 }
    // Go source as gofmt writes it (`%#v` puts a space in the empty interface).
    if reader.matches("interface{}", at: start) { return start + 11 }
    if reader.matches("map[", at: start) || reader.matches("[]", at: start) {
      // A nested composite type: its end is where its own `{` would stand.
      var cursor = start
      if reader.matches("map[", at: cursor) {
        guard let key = goElementEnd(bytes, from: cursor + 4), key < bytes.count, bytes[key] == UInt8(ascii: "]") else { return nil }
        cursor = key + 1
      } else {
        cursor += 2
      }
      return goElementEnd(bytes, from: cursor)
    }
    var cursor = start
    while cursor < bytes.count {
      let byte = bytes[cursor]
      let name = (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "*")
      guard name else { break }
      cursor += 1
    }
    return cursor > start ? cursor : nil
  }

  /// A container whose opener a row found before `index` (C#'s `new {`, a Go struct's type name),
  /// read from its `{`.
  mutating func parseServerBraces(_ table: PrinterTable, _ spelling: ServerSpelling, kind: ServerSpelling.Kind) throws(CaptureError) -> JSONValue {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { throw unexpected("'{'") }
    index += 1
    return try serverContainer(table, spelling, close: UInt8(ascii: "}"), kind: kind)
  }

  /// The entries or elements up to `close`; a PHP array whose keys are 0…n-1 is a list.
  private mutating func serverContainer(
    _ table: PrinterTable, _ spelling: ServerSpelling, close: UInt8, kind: ServerSpelling.Kind
  ) throws(CaptureError) -> JSONValue {
    let open = index
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw unexpected("at most \(Self.maximumDepth) nested containers") }
    var members: [JSONMember] = []
    var elements: [JSONValue] = []
    var seen = SeenKeys()
    var sequential = true
    while true {
      try serverSeparator(spelling, close: close, open: open, first: members.isEmpty && elements.isEmpty)
      if bytes[index] == close {
        index += 1
        if kind == .array { return .array(elements) }
        // PHP prints a list as an array keyed 0…n-1 (json_encode writes it as a JSON array).
        if kind == .either && sequential { return .array(members.map(\.value)) }
        if kind == .fields && depth == 1 { return try structPayload(members, openedAt: open) }
        return .object(members)
      }
      // A PHP source array may list values without keys (`['a', 'b']`, `'ids' => [1, 2]`): each is
      // keyed by its position, as PHP keys it.
      if kind == .either, spelling.keys == .quoted, !keyedEntryFollows(spelling, openedAt: open) {
        path.append(String(members.count))
        serverEntryValue = false
        members.append(JSONMember(String(members.count), try parseServer(table, spelling)))
        path.removeLast()
        continue
      }
      if kind == .array {
        path.append(String(elements.count))
        serverEntryValue = false
        elements.append(try parseServer(table, spelling))
        path.removeLast()
        continue
      }
      if kind == .fields, spelling.fieldNames {
        members.append(try structField(table, spelling, close: close, openedAt: open, seen: &seen))
        continue
      }
      let keyStart = index
      let key = try serverKey(spelling, openedAt: open)
      if key != String(members.count) { sequential = false }
      try noteKey(key, at: keyStart, seen: &seen)
      path.append(key)
      serverEntryValue = true
      let value = try parseServer(table, spelling)
      path.removeLast()
      members.append(JSONMember(key, value))
    }
  }

  /// One field of a struct in source (`ServerSpelling.fieldNames`): the payload read, any other field
  /// skipped to its end (held as null: only the payload is kept).
  private mutating func structField(
    _ table: PrinterTable, _ spelling: ServerSpelling, close: UInt8, openedAt open: Int, seen: inout SeenKeys
  ) throws(CaptureError) -> JSONMember {
    var names = spelling
    names.keys = .identifiers
    let keyStart = index
    let key = try serverKey(names, openedAt: open)
    try noteKey(key, at: keyStart, seen: &seen)
    guard Self.isPayloadField(key) else {
      try skipSourceExpression(close: close, openedAt: open)
      return JSONMember(key, .null)
    }
    path.append(key)
    serverEntryValue = true
    let value = try parseServer(table, spelling)
    path.removeLast()
    return JSONMember(key, value)
  }

  static func isPayloadField(_ key: String) -> Bool { key == "payload" || key == "Payload" }

  /// Skips a value in source up to the `,` or `close` that ends it (brackets nested, strings and
  /// runes skipped whole): a named constant, a call, a literal of a field that is not the payload.
  private mutating func skipSourceExpression(close: UInt8, openedAt open: Int) throws(CaptureError) {
    var nesting: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      if nesting.isEmpty, byte == UInt8(ascii: ",") || byte == close { return }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
        let quote = byte
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != quote, quote == UInt8(ascii: "`") || bytes[index] != UInt8(ascii: "\n") {
          if bytes[index] == UInt8(ascii: "\\"), quote != UInt8(ascii: "`") { index += 1 }
          index += 1
        }
        guard index < bytes.count, bytes[index] == quote else { throw truncated("'\(Character(Unicode.Scalar(quote)))' closing the string", openedAt: start) }
      case UInt8(ascii: "{"): nesting.append(UInt8(ascii: "}"))
      case UInt8(ascii: "["): nesting.append(UInt8(ascii: "]"))
      case UInt8(ascii: "("): nesting.append(UInt8(ascii: ")"))
      case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
        guard nesting.last == byte else { throw unexpected("',' or '\(Character(Unicode.Scalar(close)))' after a field") }
        nesting.removeLast()
      default: break
      }
      index += 1
    }
    throw truncated("'\(Character(Unicode.Scalar(close)))' closing the struct", openedAt: open)
  }

  /// Whether a key and its arrow stand at `index` (left where it was).
  private mutating func keyedEntryFollows(_ spelling: ServerSpelling, openedAt open: Int) -> Bool {
    let start = index
    defer { index = start }
    return (try? serverKey(spelling, openedAt: open)) != nil
  }

  /// The top struct's `payload` field: what the library sends (Pigeon's `%Pigeon.APNS.Notification{}`
  /// holds the APNs body there, beside its own delivery fields: token, id, topic, response).
  private mutating func structPayload(_ members: [JSONMember], openedAt open: Int) throws(CaptureError) -> JSONValue {
    guard let field = members.first(where: { Self.isPayloadField($0.key) }), case .object = field.value else {
      index = open
      throw unexpected("a printed map, not a struct without a payload map (a struct is a library's value, not a push payload)")
    }
    let payload = field.value
    notes.append(CaptureNote("read the payload field of a struct: its other fields are the library's delivery details, not the payload", pointer: JSONPointer(tokens: [field.key])))
    return payload
  }

  /// The separator before an entry (`,`, a line break, Go %v's space), leaving `index` on the
  /// entry or the closer; a trailing comma only where the printer writes one (PHP's var_export).
  private mutating func serverSeparator(_ spelling: ServerSpelling, close: UInt8, open: Int, first: Bool) throws(CaptureError) {
    let before = index
    if spelling.spaceEntries {
      while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    } else {
      skipServerSpace(comments: spelling.lineComments)
    }
    let closer = "'\(Character(Unicode.Scalar(close)))'"
    guard index < bytes.count else { throw truncated("\(closer) closing the container", openedAt: open) }
    if first || bytes[index] == close { return }
    if spelling.spaceEntries {
      guard index > before else { throw unexpected("a space or \(closer) after an entry") }
      return
    }
    if bytes[index] == UInt8(ascii: ",") {
      index += 1
      skipServerSpace(comments: spelling.lineComments)
      guard index < bytes.count else { throw truncated("\(closer) closing the container", openedAt: open) }
      if bytes[index] == close, !spelling.trailingCommas { throw unexpected("another entry after ',' (this printer writes no trailing comma)") }
      return
    }
    guard spelling.lineEntries, bytes[before..<index].contains(UInt8(ascii: "\n")) else {
      throw unexpected(spelling.lineEntries ? "a line break or \(closer) after an entry" : "',' or \(closer) after an entry")
    }
  }
}
