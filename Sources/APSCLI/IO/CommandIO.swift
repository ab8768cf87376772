/// Everything a command may touch besides the file system: standard streams, the environment
/// and what the terminal is like. Tests build one in memory; `main.swift` builds the real one.
public final class CommandIO: @unchecked Sendable {
  public let stdin: ByteSource
  public let stdout: OutputSink
  public let stderr: OutputSink
  /// The environment: the one given, or the process's own, read the first time a command asks (most never
  /// do, and building the table is a noticeable part of a small command's start-up).
  public var environment: [String: String] { givenEnvironment ?? Platform.processEnvironment }
  private let givenEnvironment: [String: String]?

  /// One variable of the environment, without building the whole table for the process's own.
  public func environment(_ name: String) -> String? {
    if let givenEnvironment { return givenEnvironment[name] }
    return Platform.environmentVariable(name)
  }
  /// Where this run makes temporary files (`$TMPDIR` of its environment, else `/tmp`).
  public var temporaryFolder: String { Platform.temporaryFolder { self.environment($0) } }
  public let stdoutIsTerminal: Bool
  public let stderrIsTerminal: Bool
  /// Standard input is a terminal: a command reading it waits for the user to type or paste.
  public var stdinIsTerminal = false
  /// The global `--color WHEN` (`ColorPolicy`), nil when not given.
  public var colorWhen: String?
  /// Columns of the terminal help is wrapped to; 80 when not a terminal.
  public let terminalWidth: Int

  public init(
    stdin: ByteSource, stdout: OutputSink, stderr: OutputSink, environment: [String: String]?,
    stdoutIsTerminal: Bool, stderrIsTerminal: Bool, terminalWidth: Int
  ) {
    self.stdin = stdin
    self.stdout = stdout
    self.stderr = stderr
    givenEnvironment = environment
    self.stdoutIsTerminal = stdoutIsTerminal
    self.stderrIsTerminal = stderrIsTerminal
    self.terminalWidth = terminalWidth
  }

  /// The process's own streams, and its environment unless one is given.
  public static func process(environment: [String: String]? = nil) -> CommandIO {
    let width = Platform.terminalColumns(Platform.standardOutput)
      ?? Platform.terminalColumns(Platform.standardError)
    let io = CommandIO(
      stdin: ByteSource(descriptor: Platform.standardInput, name: "<stdin>"),
      stdout: OutputSink(descriptor: Platform.standardOutput, name: "<stdout>"),
      stderr: OutputSink(descriptor: Platform.standardError, name: "<stderr>"),
      environment: environment,
      stdoutIsTerminal: Platform.isTerminal(Platform.standardOutput),
      stderrIsTerminal: Platform.isTerminal(Platform.standardError),
      terminalWidth: width ?? 80)
    io.stdinIsTerminal = Platform.isTerminal(Platform.standardInput)
    return io
  }

  /// An in-memory world for tests: `stdin` holds the given bytes, output is captured.
  public static func memory(
    stdin: [UInt8] = [], environment: [String: String] = [:], stdoutIsTerminal: Bool = false,
    terminalWidth: Int = 80, stdinIsTerminal: Bool = false
  ) -> CommandIO {
    let io = CommandIO(
      stdin: ByteSource(bytes: stdin, name: "<stdin>"),
      stdout: OutputSink(memoryNamed: "<stdout>"),
      stderr: OutputSink(memoryNamed: "<stderr>"),
      environment: environment, stdoutIsTerminal: stdoutIsTerminal, stderrIsTerminal: false,
      terminalWidth: terminalWidth)
    io.stdinIsTerminal = stdinIsTerminal
    return io
  }
}
