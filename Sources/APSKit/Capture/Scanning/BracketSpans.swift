/// `CaptureReader.jsonSpanEnd` for every start of one scan in a single forward pass: the scanner
/// asks at each `{`, `[` and `<`, and searching forward from each of them cost the text's length
/// times its brackets when they stay open. The pass records the bracket depth after each bracket
/// and where each close lands; it goes only as far as a question needs and never rescans.
struct BracketSpans {
  private var bytes: UnsafeBufferPointer<UInt8>
  /// The next byte the pass reads, the depth there, and the open string's first byte (or nil).
  private var cursor: Int
  private var depth = 0
  private var openString: Int?
  /// Each bracket outside strings with the depth after it, in order.
  private var brackets: [(offset: Int, depth: Int)] = []
  /// For each depth, the closes that land on it (ascending offsets); an array per depth, not a
  /// dictionary, since every close of an ordinary log is recorded (negative depths apart).
  private var closes: [[Int]] = []
  private var closesBelowZero: [[Int]] = []
  /// The strings the pass skipped (a start inside one is read differently, so measured directly).
  private var strings: [Range<Int>] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>, from origin: Int = 0) {
    self.bytes = bytes
    self.cursor = origin
  }

  /// Goes on over `longer`: the bytes passed so far, then more (a copy that grew, or moved while
  /// growing). A string the old end cut open is read again from its quote.
  mutating func rebase(_ longer: UnsafeBufferPointer<UInt8>) {
    if cursor > bytes.count, let cut = strings.popLast() { cursor = cut.lowerBound }
    bytes = longer
  }

  /// The same answer as `CaptureReader.jsonSpanEnd(bytes, from: start)`, for starts that do not go back.
  mutating func end(from start: Int) -> Int? {
    extend(through: start)
    guard !isInString(start), bytes[start] != UInt8(ascii: "\"") else { return CaptureReader.jsonSpanEnd(bytes, from: start) }
    // From `start` the depth counts from the depth before it: the span ends at the first close
    // after it that lands back there.
    let level = depthBefore(start)
    if let found = firstClose(landingOn: level, after: start) { return found + 1 }
    while true {
      cursor = nextSpecial(to: bytes.count)
      guard cursor < bytes.count else { return nil }
      if let close = step(), close.depth == level, close.offset > start { return close.offset + 1 }
    }
  }

  private mutating func extend(through offset: Int) {
    while true {
      cursor = nextSpecial(to: min(offset + 1, bytes.count))
      guard cursor <= offset, cursor < bytes.count else { return }
      _ = step()
    }
  }

  /// The first quote or bracket from the cursor before `end` (else `end`, or the cursor when past it).
  @inline(__always) private func nextSpecial(to end: Int) -> Int {
    ByteWords.firstIndex(
      bytes, from: cursor, to: end,
      wanted: { word in
        let folded = word | (ByteWords.ones &* 0x20)
        return ByteWords.equal(folded, UInt8(ascii: "{")) | ByteWords.equal(folded, UInt8(ascii: "}"))
          | ByteWords.equal(word, UInt8(ascii: "\""))
      },
      isWanted: { !Self.isPlain($0) })
  }

  /// Neither a quote nor a bracket (`{`/`[` and `}`/`]` differ from each other only in bit 0x20):
  /// most of a log, passed over without a step (eight bytes at a time, `nextSpecial`).
  @inline(__always) private static func isPlain(_ byte: UInt8) -> Bool {
    let folded = byte | 0x20
    return folded != UInt8(ascii: "{") && folded != UInt8(ascii: "}") && byte != UInt8(ascii: "\"")
  }

  /// Reads one byte (a whole string at a quote); returns the close it read, if any.
  private mutating func step() -> (offset: Int, depth: Int)? {
    let index = cursor
    switch bytes[index] {
    case UInt8(ascii: "\""):
      // A backslash takes the byte after it.
      var end = ByteWords.firstIndex(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: bytes, from: index + 1, to: bytes.count)
      while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
        end = ByteWords.firstIndex(of: UInt8(ascii: "\""), or: UInt8(ascii: "\\"), in: bytes, from: end + 2, to: bytes.count)
      }
      strings.append(index..<min(end + 1, bytes.count))
      cursor = end + 1
      return nil
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      depth += 1
      brackets.append((index, depth))
    case UInt8(ascii: "}"), UInt8(ascii: "]"):
      depth -= 1
      brackets.append((index, depth))
      if depth >= 0 {
        while closes.count <= depth { closes.append([]) }
        closes[depth].append(index)
      } else {
        while closesBelowZero.count < -depth { closesBelowZero.append([]) }
        closesBelowZero[-depth - 1].append(index)
      }
      cursor = index + 1
      return (index, depth)
    default: break
    }
    cursor = index + 1
    return nil
  }

  private func isInString(_ offset: Int) -> Bool {
    guard let last = Self.lastIndex(in: strings.count, where: { strings[$0].lowerBound <= offset }) else { return false }
    return offset > strings[last].lowerBound && offset < strings[last].upperBound
  }

  private func depthBefore(_ offset: Int) -> Int {
    guard let last = Self.lastIndex(in: brackets.count, where: { brackets[$0].offset < offset }) else { return 0 }
    return brackets[last].depth
  }

  private func firstClose(landingOn level: Int, after offset: Int) -> Int? {
    let lists = level >= 0 ? closes : closesBelowZero
    let slot = level >= 0 ? level : -level - 1
    guard slot < lists.count else { return nil }
    let list = lists[slot]
    let before = Self.lastIndex(in: list.count, where: { list[$0] <= offset }).map { $0 + 1 } ?? 0
    return before < list.count ? list[before] : nil
  }

  /// The last index below `count` where `holds` (true up to some index, false after), by halving.
  private static func lastIndex(in count: Int, where holds: (Int) -> Bool) -> Int? {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if holds(middle) { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? low - 1 : nil
  }
}
