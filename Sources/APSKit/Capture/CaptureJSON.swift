/// The JSON text a capture was read from, with its tape: the capture reader scans it once and every reader
/// after it (GeTui, JPush, inspect, the APNs checks) reads that tape through `JSONView` instead of scanning
/// the text again or reading the tree.
///
/// Immutable once made; it owns a copy of the bytes so that views of its tape stay valid while it lives.
public final class CaptureJSON: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private let tape: JSONTape

  /// Scans `bytes`; throws JSON's own error when they are not one JSON text.
  public init(scanning bytes: some Collection<UInt8>) throws(JSONParseError) {
    buffer = .allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    var tape = JSONTape()
    do throws(JSONParseError) {
      try tape.scan(UnsafeBufferPointer(buffer))
    } catch {
      buffer.deallocate()
      throw error
    }
    self.tape = tape
  }

  deinit { buffer.deallocate() }

  /// The JSON text.
  public var bytes: [UInt8] { Array(buffer) }

  /// The tree the capture shows (member order, repeated keys and number lexemes kept), with the repeated keys.
  public var document: JSONDocument { tape.document() }

  /// Calls `body` with a view of the root value.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R { try tape.withRoot(body) }

  /// `aps validate`'s checks of the text (duplicate keys, `\u` escapes and the size as written included), on
  /// the tape already scanned.
  public func validate(context: ValidationContext = .init()) -> ValidationReport {
    PayloadValidator.validate(scanned: tape, bytes[...], context: context)
  }
}

extension CaptureJSON: Equatable {
  public static func == (left: CaptureJSON, right: CaptureJSON) -> Bool {
    left === right || left.buffer.elementsEqual(right.buffer)
  }
}

extension Capture {
  /// Reads the capture's JSON through one view: the tape of the JSON text it was read from when there is
  /// one, else the tree the printers built (an NSLog or `print` description), printed once and scanned.
  /// Nil when the capture holds no JSON value.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R? {
    if let json { return try json.withRoot(body) }
    guard let value else { return nil }
    var printed: [UInt8] = []
    JSONPrinter().write(value, into: &printed)
    // The printer writes valid JSON; only a tree nested past the depth limit fails to scan, and reads as null.
    guard let scanned = try? CaptureJSON(scanning: printed) else { return try JSONTape.withNull(body) }
    return try scanned.withRoot(body)
  }
}
