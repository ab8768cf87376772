/// Braces in source code that open no value: a string's interpolation (Ruby's, Elixir's and
/// CoffeeScript's `"…#{name}…"`: https://docs.ruby-lang.org/en/master/syntax/literals_rdoc.html,
/// "Strings") and a block of statements whose first statement is a call (`(result) => {` then
/// `console.log(…)`). No printer writes a key glued to `(`, so neither is a capture's start, and
/// reading one as a capture that failed refused the payload the text does hold.
extension CaptureReader {
  /// Whether the `{` at `offset` opens an interpolation or a block of statements, or is the first
  /// character of a string in an array (`["{…}"]`: the text of a string, whose quotes, when not
  /// escaped, end it before the braces close).
  static func opensCode(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    isInterpolation(bytes, offset) || startsWithCall(bytes, offset) || startsWithNameList(bytes, offset)
      || isPlaceholder(bytes, offset) || endsDeclaration(bytes, offset) || startsWithStringElement(bytes, offset)
      || offset >= 2 && bytes[offset - 1] == UInt8(ascii: "\"") && bytes[offset - 2] == UInt8(ascii: "[")
  }

  /// `#{` with text before the `#` on its line (a `#` first on its line is a comment marker before
  /// a capture, `#{u'aps': …}`).
  private static func isInterpolation(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    guard offset > 0, bytes[offset - 1] == UInt8(ascii: "#") else { return false }
    var cursor = offset - 1
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") || bytes[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 }
    return cursor > 0 && bytes[cursor - 1] != UInt8(ascii: "\n")
  }

  /// `{name, `: a tuple of variables (Elixir's `{namespace, hub, access_key}`: "Tuples",
  /// https://hexdocs.pm/elixir/Tuple.html), a set of names, or (spaces inside the brace) a
  /// destructuring pattern (`const { key, sender } = …`: "Destructuring assignment",
  /// https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Destructuring_assignment),
  /// never a dictionary's first entry.
  private static func startsWithNameList(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var cursor = offset + 1
    let limit = min(bytes.count, offset + 128)
    while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    let nameStart = cursor
    while cursor < limit {
      let byte = bytes[cursor]
      guard byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) else { break }
      cursor += 1
    }
    return cursor > nameStart && cursor + 1 < limit && bytes[cursor] == UInt8(ascii: ",") && bytes[cursor + 1] == UInt8(ascii: " ")
  }

  /// `{`, spaces and line breaks, then a dotted name glued to `(`: a statement calling a function.
  /// Looks at most a few lines ahead (each `{` of a text asks this).
  private static func startsWithCall(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var cursor = offset + 1
    let limit = min(bytes.count, offset + 256)
    while cursor < limit, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    let nameStart = cursor
    while cursor < limit {
      let byte = bytes[cursor]
      let name = byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      guard name else { break }
      cursor += 1
    }
    return cursor > nameStart && cursor < limit && bytes[cursor] == UInt8(ascii: "(")
  }
}
