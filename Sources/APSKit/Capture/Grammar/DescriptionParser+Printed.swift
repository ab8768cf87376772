/// The printers that are tables over the shared grammar (`PrinterTable`): the Darwin description,
/// Dart, JavaScript consoles, Swift 4+ and 2/3. One reader; the table says which spelling each part takes.
extension DescriptionParser {
  /// Whether the JavaScript value at `index` is one JSON has none for (`undefined`, a function, an
  /// accessor not invoked), skipped; a console's mark of a cut depth is refused.
  private mutating func skipsJavaScriptValue(_ reader: DataDescriptionReader) throws(CaptureError) -> Bool {
    // Chrome's `(...)`: an accessor the console has not invoked ("Invoke property getter"), no own data.
    for token in ["undefined", "(...)"] where reader.matches(token, at: index) {
      index += token.utf8.count
      javascriptMarks += 1
      return true
    }
    if reader.matches("[Function", at: index) || reader.matches("[class ", at: index) {
      javascriptMarks += 1
      try skipJavaScriptTag()
      return true
    }
    if let end = brokenFunctionTag(reader) {
      // `[Function finish]` that a re-indenter broke over lines (`[`, `Functionfinish`, `]`).
      javascriptMarks += 1
      index = end
      return true
    }
    for cut in ["[Object]", "[Array]", "{…}", "[…]", "Object {...}", "[Circular"] where reader.matches(cut, at: index) {
      throw .elided(at: location(index))
    }
    return false
  }

  /// One value in `table`'s spelling as a tree, for a reader that builds one around it (Swift's values,
  /// a per-key listing); nil for a JavaScript `undefined` or function.
  mutating func parsePrinted(_ table: PrinterTable, closer: UInt8?) throws(CaptureError) -> JSONValue? {
    var written = false
    let value = try tree { (parser: inout DescriptionParser) throws(CaptureError) in written = try parser.writePrinted(table, closer: closer) }
    return written ? value : nil
  }

  /// One value in `table`'s spelling, written to `output` as it is read; false (nothing written) for a
  /// JavaScript `undefined` or function, which JSON has no value for (`JSON.stringify` drops the member).
  mutating func writePrinted(_ table: PrinterTable, closer: UInt8?) throws(CaptureError) -> Bool {
    try skipEntrySpace(table)
    guard index < bytes.count else { throw truncated("a value", openedAt: nil) }
    // The outermost `@{` stands before the reading's start; every value inside has its own `@`.
    if let marker = table.literalMarker, depth > 0 {
      if let boxed = boxedLiteral() { return write(boxed) }
      try skipLiteralMarker(marker)
    }
    // A text that ends at the marker (`@{@"aps": @`) is cut there.
    guard index < bytes.count else { throw truncated("a value", openedAt: nil) }
    let reader = DataDescriptionReader(bytes: bytes)
    for prefix in table.containerPrefixes where reader.matches(prefix, at: index) {
      let after = index + prefix.utf8.count
      if after < bytes.count, bytes[after] == UInt8(ascii: "{") || bytes[after] == UInt8(ascii: "[") {
        index = after
        javascriptMarks += 1
      }
    }
    let byte = bytes[index]
    if table.javascript, try skipsJavaScriptValue(reader) { return false }
    if byte == UInt8(ascii: "{") {
      if table.descriptionValues { return try writePrinted(.darwin, closer: nil) }
      if table.dataScalars, reader.isModernDescription(at: index) { return write(try parseData()) }
      if table.quotes.isEmpty && looksRaw(from: index) {
        // Dart prints a string raw: `{"type":"0"}` is JSON text in a string (a map never quotes keys).
        return write(try printedRaw(table, closer: closer))
      }
      try printedContainer(table, close: UInt8(ascii: "}"), dictionary: true)
      return true
    }
    if byte == table.arrayOpen {
      // Swift writes `[key: …` with no space after the bracket (Console.app's `[ hasSound: 0 …]` is log text).
      let dictionary = table.bracketDictionaries && index + 1 < bytes.count && !CaptureText.isSpace(bytes[index + 1])
        && startsBareKey(index + 1, table)
      if !dictionary && table.quotes.isEmpty && looksRaw(from: index) {
        return write(try printedRaw(table, closer: closer))
      }
      try printedContainer(table, close: table.arrayClose, dictionary: dictionary)
      return true
    }
    if table.dataScalars, byte == UInt8(ascii: "<") {
      guard reader.matches("<null>", at: index) else { return write(try parseData()) }
      index += 6
      return write(stringsOnly ? .string("<null>") : .null)
    }
    if table.quotes.contains(byte) {
      let start = index
      if !table.javascript, table.literalMarker == nil, writePlainQuoted() { return true }
      let text = try table.javascript ? parseJavaScriptString() : parseQuoted()
      return write(table.javascript || table.literalMarker != nil ? .string(text) : scalarFromQuoted(text, rawRange: start..<index))
    }
    if table.rawText { return write(try printedRaw(table, closer: closer)) }
    let start = index
    let token = try parseBareToken()
    if table.javascript {
      if token == "null" { return write(.null) }
      if token == "true" || token == "false" { return write(.bool(token == "true")) }
      if Self.isJSONNumber(token) { return write(.number(token)) }
      // Zeros only (`00000`, a number a reporter masked): zero in JavaScript's legacy octal form too
      // ("LegacyOctalIntegerLiteral", https://tc39.es/ecma262/#prod-LegacyOctalIntegerLiteral), so no other value.
      if !token.isEmpty, token.utf8.allSatisfy({ $0 == UInt8(ascii: "0") }) { return write(.number("0")) }
      index = start
      // A word a console never prints for a value: a variable of the source the text was cut from.
      if let first = token.utf8.first, first == UInt8(ascii: "_") || first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"),
        token.utf8.allSatisfy({ Self.isWordByte($0) || $0 == UInt8(ascii: ".") })
      {
        throw .unexpected(
          character: "bare name \(token.debugDescription)",
          expected: "a JavaScript value (a quoted string, number, true, false, null, '{' or '['): a bare name is a variable of the code the text was cut from, and its value is not in the text",
          at: location(start))
      }
      throw unexpected("a JavaScript value (a quoted string, number, true, false, null, '{' or '[')")
    }
    if table.literalMarker != nil { return write(try objcScalar(token, at: start)) }
    return write(scalarFromBare(token, at: start, booleansAreText: table.booleansAreText))
  }

  /// A whole capture in `table`'s spelling written to `output` (null for a JavaScript `undefined`); `form`.
  @discardableResult
  mutating func writeWhole(_ table: PrinterTable, as form: CaptureForm = .nslog) throws(CaptureError) -> CaptureForm {
    if try !writePrinted(table, closer: nil) { output.null() }
    return form
  }

  /// A whole capture a printer read as a tree written to `output`; `form`.
  mutating func written(_ value: JSONValue, as form: CaptureForm) -> CaptureForm {
    output.value(value)
    return form
  }

  /// Writes a value the grammar read as a tree (a scalar, or a part only one printer has); true.
  @inline(__always)
  mutating func write(_ value: JSONValue) -> Bool {
    output.value(value)
    return true
  }

  /// `body`'s writing as a tree, for a reader that builds one around it: written to a writer of its own,
  /// then read back from that writer's tape; `output` is as it was after. Nil when nothing was written.
  mutating func tree(_ body: (inout DescriptionParser) throws(CaptureError) -> Void) throws(CaptureError) -> JSONValue? {
    var outer = JSONTapeWriter()
    swap(&outer, &output)
    defer { swap(&outer, &output) }
    try body(&self)
    guard !output.isEmpty else { return nil }
    var tape = output.finishedTape()
    return output.out.withUnsafeBufferPointer { text in
      tape.bytes = text
      return tape.withRoot(\.value)
    }
  }

  /// `{ key: value, … }` or `[ value, … ]` (or Swift 2/3's `[key: value]`), written to `output`; with
  /// `listingEnd`, the entries of an inspector's expanded listing (no braces) up to that offset.
  mutating func printedContainer(
    _ table: PrinterTable, close: UInt8, dictionary: Bool, listingEnd: Int? = nil
  ) throws(CaptureError) {
    let open = index
    if listingEnd == nil { index += 1 }
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else {
      // The description's reader has always named the bracket that goes too deep; the others the byte after it.
      if table.tokenKeys { index = open }
      throw unexpected("at most \(Self.maximumDepth) nested containers")
    }
    var seen = SeenKeys()
    var entries = 0
    var dictionary = dictionary
    if table.swiftKeys {
      guard let swiftDictionary = try swiftContainerKind(close: close) else {
        output.open(object: true)
        output.close()
        return
      }
      dictionary = swiftDictionary
    }
    output.open(object: dictionary || listingEnd != nil)
    while true {
      let lineBefore = index
      try skipEntrySpace(table)
      if let listingEnd, index >= listingEnd {
        output.close()
        return
      }
      guard index < bytes.count else {
        throw truncated(containerEnd(table, close: close, dictionary: dictionary, afterEntry: entries > 0), openedAt: open)
      }
      if listingEnd == nil, bytes[index] == close {
        index += 1
        output.close()
        return
      }
      if entries > 0, !dictionary || table.entryTerminator == nil,
        try !passEntrySeparator(table, close: close, dictionary: dictionary, openedAt: open, lineBefore: lineBefore)
      {
        continue
      }
      if dictionary {
        try printedMember(table, close: close, openedAt: open, seen: &seen)
      } else {
        path.append(String(entries))
        if table.swiftKeys {
          output.value(try parseSwiftValue(topLevel: false))
        } else if try !writePrinted(table, closer: close) {
          output.null()
        }
        path.removeLast()
      }
      entries += 1
    }
  }

  /// Swift prints `[:]` for an empty dictionary (nil, consumed); otherwise the first entry tells
  /// whether the brackets hold a dictionary (a key and `:`) or an array.
  private mutating func swiftContainerKind(close: UInt8) throws(CaptureError) -> Bool? {
    try skipSpace()
    if DataDescriptionReader(bytes: bytes).matches(":]", at: index) {
      index += 2
      return nil
    }
    let first = index
    defer { index = first }
    guard index < bytes.count, bytes[index] != close else { return false }
    return try parseSwiftKey() != nil
  }

  /// The separator before a container's next entry: ',' (a trailing one allowed: false, the
  /// closer comes next), or a line break alone where the table says so.
  private mutating func passEntrySeparator(
    _ table: PrinterTable, close: UInt8, dictionary: Bool, openedAt open: Int, lineBefore: Int
  ) throws(CaptureError) -> Bool {
    guard bytes[index] == UInt8(ascii: ",") else {
      if table.newlineSeparates && bytes[lineBefore..<index].contains(UInt8(ascii: "\n")) { return true }
      throw unexpected("',' or '\(Character(Unicode.Scalar(close)))' after \(dictionary ? "an entry" : table.elementName)")
    }
    index += 1
    try skipEntrySpace(table)
    guard index < bytes.count else {
      throw truncated(containerEnd(table, close: close, dictionary: dictionary, afterEntry: false), openedAt: open)
    }
    guard bytes[index] == close else { return true }
    // A trailing comma: pretty-format prints one; JSON with comments allows it.
    javascriptMarks += 1
    if !table.containerPrefixes.isEmpty, depth == 1 {
      notes.append(CaptureNote("a trailing ',' before the closing bracket: read as JavaScript / JSON with comments (JSON has none)", location: noteLocation(index)))
    }
    return false
  }

  /// One dictionary entry: its key, separator, value and (Darwin's `;`) terminator, written to `output`.
  private mutating func printedMember(
    _ table: PrinterTable, close: UInt8, openedAt open: Int, seen: inout SeenKeys
  ) throws(CaptureError) {
    let keyStart = index
    let key = try printedKey(table, openedAt: table.swiftKeys ? open : nil)
    try noteKey(key, at: keyStart, seen: &seen)
    if table.entryTerminator != nil, try !keySeparated(table, key: key, openedAt: open) {
      output.key(key)
      output.string(key)
      return
    }
    path.append(key)
    output.key(key)
    // Swift's values: an NSString prints raw (it may hold `, `) only in the outermost collection.
    let written: Bool
    if table.swiftKeys {
      output.value(try parseSwiftValue(topLevel: depth == 1))
      written = true
    } else {
      written = try writePrinted(table, closer: close)
    }
    path.removeLast()
    if !written {
      output.dropKey()
      notes.append(CaptureNote(
        "undefined or a function: dropped, as JSON.stringify drops it", pointer: JSONPointer(tokens: path + [key]),
        location: noteLocation(keyStart)))
    }
    guard let terminator = table.entryTerminator else { return }
    try skipEntrySpace(table)
    guard index < bytes.count else {
      // Error texts are built only when thrown: this runs for every entry of every capture.
      let closer = "'\(Character(Unicode.Scalar(terminator)))'"
      throw truncated("\(closer) after the value of \"\(CaptureText.abbreviated(key))\"", openedAt: open)
    }
    guard bytes[index] == terminator else { throw .missingSemicolon(at: location(index)) }
    index += 1
  }

  /// What a cut-off container was waiting for (the description's and Swift's readers name it).
  private func containerEnd(_ table: PrinterTable, close: UInt8, dictionary: Bool, afterEntry: Bool) -> String {
    let closer = "'\(Character(Unicode.Scalar(close)))'"
    guard let names = table.containerNames else { return "\(closer) closing the container" }
    let name = dictionary ? names.dictionary : names.array
    // After a terminated entry (`key = value;`) only the closer can come.
    let separated = afterEntry && (!dictionary || table.entryTerminator == nil)
    return separated ? "',' or \(closer) in \(name)" : "\(closer) closing \(name)"
  }
}
