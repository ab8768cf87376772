/// What crosses from one block to the next when a text's blocks are read in order: whether the next byte is
/// escaped, whether a string is open, whether a number or literal runs on. With it, a block's masks say
/// where each value starts — the count a tape reserves its entries by (measured, not grown into by doubling).
struct JSONStructuralIndex {
  /// 1 when the last block ended in a backslash that escapes the next block's first byte.
  private var escapeCarry: UInt64 = 0
  /// All ones when the last block ended inside a string.
  private var inStringCarry: UInt64 = 0
  /// 1 when the last block ended in a byte of a number or literal.
  private var scalarCarry: UInt64 = 0

  /// The bytes escaped by a backslash: those after a run of backslashes of odd length. Branch-free, as in
  /// simdjson's `json_escape_scanner`: subtracting each run's start from the run, over alternating bits, leaves
  /// a carry exactly past the runs that start on one parity and end on the other.
  @inline(__always)
  mutating func escaped(_ backslashes: UInt64) -> UInt64 {
    if backslashes == 0 {
      defer { escapeCarry = 0 }
      return escapeCarry
    }
    let oddBits: UInt64 = 0xAAAA_AAAA_AAAA_AAAA
    let potential = backslashes & ~escapeCarry  // a backslash escaped itself starts nothing
    let codes = ((potential << 1 | oddBits) &- potential) ^ oddBits
    let escaped = codes ^ (backslashes | escapeCarry)
    escapeCarry = (codes & backslashes) >> 63
    return escaped
  }

  /// Bit i is the xor of bits 0…i (1 from an opening quote up to, not including, its closing one). Shifts and
  /// xors doubling the span each step: the carry-less multiply simdjson uses is not in portable Swift.
  @inline(__always)
  static func prefixXOR(_ bits: UInt64) -> UInt64 {
    var x = bits
    x ^= x << 1
    x ^= x << 2
    x ^= x << 4
    x ^= x << 8
    x ^= x << 16
    x ^= x << 32
    return x
  }

  /// Where values start in `block` (read after every block before it): opening brackets and quotes outside
  /// strings, and the first byte of each number or literal. Exact for JSON; for other text only a guess.
  @inline(__always)
  mutating func valueStarts(_ block: JSONBlock) -> UInt64 {
    let quotes = block.quotes & ~escaped(block.backslashes)
    let inString = Self.prefixXOR(quotes) ^ inStringCarry  // opening quote in, closing quote out
    inStringCarry = UInt64(bitPattern: Int64(bitPattern: inString) >> 63)
    let outside = ~(inString | quotes)
    let scalar = outside & ~(block.whitespace | block.operators)
    let scalarStarts = scalar & ~(scalar << 1 | scalarCarry)
    scalarCarry = scalar >> 63
    return (block.openers & outside) | (quotes & inString) | scalarStarts
  }

  /// How many values `bytes` hold if they are JSON (a tape's entry count).
  static func countValues(_ bytes: UnsafeBufferPointer<UInt8>, path: JSONBlock.Path = .vector) -> Int {
    var index = JSONStructuralIndex()
    var count = 0
    var start = 0
    while start < bytes.count {
      var starts = index.valueStarts(JSONBlock.at(start, in: bytes, path: path))
      let rest = bytes.count &- start
      if rest < JSONBlock.size { starts &= (1 &<< UInt64(rest)) &- 1 }  // past the end is no byte at all
      count &+= starts.nonzeroBitCount
      start &+= JSONBlock.size
    }
    return count
  }
}
