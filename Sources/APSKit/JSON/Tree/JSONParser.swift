/// A strict RFC 8259 JSON parser over UTF-8 bytes that keeps member order, duplicates and number lexemes,
/// for the commands that build or edit a tree. The checking is `JSONTape`'s (one reader for everything).
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
  /// It scans into a `JSONTape` and builds the tree from it; readers that only look use the tape itself.
  public static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, options: Options = .init()
  ) throws(JSONParseError) -> JSONDocument {
    var tape = JSONTape(options: options)
    try tape.scan(bytes)
    return tape.document(recordingLocations: options.recordLocations)
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
