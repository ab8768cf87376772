/// A fixed list of keys, asked about the keys of scanned objects by their bytes (no string is made): an
/// open-addressing table hashed on a key's length and its first and last bytes, so a key is usually
/// settled by one slot and at most one byte comparison (the rules look up every `aps` key).
struct JSONKeyTable: Sendable {
  /// Every key's UTF-8 bytes, one after another.
  private let run: [UInt8]
  /// 0 for an empty slot, else one key packed as `start << 32 | length << 16 | position`: where its bytes
  /// start in `run`, how many, and its position in the list given to `init`. `slots.count` is a power of two
  /// at least four times the keys, so most absent keys meet an empty slot at once.
  private let slots: [UInt64]

  init(_ keys: [String]) {
    var run: [UInt8] = []
    var packed: [(start: Int, length: Int, position: Int)] = []
    for (position, key) in keys.enumerated() where !keys[..<position].contains(key) && !key.isEmpty {
      precondition(key.utf8.count < 1 << 16 && position < 1 << 16, "JSONKeyTable packs lengths and positions in 16 bits")
      packed.append((run.count, key.utf8.count, position))
      run += key.utf8
    }
    var size = 16
    while size < 4 * packed.count { size *= 2 }
    var slots = [UInt64](repeating: 0, count: size)
    for key in packed {
      let hash = Self.hash(length: key.length, first: run[key.start], last: run[key.start + key.length - 1])
      var slot = hash & (size - 1)
      while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
      slots[slot] = UInt64(key.start) << 32 | UInt64(key.length) << 16 | UInt64(key.position)
    }
    self.run = run
    self.slots = slots
  }

  @inline(__always)
  private static func hash(length: Int, first: UInt8, last: UInt8) -> Int {
    (length &* 31) ^ (Int(first) &* 7) ^ (Int(last) &* 131)
  }

  /// Whether `length` bytes at `a` and `b` are equal: a word at a time, the last word overlapping the one
  /// before it (never a byte past either key); a byte loop took most of a lookup.
  @inline(__always)
  private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    let a = UnsafeRawPointer(a)
    let b = UnsafeRawPointer(b)
    func word<Word: FixedWidthInteger>(_ offset: Int, _: Word.Type) -> Bool {
      a.loadUnaligned(fromByteOffset: offset, as: Word.self) == b.loadUnaligned(fromByteOffset: offset, as: Word.self)
    }
    if length >= 8 {
      var offset = 0
      while offset &+ 8 < length {
        guard word(offset, UInt64.self) else { return false }
        offset &+= 8
      }
      return word(length &- 8, UInt64.self)
    }
    if length >= 4 { return word(0, UInt32.self) && word(length &- 4, UInt32.self) }
    var offset = 0
    while offset < length, word(offset, UInt8.self) { offset &+= 1 }
    return offset == length
  }

  /// Whether the key of `member` is in the list.
  func contains(_ member: JSONView.Member) -> Bool {
    index(of: member) != nil
  }

  /// The position in the list given to `init` of the key of `member`, if the key is there.
  @inline(__always)
  func index(of member: JSONView.Member) -> Int? {
    index(ofKey: member.keyView.entry, in: member.keyView.bytes)
  }

  /// The same for a key entry of a tape scanned from `bytes`.
  @inline(__always)
  func index(ofKey entry: JSONTape.Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard entry.flags & JSONTape.Flags.escaped == 0 else {
      var text = JSONTape.text(of: entry, in: bytes)
      return text.withUTF8 { index(of: $0.baseAddress, length: $0.count) }
    }
    return index(of: bytes.baseAddress.map { $0 + entry.start + 1 }, length: entry.end - entry.start - 2)
  }

  private func index(of key: UnsafePointer<UInt8>?, length: Int) -> Int? {
    guard let key, length > 0 else { return nil }
    return slots.withUnsafeBufferPointer { slots in
      run.withUnsafeBufferPointer { run in
        let mask = slots.count - 1
        var slot = Self.hash(length: length, first: key[0], last: key[length - 1]) & mask
        while true {
          let packed = slots[slot]
          if packed == 0 { return nil }
          if Int(packed >> 16 & 0xFFFF) == length, Self.equal(run.baseAddress! + Int(packed >> 32), key, length) {
            return Int(packed & 0xFFFF)
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }
}
