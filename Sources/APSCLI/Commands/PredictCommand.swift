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
        catalogue id (C01–C33), its confidence (D documented, S shown by SDK source, O observed, \
        U uncertain) and its sources. --implements adds to the defaults (fetch-handler, \
        background-mode, un-delegate, will-present, did-receive); 'no-NAME' removes one. A \
        payload (--payload FILE, '-' for standard input) sets the kind and SDK. Impossible \
        combinations (a tap on a silent push) exit 64 with the reason.
        """,
      examples: [
        "aps predict --ios 9 --state background --kind getui-apns --action tap-icon --sdk getui-legacy",
        "aps predict --scenario getui-legacy-icon-open-payload-only",
        "aps predict --ios 17 --state not-running --action tap --format json",
        "echo '{\"aps\":{\"content-available\":1}}' | aps predict --payload - --state background",
        "aps predict --matrix --ios 9 --sdk getui-legacy --kind getui-apns",
        "aps predict --explain P01",
      ],
      options: [
        .option("ios", value: "N", help: "iOS version: 6, 9, 10, 14, 17, 26.4 …", default: "17"),
        .option("state", value: "STATE", help: "App state when the push arrives.",
                allowed: AppState.allCases.map(\.rawValue), default: "background"),
        .option("kind", value: "KIND", help: "What was pushed (inferred from --payload when given).",
                allowed: NotificationKind.allCases.map(\.rawValue), default: "alert"),
        .option("action", value: "ACTION", help: "What the user does.",
                allowed: UserAction.allCases.map(\.rawValue), default: "none"),
        .option("sdk", value: "SDK", help: "Push SDK in the app (default: the one the kind implies, else none).",
                allowed: PushSDK.allCases.map(\.rawValue)),
        .option("implements", value: "LIST", help: "Comma list of what the app implements; no-NAME removes a default.",
                repeatable: true, completion: .values(Capability.allCases.map(\.rawValue))),
        .option("payload", value: "FILE", help: "A payload to infer the kind and SDK from; '-' reads standard input.",
                completion: .file(extensions: ["json"])),
        .option("scenario", value: "NAME", help: "A named scenario from a developer blog post (see --scenarios).",
                completion: .values(NamedScenario.all.map(\.name))),
        .flag("scenarios", help: "List the named scenarios with one line each."),
        .flag("swift", help: "Show Swift signatures instead of Objective-C selectors."),
        .option("format", value: "FORMAT", help: "Output format.", allowed: ["text", "json", "mermaid"], default: "text"),
        .flag("matrix", help: "A Markdown table of every state × action for --ios, --sdk and --kind."),
        .flag("pitfalls", help: "List every pitfall."),
        .option("explain", value: "ID", help: "Show one pitfall (P01), uncertain point (X03), row (U09), callback (C06) or source in full."),
      ],
      run: run)
  }

  static func run(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode {
    let swift = parsed.flag("swift")
    if parsed.flag("scenarios") {
      io.stdout.write(PredictCatalogRenderer.scenarios())
      return .ok
    }
    if parsed.flag("pitfalls") {
      io.stdout.write(PredictCatalogRenderer.pitfalls())
      return .ok
    }
    if let id = parsed.value("explain") {
      io.stdout.write(try PredictCatalogRenderer.explain(id))
      return .ok
    }
    if parsed.flag("matrix") {
      let scenario = try PredictOptions.scenario(from: parsed, io: io)
      io.stdout.write(PredictMatrixRenderer.render(DeliveryMatrix(base: scenario), swift: swift))
      return .ok
    }
    let prediction = try DeliveryPredictor.predict(PredictOptions.scenario(from: parsed, io: io))
    switch parsed.value("format") ?? "text" {
    case "json": io.stdout.write(PredictJSON.render(prediction))
    case "mermaid": io.stdout.write(PredictMermaidRenderer.render(prediction, swift: swift))
    default: io.stdout.write(PredictTextRenderer.render(prediction, swift: swift))
    }
    return .ok
  }
}

extension DeliveryError: ReportableError {
  /// A payload that does not say what it is was read and fails (1); everything else is about the
  /// command line (64).
  public var exitCode: ExitCode {
    if case .unclassifiablePayload = self { return .failure }
    return .usage
  }
}
