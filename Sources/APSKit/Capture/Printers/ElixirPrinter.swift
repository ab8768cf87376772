/// Elixir's `inspect` of a map (`IO.inspect(payload)`, Logger): `%{"aps" => %{"alert" => "Hi"}}`,
/// atom keys `%{aps: %{alert: "Hi"}}`, `nil`/`true`/`false`, `:atom` values, `[…]` lists, and a
/// struct `%Pigeon.APNS.Notification{payload: %{…}}` (its payload field read; "Structs",
/// https://hexdocs.pm/elixir/structs.html). `#` comments between entries: annotated doc examples.
/// Documented output: "Kernel.inspect/2" (https://hexdocs.pm/elixir/Kernel.html#inspect/2) and the
/// map syntax in "Keyword lists and maps" (https://hexdocs.pm/elixir/keywords-and-maps.html).
extension PrinterTable {
  static let elixir = PrinterTable(
    form: .elixir, name: "Elixir inspect (%{\"key\" => value})",
    server: ServerSpelling(
      openers: [.text("%{", close: UInt8(ascii: "}"), kind: .dictionary), .elixirStruct, .text("[", close: UInt8(ascii: "]"), kind: .array)],
      arrow: "=>", keys: .symbols, literals: [("true", .bool(true)), ("false", .bool(false)), ("nil", .null)],
      escapes: .ruby, atoms: true, elisions: ["..."], lineComments: ["#"]))
}
