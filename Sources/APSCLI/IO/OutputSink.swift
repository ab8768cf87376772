import APSKit

/// A buffered byte output: standard output or error of the process, or memory in tests.
///
/// Writing never throws, so output code stays simple; the first failure is kept and reported by
/// `finish()`. A closed pipe (EPIPE) is not an error: it sets `isClosed`, further output is
/// dropped, and long loops can stop early.
///
/// The buffer is one fixed allocation written with `memcpy`, and the state lives in private
/// properties behind read-only accessors: appending to an `Array` and reading public stored
/// properties (each a dynamic exclusivity check) cost more per line than `size` spends measuring.
public final class OutputSink: @unchecked Sendable {
  private enum Target {
    case descriptor(Int32)
    case memory
  }

  private let target: Target
  private static let capacity = 1 << 16
  private let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: OutputSink.capacity)
  private var count = 0
  /// Neither closed nor failed: the one flag every write checks.
  private var accepting = true
  private var closed = false
  private var firstFailure: String?
  private var memory: [UInt8] = []
  /// The name used in error messages (`<stdout>`).
  public let name: String

  /// Everything written, for a memory sink.
  public var captured: [UInt8] {
    flush()
    return memory
  }
  /// The reader went away (broken pipe); output is dropped from now on.
  public var isClosed: Bool { closed }
  /// The first write error, as a message.
  public var failure: String? { firstFailure }
  /// The file descriptor written to, or nil for memory.
  public var descriptor: Int32? {
    if case .descriptor(let descriptor) = target { return descriptor }
    return nil
  }

  /// A sink writing to a file descriptor.
  public init(descriptor: Int32, name: String) {
    self.target = .descriptor(descriptor)
    self.name = name
  }

  /// A sink that keeps what is written in `captured` (for tests).
  public init(memoryNamed name: String = "<memory>") {
    self.target = .memory
    self.name = name
  }

  deinit { storage.deallocate() }

  /// Everything written so far as text, for a memory sink.
  public var text: String { String(decoding: captured, as: UTF8.self) }

  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard accepting, let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > Self.capacity {
      flush()
      if bytes.count > Self.capacity {
        send(UnsafeRawBufferPointer(bytes))
        return
      }
    }
    (storage + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  public func write(byte: UInt8) {
    guard accepting else { return }
    if count == Self.capacity { flush() }
    storage[count] = byte
    count += 1
  }

  /// Lets `body` write at most `maximum` bytes in place and return how many it wrote: a line of
  /// each record (`size --jsonl`) goes straight into the buffer, with no array of its own. `body`
  /// must not write to this sink itself.
  public func write(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    guard accepting else { return }
    if count + maximum > Self.capacity { flush() }
    if maximum > Self.capacity {
      let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: maximum)
      defer { scratch.deallocate() }
      let written = body(scratch)
      precondition(written <= maximum, "wrote past the space asked for")
      send(UnsafeRawBufferPointer(start: scratch, count: written))
      return
    }
    let written = body(storage + count)
    precondition(written <= maximum, "wrote past the space asked for")
    count += written
  }

  /// Sends buffered bytes on.
  public func flush() {
    guard count > 0 else { return }
    let pending = UnsafeRawBufferPointer(start: storage, count: count)
    count = 0
    if accepting { send(pending) }
  }

  /// Hands bytes to the target (the buffer's or a large write's), noting a closed pipe or a failure.
  private func send(_ bytes: UnsafeRawBufferPointer) {
    switch target {
    case .memory:
      memory.append(contentsOf: bytes)
    case .descriptor(let descriptor):
      let result = Platform.writeAll(descriptor, bytes)
      if result == Platform.brokenPipeErrno {
        closed = true
        accepting = false
      } else if result != 0 {
        firstFailure = Platform.errnoMessage(result)
        accepting = false
      }
    }
  }

  /// Flushes and throws the first write failure (exit 74). A closed pipe is not a failure.
  public func finish() throws {
    flush()
    if let firstFailure { throw CLIError.cannotWrite(path: name, reason: firstFailure) }
  }
}

extension OutputSink {
  /// Writes text shown to people (tables, reports, notes, diagnostics): payloads, captures and file
  /// names in it are untrusted, so control characters go through the one sanitizer,
  /// `TerminalText.visible` (newlines and tabs stay). Data (JSON, payload bytes) uses `write`.
  public func show(_ text: String) {
    write(TerminalText.visible(text, keepNewlines: true))
  }
}
