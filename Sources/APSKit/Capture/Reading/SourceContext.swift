/// Where a value stands in a sender's source code, for the scanner: an argument of a call is no
/// capture of its own (`payload = Payload.new(alert: "hi", custom: {fizz: 1})`,
/// `:ssl.connect('host', 2195, [packet: 0])`), and a value piped on (Elixir's `|>`: Kernel, "|>/2",
/// https://hexdocs.pm/elixir/Kernel.html#%7C%3E/2) is still that whole value.
enum SourceContext {
  /// What a call's argument is: a notification (it holds `aps`, or a provider's keys), or another value.
  enum Argument { case payload, other }

  /// The argument the value from `start` to `end` is (`isCallArgument`), nil when it is none.
  /// `callOpenBefore`: the line before the value's (which `bytes` may not hold) ends by opening a named
  /// call (`opensCall(before:)`).
  static func argument(
    _ capture: Capture, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lineStart: Int, callOpenBefore: Bool = false
  ) -> Argument? {
    guard isCallArgument(bytes, start: start, end: end, lineStart: lineStart, callOpenBefore: callOpenBefore) else { return nil }
    let payload = capture.withRoot { root in root["aps"] != nil || PushVendor.vendor(of: root) != nil } ?? false
    return payload ? .payload : .other
  }

  /// Whether the value from `start` to `end` is followed on its line by `)` (or `,`) that closes a
  /// call left open before it on the line: a call's argument, not a capture that lost its context.
  static func isCallArgument(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, lineStart: Int, callOpenBefore: Bool = false) -> Bool {
    var cursor = end
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")") || bytes[cursor] == UInt8(ascii: ",") else { return false }
    // The parentheses before the value on its line, quoted text skipped: one left open is the call's.
    var depth = 0
    var quote: UInt8?
    var index = lineStart
    while index < start {
      let byte = bytes[index]
      if let open = quote {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == open { quote = nil }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "(") {
        depth += 1
      } else if byte == UInt8(ascii: ")") {
        depth = max(0, depth - 1)
      }
      index += 1
    }
    // `print({…})` wraps one value: that is a capture (the scanner's own rule), not an argument among others.
    var before = start
    while before > lineStart, CaptureText.isSpace(bytes[before - 1]) { before -= 1 }
    if callOpenBefore, depth == 0, before == lineStart, bytes[cursor] == UInt8(ascii: ",") { return true }
    return depth > 0 && !(before > lineStart && bytes[before - 1] == UInt8(ascii: "(") && bytes[cursor] == UInt8(ascii: ")"))
  }

  /// Whether the line before `lineStart` (blank lines skipped) ends by opening a named call,
  /// `self.assertEqual(`: a value alone on the lines after it, followed by `,`, is the call's first
  /// argument, one per line as formatters such as Black lay out a call too long for one line ("The
  /// Black code style", https://black.readthedocs.io/en/stable/the_black_code_style/current_style.html).
  static func opensCall(before lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var end = lineStart
    while end > 0, CaptureText.isSpace(bytes[end - 1]) { end -= 1 }
    return end >= 2 && bytes[end - 1] == UInt8(ascii: "(") && DescriptionParser.isWordByte(bytes[end - 2])
  }

  /// Whether the value from `start` to `end` is the one argument of a named call on its line:
  /// `name(` right before it and `)` right after (spaces allowed).
  static func isCallWrapped(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
    var before = start
    while before > 0, bytes[before - 1] == UInt8(ascii: " ") { before -= 1 }
    guard before >= 2, bytes[before - 1] == UInt8(ascii: "("), DescriptionParser.isWordByte(bytes[before - 2]) else { return false }
    var after = end
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
    return after < bytes.count && bytes[after] == UInt8(ascii: ")")
  }

  /// The class whose constructor takes the value at `start` as a keyword argument (`name=` glued to
  /// it): PyAPNs' `Payload(alert=alert, custom={…})`, firebase_admin's `messaging.Message(data={…})`,
  /// `messaging.APNSConfig(headers={…})`. A class name is CapWords ("Class Names", PEP 8,
  /// https://peps.python.org/pep-0008/#class-names); a function's (`send(payload={…})`) is not.
  /// Looked for within 4 KB before the value, over lines; nil when the value is no such argument.
  static func constructor(ofKeywordArgument bytes: UnsafeBufferPointer<UInt8>, start: Int) -> (name: String, keyword: Int)? {
    guard start >= 2, bytes[start - 1] == UInt8(ascii: "=") else { return nil }
    var keyword = start - 1
    while keyword > 0, DescriptionParser.isWordByte(bytes[keyword - 1]) { keyword -= 1 }
    guard keyword < start - 1 else { return nil }
    var depth = 0
    var cursor = keyword
    while cursor > 0, keyword - cursor < 4096 {
      cursor -= 1
      let byte = bytes[cursor]
      if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
        depth += 1
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
        if depth == 0 { return nil }
        depth -= 1
      } else if byte == UInt8(ascii: "(") {
        if depth > 0 { depth -= 1; continue }
        var name = cursor
        while name > 0, DescriptionParser.isWordByte(bytes[name - 1]) { name -= 1 }
        guard name < cursor, bytes[name] >= UInt8(ascii: "A"), bytes[name] <= UInt8(ascii: "Z") else { return nil }
        return (String(decoding: bytes[name..<cursor], as: UTF8.self), keyword)
      }
    }
    return nil
  }

  /// The offset of a format operation right after a string's closing quote: Python's `'…' % args`
  /// ("printf-style String Formatting", https://docs.python.org/3/library/stdtypes.html#printf-style-string-formatting)
  /// or `'…'.format(…)` ("str.format", https://docs.python.org/3/library/stdtypes.html#str.format); nil otherwise.
  static func formatOperator(_ bytes: UnsafeBufferPointer<UInt8>, after offset: Int) -> Int? {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < bytes.count else { return nil }
    if bytes[cursor] == UInt8(ascii: "%"), cursor > offset, cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: " ") || bytes[cursor + 1] == UInt8(ascii: "(") {
      return cursor
    }
    return DataDescriptionReader(bytes: bytes).matches(".format(", at: cursor) ? cursor : nil
  }

  /// Whether the quote at `quote` opens the first argument of a format call: a name holding `printf` or
  /// ending in `format`/`Format` right before `(` or `:` (Go's `fmt.Sprintf(`, https://pkg.go.dev/fmt; C's
  /// `sprintf(`; Swift's `String(format:`; Objective-C's `stringWithFormat:`; Java's `String.format(`), an
  /// Objective-C `@` allowed before the quote.
  static func isFormatCall(_ bytes: UnsafeBufferPointer<UInt8>, quote: Int) -> Bool {
    var cursor = quote
    if cursor > 0, bytes[cursor - 1] == UInt8(ascii: "@") { cursor -= 1 }
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "(") || bytes[cursor - 1] == UInt8(ascii: ":") else { return false }
    cursor -= 1
    let end = cursor
    while cursor > 0, DescriptionParser.isWordByte(bytes[cursor - 1]), end - cursor < 64 { cursor -= 1 }
    let name = String(decoding: bytes[cursor..<end], as: UTF8.self).lowercased()
    return name.contains("printf") || name.hasSuffix("format")
  }

  /// The offset of the first printf verb in `range` (`%s`, `%d`, `%@`, `%v`, `%1$s`), nil when none.
  static func formatVerb(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Int? {
    for offset in range where bytes[offset] == UInt8(ascii: "%") && offset + 1 < range.upperBound {
      let next = bytes[offset + 1]
      if next == UInt8(ascii: "@") || (next >= 0x30 && next <= 0x39) || next | 0x20 >= 0x61 && next | 0x20 <= 0x7A { return offset }
    }
    return nil
  }

  /// Words that declare a variable in the languages whose literals are read (JavaScript's `const`/`let`/`var`,
  /// Kotlin's `val`, Dart's and Java's `final`).
  static let declarationWords: Set<String> = ["const", "let", "var", "val", "final"]

  /// Whether the value at `start` is what a declaration on its line assigns: `const payload = {` (a type
  /// annotation between the name and `=` allowed).
  static func isDeclarationValue(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
    var cursor = start
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "=") else { return false }
    var lineStart = cursor
    while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n"), cursor - lineStart < 256 { lineStart -= 1 }
    while lineStart < cursor, bytes[lineStart] == UInt8(ascii: " ") || bytes[lineStart] == UInt8(ascii: "\t") { lineStart += 1 }
    var wordEnd = lineStart
    while wordEnd < cursor, bytes[wordEnd] >= UInt8(ascii: "a"), bytes[wordEnd] <= UInt8(ascii: "z") { wordEnd += 1 }
    guard wordEnd < cursor, bytes[wordEnd] == UInt8(ascii: " ") else { return false }
    return declarationWords.contains(String(decoding: bytes[lineStart..<wordEnd], as: UTF8.self))
  }

  /// Words that start a statement in the languages whose source is pasted around payloads (Swift, JavaScript,
  /// Kotlin, Dart, Java).
  static let statementWords: Set<String> = declarationWords.union(["if", "guard", "for", "while", "return", "switch", "try", "await", "func", "throw"])

  /// Whether the `{` at `brace` opens a block of code, not a dictionary: the first word after it (past blank
  /// space and lines) is a statement keyword followed by a space and a name or `(` (`let userInfo: … = [`,
  /// `if let aps = …`, `if (data.wasTapped)`). A printed or literal entry's key is followed by its separator
  /// (`let = 1;`, `let: 1`), so no printer's entry starts so.
  static func opensBlock(_ bytes: UnsafeBufferPointer<UInt8>, brace: Int) -> Bool {
    var cursor = brace + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    var wordEnd = cursor
    while wordEnd < bytes.count, wordEnd - cursor < 8, bytes[wordEnd] >= UInt8(ascii: "a"), bytes[wordEnd] <= UInt8(ascii: "z") { wordEnd += 1 }
    guard wordEnd > cursor, wordEnd + 1 < bytes.count, bytes[wordEnd] == UInt8(ascii: " ") else { return false }
    let next = bytes[wordEnd + 1]
    let startsName = next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z") || next == UInt8(ascii: "_") || next == UInt8(ascii: "(")
    return startsName && statementWords.contains(String(decoding: bytes[cursor..<wordEnd], as: UTF8.self))
  }

  /// Whether the `{` at `brace` opens an empty body of code: it stands first on its line, only blank space
  /// and lines lie between it and its `}`, and the previous non-blank line is a signature (it holds a `(`
  /// and ends with a name or `)`), as an Objective-C method definition's `- (void)application:… completionHandler`
  /// then `{` and `}` ("NotificationServiceExtension not firing",
  /// https://github.com/OneSignal/OneSignal-iOS-SDK/issues/764). A log's empty dictionary follows its label
  /// on the label's line (`userInfo: {`), and a label ends with `:` or `=`.
  static func isEmptyBody(_ bytes: UnsafeBufferPointer<UInt8>, brace: Int) -> Bool {
    var lineStart = brace
    while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
    guard lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: "\n") else { return false }
    var close = brace + 1
    while close < bytes.count, CaptureText.isSpace(bytes[close]) { close += 1 }
    guard close < bytes.count, bytes[close] == UInt8(ascii: "}"), bytes[brace..<close].contains(UInt8(ascii: "\n")) else { return false }
    var end = lineStart - 1
    while end > 0, CaptureText.isSpace(bytes[end - 1]) { end -= 1 }
    guard end > 0 else { return false }
    let last = bytes[end - 1]
    guard last == UInt8(ascii: ")") || DescriptionParser.isWordByte(last) else { return false }
    var start = end - 1
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return bytes[start..<end].contains(UInt8(ascii: "("))
  }

  /// The property a statement on the literal's line assigns it to (`note.alert = {…};` in node-apn's sender,
  /// "Issues with apns.Notification()", https://github.com/node-apn/node-apn/issues/130; `apn.custom_properties = {…}`
  /// in a Ruby gem's example): a dotted name alone before ` = ` on the line. Nil for any other literal (a
  /// declaration `const note = {`, a comparison `==`, a label without a dot).
  static func assignedProperty(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, lineStart: Int) -> String? {
    var cursor = start
    while cursor > lineStart, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor - 2 >= lineStart, bytes[cursor - 1] == UInt8(ascii: "=") else { return nil }
    guard !"=!<>:+-*/|&?.".utf8.contains(bytes[cursor - 2]) else { return nil }
    var end = cursor - 1
    while end > lineStart, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    var begin = end
    while begin > lineStart, DescriptionParser.isWordByte(bytes[begin - 1]) || bytes[begin - 1] == UInt8(ascii: ".") { begin -= 1 }
    guard begin < end, CaptureText.trimmed(bytes, lineStart..<begin).isEmpty else { return nil }
    let first = bytes[begin]
    guard first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z") || first == UInt8(ascii: "_") else { return nil }
    guard let dot = bytes[begin..<end].lastIndex(of: UInt8(ascii: ".")), dot > begin, dot < end - 1 else { return nil }
    return String(decoding: bytes[begin..<end], as: UTF8.self)
  }

  /// Whether the letters `aps` stand anywhere in `range` (a key of the payload, however quoted).
  static func mentionsAps(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    var index = range.lowerBound
    while index + 3 <= range.upperBound {
      if bytes[index] == UInt8(ascii: "a"), bytes[index + 1] == UInt8(ascii: "p"), bytes[index + 2] == UInt8(ascii: "s") { return true }
      index += 1
    }
    return false
  }

  /// The note for Elixir's pipe after a value (`%{aps: …} |> Poison.encode!`), nil for other text.
  static func pipeNote(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
    guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "|"), bytes[start + 1] == UInt8(ascii: ">") else { return nil }
    var end = start
    while end < bytes.count, end - start < 80, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return "read the value piped on after it on its line (\(CaptureText.abbreviated(text, limit: 60)))"
  }
}

extension SourceContext {
  /// Where the code after a literal assigned to a name (`payload := {…}`, `$body = array(…);`) stores into
  /// that name by subscript (`payload[k] = v`, `$body['aps']['badge'] = $n;`) within the next few lines:
  /// the dictionary sent is the literal plus what the code adds, which the text does not hold. Nil when the
  /// literal at `start` is assigned to no name, or nothing stores into it.
  static func laterStore(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Int? {
    var cursor = start
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") || bytes[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 }
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "=") else { return nil }
    cursor -= 1
    if cursor > 0, bytes[cursor - 1] == UInt8(ascii: ":") { cursor -= 1 }
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    let nameEnd = cursor
    while cursor > 0, DescriptionParser.isWordByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: "$") { cursor -= 1 }
    guard nameEnd - cursor >= 2 else { return nil }
    let name = Array(bytes[cursor..<nameEnd]) + [UInt8(ascii: "[")]
    let limit = min(bytes.count, end + 512)
    var offset = end
    while offset + name.count <= limit {
      if bytes[offset] == name[0], !DescriptionParser.isWordByte(bytes[offset - 1]), bytes[offset..<offset + name.count].elementsEqual(name),
        storesBySubscript(bytes, from: offset + name.count - 1, limit: limit)
      {
        return offset
      }
      offset += 1
    }
    return nil
  }

  /// Whether the subscripts from the `[` at `open` end on their line in `] = ` (an assignment, not `==`).
  private static func storesBySubscript(_ bytes: UnsafeBufferPointer<UInt8>, from open: Int, limit: Int) -> Bool {
    var cursor = open
    while cursor < limit, bytes[cursor] == UInt8(ascii: "[") {
      while cursor < limit, bytes[cursor] != UInt8(ascii: "]"), bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
      guard cursor < limit, bytes[cursor] == UInt8(ascii: "]") else { return false }
      cursor += 1
    }
    while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    return cursor + 1 < limit && bytes[cursor] == UInt8(ascii: "=") && bytes[cursor + 1] != UInt8(ascii: "=")
  }
}

extension SourceContext {
  /// The key of the subscript that the literal at `start` is assigned to (`$payload['aps'] = array(…);`,
  /// `payload["aps"] = {…}`), when no other line near it stores into that name by subscript: then the
  /// dictionary the code sends is `{key: literal}` (the widely copied PHP sender, "Quickly send an Apple
  /// Push Notification using PHP", https://gist.github.com/seyfer/9783ade21a91b6346287d046ea952784).
  /// Nil for any other literal.
  static func subscriptStore(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> String? {
    var cursor = start
    func skipSpaces() { while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") || bytes[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 } }
    skipSpaces()
    guard cursor > 1, bytes[cursor - 1] == UInt8(ascii: "="), !"=!<>:+-.".utf8.contains(bytes[cursor - 2]) else { return nil }
    cursor -= 1
    skipSpaces()
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "]") else { return nil }
    cursor -= 1
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "'") || bytes[cursor - 1] == UInt8(ascii: "\"") else { return nil }
    let quote = bytes[cursor - 1]
    let keyEnd = cursor - 1
    cursor -= 1
    while cursor > 0, DescriptionParser.isWordByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: "-") { cursor -= 1 }
    let keyStart = cursor
    guard keyStart < keyEnd, cursor > 1, bytes[cursor - 1] == quote, bytes[cursor - 2] == UInt8(ascii: "[") else { return nil }
    cursor -= 2
    let nameEnd = cursor
    while cursor > 0, DescriptionParser.isWordByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: "$") { cursor -= 1 }
    guard nameEnd - cursor >= 2, cursor == 0 || !DescriptionParser.isWordByte(bytes[cursor - 1]) else { return nil }
    let name = Array(bytes[cursor..<nameEnd]) + [UInt8(ascii: "[")]
    // Another store into the name (before the literal or after it) adds what the text's literal lacks.
    let window = max(0, cursor - 1024)..<min(bytes.count, end + 512)
    var offset = window.lowerBound
    while offset + name.count <= window.upperBound {
      if offset != cursor, bytes[offset] == name[0], offset == 0 || !DescriptionParser.isWordByte(bytes[offset - 1]),
        bytes[offset..<offset + name.count].elementsEqual(name), storesBySubscript(bytes, from: offset + name.count - 1, limit: window.upperBound)
      {
        return nil
      }
      offset += 1
    }
    return String(decoding: bytes[keyStart..<keyEnd], as: UTF8.self)
  }
}
