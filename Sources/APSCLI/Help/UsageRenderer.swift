/// Renders the usage line of a command (`aps fmt [--compact] [--indent <n>] [<file> ...]`),
/// shared by `--help` and usage errors.
struct UsageRenderer: Sendable {
  /// Usage lines longer than this many wrapped lines collapse the options to `[<options>]`.
  static let maxLines = 3

  let width: Int

  /// The usage words, each kept whole when wrapping: `aps`, `fmt`, `[--indent <n>]`, `[<file> ...]`.
  func tokens(for path: [CommandSpec], collapseOptions: Bool = false) -> [String] {
    let command = path[path.count - 1]
    var tokens = path.map(\.name)
    if command.run == nil && !command.subcommands.isEmpty {
      tokens.append("<subcommand>")
      return tokens
    }
    if !command.subcommands.isEmpty { tokens.append("[<subcommand>]") }
    let visible = command.options.filter { !$0.isHidden }
    if collapseOptions && !visible.isEmpty {
      tokens.append("[<options>]")
    } else {
      tokens += visible.map(Self.usageToken)
    }
    tokens += command.arguments.map(Self.usageToken)
    return tokens
  }

  /// The usage on one line, unwrapped.
  func line(for path: [CommandSpec]) -> String {
    tokens(for: path).joined(separator: " ")
  }

  /// The usage after `prefix` (`USAGE: `), wrapped with continuation lines aligned after the
  /// command name; options collapse to `[<options>]` when listing them would take too many lines.
  func lines(for path: [CommandSpec], prefix: String) -> [String] {
    let full = wrapped(tokens(for: path), prefix: prefix, commandWords: path.count)
    if full.count <= Self.maxLines { return full }
    return wrapped(tokens(for: path, collapseOptions: true), prefix: prefix, commandWords: path.count)
  }

  private func wrapped(_ tokens: [String], prefix: String, commandWords: Int) -> [String] {
    let head = prefix + tokens.prefix(commandWords).joined(separator: " ")
    let hanging = min(TextWrapper.displayWidth(head) + 1, width / 2)
    // A no-break space keeps `[--indent <n>]` in one piece while wrapping.
    let words = tokens.dropFirst(commandWords).map { $0.replacingSpaces(with: "\u{00A0}") }
    let text = ([head.replacingSpaces(with: "\u{00A0}")] + words).joined(separator: " ")
    return TextWrapper(width: width).wrap(text, firstIndent: 0, indent: hanging)
      .map { $0.replacingSpaces(with: " ", from: "\u{00A0}") }
  }

  /// `[--compact]`, `[--indent <n>]`, `[--var <name=value> ...]`.
  static func usageToken(_ option: OptionSpec) -> String {
    var text = "--" + option.long
    if let value = valueText(option) { text += " " + value }
    if option.isRepeatable { text += " ..." }
    return "[\(text)]"
  }

  /// An option's value in usage and help: `<n>`, or `[<booted|udid>]` when it may be left out.
  static func valueText(_ option: OptionSpec) -> String? {
    guard let value = option.valueName else { return nil }
    return option.bareValue == nil ? valuePlaceholder(value) : "[" + valuePlaceholder(value) + "]"
  }

  /// `<file>`, `[<file> ...]`, `<shell>`.
  static func usageToken(_ argument: ArgumentSpec) -> String {
    var text = valuePlaceholder(argument.name)
    if argument.isRepeating { text += " ..." }
    return argument.isOptional ? "[\(text)]" : text
  }

  /// A value name as help shows it: `N` → `<n>`, `NAME=VALUE` → `<name=value>`.
  static func valuePlaceholder(_ name: String) -> String {
    "<" + name.lowercased() + ">"
  }
}

extension String {
  fileprivate func replacingSpaces(with replacement: Character, from space: Character = " ") -> String {
    String(map { $0 == space ? replacement : $0 })
  }
}
