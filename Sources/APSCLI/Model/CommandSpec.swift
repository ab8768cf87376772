/// Runs a parsed command. Writes through `io`; returns the exit code for a checked result and
/// throws for anything else (the runner maps errors to messages and exit codes in one place).
public typealias CommandHandler = @Sendable (ParsedArguments, CommandIO) throws -> ExitCode

/// One command of the tool as plain data. The argument parser, help, usage and the three
/// completion scripts are all rendered from this one description.
public struct CommandSpec: Sendable {
  public var name: String
  /// One line, shown in the parent's command list.
  public var abstract: String
  /// Paragraphs shown after the usage in `--help`.
  public var discussion: String
  /// Example command lines shown in `--help`.
  public var examples: [String]
  public var options: [OptionSpec]
  public var arguments: [ArgumentSpec]
  public var subcommands: [CommandSpec]
  /// The subcommand run when none is named (`aps templates` runs `aps templates list`).
  public var defaultSubcommand: String?
  /// `nil` for a group that only holds subcommands.
  public var run: CommandHandler?
  /// `-o/--output FILE` writes what the command prints on standard output to FILE, atomically
  /// (set by `withOutputFile()`; the runner does the writing, so every command does it alike).
  public var writesOutputFile = false
  /// What the command prints is a secret (`aps token`'s JWT): `-o FILE` makes a file only its
  /// owner can read (0600 whatever the umask), and takes group and others' bits off an existing one.
  public var outputIsSecret = false

  public init(
    name: String, abstract: String, discussion: String = "", examples: [String] = [],
    options: [OptionSpec] = [], arguments: [ArgumentSpec] = [], subcommands: [CommandSpec] = [],
    defaultSubcommand: String? = nil, run: CommandHandler? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.examples = examples
    self.options = options
    self.arguments = arguments
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.run = run
  }

  /// The subcommand called `name`.
  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }

  /// This command, and each of its subcommands that runs, with `-o/--output FILE`.
  public func withOutputFile() -> CommandSpec {
    var copy = self
    copy.subcommands = subcommands.map { $0.withOutputFile() }
    if run != nil, option(named: "output") == nil {
      copy.options.append(.outputFile)
      copy.writesOutputFile = true
    }
    return copy
  }

  /// The option with this long name.
  public func option(named long: String) -> OptionSpec? {
    options.first { $0.long == long }
  }
}
