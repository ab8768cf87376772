#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Subprocess {
  /// How one timed run went: wall time, peak resident memory, exit status.
  public struct Measurement: Sendable {
    public var seconds: Double
    public var peakRSSBytes: Int
    public var status: Int32
  }

  /// Runs `argv` for `aps-bench`, timed, with standard input from `stdinPath` (or /dev/null) and
  /// standard output to /dev/null; when `feed` is given, standard input is a pipe that `feed` writes
  /// to instead (it gets the pipe and the child's pid; the peak RSS is then read from /proc until the
  /// child exits). Reaped with `wait4`, so each run's own peak RSS is known (getrusage of
  /// all children would mix runs).
  public static func measure(_ argv: [String], stdinPath: String? = nil, feed: ((Int32, Int32) -> Void)? = nil) -> Measurement {
    var actions = fileActions()
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if feed != nil {
      guard pipe(&pipeEnds) == 0 else { return Measurement(seconds: 0, peakRSSBytes: 0, status: -1) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)

    let cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    let start = Platform.monotonicSeconds()
    var pid = pid_t()
    #if canImport(Darwin)
      let environment = _NSGetEnviron().pointee
    #else
      let environment = environ
    #endif
    let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environment)
    guard spawned == 0 else { return Measurement(seconds: 0, peakRSSBytes: 0, status: -1) }
    var peakWhileFed: Int?
    var status: Int32 = 0
    var usage = rusage()
    if let feed {
      close(pipeEnds[0])
      feed(pipeEnds[1], pid)
      close(pipeEnds[1])
      // The child goes on after its input ends (a capture log is read whole, then converted): its high-water
      // mark is read every millisecond until it exits, the last reading is its peak.
      while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid || (reaped < 0 && errno != EINTR) { break }
        if let now = peakResidentBytes(of: pid) { peakWhileFed = max(peakWhileFed ?? 0, now) }
        usleep(1_000)
      }
    } else {
      while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    }
    let seconds = Platform.monotonicSeconds() - start
    #if canImport(Darwin)
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin
    #else
      let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
    #endif
    return Measurement(seconds: seconds, peakRSSBytes: peakWhileFed ?? peak, status: exitStatus(status))
  }

  /// The child's own peak RSS from `/proc/PID/status` (VmHWM), read while it runs. `wait4`'s
  /// ru_maxrss is no good for a `posix_spawn`ed child on Linux: until exec it shares the parent's
  /// memory, and exec records that as the child's peak. Nil where there is no /proc.
  private static func peakResidentBytes(of pid: pid_t) -> Int? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      let digits = text.dropFirst(6).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}
