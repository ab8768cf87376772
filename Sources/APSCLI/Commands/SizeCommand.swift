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
        against 5120 bytes for voip and 4096 for every other push type. As written is the input \
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
      options: [
        .jsonlInput,
        .pushType(help: "The push type whose limit applies (else inferred)."),
        .option("limit", value: "BYTES", help: "Use this limit instead of the push type's."),
        .flag("breakdown", help: "Show the bytes each member contributes, as a tree."),
        .flag("fit", help: "Truncate one text field until the payload fits; print it."),
        .option("field", value: "POINTER", help: "The field --fit truncates (default: the longest alert text)."),
        .option("ellipsis", value: "STR", help: "Appended to a truncated field ('' for none).", default: "…"),
        .quietChecking,
        .textOrJSON,
        .prettyJSON,
      ],
      arguments: [.inputFiles("Payload files; '-' or none reads standard input.")],
      run: run)
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let limit = try arguments.int("limit")
    if let limit, limit < 1 { throw CLIError.usage("--limit takes a positive number of bytes, got \(limit)") }
    var field: JSONPointer?
    if let text = arguments.value("field") {
      do { field = try JSONPointer(text) } catch { throw CLIError.usage("--field: \(error.description)") }
    }
    let options = SizeOptions(
      pushType: arguments.value("push-type").flatMap(PushType.init(rawValue:)), limit: limit,
      breakdown: arguments.flag("breakdown"), fit: arguments.flag("fit"), field: field,
      ellipsis: arguments.value("ellipsis") ?? "…", quiet: arguments.flag("quiet"),
      records: arguments.flag("quiet") ? nil : JSONRecordWriter(arguments, io: io))
    let paths = arguments.positional("FILE")
    let jsonl = arguments.flag("jsonl")
    let labelled = jsonl || paths.count > 1
    var failed = false
    var tape = JSONTape()  // reused by every record
    var line: [UInt8] = []  // reused by every record
    let readCode = try PayloadReader(io: io, jsonl: jsonl, records: options.records).forEach(paths) { input in
      if !measure(input, options: options, labelled: labelled, io: io, tape: &tape, line: &line) { failed = true }
    }
    if readCode != .ok { return readCode }
    return failed ? .failure : .ok
  }

  /// Measures one payload and prints the result; false when it does not fit or is not JSON.
  private static func measure(
    _ input: PayloadRecord, options: SizeOptions, labelled: Bool, io: CommandIO, tape: inout JSONTape,
    line: inout [UInt8]
  ) -> Bool {
    do throws(JSONParseError) {
      try input.bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try tape.scan(buffer) }
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
    // The compact size falls out of the scan; the tree is built only to cut text with --fit.
    let (pushType, breakdown, value): (PushType, SizeBreakdown?, JSONValue?) = input.bytes.withUnsafeBufferPointer { _ in
      tape.withRoot { root in
        (
          options.pushType ?? PushType.infer(payload: root),
          options.breakdown || options.records != nil ? PayloadSize.breakdown(of: root) : nil,
          options.fit ? root.value : nil
        )
      }
    }
    let measured = SizeReport(
      input: input, pushType: pushType, bytes: tape.compactSize,
      asWritten: PayloadSize.writtenSize(of: input.bytes), limit: options.limit ?? pushType.sizeLimit,
      breakdown: breakdown ?? SizeBreakdown(path: "", label: "", bytes: tape.compactSize, punctuation: 0, children: []))
    var fitted: FitResult?
    if options.fit {
      do {
        fitted = try PayloadFitter.fit(value ?? .null, limit: measured.limit, field: options.field, ellipsis: options.ellipsis)
      } catch {
        let diagnostic = DiagnosticText(file: input.name, line: input.line, message: error.message)
        if !options.quiet { io.stderr.write(diagnostic.rendered) }
        options.records?.write(SizeOutput.json(measured, fitted: nil, fitError: error.message))
        return false
      }
    }
    if options.quiet { return fitted != nil || measured.fits }
    if let records = options.records {
      records.write(SizeOutput.json(measured, fitted: fitted))
    } else if let fitted {
      io.stdout.write(JSONPrinter.compactString(fitted.payload) + "\n")
      if fitted.removedCharacters > 0 {
        io.stderr.write(
          DiagnosticText(
            file: input.name, line: input.line, level: .note,
            message: "cut \(fitted.removedCharacters) characters from \(fitted.field); now \(fitted.bytes) of \(measured.limit) bytes"
          ).rendered)
      }
    } else {
      line.removeAll(keepingCapacity: true)
      SizeOutput.appendLine(measured, labelled: labelled, to: &line)
      io.stdout.write(line)
      if options.breakdown { io.stdout.show(SizeOutput.tree(measured.breakdown, total: measured.bytes)) }
    }
    return fitted != nil || measured.fits
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

/// The measurements of one payload.
struct SizeReport {
  var input: PayloadRecord
  var pushType: PushType
  var bytes: Int
  var asWritten: Int
  var limit: Int
  var breakdown: SizeBreakdown

  var fits: Bool { bytes <= limit }
}
