/// "Did you mean …?" for names the user mistyped: options, commands, templates, rule ids.
public enum Suggestions {
  /// The candidates closest to `word` by edit distance (at most a third of its length, at least 1,
  /// at most 2), best first; also any candidate that `word` is a prefix of when nothing is close.
  public static func closest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
    let budget = max(1, min(2, word.count / 3))
    // The word itself is never a suggestion: "Did you mean 'json'?" after 'json' helps nobody.
    let candidates = candidates.filter { $0 != word }
    let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= budget }
    let ranked = scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    if !ranked.isEmpty { return Array(ranked.prefix(limit)) }
    guard word.count >= 2 else { return [] }
    return Array(candidates.filter { $0.hasPrefix(word) }.sorted().prefix(limit))
  }

  /// `Did you mean 'x'?`, `Did you mean 'x' or 'y'?`, or nil.
  public static func didYouMean(_ word: String, among candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String? {
    let found = closest(to: word, among: candidates)
    guard !found.isEmpty else { return nil }
    let quoted = found.map(quote)
    let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    return "Did you mean \(list)?"
  }

  /// Damerau–Levenshtein (optimal string alignment) distance over Unicode scalars.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, previousPrevious[j - 2] + 1)
        }
        current[j] = best
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
