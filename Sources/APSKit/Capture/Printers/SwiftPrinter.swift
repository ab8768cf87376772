/// Swift's `print(userInfo)` form: `[AnyHashable("aps"): {…}, AnyHashable("id"): 75]`. Keys are
/// `AnyHashable(…)` or Swift string literals; nested NSDictionary/NSArray values print in the
/// description form; top-level NSString values print raw and unquoted (they may hold `, `).
extension DescriptionParser {
  /// Reads one Swift collection at `[`: the Swift row of the printers' grammar (`PrinterTable.swift`).
  mutating func parseSwiftCollection() throws(CaptureError) -> JSONValue {
    let value = try tree { (parser: inout DescriptionParser) throws(CaptureError) in
      try parser.printedContainer(.swift, close: UInt8(ascii: "]"), dictionary: false)
    } ?? .null
    skipSwiftCast()
    return value
  }

  /// The type a dictionary literal states after a collection (`aps convert --to swift` writes
  /// `["a": 1] as [String: Any]`, as Swift needs to compile it): skipped, so the literal reads
  /// back as the JSON it came from. Nothing is consumed when none follows.
  private mutating func skipSwiftCast() {
    var look = index
    while look < bytes.count, bytes[look] == UInt8(ascii: " ") { look += 1 }
    let reader = DataDescriptionReader(bytes: bytes)
    for cast in Self.swiftCasts where reader.matches(cast, at: look) {
      index = look + cast.utf8.count
      return
    }
  }

  static let swiftCasts = ["as [String: Any]", "as [AnyHashable: Any]", "as [Any]"]

  /// `NSNull()` and `NSDecimalNumber(string: "…")`, the two Foundation values `--to swift` writes
  /// (null, and an integer past Int64); nil (nothing consumed) when neither is here.
  private mutating func parseSwiftFoundationValue() throws(CaptureError) -> JSONValue? {
    let reader = DataDescriptionReader(bytes: bytes)
    if reader.matches("NSNull()", at: index) {
      index += 8
      return .null
    }
    let decimal = "NSDecimalNumber(string: "
    guard reader.matches(decimal, at: index) else { return nil }
    let open = index
    index += decimal.utf8.count
    let text = try parseSwiftString()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ")"), Self.isJSONNumber(text) else {
      index = open
      throw unexpected("NSDecimalNumber(string: \"DIGITS\")")
    }
    index += 1
    return .number(text)
  }

  /// `AnyHashable("key")`, `AnyHashable(7)` or `"key"`; nil (nothing consumed) when neither.
  mutating func parseSwiftKey() throws(CaptureError) -> String? {
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

  /// A value inside a Swift collection (`topLevel`: in the outermost one, where NSStrings print raw).
  mutating func parseSwiftValue(topLevel: Bool) throws(CaptureError) -> JSONValue {
    let rawEnd: Int? = topLevel ? index : nil
    try skipSpace()
    guard index < bytes.count else { throw truncated("a value", openedAt: nil) }
    let reader = DataDescriptionReader(bytes: bytes)
    switch bytes[index] {
    case UInt8(ascii: "["):
      guard rawEnd != nil else { return try parseSwiftCollection() }
      // A top-level NSString prints raw, so `[{"id":1}]` may be JSON text, not an array, and
      // `[4号培养箱温度]的温度异常` a string that starts with a bracketed word.
      return try parseOrRaw(rawEnd: rawEnd, bracketedText: true) { (parser: inout DescriptionParser) throws(CaptureError) in
        try parser.parseSwiftCollection()
      }
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"):
      guard rawEnd != nil else { return try parsePrinted(.darwin, closer: nil) ?? .null }
      // A top-level NSString prints raw, so `{"type":1}` is text when it is no description, and
      // in `{a}b` the braces were only the start of a raw string.
      return try parseOrRaw(rawEnd: rawEnd) { (parser: inout DescriptionParser) throws(CaptureError) in
        try parser.parsePrinted(.darwin, closer: nil) ?? .null
      }
    case UInt8(ascii: "\""):
      return .string(try parseSwiftString())
    case UInt8(ascii: "#") where swiftSource:
      return .string(try parseSwiftRawString())
    default:
      if reader.matches("Optional(", at: index) {
        let open = index
        index += 9
        let inner = try parseSwiftValue(topLevel: false)
        try skipSpace()
        guard index < bytes.count else { throw truncated("')' closing Optional(", openedAt: open) }
        guard bytes[index] == UInt8(ascii: ")") else { throw unexpected("')' closing Optional(") }
        index += 1
        return inner
      }
      if let value = try parseSwiftFoundationValue() { return value }
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
        if bytes[end] == UInt8(ascii: "]"), endsLine(after: end + 1) || closesOptional(at: end) { break }
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
    if let elision = trailingElision(CaptureText.trimmed(bytes, range)) {
      // `Test Device, ...]`: the rest was cut by whoever pasted it.
      index = elision
      throw elidedEntries(at: elision)
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
    if swiftSource, text != "nil", text != "true", text != "false", !Self.isJSONNumber(text) {
      index = start
      throw unexpected("a literal value: in Swift source '\(CaptureText.abbreviated(text))' is a name of something the text does not hold")
    }
    if stringsOnly { return .string(text) }
    if text == "nil" || text == "<null>" { return .null }
    return scalarFromBare(text, at: start, booleansAreText: false)
  }

  /// A Swift raw string `#"…"#` (any number of `#`): its text as written, with no escapes.
  private mutating func parseSwiftRawString() throws(CaptureError) -> String {
    let open = index
    var hashes = 0
    while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected("'\"' after '#' (a raw string)") }
    index += 1
    let textStart = index
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\""), index + hashes < bytes.count,
        (1...hashes).allSatisfy({ bytes[index + $0] == UInt8(ascii: "#") })
      {
        let text = String(decoding: bytes[textStart..<index], as: UTF8.self)
        index += 1 + hashes
        return text
      }
      guard bytes[index] != UInt8(ascii: "\n") else { break }
      index += 1
    }
    throw truncated("'\"' and \(hashes) '#' closing the raw string", openedAt: open)
  }

  /// A raw top-level string that starts with a bracket: only JSON text (an NSString holding JSON
  /// prints so) or, after `[`, words no collection prints; anything else is a broken description,
  /// reported as `error`. `parse`'s value when it ends the entry; otherwise, from the same start, the raw string (or,
  /// when `parse` failed, the JSON text) a top-level NSString prints.
  private mutating func parseOrRaw(
    rawEnd: Int?, bracketedText: Bool = false, _ parse: (inout DescriptionParser) throws(CaptureError) -> JSONValue
  ) throws(CaptureError) -> JSONValue {
    // The key path too: a container that threw half-way left its element's index on it, and the
    // keys after this value would lose their schema type (an FCM data string read as a number).
    let saved = (index, notes, guesses, path)
    do {
      let value = try parse(&self)
      if endsEntry() { return value }
      (index, notes, guesses, path) = saved
      return try parseSwiftRaw(rawEnd: rawEnd)
    } catch {
      (index, notes, guesses, path) = saved
      return try rawJSONText(rawEnd: rawEnd, bracketedText: bracketedText, else: error)
    }
  }

  /// With `bracketedText`, also words in brackets: Swift quotes every string inside a collection and
  /// a broken description holds `{`, `;` or `=`, so `[PAYNETONE -  GIAO DỊCH]` is a string's own text.
  private mutating func rawJSONText(rawEnd: Int?, bracketedText: Bool, else error: CaptureError) throws(CaptureError) -> JSONValue {
    let saved = (index, notes, guesses)
    let value = try parseSwiftRaw(rawEnd: rawEnd)
    if case .string(let text) = value, (try? JSONText(scanning: Array(text.utf8))) != nil { return value }
    if bracketedText, case .string(let text) = value, text.hasPrefix("["), text.hasSuffix("]"),
      !text.contains(where: { "\"{;=".contains($0) })
    {
      return value
    }
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

  /// Whether only spaces (and a literal's type, `as [String: Any]`) follow `offset` up to the end
  /// of its line.
  /// `])` ending its line where the collection was printed inside `Optional(`: `print` of an optional
  /// dictionary (Swift's `Optional` describes itself so: https://developer.apple.com/documentation/swift/optional).
  private func closesOptional(at offset: Int) -> Bool {
    optionalWrapped && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: ")") && endsLine(after: offset + 2)
  }

  func endsLine(after offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    let reader = DataDescriptionReader(bytes: bytes)
    for cast in Self.swiftCasts where reader.matches(cast, at: cursor) { cursor += cast.utf8.count }
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      guard CaptureText.isSpace(bytes[cursor]) else { return false }
      cursor += 1
    }
    return true
  }

  /// The interpolation `\(…)` at `start` as written (to its balancing `)`, at most 80 bytes), for the refusal.
  static func swiftInterpolation(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> String {
    var depth = 0
    var end = start + 1
    while end < bytes.count, end - start < 80, bytes[end] != UInt8(ascii: "\n") {
      if bytes[end] == UInt8(ascii: "(") { depth += 1 }
      if bytes[end] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self) }
      }
      end += 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
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
      // `\(expr)` in a Swift literal is an interpolation, filled in when the code runs ("String
      // Interpolation", https://docs.swift.org/swift-book/documentation/the-swift-programming-language/stringsandcharacters/#String-Interpolation);
      // Swift's printers escape a backslash (`\\`), so no printed string holds one.
      if bytes[index] == UInt8(ascii: "(") {
        index -= 1
        throw .unexpected(
          character: "template expression \"\(Self.swiftInterpolation(bytes, at: index))\"",
          expected: "a value the phone receives: a Swift string interpolation is filled in when the code runs, so its value is not in the text",
          at: location(index))
      }
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

extension PrinterTable {
  /// Swift's `print` of `[AnyHashable: Any]`: `[AnyHashable("aps"): {…}, AnyHashable("id"): 75]`,
  /// `["key": value]` for `[String: Any]`, `[:]` when empty.
  static let swift = PrinterTable(
    form: .swift, name: "Swift print ([AnyHashable(\"key\"): value])", quotes: [UInt8(ascii: "\"")], swiftKeys: true,
    descriptionSpace: true, containerNames: (dictionary: "the Swift collection", array: "the Swift collection"))

  /// Swift 2/3's `print` of `[NSObject: AnyObject]`: `[aps: {\n alert = Hi;\n}, _j_msgid: 5228988433]`.
  static let swiftLegacy = PrinterTable(
    form: .swift, name: "Swift 2/3 print ([key: value])", bracketDictionaries: true, quotes: [UInt8(ascii: "\"")],
    rawText: true, rawSpansLines: true, descriptionValues: true)
}
