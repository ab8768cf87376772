import APSKit

/// One run of a tool (`xcrun simctl push`) that SIGINT, SIGTERM or SIGHUP cut short: the signal
/// arrives on `signals` (as in `CurlRun`), the child's process group is stopped (SIGTERM, then
/// SIGKILL after 2 s) and the caller, still running, removes its temporaries and exits 128 + the
/// signal. The child leads a group of its own, so a terminal's Ctrl-C reaches only `aps`.
enum StoppableChild {
  /// SIGINT, SIGTERM and SIGHUP caught on a pipe; exit 71 (`EX_OSERR`) when the system has no
  /// pipe to give: nothing the user gave is at fault.
  static func watchSignals() throws -> SignalPipe {
    guard let signals = SignalPipe() else {
      throw CLIError.system("cannot watch for signals (no pipe available); nothing was sent (close other programs' files or raise ulimit -n)")
    }
    return signals
  }

  /// The tool's result (nil when it could not be started) and the stop signal that ended it, if any.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String], signals: SignalPipe
  ) -> (result: Subprocess.Result?, signal: Int32?) {
    if let signal = signals.caught() { return (nil, signal) }
    guard let child = Subprocess.spawn(executable, arguments, environment: environment, newProcessGroup: true) else {
      return (nil, nil)
    }
    Platform.closeDescriptor(child.stdin)
    var open: [Int32] = [child.stdout, child.stderr]
    var output: [[UInt8]] = [[], []]
    var buffer = [UInt8](repeating: 0, count: 16_384)
    var signal: Int32?
    var stopAt = 0
    while !open.isEmpty {
      let now = Platform.monotonicMilliseconds()
      if signal == nil, let caught = signals.caught() {
        signal = caught
        stopAt = now
        Platform.signalGroup(child.pid, Platform.terminateSignal)
      } else if signal != nil, now - stopAt > 2000 {
        Platform.signalGroup(child.pid, Platform.killSignal)
      }
      let watched = [(signals.readEnd, false)] + open.map { ($0, false) }
      let ready = Platform.waitReady(watched, timeout: signal != nil ? 200 : -1)
      for (offset, descriptor) in open.enumerated().reversed() where ready.count > offset + 1 && ready[offset + 1] {
        let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress!, $0.count) }
        guard count > 0 else {
          Platform.closeDescriptor(descriptor)
          open.remove(at: offset)
          continue
        }
        // Only the last 4 KB of each stream are kept: a message, never a tool's flood.
        let stream = descriptor == child.stdout ? 0 : 1
        output[stream] = Array((output[stream] + buffer[0..<count]).suffix(4096))
      }
    }
    // Nothing of the stopped group may linger (before the wait, while the group id is still the child's).
    if signal != nil { Platform.signalGroup(child.pid, Platform.killSignal) }
    let status = Subprocess.wait(child.pid)
    return (Subprocess.Result(status: status, stdout: output[0], stderr: output[1]), signal)
  }

  /// The signal's name (`SIGTERM`, …) or `signal N`, for messages.
  static func name(_ signal: Int32) -> String {
    switch signal {
    case 1: return "SIGHUP"
    case 2: return "SIGINT"
    case 9: return "SIGKILL"
    case 15: return "SIGTERM"
    case 25: return "SIGXFSZ (a file reached the size limit, ulimit -f)"
    default: return "signal \(signal)"
    }
  }
}
