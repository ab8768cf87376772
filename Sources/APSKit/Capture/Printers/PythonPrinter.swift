/// Python's `repr` of a dict, as `print(payload)` or `logging.info("%s", payload)` shows it:
/// `{'aps': {'alert': 'Hi', 'badge': 1}, 'silent': False, 'meta': None}`. Python 2 prefixes its
/// unicode strings (`{u'aps': {u'alert': u'Caf\xe9'}}`): the prefix is no part of the key.
/// Documented output: "Built-in Functions: repr" (https://docs.python.org/3/library/functions.html#repr),
/// string escapes in "Lexical analysis" (https://docs.python.org/3/reference/lexical_analysis.html#escape-sequences),
/// Python 2's unicode literals (https://docs.python.org/2/reference/lexical_analysis.html#string-literals).
/// The same row reads a dict literal in a sender's source: either quote on any string, and a comma
/// after the last item ("Dictionary displays": https://docs.python.org/3/reference/expressions.html#dictionary-displays).
extension PrinterTable {
  static let python = PrinterTable(
    form: .python, name: "Python repr ({'key': 'value'}, Python 2's u'…')",
    server: ServerSpelling(
      openers: [
        .text("{", close: UInt8(ascii: "}"), kind: .dictionary), .text("[", close: UInt8(ascii: "]"), kind: .array),
        .text("(", close: UInt8(ascii: ")"), kind: .array),
      ],
      arrow: ":", literals: [("True", .bool(true)), ("False", .bool(false)), ("None", .null)],
      quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], stringPrefixes: [UInt8(ascii: "u"), UInt8(ascii: "b")],
      escapes: .python, trailingCommas: true, stringJoiner: "", elisions: ["{...}", "[...]"], needsOwnSpelling: true))

  /// `{` then a quoted key (`'aps'`, `u'aps'`, `"it's"`) then `:`: what only a repr prints (JSON
  /// quotes with `"` and is read before; a JavaScript console never quotes a plain name).
  static func looksLikePython(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var cursor = start + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "u") || bytes[cursor] == UInt8(ascii: "b") { cursor += 1 }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "'") || bytes[cursor] == UInt8(ascii: "\"") else { return false }
    guard let end = quotedEnd(bytes, from: cursor) else { return false }
    return end < bytes.count && bytes[end] == UInt8(ascii: ":")
  }

  /// The offset after the string quoted at `start` (one line), or nil.
  static func quotedEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    let quote = bytes[start]
    var cursor = start + 1
    while cursor < bytes.count, bytes[cursor] != quote, bytes[cursor] != UInt8(ascii: "\n") {
      if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
      cursor += 1
    }
    return cursor < bytes.count && bytes[cursor] == quote ? cursor + 1 : nil
  }
}
