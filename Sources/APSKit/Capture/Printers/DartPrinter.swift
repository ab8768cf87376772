/// Dart's `Map.toString()` (Flutter's `print(message.data)`): its row of the grammar, and its test
/// for a bracket group that is text, not a map.
extension PrinterTable {
  /// Dart's `Map.toString()`: `{aps: {alert: {title: Hi}, badge: 1}, gcm.message_id: 1577…}`;
  /// every scalar prints raw (strings unquoted), lists as `[a, b]`.
  static let dart = PrinterTable(form: .dart, name: "Dart Map.toString()", rawText: true)
}

extension DescriptionParser {
  /// Whether the bracket group at `offset` is text, not a Dart map or list: Dart never quotes keys
  /// or values and always writes `, ` between entries, so a quote right after the bracket or a `,`
  /// without its space (`{"type":"0"}`, `[200,100]`) is the text of a string value. A group with
  /// Darwin's ` = ` outside quotes (`{acme1 = (a,b); …}`) is neither: a description typed into a
  /// Dart map, read as a map so that it fails where the spellings part. Nor is a group glued to its
  /// key's `:` (`{aps:{alert:'Hi',…}}`): Dart writes `key: value` ("Map.toString",
  /// https://api.dart.dev/stable/dart-core/MapBase/mapToString.html), so that text is a source literal
  /// typed by hand, read as a map so that it fails where it parts from Dart's spelling.
  func looksRaw(from offset: Int) -> Bool {
    if offset > 0, bytes[offset - 1] == UInt8(ascii: ":") { return false }
    var cursor = offset + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    let quoteFirst = cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'"))
    let group = (rawGroups ?? RawGroups()).group(bytes, at: offset)
    return !group.spacedEquals && (quoteFirst || group.commaWithoutSpace)
  }
}
