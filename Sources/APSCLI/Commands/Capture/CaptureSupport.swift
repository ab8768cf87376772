import APSKit

/// How a capture command reads its inputs: the options every capture command shares.
struct CaptureReading: CommandOptions {
  var from: String?
  var strings = false
  var quiet = false
  var allowDuplicates = false
  var verbose = false
  var format: String?
  var pretty = false
  var files: [String] = []
  /// Name a capture's sender from the mark before it (inspect; no option).
  var sendersFromContext = false

  static let fields: [OptionField<Self>] = [CaptureSupport.fromField] + CaptureSupport.readingFlags() + [CaptureSupport.filesField]

  /// `--format json`: one record per input through the one JSON writer.
  func records(_ io: CommandIO) -> JSONRecordWriter? {
    format == "json" ? JSONRecordWriter(io: io, pretty: pretty) : nil
  }
}

/// What the capture commands share: the `--from`/`--strings` options, reading one input into a
/// `Capture`, printing notes, and mapping reader errors to `file:line:column: message` (exit 1).
enum CaptureSupport {
  static var fromOption: OptionSpec {
    .option(
      "from", value: "FORM", help: "Read the input as this form instead of detecting it.",
      allowed: CaptureForm.allCases.map(\.rawValue))
  }

  static var stringsOption: OptionSpec {
    .flag(
      "strings",
      help: "Keep every scalar of an NSLog description a string (a description cannot tell the string \"1111\" from the number 1111).")
  }

  static var allowDuplicatesOption: OptionSpec {
    .flag("allow-duplicates", help: "Keep keys repeated in one dictionary (both, in order) instead of failing, as 'aps fmt' does.")
  }

  static var verboseOption: OptionSpec {
    .flag("verbose", short: "v", help: "Also print notes: the guesses made, the capture forms tried on each input and what each made of it.")
  }

  static var quietOption: OptionSpec { OutputConventions.quiet }

  static var formatOption: OptionSpec { .textOrJSON }

  /// The reading flags every capture command takes, after `--from`: `--strings`, `-q` (where the command
  /// has it), `--allow-duplicates`, `--verbose`. One list, so the commands cannot drift apart.
  static func readingFlags(quiet: Bool = true) -> [OptionField<CaptureReading>] {
    // One literal per case: the command tree is built at every start, and each concatenation copies.
    quiet
      ? [.flag(\.strings, stringsOption), .flag(\.quiet, quietOption), .flag(\.allowDuplicates, allowDuplicatesOption), .flag(\.verbose, verboseOption)]
      : [.flag(\.strings, stringsOption), .flag(\.allowDuplicates, allowDuplicatesOption), .flag(\.verbose, verboseOption)]
  }

  /// `--from FORM`.
  static let fromField = OptionField<CaptureReading>.value(\.from, fromOption)
  /// `--format text|json` and `--pretty`.
  static let recordFields: [OptionField<CaptureReading>] = [.value(\.format, formatOption), .flag(\.pretty, .prettyJSON)]
  /// The input files.
  static let filesField = OptionField<CaptureReading>.arguments(\.files, .inputFiles())

  /// Reads every input named by FILE (or standard input) as a capture and calls `body` with it.
  /// An input that cannot be opened or read, or that `body` rejects, is reported (and, with
  /// `--format json`, gets its failure record) and the others still run; the exit code is the
  /// worst met.
  /// `silent` (inspect -q) reports no checking failure (exit 1): the exit code alone tells; an
  /// input that cannot be opened is still reported.
  /// `stream` (inspect, convert): an input may hold many captures, each read and reported on its
  /// own with the line it starts on (`body`'s third argument, nil when the input is one capture);
  /// `follow` reads them as they arrive (a live `log stream`), flushing after each.
  /// `--follow`: `inspect` and `convert` read a live stream with the one streaming reader.
  /// A flag, not automatic: a pipe from `log stream` and one from `cat` look the same.
  static let followOption = OptionSpec.flag(
    "follow", short: "f", help: "Read a live stream (log stream … | aps inspect -f) and handle each capture as it arrives.")

  static func forEachCapture(
    _ reading: CaptureReading, io: CommandIO, silent: Bool = false, stream: Bool = false, follow: Bool = false,
    _ body: (Capture, String, Int?) throws -> ExitCode
  ) throws -> ExitCode {
    var reader = CaptureReader(stringsOnly: reading.strings, allowDuplicates: reading.allowDuplicates)
    reader.readsSenderContext = reading.sendersFromContext
    let form = reading.from.flatMap(CaptureForm.init(rawValue:))
    let records = reading.records(io)
    var worst = ExitCode.ok
    /// One segment: its capture to `body`, or its error reported (exit 1) with its line.
    func handle(_ segment: CaptureSegment, name: String, line: Int?, emptyInput: Bool = false) throws {
      do {
        switch segment.result {
        case .success(let capture):
          // Notes are guesses to review, not problems: only with --verbose (inspect shows them in its report).
          if reading.verbose && !reading.quiet { printNotes(capture.notes, file: name, io: io) }
          worst = ExitStatus.worse(worst, try body(capture, name, line))
        case .failure(let error):
          var failure = CaptureFailure(file: name, error: error)
          // An empty input is placed at 1:1, as the JSON readers place it.
          failure.isEmptyInput = emptyInput
          throw failure
        }
      } catch let error as ReportableError where error.exitCode != .usage && error.exitCode != .ioError {
        worst = ExitStatus.worse(
          worst,
          silent && error.exitCode == .failure
            ? error.exitCode : ErrorReporter.report(error, file: name, line: line, records: records, io: io))
      }
    }
    for path in io.inputPaths(reading.files) {
      if io.stdout.isClosed { break }
      let name = io.displayName(path)
      do {
        let source = try io.open(path, what: "the capture")
        // A live input (`--follow`) is a stream read piece by piece in flat memory, each capture
        // handled as it arrives. Any other is read as one input: whole when it is one capture
        // (its size never changes what it reads as), or as a log in bounded memory once what was
        // read shows it is one (`CaptureLogReader`); `--verbose` lists the forms tried on all of it.
        if follow {
          try followStream(source, reader: reader, form: form, io: io) { try handle($0, name: name, line: $0.line) }
          continue
        }
        if stream && !(reading.verbose && form == nil) {
          try readLog(source, reader: reader, form: form, io: io) { segment, several, empty in
            try handle(segment, name: name, line: several ? segment.line : nil, emptyInput: empty)
          }
          continue
        }
        let bytes = try source.readAll()
        if reading.verbose && form == nil {
          io.stderr.write(DiagnosticText(file: name, level: .note, message: "detected \(reader.detect(bytes).rawValue); forms tried:").rendered)
          for line in reader.formsTried(bytes, spelling: \.spelled) { io.stderr.write("  " + TerminalText.visible(line) + "\n") }
        }
        let emptyInput = bytes.allSatisfy(Self.isSpace)
        guard stream else {
          try handle(
            CaptureSegment(line: 1, result: CaptureReader.catching { () throws(CaptureError) in try reader.read(bytes, as: form) }),
            name: name, line: nil, emptyInput: emptyInput)
          continue
        }
        let segments = reader.segments(bytes, as: form)
        for segment in segments {
          if io.stdout.isClosed { break }
          try handle(segment, name: name, line: segments.count > 1 ? segment.line : nil, emptyInput: emptyInput)
        }
      } catch let error as ReportableError where error.exitCode != .usage && error.exitCode != .ioError {
        worst = ExitStatus.worse(
          worst,
          silent && error.exitCode == .failure
            ? error.exitCode : ErrorReporter.report(error, file: name, records: records, io: io))
      }
    }
    return worst
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

  /// A live stream: each capture to `body` as soon as its last line is in, then flushed.
  private static func followStream(
    _ source: ByteSource, reader: CaptureReader, form: CaptureForm?, io: CommandIO, _ body: (CaptureSegment) throws -> Void
  ) throws {
    var streamReader = CaptureStreamReader(reader: reader, form: form)
    try source.forEachChunk(while: { !io.stdout.isClosed }) { chunk in
      for segment in streamReader.feed(chunk) {
        try body(segment)
        io.stdout.flush()
      }
    }
    for segment in streamReader.finish() { try body(segment) }
  }

  /// One input read as `segments(_:)` reads it whole, in pieces (`CaptureLogReader`): `body` gets
  /// each segment, whether the input holds several, and whether it is empty (spaces only).
  /// Held whole, the input gets `readAll`'s limits: its length, and the working memory to read it.
  private static func readLog(
    _ source: ByteSource, reader: CaptureReader, form: CaptureForm?, io: CommandIO,
    _ body: (CaptureSegment, Bool, Bool) throws -> Void
  ) throws {
    var log = CaptureLogReader(reader: reader, form: form, expectedLength: source.length)
    var several = false
    var held = 0
    var empty = true
    // A stream of unknown length that is no log is gathered in capped chunks, as `readAll` does.
    let gatherWhole = { (log: CaptureLogReader) in log.holdsWhole && source.length == nil }
    try source.forEachChunk(while: { !io.stdout.isClosed && !gatherWhole(log) }) { chunk in
      if empty { empty = chunk.allSatisfy(isSpace) }
      let segments = log.feed(chunk)
      if !log.isStreaming {
        held += chunk.count
        if held > ByteSource.maximumLength { throw source.tooLong("the input", limit: ByteSource.maximumLength) }
      }
      // The reader gives segments out only once there are at least two.
      several = several || !segments.isEmpty
      for segment in segments where !io.stdout.isClosed { try body(segment, true, false) }
    }
    if gatherWhole(log) {
      let bytes = try source.readAll(limit: ByteSource.maximumLength, after: log.takeHeld())
      try source.checkWorkingMemory(bytes.count)
      let segments = reader.segments(bytes, as: form)
      let blank = empty && bytes.allSatisfy(isSpace)
      for segment in segments where !io.stdout.isClosed { try body(segment, segments.count > 1, blank) }
      return
    }
    if !log.isStreaming { try source.checkWorkingMemory(held) }
    let rest = log.finish()
    several = several || rest.count > 1
    for segment in rest where !io.stdout.isClosed { try body(segment, several, empty) }
  }

  /// At most 8 keys, each cut to 40 characters, and how many more: what an error quotes stays
  /// short whatever the input (a 1 M-key payload once printed an 8.9 MB line).
  static func keyList(_ keys: [String]) -> String {
    guard !keys.isEmpty else { return "none" }
    let shown = keys.prefix(8).map { CaptureText.abbreviated($0, limit: 40) }.joined(separator: ", ")
    return keys.count > 8 ? shown + " and \(keys.count - 8) more" : shown
  }

  /// `file:20:13: note: /pointer: message`, in the one diagnostic layout.
  static func printNotes(_ notes: [CaptureNote], file: String, io: CommandIO) {
    for note in notes {
      io.stderr.write(noteDiagnostic(note, file: file).rendered)
    }
  }

  static func noteDiagnostic(_ note: CaptureNote, file: String) -> DiagnosticText {
    let pointer = note.pointer.map { ($0.description.isEmpty ? "(root)" : $0.description) + ": " } ?? ""
    return DiagnosticText(
      file: file, line: note.location?.line, column: note.location?.column, level: .note,
      message: pointer + note.message.description)
  }

  /// A vendor's findings in the one layout (`FILE:LINE:COL: error[getui]: /path: message`).
  static func printFindings(_ findings: [Diagnostic], file: String, io: CommandIO) {
    for finding in findings {
      io.stderr.write(ValidateOutput.diagnosticText(finding, file: file, inputLine: nil).rendered)
    }
  }

  /// Compact or pretty (2 spaces) JSON text ending with a newline.
  static func json(_ value: JSONValue, compact: Bool) -> String {
    (compact ? JSONPrinter.compactString(value) : JSONPrinter.prettyString(value)) + "\n"
  }

  /// The payload bytes of a capture: the bytes it carried, else its value as compact JSON (printed
  /// once, when it was read).
  static func payloadBytes(_ capture: Capture) -> [UInt8]? {
    if let bytes = capture.bytes { return bytes }
    if let line = capture.logLine { return Array(line.payload.utf8) }
    return capture.compactJSON
  }

  /// The error for a capture that holds text where JSON is needed.
  static func needsJSON(_ capture: Capture, file: String, what: String) -> InputFailure {
    InputFailure(
      file: file,
      message: "\(what) needs JSON, but the capture (\(capture.form.rawValue)) holds text that is not JSON: "
        + (capture.jsonError ?? "no JSON value"),
      hint: "use --to hex/base64/nsdata for its bytes, or 'aps getui decode' for its text")
  }

  /// `field   value   meaning` lines, aligned.
  static func fieldLines(_ fields: [ExplainedField], indent: String = "  ") -> String {
    let pathWidth = min(28, fields.map { TextWrapper.displayWidth($0.path) }.max() ?? 0)
    let valueWidth = min(36, fields.map { TextWrapper.displayWidth(short($0.value)) }.max() ?? 0)
    var out = ""
    for field in fields {
      out += indent + pad(field.path, pathWidth) + "  " + pad(short(field.value), valueWidth) + "  " + field.meaning
      out += "\n"
    }
    return out
  }

  private static func short(_ value: String) -> String {
    value.count > 36 ? String(value.prefix(35)) + "…" : value
  }

  /// `text` padded with spaces to `width` terminal columns (CJK counts two).
  static func pad(_ text: String, _ width: Int) -> String {
    let used = TextWrapper.displayWidth(text)
    return used >= width ? text : text + String(repeating: " ", count: width - used)
  }

  /// `{"name","path","value","meaning"}`: `path` is the JSON Pointer of the value (or of the value
  /// it is worked out from: `taskId` from `/_gmid_`), null for text from no JSON value; `value`
  /// is the value itself, uncut, with its JSON type.
  static func fieldsJSON(_ fields: [ExplainedField]) -> JSONValue {
    .array(fields.map {
      .object([
        JSONMember("name", .string($0.path)), JSONMember("path", $0.pointer.map(JSONValue.string) ?? .null),
        JSONMember("value", $0.json), JSONMember("meaning", .string($0.meaning)),
      ])
    })
  }

  static func notesJSON(_ notes: [CaptureNote]) -> JSONValue {
    .array(notes.map { .string($0.spelled) })
  }
}

/// A capture that could not be read: `file:line:column: error: message`, exit 1.
struct CaptureFailure: LocatedError {
  var file: String
  var error: CaptureError
  var isEmptyInput = false
  var exitCode: ExitCode { .failure }
  var diagnostic: DiagnosticText {
    let (line, column) = error.location.map { ($0.line, $0.column) } ?? (isEmptyInput ? (1, 1) : (nil, nil))
    return DiagnosticText(file: file, line: line, column: column, message: error.message.description)
  }
  var message: String { diagnostic.rendered }
}
