import APSKit

/// The one colour policy: `--color auto|always|never` (before the command, for every command;
/// `fmt --color` for its own output), and `auto` colours a terminal unless `NO_COLOR` is set to
/// something ("Command-line software which adds ANSI color to its output by default should
/// check for a NO_COLOR environment variable that, when present and not an empty string,
/// prevents the addition of ANSI color", https://no-color.org) or `TERM` is `dumb`.
enum ColorPolicy {
  static let choices = ["auto", "always", "never"]

  /// The global option, shown in the root's help; `aps --color never validate …`.
  static let option = OptionSpec.option(
    "color", value: "WHEN",
    help: "When to colour errors, warnings and fmt's output; auto: on a terminal, unless NO_COLOR is set or TERM=dumb.",
    allowed: choices)

  /// Whether to colour a stream: `when` given, else `auto`.
  static func enabled(_ when: String?, isTerminal: Bool, io: CommandIO) -> Bool {
    switch when {
    case "always": return true
    case "never": return false
    default:
      let noColor = !(io.environment("NO_COLOR") ?? "").isEmpty
      return isTerminal && !noColor && io.environment("TERM") != "dumb"
    }
  }

  /// Takes a leading `--color WHEN` or `--color=WHEN` (the global option) off the command line.
  static func takeGlobal(_ arguments: [String]) throws -> (arguments: [String], when: String?) {
    guard let first = arguments.first, first == "--color" || first.hasPrefix("--color=") else { return (arguments, nil) }
    var rest = Array(arguments.dropFirst())
    let when: String
    if first == "--color" {
      guard let next = rest.first else { throw CLIError.usage("--color takes auto, always or never") }
      when = next
      rest.removeFirst()
    } else {
      when = String(first.dropFirst("--color=".count))
    }
    guard choices.contains(when) else {
      throw CLIError.usage("--color takes auto, always or never, got '\(TerminalText.visible(when))'")
    }
    return (rest, when)
  }
}

/// Whether diagnostics written now are coloured: set once per run from the colour policy
/// for standard error, read where the one diagnostic layout is rendered.
enum DiagnosticColors {
  @TaskLocal static var enabled = false

  /// `error`, `warning`, `note` in GCC's colours (bold red, bold magenta, bold cyan) when enabled.
  static func level(_ word: String) -> String {
    guard enabled else { return word }
    let code = word == "error" ? "1;31" : word == "warning" ? "1;35" : "1;36"
    return "\u{1B}[\(code)m\(word)\u{1B}[0m"
  }
}
