import APSKit

/// The `aps` tool: its command model and the one entry point that runs a command line.
public enum APS {
  public static let version = "0.1.0"

  /// The whole command tree. Parsing, help and completions are all rendered from it.
  public static var root: CommandSpec { root(subcommands: CommandRegistry.commands) }

  /// The tree a command line needs: a line that names a command first gets a tree holding that command alone,
  /// and `--version` one with none, so a run builds no other command's options. Anything else (help, an
  /// unknown word) gets the whole tree.
  static func root(for arguments: [String]) -> CommandSpec {
    if arguments == ["--version"] { return root(subcommands: []) }
    guard let first = arguments.first, let command = CommandRegistry.command(named: first) else { return root }
    return root(subcommands: [command])
  }

  private static func root(subcommands: [CommandSpec]) -> CommandSpec {
    CommandSpec(
      name: "aps",
      abstract: "Build, check and explain Apple push payloads, GeTui and JPush messages.",
      discussion: """
        Exit codes:
        - 0 ok
        - 1 the input was checked and fails: invalid payload, over the size limit, --check \
        found differences, undecodable data
        - 64 usage error (unknown option or command, bad value)
        - 66 an input cannot be opened
        - 69 a tool aps drives is unavailable: curl for send (or one without HTTP/2 or older \
        than 7.75), openssl for token and send --key-file off macOS, xcrun for send --simulator; 'aps doctor' \
        checks them
        - 71 the system refused what the run needs (send: no pipe to watch for signals)
        - 74 an output cannot be written (send: its temporary files are reported per token as \
        not sent, 75)
        - 75 send: some requests were not sent (safe to send again)
        - 76 send: some results are unknown (may have been delivered)
        - 129, 130, 143 send stopped by SIGHUP, SIGINT or SIGTERM (every result still printed)

        'aps help json' states the JSON output contract of every --format json; 'aps help \
        --man' prints the whole manual as a man page.
        """ + "\n\n" + OutputConventions.text,
      options: [.flag("version", help: "Show the version, the commit and its date."), ColorPolicy.option],
      subcommands: subcommands)
  }

  /// Runs one command line (without the program name) and returns its exit code. Every error
  /// is reported here, once, through `ErrorReporter`.
  public static func run(_ arguments: [String], io: CommandIO) -> ExitCode {
    run(arguments, io: io, tree: root(for:))
  }

  /// Runs a command line against any command tree (tests use a sample tree). A leading global
  /// `--color WHEN` is taken first; diagnostics are coloured by the one colour policy.
  static func run(_ arguments: [String], io: CommandIO, root: CommandSpec) -> ExitCode {
    run(arguments, io: io, tree: { _ in root })
  }

  /// Runs a command line against the tree `tree` makes for the words after the global options.
  private static func run(_ arguments: [String], io: CommandIO, tree: ([String]) -> CommandSpec) -> ExitCode {
    let rest: [String]
    do {
      (rest, io.colorWhen) = try ColorPolicy.takeGlobal(arguments)
    } catch {
      let code = ErrorReporter.report(error, path: [tree([])], io: io)
      io.stderr.flush()
      return code
    }
    // A diagnostic is rendered before it is known which stream takes it (validate reports on
    // standard output, errors go to standard error): auto colours only when both are terminals.
    let colors = ColorPolicy.enabled(io.colorWhen, isTerminal: io.stdoutIsTerminal && io.stderrIsTerminal, io: io)
    let root = tree(rest)
    return DiagnosticColors.$enabled.withValue(colors) { runCommand(rest, io: io, root: root) }
  }

  private static func runCommand(_ arguments: [String], io: CommandIO, root: CommandSpec) -> ExitCode {
    let parser = ArgumentParser(root: root)
    var path = [parser.root]
    let code: ExitCode
    do {
      switch try parser.parse(arguments, reachedPath: &path) {
      case .version:
        io.stdout.write(BuildInfo.versionLine(name: root.name, version: version))
        code = .ok
      case .topic(let name):
        io.stdout.write(HelpRenderer(width: io.terminalWidth).topic(name, root: root))
        code = .ok
      case .manual:
        io.stdout.write(ManPage(root: root).roff)
        code = .ok
      case .help(let helpPath):
        path = helpPath
        io.stdout.write(HelpRenderer(width: io.terminalWidth).help(for: helpPath))
        code = .ok
      case .optionHelp(let helpPath, let options):
        path = helpPath
        io.stdout.write(HelpRenderer(width: io.terminalWidth).optionHelp(for: helpPath, options: options))
        code = .ok
      case .run(let commandPath, let parsed):
        path = commandPath
        // The parser only returns commands that have a handler.
        let command = commandPath[commandPath.count - 1]
        guard let handler = command.run else { return .usage }
        try OutputConventions.check(parsed, command: command)
        try OutputFile.checkTargets(parsed, command: command, io: io)
        if command.writesOutputFile, let file = parsed.value("output"), file != "-" {
          code = try OutputFile.run(handler, parsed, io: io, to: file, secret: command.outputIsSecret)
        } else {
          code = try handler(parsed, io)
        }
      }
    } catch {
      code = ErrorReporter.report(error, path: path, io: io)
    }
    do {
      try io.stdout.finish()
    } catch {
      let writeCode = ErrorReporter.report(error, path: path, io: io)
      io.stderr.flush()
      return code == .ok ? writeCode : code
    }
    io.stderr.flush()
    return code
  }
}
