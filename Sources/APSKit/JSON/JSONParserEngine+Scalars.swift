/// Strings, numbers and UTF-8 checks: the byte-level hot paths.
extension JSONParserEngine {
  private static let quote = UInt8(ascii: "\"")
  private static let backslash = UInt8(ascii: "\\")

  /// Reads a string starting at the opening quote. Strings without escapes are made straight from the bytes
  /// (15 bytes or fewer fit Swift's small-string form and allocate nothing).
  mutating func parseString(isKey: Bool) throws(JSONParseError) -> String {
    let start = pos + 1
    var index = start
    var seen: UInt8 = 0  // OR of all bytes: a set high bit means non-ASCII text to validate
    while index < end {
      let byte = bytes[index]
      if byte == Self.quote {
        if seen & 0x80 != 0 { try validateUTF8(from: start, to: index, isKey: isKey) }
        pos = index + 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      if byte == Self.backslash { return try parseEscapedString(start: start, firstEscape: index, isKey: isKey) }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index, includingTop: !isKey) }
      seen |= byte
      index += 1
    }
    throw error(.unterminatedString, at: end, includingTop: !isKey)
  }

  /// The slow path: copies raw runs and decoded escapes into `scratch`.
  private mutating func parseEscapedString(start: Int, firstEscape: Int, isKey: Bool) throws(JSONParseError) -> String {
    scratch.removeAll(keepingCapacity: true)
    var runStart = start
    var index = firstEscape
    var seen: UInt8 = 0
    for byte in bytes[start..<firstEscape] { seen |= byte }
    while index < end {
      let byte = bytes[index]
      if byte == Self.quote || byte == Self.backslash {
        if seen & 0x80 != 0 { try validateUTF8(from: runStart, to: index, isKey: isKey) }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        seen = 0
        if byte == Self.quote {
          pos = index + 1
          return String(decoding: scratch, as: UTF8.self)
        }
        index = try decodeEscape(at: index, isKey: isKey)
        runStart = index
        continue
      }
      if byte < 0x20 { throw error(.controlCharacterInString(byte), at: index, includingTop: !isKey) }
      seen |= byte
      index += 1
    }
    throw error(.unterminatedString, at: end, includingTop: !isKey)
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

  // MARK: - Numbers

  /// Reads a number and returns its exact lexeme.
  mutating func parseNumber() throws(JSONParseError) -> String {
    let start = pos
    do throws(JSONLexing.Problem) {
      pos = try JSONLexing.numberEnd(bytes, from: start)
    } catch {
      guard case .invalidNumber(let reason, let at) = error else { throw self.error(.invalidNumber(reason: ""), at: start) }
      throw self.error(.invalidNumber(reason: reason), at: at)
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<pos]), as: UTF8.self)
  }

  // MARK: - UTF-8

  /// Throws `invalidUTF8` at the first byte in `start..<stop` that is not valid UTF-8.
  private func validateUTF8(from start: Int, to stop: Int, isKey: Bool) throws(JSONParseError) {
    if let bad = JSONLexing.firstInvalidUTF8(bytes, from: start, to: stop) {
      throw error(.invalidUTF8(bytes[bad]), at: bad, includingTop: !isKey)
    }
  }

  /// The length of the valid UTF-8 sequence starting at `index` and ending before `limit`, or 0.
  func utf8SequenceLength(at index: Int, limit: Int) -> Int {
    JSONLexing.utf8SequenceLength(bytes, at: index, limit: limit)
  }
}
