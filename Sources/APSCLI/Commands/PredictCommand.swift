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
        catalogue id (C01–C46), its confidence (D documented, S shown by SDK source, O observed, \
        U uncertain) and its sources (Apple page titles and full links; --explain ID). \
        --implements adds to the defaults (fetch-handler, background-mode, un-delegate, \
        will-present, did-receive, did-enter-background); 'no-NAME' removes one. The push is its flags (--alert, \
        --sound, --badge, --content-available, --mutable-content) or a --kind shorthand; a \
        payload (--payload FILE, '-' for standard input; JSON or any capture 'aps inspect' \
        reads) sets the flags and the SDK. --lifecycle defaults to app-delegate below iOS 27 and \
        scenes from iOS 27; the output says which. --diff with two --ios values shows which \
        callbacks appear or disappear. Impossible combinations (a tap on a silent push) exit 64 \
        with the reason. --format json prints JSON Lines (one compact object per line) in every \
        mode, --pretty indents them; 'aps help json' lists the records.
        """,
      examples: [
        "aps predict --ios 9 --state background --kind getui-apns --action tap-icon --sdk getui-legacy",
        "aps predict --scenario getui-legacy-icon-open-payload-only",
        "aps predict --ios 17 --state not-running --action tap --lifecycle scenes",
        "aps predict --content-available --badge --state background",
        "echo '{\"aps\":{\"content-available\":1}}' | aps predict --payload - --state background",
        "aps predict --diff --ios 12 --ios 17 --state not-running --action tap",
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
        .option("implements", value: "LIST", help: "Comma list of what the app implements; no-NAME removes a default.",
                repeatable: true, completion: .commaList(Capability.allCases.map(\.rawValue))),
        .option("payload", value: "FILE", help: "A payload (JSON or a capture) to infer the flags and SDK from; '-' reads standard input.",
                completion: .file(extensions: ["json"])),
        .option("scenario", value: "NAME", help: "A named scenario from a developer blog post (see --scenarios).",
                completion: .values(NamedScenario.all.map(\.name))),
        .flag("scenarios", help: "List the named scenarios with one line each."),
        .flag("swift", help: "Show Swift signatures instead of Objective-C selectors."),
        .option("format", value: "FORMAT", help: "Output format (json: JSON Lines in every mode).", allowed: ["text", "json", "mermaid"], default: "text"),
        .prettyJSON,
        .flag("matrix", help: "A Markdown table of every state × action for --ios, --sdk and --kind."),
        .flag("diff", help: "Compare the scenario on the two --ios versions: callbacks that appear or disappear."),
        .flag("pitfalls", help: "List every pitfall (with --explain: one pitfall in full)."),
        .option("explain", value: "ID", help: "Show one pitfall (P01), uncertain point (X03), row (U09), callback (C06) or source in full.",
                completion: .lazyValues(LazyCompletionValues("predict-explain-ids") { PredictExplainIDs.all })),
      ],
      run: run)
  }

  static func run(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode {
    do {
      return try runMode(parsed, io: io)
    } catch let failure as PayloadFailure {
      guard let json = JSONRecordWriter(parsed, io: io) else { throw failure.error }
      return ErrorReporter.report(failure.error, file: failure.file, records: json, io: io)
    }
  }

  private static func runMode(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode {
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
        throw CLIError.usage("--pitfalls --explain takes a pitfall id (P01–P24), got '\(id)'; drop --pitfalls to explain rows, callbacks, uncertain points or sources")
      }
    }
    if let id = parsed.value("explain") {
      if let json { json.write(try PredictCatalogJSON.explain(id)) } else { io.stdout.write(try PredictCatalogRenderer.explain(id)) }
      return .ok
    }
    if parsed.flag("diff") { return try diff(parsed, io: io, json: json, swift: swift) }
    if parsed.values("ios").count > 1 {
      throw CLIError.usage("--ios was given \(parsed.values("ios").count) times; give it once, or twice with --diff")
    }
    if parsed.flag("matrix") {
      let scenario = try PredictOptions.scenario(from: parsed, io: io)
      let matrix = DeliveryMatrix(base: scenario)
      if let json { PredictMatrixJSON.records(matrix).forEach(json.write) } else { io.stdout.write(PredictMatrixRenderer.render(matrix, swift: swift)) }
      return .ok
    }
    let prediction = try DeliveryPredictor.predict(PredictOptions.scenario(from: parsed, io: io))
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

  /// `--diff --ios A --ios B`: the same scenario on two versions.
  private static func diff(_ parsed: ParsedArguments, io: CommandIO, json: JSONRecordWriter?, swift: Bool) throws -> ExitCode {
    let versions = parsed.values("ios")
    guard versions.count == 2 else {
      throw CLIError.usage("--diff compares two versions: give --ios twice (--diff --ios 12 --ios 17), got \(versions.count)")
    }
    var scenario = try PredictOptions.scenario(from: parsed, io: io)
    scenario.ios = try PredictOptions.version(versions[0])
    let before = try DeliveryPredictor.predict(scenario)
    scenario.ios = try PredictOptions.version(versions[1])
    let after = try DeliveryPredictor.predict(scenario)
    let diff = PredictionDiff(before: before, after: after)
    if let json { json.write(PredictDiffRenderer.json(diff)) } else { io.stdout.write(PredictDiffRenderer.text(diff, swift: swift)) }
    return .ok
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
