#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A fixed list of keys, asked about the keys of scanned objects by their bytes (no string is made): an
/// open-addressing table hashed on a key's length and its first and last bytes, so a key is usually
/// settled by one slot and at most one byte comparison (issue 14: rules look up every `aps` key).
struct JSONKeyTable: Sendable {
  /// Every key's UTF-8 bytes, one after another.
  private let run: [UInt8]
  /// Per key: where its bytes start in `run`, how many, and its position in the list given to `init`.
  private let starts: [Int]
  private let lengths: [Int]
  private let positions: [Int]
  /// Key numbers, -1 for an empty slot; `slots.count` is a power of two at least four times the keys.
  private let slots: [Int16]

  init(_ keys: [String]) {
    var run: [UInt8] = []
    var starts: [Int] = []
    var lengths: [Int] = []
    var positions: [Int] = []
    for (position, key) in keys.enumerated() where !keys[..<position].contains(key) {
      starts.append(run.count)
      lengths.append(key.utf8.count)
      positions.append(position)
      run += key.utf8
    }
    var size = 16
    while size < 4 * starts.count { size *= 2 }
    var slots = [Int16](repeating: -1, count: size)
    for number in starts.indices where lengths[number] > 0 {
      let first = run[starts[number]]
      let last = run[starts[number] + lengths[number] - 1]
      var slot = Self.hash(length: lengths[number], first: first, last: last) & (size - 1)
      while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = Int16(number)
    }
    self.run = run
    self.starts = starts
    self.lengths = lengths
    self.positions = positions
    self.slots = slots
  }

  @inline(__always)
  private static func hash(length: Int, first: UInt8, last: UInt8) -> Int {
    (length &* 31) ^ (Int(first) &* 7) ^ (Int(last) &* 131)
  }

  /// Whether the key of `member` is in the list.
  func contains(_ member: JSONView.Member) -> Bool {
    index(of: member) != nil
  }

  /// The position in the list given to `init` of the key of `member`, if the key is there.
  func index(of member: JSONView.Member) -> Int? {
    let entry = member.keyView.entry
    let bytes = member.keyView.bytes
    guard entry.flags & JSONTape.Flags.escaped == 0 else {
      var text = JSONTape.text(of: entry, in: bytes)
      return text.withUTF8 { index(of: $0.baseAddress, length: $0.count) }
    }
    return index(of: bytes.baseAddress.map { $0 + entry.start + 1 }, length: entry.end - entry.start - 2)
  }

  private func index(of key: UnsafePointer<UInt8>?, length: Int) -> Int? {
    guard let key, length > 0 else { return nil }
    return slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var slot = Self.hash(length: length, first: key[0], last: key[length - 1]) & mask
      while true {
        let number = Int(slots[slot])
        if number < 0 { return nil }
        if lengths[number] == length,
          run.withUnsafeBufferPointer({ memcmp($0.baseAddress! + starts[number], key, length) == 0 })
        {
          return positions[number]
        }
        slot = (slot + 1) & mask
      }
    }
  }
}
