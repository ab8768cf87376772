/// Kotlin's map and list builders in a sender's source (`mapOf("aps" to mapOf("alert" to "Hi"))`):
/// `to` pairs a key with its value and the builders' parentheses are the containers ("Constructing
/// collections": https://kotlinlang.org/docs/constructing-collections.html), strings are `"…"` with
/// backslash escapes and `$name` templates ("Strings": https://kotlinlang.org/docs/strings.html),
/// `true`/`false`/`null`, `1L` a Long, and a comma may end an argument list ("Trailing commas":
/// https://kotlinlang.org/docs/coding-conventions.html#trailing-commas).
extension PrinterTable {
  static let kotlin = PrinterTable(
    form: .kotlin, name: "Kotlin mapOf(\"key\" to value)",
    server: ServerSpelling(
      openers: ["mapOf(", "mutableMapOf(", "hashMapOf(", "linkedMapOf(", "sortedMapOf("].map { .text($0, close: UInt8(ascii: ")"), kind: .dictionary) }
        + ["listOf(", "mutableListOf(", "arrayListOf(", "arrayOf("].map { .text($0, close: UInt8(ascii: ")"), kind: .array) },
      arrow: "to", literals: [("true", .bool(true)), ("false", .bool(false)), ("null", .null)],
      escapes: .go, trailingCommas: true, templates: true))

  /// `mapOf(` or `mutableMapOf(` at `start`, not the end of a longer name: where a Kotlin map opens
  /// (the other builders open only inside one).
  static func startsKotlinMap(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    if start > 0, DescriptionParser.isWordByte(bytes[start - 1]) { return false }
    let reader = DataDescriptionReader(bytes: bytes)
    return reader.matches("mapOf(", at: start) || reader.matches("mutableMapOf(", at: start)
  }
}
