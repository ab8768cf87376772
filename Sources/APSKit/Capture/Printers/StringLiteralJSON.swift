/// A JSON document inside a string literal of source code (a Java or C# constant, a test's
/// expected payload): the literal is unescaped by its language's rule, then the one JSON reader
/// reads the text. Each row is a language's quoting:
/// - C# verbatim strings `@"…"` double a quote and take no backslash escapes ("Verbatim string
///   literals", https://learn.microsoft.com/en-us/dotnet/csharp/language-reference/tokens/verbatim);
/// - C-family double-quoted strings (Java, C#, JavaScript, Kotlin, Swift, Go's interpreted strings)
///   escape `"` and `\` with a backslash ("Escape Sequences", Java Language Specification, section 3.10.7,
///   https://docs.oracle.com/javase/specs/jls/se21/html/jls-3.html#jls-3.10.7).
/// `\uXXXX` is left as it stands: JSON reads it the same way inside a string.
struct StringLiteralRow: Sendable {
  /// The language's name for the note.
  var name: String
  /// What opens the literal, right before its `{` (`@"`, `"`).
  var opener: [UInt8]
  /// A doubled quote is one quote (C# verbatim); else a backslash escapes the next character.
  var doublesQuotes: Bool

  static let rows: [StringLiteralRow] = [
    StringLiteralRow(name: "a C# verbatim string (@\"…\", quotes doubled)", opener: Array("@\"".utf8), doublesQuotes: true),
    StringLiteralRow(name: "a source string literal (\"…\", backslash escapes)", opener: Array("\"".utf8), doublesQuotes: false),
  ]

  /// The row whose opener ends right before `start`.
  static func row(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> StringLiteralRow? {
    rows.first { row in
      start >= row.opener.count && bytes[(start - row.opener.count)..<start].elementsEqual(row.opener)
    }
  }

  /// The literal's text unescaped from `start` and the offset one past its closing quote; nil
  /// when the literal does not close on its line or holds an escape JSON cannot take back.
  func unescaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (text: [UInt8], end: Int)? {
    var text: [UInt8] = []
    var cursor = start
    let quote = UInt8(ascii: "\"")
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      let byte = bytes[cursor]
      if doublesQuotes, byte == quote {
        guard cursor + 1 < bytes.count, bytes[cursor + 1] == quote else { return (text, cursor + 1) }
        text.append(quote)
        cursor += 2
      } else if !doublesQuotes, byte == quote {
        guard let next = Self.joinedLiteral(bytes, after: cursor + 1) else { return (text, cursor + 1) }
        cursor = next
      } else if !doublesQuotes, byte == UInt8(ascii: "\\"), cursor + 1 < bytes.count {
        let next = bytes[cursor + 1]
        switch next {
        case quote, UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "'"): text.append(next)
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        // JSON's own escape of a character inside a string: kept for the JSON reader.
        case UInt8(ascii: "u"): text += [byte, next]
        default: return nil
        }
        cursor += 2
      } else {
        text.append(byte)
        cursor += 1
      }
    }
    return nil
  }
}

extension StringLiteralRow {
  /// Where the next literal's text starts when the literal closing before `offset` is joined by `+` to
  /// another string literal on its line (`"{\"aps\":{\"alert\":\"" + "Hi" + "\"}}"`: constants alone, so the
  /// text holds the value, as the compiler joins them: C# "String concatenation",
  /// https://learn.microsoft.com/en-us/dotnet/csharp/language-reference/operators/addition-operator#string-concatenation;
  /// Java, JavaScript alike); nil when no `+` follows, or a name or call does (the code's value: the JSON
  /// left open is not read).
  static func joinedLiteral(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "+") else { return nil }
    cursor += 1
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
    return cursor + 1
  }
}

extension CaptureReader {
  /// The JSON object inside the string literal whose text starts with the `{` at `start`.
  /// Not committed when it fails: the text may be something else in quotes.
  func readStringLiteral(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ row: StringLiteralRow) -> PrinterReading {
    guard let (text, end) = row.unescaped(bytes, from: start), let json = try? JSONText(scanning: text),
      json.withRoot({ $0.members != nil })
    else {
      return .failed(.notInForm(form: "json", reason: "no JSON object in \(row.name)"), committed: false)
    }
    if !allowDuplicates, let duplicate = json.duplicateKeys.first {
      return .failed(
        .duplicateKey(key: CaptureText.abbreviated(duplicate.key), first: .pending(start), at: .pending(start)), committed: true)
    }
    let note = CaptureNote("read the JSON inside \(row.name), unescaped by its language's rule")
    return .read(Capture(form: .json, json: json, notes: [note]), end: end)
  }
}

/// JSON copied out of a source string literal without the literal's quotes (`{\"aps\":{\"alert\":\"Hi\"}}`,
/// as a reporter pastes the escaped text a log or a constant showed; rpush/rpush issue 113,
/// https://github.com/rpush/rpush/issues/113): every quote of the JSON is escaped with a backslash, by the
/// C-family rule of `StringLiteralRow` ("Escape Sequences", Java Language Specification, section 3.10.7,
/// https://docs.oracle.com/javase/specs/jls/se21/html/jls-3.html#jls-3.10.7). Read when the text unescapes to
/// one JSON object on its line and holds no bare quote; otherwise nothing here claims it.
enum EscapedJSONWithoutQuotes {
  /// Whether the `{` at `start` opens such text: a backslash and a quote right after it.
  static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    start + 2 < bytes.count && bytes[start + 1] == UInt8(ascii: "\\") && bytes[start + 2] == UInt8(ascii: "\"")
      && (start == 0 || bytes[start - 1] != UInt8(ascii: "\""))
  }

  /// The unescaped object from `start` and the offset one past its closing brace; nil when a bare quote, an
  /// escape JSON cannot take back, or the line's end comes first.
  static func unescaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (text: [UInt8], end: Int)? {
    var text: [UInt8] = []
    var cursor = start
    var depth = 0
    var inString = false
    var escapedInString = false
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      var byte = bytes[cursor]
      if byte == UInt8(ascii: "\"") { return nil }
      if byte == UInt8(ascii: "\\") {
        guard cursor + 1 < bytes.count else { return nil }
        let next = bytes[cursor + 1]
        switch next {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte = next
        case UInt8(ascii: "u"): text.append(byte); byte = next
        default: return nil
        }
        cursor += 2
      } else {
        cursor += 1
      }
      text.append(byte)
      if inString {
        if escapedInString { escapedInString = false } else if byte == UInt8(ascii: "\\") { escapedInString = true } else if byte == UInt8(ascii: "\"") { inString = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return (text, cursor) }
      default: break
      }
    }
    return nil
  }
}

extension CaptureReader {
  /// The JSON object of escaped text without its quotes at `start`. Not committed when it fails.
  func readEscapedJSON(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> PrinterReading {
    guard let (text, end) = EscapedJSONWithoutQuotes.unescaped(bytes, from: start), let json = try? JSONText(scanning: text),
      json.withRoot({ $0.members != nil })
    else {
      return .failed(.notInForm(form: "json", reason: "no JSON object in the escaped text"), committed: false)
    }
    if !allowDuplicates, let duplicate = json.duplicateKeys.first {
      return .failed(
        .duplicateKey(key: CaptureText.abbreviated(duplicate.key), first: .pending(start), at: .pending(start)), committed: true)
    }
    let note = CaptureNote("read the JSON of escaped text without its string quotes (every quote backslash-escaped), unescaped")
    return .read(Capture(form: .json, json: json, notes: [note]), end: end)
  }
}
