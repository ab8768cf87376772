/// Java's `Map.toString()` (the `PrinterTable.javaMap` row), as Android logs an intent's extras:
/// `Bundle[{google.message_id=0:15…, from=8491…}]`.
extension DescriptionParser {
  /// The map at `{`; inside `Bundle[…]`, its closing `]` too (the wrapper is the printer's).
  mutating func parseJavaMap() throws(CaptureError) -> JSONValue {
    let start = index
    let value = try tree { (parser: inout DescriptionParser) throws(CaptureError) in
      try parser.printedContainer(.javaMap, close: UInt8(ascii: "}"), dictionary: true)
    } ?? .null
    let wrapper = "Bundle["
    if start >= wrapper.utf8.count, DataDescriptionReader(bytes: bytes).matches(wrapper, at: start - wrapper.utf8.count),
      index < bytes.count, bytes[index] == UInt8(ascii: "]")
    {
      index += 1
    } else if (value.members?.count ?? 0) < 2, SenderLabel.words(bytes, before: start) == nil {
      // `{a=1}` alone is as much a hand-typed description as a Java map: only the Bundle wrapper,
      // Java's `, ` between entries, or an Android SDK's label before it (`Message data payload:`)
      // tells (the error stands at the start, so another printer's is kept).
      index = start
      throw unexpected("Java's Bundle[{…}] or entries separated by ', '")
    }
    notes.append(CaptureNote("read as Java's Map.toString() (Android's Bundle of an intent's extras): key=value entries, values raw"))
    return value
  }
}

extension PrinterTable {
  /// Java's `Map.toString()`, as Android prints an intent's extras (`Bundle[{key=value, key2=value2}]`):
  /// `=` right after each key, `, ` between entries, every value raw (strings unquoted).
  static let javaMap = PrinterTable(
    form: .dart, name: "Java Map.toString() (Android Bundle)", rawText: true, keySeparator: UInt8(ascii: "="),
    separatorHugsKey: true)
}
