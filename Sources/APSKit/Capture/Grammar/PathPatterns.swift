/// Path patterns (`*` = any key, `gcm.*` = a key starting `gcm.`) with a value each, compiled once:
/// a capture's every unquoted scalar asks for its path's type, so a lookup hashes the path's last
/// key instead of comparing every row's strings. The first row in table order that matches wins.
struct PathPatterns<Value: Sendable>: Sendable {
  private enum Token: Sendable {
    case any
    case exact(String)
    /// The stem, and its UTF-8 when a key's bytes can be compared with it (`byteStem`).
    case stem(String, [UInt8]?)

    /// Read by its UTF-8 (`*` is ASCII; the patterns are the tables' literals): every provider's
    /// table is compiled when the catalogue is first used, where `hasSuffix` and `dropLast` walked
    /// each pattern's characters.
    init(_ text: String) {
      let utf8 = text.utf8
      if utf8.last != UInt8(ascii: "*") {
        self = .exact(text)
      } else if utf8.count == 1 {
        self = .any
      } else {
        let stem = String(decoding: utf8.dropLast(), as: UTF8.self)
        self = .stem(stem, PathPatterns.byteStem(stem))
      }
    }

    func matches(_ key: String) -> Bool {
      switch self {
      case .any: return true
      case .exact(let name): return name == key
      case .stem(let stem, let bytes): return PathPatterns.hasPrefix(key, stem, stemBytes: bytes)
      }
    }
  }

  private struct Row: Sendable {
    var tokens: [Token]
    var value: Value
    /// The row's place in the table (the first match wins).
    var order: Int

    func matches(_ path: [String]) -> Bool {
      // Asked for every unquoted scalar: by index, with no iterator over the two arrays.
      var index = 0
      let count = min(tokens.count, path.count)
      while index < count {
        if !tokens[index].matches(path[index]) { return false }
        index += 1
      }
      return true
    }
  }

  /// By path length: rows whose last token is an exact key, by that key; the others in order.
  private var exactLast: [[String: [Row]]] = []
  private var otherLast: [[Row]] = []
  /// By path length: a bit per UTF-8 length of the exact last keys (63 for longer), so most keys
  /// of a payload, which no row names, are turned away without hashing them.
  private var exactLengths: [UInt64] = []

  init(_ rows: [(pattern: [String], value: Value)]) {
    // A closure, not a key path: a key path literal is instantiated at each call (23 K instructions,
    // and every provider's table makes one).
    let longest = rows.map { $0.pattern.count }.max() ?? 0
    exactLast = Array(repeating: [:], count: longest + 1)
    otherLast = Array(repeating: [], count: longest + 1)
    exactLengths = Array(repeating: 0, count: longest + 1)
    for (order, row) in rows.enumerated() {
      let compiled = Row(tokens: row.pattern.map(Token.init), value: row.value, order: order)
      if case .exact(let last)? = compiled.tokens.last {
        exactLast[row.pattern.count][last, default: []].append(compiled)
        exactLengths[row.pattern.count] |= Self.lengthBit(last)
      } else {
        otherLast[row.pattern.count].append(compiled)
      }
    }
  }

  /// The value of the first row matching `path`, nil when none does.
  func value(at path: [String]) -> Value? {
    guard path.count < exactLast.count, let last = path.last else { return nil }
    // Keys compare as Unicode text (a Kelvin sign is a K): only an ASCII key is turned away by its length.
    let absent = exactLengths[path.count] & Self.lengthBit(last) == 0 && Self.isASCII(last)
    let exact = absent ? nil : exactLast[path.count][last]?.first { $0.matches(path) }
    let other = otherLast[path.count].first { $0.matches(path) }
    switch (exact, other) {
    case (let exact?, let other?): return exact.order < other.order ? exact.value : other.value
    case (let exact?, nil): return exact.value
    case (nil, let other?): return other.value
    case (nil, nil): return nil
    }
  }

  /// Whether every byte of `key` is ASCII, read from its UTF-8 in place (a native string's
  /// `utf8.allSatisfy` walks it through an iterator, hundreds of instructions per key).
  static func isASCII(_ key: String) -> Bool {
    var key = key
    return key.withUTF8 { utf8 in !utf8.contains { $0 >= 0x80 } }
  }

  /// `key.hasPrefix(stem)`: for an ASCII key and stem a byte comparison gives the same answer (every
  /// ASCII character is its own grapheme, apart from CR LF: a stem ending in CR compares as text, as
  /// do other keys).
  /// `stemBytes`: the stem's UTF-8, found once (`byteStem`; nil: compared as text).
  static func hasPrefix(_ key: String, _ stem: String, stemBytes: [UInt8]?) -> Bool {
    guard let stemBytes else { return key.hasPrefix(stem) }
    var key = key
    let answer: Bool? = key.withUTF8 { keyBytes in
      guard !keyBytes.contains(where: { $0 >= 0x80 }) else { return nil }
      guard stemBytes.count <= keyBytes.count else { return false }
      var index = 0
      while index < stemBytes.count {
        if stemBytes[index] != keyBytes[index] { return false }
        index += 1
      }
      return true
    }
    return answer ?? key.hasPrefix(stem)
  }

  /// The UTF-8 of an ASCII stem that does not end in CR, whose prefix test is a byte comparison; nil
  /// for any other.
  static func byteStem(_ stem: String) -> [UInt8]? {
    let bytes = Array(stem.utf8)
    guard !bytes.contains(where: { $0 >= 0x80 }), bytes.last != UInt8(ascii: "\r") else { return nil }
    return bytes
  }

  @inline(__always)
  private static func lengthBit(_ key: String) -> UInt64 { 1 << UInt64(min(key.utf8.count, 63)) }
}
