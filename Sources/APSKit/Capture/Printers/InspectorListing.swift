/// A browser inspector's expanded object copied as text (Safari, Chrome): one `key: value` per line,
/// blank lines between, no braces or commas, ended by the prototype line (`Object Prototype`,
/// `[[Prototype]]: Object`, `__proto__: Object`). Only a block that ends so is read as one, or one
/// whose first line is `aps: {…}` (Safari's copy of a notification) up to a blank line, a Markdown fence or the end,
/// or one that is the whole of a Markdown code block (a fence line above it and below it): the expanded lines
/// copied without the prototype line ("Notification Payload without message",
/// https://github.com/arnesson/cordova-plugin-firebase/issues/1040).
enum InspectorListing {
  static let terminators = ["Object Prototype", "[[Prototype]]: Object", "__proto__: Object"]

  /// The offset of the terminator line that ends a listing starting at `lineStart`, when the lines
  /// from there are all `key: value` or blank up to it; else nil, with `checked`: no line start up
  /// to it begins a listing either (their walks would stop where this one did), so the scanner
  /// asks again only after it — walking from every line start cost a log of `word: ` lines its
  /// length per line.
  static func end(_ bytes: UnsafeBufferPointer<UInt8>, from lineStart: Int) -> (end: Int?, checked: Int) {
    let reader = DataDescriptionReader(bytes: bytes)
    var line = summaryEnd(bytes, lineStart) ?? lineStart
    var entries = 0
    // Safari's Web Inspector copies a notification's keys one a line with `aps: {…}` first and no
    // prototype line: that first line is the evidence, and the block ends at a blank line or the text's end.
    let apsFirst = reader.matches("aps: {", at: lineStart)
    // A Markdown code block that holds only `key: value` lines: the fences delimit the object.
    let fenced = followsFence(bytes, lineStart)
    while line < bytes.count {
      var first = line
      while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
      if terminators.contains(where: { reader.matches($0, at: first) }) { return (entries > 0 ? line : nil, line) }
      let blank = first >= bytes.count || bytes[first] == UInt8(ascii: "\n") || bytes[first] == UInt8(ascii: "\r")
      if apsFirst, blank, entries > 1, !entryFollows(bytes, after: line) { return (line, line) }
      // … or at the fence of the Markdown code block it was pasted in (public capture 800).
      if apsFirst || fenced, entries > 1, reader.matches("```", at: first) { return (line, line) }
      if !blank {
        guard startsEntry(bytes, first) else { return (nil, line) }
        entries += 1
      }
      while line < bytes.count, bytes[line] != UInt8(ascii: "\n") { line += 1 }
      line += 1
    }
    return (apsFirst && entries > 1 ? bytes.count : nil, bytes.count)
  }

  /// The first byte after the spaces that start the line at `line`.
  private static func lineText(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Int) -> Int {
    var first = line
    while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
    return first
  }

  /// Whether a terminator may stand in `bytes` (each holds `Prototype` or `__proto__`).
  static func hasPrototypeLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteWords.firstIndex(of: ["Prototype", "__proto__"], in: bytes, range: 0..<bytes.count) != nil
  }

  /// Whether `end(bytes, from: lineStart)` may find a listing: without a terminator in the text, only
  /// one whose first line is `aps: {` (every line of a log was walked for nothing).
  static func mayStart(_ bytes: UnsafeBufferPointer<UInt8>, at lineStart: Int, prototypeLine: Bool) -> Bool {
    prototypeLine || ByteWords.matches("aps: {", in: bytes, at: lineStart) || followsFence(bytes, lineStart)
  }

  /// Whether the line before `lineStart` opens a Markdown code block (```` ``` ```` and at most a short
  /// language name): looked at only when that line is short, so a log's lines cost a few bytes each.
  static func followsFence(_ bytes: UnsafeBufferPointer<UInt8>, _ lineStart: Int) -> Bool {
    guard lineStart >= 4, bytes[lineStart - 1] == UInt8(ascii: "\n") else { return false }
    var previous = lineStart - 1
    while previous > 0, bytes[previous - 1] != UInt8(ascii: "\n") {
      previous -= 1
      if lineStart - previous > 16 { return false }
    }
    while previous < lineStart, bytes[previous] == UInt8(ascii: " ") { previous += 1 }
    return ByteWords.matches("```", in: bytes, at: previous)
  }

  /// Whether any line of `bytes` starts a listing (each line start asked as the scanner asks).
  static func startsALine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let prototype = hasPrototypeLine(bytes)
    var lineStart = 0
    var noListingBefore = 0
    while lineStart < bytes.count {
      if lineStart >= noListingBefore, mayStart(bytes, at: lineStart, prototypeLine: prototype) {
        let listing = end(bytes, from: lineStart)
        if listing.end != nil { return true }
        noListingBefore = listing.checked + 1
      }
      lineStart = CaptureScanner.nextLine(bytes, after: lineStart)
    }
    return false
  }

  /// Whether the next non-blank line after the blank one at `line` is an entry or a terminator
  /// (inspectors put blank lines between entries).
  private static func entryFollows(_ bytes: UnsafeBufferPointer<UInt8>, after line: Int) -> Bool {
    var cursor = line
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    guard cursor < bytes.count else { return false }
    return startsEntry(bytes, cursor) || terminators.contains { DataDescriptionReader(bytes: bytes).matches($0, at: cursor) }
  }

  /// A bare key (no spaces or brackets) then `: `.
  private static func startsEntry(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, !DescriptionParser.endsBareKey(bytes[cursor]) { cursor += 1 }
    return cursor > offset && cursor + 1 < bytes.count && bytes[cursor] == UInt8(ascii: ":") && bytes[cursor + 1] == UInt8(ascii: " ")
  }

  /// Chrome's collapsed summary of the object above its expansion (`RemoteMessage {_from: "6", _data: {…}, …}`):
  /// cut by the console (`…`), it is no value; the expanded lines under it are. The start of the
  /// line after it, or nil when the line at `lineStart` is no summary (a name, ` {`, and `…}` at its end).
  static func summaryEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ lineStart: Int) -> Int? {
    var cursor = lineStart
    while cursor < bytes.count, bytes[cursor] | 0x20 >= 0x61 && bytes[cursor] | 0x20 <= 0x7A || bytes[cursor] == UInt8(ascii: "_") {
      cursor += 1
    }
    guard cursor > lineStart, cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: " "), bytes[cursor + 1] == UInt8(ascii: "{") else { return nil }
    var end = cursor
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    let text = CaptureText.trimmed(bytes, cursor..<end)
    let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6, UInt8(ascii: "}")]
    guard text.count >= 4, bytes[(text.upperBound - 4)..<text.upperBound].elementsEqual(ellipsis) else { return nil }
    return min(end + 1, bytes.count)
  }

  /// The listing from `start` to `end` read with the JavaScript table.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, from given: Int, to end: Int, reader: CaptureReader) -> CaptureScanner.Outcome {
    let start = summaryEnd(bytes, given) ?? given
    var parser = DescriptionParser(bytes: bytes, start: start, stringsOnly: reader.stringsOnly)
    parser.allowDuplicates = reader.allowDuplicates
    do {
      try parser.printedContainer(.listing, close: UInt8(ascii: "}"), dictionary: true, listingEnd: end)
      parser.finishNotes()
      var capture = Capture(form: .javascript, notes: parser.notes)
      capture.content = .printed(JSONText(writing: &parser.output))
      capture.notes.append(CaptureNote(
        DataDescriptionReader(bytes: bytes).matches("aps: {", at: start)
          ? "read a key: value listing whose first line is aps (Safari's Web Inspector): the keys after it belong to the same notification"
          : followsFence(bytes, start)
            ? "read a console's expanded object: the key: value lines that are the whole of a Markdown code block"
            : "read an inspector's expanded listing (key: value lines up to its prototype line)"))
      return .capture(capture, end: CaptureScanner.nextLine(bytes, after: end))
    } catch {
      // Only the fences delimit a listing without a prototype line or `aps` first: a fenced log of
      // `label: text` lines (`flutter: 📱 …`, `FCMService: From: …`) is no object, and is scanned as text.
      if !DataDescriptionReader(bytes: bytes).matches("aps: {", at: start), followsFence(bytes, start),
        end >= bytes.count || !terminators.contains(where: { DataDescriptionReader(bytes: bytes).matches($0, at: lineText(bytes, end)) })
      {
        return .noise
      }
      return .failure(error, resume: CaptureScanner.nextLine(bytes, after: end))
    }
  }
}
