/// Byte searches eight bytes at a time for the passes that read a whole log (bracket spans, vendor
/// hints, line counting, string runs): a byte-by-byte loop costs them several instructions a byte,
/// most of the time spent on bytes that are none of the few they look for.
enum ByteWords {
  static let ones: UInt64 = 0x0101_0101_0101_0101
  static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `index` (byte `index` lowest).
  @inline(__always)
  static func word(_ base: UnsafePointer<UInt8>, at index: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
  }

  /// 0x80 in each byte of `word` that equals `byte`, and 0 in every other (exact, so the bits can
  /// be counted as well as searched).
  @inline(__always)
  static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    return ~(((difference & lows) &+ lows) | difference) & highs
  }

  /// The first index from `start` before `end` whose byte `isWanted` takes, else `end`; `wanted`
  /// answers the same for eight bytes at once (0x80 in each wanted byte, as `equal`).
  @inline(__always)
  static func firstIndex(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    wanted: (UInt64) -> UInt64, isWanted: (UInt8) -> Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return end }
    var index = start
    while index &+ 8 <= end {
      let found = wanted(word(base, at: index))
      if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
      index &+= 8
    }
    while index < end, !isWanted(base[index]) { index &+= 1 }
    return index
  }

  /// The first index from `start` before `end` holding `first` or `second`, else `end`.
  @inline(__always)
  static func firstIndex(of first: UInt8, or second: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    firstIndex(bytes, from: start, to: end, wanted: { equal($0, first) | equal($0, second) }, isWanted: { $0 == first || $0 == second })
  }

  /// Whether `needle`'s bytes stand anywhere in `text`'s UTF-8.
  static func contains(_ needle: StaticString, in text: String) -> Bool {
    var text = text  // withUTF8 needs a var; a native string is not copied
    return text.withUTF8 { contains(needle, in: $0) }
  }

  /// Whether `needle`'s bytes stand anywhere in `bytes`.
  static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    needle.withUTF8Buffer { needle in
      guard let first = needle.first else { return true }
      guard needle.count <= bytes.count else { return false }
      let lastStart = bytes.count - needle.count
      var index = 0
      while true {
        index = firstIndex(of: first, or: first, in: bytes, from: index, to: lastStart + 1)
        guard index <= lastStart else { return false }
        var offset = 1
        while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
        index += 1
      }
    }
  }

  /// Whether `word`'s bytes stand in `bytes` at `index`, compared from the literal's own bytes: for
  /// words asked at every byte of a whole input (detection's openers), where walking a String
  /// costs a call and a retain each time.
  @inline(__always)
  static func matches(_ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index >= 0, count <= bytes.count - index else { return false }
    let start = word.utf8Start
    var offset = 0
    while offset < count, bytes[index &+ offset] == start[offset] { offset &+= 1 }
    return offset == count
  }

  /// The first index in `range` where one of `words` stands (at one index, any of them), else nil.
  /// Words that start with at most two different bytes are looked for eight bytes at a time.
  static func firstIndex(of words: [StaticString], in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Int? {
    var firsts: [UInt8] = []
    for word in words where word.utf8CodeUnitCount > 0 && !firsts.contains(word.utf8Start[0]) { firsts.append(word.utf8Start[0]) }
    guard !firsts.isEmpty else { return words.isEmpty ? nil : range.lowerBound }
    var index = range.lowerBound
    while index < range.upperBound {
      if firsts.count <= 2 {
        index = firstIndex(of: firsts[0], or: firsts[firsts.count - 1], in: bytes, from: index, to: range.upperBound)
        guard index < range.upperBound else { return nil }
      } else if !firsts.contains(bytes[index]) {
        index &+= 1
        continue
      }
      if words.contains(where: { matches($0, in: bytes, at: index) }) { return index }
      index &+= 1
    }
    return nil
  }

  /// How many `\n` stand in `start..<end`, and the index after the last of them (nil with none).
  static func newlines(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (count: Int, lastLineStart: Int?) {
    guard let base = bytes.baseAddress, start < end else { return (0, nil) }
    var count = 0
    var last: Int?
    var lastWord = -1
    var lastFound: UInt64 = 0
    var index = start
    while index &+ 8 <= end {
      // A tally per byte lane (at most 31 each), added up with one multiply: the machine's
      // baseline has no population count instruction.
      var tallies: UInt64 = 0
      let stop = min(end, index &+ 8 &* 31)
      while index &+ 8 <= stop {
        let found = equal(word(base, at: index), UInt8(ascii: "\n"))
        if found != 0 {
          tallies &+= found &>> 7
          lastWord = index
          lastFound = found
        }
        index &+= 8
      }
      count &+= sum(tallies)
    }
    if lastWord >= 0 { last = lastWord &+ (63 &- lastFound.leadingZeroBitCount) &>> 3 &+ 1 }
    while index < end {
      if base[index] == UInt8(ascii: "\n") {
        count &+= 1
        last = index &+ 1
      }
      index &+= 1
    }
    return (count, last)
  }

  /// How many bytes in `start..<end` begin a UTF-8 sequence (are not `10xxxxxx`): the Unicode
  /// scalars there, for valid text.
  static func scalarStarts(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress, start < end else { return 0 }
    var continuations = 0
    var index = start
    while index &+ 8 <= end {
      var tallies: UInt64 = 0
      let stop = min(end, index &+ 8 &* 31)
      while index &+ 8 <= stop {
        let word = word(base, at: index)
        // Bit 7 set and bit 6 clear: bit 6 shifted into bit 7's place of the same byte.
        tallies &+= (word & ~(word &<< 1) & highs) &>> 7
        index &+= 8
      }
      continuations &+= sum(tallies)
    }
    while index < end {
      if base[index] & 0xC0 == 0x80 { continuations &+= 1 }
      index &+= 1
    }
    return end - start - continuations
  }

  /// The sum of the eight byte lanes of `tallies`, when it is below 256.
  @inline(__always)
  private static func sum(_ tallies: UInt64) -> Int {
    Int(truncatingIfNeeded: (tallies &* ones) &>> 56)
  }
}
