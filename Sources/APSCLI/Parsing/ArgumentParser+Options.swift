import APSKit

/// A command's own words: options (long, `--opt=value`, bundled short flags), `--` to end
/// options, and the positionals assigned to its arguments.
extension ArgumentParser {
  func parseOwnWords(
    _ arguments: [String], from firstWord: Int, of command: CommandSpec, path: [CommandSpec]
  ) throws -> ParseOutcome {
    var parsed = ParsedArguments(commandPath: path.map(\.name))
    for option in command.options where !option.isFlag {
      if let value = option.defaultValue { parsed.defaults[option.long] = value }
    }
    var positionals: [String] = []
    var optionsEnded = false
    var index = firstWord
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
        try parseLong(word, arguments, index: &index, of: command, path: path, into: &parsed)
      } else {
        try parseShortBundle(word, arguments, index: &index, of: command, path: path, into: &parsed)
      }
    }
    parsed.arguments = try assign(positionals, to: command.arguments)
    try refuseTwoStandardInputs(parsed, of: command)
    return .run(path: path, arguments: parsed)
  }

  /// Standard input can be read once: a second reader would find it empty ("payload is empty")
  /// and blame the data. Counted from the model, so every command refuses it alike: each `-` of
  /// an option or argument naming an input, and an input-file list left empty (it reads `-`).
  private func refuseTwoStandardInputs(_ parsed: ParsedArguments, of command: CommandSpec) throws {
    var readers: [String] = []
    for option in command.options where option.readsStandardInput {
      for value in parsed.options[option.long] ?? [] where value == "-" { readers.append("--\(option.long) -") }
    }
    for argument in command.arguments where argument.completion.takesFileNames {
      let words = parsed.arguments[argument.name] ?? []
      let name = UsageRenderer.valuePlaceholder(argument.name)
      for word in words where word == "-" { readers.append("\(name) -") }
      if words.isEmpty, argument.isRepeating, argument.isOptional, !readers.isEmpty {
        readers.append("no \(name) (standard input)")
      }
    }
    guard readers.count > 1 else { return }
    throw CLIError.usage(
      "\(readers[0]) and \(readers[1]) both read standard input, which can be read once; give one of them a file")
  }

  /// `--name`, `--name=value`, `--name value`, and an option with a bare value (`--opt` alone).
  private func parseLong(
    _ word: String, _ arguments: [String], index: inout Int, of command: CommandSpec,
    path: [CommandSpec], into parsed: inout ParsedArguments
  ) throws {
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
      return
    }
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
    } else {
      value = try nextWord(arguments, index: &index, valueOf: option, spelled: "--\(name)")
    }
    try record(value, for: option, spelled: "--\(name)", into: &parsed)
  }

  /// A bundle of short options: `-cS`, `-o FILE`, `-oFILE`.
  private func parseShortBundle(
    _ word: String, _ arguments: [String], index: inout Int, of command: CommandSpec,
    path: [CommandSpec], into parsed: inout ParsedArguments
  ) throws {
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
      } else {
        value = try nextWord(arguments, index: &index, valueOf: option, spelled: "-\(letter)")
      }
      try record(value, for: option, spelled: "-\(letter)", into: &parsed)
    }
  }

  /// The word after an option as its value (`-o FILE`, `--output FILE`).
  private func nextWord(
    _ arguments: [String], index: inout Int, valueOf option: OptionSpec, spelled: String
  ) throws -> String {
    guard index < arguments.count else {
      throw CLIError.usage("\(spelled) needs a value (\(option.valueName ?? "VALUE"))")
    }
    index += 1
    return arguments[index - 1]
  }

  private func record(
    _ value: String, for option: OptionSpec, spelled: String, into parsed: inout ParsedArguments
  ) throws {
    try requireText(value, unless: option.completion.takesFileNames, of: spelled)
    let accepted = try Self.closedValue(value, among: option.allowedValues, of: spelled, hints: option.valueHints)
    if !option.isRepeatable, !option.readsEveryValue, let first = parsed.options[option.long]?.first {
      // Taking the last of two values silently hides a typo or a clash (`--limit 100 --limit 5`).
      throw CLIError.usage(
        "option --\(option.long) given twice (\(Self.shown(first)), then \(Self.shown(accepted))); give it once")
    }
    parsed.options[option.long, default: []].append(accepted)
  }

  /// A value quoted in a message: visible characters only, cut at 60 (`CaptureText.abbreviated`).
  static func shown(_ value: String) -> String {
    TerminalText.visible(CaptureText.abbreviated(value))
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
}
