/// Go's `fmt` verbs on a decoded payload (`map[string]interface{}`): `%#v` prints Go syntax,
/// `map[string]interface {}{"aps":map[string]interface {}{"alert":"Hi", "badge":1}}`, every
/// scalar typed; `%v` (and `Println`) prints `map[aps:map[alert:Hi badge:1]]`: strings unquoted,
/// types lost, and a space inside a value makes the entries impossible to split (refused).
/// Documented output: package fmt, "Printing" (https://pkg.go.dev/fmt#hdr-Printing); quoting by
/// strconv.Quote (https://pkg.go.dev/strconv#Quote).
extension PrinterTable {
  static let go = PrinterTable(
    form: .go, name: "Go %#v (map[string]interface {}{…})",
    server: ServerSpelling(
      openers: [.goType], arrow: ":",
      literals: [("true", .bool(true)), ("false", .bool(false)), ("interface {}(nil)", .null), ("<nil>", .null), ("nil", .null)],
      escapes: .go))

  static let goPlain = PrinterTable(
    form: .goPlain, name: "Go %v (map[key:value])",
    server: ServerSpelling(
      openers: [.text("map[", close: UInt8(ascii: "]"), kind: .dictionary), .text("[", close: UInt8(ascii: "]"), kind: .array)],
      arrow: ":", keys: .bare, values: .token, spaceEntries: true))
}
