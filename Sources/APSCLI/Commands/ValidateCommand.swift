import APSKit

/// `aps validate`: checks payloads against Apple's rules (reference §11) and reports findings
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
      options: [
        .jsonlInput,
        .pushType(help: "The apns-push-type to check against."),
        .option("topic", value: "TOPIC", help: "apns-topic header (Safari pushes: web.…)."),
        .option("priority", value: "N", help: "apns-priority header: 10, 5 or 1."),
        RequestOptions.expiration,
        .option("collapse-id", value: "ID", help: "apns-collapse-id header."),
        .option("apns-id", value: "UUID", help: "apns-id header."),
        .option("device-token", value: "HEX", help: "Device token of the request."),
        .option("channel-id", value: "ID", help: "apns-channel-id header (broadcast)."),
        RequestOptions.headers,
        .option("legacy-limit", value: "BYTES", help: "Also check the legacy binary limit.", allowed: ["2048", "256"]),
        .flag("rules", help: "List the rules (id, severity, summary, source) and exit."),
        .flag("strict", help: "Treat warnings as failures."),
        .quietChecking,
        .textOrJSON,
        .prettyJSON,
      ],
      arguments: [.inputFiles("Payload files; '-' or none reads standard input.")],
      run: run)
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws -> ExitCode {
    if arguments.flag("rules") {
      if let records = JSONRecordWriter(arguments, io: io) {
        for rule in ValidationRule.all { records.write(ValidateOutput.ruleJSON(rule)) }
      } else {
        io.stdout.write(ValidateOutput.rulesTable())
      }
      return .ok
    }
    var settings = RequestOptions.context(
      arguments, file: try RequestOptions.headerFile(arguments, io: io), payload: nil,
      deviceToken: arguments.value("device-token"), now: BuildInput.now(environment: io.environment), asRequest: false)
    settings.legacyLimit = try arguments.int("legacy-limit")
    // A constant for the loop: a `var` captured by it was copied (and destroyed) for every record.
    let context = settings
    let strict = arguments.flag("strict")
    let quiet = arguments.flag("quiet")
    var allValid = true
    let records = quiet ? nil : JSONRecordWriter(arguments, io: io)
    let reader = PayloadReader(io: io, jsonl: arguments.flag("jsonl"), records: records)
    var tape = JSONTape()  // reused by every record
    let readCode = try reader.forEach(arguments.positional("FILE")) { input in
      let (bytes, vendor, locate) = ValidateInputs.apnsBytes(input)
      var report = PayloadValidator.validate(bytes, context: context, reusing: &tape)
      let valid = report.isValid(strict: strict)
      allValid = allValid && valid
      if quiet { return }
      if !report.diagnostics.isEmpty && locate { report.locate(in: bytes) }
      if let records {
        records.write(ValidateOutput.json(report, input: input, valid: valid, vendor: vendor, dates: ValidateInputs.dates(bytes)))
      } else {
        if let vendor { io.stdout.write(vendor.note(input.label) + "\n") }
        if let datesNote = ValidateInputs.datesNote(input.label, ValidateInputs.dates(bytes)) { io.stdout.write(datesNote) }
        io.stdout.write(ValidateOutput.text(report, input: input, valid: valid))
      }
    }
    if readCode != .ok { return readCode }
    return allValid ? .ok : .failure
  }
}
