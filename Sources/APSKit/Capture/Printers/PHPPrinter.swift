/// PHP's printers of an array (a decoded payload, `json_decode($json, true)`), each a row:
/// - `var_export`: `array (\n  'aps' => \n  array (\n    'alert' => 'Hi',\n  ),\n)`, strings in
///   single quotes (only `\'` and `\\` escaped), `true`/`false`/`NULL`, types kept
///   (https://www.php.net/manual/en/function.var-export.php);
/// - `print_r`: `Array\n(\n    [aps] => Array\n        (\n            [alert] => Hi\n        )\n\n)`,
///   every scalar raw, so types are lost (`false` and `null` print nothing)
///   (https://www.php.net/manual/en/function.print-r.php);
/// - `var_dump`: `array(1) {\n  ["aps"]=>\n  array(1) {\n    ["alert"]=>\n    string(2) "Hi"\n  }\n}`,
///   every scalar with its type (https://www.php.net/manual/en/function.var-dump.php);
/// - Symfony's VarDumper, which Laravel's `dump()`/`dd()` print on a console: `array:1 [\n  "aps" =>
///   array:1 [\n    "alert" => "Hi"\n  ]\n]` (https://symfony.com/doc/current/components/var_dumper.html,
///   https://laravel.com/docs/helpers#method-dd).
/// A PHP array keyed 0…n-1 is a list (`json_encode` writes it as a JSON array).
extension PrinterTable {
  static let phpExport = PrinterTable(
    form: .php, name: "PHP var_export (array ( 'key' => 'value', ))",
    server: ServerSpelling(
      openers: [
        .text("array (", close: UInt8(ascii: ")"), kind: .either), .text("array(\n", close: UInt8(ascii: ")"), kind: .either),
        // PHP 5.4's short array syntax in source (`->custom(['apns' => [...]])`).
        .text("[", close: UInt8(ascii: "]"), kind: .either),
      ],
      arrow: "=>", literals: [("true", .bool(true)), ("false", .bool(false)), ("NULL", .null), ("null", .null)],
      quotes: [UInt8(ascii: "'"), UInt8(ascii: "\"")], escapes: .php, multilineStrings: true, trailingCommas: true,
      lineComments: ["//", "#"], literalQuote: UInt8(ascii: "\"")))

  static let phpPrintR = PrinterTable(
    form: .phpPrintR, name: "PHP print_r (Array ( [key] => value ))",
    server: ServerSpelling(
      openers: [.printR(word: "Array"), .printR(word: "stdClass Object")],
      arrow: "=>", keys: .bracketed, values: .restOfLine, lineEntries: true))

  static let phpVarDump = PrinterTable(
    form: .phpVarDump, name: "PHP var_dump (array(N) { [\"key\"]=> string(N) \"value\" })",
    server: ServerSpelling(
      openers: [
        .counted(word: "array(", then: ") {", close: UInt8(ascii: "}"), kind: .either),
        .counted(word: "object(", then: ") {", close: UInt8(ascii: "}"), kind: .dictionary),
      ],
      arrow: "=>", keys: .varDump, values: .varDump, lineEntries: true))

  static let phpDump = PrinterTable(
    form: .phpDump, name: "Symfony/Laravel dump (array:N [ \"key\" => value ])",
    server: ServerSpelling(
      openers: [.counted(word: "array:", then: " [", close: UInt8(ascii: "]"), kind: .either)],
      arrow: "=>", literals: [("true", .bool(true)), ("false", .bool(false)), ("null", .null)],
      escapes: .go, lineEntries: true))

  /// Which PHP printer's container opens at `start` (an `a`, `A`, `o` or `s`), cheaply.
  static func phpTables(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> [PrinterTable] {
    let reader = DataDescriptionReader(bytes: bytes)
    switch bytes[start] {
    case UInt8(ascii: "a"):
      if reader.matches("array (", at: start) || reader.matches("array(\n", at: start) { return [phpExport] }
      if reader.matches("array(", at: start) { return startsPHPLongArray(bytes, at: start) ? [phpShortArray] : [phpVarDump] }
      if reader.matches("array:", at: start) { return [phpDump] }
    case UInt8(ascii: "A"): if reader.matches("Array", at: start) { return [phpPrintR] }
    case UInt8(ascii: "o"): if reader.matches("object(", at: start) { return [phpVarDump] }
    case UInt8(ascii: "s"): if reader.matches("stdClass Object", at: start) { return [phpPrintR] }
    case UInt8(ascii: "["): if startsPHPShortArray(bytes, at: start) { return [phpShortArray] }
    default: break
    }
    return []
  }
}
