/// A small deterministic pseudo-random generator (SplitMix64): the same seed gives the same sequence on
/// every platform and Swift version, which the standard library's `random(in:)` does not promise.
public struct SeededGenerator: Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` by multiply-shift, so no value is favoured noticeably; 0 when `bound` ≤ 0.
  public mutating func below(_ bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// One element of the non-empty `items`.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  /// True with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// `count` lowercase hexadecimal digits.
  public mutating func hex(_ count: Int) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    for _ in 0..<count { bytes.append(digits[below(16)]) }
    return String(decoding: bytes, as: UTF8.self)
  }
}
