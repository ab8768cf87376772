import APSKit

/// `aps validate`: checks payloads against Apple's rules (`ValidationRule.all`, each citing its Apple page) and reports findings
/// compiler-style or as JSON Lines.
enum ValidateCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "validate",
      abstract: "Check payloads against APNs rules: types, sizes, push types and headers.",
      discussion: """
        Each payload is checked as the --push-type given, else as the type inferred from it \
        (liveactivity for event/content-state, widgets for content-changed, background when aps \
        holds only content-available, mdm for an mdm payload, otherwise alert). Header rules \
        run for the header options given (or read from --headers FILE, as 'aps build \
        --headers-out' writes it); a header value with CR, LF, NUL or outside its grammar is \
        an error. --expiration takes UNIX seconds, ISO 8601 or now+1h. A GeTui or JPush push \
        request body is recognised, and the APNs payload the vendor sends from it is checked. \
        Live Activity dates are shown in ISO 8601 beside their numbers. Exit 0 when every \
        payload is valid (warnings allowed unless --strict), 1 otherwise.
        """,
      examples: [
        "aps validate payload.json",
        "aps validate --push-type liveactivity --topic com.example.app.push-type.liveactivity la.json",
        "aps validate --jsonl --format json payloads.jsonl | jq 'select(.valid | not)'",
        "aps validate --rules",
      ],
      options: ValidateOptions.self,
      run: run)
  }

  static func run(_ options: ValidateOptions, io: CommandIO) throws -> ExitCode {
    let records = options.report.records(io)
    if options.rules {
      if let records {
        for rule in ValidationRule.all { records.write(ValidateOutput.ruleJSON(rule)) }
      } else {
        io.stdout.write(ValidateOutput.rulesTable())
      }
      return .ok
    }
    let now = try BuildInput.now(io)
    let makeContext = { (file: HeaderFile?) -> ValidationContext in
      var context = RequestOptions.context(
        options.headers, file: file, payload: nil, deviceToken: options.deviceToken, now: now, asRequest: false)
      context.legacyLimit = options.legacyLimit.flatMap(Int.init)
      return context
    }
    let quiet = options.report.quiet
    var run = ValidateRun(
      context: makeContext(try RequestOptions.headerFile(options.headers.headersFile, io: io)), strict: options.strict,
      quiet: quiet, records: quiet ? nil : records, io: io)
    // No --headers: each payload FILE uses the headers file `build --headers-out` wrote beside it.
    if options.headers.headersFile == nil { run.besideContext = makeContext }
    let reader = PayloadReader(io: io, jsonl: options.jsonl, records: quiet ? nil : records)
    return try reader.run(&run, over: options.files)
  }
}

/// What `aps validate` takes.
struct ValidateOptions: CommandOptions {
  var jsonl = false
  var headers = RequestOptions.Given()
  var deviceToken: String?
  var legacyLimit: String?
  var rules = false
  var strict = false
  var report = ReportOptions()
  var files: [String] = []

  private static let headerFields: [OptionField<RequestOptions.Given>] = [
    .value(\.pushType, .pushType(help: "The apns-push-type to check against.")),
    .value(\.topic, .option("topic", value: "TOPIC", help: "apns-topic header (Safari pushes: web.…).")),
    .value(\.priority, .option("priority", value: "N", help: "apns-priority header: 10, 5 or 1.")),
    .value(\.expiration, RequestOptions.expiration),
    .value(\.collapseID, .option("collapse-id", value: "ID", help: "apns-collapse-id header.")),
    .value(\.apnsID, .option("apns-id", value: "UUID", help: "apns-id header.")),
  ]
  private static let requestFields: [OptionField<Self>] = [
    .value(\.deviceToken, .option("device-token", value: "HEX", help: "Device token of the request."))
  ]
  private static let moreHeaderFields: [OptionField<RequestOptions.Given>] = [
    .value(\.channelID, .option("channel-id", value: "ID", help: "apns-channel-id header (broadcast).")),
    .value(\.headersFile, RequestOptions.headers),
  ]
  private static let checkFields: [OptionField<Self>] = [
    .value(\.legacyLimit, .option("legacy-limit", value: "BYTES", help: "Also check the legacy binary limit.", allowed: ["2048", "256"])),
    .flag(\.rules, .flag("rules", help: "List the rules (id, severity, summary, source) and exit.")),
    .flag(\.strict, .flag("strict", help: "Treat warnings as failures.")),
  ]

  static let fields: [OptionField<Self>] = [
    [.flag(\.jsonl, .jsonlInput)], .group(\.headers, headerFields), requestFields, .group(\.headers, moreHeaderFields),
    checkFields, .group(\.report, ReportOptions.self), [.arguments(\.files, .payloadFiles)],
  ].flatMap { $0 }
}

/// One `aps validate` run over its inputs: the settings, and the tape every record reuses. A value
/// the loop mutates in place: a context captured by the loop's closure would be copied for every
/// record.
struct ValidateRun: PayloadRun {
  let context: ValidationContext
  let strict: Bool
  let quiet: Bool
  let records: JSONRecordWriter?
  let io: CommandIO
  /// Set once a payload fails.
  private(set) var failed = false
  private var tape = JSONTape()
  /// The context for a payload FILE with a headers file beside it (`BesideHeaders`); nil with --headers.
  var besideContext: ((HeaderFile?) -> ValidationContext)?
  /// The context from the headers file beside the last payload FILE, or why it could not be read: found
  /// once per FILE, not again for each of its JSON Lines records (a path built and a `stat` a record
  /// were a sixth of `validate --jsonl`'s instructions).
  private var beside: (path: String, context: Result<ValidationContext?, any Error>)?

  init(context: ValidationContext, strict: Bool, quiet: Bool, records: JSONRecordWriter?, io: CommandIO) {
    self.context = context
    self.strict = strict
    self.quiet = quiet
    self.records = records
    self.io = io
  }

  /// Validates one payload and prints what was found.
  mutating func take(_ input: PayloadRecord) {
    var checked: VendorBodyValidator.Checked
    if besideContext != nil, let path = input.path {
      guard let found = contextBeside(path, input) else { return }
      checked = VendorBodyValidator.validate(input.bytes, context: found, tape: &tape)
    } else {
      checked = VendorBodyValidator.validate(input.bytes, context: context, tape: &tape)
    }
    let valid = checked.report.isValid(strict: strict)
    if !valid { failed = true }
    if quiet { return }
    if checked.locate && !checked.report.diagnostics.isEmpty { checked.report.locate(in: checked.bytes) }
    let dates = ValidateInputs.dates(checked.bytes, tape: tape)
    if let records {
      records.write(ValidateOutput.json(checked.report, input: input, valid: valid, vendor: checked.vendor, dates: dates))
    } else {
      if let vendor = checked.vendor { io.stdout.write(vendor.note(input.label) + "\n") }
      if let datesNote = ValidateInputs.datesNote(input.label, dates) { io.stdout.write(datesNote) }
      io.stdout.write(ValidateOutput.text(checked.report, input: input, valid: valid))
    }
  }

  /// The context of a payload FILE's records: from the headers file beside it, if any, else the run's;
  /// nil, reported and the run failed, when that headers file cannot be read.
  private mutating func contextBeside(_ path: String, _ input: PayloadRecord) -> ValidationContext? {
    if beside?.path != path, let besideContext {
      let io = io
      beside = (path, Result { try BesideHeaders.read(for: path, io: io).map(besideContext) })
    }
    switch beside?.context {
    case .success(let found?): return found
    case .failure(let error):
      failed = true
      _ = ErrorReporter.report(error, file: input.label, line: input.line, records: records, io: io)
      return nil
    default: return context
    }
  }
}
