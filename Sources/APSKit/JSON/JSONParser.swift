/// A strict RFC 8259 JSON parser over UTF-8 bytes that keeps member order, duplicates and number lexemes.
///
/// It never recurses (nesting is an explicit stack), so deep input ends in `tooDeep`, not a crash.
public enum JSONParser {
  /// Limits and extras.
  public struct Options: Sendable, Equatable {
    /// How many arrays/objects may nest; one more is a `tooDeep` error.
    public var maxDepth: Int
    /// Record where each value starts (for `JSONDocument.location(of:)`); slower, so off by default.
    public var recordLocations: Bool

    public init(maxDepth: Int = 512, recordLocations: Bool = false) {
      self.maxDepth = maxDepth
      self.recordLocations = recordLocations
    }
  }

  /// Parses one JSON text (a leading UTF-8 byte order mark is skipped and noted).
  public static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, options: Options = .init()
  ) throws(JSONParseError) -> JSONDocument {
    var engine = JSONParserEngine(bytes: bytes, options: options)
    return try engine.parseDocument()
  }

  /// Parses one JSON text held in an array.
  public static func parse(_ bytes: [UInt8], options: Options = .init()) throws(JSONParseError) -> JSONDocument {
    try withBuffer(bytes) { buffer throws(JSONParseError) in try parse(buffer, options: options) }
  }

  /// Parses one JSON text held in a slice (offsets count from the slice's start).
  public static func parse(_ bytes: ArraySlice<UInt8>, options: Options = .init()) throws(JSONParseError) -> JSONDocument {
    try withBuffer(bytes) { buffer throws(JSONParseError) in try parse(buffer, options: options) }
  }

  /// Parses a JSON text held in a string.
  public static func parse(_ text: String, options: Options = .init()) throws(JSONParseError) -> JSONDocument {
    try parse(Array(text.utf8), options: options)
  }

  /// Typed-throws bridge over `withUnsafeBufferPointer` (whose rethrows loses the error type).
  private static func withBuffer<C: ContiguousCollection>(
    _ bytes: C, _ body: (UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONDocument
  ) throws(JSONParseError) -> JSONDocument where C.Element == UInt8 {
    let result: Result<JSONDocument, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) { return .success(try body(buffer)) } catch { return .failure(error) }
    }
    return try result.get()
  }
}

/// Arrays and slices share `withUnsafeBufferPointer`.
protocol ContiguousCollection {
  associatedtype Element
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R
}

extension Array: ContiguousCollection {}
extension ArraySlice: ContiguousCollection {}
