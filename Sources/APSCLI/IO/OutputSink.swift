import APSKit

/// A buffered byte output: standard output or error of the process, or memory in tests.
///
/// Writing never throws, so output code stays simple; the first failure is kept and reported by
/// `finish()`. A closed pipe (EPIPE) is not an error: it sets `isClosed`, further output is
/// dropped, and long loops can stop early.
public final class OutputSink: @unchecked Sendable {
  private enum Target {
    case descriptor(Int32)
    case memory
  }

  private let target: Target
  private var buffer: [UInt8] = []
  private let flushThreshold = 1 << 16
  /// Everything written, for a memory sink.
  public private(set) var captured: [UInt8] = []
  /// The reader went away (broken pipe); output is dropped from now on.
  public private(set) var isClosed = false
  /// The first write error, as a message.
  public private(set) var failure: String?
  /// The name used in error messages (`<stdout>`).
  public let name: String

  /// A sink writing to a file descriptor.
  public init(descriptor: Int32, name: String) {
    self.target = .descriptor(descriptor)
    self.name = name
    buffer.reserveCapacity(flushThreshold + 4096)
  }

  /// A sink that keeps what is written in `captured` (for tests).
  public init(memoryNamed name: String = "<memory>") {
    self.target = .memory
    self.name = name
  }

  /// Everything written so far as text, for a memory sink.
  public var text: String {
    flush()
    return String(decoding: captured, as: UTF8.self)
  }

  public func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { write($0) }
  }

  public func write(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard !isClosed, failure == nil else { return }
    buffer.append(contentsOf: bytes)
    if buffer.count >= flushThreshold { flush() }
  }

  public func write(byte: UInt8) {
    guard !isClosed, failure == nil else { return }
    buffer.append(byte)
    if buffer.count >= flushThreshold { flush() }
  }

  /// Sends buffered bytes on.
  public func flush() {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    guard !isClosed, failure == nil else { return }
    switch target {
    case .memory:
      captured.append(contentsOf: buffer)
    case .descriptor(let descriptor):
      let result = buffer.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
      if result == Platform.brokenPipeErrno {
        isClosed = true
      } else if result != 0 {
        failure = Platform.errnoMessage(result)
      }
    }
  }

  /// Flushes and throws the first write failure (exit 74). A closed pipe is not a failure.
  public func finish() throws {
    flush()
    if let failure { throw CLIError.cannotWrite(path: name, reason: failure) }
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
