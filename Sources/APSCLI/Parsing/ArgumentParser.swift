import APSKit

/// What a command line asks for.
public enum ParseOutcome: Sendable {
  /// Run `command` (the last of `path`) with these values.
  case run(path: [CommandSpec], arguments: ParsedArguments)
  /// Show help for the command at the end of `path`.
  case help(path: [CommandSpec])
  /// Show only these options of the command at the end of `path`: `aps help predict --implements`.
  case optionHelp(path: [CommandSpec], options: [OptionSpec])
  /// Show a help topic that is not a command: `aps help json`, `aps help help`.
  case topic(String)
  /// Print the manual page: `aps help --man`.
  case manual
  case version
}

/// Reads argv against the command model: long and short options, `--opt=value` and
/// `--opt value`, bundled short flags (`-cS`), `--` to end options, repeated options, `-` as a
/// positional (standard input), allowed values, required and repeating arguments.
public struct ArgumentParser: Sendable {
  public let root: CommandSpec
  /// Whether a word names an existing file: a word that does is an input, never a typo.
  let fileExists: @Sendable (String) -> Bool

  public init(root: CommandSpec) {
    self.init(root: root, fileExists: Platform.fileExists)
  }

  init(root: CommandSpec, fileExists: @escaping @Sendable (String) -> Bool) {
    self.root = root
    self.fileExists = fileExists
  }

  /// Parses `arguments` (without the program name).
  public func parse(_ arguments: [String]) throws -> ParseOutcome {
    var reached: [CommandSpec] = []
    return try parse(arguments, reachedPath: &reached)
  }

  /// Parses `arguments`; `reachedPath` is left at the command the words led to, so that a usage
  /// error can show that command's usage line.
  public func parse(_ arguments: [String], reachedPath path: inout [CommandSpec]) throws
    -> ParseOutcome
  {
    path = [root]
    // `aps help [COMMAND…] [OPTION…]`, `aps help json`, `aps help help`, `aps help --man`
    if arguments.first == "help" {
      return try parseHelp(Array(arguments.dropFirst()), path: &path)
    }
    switch try walk(arguments, path: &path) {
    case .decided(let outcome):
      return outcome
    case .command(let command, let firstWord):
      return try parseOwnWords(arguments, from: firstWord, of: command, path: path)
    }
  }
}
