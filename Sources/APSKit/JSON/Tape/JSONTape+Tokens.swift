/// Strings, numbers and errors of the scan: the byte-level hot paths.
extension JSONTape {
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// Reads the string whose opening quote is at `pos`, appends its entry and returns its flags. Plain strings
  /// are checked eight bytes at a time; strings with escapes learn the length of their printed form while
  /// their escapes are checked.
  @discardableResult
  mutating func scanString(isKey: Bool) throws(JSONParseError) -> UInt8 {
    let start = pos
    let first = pos + 1
    var (index, seen) = skipPlain(from: first)
    while index < end {
      let byte = bytes[index]
      if byte == Self.quote {
        var flags = Flags.canonical
        if seen & 0x80 != 0 {
          try validateUTF8(from: first, to: index, isKey: isKey)
          flags |= Flags.nonASCII
        }
        pos = index + 1
        // Nothing to escape inside: the printed form is the source, quotes included.
        try append(.string, from: start, flags: flags)
        return flags
      }
      if byte == Self.backslash { return try scanEscapedString(start: start, firstEscape: index, seen: seen, isKey: isKey) }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index, includingTop: !isKey) }
      seen |= byte
      index += 1
    }
    throw error(.unterminatedString, at: end, includingTop: !isKey)
  }

  /// The slow path: validates raw runs and escapes, adding up the printed length as it goes. Raw runs print as
  /// they are (they hold no quote, backslash or control character); an escape prints as the printer writes
  /// what it stands for (`JSONStringEscaper`).
  @inline(never)
  private mutating func scanEscapedString(start: Int, firstEscape: Int, seen: UInt8, isKey: Bool) throws(JSONParseError) -> UInt8 {
    var runStart = start + 1
    var index = firstEscape
    var seen = seen
    var anyNonASCII = false
    var anyUnicodeEscape = false
    var printed = 2
    while index < end {
      let byte = bytes[index]
      if byte == Self.quote || byte == Self.backslash {
        if seen & 0x80 != 0 {
          try validateUTF8(from: runStart, to: index, isKey: isKey)
          anyNonASCII = true
        }
        printed &+= index &- runStart  // offsets in a text of at most 4 GiB: no overflow
        seen = 0
        if byte == Self.quote {
          pos = index + 1
          var flags = Flags.escaped | (anyNonASCII ? Flags.nonASCII : 0)
          if printed == pos - start, !anyUnicodeEscape || !hasUppercaseHexEscape(from: start, to: pos) {
            flags |= Flags.canonical  // every escape is one the printer writes the same way
          } else {
            departures &+= 1
          }
          try append(.string, from: start, flags: flags)
          return flags
        }
        switch index &+ 1 < end ? bytes[index &+ 1] : 0 {
        case Self.quote, Self.backslash, UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"),
          UInt8(ascii: "t"):
          printed &+= 2
          index &+= 2
        case UInt8(ascii: "/"):
          printed &+= 1
          index &+= 2
        case UInt8(ascii: "u"):
          anyUnicodeEscape = true
          hadUnicodeEscape = true
          scratch.removeAll(keepingCapacity: true)
          index = try decodeEscape(at: index, isKey: isKey)
          if scratch[0] >= 0x80 { anyNonASCII = true }
          printed += scratch.withUnsafeBufferPointer { JSONStringEscaper.encodedLength($0) } - 2
        default:
          index = try decodeEscape(at: index, isKey: isKey)  // throws: not an escape, or the input ends
        }
        runStart = index
        let (plainEnd, plainSeen) = skipPlain(from: index)
        index = plainEnd
        seen = plainSeen
        continue
      }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index, includingTop: !isKey) }
      seen |= byte
      index += 1
    }
    throw error(.unterminatedString, at: end, includingTop: !isKey)
  }

  /// Whether a `\uXXXX` escape in `start..<stop` uses an uppercase hex digit (the printer writes lowercase).
  /// With the printed length equal to the source's, every escape is a short one or a control character's
  /// `\u00xx`, so this is the only way the two can still differ.
  private func hasUppercaseHexEscape(from start: Int, to stop: Int) -> Bool {
    var index = start
    while index + 5 < stop {
      if bytes[index] == Self.backslash {
        if bytes[index + 1] == UInt8(ascii: "u"),
          (2..<6).contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(bytes[index + $0]) })
        {
          return true
        }
        index += 2
      } else {
        index += 1
      }
    }
    return false
  }

  /// Decodes the escape at `index` (a backslash) into `scratch`; returns the index after it.
  private mutating func decodeEscape(at index: Int, isKey: Bool) throws(JSONParseError) -> Int {
    do throws(JSONLexing.Problem) {
      return try JSONLexing.decodeEscape(bytes, at: index, into: &scratch)
    } catch {
      switch error {
      case .unterminated: throw self.error(.unterminatedString, at: end, includingTop: !isKey)
      case .invalidEscape(let at):
        throw self.error(.invalidEscape("\\" + describeEscaped(at: at + 1)), at: at, includingTop: !isKey)
      case .invalidUnicodeEscape(let at): throw self.error(.invalidUnicodeEscape, at: at, includingTop: !isKey)
      case .loneSurrogate(let unit, let at): throw self.error(.loneSurrogate(unit), at: at, includingTop: !isKey)
      case .invalidNumber(let reason, let at): throw self.error(.invalidNumber(reason: reason), at: at)
      }
    }
  }

  private func describeEscaped(at index: Int) -> String {
    let byte = bytes[index]
    if byte > 0x20, byte < 0x7F { return String(Character(Unicode.Scalar(byte))) }
    return describe(at: index)
  }

  /// Reads a number (`pos` moves past its lexeme). Inlined into the scan: the usual number is a few digits, and
  /// a call cost as much as reading them; the general grammar is out of line.
  @inline(__always)
  mutating func scanNumber() throws(JSONParseError) {
    let start = pos
    // The usual number, a positive integer (badge, ids): its digits, and nothing the general reader must see.
    if bytes[start] &- UInt8(ascii: "1") < 9 {
      var index = start &+ 1
      // Ids run to 17 digits: eight at a time while a word holds only digits.
      while index &+ 8 <= end, Self.eightDigits(UnsafeRawPointer(bytes.baseAddress! + index)) { index &+= 8 }
      while index < end, JSONLexing.isDigit(bytes[index]) { index &+= 1 }
      if index == end || (bytes[index] != UInt8(ascii: ".") && bytes[index] | 0x20 != UInt8(ascii: "e")) {
        pos = index
        return
      }
    }
    try scanNumberGrammar(from: start)
  }

  @inline(never)
  private mutating func scanNumberGrammar(from start: Int) throws(JSONParseError) {
    do throws(JSONLexing.Problem) {
      pos = try JSONLexing.numberEnd(bytes, from: start)
    } catch {
      guard case .invalidNumber(let reason, let at) = error else { throw self.error(.invalidNumber(reason: ""), at: start) }
      throw self.error(.invalidNumber(reason: reason), at: at)
    }
  }

  /// Whether the eight bytes at `word` are all ASCII digits: each byte's high nibble is 3, and adding 6 leaves
  /// it 3 (a byte from `:` on carries into 4 or beyond).
  @inline(__always)
  static func eightDigits(_ word: UnsafeRawPointer) -> Bool {
    let value = UInt64(littleEndian: word.loadUnaligned(as: UInt64.self))
    let highs: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
    return (value & highs) | ((value &+ 0x0606_0606_0606_0606) & highs) >> 4 == 0x3333_3333_3333_3333
  }

  /// Throws `invalidUTF8` at the first byte in `start..<stop` that is not valid UTF-8.
  private mutating func validateUTF8(from start: Int, to stop: Int, isKey: Bool) throws(JSONParseError) {
    if let bad = JSONLexing.firstInvalidUTF8(bytes, from: start, to: stop) {
      throw error(.invalidUTF8(bytes[bad]), at: bad, includingTop: !isKey)
    }
  }

  /// The text of a string entry (decoding its escapes), for keys and views.
  static func text(of entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> String {
    let content = UnsafeBufferPointer(rebasing: bytes[(entry.start + 1)..<(entry.end - 1)])
    guard entry.flags & Flags.escaped != 0 else { return String(decoding: content, as: UTF8.self) }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(content.count)
    decodeEscapes(of: entry, in: bytes, into: &decoded)
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Appends the decoded bytes of a (valid, already scanned) string entry to `out`.
  static func decodeEscapes(of entry: Entry, in bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    var index = entry.start + 1
    var runStart = index
    let stop = entry.end - 1
    while index < stop {
      guard bytes[index] == backslash else {
        index += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      // The scan accepted this string, so its escapes decode.
      index = (try? JSONLexing.decodeEscape(bytes, at: index, into: &out)) ?? stop
      runStart = index
    }
    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<stop]))
  }

  // MARK: - Errors

  /// The pointer of the value being read; without the innermost token for errors about a container's punctuation.
  func pointer(includingTop: Bool) -> JSONPointer {
    var tokens: [String] = []
    tokens.reserveCapacity(frameCount)
    for depth in 0..<frameCount {
      if depth == frameCount - 1, !includingTop { break }
      let frame = frameBase[depth]
      if frame.isObject {
        tokens.append(frame.key < 0 ? "" : Self.text(of: entries[frame.key], in: bytes))
      } else {
        tokens.append(String(frame.count))
      }
    }
    return JSONPointer(tokens: tokens)
  }

  func error(_ kind: JSONParseError.Kind, at offset: Int, includingTop: Bool = true) -> JSONParseError {
    JSONParseError(kind: kind, location: SourceLocation.of(offset: offset, in: bytes), pointer: pointer(includingTop: includingTop))
  }

  /// `'x'`, `end of input`, `control character U+0001`, `'中'`, `byte 0xFF` for messages.
  func describe(at offset: Int) -> String {
    guard offset < end else { return "end of input" }
    let byte = bytes[offset]
    if byte < 0x20 || byte == 0x7F { return "control character " + JSONParseError.Kind.scalarName(UInt32(byte)) }
    if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
    let length = JSONLexing.utf8SequenceLength(bytes, at: offset, limit: end)
    guard length > 0 else { return "byte 0x" + JSONParseError.Kind.hex(UInt32(byte), width: 2) }
    return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self) + "'"
  }
}
