/// The scan's view of the text by blocks (`JSONBlock`): runs of string bytes and of whitespace end at the lowest
/// set bit of a mask of the block they are in. Blocks start at multiples of 64 from the text's start; the one
/// in use is kept until the scan moves past it.
extension JSONTape {
  /// The block holding byte `index`.
  @inline(__always)
  mutating func loadBlock(containing index: Int) {
    let start = index & ~(JSONBlock.size - 1)
    if start != blockStart { classifyBlock(at: start) }
  }

  @inline(never)
  private mutating func classifyBlock(at start: Int) {
    blockStart = start
    block = JSONBlock.at(start, in: bytes, path: blockPath)
  }

  /// Skips string content from `start` while no byte is a quote, a backslash or a control character; returns
  /// where that byte is (or the end), and 0x80 when a skipped byte was non-ASCII (its UTF-8 is then checked).
  @inline(__always)
  mutating func skipPlain(from start: Int) -> (Int, UInt8) {
    var index = start
    var nonASCII: UInt64 = 0
    while index < end {
      loadBlock(containing: index)
      let shift = UInt64(truncatingIfNeeded: index &- blockStart)
      let special = (block.quotes | block.backslashes | block.controls) >> shift
      if special != 0 {
        let run = special.trailingZeroBitCount
        nonASCII |= (block.nonASCII >> shift) & ((1 &<< UInt64(run)) &- 1)
        return (index &+ run, nonASCII != 0 ? 0x80 : 0)
      }
      nonASCII |= block.nonASCII >> shift
      index = blockStart &+ JSONBlock.size
    }
    return (end, nonASCII != 0 ? 0x80 : 0)
  }

  /// Skips whitespace from `pos`, counting it as departures from the compact form.
  @inline(__always)
  mutating func skipWhitespace() {
    // Compact input (JSON Lines) has none: one test settles the usual case.
    guard pos < end, bytes[pos] <= 0x20 else { return }
    let start = pos
    while pos < end {
      loadBlock(containing: pos)
      let shift = UInt64(truncatingIfNeeded: pos &- blockStart)
      // Past the text's end the whitespace bits are clear: the run stops there too.
      let other = ~block.whitespace >> shift
      if other != 0 {
        pos = min(pos &+ other.trailingZeroBitCount, end)
        break
      }
      pos = blockStart &+ JSONBlock.size
    }
    pos = min(pos, end)
    departures &+= pos &- start
  }
}
