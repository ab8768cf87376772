/// The keys of one dictionary read so far and where each stood, for the duplicate-key rule. A
/// push's dictionaries hold a handful of keys: up to `listed` they are compared in a list (no hash
/// per key of every capture of a log); past that a hash table takes over.
struct SeenKeys {
  static let listed = 16
  private var list: [(key: String, offset: Int)] = []
  private var table: [String: Int]?

  /// Where `key` stood, nil when it is new.
  func offset(of key: String) -> Int? {
    if let table { return table[key] }
    return list.first { $0.key == key }?.offset
  }

  mutating func add(_ key: String, at offset: Int) {
    if table != nil {
      table?[key] = offset
    } else if list.count < Self.listed {
      // One allocation for a push's dictionary, not one per doubling.
      if list.isEmpty { list.reserveCapacity(8) }
      list.append((key, offset))
    } else {
      var moved = Dictionary(list.map { ($0.key, $0.offset) }, uniquingKeysWith: { _, last in last })
      moved[key] = offset
      table = moved
      list = []
    }
  }
}
