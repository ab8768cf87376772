/// Renders `--help` pages and usage lines from the command model, wrapped to a width, in the
/// layout swift-argument-parser users know: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// EXAMPLES.
public struct HelpRenderer: Sendable {
  /// Where help text starts after an option or argument label.
  static let labelColumn = 26

  public let width: Int

  public init(width: Int) {
    self.width = max(40, width)
  }

  private var wrapper: TextWrapper { TextWrapper(width: width) }
  private var usageRenderer: UsageRenderer { UsageRenderer(width: width) }

  /// The usage of the command at the end of `path` on one line: `aps fmt [--compact] [<file> ...]`.
  public func usage(for path: [CommandSpec]) -> String {
    usageRenderer.line(for: path)
  }

  /// The usage after `prefix` (such as `Usage: `), wrapped to the width.
  public func usageLines(for path: [CommandSpec], prefix: String) -> String {
    usageRenderer.lines(for: path, prefix: prefix).joined(separator: "\n") + "\n"
  }

  /// The full help page for the command at the end of `path`.
  public func help(for path: [CommandSpec]) -> String {
    let command = path[path.count - 1]
    var sections: [[String]] = []
    let overview = "OVERVIEW: "
    var abstract = wrapper.wrap(command.abstract, firstIndent: overview.count, indent: 0)
    abstract[0] = overview + abstract[0].dropFirst(overview.count)
    sections.append(abstract)
    if !command.discussion.isEmpty {
      sections.append(wrapper.wrapBlock(command.discussion, indent: 0))
    }
    sections.append(usageRenderer.lines(for: path, prefix: "USAGE: "))
    if !command.arguments.isEmpty {
      sections.append(["ARGUMENTS:"] + command.arguments.flatMap(argumentRows))
    }
    let options = command.options.filter { !$0.isHidden }
    sections.append(
      ["OPTIONS:"] + options.flatMap(optionRows)
        + row(label: "-h, --help", text: "Show help information."))
    if !command.subcommands.isEmpty {
      var lines = ["SUBCOMMANDS:"]
      for sub in command.subcommands {
        let label = sub.name == command.defaultSubcommand ? "\(sub.name) (default)" : sub.name
        lines += row(label: label, text: sub.abstract)
      }
      // `aps help getui <subcommand>`: the parser reads `help` only right after the tool name.
      let names = [path[0].name, "help"] + path.dropFirst().map(\.name) + ["<subcommand>"]
      lines += [""] + wrapper.wrap(
        "See '\(names.joined(separator: " "))' for detailed help.", firstIndent: 2, indent: 2)
      sections.append(lines)
    }
    if !command.examples.isEmpty {
      // Command lines are not wrapped: a wrapped command cannot be pasted.
      sections.append(["EXAMPLES:"] + command.examples.map { "  " + $0 })
    }
    return sections.map { $0.map(Self.trimmingTrailingSpaces).joined(separator: "\n") }
      .joined(separator: "\n\n") + "\n"
  }

  /// Only `options` of the command at the end of `path` (`aps help predict --implements`): the
  /// usage line, their rows, and where the whole page is.
  public func optionHelp(for path: [CommandSpec], options: [OptionSpec]) -> String {
    let names = [path[0].name, "help"] + path.dropFirst().map(\.name)
    let sections: [[String]] = [
      usageRenderer.lines(for: path, prefix: "USAGE: "),
      ["OPTIONS:"] + options.flatMap(optionRows),
      wrapper.wrap("See '\(names.joined(separator: " "))' for the whole page.", firstIndent: 0, indent: 0),
    ]
    return sections.map { $0.map(Self.trimmingTrailingSpaces).joined(separator: "\n") }
      .joined(separator: "\n\n") + "\n"
  }

  /// A help topic: `json` (the JSON output contract) or `help` (the help command's page).
  public func topic(_ name: String, root: CommandSpec) -> String {
    if name == "json" {
      let title = wrapper.wrap("OVERVIEW: The JSON output contract of every --format json.", firstIndent: 0, indent: 0)
      let body = wrapper.wrapBlock(JSONContract.text, indent: 0)
      return (title + [""] + body).map(Self.trimmingTrailingSpaces).joined(separator: "\n") + "\n"
    }
    return help(for: [root, HelpCommand.spec(root: root)])
  }

  private func argumentRows(_ argument: ArgumentSpec) -> [String] {
    var text = argument.help
    if !argument.allowedValues.isEmpty {
      text += " (values: " + argument.allowedValues.joined(separator: ", ") + ")"
    }
    return row(label: UsageRenderer.valuePlaceholder(argument.name), text: text)
  }

  private func optionRows(_ option: OptionSpec) -> [String] {
    var label = option.short.map { "-\($0), " } ?? ""
    label += "--" + option.long
    if let value = UsageRenderer.valueText(option) { label += " " + value }
    var notes: [String] = []
    if !option.allowedValues.isEmpty {
      notes.append("values: " + option.allowedValues.joined(separator: ", "))
    }
    if let value = option.defaultValue { notes.append("default: \(value)") }
    var text = option.help
    if !notes.isEmpty { text += " (" + notes.joined(separator: "; ") + ")" }
    return row(label: label, text: text)
  }

  /// A label in the left column and wrapped text in the right one; a label too wide for the
  /// column puts the text on the next line.
  private func row(label: String, text: String) -> [String] {
    let column = Self.labelColumn
    let head = "  " + label
    let headWidth = TextWrapper.displayWidth(head)
    var body = wrapper.wrap(text, firstIndent: column, indent: column)
    if text.isEmpty { return [head] }
    if headWidth + 2 <= column {
      body[0] = head + String(body[0].dropFirst(headWidth))
      return body
    }
    return [head] + body
  }

  private static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}
