/// The one place that turns any error into a message on standard error and an exit code.
public enum ErrorReporter {
  /// Prints `aps: error: …`; for usage errors also the usage line of the command at the end of
  /// `path` and where to find its help.
  public static func report(_ error: Error, path: [CommandSpec], io: CommandIO) -> ExitCode {
    let reportable: ReportableError
    if let known = error as? ReportableError {
      reportable = known
    } else {
      reportable = CLIError.failed(String(describing: error))
    }
    io.stderr.write("\(path.first?.name ?? "aps"): error: \(reportable.message)\n")
    if reportable.exitCode == .usage, !path.isEmpty {
      let renderer = HelpRenderer(width: io.terminalWidth)
      io.stderr.write(renderer.usageLines(for: path, prefix: "Usage: "))
      let commandName = path.map(\.name).joined(separator: " ")
      io.stderr.write("  See '\(commandName) --help'.\n")
    }
    return reportable.exitCode
  }
}
