import APSKit

/// Where `aps send` writes its results, checked before the first request: a run that sends
/// 2,000 pushes and then cannot write `-o /missing/dir/r.jsonl` has lost every result.
///
/// Standard output is written (and flushed) result by result. `-o FILE` keeps its promise of
/// an atomic file: the results are gathered and the file replaced at the end, also after a
/// signal; its folder and the file were checked before the command started
/// (`OutputFile.checkTargets`), so a missing folder, a read-only file system or a read-only file
/// stop the run with exit 74 before anything is sent.
struct SendTarget {
  /// The streams the results are written to (standard output, or a memory sink for `-o FILE`).
  let io: CommandIO
  private let path: String?

  /// `path`: the `-o FILE` given (none or `-`: standard output).
  static func checked(_ path: String?, io: CommandIO) throws -> SendTarget {
    guard let path, path != "-" else {
      if let descriptor = io.stdout.descriptor, !Platform.isWritable(descriptor) {
        throw CLIError.cannotWrite(path: io.stdout.name, reason: "standard output is closed or not open for writing")
      }
      return SendTarget(io: io, path: nil)
    }
    if path.isEmpty { throw CLIError.usage("-o/--output needs a file name") }
    let captured = CommandIO(
      stdin: io.stdin, stdout: OutputSink(memoryNamed: path), stderr: io.stderr, environment: io.environment,
      stdoutIsTerminal: false, stderrIsTerminal: io.stderrIsTerminal, terminalWidth: io.terminalWidth)
    return SendTarget(io: captured, path: path)
  }

  /// Writes the gathered results to `-o FILE` (nothing to do for standard output).
  func finish(io original: CommandIO) throws {
    guard let path else { return }
    io.stdout.flush()
    try original.writeOutput(io.stdout.captured, to: path)
  }
}
