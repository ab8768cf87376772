/// Swift's `print(userInfo)` form: `[AnyHashable("aps"): {…}, AnyHashable("id"): 75]`. Keys are
/// `AnyHashable(…)` or Swift string literals; nested NSDictionary/NSArray values print in the
/// description form; top-level NSString values print raw and unquoted (they may hold `, `).
extension DescriptionParser {
  /// Reads one Swift collection at `[`; `rawEnd` is the offset of the input's last `]`, where a
  /// raw top-level value may end.
  mutating func parseSwiftCollection(rawEnd: Int?) throws(CaptureError) -> JSONValue {
    let open = index
    index += 1
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw unexpected("at most \(Self.maximumDepth) nested containers") }
    try skipSpace()
    if DataDescriptionReader(bytes: bytes).matches(":]", at: index) {
      index += 2
      return .object([])
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    var members: [JSONMember] = []
    var elements: [JSONValue] = []
    var isDictionary: Bool?
    var seen = SeenKeys()
    while true {
      try skipSpace()
      guard index < bytes.count else { throw truncated("']' closing the Swift collection", openedAt: open) }
      let entryStart = index
      if isDictionary != false, let key = try parseSwiftKey() {
        isDictionary = true
        try noteKey(key, at: entryStart, seen: &seen)
        try skipSpace()
        guard index < bytes.count else { throw truncated("':' after the key \"\(CaptureText.abbreviated(key))\"", openedAt: open) }
        guard bytes[index] == UInt8(ascii: ":") else { throw unexpected("':' after the key \"\(CaptureText.abbreviated(key))\"") }
        index += 1
        path.append(key)
        members.append(JSONMember(key, try parseSwiftValue(rawEnd: rawEnd)))
        path.removeLast()
      } else {
        guard isDictionary != true else {
          index = entryStart
          throw unexpected("a key: AnyHashable(\"…\") or a quoted string")
        }
        isDictionary = false
        path.append(String(elements.count))
        elements.append(try parseSwiftValue(rawEnd: nil))
        path.removeLast()
      }
      try skipSpace()
      guard index < bytes.count else { throw truncated("',' or ']' in the Swift collection", openedAt: open) }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return isDictionary == true ? .object(members) : .array(elements)
      }
      guard bytes[index] == UInt8(ascii: ",") else { throw unexpected("',' or ']' after an entry") }
      index += 1
    }
  }

  /// `AnyHashable("key")`, `AnyHashable(7)` or `"key"`; nil (nothing consumed) when neither.
  private mutating func parseSwiftKey() throws(CaptureError) -> String? {
    let reader = DataDescriptionReader(bytes: bytes)
    if reader.matches("AnyHashable(", at: index) {
      index += 12
      let key: String
      if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
        key = try parseSwiftString()
      } else {
        key = try parseBareToken()
      }
      guard index < bytes.count else { throw truncated("')' closing AnyHashable(", openedAt: nil) }
      guard bytes[index] == UInt8(ascii: ")") else { throw unexpected("')' closing AnyHashable(") }
      index += 1
      return key
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index
    let text = try parseSwiftString()
    var look = index
    while look < bytes.count, CaptureText.isSpace(bytes[look]) { look += 1 }
    if look < bytes.count, bytes[look] == UInt8(ascii: ":") { return text }
    index = start  // a string element of an array, not a key
    return nil
  }

  /// A value inside a Swift collection.
  private mutating func parseSwiftValue(rawEnd: Int?) throws(CaptureError) -> JSONValue {
    try skipSpace()
    guard index < bytes.count else { throw truncated("a value", openedAt: nil) }
    let reader = DataDescriptionReader(bytes: bytes)
    switch bytes[index] {
    case UInt8(ascii: "["):
      guard rawEnd != nil else { return try parseSwiftCollection(rawEnd: nil) }
      // A top-level NSString prints raw, so `[{"id":1}]` may be JSON text, not an array, and
      // `[4号培养箱温度]的温度异常` a string that starts with a bracketed word.
      return try parseOrRaw(rawEnd: rawEnd) { (parser: inout DescriptionParser) throws(CaptureError) in
        try parser.parseSwiftCollection(rawEnd: nil)
      }
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
      guard rawEnd != nil else { return try parseValue() }
      // A top-level NSString prints raw, so `{"type":1}` is text when it is no description, and
      // in `{a}b` the braces were only the start of a raw string.
      return try parseOrRaw(rawEnd: rawEnd) { (parser: inout DescriptionParser) throws(CaptureError) in
        try parser.parseValue()
      }
    case UInt8(ascii: "\""):
      return .string(try parseSwiftString())
    default:
      if reader.matches("Optional(", at: index) {
        let open = index
        index += 9
        let inner = try parseSwiftValue(rawEnd: nil)
        try skipSpace()
        guard index < bytes.count else { throw truncated("')' closing Optional(", openedAt: open) }
        guard bytes[index] == UInt8(ascii: ")") else { throw unexpected("')' closing Optional(") }
        index += 1
        return inner
      }
      return try parseSwiftRaw(rawEnd: rawEnd)
    }
  }

  /// A raw value: a number, `true`/`false`, `nil`, or (top level only) an unquoted NSString that
  /// runs to the next `, AnyHashable(` or `, "key": ` (line breaks allowed between), or to a `]`
  /// that ends its line: the value itself may hold `, `, `: ` and trailing spaces (not kept).
  private mutating func parseSwiftRaw(rawEnd: Int?) throws(CaptureError) -> JSONValue {
    let start = index
    var end = index
    if rawEnd != nil {
      while end < bytes.count {
        if bytes[end] == UInt8(ascii: ","), startsSwiftKey(after: end + 1) { break }
        if bytes[end] == UInt8(ascii: "]"), endsLine(after: end + 1) { break }
        end += 1
      }
    } else {
      while end < bytes.count, !CaptureText.isSpace(bytes[end]),
        bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: "]"), bytes[end] != UInt8(ascii: ")")
      {
        end += 1
      }
    }
    var range = CaptureText.trimmed(bytes, start..<end)
    // Swift prints `key: value, ` exactly: spaces before the `,` are the string's own, unless a
    // line break shows hand formatting.
    if rawEnd != nil, !range.isEmpty, !bytes[range.upperBound..<end].contains(UInt8(ascii: "\n")) {
      range = range.lowerBound..<end
    }
    index = end
    let text = String(decoding: bytes[range], as: UTF8.self)
    guard !text.isEmpty else {
      guard rawEnd != nil else { throw unexpected("a value") }
      notes.append(CaptureNote("empty value read as an empty string", pointer: pointer, location: noteLocation(start)))
      return .string("")
    }
    if text.hasSuffix(" bytes"), let count = Int(text.dropLast(6)) {
      throw .swiftDataDescription(count: count, at: location(start))
    }
    if stringsOnly { return .string(text) }
    if text == "nil" || text == "<null>" { return .null }
    return scalarFromBare(text, at: start, booleansAreText: false)
  }

  /// A raw top-level string that starts with a bracket: only JSON text counts (an NSString holding
  /// JSON prints so); anything else is a broken description, reported as `error`.
  /// `parse`'s value when it ends the entry; otherwise, from the same start, the raw string (or,
  /// when `parse` failed, the JSON text) a top-level NSString prints.
  private mutating func parseOrRaw(
    rawEnd: Int?, _ parse: (inout DescriptionParser) throws(CaptureError) -> JSONValue
  ) throws(CaptureError) -> JSONValue {
    let saved = (index, notes, guesses)
    do {
      let value = try parse(&self)
      if endsEntry() { return value }
      (index, notes, guesses) = saved
      return try parseSwiftRaw(rawEnd: rawEnd)
    } catch {
      (index, notes, guesses) = saved
      return try rawJSONText(rawEnd: rawEnd, else: error)
    }
  }

  private mutating func rawJSONText(rawEnd: Int?, else error: CaptureError) throws(CaptureError) -> JSONValue {
    let saved = (index, notes, guesses)
    let value = try parseSwiftRaw(rawEnd: rawEnd)
    if case .string(let text) = value, (try? JSONParser.parse(Array(text.utf8))) != nil { return value }
    (index, notes, guesses) = saved
    throw error
  }

  /// Whether `AnyHashable(` or `"key":` starts at `offset` (after spaces and line breaks).
  private func startsSwiftKey(after offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    let reader = DataDescriptionReader(bytes: bytes)
    if reader.matches("AnyHashable(", at: cursor) { return true }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return false }
    cursor += 1
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
    // Swift prints `"key": value` (a space after the colon); compact JSON text in a value has none.
    return cursor + 2 < bytes.count && bytes[cursor] == UInt8(ascii: "\"") && bytes[cursor + 1] == UInt8(ascii: ":")
      && bytes[cursor + 2] == UInt8(ascii: " ")
  }

  /// Whether the next thing (after spaces) ends an entry: `,`, `]` or the end of the text.
  private func endsEntry() -> Bool {
    var cursor = index
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    return cursor >= bytes.count || bytes[cursor] == UInt8(ascii: ",") || bytes[cursor] == UInt8(ascii: "]")
  }

  /// Whether only spaces follow `offset` up to the end of its line.
  func endsLine(after offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      guard CaptureText.isSpace(bytes[cursor]) else { return false }
      cursor += 1
    }
    return true
  }

  /// A Swift string literal: `\\ \" \' \n \r \t \0 \u{…}`.
  mutating func parseSwiftString() throws(CaptureError) -> String {
    let open = index
    index += 1
    var out: [UInt8] = []
    while true {
      guard index < bytes.count else { throw truncated("'\"' closing the string", openedAt: open) }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      guard byte == UInt8(ascii: "\\") else {
        out.append(byte)
        continue
      }
      guard index < bytes.count else { throw truncated("the character after '\\'", openedAt: open) }
      guard let escaped = readEscape(accepting: "nrt0", into: &out) else { continue }
      switch escaped {
      case UInt8(ascii: "u"):
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
          throw .badEscape("'\\u' without '{'", at: location(index - 2))
        }
        let escapeStart = index - 2
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, digits < 8, let digit = CaptureHex.value(bytes[index]) {
          value = value << 4 | UInt32(digit)
          digits += 1
          index += 1
        }
        guard index < bytes.count else { throw truncated("'}' closing '\\u{'", openedAt: open) }
        guard digits > 0, bytes[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
          throw .badEscape("'\\u{…}' needs 1 to 8 hex digits of a Unicode scalar", at: location(escapeStart))
        }
        index += 1
        UTF8.encode(scalar) { out.append($0) }
      default:
        out.append(escaped)
      }
    }
  }
}
