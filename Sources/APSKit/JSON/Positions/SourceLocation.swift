/// A position in a JSON source: byte offset plus 1-based line and column (columns count Unicode scalars).
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
  /// Byte offset from the start of the input (a byte order mark counts).
  public var offset: Int
  /// 1-based line; lines end at `\n`.
  public var line: Int
  /// 1-based column in Unicode scalars, so `中` and `a` each count once.
  public var column: Int

  public init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  /// The location of `offset` in `bytes`; a leading UTF-8 byte order mark is not counted as a column.
  public static func of(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    var tracker = LocationTracker(bytes: bytes)
    return tracker.location(of: offset)
  }

  /// The location of `offset` in `bytes` (see `of(offset:in:)` for buffers).
  public static func of(offset: Int, in bytes: [UInt8]) -> SourceLocation {
    bytes.withUnsafeBufferPointer { of(offset: offset, in: $0) }
  }
}

extension SourceLocation {
  /// A position known by its byte offset only (line 0): a capture reader tries many starts and
  /// drops most failures, so line and column are counted only for the error that is kept
  /// (`CaptureError.resolved(in:)`), never from the line's start for each failed start.
  static func pending(_ offset: Int) -> SourceLocation { SourceLocation(offset: offset, line: 0, column: 0) }

  var isPending: Bool { line == 0 }

  /// This position counted in `bytes`, when it was pending.
  func resolved(in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    isPending ? SourceLocation.of(offset: offset, in: bytes) : self
  }
}

/// Converts increasing byte offsets to locations in one forward pass (errors, duplicates, recorded values).
struct LocationTracker {
  let bytes: UnsafeBufferPointer<UInt8>
  private var scanned = 0
  private var line = 1
  private var column = 1

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanned = 3 }
  }

  /// The location of `offset`; calls with smaller offsets than the previous one restart from the top.
  mutating func location(of offset: Int) -> SourceLocation {
    let target = min(max(offset, 0), bytes.count)
    if target < scanned { self = LocationTracker(bytes: bytes) }
    // Lines first; columns then only over the last line reached (a note per scalar of a long
    // capture asks for many locations, each a little further on).
    let end = max(scanned, target)
    let newlines = ByteWords.newlines(in: bytes, from: scanned, to: end)
    line += newlines.count
    if newlines.lastLineStart != nil { column = 1 }
    // Continuation bytes belong to the scalar already counted.
    column += ByteWords.scalarStarts(in: bytes, from: newlines.lastLineStart ?? scanned, to: end)
    scanned = end
    return SourceLocation(offset: offset, line: line, column: column)
  }
}
