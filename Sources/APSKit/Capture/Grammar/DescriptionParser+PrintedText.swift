/// The printers' text parts over the shared grammar: a raw (unquoted) value and the space
/// between entries.
extension DescriptionParser {
  /// Raw text: up to a `,` that a key and `:` follow, or the container's closer, at bracket depth 0;
  /// spaces around it are the printer's, not the value's. Typed by its key's schema like a bare token.
  mutating func printedRaw(_ table: PrinterTable, closer: UInt8?) throws(CaptureError) -> JSONValue {
    if let wrapped = wrappedJSONText(table, closer: closer) { return wrapped }
    let start = index
    var nesting = 0
    var end = index
    scan: while end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "("): nesting += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"):
        if nesting == 0 { break scan }
        nesting -= 1
      case UInt8(ascii: ","):
        if nesting == 0 && (closer == UInt8(ascii: "]") && !table.bracketDictionaries || startsBareKey(end + 1, table)) { break scan }
      case UInt8(ascii: "\n"):
        // A Dart value never spans lines in a capture; a line break inside one is log text.
        if closer == nil || !table.rawSpansLines { break scan }
      default: break
      }
      end += 1
    }
    let range = CaptureText.trimmed(bytes, start..<end)
    if let quote = quotedLiteralInRawValue(table, range) { throw sourceLiteralError(at: quote, table) }
    if table.separatorHugsKey, let terminator = descriptionTerminator(in: range) {
      // `alert=Hello;badge=1`: a description's `;` between entries, which Java's map never prints.
      index = terminator
      throw unexpected("',' between Java map entries (';' ends a description's entry)")
    }
    if let elision = trailingElision(range) {
      // `Test Device, ...]`: the author cut the rest of the capture there; what it held is not in the text.
      index = elision
      throw elidedEntries(at: elision)
    }
    index = end
    let text = String(decoding: bytes[range], as: UTF8.self)
    if text == "..." || text == "\u{2026}" {
      // `post_id: ...`: a raw value that is only the mark stands for a value the author left out.
      index = range.lowerBound
      throw .unexpected(character: "'...' standing for a value left out", expected: "a payload printed in full (paste the values as logged)", at: location(range.lowerBound))
    }
    if text.isEmpty {
      notes.append(CaptureNote("empty value read as an empty string", pointer: pointer, location: noteLocation(start)))
      return .string("")
    }
    if text == "null" || text == "nil" {
      // Dart prints null as `null`; under a key whose values are strings (FCM data) it is the text.
      if !stringsOnly, vendor?.kind(at: path) == .string {
        guesses.add("\(text) read as the string \"\(text)\": the provider sends only strings here", pointer: pointer, location: noteLocation(range.lowerBound))
        return .string(text)
      }
      return stringsOnly ? .string(text) : .null
    }
    return scalarFromBare(text, at: range.lowerBound, booleansAreText: false)
  }

  /// Where `, ...` or `, …` ends a raw value (the rest of the container cut by whoever pasted it); nil otherwise.
  func trailingElision(_ range: Range<Int>) -> Int? {
    let dots: [[UInt8]] = [Array(", ...".utf8), Array(", \u{2026}".utf8)]
    for mark in dots where range.count >= mark.count && Array(bytes[(range.upperBound - mark.count)..<range.upperBound]) == mark {
      return range.upperBound - mark.count + 2
    }
    return nil
  }

  /// The refusal at a `...` that stands for the entries left out after a value.
  func elidedEntries(at offset: Int) -> CaptureError {
    .unexpected(
      character: "'...' standing for entries left out",
      expected: "a payload printed in full (the text elides part of the notification; paste the whole payload as logged)",
      at: location(offset))
  }

  /// JSON text in a value that never spans lines (Dart prints a string raw on one line) which the
  /// author wrapped over several: its lines joined without the breaks and indentation (the wrap is
  /// the author's, not the text's), when the joined text is JSON; nil otherwise.
  private mutating func wrappedJSONText(_ table: PrinterTable, closer: UInt8?) -> JSONValue? {
    guard closer != nil, !table.rawSpansLines, table.quotes.isEmpty,
      bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[")
    else { return nil }
    var joined: [UInt8] = []
    var nesting = 0
    var cursor = index
    var lines = 1
    while cursor < bytes.count {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { nesting += 1 }
      if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { nesting -= 1 }
      if byte == UInt8(ascii: "\n") {
        guard nesting > 0 else { return nil }
        while joined.last.map(CaptureText.isSpace) == true { joined.removeLast() }
        cursor += 1
        while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
        lines += 1
        continue
      }
      joined.append(byte)
      cursor += 1
      if nesting == 0 { break }
    }
    guard lines > 1, nesting == 0, (try? JSONText(scanning: joined)) != nil else { return nil }
    let start = index
    index = cursor
    notes.append(CaptureNote(
      "JSON text wrapped over \(lines) lines read as one string without the line breaks (this printer never breaks a value)",
      pointer: pointer, location: noteLocation(start)))
    return .string(String(decoding: joined, as: UTF8.self))
  }

  /// The space between entries and before a value: the description's and Swift's may hold comments
  /// and line separators.
  mutating func skipEntrySpace(_ table: PrinterTable) throws(CaptureError) {
    if table.descriptionSpace { try skipSpace() } else { skipPrintedSpace(comments: table.comments) }
  }

  /// Spaces, including the no-break and zero-width spaces chat apps and web pages indent with
  /// (never part of a key).
  mutating func skipPrintedSpace(comments: Bool = false) {
    while index < bytes.count {
      if CaptureText.isSpace(bytes[index]) {
        index += 1
      } else if comments, bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")
      {
        javascriptMarks += 1
        let block = bytes[index + 1] == UInt8(ascii: "*")
        let start = index
        index += 2
        var textEnd = bytes.count
        while index < bytes.count {
          if !block && bytes[index] == UInt8(ascii: "\n") { textEnd = index; break }
          if block && bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") {
            textEnd = index
            index += 2
            break
          }
          index += 1
        }
        noteComment(start: start, text: (start + 2)..<textEnd)
      } else if let width = CaptureText.invisibleSpaceWidth(bytes, at: index) {
        // JSON allows none: JSON that a page indented with them (public capture 819) is read here.
        javascriptMarks += 1
        index += width
      } else {
        return
      }
    }
  }

  /// The offset of a `;` in `range` followed by a bare key and `=` (a description's next entry).
  private func descriptionTerminator(in range: Range<Int>) -> Int? {
    for offset in range where bytes[offset] == UInt8(ascii: ";") {
      var cursor = offset + 1
      while cursor < range.upperBound, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
      let key = cursor
      while cursor < range.upperBound, !Self.endsBareKey(bytes[cursor]) { cursor += 1 }
      if cursor > key, cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "=") { return offset }
    }
    return nil
  }
}
