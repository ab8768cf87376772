import APSKit

/// The words after the command's name: options (long, short, bundled, `--opt=value`), `--`, and the
/// positional arguments.
extension ArgumentParser {
  func options(_ arguments: [String], from start: Int, path: [CommandSpec]) throws -> ParseOutcome {
    let command = path[path.count - 1]
    var index = start
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
        try longOption(word, arguments, &index, path: path, into: &parsed)
      } else {
        try shortOptions(word, arguments, &index, path: path, into: &parsed)
      }
    }
    parsed.arguments = try assign(positionals, to: command.arguments)
    return .run(path: path, arguments: parsed)
  }

  /// `--name`, `--name=value`, `--name value`.
  private func longOption(
    _ word: String, _ arguments: [String], _ index: inout Int, path: [CommandSpec], into parsed: inout ParsedArguments
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
    guard let option = path[path.count - 1].option(named: name) else {
      throw unknownOption("--\(name)", in: path)
    }
    if option.isFlag {
      if inlineValue != nil {
        throw CLIError.usage("--\(name) is a flag and takes no value")
      }
      parsed.options[option.long, default: []].append("")
      return
    }
    let value = try value(attached: inlineValue, arguments, &index, spelled: "--\(name)", of: option)
    try record(value, for: option, spelled: "--\(name)", into: &parsed)
  }

  /// A bundle of short options: `-cS`, `-o FILE`, `-oFILE`.
  private func shortOptions(
    _ word: String, _ arguments: [String], _ index: inout Int, path: [CommandSpec], into parsed: inout ParsedArguments
  ) throws {
    let command = path[path.count - 1]
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
      let value = try value(
        attached: letters.isEmpty ? nil : String(letters), arguments, &index, spelled: "-\(letter)", of: option)
      letters = ""
      try record(value, for: option, spelled: "-\(letter)", into: &parsed)
    }
  }

  /// An option's value: written attached (`--opt=value`, `-oVALUE`), else the next word.
  private func value(
    attached: String?, _ arguments: [String], _ index: inout Int, spelled: String, of option: OptionSpec
  ) throws -> String {
    if let attached { return attached }
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
    try requireAllowed(value, option.allowedValues, of: spelled)
    parsed.options[option.long, default: []].append(value)
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
      for value in given { try requireAllowed(value, spec.allowedValues, of: UsageRenderer.valuePlaceholder(spec.name)) }
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

  /// A value outside a fixed list is refused with the list (and the closest, when one is close).
  private func requireAllowed(_ value: String, _ allowed: [String], of name: String) throws {
    guard !allowed.isEmpty, !allowed.contains(value) else { return }
    var message = "\(name) does not take '\(value)'; use one of: " + allowed.joined(separator: ", ")
    if let hint = Suggestions.didYouMean(value, among: allowed) {
      message += ". " + hint
    }
    throw CLIError.usage(message)
  }
}
