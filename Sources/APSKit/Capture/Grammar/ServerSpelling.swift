/// How a server-side printer (Python, Ruby, PHP, Elixir, Go) spells what the app-side printers
/// do not: a key/value arrow (`=>`), literal words (`True`, `nil`, `NULL`), string prefixes and
/// escapes (`u'…'`, `\xe9`, PHP's `\'`), containers opened by a word (`array (`, `%{`,
/// `map[string]interface {}{`), entries on lines of their own (print_r, var_dump, Laravel's dump).
/// A `PrinterTable` row with a spelling is read by `DescriptionParser.parseServer`.
struct ServerSpelling: Sendable {
  /// What a container holds: entries, elements, or (PHP) either: an array whose keys are 0…n-1 is a list.
  /// `fields`: Elixir's struct (`%Pigeon.APNS.Notification{…}`), a library's value whose `payload`
  /// field, at the top, is what it sends.
  enum Kind: Sendable { case dictionary, array, either, fields }

  /// How a container opens; `close` is the byte that ends it.
  enum Opener: Sendable {
    /// A fixed text: `{`, `[`, `(`, `%{`, `array (`.
    case text(String, close: UInt8, kind: Kind)
    /// A word, any text on the same line, then the text that opens: var_dump's `array(2) {` and
    /// `object(stdClass)#1 (2) {`, Symfony's `array:2 [`.
    case counted(word: String, then: String, close: UInt8, kind: Kind)
    /// A Go type, then `{`: `map[string]interface {}{`, `[]interface {}{`.
    case goType
    /// print_r's `Array` or `stdClass Object`, a line break, then `(` (on the next line).
    case printR(word: String)
    /// Elixir's struct: `%`, a module name (`Pigeon.APNS.Notification`), then `{`.
    case elixirStruct
  }

  enum Keys: Sendable {
    /// Quoted (`'aps'`, `"aps"`) or a number (`0`).
    case quoted
    /// Quoted, or a symbol: Ruby's `:aps=>` and `aps: `, Elixir's `aps: `, `"content-available": `.
    case symbols
    /// print_r's `[aps]`.
    case bracketed
    /// var_dump's `["aps"]` and `[0]`.
    case varDump
    /// Go %v's bare `aps` up to `:`.
    case bare
    /// A source language's member names: C#'s anonymous object `new { aps = … }` (an identifier, `@` allowed before it).
    case identifiers
    /// Quoted, or a bare word: Perl's fat comma quotes the identifier on its left (`aps => …`).
    case words
  }

  enum Values: Sendable {
    /// Quoted strings, numbers, literal words: every scalar keeps its type.
    case typed
    /// print_r: the rest of the line, types lost.
    case restOfLine
    /// var_dump: `string(2) "Hi"`, `int(1)`, `float(1.5)`, `bool(true)`, `NULL`.
    case varDump
    /// Go %v: up to the next space or `]`, types lost.
    case token
  }

  enum Escapes: Sendable {
    /// Python's repr: `\\ \' \" \n \r \t`, `\xHH`, `\uHHHH`, `\UHHHHHHHH`, octal.
    case python
    /// Ruby's and Elixir's inspect: `\" \\ \n \t \e \#`, `\uHHHH`, `\u{H…}`, `\xHH`.
    case ruby
    /// PHP's single-quoted strings: only `\\` and `\'`; every other backslash is itself.
    case php
    /// Go's `%q` (strconv.Quote): `\a \b \f \n \r \t \v \\ \"`, `\xHH`, `\uHHHH`, `\UHHHHHHHH`.
    case go
  }

  var openers: [Opener]
  /// What stands between a key and its value (spaces around it allowed).
  var arrow: String
  var keys: Keys = .quoted
  var values: Values = .typed
  /// Words that are values: `True`/`False`/`None`, `true`/`false`/`nil`, `NULL`.
  var literals: [(word: String, value: JSONValue)] = []
  var quotes: [UInt8] = [UInt8(ascii: "\"")]
  /// Letters that may stand before a quote: Python 2's `u'…'`, `b'…'`.
  var stringPrefixes: [UInt8] = []
  var escapes: Escapes = .ruby
  /// Entries stand on lines of their own, no comma between them.
  var lineEntries = false
  /// Go %v: one space between entries.
  var spaceEntries = false
  /// `:name` is a value (a Ruby symbol, an Elixir atom), read as the string `name`.
  var atoms = false
  /// Strings may hold raw line breaks (PHP prints them as they are).
  var multilineStrings = false
  /// A comma may stand before the closer: PHP's var_export prints one after every entry, and the
  /// source literals of PHP, Python, Ruby, Kotlin and C# allow one (a printer that never writes one
  /// leaves it to the language's source, which reads the same).
  var trailingCommas = false
  /// What joins two string literals into one, spaces and line breaks around it allowed: nothing in
  /// Python (`'a ' 'b'`: `pprint` wraps a long string so, https://docs.python.org/3/library/pprint.html),
  /// `+` in Ruby (`pp` splits a string after each `\n`: `"a\n" + "b"`); nil where no printer joins.
  var stringJoiner: String? = nil
  /// Marks of a value the printer cut short (Symfony's collapsed `[▶]`, Python's `{...}`): refused.
  var elisions: [String] = []
  /// What starts a comment running to the end of its line, between entries (`#`, PHP's `//`): hand-
  /// annotated examples and source literals; no printer writes one, and one inside a string is no comment.
  var lineComments: [String] = []
  /// A struct's (`.fields`) keys are its field names (Go's `Payload:`), and its fields other than the
  /// payload, whose values in source may be named constants or calls (`PushType: PushTypeAlert`), are
  /// skipped unread: only the payload is the notification.
  var fieldNames = false
  /// `$name` and `${…}` in a `"…"` string are a template whose value is not in the text (Kotlin's string
  /// templates): refused where they stand.
  var templates = false
  /// The row reads JSON's spelling too (Python's literals take `"…"`): a text without one of its own
  /// spellings (`DescriptionParser.ownSpellings`) is JSON, whose syntax error is the answer.
  var needsOwnSpelling = false
  /// The other quote of the language's source literals (Ruby's `'…'`, PHP's `"…"`), read with that
  /// string's own escapes (`escapes(for:)`); nil where only the printer's quotes occur.
  var literalQuote: UInt8? = nil

  /// The escapes of a string opened by `quote`: a single-quoted source string (Ruby, PHP) escapes only
  /// its quote and the backslash; PHP's double-quoted one `\n \t \" \\ \xHH \u{…}`, as Ruby's.
  func escapes(for quote: UInt8) -> Escapes {
    guard quote == literalQuote else { return escapes }
    return quote == UInt8(ascii: "'") ? .php : .ruby
  }
}
