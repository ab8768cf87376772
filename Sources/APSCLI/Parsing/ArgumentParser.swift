import APSKit

/// What a command line asks for.
public enum ParseOutcome: Sendable {
  /// Run `command` (the last of `path`) with these values.
  case run(path: [CommandSpec], arguments: ParsedArguments)
  /// Show help for the command at the end of `path`.
  case help(path: [CommandSpec])
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
    if arguments.first == "help" { return try helpOutcome(Array(arguments.dropFirst()), path: &path) }
    var index = 0
    if let early = try walk(arguments, index: &index, path: &path) { return early }
    return try options(arguments, from: index, path: path)
  }

  /// `aps help [COMMAND…]`, `aps help json`, `aps help help`, `aps help --man`.
  private func helpOutcome(_ words: [String], path: inout [CommandSpec]) throws -> ParseOutcome {
    if words == ["--man"] { return .manual }
    if words.count == 1, root.subcommand(named: words[0]) == nil, HelpCommand.topics.contains(words[0]) {
      return .topic(words[0])
    }
    for word in words {
      if word == "--help" || word == "-h" { break }
      guard let next = path[path.count - 1].subcommand(named: word) else {
        throw unknownCommand(word, in: path, extra: path.count == 1 ? HelpCommand.topics : [])
      }
      path.append(next)
    }
    return .help(path: path)
  }

  /// Walks `path` down to the command the words name, leaving `index` at its first own word; returns an
  /// outcome when the words ask for help or the version instead.
  private func walk(_ arguments: [String], index: inout Int, path: inout [CommandSpec]) throws -> ParseOutcome? {
    while index < arguments.count, !path[path.count - 1].subcommands.isEmpty {
      let word = arguments[index]
      let command = path[path.count - 1]
      if word == "--help" || word == "-h" { return .help(path: path) }
      if path.count == 1 && word == "--version" { return .version }
      if let next = command.subcommand(named: word) {
        path.append(next)
        index += 1
      } else if let fallback = command.defaultSubcommand, let next = command.subcommand(named: fallback),
        word.hasPrefix("-") || command.run == nil
      {
        // `aps templates shwo alert`, `aps jpush pars x`: a word that is no input of the default
        // subcommand but close to a subcommand's name is a typo, not an argument.
        if !word.hasPrefix("-"), word != "-",
          next.arguments.isEmpty || (!fileExists(word) && !Suggestions.closest(to: word, among: command.subcommands.map(\.name)).isEmpty)
        {
          throw unknownCommand(word, in: path)
        }
        path.append(next)
      } else if command.run == nil {
        throw unknownCommand(word, in: path)
      } else {
        break
      }
    }
    var command = path[path.count - 1]
    if command.run == nil, let fallback = command.defaultSubcommand, let next = command.subcommand(named: fallback) {
      path.append(next)
      command = next
    }
    guard command.run == nil else { return nil }
    // A group run bare shows its help, as swift-argument-parser does (exit 0).
    if index >= arguments.count { return .help(path: path) }
    let word = arguments[index]
    if word == "--help" || word == "-h" { return .help(path: path) }
    if path.count == 1 && word == "--version" { return .version }
    throw unknownCommand(word, in: path)
  }
}
