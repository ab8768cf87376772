/// A sender's template, not a payload: a string value that holds an expression the sending service
/// fills in per send. What the phone receives is not in the text, so the capture is refused where the
/// expression stands. Two spellings are recognised:
/// - Azure Notification Hubs' template expressions, `$(name)` ("Templates",
///   https://learn.microsoft.com/en-us/azure/notification-hubs/notification-hubs-templates-cross-platform-push-messages);
/// - Mustache/Handlebars/Liquid tags, `{{name}}` / `{{ name.path }}` (Mustache manual, "Variables",
///   https://mustache.github.io/mustache.5.html), the push templates of Stream, Braze, Customer.io and Knock.
/// - a substitution of the code around the text, `${name}` (JavaScript's template literals: ECMAScript,
///   "Template Literals", https://tc39.es/ecma262/#sec-template-literals; Kotlin's and the shell's strings).
/// - a PHP string literal broken by the concatenation operator (`'…'. $tokens .'…'`, "String Operators",
///   https://www.php.net/manual/en/language.operators.string.php): read across the quotes, the spliced code
///   is left as a string that is only `. $name .`.
/// - a shell variable spliced into a single-quoted argument (`'{"t":'"$TIME"'}'`: the literal closed, the
///   variable expanded in double quotes, the literal reopened; Bash manual, "Quoting",
///   https://www.gnu.org/software/bash/manual/html_node/Quoting.html): read across the quotes, a string
///   that is only `"$NAME"`.
/// - a whole value between guillemets, `«name»` or `«*»`: a merge field or a literate test's wildcard for
///   any value (public capture 799): the value sent is not in the text either.
/// A placeholder that is no template language's (`<message>`, `...`) is a string like any other.
enum TemplateExpressions {
  /// The first template expression in a string of `root`, depth first; nil when there is none.
  static func first(in root: JSONView) -> String? {
    if let text = root.stringValue { return expression(in: text) }
    if let members = root.members {
      for member in members {
        if let found = first(in: member.value) { return found }
      }
    }
    if let elements = root.elements {
      for element in elements {
        if let found = first(in: element) { return found }
      }
    }
    return nil
  }

  /// `$(`, `${` or `{{` somewhere in `range`: only then are the capture's strings looked at.
  /// Asked of every capture: only a `$` or `{` is looked at, found eight bytes at a time.
  static func mayHold(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index + 1 < range.upperBound {
      // `$`, `{` and 0xC2, the lead byte of `«` (a guillemet field).
      index = ByteWords.firstIndex(
        bytes, from: index, to: range.upperBound - 1,
        wanted: { ByteWords.equal($0, UInt8(ascii: "$")) | ByteWords.equal($0, UInt8(ascii: "{")) | ByteWords.equal($0, 0xC2) },
        isWanted: { $0 == UInt8(ascii: "$") || $0 == UInt8(ascii: "{") || $0 == 0xC2 })
      guard index + 1 < range.upperBound else { return false }
      let byte = bytes[index]
      let next = bytes[index + 1]
      if byte == UInt8(ascii: "$") && (next == UInt8(ascii: "(") || next == UInt8(ascii: "{") || next == UInt8(ascii: "_") || (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z"))
        || byte == UInt8(ascii: "{") && next == UInt8(ascii: "{") || byte == 0xC2 && next == 0xAB
      {
        return true
      }
      index += 1
    }
    return false
  }

  /// The first `$(name)` or `{{ name }}` in `text`: a name of letters, digits, `_`, `.` (and `,` and
  /// spaces inside Azure's `$(name, 10)`), nothing else, so `{{` in prose or code is no template.
  static func expression(in text: String) -> String? {
    if let spliced = concatenation(in: text) { return spliced }
    if let field = guillemetField(text) { return field }
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index + 1 < scalars.count {
      if scalars[index] == "$", scalars[index + 1] == "(", let end = close(scalars, from: index + 2, by: [")"], extra: ", ") {
        return String(String.UnicodeScalarView(scalars[index..<end]))
      }
      if scalars[index] == "{", scalars[index + 1] == "{", let end = close(scalars, from: index + 2, by: ["}", "}"], extra: " ") {
        return String(String.UnicodeScalarView(scalars[index..<end]))
      }
      if scalars[index] == "$", scalars[index + 1] == "{", let end = close(scalars, from: index + 2, by: ["}"], extra: "") {
        return String(String.UnicodeScalarView(scalars[index..<end]))
      }
      index += 1
    }
    return nil
  }

  /// The whole of `text` when it is `«…»` around a short name or wildcard (no guillemet inside).
  private static func guillemetField(_ text: String) -> String? {
    guard text.hasPrefix("«"), text.hasSuffix("»"), text.count > 2, text.count <= 64 else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("«"), !inner.contains("»"), !inner.contains(where: \.isNewline) else { return nil }
    return text
  }

  /// `. $name .` (spaces around it allowed), or `"$NAME"`: the whole string is PHP or shell code spliced
  /// between two literals.
  private static func concatenation(in text: String) -> String? {
    let trimmed = Substring(text).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    if trimmed.count > 3, trimmed.first == "\"", trimmed.last == "\"", isVariable(trimmed.dropFirst().dropLast()) { return String(trimmed) }
    guard trimmed.count > 3, trimmed.first == ".", trimmed.last == "." else { return nil }
    let inner = trimmed.dropFirst().dropLast().drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
    guard isVariable(inner) else { return nil }
    return String(trimmed)
  }

  /// `$name`: a PHP or shell variable.
  private static func isVariable<Text: Collection<Character>>(_ text: Text) -> Bool {
    text.first == "$" && text.count > 1 && text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// The index after `closer` when a name (and `extra` characters) runs from `start` to it.
  private static func close(_ scalars: [Unicode.Scalar], from start: Int, by closer: [Unicode.Scalar], extra: String) -> Int? {
    var index = start
    var letters = 0
    while index < scalars.count, index - start < 80 {
      let scalar = scalars[index]
      if Array(scalars[index..<min(scalars.count, index + closer.count)]) == closer {
        return letters > 0 ? index + closer.count : nil
      }
      // A name starts with a letter or `_` (`$(5)` is text).
      if scalar.properties.isAlphabetic || scalar == "_" || letters > 0 && (("0"..."9").contains(scalar) || scalar == ".") {
        letters += 1
      } else if !extra.unicodeScalars.contains(scalar) {
        return nil
      }
      index += 1
    }
    return nil
  }

  /// The refusal of a template read from `range` of `bytes`, at the expression's first place in that text
  /// (counted from `lineStart`, which is line `line`); nil when the capture holds no template. A documented
  /// shape whose `aps` keys name alternatives is refused the same way (`alternativeKey`).
  static func refusal(
    _ capture: Capture, _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, line: Int, lineStart: Int
  ) -> CaptureError? {
    if let key = capture.withRoot({ alternativeKey(in: $0) }) ?? nil {
      return .unexpected(
        character: "key \(key.debugDescription) naming alternatives",
        expected: "one of the keys it names: a page that documents a payload's shape lists alternatives, a notification carries one",
        at: place(of: key, bytes, range: range, line: line, lineStart: lineStart))
    }
    guard mayHold(bytes, in: range), let found = capture.withRoot({ first(in: $0) }) ?? nil else { return nil }
    return .unexpected(
      character: "template expression \(found.debugDescription)",
      expected: "a value the phone receives: a template's expressions are filled in before each send (by the sending service or the code), so the payload is not in the text",
      at: place(of: found, bytes, range: range, line: line, lineStart: lineStart))
  }

  /// A key of `aps` or its `alert` written as a choice between keys (`"title-loc-key or title"`, KOBIL's
  /// "Push Content" page, https://dev.developer.kobil.com/docs/mcsdk-docs/shift-lite-twv/development/push-notification/push-content):
  /// no sender sends it, so the text is a description of payloads, not one. Only `aps` is looked at:
  /// a sender's own keys may be prose.
  static func alternativeKey(in root: JSONView) -> String? {
    guard let aps = root["aps"], let members = aps.members else { return nil }
    // Asked of every capture: a key is made a string only when its UTF-8 holds " or ", which every
    // key the split below could cut holds (splitting by a string sets up a searcher per key).
    for member in members where member.keyUTF8Contains(" or ") && namesAlternatives(member.key) { return member.key }
    guard let alert = aps["alert"]?.members else { return nil }
    for member in alert where member.keyUTF8Contains(" or ") && namesAlternatives(member.key) { return member.key }
    return nil
  }

  /// Whether `key` is two or more names joined by " or ", none of them empty or holding a space.
  private static func namesAlternatives(_ key: String) -> Bool {
    let parts = key.split(separator: " or ", omittingEmptySubsequences: false)
    return parts.count > 1 && parts.allSatisfy { !$0.isEmpty && !$0.contains(where: \.isWhitespace) }
  }

  /// Where `text` first stands in `range` of `bytes` as written (a JSON escape inside it would move it: then
  /// the capture's start), counted from `lineStart`, which is line `line`.
  private static func place(
    of text: String, _ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, line: Int, lineStart: Int
  ) -> SourceLocation {
    let needle = Array(text.utf8)
    var offset = range.lowerBound
    var place = range.lowerBound
    while offset + needle.count <= range.upperBound {
      if bytes[offset] == needle[0], Array(bytes[offset..<offset + needle.count]) == needle {
        place = offset
        break
      }
      offset += 1
    }
    let fromLine = UnsafeBufferPointer(rebasing: bytes[lineStart...])
    return SourceLocation.of(offset: place - lineStart, in: fromLine).shifted(lines: line - 1, bytes: lineStart)
  }
}
