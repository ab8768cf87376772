import APSKit

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
    // Messages quote file names and option values: bytes that are not UTF-8 as `\xFF`, control
    // characters (an ESC in a file name) as visible symbols, never raw on the terminal.
    let message = TerminalText.visible(ArgumentBytes.display(reportable.message), keepNewlines: true)
    io.stderr.write("\(path.first?.name ?? "aps"): error: \(message)\n")
    if reportable.exitCode == .usage, !path.isEmpty {
      let renderer = HelpRenderer(width: io.terminalWidth)
      io.stderr.write(renderer.usageLines(for: path, prefix: "Usage: "))
      let commandName = path.map(\.name).joined(separator: " ")
      io.stderr.write("  See '\(commandName) --help'.\n")
    }
    return reportable.exitCode
  }
}
