/// Marks that a bracketed text is source code (an object, map or dictionary literal) rather than
/// the output of a printer that quotes nothing. Dart's `Map.toString()` and Java's
/// `AbstractMap.toString()` write every string raw ("String.toString returns the string itself":
/// https://api.dart.dev/stable/dart-core/Map-class.html, `Map.toString` via `MapBase.mapToString`;
/// https://docs.oracle.com/javase/8/docs/api/java/util/AbstractMap.html#toString--), so a value
/// that opens with a quoted literal (`title: 'Lumio', body` in a JavaScript literal with a
/// shorthand property, `DeviceToken: "abc123"` in a Go struct literal) was written by a
/// programmer: its other entries may be variables whose values are not in the text.
extension DescriptionParser {
  /// The offset of the quote when the raw value in `range` opens with a quoted literal that closes
  /// inside it (`'Lumio'`, `"abc123"`), for a table that quotes nothing; nil otherwise.
  func quotedLiteralInRawValue(_ table: PrinterTable, _ range: Range<Int>) -> Int? {
    guard table.quotes.isEmpty, !table.rawSpansLines, range.count >= 2 else { return nil }
    let quote = bytes[range.lowerBound]
    guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") else { return nil }
    var cursor = range.lowerBound + 1
    while cursor < range.upperBound {
      if bytes[cursor] == UInt8(ascii: "\\") {
        cursor += 2
        continue
      }
      if bytes[cursor] == quote { return range.lowerBound }
      cursor += 1
    }
    return nil
  }

  /// Why a printer that quotes nothing did not write the text: not that printer's output at all
  /// (so not its committed failure: the languages' own rows say where the literal stops reading).
  mutating func sourceLiteralError(at quote: Int, _ table: PrinterTable) -> CaptureError {
    index = quote
    return .notInForm(
      form: table.form.rawValue,
      reason: "a quoted value, and \(table.name) never quotes a string: source code (a literal whose entries may be variables), not a printed map")
  }
}
