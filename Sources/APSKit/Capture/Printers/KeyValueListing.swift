/// A loop that logs each key of a notification on its own line (`NSLog(@"key: %@, value: %@", key,
/// userInfo[key])`, Xamarin's `Debug.WriteLine("Key: " + key + " - Value: " + value)`): after the
/// log prefix, a label, the key, a separator and the value as its description prints it (a scalar
/// raw to the end of the line; a dictionary, array or data over the lines after, in the Darwin
/// grammar). Consecutive entry lines of one spelling are one notification built from the entries.
/// A loop printing `NSLog(@"Data: %@ -> %@", key, value)` spells it `Data: key -> value`, where
/// an empty string leaves the line ending in ` ->`. A loop writing `Key = '{key}', Value = '{value}'`
/// quotes both (a Xamarin app's listing of a FirebasePushNotificationPlugin data dictionary: "CrossFirebasePushNotification.Current.OnNotificationOpened
/// event data not containing the message itself", https://github.com/CrossGeeks/FirebasePushNotificationPlugin/issues/327):
/// the value is the text up to the line's last quote, a string as written. A line pasted as Markdown
/// inline code (`` `Key = …` ``) keeps its backticks around the entry.
enum KeyValueListing {
  /// Each spelling: the label before the key, the separator before the value (ASCII case ignored),
  /// and the quote that closes a quoted value.
  static let spellings: [(label: [UInt8], separator: [UInt8], quote: UInt8?)] = [
    (Array("key: ".utf8), Array(", value: ".utf8), nil), (Array("key: ".utf8), Array(" - value: ".utf8), nil),
    (Array("data: ".utf8), Array(" ->".utf8), nil), (Array("key = '".utf8), Array("', value = '".utf8), UInt8(ascii: "'")),
  ]

  /// A loop over one key prints one line, which is no more than a key and its value: a listing
  /// counts from two entries (one alone stays a key's value, refused as such by the scanner).
  static let minimumEntries = 2

  /// The entry on the line at `lineStart` with the separator `spelling` (any when nil): where its
  /// key is and where its value starts. Only the first label on a line counts (one pass over it).
  static func entry(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, spelling: Int? = nil) -> (spelling: Int, key: Range<Int>, value: Int)? {
    var lineEnd = lineStart
    while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
    for (index, form) in spellings.enumerated() where spelling == nil || spelling == index {
      if let found = entry(bytes, lineStart: lineStart, lineEnd: lineEnd, form) { return (index, found.key, found.value) }
    }
    return nil
  }

  /// The entry in `form` on the line `lineStart..<lineEnd`: the label starts the line or follows the
  /// log prefix's space; asked at every line of a log, so a byte that cannot start it is passed over.
  private static func entry(
    _ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, lineEnd: Int, _ form: (label: [UInt8], separator: [UInt8], quote: UInt8?)
  ) -> (key: Range<Int>, value: Int)? {
    var cursor = lineStart
    while cursor < lineEnd {
      if bytes[cursor] | 0x20 == form.label[0],
        cursor == lineStart || CaptureText.isSpace(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: "`"),
        matches(bytes, form.label, at: cursor)
      {
        break
      }
      cursor += 1
    }
    guard cursor + form.label.count < lineEnd else { return nil }
    let keyStart = cursor + form.label.count
    for separator in keyStart..<lineEnd where matches(bytes, form.separator, at: separator) {
      let value = separator + form.separator.count
      // The separator ends the line (an empty value) or a space follows it (` -> value`).
      let ends = value == lineEnd || CaptureText.isSpace(bytes[value]) || form.separator.last == UInt8(ascii: " ") || form.quote != nil
      return separator > keyStart && value <= lineEnd && ends ? (keyStart..<separator, value) : nil
    }
    return nil
  }

  /// The listing whose first entry is on the line at `lineStart`; nil when there is none (or one
  /// entry, or the first value does not read): then the text is the scanner's as before.
  static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, from lineStart: Int, reader: CaptureReader, final: Bool
  ) -> CaptureScanner.Outcome? {
    guard entry(bytes, lineStart: lineStart) != nil else { return nil }
    var outcome = entries(bytes, from: lineStart, reader: reader, vendor: reader.vendor, final: final)
    if case .capture(let capture, _)? = outcome, !reader.stringsOnly, reader.vendor == nil,
      let vendor = capture.withRoot(PushVendor.vendor(of:)) ?? nil
    {
      // Typed again by the provider's schema (FCM data values are strings), as the printers are.
      let typed = entries(bytes, from: lineStart, reader: reader, vendor: vendor, final: final)
      if case .capture? = typed { outcome = typed }
    }
    return outcome
  }

  private static func entries(
    _ bytes: UnsafeBufferPointer<UInt8>, from lineStart: Int, reader: CaptureReader, vendor: PushVendor?, final: Bool
  ) -> CaptureScanner.Outcome? {
    var parser = DescriptionParser(bytes: bytes, start: lineStart, stringsOnly: reader.stringsOnly)
    parser.allowDuplicates = reader.allowDuplicates
    parser.vendor = vendor
    var members: [JSONMember] = []
    var seen = SeenKeys()
    var line = lineStart
    var spelling: Int?
    while line < bytes.count, let found = entry(bytes, lineStart: line, spelling: spelling) {
      spelling = found.spelling
      let key = String(decoding: bytes[found.key], as: UTF8.self)
      do {
        try parser.noteKey(key, at: found.key.lowerBound, seen: &seen)
        parser.path = [key]
        parser.index = found.value
        let value = try value(&parser, quote: spellings[found.spelling].quote)
        members.append(JSONMember(key, value))
      } catch {
        if !final, case .truncated = error { return .needMore }
        if members.isEmpty { return nil }
        let resume = error.location.map { CaptureScanner.nextLine(bytes, after: $0.offset) } ?? bytes.count
        return .failure(error, resume: resume)
      }
      line = CaptureScanner.nextLine(bytes, after: parser.index)
    }
    // In a stream, a listing that reaches the last (unfinished) line of the buffer may go on.
    if !final, !bytes[line...].contains(UInt8(ascii: "\n")) { return .needMore }
    guard members.count >= minimumEntries else { return nil }
    parser.path = []
    parser.finishNotes()
    var capture = Capture(form: .nslog, value: .object(members), notes: parser.notes)
    capture.notes.append(CaptureNote("read a per-key listing: \(members.count) lines of key and value, one notification"))
    // Printed once here: every reader after the listing reads this tape.
    return .capture(capture.sealed(), end: line)
  }

  /// The value after the separator: a description (`{`, `(`, `<`) that ends its line, else the
  /// rest of the line, typed as the Darwin description types a bare token.
  private static func value(_ parser: inout DescriptionParser, quote: UInt8?) throws(CaptureError) -> JSONValue {
    let bytes = parser.bytes
    if let quote { return try quoted(&parser, quote: quote) }
    while parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: " ") { parser.index += 1 }
    let start = parser.index
    if start < bytes.count, [UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<")].contains(bytes[start]) {
      let value = try parser.parsePrinted(.darwin, closer: nil) ?? .null
      guard parser.endsLine(after: parser.index) else {
        throw parser.unexpected("the end of the line after the value of a per-key listing line")
      }
      return value
    }
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    parser.index = end
    let range = CaptureText.trimmed(bytes, start..<end)
    let text = String(decoding: bytes[range], as: UTF8.self)
    guard !text.isEmpty else { return .string("") }
    return parser.scalarFromBare(text, at: range.lowerBound, booleansAreText: true)
  }

  /// A quoted value: the text from the separator's opening quote to the line's last quote, which only
  /// spaces or an inline code span's closing backtick may follow.
  private static func quoted(_ parser: inout DescriptionParser, quote: UInt8) throws(CaptureError) -> JSONValue {
    let bytes = parser.bytes
    let start = parser.index
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    parser.index = end
    var close = end
    while close > start, CaptureText.isSpace(bytes[close - 1]) { close -= 1 }
    if close > start, bytes[close - 1] == UInt8(ascii: "`") { close -= 1 }
    guard close > start, bytes[close - 1] == quote else {
      parser.index = close
      throw parser.unexpected("the closing \(Character(Unicode.Scalar(quote))) of the value of a per-key listing line")
    }
    return .string(String(decoding: bytes[start..<(close - 1)], as: UTF8.self))
  }

  /// Whether `word` (lower-case ASCII) is at `offset`, ignoring ASCII case.
  private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8], at offset: Int) -> Bool {
    guard offset + word.count <= bytes.count else { return false }
    for (index, byte) in word.enumerated() {
      let actual = bytes[offset + index]
      let folded = actual >= UInt8(ascii: "A") && actual <= UInt8(ascii: "Z") ? actual | 0x20 : actual
      guard folded == byte else { return false }
    }
    return true
  }
}
