/// What keeps a full reading from being a whole capture: the text around it.
extension CaptureScanner {
  /// Why a full reading from `start` to `end` is not a whole capture: text after it on its line, or
  /// a prefix that makes it the value of a key of a dictionary whose start is missing.
  static func problem(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lineStart: Int, form: CaptureForm, member: Bool
  ) -> CaptureError? {
    var cursor = end
    // Punctuation after a capture is decoration (`}--`, `} */`, `)`), `;` the end of a source
    // statement (`$message = array (…);`) except after a description, whose own entries end in `;`
    // (`};` there closes an entry of a dictionary that lost its start); a data blob (`<7b22…>`) is
    // self-contained, so a syslog line may go on after it.
    let decoration: Set<UInt8> = [UInt8(ascii: "-"), UInt8(ascii: "="), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "~")]
    let statementEnd = form == .nslog ? nil : UInt8(ascii: ";")
    var statementEnded = false
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n"),
      CaptureText.isSpace(bytes[cursor]) || decoration.contains(bytes[cursor]) || bytes[cursor] == statementEnd
    {
      if bytes[cursor] == statementEnd { statementEnded = true }
      cursor += 1
    }
    // A source literal's statement ended: what follows on its line is the next statement (`; EM.stop }`).
    if statementEnded, form == .javascript || CaptureForm.server.contains(form) {
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
    }
    if form == .nsdata || form == .nsdataLegacy { cursor = nextLine(bytes, after: cursor) - 1 }
    let reader = DataDescriptionReader(bytes: bytes)
    // Source code's keyword argument holds quoted literals; a printed object's `name=` field
    // (Dart's `PushPayload(…, extras={…})`) is part of that object.
    let argument = !form.losesTypes && isKeywordArgument(bytes, start: start, lineStart: lineStart)
    // A quote right after the capture that also stands right before it wraps it (`'{…}'` in a shell or Ruby line).
    var before = start
    while before > lineStart, CaptureText.isSpace(bytes[before - 1]) { before -= 1 }
    let wrapped = cursor < bytes.count && before > lineStart
      && (bytes[before - 1] == bytes[cursor] && [UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "`")].contains(bytes[cursor])
        || bytes[before - 1] == UInt8(ascii: "(") && bytes[cursor] == UInt8(ascii: ")")
        || argument && [UInt8(ascii: ")"), UInt8(ascii: ",")].contains(bytes[cursor]))
    if wrapped, SourceContext.isFormatCall(bytes, quote: before - 1), let verb = SourceContext.formatVerb(bytes, in: start..<end) {
      return .unexpected(
        character: CaptureText.describe(bytes, at: verb),
        expected: "a whole value: the string holding it is the format of a call (Sprintf, String(format:)) whose verbs the code fills in",
        at: .pending(verb))
    }
    if wrapped, let format = SourceContext.formatOperator(bytes, after: cursor + 1) {
      return .unexpected(
        character: CaptureText.describe(bytes, at: format),
        expected: "a whole value: the string holding it is a format whose placeholders the code fills in after it (Python's % and str.format)",
        at: .pending(format))
    }
    if cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n"), !CaptureReader.isCandidate(bytes, cursor),
      !reader.matches("*/", at: cursor), bytes[cursor] != UInt8(ascii: "`"), !wrapped, CaptureTrailer.note(bytes, from: cursor) == nil,
      !CaptureTrailer.isLineComment(bytes, from: end), !CaptureTrailer.isKeyList(bytes, from: end),
      !(form == .json && isInSentence(bytes, start: start, end: end, lineStart: lineStart))
    {
      return .unexpected(
        character: CaptureText.describe(bytes, at: cursor),
        expected: "the end of the line after the capture that ends here (text after a capture means it is part of something larger, or two captures were glued)",
        at: .pending(cursor))
    }
    if form != .nslog, let store = SourceContext.laterStore(bytes, start: start, end: end) {
      return .unexpected(
        character: CaptureText.describe(bytes, at: store),
        expected: "the literal as sent: the code after it stores into it by subscript, so what was sent is not in the text",
        at: .pending(store))
    }
    if member && !argument {
      return .unexpected(
        character: CaptureText.describe(bytes, at: start),
        expected: "a whole capture, not the value of a key: the dictionary this belongs to has no opening brace (the capture lost its start)",
        at: .pending(start))
    }
    return nil
  }

  /// Whether the JSON from `start` to `end` is quoted inside a sentence of prose (`I am getting only
  /// {"wasTapped":false} for same notification`, "Not getting proper data.",
  /// https://github.com/fechanique/cordova-plugin-fcm/issues/248): a word and a space before it on its line,
  /// a space and words after it to the line's end, with no bracket, quote or separator a value or a second
  /// capture would hold. Text glued to a capture, or code after it, still refuses it.
  static func isInSentence(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lineStart: Int) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }
    guard start - lineStart >= 2, bytes[start - 1] == UInt8(ascii: " "), isLetter(bytes[start - 2]) else { return false }
    guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: " "), isLetter(bytes[end + 1]), end + 2 < bytes.count, isLetter(bytes[end + 2]) else {
      return false
    }
    var cursor = end + 1
    var words = 0
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      let byte = bytes[cursor]
      if isLetter(byte) {
        if !isLetter(bytes[cursor - 1]) { words += 1 }
      } else if !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\r") || byte >= 0x30 && byte <= 0x39 || ".,!?'-".utf8.contains(byte) || byte >= 0x80) {
        return false
      }
      cursor += 1
    }
    return words >= 2
  }

  /// Whether the capture is a keyword argument of a call, `name=` glued to it (Python's
  /// `publish_body={…}`, `custom={…})`): the argument ends at `,` or `)`, and `name=` is no
  /// entry of a dictionary that lost its start (a description prints ` = ` with spaces).
  static func isKeywordArgument(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, lineStart: Int) -> Bool {
    guard start - lineStart >= 2, bytes[start - 1] == UInt8(ascii: "=") else { return false }
    let last = bytes[start - 2]
    return last == UInt8(ascii: "_") || (last >= 0x30 && last <= 0x39) || (last | 0x20 >= 0x61 && last | 0x20 <= 0x7A)
  }

  /// The offset of the quoted key before the `[` at `bracket` when the line holds only `"key": [` and no
  /// container is open above it (the previous non-blank line ends in no `{`, `[` or `,`): a JSON member whose
  /// enclosing braces were left out (gorush's `"notifications": [ {…} ]`, "remove required field: message",
  /// https://github.com/appleboy/gorush/pull/163). Its elements are parts of that request, not notifications.
  static func bracelessArrayMember(_ bytes: UnsafeBufferPointer<UInt8>, bracket: Int, lineStart: Int) -> Int? {
    var cursor = bracket
    while cursor > lineStart, CaptureText.isSpace(bytes[cursor - 1]) { cursor -= 1 }
    guard cursor - 3 >= lineStart, bytes[cursor - 1] == UInt8(ascii: ":") else { return nil }
    cursor -= 1
    while cursor > lineStart, CaptureText.isSpace(bytes[cursor - 1]) { cursor -= 1 }
    guard cursor - 2 >= lineStart, bytes[cursor - 1] == UInt8(ascii: "\"") else { return nil }
    var quote = cursor - 2
    while quote >= lineStart, bytes[quote] != UInt8(ascii: "\"") {
      if bytes[quote] == UInt8(ascii: "\n") { return nil }
      quote -= 1
    }
    guard quote >= lineStart, quote < cursor - 2, CaptureText.trimmed(bytes, lineStart..<quote).isEmpty else { return nil }
    // The array holds a dictionary: its first element opens with `{`.
    var first = bracket + 1
    while first < bytes.count, CaptureText.isSpace(bytes[first]) { first += 1 }
    guard first < bytes.count, bytes[first] == UInt8(ascii: "{") else { return nil }
    var above = lineStart
    while above > 0, CaptureText.isSpace(bytes[above - 1]) { above -= 1 }
    guard above == 0 || ![UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ",")].contains(bytes[above - 1]) else { return nil }
    return quote
  }

  /// Whether the text before `start` on its line is `key =` or `key:` inside a list of entries (a
  /// separator before the key on the line, or a previous line ending in `;`, `,`, `{`, `(`, `[`, `=`, `:`).
  static func isMember(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, lineStart: Int) -> Bool {
    var end = start
    while end > lineStart, CaptureText.isSpace(bytes[end - 1]) { end -= 1 }
    guard end > lineStart else { return false }
    let last = bytes[end - 1]
    let fullWidthEquals = end - lineStart >= 3 && bytes[end - 3] == 0xEF && bytes[end - 2] == 0xBC && bytes[end - 1] == 0x9D
    guard last == UInt8(ascii: "=") || last == UInt8(ascii: ":") || fullWidthEquals else { return false }
    // The key itself, then what stands before it on the line.
    var keyStart = end - 1
    while keyStart > lineStart, !CaptureText.isSpace(bytes[keyStart - 1]), bytes[keyStart - 1] != UInt8(ascii: ",") && bytes[keyStart - 1] != UInt8(ascii: ";") && bytes[keyStart - 1] != UInt8(ascii: "{") { keyStart -= 1 }
    let separators: Set<UInt8> = [UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "="), UInt8(ascii: ":")]
    // A quoted key (`"aps":`, `"aps" =`, `AnyHashable("aps"):`) is never a log prefix.
    var close = end - 1
    while close > lineStart, CaptureText.isSpace(bytes[close - 1]) { close -= 1 }
    if close > lineStart, bytes[close - 1] == UInt8(ascii: "\"")
      || close - 1 > lineStart && bytes[close - 1] == UInt8(ascii: ")") && bytes[close - 2] == UInt8(ascii: "\"")
    {
      return true
    }
    var before = keyStart
    while before > lineStart, CaptureText.isSpace(bytes[before - 1]) { before -= 1 }
    // On the line, only an entry separator before the key counts (`flutter: onMessage: {` is a label).
    if before > lineStart { return [UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "[")].contains(bytes[before - 1]) }
    // Nothing before the key on its line: look at the previous non-blank line's end (a label line
    // such as `iOS:` ends with a colon, so that one does not count).
    var cursor = lineStart
    while cursor > 0, CaptureText.isSpace(bytes[cursor - 1]) { cursor -= 1 }
    return cursor > 0 && separators.contains(bytes[cursor - 1]) && bytes[cursor - 1] != UInt8(ascii: ":")
  }

  static func nextLine(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
    return min(cursor + 1, bytes.count)
  }

  static func blankLineFollows(_ bytes: UnsafeBufferPointer<UInt8>, _ newline: Int) -> Bool {
    var cursor = newline + 1
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      guard CaptureText.isSpace(bytes[cursor]) else { return false }
      cursor += 1
    }
    return true
  }
}
