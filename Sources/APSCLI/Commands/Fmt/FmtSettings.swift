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

  init(_ options: FmtOptions, io: CommandIO) throws {
    if options.write && options.check {
      throw CLIError.usage("--write and --check cannot be combined: --check only reports, --write rewrites")
    }
    mode = options.write ? .write : options.check ? .check : .print
    jsonLines = options.jsonl
    allowDuplicates = options.allowDuplicates

    var layout = JSONPrinter.Options(indent: try Self.indent(options), sortKeys: options.sortKeys, asciiOnly: options.ascii)
    plainPrinter = JSONPrinter(options: layout)
    // fmt's own --color, else the global one, else auto.
    let when = options.color ?? io.colorWhen
    if mode == .print, ColorPolicy.enabled(when, isTerminal: io.stdoutIsTerminal, io: io) { layout.colors = .standard }
    // On a terminal, C1 and bidi controls in strings are written as \uXXXX (the same JSON value):
    // U+009B would start an escape sequence there. Files and pipes keep the bytes exactly.
    layout.escapesTerminalControls = mode == .print && io.stdoutIsTerminal
    printer = JSONPrinter(options: layout)
  }

  /// `--indent 0` is compact, as in jq; `-c`, `--tab` and an explicit `--indent` exclude each other.
  private static func indent(_ options: FmtOptions) throws -> JSONPrinter.Options.Indent {
    let chosen = [
      options.compact ? "--compact" : nil, options.tab ? "--tab" : nil, options.indent != nil ? "--indent" : nil,
    ].compactMap { $0 }
    if chosen.count > 1 {
      throw CLIError.usage("\(chosen.joined(separator: " and ")) cannot be combined; choose one layout")
    }
    if options.compact { return .compact }
    if options.tab { return .tab }
    guard let text = options.indent else { return .spaces(2) }
    guard let width = Int(text) else { throw CLIError.usage("--indent takes a whole number, got '\(text)'") }
    guard (0...16).contains(width) else {
      throw CLIError.usage("--indent takes 0 to 16 spaces, got '\(text)'")
    }
    return width == 0 ? .compact : .spaces(width)
  }
}
