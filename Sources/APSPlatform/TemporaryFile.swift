#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The temporary file `AtomicFileWriter` fills before renaming it over the target, removed when
/// SIGINT, SIGTERM or SIGHUP ends the process meanwhile (Ctrl-C during `fmt -w` of a large file
/// would leave a hidden temporary as large as the file behind); and, in a few more slots, every
/// other temporary that must not outlive a signal (`ChildSecret`'s private copies).
///
/// The name is short, `.aps-XXXXXX` (11 bytes) in the target's folder: a 250-byte file name must
/// still work where names may have 255 bytes (`NAME_MAX`), as it does for `sed -i`.
///
/// The handler may only make async-signal-safe calls ("unlink", "signal" and "raise" are in the
/// list of POSIX.1 Signal Concepts, https://pubs.opengroup.org/onlinepubs/9799919799/functions/V2_chap02.html#tag_16_04_03_03),
/// so the path lives in a buffer allocated once, and the handler removes it, restores the default
/// action and raises the signal again: the process still ends "killed by SIGINT" for its parent.
public enum TemporaryFile {
  fileprivate static let capacity = 4096
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

  /// Registers another path for removal on a signal (a secret's private copy, then its folder:
  /// `rmdir` after the files); the slot to give `unregister`, or nil when all are taken.
  public static func register(_ bytes: [UInt8], isFolder: Bool) -> Int? {
    guard bytes.count < capacity else { return nil }
    pthread_mutex_lock(slotLock)
    defer { pthread_mutex_unlock(slotLock) }
    installHandlers()
    guard let slot = (0..<extraSlots).first(where: { extraPaths[$0 * capacity] == 0 }) else { return nil }
    let start = extraPaths + slot * capacity
    for (offset, byte) in bytes.enumerated().dropFirst() { start[offset] = CChar(bitPattern: byte) }
    start[bytes.count] = 0
    extraIsFolder[slot] = isFolder
    start[0] = CChar(bitPattern: bytes[0])
    return slot
  }

  /// A new private folder (`BASE/aps-send-XXXXXX`, mode 0700) registered for removal on a signal,
  /// with SIGINT, SIGTERM and SIGHUP held meanwhile: a signal between `mkdtemp` and the registration
  /// would leave the folder behind. Its path and slot (nil when every slot is taken), or nil with
  /// `errno` set.
  public static func makeFolder(in base: String) -> (path: String, slot: Int?)? {
    var stops = sigset_t()
    var previous = sigset_t()
    sigemptyset(&stops)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stops, number) }
    pthread_sigmask(SIG_BLOCK, &stops, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    guard let folder = Platform.makePrivateFolder(in: base) else { return nil }
    return (folder, register(ArgumentBytes.bytes(of: folder), isFolder: true))
  }

  /// The path in `slot` was removed (or kept on purpose): a signal no longer removes it.
  public static func unregister(_ slot: Int) {
    pthread_mutex_lock(slotLock)
    extraPaths[slot * capacity] = 0
    pthread_mutex_unlock(slotLock)
  }

  fileprivate static let extraSlots = 8
  /// `extraSlots` paths of `capacity` bytes each, allocated once (the handler allocates nothing).
  nonisolated(unsafe) fileprivate static let extraPaths: UnsafeMutablePointer<CChar> = {
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity * extraSlots)
    buffer.initialize(repeating: 0, count: capacity * extraSlots)
    return buffer
  }()
  nonisolated(unsafe) fileprivate static let extraIsFolder: UnsafeMutablePointer<Bool> = {
    let flags = UnsafeMutablePointer<Bool>.allocate(capacity: extraSlots)
    flags.initialize(repeating: false, count: extraSlots)
    return flags
  }()

  /// Installs the handlers now: the process's entry point calls this first, so that a `SignalPipe`
  /// opened later keeps them as the previous handlers and puts them back when it closes.
  public static func prepare() {
    pthread_mutex_lock(slotLock)
    installHandlers()
    pthread_mutex_unlock(slotLock)
  }

  private static func installHandlers() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    _ = path
    _ = extraPaths
    _ = extraIsFolder
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
  // Files first, then the folders that held them ("unlink" and "rmdir" are both in POSIX's list).
  for folders in [false, true] {
    for slot in 0..<TemporaryFile.extraSlots where TemporaryFile.extraIsFolder[slot] == folders {
      let extra = TemporaryFile.extraPaths + slot * TemporaryFile.capacity
      if extra[0] != 0 { _ = folders ? rmdir(extra) : unlink(extra) }
    }
  }
  signal(number, SIG_DFL)
  raise(number)
}
