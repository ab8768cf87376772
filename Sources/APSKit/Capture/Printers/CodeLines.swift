/// Braces of source code that open no value, found from the line they stand on: a format
/// string's placeholder and the body of a declaration or a statement.
extension CaptureReader {
  /// `{name}` glued shut: a placeholder of a format string (Rust's `format!("{host}/3/device/{token}")`,
  /// "std::fmt", https://doc.rust-lang.org/std/fmt/; Python's `str.format`; C#'s `$"…{name}…"`).
  /// No printer writes a dictionary as a bare name in braces.
  static func isPlaceholder(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var cursor = offset + 1
    let limit = min(bytes.count, offset + 64)
    // `{ name }` with spaces inside: JavaScript's destructuring of one name (`const { key } = …`).
    let spaced = cursor < limit && bytes[cursor] == UInt8(ascii: " ")
    while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    let nameStart = cursor
    while cursor < limit, bytes[cursor] == UInt8(ascii: "_") || (bytes[cursor] | 0x20 >= 0x61 && bytes[cursor] | 0x20 <= 0x7A)
      || (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39)
    {
      cursor += 1
    }
    guard cursor > nameStart else { return false }
    if spaced { while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 } }
    return cursor < limit && bytes[cursor] == UInt8(ascii: "}")
  }

  /// Words that start a declaration or a statement whose body a `{` ending the line opens
  /// (`struct APS: Decodable {`, `init(decoding userInfo: …) throws {`, `if let x = y {`).
  static let declarationWords: Set<String> = [
    "struct", "class", "enum", "extension", "protocol", "func", "init", "if", "for", "while", "switch", "guard",
    "else", "do", "public", "private", "internal", "fileprivate", "static", "override", "fun", "def", "namespace",
    "interface", "object", "impl", "fn", "pub", "mod", "trait", "protected", "void", "async", "try", "catch", "finally",
    "abstract", "sealed", "final", "using", "function", "sub",
    // Kotlin's `companion object {` and `suspend fun … {` ("Object declarations and expressions",
    // https://kotlinlang.org/docs/object-declarations.html#companion-objects).
    "companion", "suspend",
  ]

  /// Words that bind a name: a line they start ends with the `{` of a body (a computed property,
  /// `var content: String {`) when it assigns nothing; `const payload = {` opens a value.
  static let bindingWords: Set<String> = ["var", "let", "val", "const"]

  /// Whether the `{` at `offset` is the last character of a line whose first word is a
  /// declaration word: the line declares code, whose body is statements, not a printed value.
  /// A `{` alone on its line opens the body of the line before it (the Allman style of C#, Java
  /// and C): the previous non-blank line is a declaration, or creates an object whose initializer
  /// follows (`var template = new PushTemplate`, C#'s "Object and Collection Initializers",
  /// https://learn.microsoft.com/en-us/dotnet/csharp/programming-guide/classes-and-structs/object-and-collection-initializers).
  static func endsDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var after = offset + 1
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") || bytes[after] == UInt8(ascii: "\r") {
      after += 1
    }
    guard after == bytes.count || bytes[after] == UInt8(ascii: "\n"), let line = lineBefore(bytes, offset) else { return false }
    if !line.isEmpty { return startsDeclaration(bytes, line) || endsBlockHead(bytes, line) }
    // Alone on its line: the line before it decides.
    guard line.lowerBound > 0, let previous = lineBefore(bytes, line.lowerBound - 1, skippingBlank: true) else { return false }
    let text = String(decoding: bytes[previous], as: UTF8.self)
    // A multi-line string literal opened on the line before (`guard let data = """`: Swift's, Kotlin's,
    // Python's and Java's text blocks) holds the brace as text: the value written in the string.
    if text.hasSuffix("\"\"\"") { return false }
    if startsDeclaration(bytes, previous) || (text.contains("new ") && !text.hasSuffix(";") && !text.hasSuffix(",")) { return true }
    // A declaration whose parameters run over lines (`private static string MainImpl(string host,` …
    // `string scheme)`): the line that opens them decides.
    guard !previous.isEmpty, bytes[previous.upperBound - 1] == UInt8(ascii: ")"),
      let open = openingParenthesis(bytes, closing: previous.upperBound - 1), let opening = lineBefore(bytes, open)
    else { return false }
    return startsDeclaration(bytes, opening)
  }

  /// The `(` that the `)` at `closing` closes, within 1 KB before it.
  private static func openingParenthesis(_ bytes: UnsafeBufferPointer<UInt8>, closing: Int) -> Int? {
    var depth = 0
    var cursor = closing
    while cursor > 0, closing - cursor < 1024 {
      if bytes[cursor] == UInt8(ascii: ")") { depth += 1 }
      if bytes[cursor] == UInt8(ascii: "("), depth == 1 { return cursor }
      if bytes[cursor] == UInt8(ascii: "(") { depth -= 1 }
      cursor -= 1
    }
    return nil
  }

  /// The text (indentation and trailing spaces trimmed) of the line holding `offset`, up to `offset`
  /// itself when `offset` holds no line end; with `skippingBlank`, the nearest non-blank line up to it.
  private static func lineBefore(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int, skippingBlank: Bool = false) -> Range<Int>? {
    var end = offset
    while skippingBlank, end > 0, CaptureText.isSpace(bytes[end]) { end -= 1 }
    var start = end
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), end - start < 256 { start -= 1 }
    guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
    let upper = bytes[end] == UInt8(ascii: "\n") ? end : (skippingBlank ? end + 1 : end)
    let trimmed = CaptureText.trimmed(bytes, start..<upper)
    return trimmed.isEmpty ? start..<start : trimmed
  }

  /// Whether the line `range` starts with a declaration word followed by a space or `(`.
  /// The word may be the whole line (`else {`, `do {`), after the `}` that closes the block before (`} else {`).
  private static func startsDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var wordStart = range.lowerBound
    if wordStart < range.upperBound, bytes[wordStart] == UInt8(ascii: "}") {
      wordStart += 1
      while wordStart < range.upperBound, bytes[wordStart] == UInt8(ascii: " ") { wordStart += 1 }
    }
    var wordEnd = wordStart
    while wordEnd < range.upperBound, bytes[wordEnd] | 0x20 >= 0x61 && bytes[wordEnd] | 0x20 <= 0x7A { wordEnd += 1 }
    guard wordEnd > wordStart, wordEnd == range.upperBound || bytes[wordEnd] == UInt8(ascii: " ") || bytes[wordEnd] == UInt8(ascii: "(")
    else { return false }
    let word = String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self)
    if bindingWords.contains(word) { return !bytes[wordEnd..<range.upperBound].contains(UInt8(ascii: "=")) }
    return declarationWords.contains(word)
  }

  /// Whether the line `range` (its text before a `{` that ends the line) is the head of a block of
  /// statements by its last token: `)` (a call's or a signature's parameters: `function (e) {`,
  /// `it('sends', async () => {`; no printer writes `(…) {`), an arrow after them (`) => {`), Objective-C's
  /// block caret (`^{`, "Blocks Programming Topics", https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Blocks/Articles/bxDeclaringCreating.html),
  /// Perl's anonymous `sub {` ("perlsub", https://perldoc.perl.org/perlsub), or an Objective-C method's
  /// signature (`- (void)test {`).
  private static func endsBlockHead(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let last = range.last else { return false }
    let first = bytes[range.lowerBound]
    if (first == UInt8(ascii: "-") || first == UInt8(ascii: "+")), range.count > 2 {
      var cursor = range.lowerBound + 1
      while cursor < range.upperBound, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
      if cursor < range.upperBound, bytes[cursor] == UInt8(ascii: "(") { return true }
    }
    switch bytes[last] {
    case UInt8(ascii: ")"), UInt8(ascii: "^"): return true
    case UInt8(ascii: ">"):
      guard last > range.lowerBound, bytes[last - 1] == UInt8(ascii: "=") else { return false }
      var cursor = last - 2
      while cursor >= range.lowerBound, bytes[cursor] == UInt8(ascii: " ") { cursor -= 1 }
      return cursor >= range.lowerBound && bytes[cursor] == UInt8(ascii: ")")
    default:
      guard range.count >= 3, DataDescriptionReader(bytes: bytes).matches("sub", at: last - 2) else { return false }
      return range.count == 3 || !DescriptionParser.isWordByte(bytes[last - 3])
    }
  }

  /// `{"text", `: a collection initializer's element (C#'s `{"ID", Guid.NewGuid()}`) or a set of
  /// strings, never a dictionary, whose first key a printer follows with `:`, `=` or `=>`.
  static func startsWithStringElement(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var cursor = offset + 1
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return false }
    cursor += 1
    let limit = min(bytes.count, offset + 256)
    while cursor < limit, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\n") {
      if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
      cursor += 1
    }
    return cursor + 1 < limit && bytes[cursor] == UInt8(ascii: "\"") && bytes[cursor + 1] == UInt8(ascii: ",")
  }
}
