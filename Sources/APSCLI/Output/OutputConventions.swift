/// The options that mean the same in every command, stated once: for `aps help`, the man page
/// and the check the runner makes before a command runs (a flag that does not apply is a usage
/// error that says why, never ignored).
enum OutputConventions {
  static let text = """
    Options that mean the same in every command:
    - -q, --quiet: print no findings, notes or verdict; the exit code tells. What the command \
    makes (a payload, a conversion) is still printed; a checking command (validate, size, \
    inspect, fmt --check) then prints nothing. Not with --format json or --verbose.
    - -v, --verbose: also print notes: the guesses a capture reader made, the forms it tried, \
    the fields it explained. Without it a command prints only what the user must act on.
    - --format text|json: how a report is printed: text for people, json for JSON Lines \
    records ('aps help json'); predict also has mermaid.
    - --pretty: indent the JSON a command prints: the records of --format json, or build's \
    payload. With text output it is a usage error.
    - --to FORM: the notation a payload is converted into (convert --to swift, getui encode \
    --to hex). predict's --swift is no output form: the same report, callbacks named by their \
    Swift signatures instead of Objective-C selectors.
    - -o, --output FILE: write standard output's text to FILE atomically.
    - A positional argument is always a file ('-' is standard input); text is given through \
    an option (getui encode --text TEXT).
    - Closed value sets (--format, --push-type, --to, …) take any case: --push-type VoIP.
    """

  /// The one `-q/--quiet`.
  static let quiet = OptionSpec.flag(
    "quiet", short: "q", help: "Print no findings, notes or verdict; the exit code tells (output the command makes still prints).")

  /// A hidden option kept so that its old spelling says what replaced it.
  static func renamed(_ long: String, value: Bool = false, to replacement: String) -> OptionSpec {
    var spec = value
      ? OptionSpec.option(long, value: "VALUE", help: "Renamed: \(replacement).", hidden: true)
      : OptionSpec.flag(long, help: "Renamed: \(replacement).", hidden: true)
    spec.renamedTo = replacement
    return spec
  }

  /// Usage errors for options given where they do not apply.
  static func check(_ parsed: ParsedArguments, command: CommandSpec) throws {
    for option in command.options where option.renamedTo != nil && parsed.options[option.long] != nil {
      throw CLIError.usage("--\(option.long) was renamed; use \(option.renamedTo ?? "")")
    }
    let json = parsed.value("format") == "json"
    let hasFormat = command.option(named: "format") != nil
    if parsed.flag("pretty"), hasFormat, !json {
      throw CLIError.usage("--pretty indents JSON output; add --format json (text output is already for people)")
    }
    if parsed.flag("quiet"), json {
      throw CLIError.usage("-q prints no records; --format json prints one per input: give one of them")
    }
    if parsed.flag("quiet"), parsed.flag("verbose") {
      throw CLIError.usage("-q prints no notes and --verbose adds them: give one of them")
    }
  }
}
