/// The scan's search for the end of plain string content (a quote, a backslash or a control character) 16
/// bytes a step with portable vectors (`SIMD16<UInt8>`: SSE2 on x86-64, NEON on arm64). Each step's test is a
/// vector compare and two word tests; where a step finds a byte, its lane is the lowest set byte of the compare,
/// so no bitmask is made (portable Swift has no "move mask", and building one costs more than this search
/// saves). The last bytes of a text, and every byte when a test asks for the byte-at-a-time path, go one at a time.
extension JSONTape {
  /// Skips string content from `start` while no byte is a quote, a backslash or a control character; returns
  /// where that byte is (or the end), and 0x80 when a skipped byte was non-ASCII (its UTF-8 is then checked).
  @inline(__always)
  mutating func skipPlain(from start: Int) -> (Int, UInt8) {
    typealias Lanes = SIMD16<UInt8>
    var index = start
    guard blockPath == .vector, let base = bytes.baseAddress else { return skipPlainBytes(from: index, seen: 0) }
    let highs: UInt64 = 0x8080_8080_8080_8080
    var seen: UInt64 = 0
    while index &+ 16 <= end {
      let lanes = UnsafeRawPointer(base + index).loadUnaligned(as: Lanes.self)
      let found = lanes .== Lanes(repeating: 0x22) .| lanes .== Lanes(repeating: 0x5C) .| lanes .< Lanes(repeating: 0x20)
      let hits = unsafeBitCast(found, to: SIMD2<UInt64>.self)
      let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
      if hits[0] | hits[1] != 0 {
        // Lanes are 0x00 or 0xFF: the lowest set bit's byte is the lane; the bytes before it are plain.
        if hits[0] != 0 {
          let lane = hits[0].trailingZeroBitCount >> 3
          seen |= words[0] & ((1 &<< UInt64(lane &* 8)) &- 1)
          index &+= lane
        } else {
          let lane = hits[1].trailingZeroBitCount >> 3
          seen |= words[0] | (words[1] & ((1 &<< UInt64(lane &* 8)) &- 1))
          index &+= 8 &+ lane
        }
        return (index, seen & highs != 0 ? 0x80 : 0)
      }
      seen |= words[0] | words[1]
      index &+= 16
    }
    return skipPlainBytes(from: index, seen: seen & highs != 0 ? 0x80 : 0)
  }

  /// The closing quote of string content from `start` when all of it is printable ASCII (no escape, control
  /// or non-ASCII byte: those go to `scanString`), else nil. For keys and values: one test per 16 bytes and no
  /// non-ASCII bookkeeping (`skipPlain` keeps that for strings that may hold any text).
  @inline(__always)
  mutating func plainASCIIEnd(from start: Int) -> Int? {
    typealias Lanes = SIMD16<UInt8>
    var index = start
    guard blockPath == .vector, let base = bytes.baseAddress else { return plainASCIIEndBytes(from: index) }
    while index &+ 16 <= end {
      let lanes = UnsafeRawPointer(base + index).loadUnaligned(as: Lanes.self)
      // Less 0xA0, the printable bytes 0x20…0x7F are -128…-33 as signed bytes, all others above.
      let shifted = unsafeBitCast(lanes &- Lanes(repeating: 0xA0), to: SIMD16<Int8>.self)
      let found = shifted .> SIMD16<Int8>(repeating: -33) .| lanes .== Lanes(repeating: 0x22)
        .| lanes .== Lanes(repeating: 0x5C)
      let hits = unsafeBitCast(found, to: SIMD2<UInt64>.self)
      if hits[0] | hits[1] != 0 {
        index &+= hits[0] != 0 ? hits[0].trailingZeroBitCount >> 3 : 8 &+ hits[1].trailingZeroBitCount >> 3
        return base[index] == 0x22 ? index : nil
      }
      index &+= 16
    }
    return plainASCIIEndBytes(from: index)
  }

  /// `plainASCIIEnd` a byte at a time (the scalar path, and the last bytes of a text).
  @inline(never)
  private mutating func plainASCIIEndBytes(from start: Int) -> Int? {
    var index = start
    while index < end {
      let byte = bytes[index]
      if byte == 0x22 { return index }
      if byte == 0x5C || byte < 0x20 || byte >= 0x80 { return nil }
      index &+= 1
    }
    return nil
  }

  /// The byte path: a byte at a time (and the last bytes of a text). `mutating` passes the tape by reference:
  /// a non-mutating call that is not inlined copied the whole struct (a 138-byte `memcpy` per call).
  @inline(never)
  private mutating func skipPlainBytes(from start: Int, seen: UInt8) -> (Int, UInt8) {
    var index = start
    var seen = seen
    while index < end {
      let byte = bytes[index]
      if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
      seen |= byte & 0x80
      index &+= 1
    }
    return (index, seen)
  }

  @inline(__always)
  mutating func skipWhitespace() {
    // Compact input (JSON Lines) has none: one test settles the usual case.
    guard pos < end, bytes[pos] <= 0x20 else { return }
    while pos < end {
      let byte = bytes[pos]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      pos += 1
      departures &+= 1
    }
  }
}
