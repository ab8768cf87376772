import APSKit

/// What `aps fmt` was asked to do, checked for conflicts (usage errors, exit 64) before any input is read.
struct FmtSettings {
  enum Mode {
    /// Print the formatted text on standard output.
    case print
    /// Rewrite each FILE in place when its text changes.
    case write
    /// List the inputs whose text would change; write nothing.
    case check
  }

  var mode: Mode
  var jsonLines: Bool
  var allowDuplicates: Bool
  /// The layout for standard output (colours included when enabled).
  var printer: JSONPrinter
  /// The same layout without colours: what `--write` stores and `--check` compares.
  var plainPrinter: JSONPrinter

  init(_ parsed: ParsedArguments, io: CommandIO) throws {
    let write = parsed.flag("write")
    let check = parsed.flag("check")
    if write && check {
      throw CLIError.usage("--write and --check cannot be combined: --check only reports, --write rewrites")
    }
    mode = write ? .write : check ? .check : .print
    jsonLines = parsed.flag("jsonl")
    allowDuplicates = parsed.flag("allow-duplicates")

    var options = JSONPrinter.Options(
      indent: try Self.indent(parsed), sortKeys: parsed.flag("sort-keys"), asciiOnly: parsed.flag("ascii"))
    plainPrinter = JSONPrinter(options: options)
    // fmt's own --color, else the global one, else auto.
    let when = parsed.flag("color") ? parsed.value("color") : io.colorWhen
    if mode == .print, ColorPolicy.enabled(when, isTerminal: io.stdoutIsTerminal, io: io) { options.colors = .standard }
    // On a terminal, C1 and bidi controls in strings are written as \uXXXX (the same JSON value):
    // U+009B would start an escape sequence there. Files and pipes keep the bytes exactly.
    options.escapesTerminalControls = mode == .print && io.stdoutIsTerminal
    printer = JSONPrinter(options: options)
  }

  /// `--indent 0` is compact, as in jq; `-c`, `--tab` and an explicit `--indent` exclude each other.
  private static func indent(_ parsed: ParsedArguments) throws -> JSONPrinter.Options.Indent {
    let compact = parsed.flag("compact")
    let tab = parsed.flag("tab")
    let explicitIndent = parsed.flag("indent")
    let chosen = [compact ? "--compact" : nil, tab ? "--tab" : nil, explicitIndent ? "--indent" : nil]
      .compactMap { $0 }
    if chosen.count > 1 {
      throw CLIError.usage("\(chosen.joined(separator: " and ")) cannot be combined; choose one layout")
    }
    if compact { return .compact }
    if tab { return .tab }
    let width = try parsed.int("indent") ?? 2
    guard (0...16).contains(width) else {
      throw CLIError.usage("--indent takes 0 to 16 spaces, got '\(parsed.value("indent") ?? "")'")
    }
    return width == 0 ? .compact : .spaces(width)
  }
}
