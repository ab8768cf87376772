/// Java's immutable collection factories in a sender's source (`Map.of("aps", Map.of("alert", "Hi"))`):
/// keys and values alternate, separated by commas, inside `Map.of(`…`)` ("Map.of":
/// https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/util/Map.html#of(K,V,K,V)),
/// lists `List.of(…)`; Guava's `ImmutableMap.of(` is read from its `Map.of(`. Strings are `"…"` with
/// Java's escapes, `true`/`false`/`null`, `1L` a long ("Literals":
/// https://docs.oracle.com/javase/specs/jls/se21/html/jls-3.html#jls-3.10).
extension PrinterTable {
  static let java = PrinterTable(
    form: .java, name: "Java Map.of(\"key\", value, …)",
    server: ServerSpelling(
      openers: ["Map.of(", "ImmutableMap.of("].map { .text($0, close: UInt8(ascii: ")"), kind: .dictionary) }
        + ["List.of(", "ImmutableList.of(", "Arrays.asList("].map { .text($0, close: UInt8(ascii: ")"), kind: .array) },
      arrow: ",", literals: [("true", .bool(true)), ("false", .bool(false)), ("null", .null)],
      escapes: .go))

  /// `Map.of(` at `start`: where a Java map opens (the list factories open only inside one).
  static func startsJavaMap(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    DataDescriptionReader(bytes: bytes).matches("Map.of(", at: start)
  }
}
