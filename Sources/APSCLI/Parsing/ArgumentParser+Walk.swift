import APSKit

/// Where the walk down the command tree stopped.
enum CommandWalk {
  /// The words already decide the outcome: help, the version, or a group's help.
  case decided(ParseOutcome)
  /// The command to run, and the index of the first word that is its own.
  case command(CommandSpec, firstWord: Int)
}

extension ArgumentParser {
  /// Walks down to the command the words name, taking a group's default subcommand where the
  /// words name none.
  func walk(_ arguments: [String], path: inout [CommandSpec]) throws -> CommandWalk {
    var index = 0
    while index < arguments.count, !path[path.count - 1].subcommands.isEmpty {
      let word = arguments[index]
      let command = path[path.count - 1]
      if word == "--help" || word == "-h" { return .decided(.help(path: path)) }
      if path.count == 1 && word == "--version" { return .decided(.version) }
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
    if command.run == nil, let fallback = command.defaultSubcommand,
      let next = command.subcommand(named: fallback)
    {
      path.append(next)
      command = next
    }
    if command.run == nil {
      // A group run bare shows its help, as swift-argument-parser does (exit 0).
      if index >= arguments.count { return .decided(.help(path: path)) }
      let word = arguments[index]
      if word == "--help" || word == "-h" { return .decided(.help(path: path)) }
      if path.count == 1 && word == "--version" { return .decided(.version) }
      throw unknownCommand(word, in: path)
    }
    return .command(command, firstWord: index)
  }
}
