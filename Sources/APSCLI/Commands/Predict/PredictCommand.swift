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
        """ + Capability.implementable.map { "\n- \($0.rawValue): \($0.meaning)" }.joined(),
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
      options: [
        .option("ios", value: "N", help: "iOS version: 6, 9, 10, 14, 17, 26.4 … (twice with --diff).", default: "17", repeatable: true),
        .option("state", value: "STATE", help: "App state when the push arrives.",
                allowed: AppState.allCases.map(\.rawValue), default: "background")
          .hinting([
            "killed": "A killed app is 'not-running' (the system ended it, or it never ran) or 'force-quit' (the user swiped it away in the app switcher)",
            "terminated": "A terminated app is 'not-running' (the system ended it) or 'force-quit' (the user swiped it away in the app switcher)",
          ]),
        .option("kind", value: "KIND", help: "What was pushed, as a shorthand for its flags (inferred from --payload when given).",
                allowed: NotificationKind.allCases.map(\.rawValue), default: "alert"),
        .flag("alert", help: "The push has an alert (title/body)."),
        .flag("sound", help: "The push has a sound."),
        .flag("badge", help: "The push has a badge."),
        .flag("content-available", help: "The push has content-available: 1 (background wake)."),
        .flag("mutable-content", help: "The push has mutable-content: 1 (service extension)."),
        .option("action", value: "ACTION", help: "What the user does.",
                allowed: UserAction.allCases.map(\.rawValue), default: "none"),
        .option("sdk", value: "SDK", help: "Push SDK in the app (default: the one the kind implies, else none).",
                allowed: PushSDK.allCases.map(\.rawValue)),
        .option("proxy", value: "on|off", help: "SDK swizzling: Firebase FirebaseAppDelegateProxyEnabled, OneSignal 5.5.0+ swizzling switch.", allowed: ProxySetting.allCases.map(\.rawValue)),
        .option("lifecycle", value: "LIFECYCLE", help: "Who gets the life-cycle callbacks (default: app-delegate below iOS 27, scenes from 27).",
                allowed: Lifecycle.allCases.map(\.rawValue)),
        .option("authorization", value: "AUTH", help: "What the user allowed.", allowed: Authorization.allCases.map(\.rawValue)),
        .flag("low-power", help: "Low Power Mode is on."),
        .option("background-refresh", value: "on|off", help: "Background App Refresh for the app.", allowed: ["on", "off"]),
        .option("implements", value: "LIST", help: "Comma list of the app's code (listed in 'aps help predict'); no-NAME removes a default.",
                repeatable: true, completion: .commaList(Capability.implementable.flatMap { [$0.rawValue, "no-" + $0.rawValue] })),
        .option("will-present", value: "OPTIONS", help: "What willPresent (C05) passes: a comma list of banner, list, sound, badge, alert; none; or never (the completion handler is never called).",
                completion: .commaList(PresentOption.allCases.map(\.rawValue) + ["none", "never"])),
        .option("service-extension", value: "OUTCOME", help: "What the Notification Service Extension does (needs mutable-content).",
                allowed: ExtensionOutcome.allCases.map(\.rawValue)),
        .option("content-extension", value: "RESPONSE", help: "How the Notification Content Extension answers an action.",
                allowed: ContentResponse.allCases.map(\.rawValue)),
        .flag("locked", help: "The device is locked when the push arrives."),
        .flag("just-rebooted", help: "The device restarted and was not unlocked since."),
        .option("focus", value: "FOCUS", help: "Focus / Do Not Disturb (allows-app: the app is in the Focus's allowed list).",
                allowed: FocusState.allCases.map(\.rawValue)),
        .option("ring-switch", value: "ring|silent", help: "The ring/silent switch.", allowed: ["ring", "silent"]),
        .flag("summary", help: "The app's notifications go to the Scheduled Summary."),
        .option("dynamic-island", value: "on|off", help: "Whether the device has a Dynamic Island (default on).", allowed: ["on", "off"]),
        .flag("voip-penalty", help: "iOS stopped delivering VoIP pushes after repeated failures to report a call."),
        .option("push-rate", value: "RATE", help: "How fast background pushes come (excessive or budget-exhausted: throttled).",
                allowed: ["normal", "excessive", "burst", "budget-exhausted"]),
        .flag("debugger-attached", help: "The app runs under the Xcode debugger (no background-push throttle)."),
        .option("app-usage", value: "USAGE", help: "How recently the user launched the app.", allowed: ["recent", "not-launched-for-a-while"]),
        .flag("deliver-quietly", help: "The user chose Deliver Quietly for the app."),
        .option("lock-screen-setting", value: "SETTING", help: "The app's Lock Screen delivery switch.", allowed: ["enabled", "disabled"]),
        .option("show-previews", value: "WHEN", help: "Settings' Show Previews.", allowed: ["always", "when-unlocked", "never"]),
        .flag("time-sensitive-off", help: "The user turned off Time Sensitive Notifications for the app."),
        .option("location-authorization", value: "AUTH", help: "Core Location authorization (a location push needs always).",
                allowed: ["always", "when-in-use", "denied"]),
        .option("location-extension", value: "OUTCOME", help: "What the Location Push Service Extension does.", allowed: ["completes", "slow-completion"]),
        .option("open-settings-from", value: "PLACE", help: "Where the notification settings link was tapped (settings-app: C07 gets nil).",
                allowed: ["notification", "settings-app"]),
        .option("entitlements", value: "LIST", help: "Comma list of the entitlements the app has (default: what the scenario uses).",
                repeatable: true, completion: .commaList(Entitlement.allCases.map(\.rawValue))),
        .option("push-type", value: "TYPE", help: "The apns-push-type header (default: what the kind or payload implies).",
                allowed: PushType.allCases.map(\.rawValue)),
        .option("priority", value: "10|5|1", help: "The apns-priority header (default 10, 5 for a background push).", allowed: ["10", "5", "1"]),
        .option("interruption-level", value: "LEVEL", help: "aps.interruption-level (default: the payload's, else active).",
                allowed: InterruptionLevel.allCases.map(\.rawValue)),
        .option("payload", value: "FILE", help: "A payload (JSON or a capture) to infer the flags and SDK from; '-' reads standard input.",
                completion: .file(extensions: ["json"])),
        .option("headers", value: "FILE", help: "The headers file 'aps build --headers-out' writes: push type and priority of the request.",
                completion: .file(extensions: [])),
        .option("scenario", value: "NAME|FILE", help: "A named scenario (see --scenarios), or a scenario file: JSON whose keys are these options' names ('-' reads standard input).",
                completion: .values(NamedScenario.all.map(\.name))),
        .flag("scenarios", help: "List the named scenarios with one line each."),
        .flag("swift", help: "Show Swift signatures instead of Objective-C selectors."),
        .option("format", value: "FORMAT", help: "Output format (json: JSON Lines in every mode).", allowed: ["text", "json", "mermaid"], default: "text"),
        .prettyJSON,
        .flag("matrix", help: "A Markdown table of every state × action; with an option given several times, every state × each value."),
        .flag("diff", help: "Compare the scenario with the two values of an option given twice (--ios 12 --ios 17), or without and with one device-state flag."),
        .flag("pitfalls", help: "List every pitfall (with --explain: one pitfall in full)."),
        .option("explain", value: "ID", help: "Show one pitfall (P01), uncertain point (X03), row (U09), callback (C06), timeline rule (T04) or source in full.",
                completion: .lazyValues(LazyCompletionValues("predict-explain-ids") { PredictExplainIDs.all })),
      ],
      run: run)
  }

  static func run(_ commandLine: ParsedArguments, io: CommandIO) throws -> ExitCode {
    var file: ScenarioFile?
    var parsed = commandLine
    do {
      if let value = commandLine.value("scenario"), ScenarioFile.isFile(value) {
        if value == "-", commandLine.value("payload") == "-" {
          throw CLIError.usage("--scenario - and --payload - both read standard input; give one of them a file")
        }
        let read = try ScenarioFile.read(value, spec: spec, io: io)
        file = read
        parsed = read.merged(into: commandLine)
      }
      return try runMode(parsed, commandLine: commandLine, io: io, file: file)
    } catch let failure as PayloadFailure {
      guard let json = JSONRecordWriter(parsed, io: io) else { throw failure.error }
      return ErrorReporter.report(failure.error, file: failure.file, records: json, io: io)
    } catch let failure as InputFailure {
      // A scenario or headers file that fails: with --format json its failure record as well.
      guard let json = JSONRecordWriter(commandLine, io: io), let name = failure.diagnostic.file else { throw failure }
      return ErrorReporter.report(failure, file: name, line: failure.diagnostic.line, records: json, io: io)
    } catch let conflict as ScenarioConflict {
      // A contradiction the file states is a data error at its key; on the command line, usage.
      if let place = conflict.keys.lazy.compactMap({ commandLine.flag($0) ? nil : file?.failure(key: $0, message: conflict.message, hint: conflict.hint) }).first {
        throw place
      }
      throw CLIError.usage(conflict.message + (conflict.hint.map { "; \($0)" } ?? ""))
    } catch DeliveryError.conflict(let key, let reason, let allowed) {
      let hint = allowed.isEmpty ? nil : "allowed: " + allowed.joined(separator: ", ")
      if !commandLine.flag(key), let place = file?.failure(key: key, message: reason.description, hint: hint) { throw place }
      throw CLIError.usage(reason.description + (hint.map { "; \($0)" } ?? ""))
    }
  }

  private static func runMode(_ parsed: ParsedArguments, commandLine: ParsedArguments, io: CommandIO, file: ScenarioFile?) throws -> ExitCode {
    let swift = parsed.flag("swift")
    let format = parsed.value("format") ?? "text"
    // Every mode's records go through the one writer (`aps help json`), with --pretty.
    let json = JSONRecordWriter(parsed, io: io)
    if format == "mermaid", parsed.flag("scenarios") || parsed.flag("pitfalls") || parsed.flag("explain") || parsed.flag("matrix") || parsed.flag("diff") {
      throw CLIError.usage("--format mermaid draws one scenario; --scenarios, --pitfalls, --explain, --matrix and --diff print text or json")
    }
    if parsed.flag("scenarios") {
      if let json { PredictCatalogJSON.scenarios().forEach(json.write) } else { io.stdout.write(PredictCatalogRenderer.scenarios()) }
      return .ok
    }
    if parsed.flag("pitfalls") {
      guard let id = parsed.value("explain") else {
        if let json { PredictCatalogJSON.pitfalls().forEach(json.write) } else { io.stdout.write(PredictCatalogRenderer.pitfalls()) }
        return .ok
      }
      // --pitfalls narrows --explain to the pitfalls: one pitfall in full.
      guard PitfallInfo.named(id.uppercased()) != nil else {
        throw CLIError.usage("--pitfalls --explain takes a pitfall id (P01–P27), got '\(id)'; drop --pitfalls to explain rows, callbacks, uncertain points or sources")
      }
    }
    if let id = parsed.value("explain") {
      if let json { json.write(try PredictCatalogJSON.explain(id)) } else { io.stdout.write(try PredictCatalogRenderer.explain(id)) }
      return .ok
    }
    if let file, !file.events.isEmpty {
      return try timeline(parsed, file: file, io: io, json: json, format: format, swift: swift)
    }
    if parsed.flag("diff") { return try diff(parsed, commandLine: commandLine, io: io, file: file, json: json, swift: swift) }
    if parsed.flag("matrix"), let option = repeated(commandLine, atLeast: 2).first {
      var columns: [DimensionMatrix.Column] = []
      for value in commandLine.values(option) {
        var copy = parsed
        copy.options[option] = [value]
        columns.append(.init(value: value, scenario: try PredictOptions.scenario(from: copy, io: io, file: file)))
      }
      let matrix = DimensionMatrix(dimension: option, columns: columns)
      if let json { PredictDimensionMatrix.records(matrix).forEach(json.write) } else { io.stdout.write(PredictDimensionMatrix.render(matrix, swift: swift)) }
      return .ok
    }
    if commandLine.values("ios").count > 1, !parsed.flag("matrix") {
      throw CLIError.usage("--ios was given \(commandLine.values("ios").count) times; give it once, or twice with --diff")
    }
    if parsed.flag("matrix") {
      let scenario = try PredictOptions.scenario(from: parsed, io: io, file: file)
      let matrix = DeliveryMatrix(base: scenario)
      if let json { PredictMatrixJSON.records(matrix).forEach(json.write) } else { io.stdout.write(PredictMatrixRenderer.render(matrix, swift: swift)) }
      return .ok
    }
    let prediction = try DeliveryPredictor.predict(PredictOptions.scenario(from: parsed, io: io, file: file))
    return single(prediction, io: io, json: json, format: format, swift: swift)
  }

  /// One push: the record, the Mermaid diagram or the text answer.
  private static func single(_ prediction: Prediction, io: CommandIO, json: JSONRecordWriter?, format: String, swift: Bool) -> ExitCode {
    if let json {
      json.write(PredictJSON.value(prediction))
      return .ok
    }
    switch format {
    case "mermaid": io.stdout.write(PredictMermaidRenderer.render(prediction, swift: swift))
    default: io.stdout.write(PredictTextRenderer.render(prediction, swift: swift))
    }
    return .ok
  }

  /// A scenario file with `"events"`: a push and at most one action on it prints exactly what the
  /// same flags print; anything longer runs as a timeline.
  private static func timeline(
    _ parsed: ParsedArguments, file: ScenarioFile, io: CommandIO, json: JSONRecordWriter?, format: String, swift: Bool
  ) throws -> ExitCode {
    if parsed.flag("action") {
      throw file.failure(key: "action", message: "\"action\" and \"events\" both say what the user does", hint: "put the action in \"events\" as {\"user\": \"tap\"}")
        ?? CLIError.usage("--action and a scenario's \"events\" both say what the user does; put the action in \"events\"")
    }
    let request = PredictionRequest(start: try PredictOptions.scenario(from: parsed, io: io, file: file), events: file.events)
    if request.oneEventForm {
      return single(try DeliveryPredictor.predict(request.oneEventScenario()), io: io, json: json, format: format, swift: swift)
    }
    if parsed.flag("matrix") || parsed.flag("diff") || format == "mermaid" {
      throw CLIError.usage("a scenario with events prints a timeline (text or json); --matrix, --diff and --format mermaid take one push")
    }
    let result = try DeliveryTimeline.run(request)
    if let json {
      json.write(PredictTimelineRenderer.json(result, events: file.eventValues))
    } else {
      io.stdout.write(PredictTimelineRenderer.text(result, head: try request.start.resolve(), swift: swift))
    }
    return .ok
  }

  /// Scenario options given at least `count` times on the command line (lists add up instead).
  private static func repeated(_ commandLine: ParsedArguments, atLeast count: Int) -> [String] {
    let lists: Set<String> = ["implements", "entitlements", "state"]
    return spec.options.filter {
      !$0.isFlag && !ScenarioFile.modeOptions.contains($0.long) && !lists.contains($0.long) && commandLine.values($0.long).count >= count
    }.map(\.long)
  }

  /// `--diff` with one option given twice on the command line (`--ios 12 --ios 17`,
  /// `--interruption-level passive --interruption-level time-sensitive`): the same scenario with
  /// each value.
  private static func diff(
    _ parsed: ParsedArguments, commandLine: ParsedArguments, io: CommandIO, file: ScenarioFile?, json: JSONRecordWriter?, swift: Bool
  ) throws -> ExitCode {
    var twice = repeated(commandLine, atLeast: 2).filter { commandLine.values($0).count == 2 }
    // Two states compare like any other option (--diff --state background --state not-running).
    if commandLine.values("state").count == 2 { twice.append("state") }
    // A device-state flag alone (--diff --summary): the scenario without it, then with it.
    let states = ["locked", "just-rebooted", "summary", "voip-penalty", "debugger-attached", "deliver-quietly", "time-sensitive-off", "low-power"]
    let toggled = states.filter { commandLine.flag($0) }
    if twice.isEmpty, toggled.count == 1, let flag = toggled.first {
      var without = parsed
      without.options[flag] = nil
      let before = try DeliveryPredictor.predict(PredictOptions.scenario(from: without, io: io, file: file))
      let after = try DeliveryPredictor.predict(PredictOptions.scenario(from: parsed, io: io, file: file))
      let diff = PredictionDiff(before: before, after: after)
      if let json { json.write(PredictDiffRenderer.json(diff)) } else { io.stdout.write(PredictDiffRenderer.text(diff, swift: swift, changed: (flag, "off", "on"))) }
      return .ok
    }
    guard twice.count == 1, let option = twice.first else {
      if twice.isEmpty {
        throw CLIError.usage("--diff compares two values of one option: give it twice (--diff --ios 12 --ios 17, --diff --state background --state not-running, --diff --focus off --focus on), or one device-state flag (--diff --summary)")
      }
      throw CLIError.usage("--diff compares one option given twice; got \(twice.map { "--" + $0 }.joined(separator: ", ")) twice")
    }
    let values = commandLine.values(option)
    var predictions: [Prediction] = []
    for value in values {
      var copy = parsed
      copy.options[option] = [value]
      predictions.append(try DeliveryPredictor.predict(PredictOptions.scenario(from: copy, io: io, file: file)))
    }
    let diff = PredictionDiff(before: predictions[0], after: predictions[1])
    let label = option == "ios" ? nil : (option, values[0], values[1])
    if let json { json.write(PredictDiffRenderer.json(diff)) } else { io.stdout.write(PredictDiffRenderer.text(diff, swift: swift, changed: label)) }
    return .ok
  }
}

extension DeliveryError: ReportableError {
  /// A payload that does not say what kind of push it is was read and fails (1); everything else is
  /// about the command line (64).
  public var exitCode: ExitCode {
    if case .unclassifiablePayload = self { return .failure }
    if case .conflict = self { return .usage }
    return .usage
  }
}
