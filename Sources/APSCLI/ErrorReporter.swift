/// The one place that turns any error into a message on standard error and an exit code.
public enum ErrorReporter {
  /// Prints `aps: error: …` (and, for usage errors, the usage line and where to find help).
  public static func report(_ error: Error, path: [CommandSpec], io: CommandIO) -> ExitCode {
    let reportable: ReportableError
    if let known = error as? ReportableError {
      reportable = known
    } else {
      reportable = CLIError.failed(String(describing: error))
    }
    io.stderr.write("aps: error: \(reportable.message)\n")
    if reportable.exitCode == .usage {
      let renderer = HelpRenderer(width: io.terminalWidth)
      io.stderr.write("Usage: \(renderer.usage(for: path))\n")
      let commandName = path.map(\.name).joined(separator: " ")
      io.stderr.write("  See '\(commandName) --help'.\n")
    }
    return reportable.exitCode
  }
}
