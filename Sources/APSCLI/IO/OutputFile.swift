/// `-o/--output FILE` for every command: the command writes to standard output as usual, into
/// memory, and the result is written to FILE through the one `AtomicFileWriter` (so a reader never
/// sees half a file, and a failed run leaves the old file alone).
enum OutputFile {
  /// Every file the command line names for writing (`-o`, `--headers-out`: options marked
  /// `writing()`), checked by `CommandIO.checkOutput` before the command starts (exit 74 at once).
  static func checkTargets(_ parsed: ParsedArguments, command: CommandSpec, io: CommandIO) throws {
    for option in command.options where option.writesFile {
      for path in parsed.values(option.long) { try io.checkOutput(path) }
    }
  }

  static func run(
    _ handler: CommandHandler, _ parsed: ParsedArguments, io: CommandIO, to path: String, secret: Bool = false
  ) throws -> ExitCode {
    if path.isEmpty { throw CLIError.usage("-o/--output needs a file name") }
    let captured = CommandIO(
      stdin: io.stdin, stdout: OutputSink(memoryNamed: path), stderr: io.stderr, environment: io.environment,
      stdoutIsTerminal: false, stderrIsTerminal: io.stderrIsTerminal, terminalWidth: io.terminalWidth)
    let code = try handler(parsed, captured)
    captured.stdout.flush()
    try io.writeOutput(captured.stdout.captured, to: path, secret: secret)  // devices and /dev/stdout through the descriptor
    return code
  }
}
