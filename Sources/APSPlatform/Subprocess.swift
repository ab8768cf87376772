#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs a system tool (`openssl`, `curl`) that `aps` drives instead of re-implementing it:
/// `posix_spawn` with three pipes, fed and drained together with `poll` so that neither side can
/// fill a pipe and stall the other.
public enum Subprocess {
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: [UInt8]
    public var stderr: [UInt8]

    public init(status: Int32, stdout: [UInt8], stderr: [UInt8]) {
      self.status = status
      self.stdout = stdout
      self.stderr = stderr
    }
  }

  /// The full path of `program` on `$PATH` (from `environment`), or nil.
  public static func find(_ program: String, environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(program)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Runs `executable` with `arguments`, writing `input` to its standard input; nil when it
  /// could not be started.
  /// `inheriting` (our descriptor, the child's number): a `ChildSecret` the child opens by name.
  public static func run(
    _ executable: String, _ arguments: [String], input: [UInt8] = [], environment: [String: String],
    inheriting: [(Int32, Int32)] = []
  ) -> Result? {
    guard let child = spawn(executable, arguments, environment: environment, inheriting: inheriting) else { return nil }
    let (stdout, stderr) = exchange(input: input, stdin: child.stdin, stdout: child.stdout, stderr: child.stderr)
    return Result(status: wait(child.pid), stdout: stdout, stderr: stderr)
  }

  /// A started child: its process id and our ends of its three pipes.
  public struct Child: Sendable {
    public var pid: Int32
    public var stdin: Int32
    public var stdout: Int32
    public var stderr: Int32
  }

  /// Starts `executable` with three pipes. With `newProcessGroup` the child leads a process group
  /// of its own: a terminal's Ctrl-C reaches only `aps`, which stops the child itself (and all
  /// it started) with `Platform.signalGroup`.
  public static func spawn(
    _ executable: String, _ arguments: [String], environment: [String: String], newProcessGroup: Bool = false,
    inheriting: [(Int32, Int32)] = []
  ) -> Child? {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    let piped = locked { makePipe(&inPipe) && makePipe(&outPipe) && makePipe(&errPipe) }
    guard piped else { closeAll(inPipe + outPipe + errPipe); return nil }
    var actions = fileActions()
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for descriptor in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
    // After the closes: a pipe end may have had the number the child wants.
    for (ours, theirs) in inheriting { posix_spawn_file_actions_adddup2(&actions, ours, theirs) }
    // The child starts with default signal handling and nothing blocked: `aps` ignores SIGPIPE
    // (an ignored signal survives exec) and a thread may have signals blocked.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    #if canImport(Darwin)
      // Darwin has no pipe2: close every descriptor the file actions do not name, so a pipe end
      // another thread opened meanwhile cannot leak into this child (and keep its reader waiting).
      var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_CLOEXEC_DEFAULT
    #else
      var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    #endif
    if newProcessGroup {
      flags |= POSIX_SPAWN_SETPGROUP
      posix_spawnattr_setpgroup(&attributes, 0)
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid = pid_t()
    // ETXTBSY: the executable was just written and another process forked meanwhile still holds
    // it open for writing (the tests write fake tools while spawning in parallel); it passes.
    var spawned = ETXTBSY
    for _ in 0..<20 where spawned == ETXTBSY {
      spawned = locked { posix_spawn(&pid, executable, &actions, &attributes, argv, envp) }
      if spawned == ETXTBSY { usleep(25_000) }
    }
    close(inPipe[0])
    close(outPipe[1])
    close(errPipe[1])
    guard spawned == 0 else {
      closeAll([inPipe[1], outPipe[0], errPipe[0]])
      return nil
    }
    return Child(pid: pid, stdin: inPipe[1], stdout: outPipe[0], stderr: errPipe[0])
  }

  /// Waits for the child to end; its exit status, or 128 + the signal that ended it.
  public static func wait(_ pid: Int32) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return exitStatus(status)
  }

  /// Empty spawn file actions (an opaque pointer on Darwin, a struct on Linux).
  static func fileActions() -> posix_spawn_file_actions_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    return actions
  }

  /// The exit code, or 128 + the signal for a killed child (as shells report it).
  static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Writes `input` and reads both outputs until the child closes them.
  private static func exchange(input: [UInt8], stdin: Int32, stdout: Int32, stderr: Int32) -> ([UInt8], [UInt8]) {
    var written = 0
    var writer: Int32 = stdin
    if input.isEmpty { close(writer); writer = -1 }
    var outputs: [Int32: [UInt8]] = [stdout: [], stderr: []]
    var open: Set<Int32> = [stdout, stderr]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !open.isEmpty || writer >= 0 {
      var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      if writer >= 0 { fds.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)) }
      if poll(&fds, nfds_t(fds.count), -1) < 0 {
        if errno == EINTR { continue }
        break
      }
      for entry in fds where entry.revents != 0 {
        if entry.fd == writer {
          let count = input.withUnsafeBytes { write(writer, $0.baseAddress! + written, input.count - written) }
          if count > 0 { written += count }
          if count < 0 && errno != EINTR && errno != EAGAIN || written == input.count {
            close(writer)
            writer = -1
          }
        } else {
          let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress!, $0.count) }
          if count > 0 {
            outputs[entry.fd]!.append(contentsOf: buffer[0..<count])
          } else if count == 0 || errno != EINTR {
            close(entry.fd)
            open.remove(entry.fd)
          }
        }
      }
    }
    return (outputs[stdout] ?? [], outputs[stderr] ?? [])
  }

  /// A pipe whose ends are not inherited by other children: `aps` and its tests spawn from several
  /// threads, and a write end leaked into a sibling child kept `openssl` waiting for an EOF that
  /// never came (two concurrent `aps token` runs deadlocked). Swift's Glibc module does not export
  /// pipe2, so the ends are marked close-on-exec right away, under `spawnLock`, which every spawn
  /// also holds: no spawn can happen between the pipe and the mark.
  private static func makePipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  /// Serialises pipe creation with spawning (see `makePipe`).
  nonisolated(unsafe) private static let spawnLock: UnsafeMutablePointer<pthread_mutex_t> = {
    let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    return lock
  }()

  private static func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(spawnLock)
    defer { pthread_mutex_unlock(spawnLock) }
    return body()
  }

  private static func closeAll(_ descriptors: [Int32]) {
    for descriptor in descriptors where descriptor >= 0 { close(descriptor) }
  }
}
