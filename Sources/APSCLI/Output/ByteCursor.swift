/// Writes bytes forward from a pointer, for lines built in place by `OutputSink.write(atMost:_:)`:
/// appending each piece to an `Array` pays capacity and uniqueness checks every time. The caller asks
/// the sink for room for the longest line it can write.
struct ByteCursor {
  private let start: UnsafeMutablePointer<UInt8>
  private var end: UnsafeMutablePointer<UInt8>

  init(_ start: UnsafeMutablePointer<UInt8>) {
    self.start = start
    self.end = start
  }

  /// The bytes written so far.
  var count: Int { start.distance(to: end) }

  mutating func append(_ byte: UInt8) {
    end.initialize(to: byte)
    end += 1
  }

  /// Literal text (its UTF-8 bytes, copied without a `String`).
  mutating func append(_ text: StaticString) {
    // A memcpy of a length known when inlined: a few moves, where `update(from:)` loops a byte a step.
    UnsafeMutableRawPointer(end).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
    end += text.utf8CodeUnitCount
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress else { return }
    UnsafeMutableRawPointer(end).copyMemory(from: base, byteCount: bytes.count)
    end += bytes.count
  }

  /// The most bytes `appendDecimal` writes (`Int.min`).
  static let decimalWidth = 20

  /// `value` in decimal, as `String(value)` spells it.
  mutating func appendDecimal(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest != 0 {
      digits += 1
      rest /= 10
    }
    // Filled from the last digit back (one division by a constant a digit).
    var position = end + digits
    end = position
    repeat {
      position -= 1
      position.initialize(to: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10))
      magnitude /= 10
    } while magnitude != 0
  }
}
