/// The provider whose distinctive key names (`gcm.message_id`, `_j_msgid`…) occur in a start's
/// text: a guess made before reading, so that one reading usually types every scalar (it is
/// checked after, `typedByVendor`). The names are found once in the whole text, then each start
/// asks which lie inside its window; searching each start's window (up to 64 KB when its brackets
/// stay open) cost the window times the starts.
struct VendorHints {
  /// For each provider rank, where its key names occur (ascending starts), with their ends.
  private var occurrences: [[(start: Int, end: Int)]]
  /// The ranks with an occurrence, ascending.
  private var foundRanks: [Int] = []

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    let hints = Self.byFollowingByte
    occurrences = Array(repeating: [], count: PushVendor.catalogue.count)
    // Every hint holds `_` or `.`, which are rare in text: only where one stands are the hints
    // whose first `_` or `.` it could be, and of those only the ones the next byte allows (a
    // timestamp's `.123` compares none).
    var index = Self.nextSeparator(bytes, from: 0)
    while index < bytes.count {
      let next = index + 1 < bytes.count ? Int(bytes[index + 1]) : 256
      for hint in bytes[index] == UInt8(ascii: "_") ? hints.underscore[next] : hints.dot[next] {
        let start = index - hint.separator
        guard start >= 0, start + hint.needle.count <= bytes.count else { continue }
        var same = true
        for offset in 0..<hint.needle.count where bytes[start + offset] != hint.needle[offset] {
          same = false
          break
        }
        if same { occurrences[hint.rank].append((start, start + hint.needle.count)) }
      }
      index = Self.nextSeparator(bytes, from: index + 1)
    }
    // Found by separator, so a rank's starts may come out of order (two names of one provider).
    for rank in occurrences.indices where zip(occurrences[rank], occurrences[rank].dropFirst()).contains(where: { $0.start > $1.start }) {
      occurrences[rank].sort { $0.start < $1.start }
    }
    foundRanks = occurrences.indices.filter { !occurrences[$0].isEmpty }
  }

  @inline(__always) private static func nextSeparator(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    ByteWords.firstIndex(of: UInt8(ascii: "_"), or: UInt8(ascii: "."), in: bytes, from: start, to: bytes.count)
  }

  /// `PushVendor.hintsBySeparator` by the byte after the separator (index 256: the text's end); a
  /// name that ends at its separator is in every list.
  private static let byFollowingByte: (underscore: [[Hint]], dot: [[Hint]]) = {
    // One pass over the hints (in order, so each list keeps their order).
    func buckets(_ hints: [Hint]) -> [[Hint]] {
      var lists = Array(repeating: [Hint](), count: 257)
      for hint in hints {
        if hint.separator + 1 >= hint.needle.count {
          for next in lists.indices { lists[next].append(hint) }
        } else {
          lists[Int(hint.needle[hint.separator + 1])].append(hint)
        }
      }
      return lists
    }
    return (buckets(PushVendor.hintsBySeparator.underscore), buckets(PushVendor.hintsBySeparator.dot))
  }()
  private typealias Hint = (rank: Int, needle: [UInt8], separator: Int)

  /// The provider first in the catalogue with a key name wholly inside `window`: asked at every
  /// start, so only the ranks whose names occur in the text are looked at.
  func hint(in window: Range<Int>) -> PushVendor? {
    for rank in foundRanks where contains(occurrences[rank], within: window) {
      return PushVendor.catalogue[rank]
    }
    return nil
  }

  private func contains(_ list: [(start: Int, end: Int)], within window: Range<Int>) -> Bool {
    // The first occurrence that starts in the window, by halving; one that does not fit starts
    // less than a key name's length before the window's end, so few are looked at.
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle].start < window.lowerBound { low = middle + 1 } else { high = middle }
    }
    var index = low
    while index < list.count, list[index].start < window.upperBound {
      if list[index].end <= window.upperBound { return true }
      index += 1
    }
    return false
  }
}
