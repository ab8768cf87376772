import APSKit

/// `aps predict`: which callbacks run, in what order, what the user sees and what goes wrong,
/// from the delivery model (APSKit/Delivery).
enum PredictCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "predict",
      abstract: "Predict the callbacks and pitfalls of a push.",
      discussion: """
        Answers: the push arrived while the app was in STATE and the user did ACTION — which \
        callbacks run, in what order, with what, and what goes wrong? Every callback carries its \
        catalogue id (C01–C52), its confidence (D documented, S shown by SDK source, B best effort, O observed, \
        U uncertain) and its sources (Apple page titles and full links; --explain ID). \
        --implements adds to the defaults (fetch-handler, background-mode, un-delegate, \
        will-present, did-receive, did-enter-background); 'no-NAME' removes one. The push is its flags (--alert, \
        --sound, --badge, --content-available, --mutable-content), a --kind shorthand, or both (the flags add to the kind's); a \
        payload (--payload FILE, '-' for standard input; JSON or any capture 'aps inspect' \
        reads) sets the flags and the SDK. --lifecycle defaults to app-delegate below iOS 27 and \
        scenes from iOS 27; the output says which. --scenario FILE ('-' for standard input; a value \
        with '/', ending in .json, or '-') reads a scenario file: a JSON object keyed by these \
        options' long names, values as on the command line, lists as arrays, flags as true/false; \
        the command line overrides it. --headers FILE (as 'aps build --headers-out' writes it) gives \
        the push type and priority. --diff with one option given twice (two --ios values, two \
        --interruption-level values) shows what appears or disappears; --matrix with an option \
        given several times draws every state for each value. Impossible combinations (a tap on a silent push) exit 64 \
        with the reason. --format json prints JSON Lines (one compact object per line) in every \
        mode, --pretty indents them; 'aps help json' lists the records.

        --implements takes the app's code (device states have their own options):
        """ + Capability.implementable.map { "\n- \($0.rawValue): \($0.meaning)" }.joined()
        + "\n\n--registration-call takes how the app registers for remote notifications (default: the call of its iOS version):"
        + RemoteRegistration.allCases.map { "\n- \($0.rawValue): \($0.meaning)" }.joined()
        + "\n\n--apns-response takes what APNs answered the provider (Handling notification responses from APNs):"
        + APNsAnswer.helpLines.map { "\n- \($0.value): \($0.meaning)" }.joined()
        + "\n\n--provider-setup-fault takes what troubleshooting pages name on the provider's side, each with the pages that name it ('aps predict --explain KEY' shows a page):"
        + SetupFault.faults(of: .provider).map { "\n- \($0.rawValue): \($0.meaning)" }.joined()
        + "\n\n--app-setup-fault takes what they name on the app's side:"
        + SetupFault.faults(of: .app).map { "\n- \($0.rawValue): \($0.meaning)" }.joined(),
      examples: [
        "aps predict --ios 9 --state background --kind getui-apns --action tap-icon --sdk getui-legacy",
        "aps predict --scenario getui-legacy-icon-open-payload-only",
        "aps predict --ios 17 --state not-running --action tap --lifecycle scenes",
        "aps predict --content-available --badge --state background",
        "echo '{\"aps\":{\"content-available\":1}}' | aps predict --payload - --state background",
        "aps predict --diff --ios 12 --ios 17 --state not-running --action tap",
        "aps predict --diff --interruption-level passive --interruption-level time-sensitive --focus on",
        "aps predict --scenario examples/predict-scenario.json",
        "aps predict --matrix --ios 9 --sdk getui-legacy --kind getui-apns",
        "aps predict --explain P01",
      ],
      options: PredictOptions.self,
      run: run)
  }

  static func run(_ options: PredictOptions, io: CommandIO) throws -> ExitCode {
    // Every mode's records go through the one writer (`aps help json`), with --pretty.
    let json = options.format == "json" ? JSONRecordWriter(io: io, pretty: options.pretty) : nil
    var file: ScenarioInput?
    do {
      if let value = options.scenario, ScenarioFile.isFile(value) {
        if value == "-", options.settings.payload == .file("-", byScenario: false) {
          throw CLIError.usage("--scenario - and --payload - both read standard input; give one of them a file")
        }
        file = try ScenarioInput.read(value, io: io)
      }
      return try runMode(options, file: file, json: json, io: io)
    } catch let failure as PayloadFailure {
      guard let json else { throw failure.error }
      return ErrorReporter.report(failure.error, file: failure.file, records: json, io: io)
    } catch let failure as InputFailure {
      // A scenario or headers file that fails: with --format json its failure record as well.
      guard let json, let name = failure.diagnostic.file else { throw failure }
      return ErrorReporter.report(failure, file: name, line: failure.diagnostic.line, records: json, io: io)
    } catch let conflict as ScenarioConflict {
      // A contradiction the file states is a data error at its key; on the command line, usage.
      let message = conflict.message.description
      let hint = conflict.instead.map { "use --\($0.key)\($0.value.map { " " + $0 } ?? "") (in a scenario file: \"\($0.key)\"; in \"events\": a device event)" }
        ?? conflict.hint?.description
      if let place = conflict.keys.lazy.compactMap({ options.gives($0) ? nil : file?.failure(key: $0, message: message, hint: hint) }).first {
        throw place
      }
      throw CLIError.usage(message + (hint.map { "; \($0)" } ?? ""))
    } catch DeliveryError.conflict(let key, let reason, let allowed) {
      let hint = allowed.isEmpty ? nil : "allowed: " + allowed.joined(separator: ", ")
      if !options.gives(key), let place = file?.failure(key: key, message: reason.description, hint: hint) { throw place }
      throw CLIError.usage(reason.description + (hint.map { "; \($0)" } ?? ""))
    }
  }

  private static func runMode(_ options: PredictOptions, file: ScenarioInput?, json: JSONRecordWriter?, io: CommandIO) throws -> ExitCode {
    let mermaid = options.format == "mermaid"
    if mermaid, options.scenarios || options.pitfalls || options.explain != nil || options.matrix || options.diff {
      throw CLIError.usage("--format mermaid draws one scenario; --scenarios, --pitfalls, --explain, --matrix and --diff print text or json")
    }
    if options.scenarios {
      if let json { PredictCatalogJSON.scenarios().forEach(json.write) } else { io.stdout.write(PredictCatalogRenderer.scenarios()) }
      return .ok
    }
    if options.pitfalls {
      guard let id = options.explain else {
        if let json { PredictCatalogJSON.pitfalls().forEach(json.write) } else { io.stdout.write(PredictCatalogRenderer.pitfalls()) }
        return .ok
      }
      // --pitfalls narrows --explain to the pitfalls: one pitfall in full.
      guard PitfallInfo.named(id.uppercased()) != nil else {
        throw CLIError.usage("--pitfalls --explain takes a pitfall id (P01–P27), got '\(id)'; drop --pitfalls to explain rows, callbacks, uncertain points or sources")
      }
    }
    if let id = options.explain {
      if let json { json.write(try PredictCatalogJSON.explain(id, spelling: \.spelled)) } else { io.stdout.write(try PredictCatalogRenderer.explain(id, spelling: \.spelled)) }
      return .ok
    }
    let answer: PredictionAnswer
    do {
      answer = try query(options, file: file).answer(sources: sources(io))
    } catch is PredictionQuery.TimelineRefused {
      throw CLIError.usage("a scenario with events prints a timeline (text or json); --matrix, --diff and --format mermaid take one push")
    }
    let report = PredictReport(answer, events: file?.file.eventValues ?? [], swift: options.swift, spelling: \.spelled)
    if let json { report.records.forEach(json.write) } else { io.stdout.write(report.text(mermaid: mermaid)) }
    return .ok
  }

  /// The one place the command line becomes a question for the delivery model.
  private static func query(_ options: PredictOptions, file: ScenarioInput?) throws -> PredictionQuery {
    let settings = options.settings(over: file?.file)
    if let file, !file.file.events.isEmpty {
      if settings.action != nil {
        throw file.failure(key: "action", message: "\"action\" and \"events\" both say what the user does", hint: "put the action in \"events\" as {\"user\": \"tap\"}")
          ?? CLIError.usage("--action and a scenario's \"events\" both say what the user does; put the action in \"events\"")
      }
      return PredictionQuery(settings: settings, events: file.file.events, onePushOnly: options.matrix || options.diff || options.format == "mermaid")
    }
    if options.diff { return PredictionQuery(settings: settings, mode: .diff(try diffDimension(options))) }
    if options.matrix, let dimension = options.repeated(atLeast: 2).first {
      return PredictionQuery(settings: settings, mode: .dimensionMatrix(dimension))
    }
    let versions = options.values("ios").count
    if versions > 1, !options.matrix {
      throw CLIError.usage("--ios was given \(versions) times; give it once, or twice with --diff")
    }
    // One question takes one value of each setting: a second one is compared by --diff or --matrix, never dropped.
    let twice = options.repeated(atLeast: 2) + options.given.filter { $0.key.name == "state" && $0.values.count >= 2 }
    if let repeated = twice.first, !options.matrix {
      throw CLIError.usage("--\(repeated.key.name) was given \(repeated.values.count) times (\(repeated.values.joined(separator: ", "))); give it once, or compare the values with --diff or --matrix")
    }
    return PredictionQuery(settings: settings, mode: options.matrix ? .matrix : .one)
  }

  /// `--diff`: one option given twice (`--ios 12 --ios 17`, `--state background --state
  /// not-running`), or one device-state flag alone (without it, then with it).
  private static func diffDimension(_ options: PredictOptions) throws -> ScenarioDimension {
    var twice = options.repeated(atLeast: 2).filter { $0.values.count == 2 }
    if let states = options.given.first(where: { $0.key.name == "state" }), states.values.count == 2 { twice.append(states) }
    let deviceFlags: Set<String> = ["locked", "just-rebooted", "summary", "voip-penalty", "debugger-attached", "deliver-quietly", "time-sensitive-off", "low-power"]
    let toggled = options.given.filter { deviceFlags.contains($0.key.name) }
    if twice.isEmpty, toggled.count == 1, let flag = toggled.first { return .toggle(flag.key) }
    guard twice.count == 1, let dimension = twice.first else {
      if twice.isEmpty {
        throw CLIError.usage("--diff compares two values of one option: give it twice (--diff --ios 12 --ios 17, --diff --state background --state not-running, --diff --focus off --focus on), or one device-state flag (--diff --summary)")
      }
      throw CLIError.usage("--diff compares one option given twice; got \(twice.map { "--" + $0.key.name }.joined(separator: ", ")) twice")
    }
    return dimension
  }

  /// Files a scenario names, read as the command line's are.
  private static func sources(_ io: CommandIO) -> ScenarioBuilder.Sources {
    ScenarioBuilder.Sources(
      payload: { path, byScenario in try byScenario ? PayloadInput.readNamedByScenario(path, io: io) : PayloadInput.read(path, io: io) },
      headers: { path in try RequestOptions.headerFile(path, io: io)! },
      displayName: { io.displayName($0) })
  }
}

/// A scenario file as read: its settings and events, and its name and bytes for errors at a key's place.
struct ScenarioInput {
  var file: ScenarioFile
  var name: String
  var bytes: [UInt8]

  static func read(_ path: String, io: CommandIO) throws -> ScenarioInput {
    let bytes = try io.open(path).readAll()
    let name = io.displayName(path)
    do {
      let file = try ScenarioFile(decoding: bytes, path: path) { try PayloadInput.readNamedByScenario($0, io: io).value }
      return ScenarioInput(file: file, name: name, bytes: bytes)
    } catch let failure as ScenarioFile.Failure {
      throw diagnostic(failure, name: name, bytes: bytes)
    }
  }

  func failure(key: String, message: String, hint: String?) -> InputFailure? {
    file.failure(key: key, message: message, hint: hint).map { Self.diagnostic($0, name: name, bytes: bytes) }
  }

  /// FILE:LINE:COLUMN: error[scenario]: message, the line and a caret.
  private static func diagnostic(_ failure: ScenarioFile.Failure, name: String, bytes: [UInt8]) -> InputFailure {
    guard let location = failure.location else {
      return InputFailure(DiagnosticText(file: name, rule: "scenario", message: failure.message, hint: failure.hint))
    }
    return InputFailure(bytes.withUnsafeBufferPointer {
      DiagnosticText(file: name, line: location.line, column: location.column, rule: "scenario", message: failure.message, hint: failure.hint)
        .withExcerpt(at: location, in: $0)
    })
  }
}

extension DeliveryError: ReportableError {
  /// A payload that does not say what kind of push it is was read and fails (1); everything else is
  /// about the command line (64).
  public var exitCode: ExitCode {
    if case .unclassifiablePayload = self { return .failure }
    return .usage
  }
}
