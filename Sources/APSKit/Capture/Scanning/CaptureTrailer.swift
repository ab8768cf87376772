/// Text after a capture on its line that is known not to be part of it: a stray closing bracket
/// left by a hand edit or a paste (`}` after the payload's own), or what PushKit logs after a
/// payload (`}, type = PKPushTypeVoIP`, `forType: PKPushTypeVoIP`). The capture is read, with a
/// note; any other text after a capture still refuses it (two captures glued, part of something larger).
enum CaptureTrailer {
  /// What the text from `start` to its line's end is, when recognised. Only the first bytes after the
  /// capture are looked at (PushKit's push type stands right after it, a stray bracket is short): a line
  /// of many captures asks this once per capture, and reading the rest of the line each time made that
  /// quadratic.
  static func note(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> String? {
    var start = offset
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
    guard start < bytes.count, bytes[start] != UInt8(ascii: "\n") else { return nil }
    if let pipe = SourceContext.pipeNote(bytes, from: start) { return pipe }
    let window = lineEnd(bytes, from: start, limit: 120)
    let reader = DataDescriptionReader(bytes: bytes)
    if isLineComment(bytes, from: offset) {
      let text = String(decoding: bytes[start..<window], as: UTF8.self)
      return "ignored the comment \(CaptureText.abbreviated(text, limit: 60).debugDescription) after the capture on its line"
    }
    if (start..<window).contains(where: { bytes[$0] == UInt8(ascii: "P") && reader.matches("PKPushType", at: $0) }) {
      var last = window
      while last > start, CaptureText.isSpace(bytes[last - 1]) { last -= 1 }
      let text = String(decoding: bytes[start..<last], as: UTF8.self)
      return "read the payload before PushKit's push type (\(CaptureText.abbreviated(text, limit: 60))) on its line"
    }
    if isKeyList(bytes, from: offset) {
      return "ignored the list of the keys after the capture on its line (\(CaptureText.abbreviated(String(decoding: bytes[start..<window], as: UTF8.self), limit: 40).debugDescription): a page's markup run into one line)"
    }
    if let token = deviceTokenTrailer(bytes, from: start, to: window) {
      return "read the payload before the device token it was sent to (\(CaptureText.abbreviated(token, limit: 60))) on its line"
    }
    // `)` is left to the scanner's own rule (a capture wrapped in `(…)`).
    guard closers.contains(bytes[start]) || bytes[start] == UInt8(ascii: ",") else { return nil }
    var end = start
    var closed = false
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
      if closers.contains(bytes[end]) {
        closed = true
      } else if !punctuation.contains(bytes[end]) && !CaptureText.isSpace(bytes[end]) {
        return nil
      }
      end += 1
    }
    var last = end
    while last > start, CaptureText.isSpace(bytes[last - 1]) { last -= 1 }
    guard closed else { return nil }
    let text = String(decoding: bytes[start..<last], as: UTF8.self)
    return "ignored \(CaptureText.abbreviated(text).debugDescription) after the capture on its line (a closing bracket no capture opened)"
  }

  /// The end of a serializing call right after a source literal, `{…}.to_json` (Ruby's JSON library adds
  /// `to_json` to every Hash: "JSON", https://docs.ruby-lang.org/en/master/JSON.html): the literal is the
  /// value sent as JSON, and the call's parentheses or arguments around it are read as the literal's own.
  static func serializerEnd(_ bytes: UnsafeBufferPointer<UInt8>, from end: Int) -> Int? {
    let call = Array(".to_json".utf8)
    guard end + call.count <= bytes.count, Array(bytes[end..<end + call.count]) == call else { return nil }
    var after = end + call.count
    guard after == bytes.count || !DescriptionParser.isWordByte(bytes[after]) else { return nil }
    if after + 1 < bytes.count, bytes[after] == UInt8(ascii: "("), bytes[after + 1] == UInt8(ascii: ")") { after += 2 }
    return after
  }

  /// Whether `;` (after spaces) follows the value ending at `offset`: the end of a source statement.
  static func endsStatement(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    return cursor < bytes.count && bytes[cursor] == UInt8(ascii: ";")
  }

  /// A list item naming a key after a capture, apart from it by a space: ` * alert: …`, as a wiki page
  /// explains a payload's keys under it, run into the payload's line when the page's line ends are lost
  /// (DokuWiki's list item, two spaces and `*`: "Formatting Syntax", https://www.dokuwiki.org/wiki:syntax#lists;
  /// public capture 895).
  static func isKeyList(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
    var cursor = offset
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
    guard cursor > offset, cursor + 2 < bytes.count, bytes[cursor] == UInt8(ascii: "*"), bytes[cursor + 1] == UInt8(ascii: " ") else { return false }
    cursor += 2
    let key = cursor
    while cursor < bytes.count, DescriptionParser.isWordByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "-") || bytes[cursor] == UInt8(ascii: ".") {
      cursor += 1
    }
    return cursor > key && cursor + 1 < bytes.count && bytes[cursor] == UInt8(ascii: ":") && bytes[cursor + 1] == UInt8(ascii: " ")
  }

  /// A `//` comment after a capture, apart from it by a space (`{"open":"reader"} // Opens Reader`
  /// in a page listing payloads, or after a literal in source code): a note on the value, not part of it.
  static func isLineComment(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
    var start = offset
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
    guard start > offset, start + 2 <= bytes.count, bytes[start] == UInt8(ascii: "/"), bytes[start + 1] == UInt8(ascii: "/") else { return false }
    return start + 2 == bytes.count || CaptureText.isSpace(bytes[start + 2])
  }

  /// ` to <…>` up to the line's end, hex digits and spaces inside the brackets: the device token a
  /// sender logs after the payload, as node-apn's example prints `Sending: <payload> to <token>`
  /// (a `Buffer`'s hex in angle brackets; "node-apn", https://github.com/node-apn/node-apn/issues/568).
  private static func deviceTokenTrailer(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> String? {
    guard end - start >= 6, bytes[start] == UInt8(ascii: "t"), bytes[start + 1] == UInt8(ascii: "o"),
      bytes[start + 2] == UInt8(ascii: " "), bytes[start + 3] == UInt8(ascii: "<")
    else { return nil }
    var last = end
    while last > start, CaptureText.isSpace(bytes[last - 1]) { last -= 1 }
    guard bytes[last - 1] == UInt8(ascii: ">") else { return nil }
    var digits = 0
    for byte in bytes[start + 4..<last - 1] {
      if byte == UInt8(ascii: " ") { continue }
      guard CaptureHex.value(byte) != nil else { return nil }
      digits += 1
    }
    guard digits >= 32 else { return nil }
    return String(decoding: bytes[start + 3..<last], as: UTF8.self)
  }

  private static let closers: Set<UInt8> = [UInt8(ascii: "}"), UInt8(ascii: "]")]
  private static let punctuation: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: " ")]

  /// The end of `start`'s line, at most `limit` bytes on.
  private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
    var end = start
    let stop = min(bytes.count, start + limit)
    while end < stop, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return end
  }
}

/// Whether the text around a capture says it was logged by PushKit (a VoIP or PushKit payload has
/// no `aps` dictionary: its top-level keys are the sender's own, `alert` and `badge` among them).
enum PushKitEvidence {
  static let marks = ["PushKit", "PKPush", "IncomingPush", "VoIP", "voip"]

  /// Whether a mark stands within `range` of `bytes` (clamped).
  static func found(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    let lower = max(0, range.lowerBound)
    let upper = min(bytes.count, range.upperBound)
    guard lower < upper else { return false }
    let reader = DataDescriptionReader(bytes: bytes)
    for offset in lower..<upper where bytes[offset] == UInt8(ascii: "P") || bytes[offset] == UInt8(ascii: "I")
      || bytes[offset] == UInt8(ascii: "V") || bytes[offset] == UInt8(ascii: "v")
    {
      if marks.contains(where: { reader.matches($0, at: offset) }) { return true }
    }
    return false
  }
}
