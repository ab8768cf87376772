#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SIGINT, SIGTERM and SIGHUP turned into a byte on a pipe (the self-pipe pattern), so that a
/// loop waiting with `poll` wakes up, stops its child, prints what it knows and cleans up in
/// ordinary code. The handler only calls `write`, which POSIX lists as async-signal-safe
/// (https://pubs.opengroup.org/onlinepubs/9799919799/functions/V2_chap02.html#tag_16_04_03_03).
///
/// The handlers are installed when the first pipe opens and the previous ones (`TemporaryFile`'s,
/// the default) put back when the last closes; each open pipe gets the signal (the tests run
/// several sends at once in one process). A signal the parent ignores (`nohup`) stays ignored.
/// SIGPIPE is ignored meanwhile: writing to a curl that has ended must fail with EPIPE, not end
/// the process (the binary ignores it already; a host process such as a test runner may not).
public final class SignalPipe {
  public static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

  /// The end `poll` watches.
  public let readEnd: Int32
  private let writeEnd: Int32
  private let slot: Int
  private var previousMask = sigset_t()

  public init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      Platform.setNonBlocking(end)
    }
    pthread_mutex_lock(signalLock)
    defer { pthread_mutex_unlock(signalLock) }
    guard let free = (0..<signalSlotCount).first(where: { signalWriteEnds[$0] < 0 }) else {
      close(ends[0])
      close(ends[1])
      return nil
    }
    readEnd = ends[0]
    writeEnd = ends[1]
    slot = free
    signalWriteEnds[slot] = writeEnd
    if openPipes == 0 { Self.install() }
    openPipes += 1
    // A parent that started `aps` from a thread with these signals blocked (a test runner, a
    // job system) would leave them pending forever: unblock them while curl runs.
    var stops = Self.stopSet
    pthread_sigmask(SIG_UNBLOCK, &stops, &previousMask)
  }

  private static var stopSet: sigset_t {
    var stops = sigset_t()
    sigemptyset(&stops)
    for number in stopSignals { sigaddset(&stops, number) }
    return stops
  }

  /// The signal that arrived, if any (reads the pipe without waiting).
  public func caught() -> Int32? {
    var byte: UInt8 = 0
    var last: Int32?
    while read(readEnd, &byte, 1) == 1 { last = Int32(byte) }
    return last
  }

  /// Puts the previous handlers back when this is the last open pipe, and closes the pipe.
  public func restore() {
    // Held while the handlers change: a signal arriving then would find no pipe and be lost; held,
    // it waits and reaches the handler put back (the default, or `TemporaryFile`'s) when the
    // previous mask returns.
    var stops = Self.stopSet
    pthread_sigmask(SIG_BLOCK, &stops, nil)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    pthread_mutex_lock(signalLock)
    signalWriteEnds[slot] = -1
    openPipes -= 1
    if openPipes == 0 {
      for (number, old) in previousActions {
        var action = old
        sigaction(number, &action, nil)
      }
      previousActions = []
    }
    pthread_mutex_unlock(signalLock)
    close(readEnd)
    close(writeEnd)
  }

  /// Installs the handler for the stop signals (not for one the parent ignores) and ignores
  /// SIGPIPE, keeping what was there.
  private static func install() {
    for number in stopSignals + [SIGPIPE] {
      var old = sigaction()
      sigaction(number, nil, &old)
      previousActions.append((number, old))
      if number != SIGPIPE && isIgnored(old) { continue }
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = number == SIGPIPE ? SIG_IGN : writeSignalNumber
      #else
        action.__sigaction_handler.sa_handler = number == SIGPIPE ? SIG_IGN : writeSignalNumber
      #endif
      sigaction(number, &action, nil)
    }
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

/// The write ends of the open pipes (-1: free), read by the handler: a fixed table, allocated
/// once, so the handler touches no Swift object.
private let signalSlotCount = 16
nonisolated(unsafe) private let signalWriteEnds: UnsafeMutablePointer<Int32> = {
  let table = UnsafeMutablePointer<Int32>.allocate(capacity: signalSlotCount)
  table.initialize(repeating: -1, count: signalSlotCount)
  return table
}()
nonisolated(unsafe) private var openPipes = 0
nonisolated(unsafe) private var previousActions: [(Int32, sigaction)] = []
nonisolated(unsafe) private let signalLock: UnsafeMutablePointer<pthread_mutex_t> = {
  let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  pthread_mutex_init(lock, nil)
  return lock
}()

/// The handler: one byte, the signal number, on every open pipe; nothing else.
private func writeSignalNumber(_ number: Int32) {
  var byte = UInt8(truncatingIfNeeded: number)
  let saved = errno
  for index in 0..<signalSlotCount {
    let descriptor = signalWriteEnds[index]
    if descriptor >= 0 { _ = write(descriptor, &byte, 1) }
  }
  errno = saved
}
