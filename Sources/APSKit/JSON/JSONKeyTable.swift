/// A fixed list of keys, asked about the keys of scanned objects by their bytes (no string is made): the keys
/// grouped by length in one byte run, so a key of a length the list lacks is one test and the others are
/// compared only with keys of their own length.
struct JSONKeyTable: Sendable {
  /// Every key's UTF-8 bytes, shortest first.
  private let run: [UInt8]
  /// `groups[n]..<groups[n + 1]`: the byte offsets in `run` of the keys of n bytes.
  private let groups: [Int]
  /// `firstKeys[n]`: how many keys are shorter than n bytes (the sorted number of the first key of n bytes).
  private let firstKeys: [Int]
  /// For each key in sorted order: its position in the list given to `init` (the first, if it repeats).
  private let positions: [Int]

  init(_ keys: [String]) {
    var firstPosition: [String: Int] = [:]
    for (position, key) in keys.enumerated() where firstPosition[key] == nil { firstPosition[key] = position }
    let sorted = firstPosition.keys.map { Array($0.utf8) }.sorted {
      $0.count != $1.count ? $0.count < $1.count : $0.lexicographicallyPrecedes($1)
    }
    let longest = sorted.last?.count ?? 0
    var run: [UInt8] = []
    var groups = [Int](repeating: 0, count: longest + 2)
    var firstKeys = [Int](repeating: 0, count: longest + 2)
    var length = 0
    for (number, key) in sorted.enumerated() {
      while length < key.count {
        length += 1
        groups[length] = run.count
        firstKeys[length] = number
      }
      run += key
    }
    while length <= longest {
      length += 1
      groups[length] = run.count
      firstKeys[length] = sorted.count
    }
    self.run = run
    self.groups = groups
    self.firstKeys = firstKeys
    positions = sorted.map { firstPosition[String(decoding: $0, as: UTF8.self)]! }
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
      return text.withUTF8 { index(of: $0, at: 0, length: $0.count) }
    }
    return index(of: bytes, at: entry.start + 1, length: entry.end - entry.start - 2)
  }

  private func index(of bytes: UnsafeBufferPointer<UInt8>, at start: Int, length: Int) -> Int? {
    guard length > 0, length + 1 < groups.count else { return nil }
    return run.withUnsafeBufferPointer { run in
      var offset = groups[length]
      let stop = groups[length + 1]
      var key = firstKeys[length]
      while offset < stop {
        if memoryEqual(run, offset, bytes, start, length) { return positions[key] }
        offset += length
        key += 1
      }
      return nil
    }
  }

  private func memoryEqual(
    _ lhs: UnsafeBufferPointer<UInt8>, _ lhsStart: Int, _ rhs: UnsafeBufferPointer<UInt8>, _ rhsStart: Int, _ count: Int
  ) -> Bool {
    var index = 0
    while index < count {
      if lhs[lhsStart + index] != rhs[rhsStart + index] { return false }
      index += 1
    }
    return true
  }
}
