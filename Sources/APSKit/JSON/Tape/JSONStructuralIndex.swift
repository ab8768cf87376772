/// What crosses from one block to the next when a text's blocks are read in order: whether the next byte is
/// escaped, whether a string is open, whether a number or literal runs on, whether a bracket was just opened.
/// With it, a block's masks say where each value starts — the count a tape reserves its slots by (measured,
/// not grown into by doubling).
struct JSONStructuralIndex {
  /// 1 when the last block ended in a backslash that escapes the next block's first byte.
  private var escapeCarry: UInt64 = 0
  /// All ones when the last block ended inside a string.
  private var inStringCarry: UInt64 = 0
  /// 1 when the last block ended in a byte of a number or literal.
  private var scalarCarry: UInt64 = 0
  /// 1 when the last block ended in an opening bracket outside strings, or in whitespace right after one.
  private var openerCarry: UInt64 = 0
  /// What runs (`JSONTape+Runs.swift`) carry: 1 when the last block ended in an opening bracket or quote; in
  /// a byte of a number, a literal, `[]` or `""`; in the comma after one of those; in an opening bracket or
  /// quote right after such a comma; in a `""` right after such a comma, or whitespace after it (whether it
  /// is a key waits for the next byte but whitespace).
  private var bracketCarry: UInt64 = 0
  private var quoteCarry: UInt64 = 0
  private var runnableCarry: UInt64 = 0
  private var separatorCarry: UInt64 = 0
  private var joiningCarry: UInt64 = 0
  private var joiningQuoteCarry: UInt64 = 0
  private var emptyStringCarry: UInt64 = 0

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

  /// How many tape slots the values starting in `block` take (read after every block before it): one for each
  /// opening bracket and quote outside strings and each first byte of a number or literal, and a second for
  /// each bracket whose next byte but whitespace does not close it (a container with members); none for a
  /// number, literal, `[]`/`{}` or `""` that joins a run (right after a comma right after another). `valid`
  /// masks the bytes of the text.
  /// Exact for JSON whose small containers keep their slots; one that joins a run when it closes
  /// (`JSONTape.inlineClosed`) is counted as its slots before (an upper bound: the scan gives back the room
  /// left, never written). For other text only a guess.
  @inline(__always)
  mutating func slotCount(_ block: JSONBlock, valid: UInt64) -> Int {
    let quotes = block.quotes & ~escaped(block.backslashes)
    let inString = Self.prefixXOR(quotes) ^ inStringCarry  // opening quote in, closing quote out
    inStringCarry = UInt64(bitPattern: Int64(bitPattern: inString) >> 63)
    let outside = ~(inString | quotes)
    let scalar = outside & ~(block.whitespace | block.operators)
    let scalarStarts = scalar & ~(scalar << 1 | scalarCarry) & valid
    scalarCarry = scalar >> 63
    let openers = block.openers & outside
    // The first byte after each opener that is not whitespace: adding a run's first bit to the run carries
    // past its end (simdjson's trick for string runs). What crosses the block boundary waits in `openerCarry`.
    let afterOpeners = openers << 1 | openerCarry
    let whitespace = block.whitespace
    let (carried, overflow) = whitespace.addingReportingOverflow(afterOpeners & whitespace)
    openerCarry = openers >> 63 | (overflow ? 1 : 0)
    let firstAfter = (carried | afterOpeners) & ~whitespace
    // After an opener JSON allows only a value or its closer: an operator there closes an empty container.
    let closers = block.operators & ~block.openers & outside
    let empty = firstAfter & closers
    let openingQuotes = quotes & inString
    let starts = openers | openingQuotes | scalarStarts
    let joined = joinedRuns(
      block, scalar: scalar, scalarStarts: scalarStarts, openers: openers, closers: closers, openingQuotes: openingQuotes,
      closingQuotes: quotes & ~inString)
    return starts.nonzeroBitCount &+ openers.nonzeroBitCount &- empty.nonzeroBitCount &- joined
  }

  /// How many values join the run before them (`JSONTape.joinRun`): a number, literal, `[]` or `""` right
  /// after a comma right after the last byte of another. A `""` there followed by a colon is a key, never
  /// joined; it is settled at its next byte but whitespace, so counted in that byte's block.
  @inline(__always)
  private mutating func joinedRuns(
    _ block: JSONBlock, scalar: UInt64, scalarStarts: UInt64, openers: UInt64, closers: UInt64, openingQuotes: UInt64,
    closingQuotes: UInt64
  ) -> Int {
    let twoByteEmpty = closers & (openers << 1 | bracketCarry)  // the closer of a `[]` or `{}`
    bracketCarry = openers >> 63
    let emptyString = closingQuotes & (openingQuotes << 1 | quoteCarry)  // the closing quote of a `""`
    quoteCarry = openingQuotes >> 63
    let runnable = scalar | twoByteEmpty | emptyString
    // A colon follows a key (`""` may be one): what comes after it is a member's value, never joined.
    let separators = closers & ~block.colons & (runnable << 1 | runnableCarry)
    runnableCarry = runnable >> 63
    let afterSeparator = separators << 1 | separatorCarry
    separatorCarry = separators >> 63
    let joiningOpeners = openers & afterSeparator
    let joinedEmpty = twoByteEmpty & (joiningOpeners << 1 | joiningCarry)
    joiningCarry = joiningOpeners >> 63
    let joiningQuotes = openingQuotes & afterSeparator
    let joiningEmptyString = emptyString & (joiningQuotes << 1 | joiningQuoteCarry)
    joiningQuoteCarry = joiningQuotes >> 63
    // The next byte but whitespace after each such `""`, found as `slotCount` finds the one after an opener.
    let after = joiningEmptyString << 1 | emptyStringCarry
    let whitespace = block.whitespace
    let (carried, overflow) = whitespace.addingReportingOverflow(after & whitespace)
    emptyStringCarry = joiningEmptyString >> 63 | (overflow ? 1 : 0)
    let settled = (carried | after) & ~whitespace
    return (scalarStarts & afterSeparator).nonzeroBitCount &+ joinedEmpty.nonzeroBitCount
      &+ (settled & ~block.colons).nonzeroBitCount
  }

  /// How many slots a tape of `bytes` takes if they are JSON (`JSONTape.Slot`).
  static func countSlots(_ bytes: UnsafeBufferPointer<UInt8>, path: JSONBlock.Path = .vector) -> Int {
    var index = JSONStructuralIndex()
    var count = 0
    var start = 0
    while start < bytes.count {
      let rest = bytes.count &- start
      let valid: UInt64 = rest < JSONBlock.size ? (1 &<< UInt64(rest)) &- 1 : ~0  // past the end is no byte at all
      count &+= index.slotCount(JSONBlock.at(start, in: bytes, path: path), valid: valid)
      start &+= JSONBlock.size
    }
    return count
  }
}
