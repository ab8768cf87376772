/// The bytes of a JSON text classified 64 at a time, as bitmasks (bit i is byte i of the block), in the
/// manner of simdjson's first stage ("Parsing Gigabytes of JSON per Second", Langdale and Lemire,
/// https://arxiv.org/abs/1902.08318): with what crosses blocks (`JSONStructuralIndex`) they say where every
/// value starts, so a big document's tape is reserved by count before it is scanned.
///
/// Portable Swift: `SIMD16<UInt8>` comparisons compile to SSE2 on x86-64 and NEON on arm64 (16-byte
/// vectors are the width both have without target flags). `classify(scalar:)` computes the same masks a
/// byte at a time: what the tests compare the vector path with, never a second reader.
struct JSONBlock: Equatable {
  /// Space, tab, line feed, carriage return.
  var whitespace: UInt64 = 0
  /// `"` bytes.
  var quotes: UInt64 = 0
  /// `\` bytes.
  var backslashes: UInt64 = 0
  /// `{ } [ ] : ,`.
  var operators: UInt64 = 0
  /// `{ [`.
  var openers: UInt64 = 0
  /// `:` (what tells a key `""` from an element `""`).
  var colons: UInt64 = 0

  static let size = 64

  // MARK: - The vector path

  fileprivate typealias Lanes = SIMD16<UInt8>
  fileprivate typealias LaneMask = SIMDMask<SIMD16<Int8>>

  /// The 64 bytes at `block` (they must all be readable) as four vectors.
  struct Vectors {
    fileprivate var v0, v1, v2, v3: Lanes

    @inline(__always)
    init(_ block: UnsafeRawPointer) {
      v0 = block.loadUnaligned(as: Lanes.self)
      v1 = block.loadUnaligned(fromByteOffset: 16, as: Lanes.self)
      v2 = block.loadUnaligned(fromByteOffset: 32, as: Lanes.self)
      v3 = block.loadUnaligned(fromByteOffset: 48, as: Lanes.self)
    }

    /// The last `count` (< 64) bytes of a text, copied into a zeroed block so that no byte past the text is
    /// read (`keep(count)` clears what the zeros after it set).
    @inline(__always)
    init(tail: UnsafeRawPointer, count: Int) {
      var padded = SIMD64<UInt8>()
      withUnsafeMutableBytes(of: &padded) { $0.baseAddress!.copyMemory(from: tail, byteCount: count) }
      self = withUnsafeBytes(of: &padded) { Vectors($0.baseAddress!) }
    }
  }

  @inline(__always)
  static func classify(_ v: Vectors) -> JSONBlock {
    var block = JSONBlock()
    block.whitespace = bits(v) {
      $0 .== Lanes(repeating: 0x20) .| $0 .== Lanes(repeating: 0x0A) .| $0 .== Lanes(repeating: 0x0D)
        .| $0 .== Lanes(repeating: 0x09)
    }
    block.quotes = bits(v) { $0 .== Lanes(repeating: 0x22) }
    block.backslashes = bits(v) { $0 .== Lanes(repeating: 0x5C) }
    // `[`|0x20 is `{` and `]`|0x20 is `}`.
    block.openers = bits(v) { $0 | Lanes(repeating: 0x20) .== Lanes(repeating: 0x7B) }
    block.colons = bits(v) { $0 .== Lanes(repeating: 0x3A) }
    block.operators =
      block.openers
      | bits(v) {
        $0 | Lanes(repeating: 0x20) .== Lanes(repeating: 0x7D) .| $0 .== Lanes(repeating: 0x3A)
          .| $0 .== Lanes(repeating: 0x2C)
      }
    return block
  }

  /// The 64 lanes' test results as a bitmask. Portable Swift has no "move mask" operation, so each lane keeps its
  /// own bit (1, 2, 4, … 128 by position in its group of eight) and adjacent lanes are or'd together three times
  /// (64 lanes → 32 → 16 → 8), each a shift and a narrowing of 16-bit lanes: no multiply, no lane loop.
  @inline(__always)
  private static func bits(_ v: Vectors, _ test: (Lanes) -> LaneMask) -> UInt64 {
    let weights = Lanes(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128)
    func weighted(_ lanes: Lanes) -> Lanes { unsafeBitCast(test(lanes), to: Lanes.self) & weights }
    let first = pairs(weighted(v.v0), weighted(v.v1))
    let second = pairs(weighted(v.v2), weighted(v.v3))
    let eights = unsafeBitCast(pairs(first, second), to: SIMD8<UInt16>.self)
    return unsafeBitCast(SIMD8<UInt8>(truncatingIfNeeded: eights | eights &>> 8), to: UInt64.self)
  }

  /// Each lane of the result or's two adjacent lanes of `low` then `high`.
  @inline(__always)
  private static func pairs(_ low: Lanes, _ high: Lanes) -> Lanes {
    let wide = unsafeBitCast(SIMD32<UInt8>(lowHalf: low, highHalf: high), to: SIMD16<UInt16>.self)
    return Lanes(truncatingIfNeeded: wide | wide &>> 8)
  }

  // MARK: - The scalar reference

  /// The same masks, a byte at a time, for `count` (≤ 64) bytes.
  static func classify(scalar bytes: UnsafePointer<UInt8>, count: Int) -> JSONBlock {
    var block = JSONBlock()
    for index in 0..<min(count, size) {
      let byte = bytes[index]
      let bit: UInt64 = 1 << UInt64(index)
      if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { block.whitespace |= bit }
      if byte == 0x22 { block.quotes |= bit }
      if byte == 0x5C { block.backslashes |= bit }
      if byte == 0x7B || byte == 0x5B { block.openers |= bit }
      if byte == 0x3A { block.colons |= bit }
      if byte == 0x7B || byte == 0x5B || byte == 0x7D || byte == 0x5D || byte == 0x3A || byte == 0x2C {
        block.operators |= bit
      }
    }
    return block
  }

  /// Clears the bits of bytes `count` and after.
  @inline(__always)
  mutating func keep(_ count: Int) {
    let kept: UInt64 = count >= 64 ? ~0 : (1 << UInt64(count)) &- 1
    quotes &= kept
    backslashes &= kept
    whitespace &= kept
    operators &= kept
    openers &= kept
    colons &= kept
  }
}

extension JSONBlock {
  /// Which classifier runs: the vector one, or the byte-at-a-time reference (for tests that compare the two).
  enum Path: Sendable { case vector, scalar }

  /// The block of `bytes` starting at `start` (the last block of a text may be shorter than 64 bytes).
  @inline(__always)
  static func at(_ start: Int, in bytes: UnsafeBufferPointer<UInt8>, path: Path) -> JSONBlock {
    let base = bytes.baseAddress! + start
    let count = bytes.count &- start
    guard path == .vector else { return classify(scalar: base, count: count) }
    if count >= size { return classify(Vectors(base)) }
    var block = classify(Vectors(tail: base, count: count))
    block.keep(count)
    return block
  }
}
