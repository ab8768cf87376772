import APSKit

/// `aps size`: the bytes APNs counts (the compact form) against the push type's limit, what
/// takes the room (`--breakdown`), and a payload cut down to fit (`--fit`).
enum SizeCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "size",
      abstract: "Measure payloads as APNs counts them; show what takes the room; cut to fit.",
      discussion: """
        The size that counts is the UTF-8 bytes of the compact form (what 'aps fmt -c' prints), \
        against 5120 bytes for voip and 4096 for every other push type: the push type is \
        --push-type, else the apns-push-type of --headers FILE (as 'aps build --headers-out' \
        writes it; a VoIP payload cannot be told from its keys), else inferred. As written is the input \
        without its trailing newline. --fit truncates one text field on character (grapheme) \
        boundaries and prints the fitted payload. Exit 1 when a payload is over the limit or \
        cannot be fitted.
        """,
      examples: [
        "aps size payload.json",
        "aps size --breakdown payload.json",
        "aps size --fit --ellipsis '...' payload.json > fitted.json",
        "aps size --jsonl --format json payloads.jsonl | jq -c 'select(.fits | not)'",
      ],
      options: SizeArguments.self,
      run: run)
  }

  static func run(_ arguments: SizeArguments, io: CommandIO) throws -> ExitCode {
    let limit = arguments.limit
    if let limit, limit < 1 { throw CLIError.usage("--limit takes a positive number of bytes, got \(limit)") }
    var field: JSONPointer?
    if let text = arguments.field {
      do { field = try JSONPointer(text) } catch { throw CLIError.usage("--field: \(error.description)") }
    }
    let headers = try RequestOptions.headerFile(arguments.headersFile, io: io)
    let options = SizeOptions(
      pushType: (arguments.pushType ?? headers?["apns-push-type"]).flatMap(PushType.init(rawValue:)), limit: limit,
      breakdown: arguments.breakdown, fit: arguments.fit, field: field,
      ellipsis: arguments.ellipsis, quiet: arguments.report.quiet,
      records: arguments.report.quiet ? nil : arguments.report.records(io))
    var run = SizeRun(options: options, labelled: arguments.jsonl || arguments.files.count > 1, io: io)
    return try PayloadReader(io: io, jsonl: arguments.jsonl, records: options.records).run(&run, over: arguments.files)
  }
}

/// What `aps size` takes on the command line.
struct SizeArguments: CommandOptions {
  var jsonl = false
  var pushType: String?
  var headersFile: String?
  var limit: Int?
  var breakdown = false
  var fit = false
  var field: String?
  var ellipsis = "…"
  var report = ReportOptions()
  var files: [String] = []

  private static let own: [OptionField<Self>] = [
    .flag(\.jsonl, .jsonlInput),
    .value(\.pushType, .pushType(help: "The push type whose limit applies (default: --headers, else inferred).")),
    .value(\.headersFile, RequestOptions.headers),
    .int(\.limit, .option("limit", value: "BYTES", help: "Use this limit instead of the push type's.")),
    .flag(\.breakdown, .flag("breakdown", help: "Show the bytes each member contributes, as a tree.")),
    .flag(\.fit, .flag("fit", help: "Truncate one text field until the payload fits; print it.")),
    .value(\.field, .option("field", value: "POINTER", help: "The field --fit truncates (default: the longest alert text).")),
    .value(\.ellipsis, .option("ellipsis", value: "STR", help: "Appended to a truncated field ('' for none).", default: "…")),
  ]
  static let fields: [OptionField<Self>] = own + .group(\.report, ReportOptions.self) + [.arguments(\.files, .payloadFiles)]
}

/// One `aps size` run over its inputs: the options, and what every record reuses (the measurer's
/// tape, the label of the input). A value the loop mutates in place, so no record copies the options.
struct SizeRun: PayloadRun {
  let options: SizeOptions
  let labelled: Bool
  let io: CommandIO
  /// Set once a payload does not fit or is not JSON.
  private(set) var failed = false
  private var measurer: PayloadMeasurer
  /// The input's name as shown on a terminal (`TerminalText.visible`), worked out once per input.
  private var label: (name: String, visible: [UInt8])?

  init(options: SizeOptions, labelled: Bool, io: CommandIO) {
    self.options = options
    self.labelled = labelled
    self.io = io
    measurer = PayloadMeasurer(
      pushType: options.pushType, limit: options.limit, breakdown: options.breakdown || options.records != nil,
      fit: options.fit ? (options.field, options.ellipsis) : nil)
  }

  /// Measures one payload and prints the result; notes a failure when it does not fit or is not JSON.
  mutating func take(_ input: PayloadRecord) {
    if !measured(input) { failed = true }
  }

  private mutating func measured(_ input: PayloadRecord) -> Bool {
    let measured: SizeReport
    let fitting: Result<FitResult, FitError>?
    do throws(JSONParseError) {
      (measured, fitting) = try measurer.measure(input.bytes)
    } catch {
      var diagnostic = DiagnosticText(
        file: input.name, line: (input.line ?? 1) + error.location.line - 1, column: error.location.column,
        message: error.message)
      diagnostic.excerpt = input.bytes.withUnsafeBufferPointer { SourceExcerpt.lines(at: error.location, in: $0) }
      if !options.quiet {
        _ = ErrorReporter.report(InputFailure(diagnostic), file: input.name, line: input.line, records: options.records, io: io)
      }
      return false
    }
    var fitted: FitResult?
    if let fitting {
      do {
        fitted = try fitting.get()
      } catch {
        let diagnostic = DiagnosticText(file: input.name, line: input.line, message: error.message)
        if !options.quiet { io.stderr.write(diagnostic.rendered) }
        options.records?.write(SizeOutput.json(measured, input: input, fitted: nil, fitError: error.message))
        return false
      }
    }
    // -q: the fitted payload is what --fit makes, so it is printed; the verdict and notes are not.
    if options.quiet, fitted == nil { return measured.fits }
    if !options.quiet { noteDuplicates(measured.duplicateKeys, in: input) }
    if let records = options.records {
      records.write(SizeOutput.json(measured, input: input, fitted: fitted))
    } else if let fitted {
      io.stdout.write(io.stdoutJSON(fitted.compact))
      io.stdout.write(byte: UInt8(ascii: "\n"))
      if fitted.removedCharacters > 0 && !options.quiet {
        io.stderr.write(
          DiagnosticText(
            file: input.name, line: input.line, level: .note,
            message: "cut \(fitted.removedCharacters) characters from \(fitted.field); now \(fitted.bytes) of \(measured.limit) bytes"
          ).rendered)
      }
    } else {
      SizeOutput.writeLine(measured, label: labelled ? visibleName(input) : nil, line: input.line, to: io.stdout)
      if let breakdown = measured.breakdown { io.stdout.show(SizeOutput.tree(breakdown, total: measured.bytes)) }
    }
    return fitted != nil || measured.fits
  }

  /// A repeated key does not change the measure (APNs receives every copy), but the payload is
  /// not what its author meant: say so once per key, as `validate` would fail it.
  private func noteDuplicates(_ duplicates: [JSONDuplicateKey], in input: PayloadRecord) {
    let shift = (input.line ?? 1) - 1
    for duplicate in duplicates {
      io.stderr.write(
        DiagnosticText(
          file: input.name, line: duplicate.location.line + shift, column: duplicate.location.column, level: .note,
          message: "\(duplicate.message(lineOffset: shift)): both copies are sent and counted, and receivers disagree on which one wins ('aps validate' fails it)"
        ).rendered)
    }
  }

  /// The input's name for the start of a line: sanitized as `OutputSink.show` would (escapes are per
  /// scalar, so escaping the name alone gives the bytes escaping the whole line would).
  private mutating func visibleName(_ input: PayloadRecord) -> [UInt8] {
    if let label, label.name == input.name { return label.visible }
    let visible = Array(TerminalText.visible(input.name).utf8)
    label = (input.name, visible)
    return visible
  }
}

/// The options of one `aps size` run.
struct SizeOptions {
  var pushType: PushType?
  var limit: Int?
  var breakdown: Bool
  var fit: Bool
  var field: JSONPointer?
  var ellipsis: String
  var quiet: Bool
  /// Set with `--format json`.
  var records: JSONRecordWriter?
}
