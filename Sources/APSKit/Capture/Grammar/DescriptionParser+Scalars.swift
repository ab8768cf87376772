/// Strings, escapes and bare tokens of the old-style plist grammar.
extension DescriptionParser {
  /// Characters CF's reader takes in an unquoted string (`[A-Za-z0-9_$/:.-]`), plus `+` (so the
  /// exponent of `1E+5` stays one token) and raw non-ASCII (hand-edited logs: `alert = 消息;`).
  @inline(__always)
  static func isBareByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
      UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
      return true
    default:
      return byte >= 0x80
    }
  }

  mutating func parseBareToken() throws(CaptureError) -> String {
    let start = index
    while index < bytes.count, Self.isBareByte(bytes[index]) {
      // U+2028/U+2029 are whitespace, not string characters.
      if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        break
      }
      if CaptureText.invisibleSpaceWidth(bytes, at: index) != nil { break }
      // `//` and `/*` start comments even right after a token.
      if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        break
      }
      index += 1
    }
    guard index > start else { throw unexpected("a value (a string, number, '{', '(' or '<')") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// A quoted string without escapes that `scalarFromQuoted` keeps as the string it spells, written to
  /// `output` from its bytes (no string made for it); false, with nothing consumed, for any other.
  mutating func writePlainQuoted() -> Bool {
    let quote = bytes[index]
    let end = ByteWords.firstIndex(of: quote, or: UInt8(ascii: "\\"), in: bytes, from: index + 1, to: bytes.count)
    guard end < bytes.count, bytes[end] == quote else { return false }
    let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
    if !stringsOnly, Self.isJSONNumber(text) || text.count == 6 && text.elementsEqual("<null>".utf8) { return false }
    // Text that is no UTF-8 is read as a string repairs it (U+FFFD).
    if JSONLexing.holdsNonASCII(text), CaptureText.firstInvalidUTF8(text) != nil { return false }
    index = end + 1
    output.string(text)
    return true
  }

  /// A `"…"` or `'…'` string with CF's escapes: `\a \b \f \n \r \t \v`, `\` + newline, octal
  /// `\ooo` (NeXTSTEP Latin), `\U` + 1–4 hex digits (surrogate pairs combined); any other
  /// escaped character is itself.
  mutating func parseQuoted() throws(CaptureError) -> String {
    let quote = bytes[index]
    let open = index
    index += 1
    // Most strings have no escape: their bytes are the string.
    let plainEnd = ByteWords.firstIndex(of: quote, or: UInt8(ascii: "\\"), in: bytes, from: index, to: bytes.count)
    if plainEnd < bytes.count, bytes[plainEnd] == quote {
      index = plainEnd + 1
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[open + 1..<plainEnd]), as: UTF8.self)
    }
    var out: [UInt8] = []
    var pendingHigh: (unit: UInt16, at: Int)?
    while true {
      guard index < bytes.count else {
        throw truncated("'\(Character(Unicode.Scalar(quote)))' closing the string", openedAt: open)
      }
      let byte = bytes[index]
      if byte == quote {
        if let pendingHigh { throw loneSurrogate(pendingHigh.unit, at: pendingHigh.at) }
        index += 1
        return String(decoding: out, as: UTF8.self)
      }
      guard byte == UInt8(ascii: "\\") else {
        if let pendingHigh { throw loneSurrogate(pendingHigh.unit, at: pendingHigh.at) }
        // The run up to the next quote or escape at once (most strings have no escape).
        let run = index
        index = ByteWords.firstIndex(of: quote, or: UInt8(ascii: "\\"), in: bytes, from: index, to: bytes.count)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<index]))
        continue
      }
      let escapeStart = index
      index += 1
      guard index < bytes.count else {
        throw truncated("the character after '\\'", openedAt: open)
      }
      let escaped = bytes[index]
      if escaped == UInt8(ascii: "U") {
        index += 1
        try appendUnicodeEscape(startingAt: escapeStart, openedAt: open, pendingHigh: &pendingHigh, into: &out)
        continue
      }
      if let pendingHigh { throw loneSurrogate(pendingHigh.unit, at: pendingHigh.at) }
      if escaped >= UInt8(ascii: "0") && escaped <= UInt8(ascii: "7") {
        appendOctalEscape(into: &out)
        continue
      }
      index += 1
      // `\"`, `\\`, `\'`, `\` + newline, and CF's "itself" rule: any other letter is itself.
      out.append(BackslashEscape.byte(for: escaped, accepting: "abfnrtv") ?? escaped)
    }
  }

  /// The 1–4 hex digits after `\U` (at `index`): a UTF-16 unit, held while it is a high surrogate
  /// until its low half follows.
  private mutating func appendUnicodeEscape(
    startingAt escapeStart: Int, openedAt open: Int, pendingHigh: inout (unit: UInt16, at: Int)?, into out: inout [UInt8]
  ) throws(CaptureError) {
    var value: UInt32 = 0
    var digits = 0
    while digits < 4, index < bytes.count, let digit = CaptureHex.value(bytes[index]) {
      value = value << 4 | UInt32(digit)
      digits += 1
      index += 1
    }
    guard digits > 0 else {
      if index >= bytes.count { throw truncated("hex digits after '\\U'", openedAt: open) }
      throw .badEscape("'\\U' + \(CaptureText.describe(bytes, at: index))", at: location(escapeStart))
    }
    let unit = UInt16(value)
    if let high = pendingHigh {
      guard unit >= 0xDC00 && unit <= 0xDFFF else { throw loneSurrogate(high.unit, at: high.at) }
      let combined = 0x10000 + (UInt32(high.unit - 0xD800) << 10) + UInt32(unit - 0xDC00)
      pendingHigh = nil
      // Non-nil: a valid pair always combines to a scalar in U+10000…U+10FFFF.
      Self.appendScalar(Unicode.Scalar(combined)!, into: &out)
    } else if unit >= 0xD800 && unit <= 0xDBFF {
      pendingHigh = (unit, escapeStart)
    } else if let scalar = Unicode.Scalar(UInt32(unit)) {
      Self.appendScalar(scalar, into: &out)
    } else {
      throw loneSurrogate(unit, at: escapeStart)
    }
  }

  /// Up to three octal digits (at `index`): a byte of CF's NeXTSTEP Latin encoding.
  private mutating func appendOctalEscape(into out: inout [UInt8]) {
    var value: UInt32 = 0
    var digits = 0
    while digits < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
      value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
      digits += 1
      index += 1
    }
    Self.appendScalar(NeXTSTEPLatin.scalar(UInt8(truncatingIfNeeded: value)), into: &out)
  }

  @inline(__always) private static func appendScalar(_ scalar: Unicode.Scalar, into out: inout [UInt8]) {
    UTF8.encode(scalar) { out.append($0) }
  }

  private func loneSurrogate(_ unit: UInt16, at offset: Int) -> CaptureError {
    let hex = String(unit, radix: 16)
    return .loneSurrogate("\\U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex, at: location(offset))
  }

  /// A bare token as JSON, typed by its key's schema (`ScalarSchema`): under a string-typed key
  /// (`aps.alert`, JPush `content`) it stays a string, under a number-typed key (`aps.badge`) a
  /// numeral is a number; elsewhere a numeral is a number and `true`/`false` a boolean. Every
  /// choice between string and number is noted with its path.
  mutating func scalarFromBare(_ token: String, at start: Int, booleansAreText: Bool) -> JSONValue {
    if stringsOnly { return .string(token) }
    let (value, note) = Self.typedBare(token, path: path, booleansAreText: booleansAreText, vendor: vendor)
    if let note {
      let location = noteLocation(start)
      guesses.add(note, pointer: pointer, location: location)
    }
    return value
  }

  /// The value of an unquoted scalar at `path`, and the note saying which type was chosen when
  /// the text could have been either (nil when it can only be a string).
  ///
  /// `booleansAreText`: in an old-style description (`{ key = value; }`) Darwin prints an
  /// NSNumber boolean as `1`/`0`, never `true`: a bare `true` there is the NSString "true". A
  /// public capture shows it: an FCM userInfo whose JSON (logged as NSData,
  /// https://github.com/ostownsville/cordova-plugin-fcm/pull/4) has `"content_available":"true"`
  /// and `"wasTapped":true`, while its NSLog form prints `content_available = true;` (FCM data
  /// values are strings) and would print `wasTapped = 1;`. In Swift's literal syntax and in
  /// dumps a Swift `Bool` prints `true`, so there the old rule (a boolean, noted) stands.
  static func typedBare(
    _ token: String, path: [String], booleansAreText: Bool = false, vendor: PushVendor? = nil
  ) -> (JSONValue, ScalarGuess?) {
    let isNumber = isJSONNumber(token)
    let isBool = token == "true" || token == "false"
    func guess(_ choice: ScalarGuess.Choice) -> ScalarGuess { ScalarGuess(token: token, choice: choice) }
    guard isNumber || isBool else {
      // `0042`, `+5`, `1.`: a number-like token that is no JSON number stays a string (an
      // NSNumber never prints so), and the choice is listed like every other guess.
      guard looksNumeric(token) else { return (.string(token), nil) }
      return (.string(token), guess(.notJSONNumber))
    }
    if let typed = ScalarSchema.kind(at: path, vendor: vendor) {
      switch typed.kind {
      case .string:
        return (.string(token), guess(.schema(.string, owner: typed.owner, definedAt: vendor?.relative(path) ?? path)))
      case .number where isNumber:
        return (.number(token), guess(.schema(.number, owner: typed.owner, definedAt: vendor?.relative(path) ?? path)))
      case .number:
        break
      }
    }
    if isBool && booleansAreText { return (.string(token), guess(.booleanText)) }
    if isBool { return (.bool(token == "true"), guess(.boolean)) }
    return (.number(token), guess(.number))
  }

  /// A quoted string as JSON: `"<null>"` exactly as written is NSNull; quoted numerals stay strings.
  mutating func scalarFromQuoted(_ text: String, rawRange: Range<Int>) -> JSONValue {
    if stringsOnly { return .string(text) }
    if text == "<null>" && rawRange.count == 8 {
      notes.append(CaptureNote(
        "\"<null>\" read as null (NSNull prints so; the string \"<null>\" prints the same)",
        pointer: pointer, location: noteLocation(rawRange.lowerBound)))
      return .null
    }
    // Most quoted strings are text: the number check runs once.
    let isNumber = Self.isJSONNumber(text)
    if isNumber, text.utf8.contains(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }),
      let typed = ScalarSchema.kind(at: path, vendor: vendor), typed.kind == .number
    {
      // Darwin quotes negative and decimal NSNumbers (`badge_type = "-1";`): the key's type decides.
      guesses.add(
        "quoted \(CaptureText.abbreviated(text)) read as a number: \(typed.owner) defines /\((vendor?.relative(path) ?? path).joined(separator: "/")) as a number (Darwin quotes negative and decimal numbers)",
        pointer: pointer, location: noteLocation(rawRange.lowerBound))
      return .number(text)
    }
    if isNumber {
      notes.append(CaptureNote(
        "quoted number \"\(text)\" kept as a string (Darwin quotes negative and decimal NSNumbers too; it may have been a number)",
        pointer: pointer, location: noteLocation(rawRange.lowerBound)))
    }
    return .string(text)
  }

  /// Digits with an optional sign, dots and exponent (`0042`, `+5`, `1.`, `.5`, `1e5`): text a
  /// reader could take for a number.
  static func looksNumeric(_ text: String) -> Bool {
    // Read in place: this runs for every unquoted scalar of every capture (no array per token).
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count <= 64, bytes.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return false }
      for (offset, byte) in bytes.enumerated() {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."): continue
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
          guard offset == 0 || bytes[offset - 1] | 0x20 == UInt8(ascii: "e") else { return false }
        case UInt8(ascii: "e"), UInt8(ascii: "E"):
          guard offset > 0 else { return false }
        default: return false
        }
      }
      return true
    }
  }

  /// Whether `text` is an RFC 8259 number lexeme.
  static func isJSONNumber(_ text: String) -> Bool {
    // Read in place: this runs for every scalar of every capture (no array per token).
    var text = text
    return text.withUTF8(isJSONNumber)
  }

  /// Whether `bytes` are an RFC 8259 number lexeme.
  static func isJSONNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    func isDigit(_ at: Int) -> Bool { at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
    func skipDigits() -> Int {
      let start = index
      while isDigit(index) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { return false }
    let leadingZero = bytes[index] == UInt8(ascii: "0")
    if skipDigits() > 1 && leadingZero { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() > 0 else { return false }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard skipDigits() > 0 else { return false }
    }
    return index == bytes.count
  }

  /// Adds the type-guess notes (capped) to the notes, in source order.
  mutating func finishNotes() {
    notes += guesses.notes()
  }
}
