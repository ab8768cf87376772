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
  /// A regular file's length when opened: `readAll` reads it into one exactly sized array.
  private var knownSize: Int?
  /// A regular file's length when opened (nil for a pipe, a device, memory): what a reader that
  /// holds the input may reserve.
  public var length: Int? { knownSize }
  /// The opened file's status (kind, permission bits), nil for memory and standard input: what a
  /// reader of secrets checks (`SecretFile`: a key others may read).
  public private(set) var openedStatus: FileStatus?
  /// The name in messages: the path as the user typed it, or `<stdin>`.
  public let name: String
  /// What the input should be, for the message when it is far too large.
  public var expectation = "a payload is a few KB"

  public init(descriptor: Int32, name: String) {
    self.backing = .descriptor(descriptor, ownsDescriptor: false)
    self.name = name
  }

  public init(bytes: [UInt8], name: String) {
    self.backing = .memory(bytes, position: 0)
    self.name = name
  }

  /// What an opened path must be.
  public enum Requirement: Sendable, Equatable {
    /// Anything readable: a file, a FIFO, `/dev/stdin`, `<(process substitution)`.
    case readable
    /// A regular file, checked before any blocking read (a FIFO is opened without waiting for a
    /// writer): `fmt --write` replaces what it reads, which only a regular file can survive.
    case regularFileToRewrite
    /// A regular file of at most this many bytes, else `cannotOpen` (exit 66): for files found by
    /// listing a folder (templates), where a FIFO, a device or a huge file must never be read.
    case regularFile(maximumLength: Int)
  }

  /// Opens a file for reading; throws `CLIError.cannotOpen` (exit 66) with the system's reason.
  /// `path` may carry bytes that are not UTF-8 (`ArgumentBytes`): exactly those bytes are opened.
  public static func open(path: String, requirement: Requirement = .readable) throws -> ByteSource {
    let nonBlocking = requirement != .readable
    // O_NONBLOCK only matters for FIFOs and devices (open returns at once); regular files ignore it.
    let descriptor = ArgumentBytes.withCString(path) { Platform.openForReading($0, nonBlocking: nonBlocking) }
    guard descriptor >= 0 else {
      throw CLIError.cannotOpen(path: path, reason: Platform.errnoMessage())
    }
    let status = Platform.status(ofDescriptor: descriptor)
    let kind = status?.kind
    if kind == .directory {
      Platform.close(descriptor)
      throw CLIError.cannotOpen(path: path, reason: "is a directory; give a file")
    }
    switch requirement {
    case .readable:
      break
    case .regularFileToRewrite where kind != .regular:
      Platform.close(descriptor)
      // As `sed -i` says ("couldn't edit FIFO: not a regular file"): writing back into a FIFO, a
      // device or a pipe behind /dev/stdin would hang or throw the result away.
      throw CLIError.cannotWrite(
        path: path, reason: "not a regular file; --write rewrites files in place (print to standard output instead)")
    case .regularFile where kind != .regular:
      Platform.close(descriptor)
      throw CLIError.cannotOpen(path: path, reason: "not a regular file")
    case .regularFile(let maximumLength) where (status?.size ?? 0) > maximumLength:
      Platform.close(descriptor)
      throw ByteSource(bytes: [], name: path).tooLong("the file", limit: maximumLength)
    default:
      break
    }
    let source = ByteSource(descriptor: descriptor, name: path)
    source.backing = .descriptor(descriptor, ownsDescriptor: true)
    source.knownSize = kind == .regular ? status?.size : nil
    source.openedStatus = status
    return source
  }

  deinit {
    if case .descriptor(let descriptor, true) = backing { Platform.close(descriptor) }
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

  func tooLong(_ what: String, limit: Int) -> CLIError {
    let size =
      limit >= 1 << 30 ? "\(limit >> 30) GiB" : limit >= 1 << 20 ? "\(limit >> 20) MiB"
      : limit >= 1 << 10 && limit % 1024 == 0 ? "\(limit >> 10) KB" : "\(limit) bytes"
    return .cannotOpen(path: name, reason: "\(what) is over \(size); \(expectation) (is this the right file?)")
  }

  private func outOfMemory(_ held: Int) -> CLIError {
    .cannotOpen(
      path: name,
      reason: "out of memory after reading \(held / (1 << 20)) MiB (\(expectation); is this the right file?)")
  }

  /// Reads everything that is left (at most `maximumLength` bytes), and checks that the memory
  /// to work on it can be had (`WorkingMemory`): a memory limit is a clean error, never a trap.
  /// `perByte`: how many bytes of memory the caller's work takes per byte of input at most.
  public func readAll(workingMemory perByte: Int = WorkingMemory.perInputByte) throws -> [UInt8] {
    let bytes = try readAll(limit: Self.maximumLength)
    try checkWorkingMemory(bytes.count, perByte: perByte)
    return bytes
  }

  /// Throws, naming this input, when the working memory for `length` bytes of it cannot be had:
  /// exit 66, as for every input that cannot be read whole (`outOfMemory`), for nothing was checked.
  func checkWorkingMemory(_ length: Int, perByte: Int = WorkingMemory.perInputByte) throws {
    do {
      try WorkingMemory.reserve(forInput: length, perByte: perByte)
    } catch {
      let megabytes = { (bytes: Int) in bytes >= Int.max / 2 ? "more" : "\((bytes + (1 << 20) - 1) >> 20)" }
      throw CLIError.cannotOpen(
        path: name,
        reason: "not enough memory to read it (\(megabytes(length)) MB): the system refused the \(megabytes(error.requested)) MB "
          + "of working memory it needs (is a memory limit such as ulimit -v set?); raise the limit or give a smaller input")
    }
  }

  /// Reads everything that is left; more than `limit` bytes is an error, checked before memory
  /// is taken: a regular file by its length, a stream chunk by chunk (`ByteAccumulator`).
  /// `prefix`: bytes of this input already read, counted in `limit` and kept in front.
  func readAll(limit: Int, after prefix: [UInt8] = []) throws -> [UInt8] {
    guard prefix.count <= limit else { throw tooLong("the input", limit: limit) }
    if case .memory(let bytes, let position) = backing {
      guard prefix.count + bytes.count - position <= limit else { throw tooLong("the input", limit: limit) }
      backing = .memory(bytes, position: bytes.count)
      return prefix + bytes[position...]
    }
    let gathered = ByteAccumulator(limit: limit + 1)
    if !prefix.isEmpty {
      do {
        try prefix.withUnsafeBytes { try gathered.append($0) }
      } catch is ByteAccumulator.OutOfMemory {
        throw outOfMemory(gathered.count)
      }
    }
    if let size = knownSize, prefix.isEmpty {
      knownSize = nil
      guard size <= limit else { throw tooLong("the input", limit: limit) }
      // The file's length plus one byte: a read of 0 there confirms the end without a second array.
      let whole = try readWhole(capacity: size + 1)
      guard whole.count == size + 1 else { return whole }
      try whole.withUnsafeBytes { try gathered.append($0) }  // it grew while being read
    }
    do {
      while true {
        let space = try gathered.freeSpace()
        guard space.count > 0 else { throw tooLong("the input", limit: limit) }
        let count = try read(into: space)
        if count == 0 { break }
        gathered.commit(count)
      }
      return try gathered.joined()
    } catch is ByteAccumulator.OutOfMemory {
      throw outOfMemory(gathered.count)
    }
  }

  /// Up to `capacity` bytes read straight into one array.
  private func readWhole(capacity: Int) throws -> [UInt8] {
    do {
      try ByteAccumulator.reserve(capacity)
    } catch {
      throw outOfMemory(0)
    }
    var failure: Error?
    let result = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      initialized = 0
      while initialized < capacity {
        do {
          let count = try read(into: UnsafeMutableRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[initialized...]))
          if count == 0 { break }
          initialized += count
        } catch {
          failure = error
          break
        }
      }
    }
    if let failure { throw failure }
    return result
  }

  /// Calls `body` with each piece read (64 KB at most) while `proceed` holds, until the input ends:
  /// for readers that keep what they need of a long input, not all of it.
  public func forEachChunk(while proceed: () -> Bool, _ body: (UnsafeRawBufferPointer) throws -> Void) throws {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while proceed() {
      let count = try buffer.withUnsafeMutableBytes { try read(into: $0) }
      if count == 0 { break }
      try buffer.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }
  }

  /// The index of the next `\n` in `bytes[start..<stop]` (memchr: many bytes a step).
  private static func newline(in bytes: [UInt8], from start: Int, to stop: Int) -> Int? {
    guard start < stop else { return nil }
    return bytes.withUnsafeBytes { raw -> Int? in
      guard let base = raw.baseAddress,
        let offset = Platform.offset(of: 0x0A, in: base + start, count: stop - start)
      else { return nil }
      return start + offset
    }
  }

  /// Calls `body` with each line (without its `\n`, or a `\r\n`) and its 1-based number, reading
  /// in chunks so memory stays flat however long the input. `body` returns false to stop. A line
  /// split across chunks is gathered in a `ByteAccumulator` (no doubling, capped, clean on failure).
  /// `beforeWaiting` runs before each read after the first: where a reader of a live pipe would
  /// wait, what was written so far can be flushed (`log stream | aps convert -f -c | aps validate --jsonl`).
  public func forEachLine(beforeWaiting: (() -> Void)? = nil, _ body: (ArraySlice<UInt8>, Int) throws -> Bool) throws {
    try forEachLine(limit: Self.maximumLength, beforeWaiting: beforeWaiting, body)
  }

  func forEachLine(limit: Int, beforeWaiting: (() -> Void)? = nil, _ body: (ArraySlice<UInt8>, Int) throws -> Bool) throws {
    let pending = ByteAccumulator(limit: limit + 1)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var lineNumber = 0
    func gather(_ range: Range<Int>) throws {
      do {
        try chunk[range].withUnsafeBytes { try pending.append($0) }
      } catch is ByteAccumulator.OutOfMemory {
        throw outOfMemory(pending.count)
      }
      if pending.count > limit { throw tooLong("line \(lineNumber + 1)", limit: limit) }
    }
    func gathered() throws -> ArraySlice<UInt8> {
      do { return try pending.joined()[...] } catch is ByteAccumulator.OutOfMemory { throw outOfMemory(pending.count) }
    }
    var first = true
    while true {
      if !first { beforeWaiting?() }
      first = false
      let count = try chunk.withUnsafeMutableBytes { try read(into: $0) }
      if count == 0 { break }
      var start = 0
      while let index = Self.newline(in: chunk, from: start, to: count) {
        lineNumber += 1
        var line: ArraySlice<UInt8>
        if pending.count == 0 {
          line = chunk[start..<index]
        } else {
          try gather(start..<index)
          line = try gathered()
        }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        try checkWorkingMemory(line.count)
        let keepGoing = try body(line, lineNumber)
        start = index + 1
        if !keepGoing { return }
      }
      try gather(start..<count)
    }
    if pending.count > 0 {
      lineNumber += 1
      var line = try gathered()
      if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
      try checkWorkingMemory(line.count)
      _ = try body(line, lineNumber)
    }
  }
}
