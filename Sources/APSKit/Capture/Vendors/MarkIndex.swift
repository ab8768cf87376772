/// The first keys of the providers' marks (`gcm.message_id`, the stem `google.c.`…), found among an
/// object's top-level keys by comparing bytes: asked once per capture read, where a string built and
/// hashed per key cost more than the rest of the provider's lookup. Only the marks that hold one of
/// the keys found are then looked at.
struct MarkIndex {
  /// A set of small ids (first keys, marks), as bits in eight words held as one vector: copied
  /// without allocating, and joined, compared and tested for inclusion a vector at a time.
  struct TokenSet: Equatable {
    static let capacity = 512
    private var words = SIMD8<UInt64>()

    mutating func insert(_ id: Int) {
      words[id >> 6] |= 1 << UInt64(id & 63)
    }

    func contains(_ id: Int) -> Bool {
      words[id >> 6] & 1 << UInt64(id & 63) != 0
    }

    mutating func formUnion(_ other: TokenSet) {
      words |= other.words
    }

    /// Each id in the set, ascending.
    func forEach(_ body: (Int) throws -> Void) rethrows {
      for offset in 0..<8 {
        var rest = words[offset]
        while rest != 0 {
          try body(offset << 6 | rest.trailingZeroBitCount)
          rest &= rest &- 1
        }
      }
    }

    func isSubset(of other: TokenSet) -> Bool {
      words & ~other.words == SIMD8<UInt64>()
    }

    static func == (left: TokenSet, right: TokenSet) -> Bool { left.words == right.words }
  }

  /// One mark of a provider: the ids of its paths' first keys, and the paths (checked in full when
  /// every first key is present).
  typealias Mark = (required: TokenSet, paths: [[PushVendor.Token]])

  /// Every mark in catalogue order (the ids `marksByToken` holds), with its provider's rank.
  let flatMarks: [(rank: Int, mark: Mark)]
  /// For each first-key id, the marks that need it; and the marks that need none (always looked at).
  private let marksByToken: [TokenSet]
  private let unkeyedMarks: TokenSet
  /// How many distinct first keys and stems the marks have (`TokenSet.capacity` at most).
  let tokenCount: Int
  /// Exact first keys by `bucket(of:)`.
  private let buckets: [[(needle: [UInt8], id: Int)]]
  private let stems: [(needle: [UInt8], id: Int)]
  /// The same by text, for a key that is escaped or not ASCII: compared as strings, as `JSONView` does.
  private let byName: [String: Int]
  private let stemNames: [(stem: String, id: Int)]

  init(_ marksByRank: [[[[PushVendor.Token]]]]) {
    var ids: [String: Int] = [:]
    var stemIDs: [String: Int] = [:]
    var marks: [[Mark]] = []
    for rankMarks in marksByRank {
      marks.append(rankMarks.map { paths in
        var required = TokenSet()
        for path in paths {
          guard let first = path.first else { continue }
          if let stem = first.stem {
            let id = stemIDs[stem] ?? ids.count + stemIDs.count
            stemIDs[stem] = id
            required.insert(id)
          } else {
            let id = ids[first.name] ?? ids.count + stemIDs.count
            ids[first.name] = id
            required.insert(id)
          }
        }
        return (required, paths)
      })
    }
    tokenCount = ids.count + stemIDs.count
    precondition(tokenCount <= TokenSet.capacity, "MarkIndex: one bit per first key")
    var buckets = Array(repeating: [(needle: [UInt8], id: Int)](), count: 256)
    for (name, id) in ids.sorted(by: { $0.value < $1.value }) {
      let needle = Array(name.utf8)
      needle.withUnsafeBufferPointer { buckets[Self.bucket(of: $0)].append((needle, id)) }
    }
    let flat = marks.enumerated().flatMap { rank, rankMarks in rankMarks.map { (rank: rank, mark: $0) } }
    precondition(flat.count <= TokenSet.capacity, "MarkIndex: one bit per mark")
    var byToken = Array(repeating: TokenSet(), count: tokenCount)
    var unkeyed = TokenSet()
    for (id, entry) in flat.enumerated() {
      if entry.mark.required == TokenSet() { unkeyed.insert(id) }
      entry.mark.required.forEach { byToken[$0].insert(id) }
    }
    unkeyedMarks = unkeyed
    flatMarks = flat
    marksByToken = byToken
    self.buckets = buckets
    stems = stemIDs.sorted { $0.value < $1.value }.map { (Array($0.key.utf8), $0.value) }
    byName = ids
    stemNames = stemIDs.sorted { $0.value < $1.value }.map { ($0.key, $0.value) }
  }

  /// The marks (ids in `flatMarks`) whose first keys are all in `present`.
  func candidates(_ present: TokenSet) -> TokenSet {
    var any = unkeyedMarks
    present.forEach { any.formUnion(marksByToken[$0]) }
    var all = TokenSet()
    any.forEach { if flatMarks[$0].mark.required.isSubset(of: present) { all.insert($0) } }
    return all
  }

  @inline(__always) private static func bucket(of key: UnsafeBufferPointer<UInt8>) -> Int {
    guard let first = key.first, let last = key.last else { return 0 }
    return (key.count &* 31 &+ Int(first) &* 7 &+ Int(last)) & 255
  }

  /// The ids of the first keys and stems among `members`' keys.
  func firstKeys(in members: JSONView.Members) -> TokenSet {
    var present = TokenSet()
    for member in members {
      let entry = member.keyView.entry
      let key = UnsafeBufferPointer(rebasing: member.keyView.bytes[(entry.start + 1)..<(entry.end - 1)])
      if entry.flags & JSONTape.Flags.escaped != 0 || key.contains(where: { $0 >= 0x80 }) {
        addByName(member.key, to: &present)
      } else {
        add(key, to: &present)
      }
    }
    return present
  }

  private func add(_ key: UnsafeBufferPointer<UInt8>, to present: inout TokenSet) {
    for (needle, id) in buckets[Self.bucket(of: key)] where needle.count == key.count && needle.elementsEqual(key) {
      present.insert(id)
    }
    for (needle, id) in stems where needle.count <= key.count && needle.elementsEqual(key.prefix(needle.count)) {
      present.insert(id)
    }
  }

  private func addByName(_ key: String, to present: inout TokenSet) {
    if let id = byName[key] { present.insert(id) }
    for (stem, id) in stemNames where key.hasPrefix(stem) { present.insert(id) }
  }
}
