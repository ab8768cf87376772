import APSKit

/// `aps help …`: the words name a command path or a topic; option words name options of that
/// command (`aps help validate --format`) and `--man` asks for the manual page, wherever it stands.
extension ArgumentParser {
  func parseHelp(_ words: [String], path: inout [CommandSpec]) throws -> ParseOutcome {
    let names = words.filter { !$0.hasPrefix("-") }
    let optionWords = words.filter { $0.hasPrefix("-") && !["--help", "-h", "--man"].contains($0) }
    if names.count == 1, root.subcommand(named: names[0]) == nil, HelpCommand.topics.contains(names[0]) {
      // A topic is one page: `aps help json --pretty` reads the contract, where --pretty is described.
      return words.contains("--man") ? .manual : .topic(names[0])
    }
    if names.count > 1, root.subcommand(named: names[0]) == nil, HelpCommand.topics.contains(names[0]) {
      // `aps help json extra`: the topic is known, the extra word is not (not "unknown command").
      throw CLIError.usage("help takes one topic: 'aps help \(names[0])'; '\(TerminalText.visible(names[1]))' is extra")
    }
    for word in names {
      guard let next = path[path.count - 1].subcommand(named: word) else {
        throw unknownCommand(word, in: path, extra: path.count == 1 ? HelpCommand.topics : [])
      }
      path.append(next)
    }
    // The man page holds every command; `aps help --man validate` is that page.
    if words.contains("--man") { return .manual }
    let command = path[path.count - 1]
    var asked: [OptionSpec] = []
    for word in optionWords {
      let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
      let option = name.hasPrefix("--")
        ? command.option(named: String(name.dropFirst(2)))
        : name.count == 2 ? command.options.first { $0.short == name.last } : nil
      guard let option else { throw unknownOption(name, in: path) }
      if !asked.contains(where: { $0.long == option.long }) { asked.append(option) }
    }
    // `aps help predict --implements`: that option's help, not the whole page.
    return asked.isEmpty ? .help(path: path) : .optionHelp(path: path, options: asked)
  }

  /// A value of a closed set, in its canonical spelling: `VoIP` is `voip`, `JSON` is `json`.
  /// A value outside the set is a usage error listing the set, with a near value or a hint.
  static func closedValue(
    _ value: String, among allowed: [String], of spelled: String, hints: [String: String]
  ) throws -> String {
    if allowed.isEmpty || allowed.contains(value) { return value }
    if let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) { return match }
    var message = "\(spelled) does not take '\(value)'; use one of: " + allowed.joined(separator: ", ")
    if let hint = hints[value.lowercased()] {
      message += ". " + hint
    } else if let hint = Suggestions.didYouMean(value, among: allowed) {
      message += ". " + hint
    }
    throw CLIError.usage(message)
  }
}
