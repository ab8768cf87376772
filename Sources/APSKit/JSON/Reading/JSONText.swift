/// A JSON text with its tape, scanned once and read through `JSONView` as often as needed: the text a capture
/// was read from (every reader after the capture reader reads this tape), or a tree built in memory printed
/// once (`init(printing:)`, its tape written as it prints), which is how a built value is read by the code
/// that reads input.
///
/// Immutable once made; it owns a copy of the bytes so that views of its tape stay valid while it lives.
public final class JSONText: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<UInt8>
  private let tape: JSONTape

  /// Scans `bytes`; throws JSON's own error when they are not one JSON text. Contiguous bytes are scanned
  /// where they are and copied only when they are JSON, so text that is not JSON costs no copy.
  public convenience init(
    scanning bytes: some Collection<UInt8>, options: JSONParser.Options = .init()
  ) throws(JSONParseError) {
    var tape = JSONTape(options: options)
    let scanned: Result<UnsafeMutableBufferPointer<UInt8>, JSONParseError>? = bytes.withContiguousStorageIfAvailable { source in
      do throws(JSONParseError) {
        try tape.scan(source)
      } catch {
        return .failure(error)
      }
      let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: source.count)
      UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(source))
      return .success(buffer)
    }
    let buffer: UnsafeMutableBufferPointer<UInt8>
    if let scanned {
      buffer = try scanned.get()
      // The entries hold offsets: pointed at the copy, the tape reads the same text.
      tape.bytes = UnsafeBufferPointer(buffer)
    } else {
      buffer = .allocate(capacity: bytes.count)
      _ = buffer.initialize(from: bytes)
      do throws(JSONParseError) {
        try tape.scan(UnsafeBufferPointer(buffer))
      } catch {
        buffer.deallocate()
        throw error
      }
    }
    self.init(buffer: buffer, tape: tape)
  }

  /// Scans a JSON text held in a string.
  public convenience init(scanning text: String, options: JSONParser.Options = .init()) throws(JSONParseError) {
    try self.init(scanning: Array(text.utf8), options: options)
  }

  private init(buffer: UnsafeMutableBufferPointer<UInt8>, tape: JSONTape) {
    self.buffer = buffer
    var tape = tape
    tape.shrinkToFit()  // the only owner of its storage: made just now by the caller
    self.tape = tape
  }

  /// `value` printed compact, once, its tape written while printing (`JSONTape.printing`): the entries a scan
  /// of the text would make, without scanning text aps wrote itself.
  public convenience init(printing value: JSONValue) {
    var printed: [UInt8] = []
    // A push prints to under a kilobyte: one allocation instead of a doubling per power of two.
    printed.reserveCapacity(1024)
    var tape = JSONTape.printing(value, into: &printed)
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: printed.count)
    _ = buffer.initialize(from: printed)
    tape.bytes = UnsafeBufferPointer(buffer)
    self.init(buffer: buffer, tape: tape)
  }

  /// The one value `writer` wrote, with the tape it recorded while writing (nothing scanned).
  convenience init(writing writer: inout JSONTapeWriter) {
    var tape = writer.finishedTape()
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: writer.out.count)
    _ = buffer.initialize(from: writer.out)
    tape.bytes = UnsafeBufferPointer(buffer)
    self.init(buffer: buffer, tape: tape)
  }

  deinit { buffer.deallocate() }

  /// The JSON text.
  public var bytes: [UInt8] { Array(buffer) }

  /// The tree the text holds (member order, repeated keys and number lexemes kept), built from the tape on
  /// each call: for the code that edits or builds (`--set`, templates); readers read the tape.
  public var value: JSONValue { tape.withRoot(\.value) }

  /// Whether the text started with a UTF-8 byte order mark (skipped).
  public var hadByteOrderMark: Bool { tape.hadByteOrderMark }

  /// Where the value at `pointer` starts (the first of repeated keys), or nil when a step is missing.
  public func location(of pointer: JSONPointer) -> SourceLocation? {
    guard let offset = tape.withRoot({ $0[pointer: pointer]?.offset }) else { return nil }
    var tracker = LocationTracker(bytes: UnsafeBufferPointer(buffer))
    return tracker.location(of: offset)
  }

  /// Keys repeated in an object, in source order, with both positions (read without building the tree).
  public var duplicateKeys: [JSONDuplicateKey] { tape.duplicateKeys }

  /// Calls `body` with a view of the root value.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R { try tape.withRoot(body) }

  /// `aps validate`'s checks of the text (duplicate keys, `\u` escapes and the size as written included), on
  /// the tape already scanned.
  public func validate(context: ValidationContext = .init()) -> ValidationReport {
    PayloadValidator.validate(scanned: tape, bytes[...], context: context)
  }
}

extension JSONText: Equatable {
  public static func == (left: JSONText, right: JSONText) -> Bool {
    left === right || left.buffer.elementsEqual(right.buffer)
  }
}
