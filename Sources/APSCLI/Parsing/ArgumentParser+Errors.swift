import APSKit

/// Usage errors for a word the command model does not know, with a "did you mean" hint.
extension ArgumentParser {
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
