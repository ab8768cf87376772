#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A readable stream of bytes: a file, standard input, or memory in tests.
///
/// Files are opened with `open(2)` so that errors keep the system's reason ("No such file or
/// directory", "Is a directory") and reading a large file costs no copies through Foundation.
public final class ByteSource: @unchecked Sendable {
  private enum Backing {
    case descriptor(Int32, ownsDescriptor: Bool)
    case memory([UInt8], position: Int)
  }

  private var backing: Backing
  /// The name in messages: the path as the user typed it, or `<stdin>`.
  public let name: String

  public init(descriptor: Int32, name: String) {
    self.backing = .descriptor(descriptor, ownsDescriptor: false)
    self.name = name
  }

  public init(bytes: [UInt8], name: String) {
    self.backing = .memory(bytes, position: 0)
    self.name = name
  }

  /// Opens a file for reading; throws `CLIError.cannotOpen` (exit 66) with the system's reason.
  public static func open(path: String) throws -> ByteSource {
    let descriptor = path.withCString { openForReading($0) }
    guard descriptor >= 0 else {
      throw CLIError.cannotOpen(path: path, reason: Platform.errnoMessage())
    }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      close(descriptor)
      throw CLIError.cannotOpen(path: path, reason: "is a directory; give a file")
    }
    let source = ByteSource(descriptor: descriptor, name: path)
    source.backing = .descriptor(descriptor, ownsDescriptor: true)
    return source
  }

  private static func openForReading(_ path: UnsafePointer<CChar>) -> Int32 {
    #if canImport(Darwin)
      return Darwin.open(path, O_RDONLY)
    #elseif canImport(Glibc)
      return Glibc.open(path, O_RDONLY)
    #else
      return Musl.open(path, O_RDONLY)
    #endif
  }

  deinit {
    if case .descriptor(let descriptor, true) = backing { close(descriptor) }
  }

  /// Reads up to `buffer.count` bytes; 0 means end of input.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
    switch backing {
    case .descriptor(let descriptor, _):
      guard let base = buffer.baseAddress else { return 0 }
      let count = Platform.read(descriptor, base, buffer.count)
      if count < 0 {
        throw CLIError.cannotOpen(path: name, reason: Platform.errnoMessage())
      }
      return count
    case .memory(let bytes, let position):
      let count = min(buffer.count, bytes.count - position)
      guard count > 0 else { return 0 }
      bytes.withUnsafeBytes { source in
        buffer.baseAddress?.copyMemory(
          from: source.baseAddress! + position,  // non-nil: count > 0 means bytes is not empty
          byteCount: count)
      }
      backing = .memory(bytes, position: position + count)
      return count
    }
  }

  /// The most bytes read into memory at once (a whole input, or one line): far above any payload,
  /// and a clean error instead of exhausting memory on an endless input such as `/dev/zero`.
  public static let maximumLength = 1 << 30

  private func tooLong(_ what: String) -> CLIError {
    .cannotOpen(path: name, reason: "\(what) is over 1 GiB; a payload is a few KB (is this the right file?)")
  }

  /// Reads everything that is left.
  public func readAll() throws -> [UInt8] {
    if case .memory(let bytes, let position) = backing {
      backing = .memory(bytes, position: bytes.count)
      return Array(bytes[position...])
    }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try chunk.withUnsafeMutableBytes { try read(into: $0) }
      if count == 0 { break }
      result.append(contentsOf: chunk[0..<count])
      if result.count > Self.maximumLength { throw tooLong("the input") }
      if count == chunk.count && chunk.count < 1 << 22 {
        chunk = [UInt8](repeating: 0, count: chunk.count * 2)
      }
    }
    return result
  }

  /// The index of the next `\n` in `bytes[start..<stop]` (memchr: many bytes a step).
  private static func newline(in bytes: [UInt8], from start: Int, to stop: Int) -> Int? {
    guard start < stop else { return nil }
    return bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress, let found = memchr(base + start, 0x0A, stop - start) else { return nil }
      return base.distance(to: UnsafeRawPointer(found))
    }
  }

  /// Calls `body` with each line (without its `\n`, or a `\r\n`) and its 1-based number, reading
  /// in chunks so memory stays flat however long the input. `body` returns false to stop.
  public func forEachLine(_ body: (ArraySlice<UInt8>, Int) throws -> Bool) throws {
    var pending: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var lineNumber = 0
    while true {
      let count = try chunk.withUnsafeMutableBytes { try read(into: $0) }
      if count == 0 { break }
      var start = 0
      var cursor = 0
      while let index = Self.newline(in: chunk, from: cursor, to: count) {
        cursor = index + 1
        lineNumber += 1
        var line: ArraySlice<UInt8>
        if pending.isEmpty {
          line = chunk[start..<index]
        } else {
          pending.append(contentsOf: chunk[start..<index])
          line = pending[...]
        }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        let keepGoing = try body(line, lineNumber)
        pending.removeAll(keepingCapacity: true)
        start = index + 1
        if !keepGoing { return }
      }
      pending.append(contentsOf: chunk[start..<count])
      if pending.count > Self.maximumLength { throw tooLong("line \(lineNumber + 1)") }
    }
    if !pending.isEmpty {
      lineNumber += 1
      var line = pending[...]
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      _ = try body(line, lineNumber)
    }
  }
}
