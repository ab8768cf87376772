/// C#'s anonymous objects in a sender's source, serialized by Json.NET or System.Text.Json with the
/// member names as keys (`JsonConvert.SerializeObject(new { aps = new { alert = "Hi" } })`):
/// `new { name = value, … }`, arrays `new[] { … }`, `true`/`false`/`null` ("Anonymous types":
/// https://learn.microsoft.com/en-us/dotnet/csharp/fundamentals/types/anonymous-types; string escapes:
/// https://learn.microsoft.com/en-us/dotnet/csharp/programming-guide/strings/#string-escape-sequences).
/// A member named by a variable alone (`new { alert }`) takes a value not in the text: refused.
extension PrinterTable {
  static let csharp = PrinterTable(
    form: .csharp, name: "C# anonymous object (new { key = value })",
    server: ServerSpelling(
      openers: ["new {", "new{"].map { .text($0, close: UInt8(ascii: "}"), kind: .dictionary) }
        + ["new[] {", "new[]{", "new object[] {", "new string[] {", "new int[] {"].map { .text($0, close: UInt8(ascii: "}"), kind: .array) },
      arrow: "=", keys: .identifiers, literals: [("true", .bool(true)), ("false", .bool(false)), ("null", .null)],
      escapes: .go, trailingCommas: true))

  /// Whether the `{` at `start` opens an anonymous object: `new` (a word of its own) before it.
  static func followsCSharpNew(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    var cursor = start
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor >= 3, DataDescriptionReader(bytes: bytes).matches("new", at: cursor - 3) else { return false }
    return cursor == 3 || !DescriptionParser.isWordByte(bytes[cursor - 4])
  }
}
