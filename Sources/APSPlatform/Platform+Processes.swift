#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `aps send` needs from libc to drive curl as a stream: readiness, non-blocking pipes,
/// process groups, a monotonic clock and a private temporary folder. Each is a call or two,
/// identical on Linux and macOS (both POSIX here; the module differs only by name).
extension Platform {
  /// Signals that stop a child that runs on behalf of `aps`.
  public static let terminateSignal = SIGTERM
  public static let killSignal = SIGKILL

  /// Sends `signal` to every process of the group `group` leads (`kill(-pgid, sig)`).
  public static func signalGroup(_ group: Int32, _ signal: Int32) {
    _ = kill(-group, signal)
  }

  public static func setNonBlocking(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
  }

  public static func closeDescriptor(_ descriptor: Int32) {
    if descriptor >= 0 { _ = close(descriptor) }
  }

  /// One write without retrying: the count written, 0 when the pipe is full (EAGAIN), -1 on error.
  public static func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
    while true {
      let result = write(descriptor, base, bytes.count)
      if result >= 0 { return result }
      if errno == EINTR { continue }
      return errno == EAGAIN || errno == EWOULDBLOCK ? 0 : -1
    }
  }

  /// Readiness of each descriptor (`wantsWrite`: POLLOUT, else POLLIN) within `timeout`
  /// milliseconds (-1: no limit): for each, whether it is ready (or closed, or failed).
  /// Empty when a signal interrupted the wait.
  public static func waitReady(_ descriptors: [(descriptor: Int32, wantsWrite: Bool)], timeout: Int) -> [Bool] {
    var fds = descriptors.map { pollfd(fd: $0.descriptor, events: Int16($0.wantsWrite ? POLLOUT : POLLIN), revents: 0) }
    let result = poll(&fds, nfds_t(fds.count), Int32(clamping: timeout))
    guard result >= 0 else { return [] }
    return fds.map { $0.revents != 0 }
  }

  /// Milliseconds on a clock that only moves forward (deadlines).
  public static func monotonicMilliseconds() -> Int {
    Int(monotonicSeconds() * 1000)
  }

  /// A new folder only the user can enter (`mkdtemp`, mode 0700) under `base`, or nil with errno set.
  public static func makePrivateFolder(in base: String) -> String? {
    var template = Array("\(base)/aps-send-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
    guard made != nil else { return nil }
    return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Creates `path` (mode 0600, failing if it exists) holding `bytes`; false on any failure.
  public static func writePrivateFile(_ path: String, _ bytes: [UInt8]) -> Bool {
    let flags = O_WRONLY | O_CREAT | O_EXCL
    #if canImport(Darwin)
      let descriptor = ArgumentBytes.withCString(path) { Darwin.open($0, flags, 0o600) }
    #elseif canImport(Glibc)
      let descriptor = ArgumentBytes.withCString(path) { Glibc.open($0, flags, 0o600) }
    #else
      let descriptor = ArgumentBytes.withCString(path) { Musl.open($0, flags, 0o600) }
    #endif
    guard descriptor >= 0 else { return false }
    let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    return close(descriptor) == 0 && written == 0
  }

  public static let readOnly = O_RDONLY

  /// Whether `descriptor` is open for writing (standard output closed with `>&-`, or opened
  /// read-only, fails here before anything is sent).
  public static func isWritable(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFL)
    guard flags >= 0 else { return false }
    let mode = flags & O_ACCMODE
    return mode == O_WRONLY || mode == O_RDWR
  }

  /// Whether a new file could be made at `path`: its folder exists and is writable (a read-only
  /// file system answers EROFS here), and an existing file is writable. Nil when it could; else
  /// the system's reason.
  public static func creatableProblem(_ path: String) -> String? {
    var status = stat()
    if ArgumentBytes.withCString(path, { stat($0, &status) }) == 0 {
      if (status.st_mode & S_IFMT) == S_IFDIR { return "is a directory" }
      if (status.st_mode & S_IFMT) != S_IFREG { return ArgumentBytes.withCString(path, { access($0, W_OK) }) == 0 ? nil : errnoMessage() }
      guard ArgumentBytes.withCString(path, { access($0, W_OK) }) == 0 else { return errnoMessage() }
    } else if errno != ENOENT {
      return errnoMessage()
    }
    let folder = folder(of: path)
    guard ArgumentBytes.withCString(folder, { access($0, W_OK | X_OK) }) == 0 else { return errnoMessage() }
    return nil
  }
}
