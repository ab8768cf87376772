import APSKit

/// What `aps fmt` takes.
struct FmtOptions: CommandOptions {
  var compact = false
  var indent: String?
  var tab = false
  var sortKeys = false
  var ascii = false
  var color: String?
  var write = false
  var check = false
  var quiet = false
  var jsonl = false
  var allowDuplicates = false
  var outputFile = false
  var files: [String] = []

  static let fields: [OptionField<Self>] = [
    .flag(\.compact, .flag("compact", short: "c", help: "Print each payload on one line with no spaces (as sent).")),
    .given(\.indent, .option("indent", value: "N", help: "Indent by N spaces, 0 to 16 (0 is --compact).", default: "2")),
    .flag(\.tab, .flag("tab", help: "Indent with one tab per level.")),
    .flag(\.sortKeys, .flag("sort-keys", short: "S", help: "Sort object keys by their UTF-8 bytes.")),
    .flag(\.ascii, .flag("ascii", help: "Escape non-ASCII characters as \\uXXXX.")),
    .given(
      \.color,
      .option(
        "color", value: "WHEN",
        help: "When to colour the output; auto: on a terminal, unless NO_COLOR is set or TERM=dumb.",
        allowed: ["auto", "always", "never"], default: "auto")),
    .flag(\.write, .flag("write", short: "w", help: "Rewrite each FILE in place (atomically) when it changes.")),
    .flag(\.check, .flag("check", help: "List the inputs that are not formatted and exit 1; write nothing.")),
    .flag(\.quiet, OutputConventions.quiet),
    .flag(\.jsonl, .flag("jsonl", help: "Read JSON Lines: one payload per line.")),
    .flag(\.allowDuplicates, .flag("allow-duplicates", help: "Keep keys repeated in one object instead of failing.")),
    .outputFileGiven(\.outputFile),
    .arguments(\.files, .inputFiles()),
  ]
}

/// `aps fmt`: pretty-prints or compacts JSON payloads byte-exactly (order, repeated keys and number
/// lexemes kept), rewrites files in place, or checks that they are formatted.
enum FmtCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "fmt",
      abstract: "Pretty-print, compact or check JSON payloads.",
      discussion: """
        Reads each FILE (standard input when none or '-') and prints it formatted. Object members \
        keep their order and numbers keep every digit (1.0 stays 1.0, a JPush _j_msgid stays \
        exact), so 'aps fmt -c' prints exactly the bytes a push provider sends. Strings escape only \
        what JSON requires unless --ascii. The output always ends with a newline.

        --check lists each input that is not formatted as 'would reformat FILE' on standard output \
        (one a line, as gofmt -l does) and exits 1; nothing is written. --write rewrites each FILE \
        in place through a temporary file and a rename, keeping its permissions, and only when its \
        text changes; a file with an error is left untouched. --indent 0 is the same as --compact. \
        Output is text: each payload ends with a newline, with -o FILE too ('aps build -o' writes \
        the bytes to send, without one).

        A syntax error prints FILE:LINE:COLUMN, the line and a caret, and exits 1. A key repeated in \
        one object is an error unless --allow-duplicates (both members are then kept, in order). \
        With --jsonl every line is one payload (blank lines are skipped); a bad line is reported \
        with its line number and the rest are still formatted, and the exit status is 1.
        """,
      examples: [
        "aps fmt payload.json",
        "echo '{\"aps\":{\"badge\":1.0,\"alert\":\"hi\"},\"_j_msgid\":36028797545517863}' | aps fmt -c",
        "aps fmt -w --indent 4 payloads/*.json",
        "aps fmt --check payloads/*.json || echo 'run aps fmt -w'",
        "aps fmt -c --jsonl pushes.jsonl > compact.jsonl",
      ],
      options: FmtOptions.self,
      run: run)
  }

  static func run(_ options: FmtOptions, io: CommandIO) throws -> ExitCode {
    let settings = try FmtSettings(options, io: io)
    let paths = io.inputPaths(options.files)
    if settings.mode != .print, options.outputFile {
      throw CLIError.usage("-o/--output takes the formatted text; --write and --check print none")
    }
    if settings.mode == .write, paths.contains("-") {
      throw CLIError.usage("--write rewrites files in place; give FILE arguments (standard input cannot be rewritten)")
    }
    var status = ExitCode.ok
    var out: [UInt8] = []
    out.reserveCapacity(1 << 17)
    for path in paths {
      if io.stdout.isClosed { break }
      do {
        let source = settings.mode == .write ? try io.openForRewriting(path) : try io.open(path, what: "the JSON")
        out.removeAll(keepingCapacity: true)
        if settings.mode == .print {
          status = ExitStatus.worse(status, try printFormatted(source, name: io.displayName(path), settings, quiet: options.quiet, io: io, out: &out))
        } else {
          status = ExitStatus.worse(status, try rewriteOrCheck(source, path: path, settings, quiet: options.quiet, io: io, out: &out))
        }
      } catch {
        status = ExitStatus.worse(status, ErrorReporter.report(error, path: [], io: io))
      }
    }
    return status
  }

  /// Formats one input onto standard output.
  private static func printFormatted(
    _ source: ByteSource, name: String, _ settings: FmtSettings, quiet: Bool, io: CommandIO, out: inout [UInt8]
  ) throws -> ExitCode {
    var formatter = FmtFormatter(
      printer: settings.printer, allowDuplicates: settings.allowDuplicates, diagnostics: io.stderr)
    formatter.notes = !quiet
    if settings.jsonLines {
      return try formatter.formatLines(source, name: name, into: &out, flushingTo: io.stdout) ? .ok : .failure
    }
    let bytes = try source.readAll(workingMemory: WorkingMemory.streamedPerInputByte)
    return bytes.withUnsafeBufferPointer { formatter.format($0, name: name, to: io.stdout) } ? .ok : .failure
  }

  /// `--check` and `--write`: formats the whole input in memory and compares it with the original.
  private static func rewriteOrCheck(
    _ source: ByteSource, path: String, _ settings: FmtSettings, quiet: Bool, io: CommandIO, out: inout [UInt8]
  ) throws -> ExitCode {
    let name = io.displayName(path)
    var formatter = FmtFormatter(
      printer: settings.plainPrinter, allowDuplicates: settings.allowDuplicates, diagnostics: io.stderr)
    formatter.notes = !quiet
    let bytes = try source.readAll()
    let formatted =
      settings.jsonLines
      ? try formatter.formatLines(ByteSource(bytes: bytes, name: name), name: name, into: &out)
      : bytes.withUnsafeBufferPointer { formatter.format($0, name: name, into: &out) }
    guard formatted else { return .failure }
    guard out != bytes else { return .ok }
    if settings.mode == .check {
      if !quiet { io.stdout.write("would reformat \(TerminalText.visible(name))\n") }
      return .failure
    }
    try AtomicFileWriter.rewrite(out, path: path)
    return .ok
  }
}
