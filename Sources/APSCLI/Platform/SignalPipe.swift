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
/// While installed it replaces the handlers `TemporaryFile` may have set; `restore` puts back
/// whatever was there. A signal the parent ignores (`nohup`) stays ignored.
final class SignalPipe {
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

  /// The end `poll` watches.
  let readEnd: Int32
  private let writeEnd: Int32
  private var previous: [(Int32, sigaction)] = []
  private var previousMask = sigset_t()

  init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    readEnd = ends[0]
    writeEnd = ends[1]
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      Platform.setNonBlocking(end)
    }
    signalPipeWriteEnd = writeEnd
    for number in Self.stopSignals {
      var old = sigaction()
      sigaction(number, nil, &old)
      previous.append((number, old))
      if Self.isIgnored(old) { continue }
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = writeSignalNumber
      #else
        action.__sigaction_handler.sa_handler = writeSignalNumber
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(number, &action, nil)
    }
    // Writing to a curl that has ended must fail with EPIPE, not end `aps` (the binary ignores
    // SIGPIPE already; a host process such as a test runner may not).
    var ignore = sigaction()
    sigemptyset(&ignore.sa_mask)
    #if canImport(Darwin)
      ignore.__sigaction_u.__sa_handler = SIG_IGN
    #else
      ignore.__sigaction_handler.sa_handler = SIG_IGN
    #endif
    var oldPipe = sigaction()
    sigaction(SIGPIPE, &ignore, &oldPipe)
    previous.append((SIGPIPE, oldPipe))
    // A parent that started `aps` from a thread with these signals blocked (a test runner, a
    // job system) would leave them pending forever: unblock them while curl runs.
    var stops = sigset_t()
    sigemptyset(&stops)
    for number in Self.stopSignals { sigaddset(&stops, number) }
    pthread_sigmask(SIG_UNBLOCK, &stops, &previousMask)
  }

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
  }

  /// The signal that arrived, if any (reads the pipe without waiting).
  func caught() -> Int32? {
    var byte: UInt8 = 0
    var last: Int32?
    while read(readEnd, &byte, 1) == 1 { last = Int32(byte) }
    return last
  }

  /// Puts the previous handlers back and closes the pipe.
  func restore() {
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    for (number, old) in previous {
      var action = old
      sigaction(number, &action, nil)
    }
    previous = []
    signalPipeWriteEnd = -1
    close(readEnd)
    close(writeEnd)
  }
}

nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The handler: one byte, the signal number, on the pipe; nothing else.
private func writeSignalNumber(_ number: Int32) {
  var byte = UInt8(truncatingIfNeeded: number)
  let saved = errno
  if signalPipeWriteEnd >= 0 { _ = write(signalPipeWriteEnd, &byte, 1) }
  errno = saved
}
