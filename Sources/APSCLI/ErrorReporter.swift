import APSKit

/// The one place that turns any error into a message on standard error and an exit code.
public enum ErrorReporter {
  /// Prints the error in the one diagnostic layout (`DiagnosticText`): a located error as
  /// `file:line:column: error: …`, anything else as `aps: error: …`; for usage errors also the
  /// usage line of the command at the end of `path` and where to find its help.
  public static func report(_ error: Error, path: [CommandSpec], io: CommandIO) -> ExitCode {
    let reportable: ReportableError
    if let known = error as? ReportableError {
      reportable = known
    } else {
      reportable = CLIError.failed(String(describing: error))
    }
    if let located = reportable as? LocatedError {
      io.stderr.write(located.diagnostic.rendered)
      return reportable.exitCode
    }
    let name = TerminalText.visible(path.first?.name ?? "aps")
    // Bytes of file names that are not UTF-8 as `\xFF` (`ArgumentBytes`), controls as symbols.
    let message = TerminalText.visible(ArgumentBytes.display(reportable.message), keepNewlines: true)
    io.stderr.write("\(name): \(DiagnosticColors.level("error")): \(message)\n")
    if reportable.exitCode == .usage, !path.isEmpty {
      let renderer = HelpRenderer(width: io.terminalWidth)
      io.stderr.write(renderer.usageLines(for: path, prefix: "Usage: "))
      let commandName = path.map(\.name).joined(separator: " ")
      io.stderr.write("  See '\(commandName) --help'.\n")
    }
    return reportable.exitCode
  }

  /// Reports one input's failure: on standard error always, and as the input's record when
  /// `records` is set (`--format json`), so a consumer sees which input failed.
  static func report(_ error: Error, file: String, line: Int? = nil, records: JSONRecordWriter?, io: CommandIO) -> ExitCode {
    let code = report(error, path: [], io: io)
    if let records {
      let reportable = error as? ReportableError ?? CLIError.failed(String(describing: error))
      records.writeFailure(file: file, line: line, reportable)
    }
    return code
  }
}
