/// Makes a child's process group die with `aps`, even by `kill -9`, and removes what it was
/// given: a `/bin/sh` that waits on a pipe only `aps` holds. When `aps` ends without dismissing
/// it (SIGKILL, a crash), the pipe closes, `read` fails, and the watchdog kills the group with
/// SIGKILL and removes the folders. The same few lines on Linux and macOS: Linux's
/// `PR_SET_PDEATHSIG` would need code between fork and exec, which `posix_spawn` does not run.
///
/// The watchdog leads a process group of its own (a terminal's Ctrl-C reaches only `aps`, which
/// stops the child itself), and the pipe's write end is close-on-exec, so no other child keeps it
/// open.
public struct Watchdog {
  private let pid: Int32
  private let writeEnd: Int32

  static let script = #"read line || { kill -s KILL -- "-$1" 2>/dev/null; shift; rm -rf -- "$@"; }"#

  /// Watches `group` (a child that leads its own group); nil when no watchdog could start.
  public static func start(group: Int32, removing folders: [String] = []) -> Watchdog? {
    guard
      let child = Subprocess.spawn(
        "/bin/sh", ["-c", script, "aps-watchdog", String(group)] + folders,
        environment: ["PATH": "/usr/bin:/bin"], newProcessGroup: true)
    else { return nil }
    Platform.closeDescriptor(child.stdout)
    Platform.closeDescriptor(child.stderr)
    return Watchdog(pid: child.pid, writeEnd: child.stdin)
  }

  /// The child has ended (call it before reaping it, while its group id cannot be reused): the
  /// watchdog reads a line and ends without killing anything.
  public func dismiss() {
    let line: [UInt8] = Array("done\n".utf8)
    _ = line.withUnsafeBytes { Platform.writeAll(writeEnd, $0) }
    Platform.closeDescriptor(writeEnd)
    _ = Subprocess.wait(pid)
  }
}
