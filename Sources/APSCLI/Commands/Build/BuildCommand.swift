import APSKit

/// `aps build`: a payload from a template and flags, validated, as the exact bytes to send.
enum BuildCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "build",
      abstract: "Build a payload from a template and flags; validated, compact, ready to send.",
      discussion: """
        Starts from --template (with its variables) or from an empty object, then applies the \
        flags in the order listed here, so flags override the template: the aps and alert keys, \
        --critical-sound, --custom and --custom-json (keys beside aps), then --set and --set-json \
        (any place, by JSON Pointer). Values are never pasted into JSON text: quotes, backslashes, \
        braces and newlines stay inside their strings.

        The result is validated for --push-type (else the template's push type, else the one \
        the payload implies); errors are printed and nothing is written (exit 1). Output is one \
        compact line, exactly the bytes to send: -o FILE writes them without a final newline, \
        atomically, because 'curl --data-binary @FILE' and 'xcrun simctl push' send a file as it \
        is (unlike 'aps fmt -o', whose output is text for editors and diffs and ends with one); \
        --pretty indents. --timestamp, --stale-date and --dismissal-date take \
        UNIX seconds, ISO 8601 (2026-12-01T10:00:00Z, or with an offset such as +02:00), now, \
        or now+90s, now+15m, now+2h, now+3d; 'now' is the clock, or $SOURCE_DATE_EPOCH when set.

        --headers-out FILE writes the push type beside the payload ('apns-push-type: voip', \
        HTTP header lines) so that 'aps request', 'aps send' and 'aps validate' given --headers \
        FILE use it instead of guessing from the payload's keys (a VoIP payload looks like an \
        alert with nothing to show).

        --simulator BUNDLE_ID adds "Simulator Target Bundle" so the file can be dragged onto a \
        simulator or sent with 'xcrun simctl push booted FILE' ('aps send --simulator' runs it). \
        simctl delivers an app's alert and background pushes of at most 4096 bytes; VoIP and \
        other push types are refused (Xcode 11.4 Release Notes, \
        https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes, \
        and 'xcrun simctl help push').
        """,
      examples: [
        "aps build --template alert --var title=Hi --var body=There",
        "aps build --title 'Order shipped' --body 'On its way' --badge 1 --sound default",
        "aps build --template chat-message --vars message.json --strict -o payload.json",
        "aps build --alert Hello --custom-json 'route={\"screen\":\"inbox\"}' --simulator com.example.app",
      ],
      options: BuildOptions.self,
      run: run)
  }

  static func run(_ options: BuildOptions, io: CommandIO) throws -> ExitCode {
    let now = try BuildInput.now(io)
    var payload = JSONValue.object([])
    var template: Template?
    if options.template.template == "-" && options.template.varsFile == "-" {
      throw CLIError.usage("--template - and --vars - both read standard input; give one of them a file")
    }
    let vars = try BuildInput.readVars(options.template.varsFile, io: io)
    if let reference = try BuildInput.templateReference(options.template.template, vars: vars) {
      let (located, compiled) = try TemplateLoader.load(reference, io: io)
      if !options.quiet { TemplateLoader.warnIfHiding(located, io: io) }
      template = compiled
      if let format = compiled.metadata.format, let option = options.apnsEditGiven {
        throw CLIError.usage("--\(option) edits APNs payloads, but template '\(compiled.name)' makes a \(format) request body; use --set /POINTER=VALUE")
      }
      payload = try BuildInput.render(compiled, options.template, vars: vars, strict: options.strict, quiet: options.quiet, io: io)
    } else if let option = options.template.variableOptionGiven {
      throw CLIError.usage("--\(option) fills a template's variables; add --template NAME (see 'aps templates')")
    }
    let format = template?.metadata.format
    for flag in PayloadFlag.all { try flag.apply(options.payloadFlags, to: &payload, now: now) }
    try applyCriticalSound(options, to: &payload)
    try BuildInput.applyCustomAndSets(options.edits, to: &payload)
    if template == nil && payload == .object([]) {
      throw CLIError.usage("nothing to build: give --template NAME or flags such as --alert TEXT (see 'aps build --help')")
    }

    // The built payload is printed once and read as any input is (push type, vendor payload, rules).
    let built = JSONText(printing: payload)
    let pushType = try options.pushType ?? RequestOptions.headerFile(options.headersFile, io: io)?["apns-push-type"]
      ?? template?.metadata.pushType ?? BuildValidation.inferPushType(built)
    if !options.noValidate {
      let strict = options.strict
      if let format {
        // A vendor request body: check the APNs payload the vendor will send from it.
        if let apns = built.withRoot({ VendorPayload.apnsPayload(format: format, body: $0) }),
          BuildValidation.fails(JSONText(printing: apns), pushType: nil, now: now, strict: strict, label: "<\(format) iOS payload>", quiet: options.quiet, io: io)
        {
          return .failure
        }
      } else if BuildValidation.fails(built, pushType: pushType, now: now, strict: strict, label: "<build>", quiet: options.quiet, io: io) {
        return .failure
      }
    }
    if let bundleID = options.simulator {
      payload = SimulatorPayload.adding(bundleID: bundleID, to: payload)
      let size = JSONPrinter.compact(payload).count
      let problems = SimulatorPayload.problems(in: payload, pushType: pushType, size: size)
      if !problems.isEmpty {
        for problem in problems where !options.quiet { io.stderr.write(DiagnosticText(file: nil, message: "--simulator: \(problem.message)").rendered) }
        return .failure
      }
    }
    if let format, options.headersOut != nil {
      throw CLIError.usage("--headers-out writes APNs headers, but template '\(template?.name ?? "")' makes a \(format) request body")
    }
    // The headers first, the payload (a Makefile's target) last: when either cannot be written, the
    // target is not fresh beside a missing or stale headers file, and make runs the rule again.
    if let headersPath = options.headersOut {
      try io.writeOutput(Array(HeaderFile(values: [("apns-push-type", pushType)]).text.utf8), to: headersPath, option: "--headers-out")
    }
    try PayloadOutput.write(payload, pretty: options.pretty, to: options.output, io: io)
    return .ok
  }

  /// `--critical-sound NAME [--volume V]` → `aps.sound = {"critical":1,"name":NAME,"volume":V}`.
  private static func applyCriticalSound(_ options: BuildOptions, to payload: inout JSONValue) throws {
    guard let name = options.criticalSound else {
      if options.volume != nil { throw CLIError.usage("--volume sets the volume of --critical-sound NAME; add it") }
      return
    }
    if options.payloadFlags["sound"] != nil { throw CLIError.usage("--sound and --critical-sound both set aps.sound; keep one") }
    let volumeText = options.volume ?? "1"
    guard case .number(let lexeme)? = try? TemplateValue.text(volumeText).converted(to: .number),
      let level = Double(lexeme), level >= 0, level <= 1
    else {
      throw CLIError.usage("--volume takes a number from 0 (silent) to 1 (full), got '\(volumeText)'")
    }
    let sound: JSONValue = .object([
      JSONMember("critical", .number("1")), JSONMember("name", .string(name)), JSONMember("volume", .number(lexeme)),
    ])
    try payload.setCreatingParents(sound, at: JSONPointer(tokens: ["aps", "sound"]))
  }
}

extension SimulatorPayload.Problem {
  var message: String {
    switch self {
    case .noAPSObject: return "simctl needs an \"aps\" object at the top level"
    case .notDelivered(let pushType):
      return "simctl delivers only an app's alert and background pushes ('xcrun simctl help push'); this is a \(pushType) push"
    case .tooLarge(let size): return "the file is \(size) bytes; simctl accepts at most \(SimulatorPayload.sizeLimit)"
    }
  }
}

/// What `aps build` takes.
struct BuildOptions: CommandOptions {
  var template = BuildInput.TemplateChoice()
  var strict = false
  /// The `PayloadFlag` rows given, by option name.
  var payloadFlags: [String: [String]] = [:]
  var criticalSound: String?
  var volume: String?
  var edits = BuildInput.Edits()
  var pushType: String?
  var headersFile: String?
  var headersOut: String?
  var noValidate = false
  var quiet = false
  var pretty = false
  var output: String?
  var simulator: String?

  /// The first option given that edits an APNs payload (refused with a vendor template).
  var apnsEditGiven: String? {
    if let row = PayloadFlag.all.first(where: { payloadFlags[$0.option.long] != nil }) { return row.option.long }
    let others: [(String, Bool)] = [
      ("critical-sound", criticalSound != nil), ("volume", volume != nil), ("custom", !edits.custom.isEmpty),
      ("custom-json", !edits.customJSON.isEmpty), ("simulator", simulator != nil),
    ]
    return others.first { $0.1 }?.0
  }

  private static let editFields: [OptionField<Self>] = [
    .value(\.criticalSound, .option("critical-sound", value: "NAME", help: "A critical alert sound: {\"critical\":1,\"name\":NAME,\"volume\":…}.")),
    .value(\.volume, .option("volume", value: "0…1", help: "Volume of --critical-sound (default 1).")),
    .values(\.edits.custom, .option("custom", value: "KEY=TEXT", help: "A custom string key beside aps.", repeatable: true)),
    .values(\.edits.customJSON, .option("custom-json", value: "KEY=JSON", help: "A custom key beside aps with a JSON value.", repeatable: true)),
    .values(\.edits.set, .option("set", value: "/POINTER=TEXT", help: "Set a string anywhere, by JSON Pointer (missing objects are created).", repeatable: true)),
    .values(\.edits.setJSON, .option("set-json", value: "/POINTER=JSON", help: "Set a JSON value anywhere, by JSON Pointer.", repeatable: true)),
  ]
  private static let outputFields: [OptionField<Self>] = [
    .value(\.pushType, .option("push-type", value: "TYPE", help: "The apns-push-type to validate for (default: --headers, else the template's, else inferred).", allowed: BuildValidation.pushTypes)),
    .value(\.headersFile, RequestOptions.headers),
    .value(\.headersOut, .option("headers-out", value: "FILE", help: "Also write the apns-push-type to FILE, for --headers FILE of request/send/validate.", completion: .file(extensions: ["headers"])).writing()),
    .flag(\.noValidate, .flag("no-validate", help: "Skip validation.")),
    .flag(\.quiet, OutputConventions.quiet),
    .flag(\.pretty, .flag("pretty", help: "Indent the payload (for people; not the bytes to send).")),
    .value(\.output, .option("output", short: "o", value: "FILE", help: "Write the payload bytes to FILE atomically, with no final newline (the bytes to send).", completion: .file(extensions: [])).writing()),
    .value(\.simulator, .option("simulator", value: "BUNDLE_ID", help: "Add \"Simulator Target Bundle\" and check simctl's limits.")),
  ]

  static let fields: [OptionField<Self>] = [
    .group(\.template, BuildInput.TemplateChoice.self),
    [.flag(\.strict, .flag("strict", help: "Fail on variables the template does not use and on validation warnings."))],
    PayloadFlag.fields(\.payloadFlags), editFields, outputFields,
  ].flatMap { $0 }
}
