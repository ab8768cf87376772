/// Turns dump nodes into JSON values.
struct SwiftDumpValueBuilder {
  let reader: SwiftDumpReader
  var notes: [CaptureNote] = []
  var guesses = ScalarGuesses()

  mutating func value(_ node: SwiftDumpReader.Node, path: [String]) throws(CaptureError) -> JSONValue {
    let line = node.line
    let pointer = JSONPointer(tokens: path)
    switch line.marker {
    case .collapsed:
      throw .incompleteDump(reason: "'▹' marks a value dump did not expand", at: reader.location(line.offset))
    case .leaf:
      if SwiftDumpReader.elementCount(line.summary) == 0 {
        notes.append(CaptureNote(
          "an empty collection ('0 elements') read as {}: a dump does not tell an empty dictionary from an empty array",
          pointer: pointer, location: reader.location(line.offset)))
        return .object([])
      }
      if !node.continuation.isEmpty {
        return .string(([line.summary] + node.continuation).joined(separator: "\n"))
      }
      if let quoted = try quotedString(line) { return .string(quoted) }
      let text = line.summary
      if reader.stringsOnly { return .string(text) }
      if text == "nil" || text == "<null>" {
        notes.append(CaptureNote("\(text) read as null", pointer: pointer, location: reader.location(line.summaryOffset)))
        return .null
      }
      let (value, note) = DescriptionParser.typedBare(text, path: path, vendor: reader.vendor)
      if let note { guesses.add(note, pointer: pointer, location: reader.location(line.summaryOffset)) }
      return value
    case .open:
      if node.children.count == 1, node.children[0].line.label == "some" || line.summary.hasPrefix("Optional") {
        return try value(node.children[0], path: path)
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
        notes.append(CaptureNote(
          "an empty collection read as {}: a dump does not tell an empty dictionary from an empty array",
          pointer: pointer, location: reader.location(line.offset)))
        return .object([])
      }
      guard isDictionary else {
        var elements: [JSONValue] = []
        for (index, child) in node.children.enumerated() {
          elements.append(try value(child, path: path + [String(index)]))
        }
        return .array(elements)
      }
      var members: [JSONMember] = []
      var seen: [String: Int] = [:]
      for entry in node.children {
        let keyNode = entry.children[0]
        let key = try keyText(keyNode)
        if let first = seen[key], !reader.allowDuplicates {
          throw .duplicateKey(
            key: CaptureText.abbreviated(key), first: reader.location(first), at: reader.location(keyNode.line.offset))
        }
        seen[key] = keyNode.line.offset
        members.append(JSONMember(key, try value(entry.children[1], path: path + [key])))
      }
      return .object(members)
    }
  }

  /// A key: `- key : title` (NSString, raw), `- key : "title"` or `▿ key : AnyHashable("title")`.
  private func keyText(_ node: SwiftDumpReader.Node) throws(CaptureError) -> String {
    if let inner = node.children.first, node.children.count == 1, inner.line.marker == .leaf {
      return try quotedString(inner.line) ?? inner.line.summary
    }
    let summary = node.line.summary
    if summary.hasPrefix("AnyHashable("), summary.hasSuffix(")") {
      let inside = String(summary.dropFirst(12).dropLast())
      if inside.hasPrefix("\""), inside.hasSuffix("\""), inside.count >= 2 { return String(inside.dropFirst().dropLast()) }
      return inside
    }
    if node.line.marker == .leaf { return try quotedString(node.line) ?? summary }
    throw .incompleteDump(
      reason: "a dictionary key that is not a string ('\(CaptureText.abbreviated(summary))')", at: reader.location(node.line.offset))
  }

  /// The Swift string literal that is the whole summary, or nil when the summary is not one.
  private func quotedString(_ line: SwiftDumpReader.Line) throws(CaptureError) -> String? {
    guard line.summary.hasPrefix("\""), line.summary.count >= 2, line.summary.hasSuffix("\"") else { return nil }
    var parser = DescriptionParser(bytes: reader.bytes, start: line.summaryOffset, stringsOnly: true)
    guard let text = try? parser.parseSwiftString(),
      parser.index == line.summaryOffset + line.summary.utf8.count
    else { return nil }
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
