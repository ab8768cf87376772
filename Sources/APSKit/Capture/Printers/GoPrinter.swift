/// Go's `fmt` verbs on a decoded payload (`map[string]interface{}`): `%#v` prints Go syntax,
/// `map[string]interface {}{"aps":map[string]interface {}{"alert":"Hi", "badge":1}}`, every
/// scalar typed; `%v` (and `Println`) prints `map[aps:map[alert:Hi badge:1]]`: strings unquoted,
/// types lost, and a space inside a value makes the entries impossible to split (refused).
/// Documented output: package fmt, "Printing" (https://pkg.go.dev/fmt#hdr-Printing); quoting by
/// strconv.Quote (https://pkg.go.dev/strconv#Quote). `%#v` prints a struct as `pkg.T{Field:value}`,
/// and source writes one as a composite literal whose fields may be named constants and whose last
/// element a comma may follow ("Composite literals": https://go.dev/ref/spec#Composite_literals):
/// a struct's `Payload` field is the notification (`fieldNames`).
extension PrinterTable {
  static let go = PrinterTable(
    form: .go, name: "Go %#v (map[string]interface {}{…})",
    server: ServerSpelling(
      openers: [.goType], arrow: ":",
      literals: [("true", .bool(true)), ("false", .bool(false)), ("interface {}(nil)", .null), ("<nil>", .null), ("nil", .null)],
      escapes: .go, trailingCommas: true, fieldNames: true))

  /// Whether the `{` at `start` closes a Go struct type's name (`Notification{`, `apns2.Notification{`,
  /// `&pkg.T{`): an exported name, no space before the brace, as gofmt and `%#v` write it.
  static func followsGoStructType(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var cursor = start
    while cursor > 0, DescriptionParser.isWordByte(bytes[cursor - 1]) { cursor -= 1 }
    guard cursor < start, bytes[cursor] >= UInt8(ascii: "A"), bytes[cursor] <= UInt8(ascii: "Z") else { return false }
    // A package qualifier (`apns2.`) before it, lower-case as Go's package names are.
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: ".") else { return true }
    var qualifier = cursor - 1
    while qualifier > 0, DescriptionParser.isWordByte(bytes[qualifier - 1]) { qualifier -= 1 }
    return qualifier < cursor - 1 && bytes[qualifier] >= UInt8(ascii: "a") && bytes[qualifier] <= UInt8(ascii: "z")
  }

  static let goPlain = PrinterTable(
    form: .goPlain, name: "Go %v (map[key:value])",
    server: ServerSpelling(
      openers: [.text("map[", close: UInt8(ascii: "]"), kind: .dictionary), .text("[", close: UInt8(ascii: "]"), kind: .array)],
      arrow: ":", keys: .bare, values: .token, spaceEntries: true))
}
