#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The few system calls the CLI needs, behind one portable face.
enum Platform {
  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1
  static let standardError: Int32 = 2

  /// The message for the current `errno`, such as "No such file or directory".
  static func errnoMessage(_ code: Int32 = errno) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  static var lastErrno: Int32 { errno }

  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The terminal's column count, or `nil` when not a terminal.
  static func terminalColumns(_ descriptor: Int32) -> Int? {
    guard isTerminal(descriptor) else { return nil }
    var size = winsize()
    #if canImport(Darwin)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = UInt(TIOCGWINSZ)
    #endif
    guard ioctl(descriptor, request, &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// The descriptor a path names by convention: `/dev/stdout` 1, `/dev/stderr` 2, `/dev/fd/N` and
  /// `/proc/self/fd/N` N (Linux and macOS both provide `/dev/fd`). Opening such a name again would
  /// start a new file description (on Linux at offset 0, without the shell's O_APPEND).
  static func ownDescriptor(named path: String) -> Int32? {
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

  /// `open(2)` without a creation mode.
  static func open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    #if canImport(Darwin)
      return Darwin.open(path, flags)
    #elseif canImport(Glibc)
      return Glibc.open(path, flags)
    #else
      return Musl.open(path, flags)
    #endif
  }

  /// Reads up to `count` bytes; returns 0 at end of input, retries on EINTR, -1 on error.
  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
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
  static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
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

  static var brokenPipeErrno: Int32 { EPIPE }

  /// Writes to a closed pipe must fail with EPIPE rather than kill the process, so that
  /// `aps fmt big.jsonl | head -1` can end quietly.
  static func ignoreBrokenPipeSignal() {
    signal(SIGPIPE, SIG_IGN)
  }

  static func exit(_ code: Int32) -> Never {
    #if canImport(Darwin)
      Darwin.exit(code)
    #elseif canImport(Glibc)
      Glibc.exit(code)
    #else
      Musl.exit(code)
    #endif
  }
}
