/// How one printer spells a dictionary, over the grammar every printer of values shares:
/// containers (`{}` `[]` `()`), separators (`:` `=`, `,` `;`, a line break), key forms (bare,
/// quoted, `AnyHashable(…)`), scalar forms (quoted with escapes, bare tokens, raw text), and
/// prefixes (`Object `, `Array `). The Darwin description (`{ key = value; }`) keeps its own reader
/// in `DescriptionParser` (every other printer nests it); the printers below are small tables over
/// `DescriptionParser.parsePrinted` and its container `printedContainer`.
struct PrinterTable: Sendable {
  var form: CaptureForm
  /// What the table reads, for `--verbose` and errors.
  var name: String
  /// Words that may stand before a container: pretty-format's `Object {` and `Array [`.
  var containerPrefixes: [String] = []
  /// `[` opens a dictionary when a bare key and `: ` follow (Swift 2/3's `[aps: {…}]`).
  var bracketDictionaries = false
  /// Characters that quote a string (Dart quotes nothing: its strings print raw).
  var quotes: [UInt8] = []
  /// Unquoted values are raw text running to the next `, key: ` or the closing bracket (Dart's
  /// `toString`, Swift's unquoted NSString); else a bare token (a JS number, `true`, `null`).
  var rawText = false
  /// Raw text may go on over line breaks (Swift prints a multi-line NSString as it is).
  var rawSpansLines = false
  /// A line break alone separates entries (the inspector's expanded listing has no commas).
  var newlineSeparates = false
  /// A `{` value is a Darwin description (Swift prints a bridged NSDictionary value so).
  var descriptionValues = false
  /// JavaScript's own tokens: `undefined` and `[Function …]` (dropped, as JSON.stringify drops
  /// them), and the marks of a cut depth (`[Object]`, `[Array]`, `{…}`), which refuse.
  var javascript = false
  /// `//` and `/* */` comments between entries (JSON with comments, annotated JS samples).
  var comments = false
  /// A bare key cannot be a plain word followed by `:` inside a sentence: keys must be tokens
  /// without spaces (Dart and JS keys of a push are identifiers or dotted names).
  var bareKeys = true
  /// Swift 4+'s keys: `AnyHashable("k")`, `AnyHashable(7)` or a Swift string literal; its values
  /// (`Optional(…)`, an NSString printed raw at the top level, a bridged NSDictionary's description).
  var swiftKeys = false
  /// What stands between a key and its value: `:`, or Java's `=`.
  var keySeparator = UInt8(ascii: ":")
  /// The separator touches the key (`key=value`): a space before it means the text is no such map.
  var separatorHugsKey = false

  /// Dart's `Map.toString()`: `{aps: {alert: {title: Hi}, badge: 1}, gcm.message_id: 1577…}`;
  /// every scalar prints raw (strings unquoted), lists as `[a, b]`.
  static let dart = PrinterTable(form: .dart, name: "Dart Map.toString()", rawText: true)

  /// JavaScript consoles: Metro/pretty-format (`Object {`, `"key": "value",`), Node's
  /// `util.inspect` (`{ key: 'value' }`), the Chrome/Safari inspector (`{key: "value"}`); and JSON
  /// with comments and trailing commas. Strings are quoted, so scalars keep their exact type.
  /// The inspector's expanded listing: the JavaScript table with a line break between entries.
  static let listing: PrinterTable = {
    var table = javascript
    table.newlineSeparates = true
    return table
  }()

  static let javascript = PrinterTable(
    form: .javascript, name: "JavaScript console (Metro, Node, inspector)", containerPrefixes: ["Object ", "Array "],
    quotes: [UInt8(ascii: "\""), UInt8(ascii: "'")], javascript: true, comments: true)

  /// Swift's `print` of `[AnyHashable: Any]`: `[AnyHashable("aps"): {…}, AnyHashable("id"): 75]`,
  /// `["key": value]` for `[String: Any]`, `[:]` when empty.
  static let swift = PrinterTable(
    form: .swift, name: "Swift print ([AnyHashable(\"key\"): value])", quotes: [UInt8(ascii: "\"")], swiftKeys: true)

  /// Swift 2/3's `print` of `[NSObject: AnyObject]`: `[aps: {\n alert = Hi;\n}, _j_msgid: 5228988433]`.
  static let swiftLegacy = PrinterTable(
    form: .swift, name: "Swift 2/3 print ([key: value])", bracketDictionaries: true, quotes: [UInt8(ascii: "\"")],
    rawText: true, rawSpansLines: true, descriptionValues: true)

  /// Java's `Map.toString()`, as Android prints an intent's extras (`Bundle[{key=value, key2=value2}]`):
  /// `=` right after each key, `, ` between entries, every value raw (strings unquoted).
  static let javaMap = PrinterTable(
    form: .dart, name: "Java Map.toString() (Android Bundle)", rawText: true, keySeparator: UInt8(ascii: "="),
    separatorHugsKey: true)
}
