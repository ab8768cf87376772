/// Turns dump nodes into JSON values: the dump's row of the printers' grammar
/// (`PrinterTable.swiftDump`, whose containers are indented lines, not brackets). The tree of
/// lines stands in for the brackets (`SwiftDumpReader`); the duplicate-key rule, the scalar forms
/// and their typing, the key paths and the notes are the shared reader's (`DescriptionParser`).
struct SwiftDumpValueBuilder {
  let reader: SwiftDumpReader
  /// The shared reader's state (key path, notes, type guesses), never moved over the text itself.
  private var parser: DescriptionParser

  init(reader: SwiftDumpReader) {
    self.reader = reader
    parser = DescriptionParser(bytes: reader.bytes, start: 0, stringsOnly: reader.stringsOnly)
    parser.allowDuplicates = reader.allowDuplicates
    parser.vendor = reader.vendor
  }

  /// The value of the tree at `root` and its notes, the type guesses last (as every printer's).
  mutating func read(_ root: SwiftDumpReader.Node) throws(CaptureError) -> (JSONValue, [CaptureNote]) {
    let value = try value(root, PrinterTable.swiftDump)
    parser.finishNotes()
    return (value, parser.notes)
  }

  private mutating func value(_ node: SwiftDumpReader.Node, _ table: PrinterTable) throws(CaptureError) -> JSONValue {
    let line = node.line
    switch line.marker {
    case .collapsed:
      throw .incompleteDump(reason: "'▹' marks a value dump did not expand", at: reader.location(line.offset))
    case .leaf:
      if SwiftDumpReader.elementCount(line.summary) == 0 {
        parser.notes.append(CaptureNote(
          "an empty collection ('0 elements') read as {}: a dump does not tell an empty dictionary from an empty array",
          pointer: parser.pointer, location: parser.noteLocation(line.offset)))
        return .object([])
      }
      if !node.continuation.isEmpty {
        return .string(([line.summary] + node.continuation).joined(separator: "\n"))
      }
      if let quoted = quotedString(line) { return .string(quoted) }
      let text = line.summary
      if !parser.stringsOnly, text == "nil" || text == "<null>" {
        parser.notes.append(CaptureNote(
          "\(text) read as null", pointer: parser.pointer, location: parser.noteLocation(line.summaryOffset)))
        return .null
      }
      return parser.scalarFromBare(text, at: line.summaryOffset, booleansAreText: table.booleansAreText)
    case .open:
      if node.children.count == 1, node.children[0].line.label == "some" || line.summary.hasPrefix("Optional") {
        return try value(node.children[0], table)
      }
      guard SwiftDumpReader.elementCount(line.summary) != nil else {
        throw .incompleteDump(
          reason: "'\(CaptureText.abbreviated(line.summary))' is not a dictionary, array, string or number; "
            + "log the payload as JSON instead", at: reader.location(line.offset))
      }
      let isDictionary = !node.children.isEmpty && node.children.allSatisfy { entry in
        entry.line.marker == .open && entry.children.count == 2
          && entry.children[0].line.label == "key" && entry.children[1].line.label == "value"
      }
      if node.children.isEmpty {
        parser.notes.append(CaptureNote(
          "an empty collection read as {}: a dump does not tell an empty dictionary from an empty array",
          pointer: parser.pointer, location: parser.noteLocation(line.offset)))
        return .object([])
      }
      guard isDictionary else {
        var elements: [JSONValue] = []
        for (index, child) in node.children.enumerated() {
          parser.path.append(String(index))
          elements.append(try value(child, table))
          parser.path.removeLast()
        }
        return .array(elements)
      }
      var members: [JSONMember] = []
      var seen = SeenKeys()
      for entry in node.children {
        let keyNode = entry.children[0]
        let key = try keyText(keyNode)
        try parser.noteKey(key, at: keyNode.line.offset, seen: &seen)
        parser.path.append(key)
        members.append(JSONMember(key, try value(entry.children[1], table)))
        parser.path.removeLast()
      }
      return .object(members)
    }
  }

  /// A key: `- key : title` (NSString, raw), `- key : "title"` or `▿ key : AnyHashable("title")`.
  private mutating func keyText(_ node: SwiftDumpReader.Node) throws(CaptureError) -> String {
    if let inner = node.children.first, node.children.count == 1, inner.line.marker == .leaf {
      return quotedString(inner.line) ?? inner.line.summary
    }
    let summary = node.line.summary
    if summary.hasPrefix("AnyHashable("), summary.hasSuffix(")") {
      // The dump's `AnyHashable("…")` summary is taken as written between the quotes (no escapes).
      let inside = String(summary.dropFirst(12).dropLast())
      if inside.hasPrefix("\""), inside.hasSuffix("\""), inside.count >= 2 { return String(inside.dropFirst().dropLast()) }
      return inside
    }
    if node.line.marker == .leaf { return quotedString(node.line) ?? summary }
    throw .incompleteDump(
      reason: "a dictionary key that is not a string ('\(CaptureText.abbreviated(summary))')", at: reader.location(node.line.offset))
  }

  /// The Swift string literal that is the whole summary, or nil when the summary is not one.
  private mutating func quotedString(_ line: SwiftDumpReader.Line) -> String? {
    // Whole characters: a quote that a combining mark follows is no quote.
    guard line.summary.hasPrefix("\""), line.summary.count >= 2, line.summary.hasSuffix("\"") else { return nil }
    parser.index = line.summaryOffset
    guard let text = try? parser.parseSwiftString(), parser.index == line.summaryOffset + line.summary.utf8.count else {
      return nil
    }
    return text
  }
}

extension String {
  /// Without leading and trailing spaces, tabs and line breaks.
  func trimmingSpace() -> String {
    let scalars = unicodeScalars
    let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = scalars.lastIndex(where: { !isSpace($0) })!
    return String(scalars[start...end])
  }
}
