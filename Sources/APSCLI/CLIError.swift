/// Errors the CLI layer raises itself. Domain errors from APSKit are mapped by conforming them to
/// `ReportableError` (see `ErrorReporter`), so every message and exit code has one place.
public enum CLIError: Error, Equatable, Sendable {
  /// The command line is wrong: exit 64, followed by the command's usage line.
  case usage(String)
  /// An input file cannot be opened or read: exit 66.
  case cannotOpen(path: String, reason: String)
  /// An output cannot be written: exit 74.
  case cannotWrite(path: String, reason: String)
  /// The input was checked and fails; the message is printed as `aps: error: …`: exit 1.
  case failed(String)
  /// A tool `aps` drives is missing or unusable on this system (curl, openssl, xcrun): exit 69.
  case unavailable(String)
  /// The system refused what the run needs (a pipe to watch for signals): exit 71.
  case system(String)
}

/// An error that knows its exit code and how to say what went wrong and how to fix it.
public protocol ReportableError: Error {
  var exitCode: ExitCode { get }
  /// The full message; it may span lines (a source line and a caret, a hint).
  var message: String { get }
}

extension CLIError: ReportableError {
  public var exitCode: ExitCode {
    switch self {
    case .usage: return .usage
    case .cannotOpen: return .noInput
    case .cannotWrite: return .ioError
    case .failed: return .failure
    case .unavailable: return .unavailable
    case .system: return .systemError
    }
  }

  public var message: String {
    switch self {
    case .usage(let text): return text
    case .cannotOpen(let path, let reason):
      // An empty argument ('' from an unset shell variable) would read "cannot open : …".
      return path.isEmpty ? "cannot open an empty path: give a file name, or - for standard input" : "cannot open \(path): \(reason)"
    case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
    case .failed(let text), .unavailable(let text), .system(let text): return text
    }
  }
}
