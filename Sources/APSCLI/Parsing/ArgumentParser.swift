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
    var index = 0

    // `aps help [COMMAND…] [OPTION…]`, `aps help json`, `aps help help`, `aps help --man`
    if arguments.first == "help" {
      return try parseHelp(Array(arguments.dropFirst()), path: &path)
    }

    // Walk down to the command the words name.
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
    if command.run == nil, let fallback = command.defaultSubcommand,
      let next = command.subcommand(named: fallback)
    {
      path.append(next)
      command = next
    }
    if command.run == nil {
      // A group run bare shows its help, as swift-argument-parser does (exit 0).
      if index >= arguments.count { return .help(path: path) }
      let word = arguments[index]
      if word == "--help" || word == "-h" { return .help(path: path) }
      if path.count == 1 && word == "--version" { return .version }
      throw unknownCommand(word, in: path)
    }

    var parsed = ParsedArguments(commandPath: path.map(\.name))
    for option in command.options where !option.isFlag {
      if let value = option.defaultValue { parsed.defaults[option.long] = value }
    }
    var positionals: [String] = []
    var optionsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      if word == "--help" || word == "-h" { return .help(path: path) }
      if word.hasPrefix("--") {
        let body = word.dropFirst(2)
        let name: String
        var inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
          name = String(body[..<equals])
          inlineValue = String(body[body.index(after: equals)...])
        } else {
          name = String(body)
        }
        guard let option = command.option(named: name) else {
          throw unknownOption("--\(name)", in: path)
        }
        if option.isFlag {
          if inlineValue != nil {
            throw CLIError.usage("--\(name) is a flag and takes no value")
          }
          parsed.options[option.long, default: []].append("")
        } else {
          let value: String
          if let inlineValue {
            value = inlineValue
          } else if let bare = option.bareValue {
            if index < arguments.count, option.takesWord?(arguments[index]) == true {
              value = arguments[index]
              index += 1
            } else {
              value = bare
            }
          } else if index < arguments.count {
            value = arguments[index]
            index += 1
          } else {
            throw CLIError.usage("--\(name) needs a value (\(option.valueName ?? "VALUE"))")
          }
          try record(value, for: option, spelled: "--\(name)", into: &parsed)
        }
        continue
      }
      // A bundle of short options: `-cS`, `-o FILE`, `-oFILE`.
      var letters = Substring(word.dropFirst())
      while let letter = letters.first {
        letters = letters.dropFirst()
        guard let option = command.options.first(where: { $0.short == letter }) else {
          // `-compact` is more likely a missing dash than a bundle of short flags.
          if word.count > 2, command.option(named: String(word.dropFirst())) != nil {
            throw CLIError.usage(
              "unknown option '\(word)' for '\(path.map(\.name).joined(separator: " "))'. "
                + "Did you mean '-\(word)'?")
          }
          throw unknownOption("-\(letter)", in: path)
        }
        if option.isFlag {
          parsed.options[option.long, default: []].append("")
          continue
        }
        let value: String
        if !letters.isEmpty {
          value = String(letters)
          letters = ""
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw CLIError.usage("-\(letter) needs a value (\(option.valueName ?? "VALUE"))")
        }
        try record(value, for: option, spelled: "-\(letter)", into: &parsed)
      }
    }
    parsed.arguments = try assign(positionals, to: command.arguments)
    return .run(path: path, arguments: parsed)
  }

  private func record(
    _ value: String, for option: OptionSpec, spelled: String, into parsed: inout ParsedArguments
  ) throws {
    try requireText(value, unless: option.completion.takesFileNames, of: spelled)
    let accepted = try Self.closedValue(value, among: option.allowedValues, of: spelled, hints: option.valueHints)
    parsed.options[option.long, default: []].append(accepted)
  }

  private func assign(_ words: [String], to specs: [ArgumentSpec]) throws -> [String: [String]] {
    var result: [String: [String]] = [:]
    var remaining = words[...]
    for (position, spec) in specs.enumerated() {
      if spec.isRepeating {
        // Leave one word for each required argument after this one.
        let reserved = specs[(position + 1)...].filter { !$0.isOptional }.count
        let take = max(0, remaining.count - reserved)
        result[spec.name] = Array(remaining.prefix(take))
        remaining = remaining.dropFirst(take)
      } else if let word = remaining.first {
        result[spec.name] = [word]
        remaining = remaining.dropFirst()
      }
      let given = result[spec.name] ?? []
      for value in given { try requireText(value, unless: spec.completion.takesFileNames, of: UsageRenderer.valuePlaceholder(spec.name)) }
      if given.isEmpty && !spec.isOptional {
        throw CLIError.usage("missing argument \(UsageRenderer.valuePlaceholder(spec.name)): \(spec.help)")
      }
      if !given.isEmpty, !spec.allowedValues.isEmpty {
        result[spec.name] = try given.map {
          try Self.closedValue($0, among: spec.allowedValues, of: UsageRenderer.valuePlaceholder(spec.name), hints: [:])
        }
      }
    }
    if let extra = remaining.first {
      throw CLIError.usage("unexpected argument '\(extra)'")
    }
    return result
  }

  /// Bytes that are not UTF-8 are kept exactly for file names and refused elsewhere, rather than
  /// silently becoming U+FFFD in a title or a topic.
  private func requireText(_ value: String, unless isFileName: Bool, of name: String) throws {
    guard !isFileName, !ArgumentBytes.isText(value) else { return }
    throw CLIError.usage("\(name) takes text, and '\(value)' is not valid UTF-8")
  }

  func unknownOption(_ spelled: String, in path: [CommandSpec]) -> CLIError {
    let command = path[path.count - 1]
    let visible = command.options.filter { !$0.isHidden }
    var names = visible.map { "--" + $0.long } + ["--help"]
    if !spelled.hasPrefix("--") {
      // Every one-letter name is one edit away from another; only a wrong case is a likely typo.
      names = (visible.compactMap(\.short) + ["h"]).map { "-\($0)" }
        .filter { $0.lowercased() == spelled.lowercased() }
    }
    var message = "unknown option '\(spelled)' for '\(path.map(\.name).joined(separator: " "))'"
    if let hint = Suggestions.didYouMean(spelled, among: names) { message += ". " + hint }
    return CLIError.usage(message)
  }

  func unknownCommand(_ word: String, in path: [CommandSpec], extra: [String] = []) -> CLIError {
    let command = path[path.count - 1]
    var names = command.subcommands.map(\.name) + extra
    var message: String
    if word.hasPrefix("-") {
      names = command.options.filter { !$0.isHidden }.map { "--" + $0.long } + ["--help"]
      message = "unknown option '\(word)' for '\(path.map(\.name).joined(separator: " "))'"
    } else {
      message = "unknown command '\(word)' for '\(path.map(\.name).joined(separator: " "))'"
    }
    if let hint = Suggestions.didYouMean(word, among: names) { message += ". " + hint }
    return CLIError.usage(message)
  }
}
