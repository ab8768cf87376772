#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The temporary file `AtomicFileWriter` fills before renaming it over the target, removed when
/// SIGINT, SIGTERM or SIGHUP ends the process meanwhile (Ctrl-C during `fmt -w` of a large file
/// would leave a hidden temporary as large as the file behind).
///
/// The name is short, `.aps-XXXXXX` (11 bytes) in the target's folder: a 250-byte file name must
/// still work where names may have 255 bytes (`NAME_MAX`), as it does for `sed -i`.
///
/// The handler may only make async-signal-safe calls ("unlink", "signal" and "raise" are in the
/// list of POSIX.1 Signal Concepts, https://pubs.opengroup.org/onlinepubs/9799919799/functions/V2_chap02.html#tag_16_04_03_03),
/// so the path lives in a buffer allocated once, and the handler removes it, restores the default
/// action and raises the signal again: the process still ends "killed by SIGINT" for its parent.
public enum TemporaryFile {
  private static let capacity = 4096
  /// The registered path as a C string; empty when no temporary exists.
  nonisolated(unsafe) fileprivate static let path: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    buffer.initialize(repeating: 0, count: capacity)
    return buffer
  }()
  nonisolated(unsafe) private static var handlersInstalled = false
  /// The slot is one buffer: writers in several threads (the in-process tests run commands in
  /// parallel) would otherwise write their templates over each other while mkstemp fills it.
  nonisolated(unsafe) private static let slotLock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()

  /// Creates `FOLDER/.aps-XXXXXX` (mode 0600) and registers it for removal on a signal; returns
  /// its descriptor and path bytes, or nil with `errno` set.
  public static func create(inFolder folder: [UInt8]) -> (descriptor: Int32, path: [UInt8])? {
    let template = folder + Array("/.aps-XXXXXX".utf8)
    guard template.count < capacity else {
      errno = ENAMETOOLONG
      return nil
    }
    pthread_mutex_lock(slotLock)
    defer { pthread_mutex_unlock(slotLock) }
    installHandlers()
    // Everything but the first byte first, so that the handler never sees half a path.
    for (offset, byte) in template.enumerated().dropFirst() { path[offset] = CChar(bitPattern: byte) }
    path[template.count] = 0
    path[0] = CChar(bitPattern: template[0])
    let descriptor = mkstemp(path)
    guard descriptor >= 0 else {
      path[0] = 0
      return nil
    }
    let created = (0..<template.count).map { UInt8(bitPattern: path[$0]) }
    return (descriptor, created)
  }

  /// The temporary was renamed or removed: a signal no longer needs to remove it.
  public static func release() {
    pthread_mutex_lock(slotLock)
    path[0] = 0
    pthread_mutex_unlock(slotLock)
  }

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    _ = path
    for number in [SIGINT, SIGTERM, SIGHUP] {
      let previous = signal(number, removeTemporaryAndRedeliver)
      // A signal the parent ignores (`nohup`, a background job's SIGINT) stays ignored.
      if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
        signal(number, SIG_IGN)
      }
    }
  }
}

/// The signal handler: only async-signal-safe calls.
private func removeTemporaryAndRedeliver(_ number: Int32) {
  let path = TemporaryFile.path
  if path[0] != 0 { unlink(path) }
  signal(number, SIG_DFL)
  raise(number)
}
