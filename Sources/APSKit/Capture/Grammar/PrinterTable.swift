/// How one printer spells a dictionary, over the grammar every printer of values shares:
/// containers (`{}` `[]` `()`), separators (`:` `=`, `,` `;`, a line break), key forms (bare,
/// quoted, `AnyHashable(…)`), scalar forms (quoted with escapes, bare tokens, raw text), and
/// prefixes (`Object `, `Array `). Every printer below, the Darwin description too, is a small
/// table over one reader, `DescriptionParser.parsePrinted`, and its container `printedContainer`;
/// Swift's dump, whose containers are indented lines, not brackets, has its tree built from the lines
/// and its values read with the same reader's parts (`SwiftDumpValueBuilder`). A table is a
/// `static let`: the reader checks its fields once per value or container, never per byte.
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
  /// A `{` value is a Darwin description, read with the `.darwin` table (Swift prints a bridged
  /// NSDictionary value so).
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
  /// What stands between a key and its value: `:`, or the description's and Java's `=`.
  var keySeparator = UInt8(ascii: ":")
  /// The separator touches the key (Java's `key=value`): a space before it means the text is no such map.
  var separatorHugsKey = false
  /// What ends every dictionary entry (the description's `;`, after the last one too); nil when
  /// `,` separates entries instead. Arrays always separate their elements with `,`.
  var entryTerminator: UInt8? = nil
  /// `key;` alone is the entry `key = key` (the strings-file shortcut CF's reader takes).
  var keyShortcut = false
  /// The brackets of an array: `[` `]`, or the description's `(` `)`.
  var arrayOpen = UInt8(ascii: "[")
  var arrayClose = UInt8(ascii: "]")
  /// NSData scalars (`<7b22…>`, `{length = N, bytes = 0x…}`) and NSNull's `<null>`.
  var dataScalars = false
  /// A bare `true`/`false` is text: Darwin prints an NSNumber boolean as `1`/`0` (`typedBare`).
  var booleansAreText = false
  /// Space as the description reads it (comments, U+2028/U+2029; an open `/*` is an error),
  /// between entries and before values; else the printers' own (`skipPrintedSpace`).
  var descriptionSpace = false
  /// What errors call a dictionary and an array (`'}' closing the dictionary`); nil: "the container".
  var containerNames: (dictionary: String, array: String)? = nil
  /// What errors call an entry a separator should follow (the description's arrays: "an array element").
  var elementName = "an entry"
  /// A bare key is a bare token of the description's unquoted strings (`isBareByte`), not any run
  /// up to `:`; a bracket or separator where a key belongs is refused as no key.
  var tokenKeys = false
  /// Objective-C literals in source: `@` before every key and value (`@{ @"k" : @[ @"v", @42 ] }`).
  var literalMarker: UInt8? = nil
  /// A server-side printer's spelling (Python, Ruby, PHP, Elixir, Go), read by `parseServer`;
  /// nil for the app-side printers, whose fields above say all.
  var server: ServerSpelling? = nil

  // The rows: one file per printer under Printers/ (DarwinDescriptionPrinter.swift, DartPrinter.swift, …).
}
