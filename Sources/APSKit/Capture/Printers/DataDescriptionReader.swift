/// Reads `-[NSData description]` text: `<7b226b65 79223a31 7d>` (apps built before the iOS 13 SDK)
/// and `{length = 9, bytes = 0x7b226b6579223a317d}` (iOS 13 SDK and later, also without spaces
/// and CFData's `capacity = C`). Over 24 bytes the iOS 13 form keeps only the first 16 and last 8
/// bytes around ` ... `: that is refused with the recovered ends, never reconstructed.
struct DataDescriptionReader {
  let bytes: UnsafeBufferPointer<UInt8>

  /// An error position, counted only if the error is kept (see `SourceLocation.pending`).
  private func location(_ offset: Int) -> SourceLocation { .pending(offset) }

  /// Whether `{` at `index` opens `{length = …` rather than a dictionary.
  func isModernDescription(at index: Int) -> Bool {
    var cursor = index + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    return matches("length", at: cursor)
  }

  func matches(_ word: String, at index: Int) -> Bool {
    // Asked at every byte of a whole input by detection: the first byte decides most, compared
    // from the word's own storage (walking its UTF-8 view cost hundreds of instructions a call).
    let contiguous = word.utf8.withContiguousStorageIfAvailable { word -> Bool in
      guard let first = word.first else { return true }
      guard index < bytes.count, bytes[index] == first, word.count <= bytes.count - index else { return false }
      for offset in 1..<word.count where bytes[index + offset] != word[offset] { return false }
      return true
    }
    if let contiguous { return contiguous }
    if let first = word.utf8.first, index >= bytes.count || bytes[index] != first { return false }
    var cursor = index
    for byte in word.utf8 {
      guard cursor < bytes.count, bytes[cursor] == byte else { return false }
      cursor += 1
    }
    return true
  }

  /// Reads one data description starting at `index` (`<` or `{`); returns its bytes and the
  /// offset just past it.
  func read(at index: Int) throws(CaptureError) -> (data: [UInt8], end: Int) {
    if bytes[index] == UInt8(ascii: "<") { return try readLegacy(at: index) }
    return try readModern(at: index)
  }

  private func readLegacy(at start: Int) throws(CaptureError) -> ([UInt8], Int) {
    // Data is hex digits and spaces up to `>`: reading stops at the first other byte (searching
    // on to a `>` cost a line of unclosed `<` its length for each of them).
    var close = start + 1
    while close < bytes.count, CaptureHex.value(bytes[close]) != nil || CaptureText.isSpace(bytes[close]) { close += 1 }
    if close < bytes.count, bytes[close] != UInt8(ascii: ">") {
      // os_log's `<…>`: the marker alone before `>` (or the text's end).
      var end = close
      for marker in ["…", "..."] where matches(marker, at: close) { end = close + marker.utf8.count }
      while end < bytes.count, CaptureText.isSpace(bytes[end]) { end += 1 }
      if end > close, end == bytes.count || bytes[end] == UInt8(ascii: ">"), isElision(CaptureText.trimmed(bytes, (start + 1)..<end)) {
        throw .elided(at: location(start))
      }
      // The error hex decoding gives there (a byte split by a space before it, or this byte).
      _ = try CaptureHex.decode(bytes, (start + 1)..<(close + 1), lenient: false)
      throw .invalidHexDigit(character: CaptureText.describe(bytes, at: close), at: location(close))
    }
    let inner = CaptureText.trimmed(bytes, (start + 1)..<min(close, bytes.count))
    if isElision(inner) { throw .elided(at: location(start)) }
    guard close < bytes.count else {
      throw .truncated(expected: "'>' ending the data", openedAt: location(start), endsAt: location(bytes.count))
    }
    let data = try CaptureHex.decode(bytes, (start + 1)..<close, lenient: false)
    return (data, close + 1)
  }

  /// `…` (U+2026) or `...` alone: os_log's elision marker, not data.
  func isElision(_ range: Range<Int>) -> Bool {
    let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]
    let dots: [UInt8] = Array("...".utf8)
    guard range.count == 3 else { return false }
    let slice = Array(bytes[range])
    return slice == ellipsis || slice == dots
  }

  /// What the fields of a modern description said: `length`, the `bytes` hex (after `0x`) and
  /// where in it a `...` stands, and the offset just past the closing `}`.
  private struct ModernFields {
    var declared: Int?
    var hexRange: Range<Int>?
    var elisionAt: Int?
    var end = 0
  }

  private func readModern(at start: Int) throws(CaptureError) -> ([UInt8], Int) {
    let fields = try readModernFields(at: start)
    guard let declared = fields.declared else {
      throw .malformedDataDescription(reason: "no 'length = N'", at: location(start))
    }
    guard let hexRange = fields.hexRange else {
      if declared == 0 { return ([], fields.end) }
      throw .malformedDataDescription(reason: "no 'bytes = 0x…'", at: location(start))
    }
    if let elisionAt = fields.elisionAt {
      try refuseElided(hexRange, elisionAt: elisionAt, declared: declared, start: start)
    }
    let data = try CaptureHex.decode(bytes, hexRange, lenient: false)
    guard data.count == declared else {
      throw .lengthMismatch(declared: declared, actual: data.count, at: location(start))
    }
    return (data, fields.end)
  }

  /// The `key = value` fields of `{length = N, bytes = 0x…}` from the `{` at `start` to its `}`;
  /// each checked as it is read (a known key, `=`, a whole number, `0x`).
  private func readModernFields(at start: Int) throws(CaptureError) -> ModernFields {
    var cursor = start + 1
    var fields = ModernFields()
    func skipSpaces() { while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 } }
    func truncated(_ expected: String) -> CaptureError {
      .truncated(expected: expected, openedAt: location(start), endsAt: location(bytes.count))
    }
    while true {
      skipSpaces()
      guard cursor < bytes.count else { throw truncated("'}' ending the data description") }
      if bytes[cursor] == UInt8(ascii: "}") { break }
      if bytes[cursor] == UInt8(ascii: ",") {
        cursor += 1
        continue
      }
      let keyStart = cursor
      while cursor < bytes.count, (bytes[cursor] | 0x20) >= UInt8(ascii: "a"), (bytes[cursor] | 0x20) <= UInt8(ascii: "z") {
        cursor += 1
      }
      let key = String(decoding: bytes[keyStart..<cursor], as: UTF8.self)
      guard !key.isEmpty else {
        throw .malformedDataDescription(
          reason: "unexpected \(CaptureText.describe(bytes, at: cursor))", at: location(cursor))
      }
      skipSpaces()
      guard cursor < bytes.count else { throw truncated("'=' after '\(key)'") }
      guard bytes[cursor] == UInt8(ascii: "=") else {
        throw .malformedDataDescription(reason: "expected '=' after '\(key)'", at: location(cursor))
      }
      cursor += 1
      skipSpaces()
      switch key {
      case "length", "capacity":
        let digitsStart = cursor
        while cursor < bytes.count, bytes[cursor] >= UInt8(ascii: "0"), bytes[cursor] <= UInt8(ascii: "9") {
          cursor += 1
        }
        guard cursor < bytes.count else { throw truncated("the end of '\(key)'") }
        guard cursor > digitsStart, cursor - digitsStart <= 12,
          let value = Int(String(decoding: bytes[digitsStart..<cursor], as: UTF8.self))
        else {
          throw .malformedDataDescription(reason: "'\(key)' needs a whole number", at: location(digitsStart))
        }
        if key == "length" { fields.declared = value }
      case "bytes":
        // A second `bytes` would pair its hex with the first one's `...` (found by fuzzing: a trap).
        guard fields.hexRange == nil else {
          throw .malformedDataDescription(reason: "'bytes' appears twice", at: location(keyStart))
        }
        guard matches("0x", at: cursor) || matches("0X", at: cursor) else {
          throw .malformedDataDescription(reason: "'bytes' must start with 0x", at: location(cursor))
        }
        cursor += 2
        let hexStart = cursor
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}"), bytes[cursor] != UInt8(ascii: ",") {
          if bytes[cursor] == UInt8(ascii: "."), fields.elisionAt == nil { fields.elisionAt = cursor }
          cursor += 1
        }
        fields.hexRange = hexStart..<cursor
      default:
        throw .malformedDataDescription(reason: "unknown field '\(key)'", at: location(keyStart))
      }
    }
    fields.end = cursor + 1
    return fields
  }

  /// A `bytes` field with `...` in it (iOS 13 keeps the first 16 and last 8 bytes of longer data):
  /// always an error, saying what the two ends hold when the dots are exactly three.
  private func refuseElided(_ hexRange: Range<Int>, elisionAt: Int, declared: Int, start: Int) throws(CaptureError) {
    var dotsEnd = elisionAt
    while dotsEnd < hexRange.upperBound, bytes[dotsEnd] == UInt8(ascii: ".") { dotsEnd += 1 }
    guard dotsEnd - elisionAt == 3 else {
      throw .invalidHexDigit(character: "'.'", at: location(elisionAt))
    }
    let prefix = try CaptureHex.decode(bytes, hexRange.lowerBound..<elisionAt, lenient: false)
    let suffix = try CaptureHex.decode(bytes, dotsEnd..<hexRange.upperBound, lenient: false)
    if declared > prefix.count + suffix.count {
      throw .dataElided(declared: declared, prefix: prefix, suffix: suffix, at: location(elisionAt))
    }
    throw .lengthMismatch(declared: declared, actual: prefix.count + suffix.count, at: location(start))
  }
}
