/// Renders `--help` and usage lines from the command model, wrapped to a width.
public struct HelpRenderer: Sendable {
  public let width: Int

  public init(width: Int) {
    self.width = max(40, width)
  }

  /// `aps fmt [--compact] … [FILE ...]`
  public func usage(for path: [CommandSpec]) -> String {
    let command = path[path.count - 1]
    var parts = [path.map(\.name).joined(separator: " ")]
    if !command.subcommands.isEmpty && command.run == nil {
      parts.append("<command>")
    } else if !command.subcommands.isEmpty {
      parts.append("[<command>]")
    }
    if !command.options.filter({ !$0.isHidden }).isEmpty { parts.append("[options]") }
    for argument in command.arguments {
      var text = argument.name
      if argument.isRepeating { text += " ..." }
      parts.append(argument.isOptional ? "[\(text)]" : text)
    }
    return parts.joined(separator: " ")
  }

  /// The full help page for the command at the end of `path`.
  public func help(for path: [CommandSpec]) -> String {
    let command = path[path.count - 1]
    var out = ""
    out += wrap(command.abstract, indent: 0) + "\n\n"
    out += "USAGE: " + usage(for: path) + "\n"
    if !command.discussion.isEmpty {
      out += "\n"
      for paragraph in command.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
        out += wrap(String(paragraph), indent: 0) + "\n"
      }
    }
    if !command.arguments.isEmpty {
      out += "\nARGUMENTS:\n"
      for argument in command.arguments {
        out += row(label: argument.name, text: argument.help)
      }
    }
    let visible = command.options.filter { !$0.isHidden }
    out += "\nOPTIONS:\n"
    for option in visible {
      out += row(label: label(for: option), text: optionText(option))
    }
    out += row(label: "-h, --help", text: "Show help information.")
    if !command.subcommands.isEmpty {
      out += "\nCOMMANDS:\n"
      for sub in command.subcommands {
        var text = sub.abstract
        if sub.name == command.defaultSubcommand { text += " (default)" }
        out += row(label: sub.name, text: text)
      }
      out += "\n  See '\(path.map(\.name).joined(separator: " ")) help <command>' for detailed help.\n"
    }
    if !command.examples.isEmpty {
      out += "\nEXAMPLES:\n"
      for example in command.examples { out += "  " + example + "\n" }
    }
    return out
  }

  private func label(for option: OptionSpec) -> String {
    var text = option.short.map { "-\($0), " } ?? ""
    text += "--" + option.long
    if let value = option.valueName { text += " <\(value)>" }
    return text
  }

  private func optionText(_ option: OptionSpec) -> String {
    var text = option.help
    if !option.allowedValues.isEmpty {
      text += " (values: " + option.allowedValues.joined(separator: ", ") + ")"
    }
    if let value = option.defaultValue { text += " (default: \(value))" }
    return text
  }

  private let labelColumn = 26

  private func row(label: String, text: String) -> String {
    let indent = String(repeating: " ", count: labelColumn)
    let head = "  " + label
    let body = wrap(text, indent: labelColumn).dropFirst(labelColumn)
    if head.count + 2 <= labelColumn {
      return head + String(repeating: " ", count: labelColumn - head.count) + body + "\n"
    }
    return head + "\n" + indent + body + "\n"
  }

  /// Wraps words to the width, every line indented by `indent` spaces.
  func wrap(_ text: String, indent: Int) -> String {
    let pad = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = pad
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.count > indent && line.count + 1 + word.count > width {
        lines.append(line)
        line = pad
      }
      line += (line.count > indent ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
