#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The system calls `aps` needs, behind one portable face: the only module that imports libc.
/// Each Darwin branch sits beside its Linux twin, to be read against Apple's man pages.
public enum Platform {
  public static let standardInput: Int32 = 0
  public static let standardOutput: Int32 = 1
  public static let standardError: Int32 = 2

  /// The message for the current `errno`, such as "No such file or directory".
  public static func errnoMessage(_ code: Int32 = errno) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  public static var lastErrno: Int32 { errno }

  public static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The terminal's column count, or `nil` when not a terminal.
  public static func terminalColumns(_ descriptor: Int32) -> Int? {
    guard isTerminal(descriptor) else { return nil }
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The descriptor a path names by convention: `/dev/stdout` 1, `/dev/stderr` 2, `/dev/fd/N` and
  /// `/proc/self/fd/N` N (Linux and macOS both provide `/dev/fd`). Opening such a name again would
  /// start a new file description (on Linux at offset 0, without the shell's O_APPEND).
  public static func ownDescriptor(named path: String) -> Int32? {
    switch path {
    case "/dev/stdout": return standardOutput
    case "/dev/stderr": return standardError
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        guard let number = Int32(path.dropFirst(prefix.count)), number >= 0, number != standardInput else { return nil }
        return number
      }
      return nil
    }
  }

  /// `open(2)` for reading; `nonBlocking` opens a FIFO or a device without waiting for a writer
  /// (regular files ignore O_NONBLOCK). -1 with `errno` set on failure.
  public static func openForReading(_ path: UnsafePointer<CChar>, nonBlocking: Bool = false) -> Int32 {
    open(path, O_RDONLY | (nonBlocking ? O_NONBLOCK : 0))
  }

  /// `open(2)` of an existing file for writing, without creating or truncating it.
  public static func openForWriting(_ path: UnsafePointer<CChar>) -> Int32 {
    open(path, O_WRONLY)
  }

  private static func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Darwin)
      return Darwin.open(path, flags)
    #elseif canImport(Glibc)
      return Glibc.open(path, flags)
    #else
      return Musl.open(path, flags)
    #endif
  }

  /// `close(2)`; 0 or -1 with `errno` set.
  @discardableResult
  public static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      return Darwin.close(descriptor)
    #elseif canImport(Glibc)
      return Glibc.close(descriptor)
    #else
      return Musl.close(descriptor)
    #endif
  }

  /// Reads up to `count` bytes; returns 0 at end of input, retries on EINTR, -1 on error.
  public static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    while true {
      #if canImport(Darwin)
        let result = Darwin.read(descriptor, buffer, count)
      #elseif canImport(Glibc)
        let result = Glibc.read(descriptor, buffer, count)
      #else
        let result = Musl.read(descriptor, buffer, count)
      #endif
      if result < 0 && errno == EINTR { continue }
      return result
    }
  }

  /// Writes all bytes; returns 0 or the errno that stopped it.
  public static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < buffer.count {
      guard let base = buffer.baseAddress else { return 0 }
      #if canImport(Darwin)
        let result = Darwin.write(descriptor, base + offset, buffer.count - offset)
      #elseif canImport(Glibc)
        let result = Glibc.write(descriptor, base + offset, buffer.count - offset)
      #else
        let result = Musl.write(descriptor, base + offset, buffer.count - offset)
      #endif
      if result < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += result
    }
    return 0
  }

  public static var brokenPipeErrno: Int32 { EPIPE }

  /// Writes to a closed pipe must fail with EPIPE rather than kill the process, so that
  /// `aps fmt big.jsonl | head -1` can end quietly.
  public static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Descriptors 0, 1 and 2 started closed (`<&-`, `>&-`, `2>&-`) are opened on /dev/null, so that
  /// no file or pipe `aps` opens later takes their number: a pipe to openssl or curl that became
  /// descriptor 0 or 1 was closed again in the child after `dup2`. They are opened the wrong way
  /// round (0 for writing, 1 and 2 for reading), so reading or writing them fails as it did when
  /// they were closed: a closed standard output is still an error (exit 74), not output lost in
  /// /dev/null.
  public static func reserveStandardDescriptors() {
    for descriptor in [standardInput, standardOutput, standardError] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      let opened = open("/dev/null", descriptor == standardInput ? O_WRONLY : O_RDONLY)
      // open returns the lowest free number: this one, since the lower ones are open by now.
      if opened >= 0 && opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
  }

  /// A write past the file size limit (`ulimit -f`) must fail with EFBIG, reported as an error,
  /// rather than kill the process with SIGXFSZ and lose every result. Children inherit it (an
  /// ignored signal survives exec), so curl reports the one transfer whose answer it cannot save.
  public static func ignoreFileSizeSignal() {
    signal(SIGXFSZ, SIG_IGN)
  }

  public static func exit(_ code: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(code)
    #elseif canImport(Glibc)
      Glibc.exit(code)
    #else
      Musl.exit(code)
    #endif
  }
}
