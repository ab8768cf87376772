/// A source array literal may leave keys out (`['arg1', 'arg2']`, `[ 'k' => [1, 2] ]` in PHP: "Arrays",
/// https://www.php.net/manual/en/language.types.array.php, "the key is optional"): an element
/// without `=>` takes the next index, as PHP gives it. Printers always write the key (`0 => 'arg1'`).
extension DescriptionParser {
  /// The element at `index` when no arrow follows it in a container of `kind` `.either` whose
  /// spelling is PHP's array literal; nil (the reading put back) when it is a key.
  mutating func implicitElement(
    _ table: PrinterTable, _ spelling: ServerSpelling, kind: ServerSpelling.Kind, count: Int
  ) throws(CaptureError) -> JSONValue? {
    guard kind == .either, table.name == PrinterTable.phpShortArray.name else { return nil }
    let start = index
    let noteCount = notes.count
    path.append(String(count))
    serverEntryValue = false
    let value = try parseServer(table, spelling)
    path.removeLast()
    var cursor = index
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    if DataDescriptionReader(bytes: bytes).matches(spelling.arrow, at: cursor) {
      index = start
      notes.removeSubrange(noteCount...)
      return nil
    }
    return value
  }
}
