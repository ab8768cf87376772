import APSKit

/// Turns the command line of `aps predict` (with a scenario file's values beneath it) into a
/// `DeliveryScenario`: a preset first, then the dimensions given explicitly, then what a payload
/// and its headers say.
enum PredictOptions {
  static func scenario(from parsed: ParsedArguments, io: CommandIO, file: ScenarioFile? = nil) throws -> DeliveryScenario {
    var scenario = DeliveryScenario()
    if let name = parsed.value("scenario") {
      guard let preset = NamedScenario.named(name) else {
        throw DeliveryError.unknownScenario(
          name: name, suggestion: Suggestions.didYouMean(name, among: NamedScenario.all.map(\.name)))
      }
      scenario = preset.scenario
    }
    // Defaults apply only without a preset; a preset keeps its own values unless overridden.
    let usePreset = parsed.flag("scenario")
    func given(_ name: String) -> String? {
      usePreset ? parsed.options[name]?.last : parsed.value(name)
    }
    if let text = given("ios") { scenario.ios = try version(text) }
    if let text = given("state"), let state = AppState(rawValue: text) { scenario.state = state }
    if let text = given("kind"), let kind = NotificationKind(rawValue: text) { scenario.kind = kind }
    if let text = given("action"), let action = UserAction(rawValue: text) { scenario.action = action }
    if let text = parsed.value("sdk"), let sdk = PushSDK(rawValue: text) { scenario.sdk = sdk }
    let implements = list(parsed, "implements")
    try rejectDeviceStates(implements)
    scenario.implements += implements
    let headers = try headerFile(parsed, io: io, file: file)
    let pushType = try self.pushType(parsed, headers: headers)
    if let pushType, !parsed.flag("payload"), !parsed.flag("kind"), let kind = NotificationKind.kind(for: pushType) {
      scenario.kind = kind
    }
    if parsed.flag("payload") {
      try read(payload: parsed, pushType: pushType, into: &scenario, io: io, file: file)
    }
    let given = APSFlag.allCases.filter { parsed.flag($0.rawValue) }
    if !given.isEmpty {
      // With a plain kind the flags add to what the kind implies (--kind silent --mutable-content).
      let base = parsed.flag("kind") && APSFlag.plainKinds.contains(scenario.kind) ? APSFlag.implied(by: scenario.kind) : []
      scenario.flags = base.union(given)
      if given.contains(.mutableContent) { scenario.implements.append("service-extension") }
    }
    if let pushType, let expected = scenario.kind.pushType, expected != pushType,
      !(scenario.kind == .silent && pushType == .alert) {
      throw ScenarioConflict(
        keys: ["push-type", "headers", "kind"],
        message: "apns-push-type \(pushType.rawValue) does not carry a \(scenario.kind.rawValue) push (sent as \(expected.rawValue))",
        hint: "make the push type and the kind agree, or leave one out")
    }
    if let text = parsed.value("lifecycle") { scenario.lifecycle = Lifecycle(rawValue: text) }
    if let text = parsed.value("authorization"), let value = Authorization(rawValue: text) { scenario.authorization = value }
    if let text = parsed.value("proxy"), let value = ProxySetting(rawValue: text) { scenario.proxy = value }
    if parsed.flag("low-power") { scenario.implements.append(Capability.lowPower.rawValue) }
    if parsed.value("background-refresh") == "off" { scenario.implements.append(Capability.backgroundRefreshOff.rawValue) }
    try situation(parsed, headers: headers, pushType: pushType, into: &scenario)
    return scenario
  }

  /// The new dimensions: handlers, extensions, device state, request headers, interruption level.
  private static func situation(
    _ parsed: ParsedArguments, headers: HeaderFile?, pushType: PushType?, into scenario: inout DeliveryScenario
  ) throws {
    var situation = scenario.situation
    let answer = list(parsed, "will-present")
    if answer == ["never"] {
      situation.willPresent = .never
    } else if answer == ["none"] {
      situation.willPresent = .options([])
    } else if !answer.isEmpty {
      situation.willPresent = .options(Set(answer.compactMap(PresentOption.init(rawValue:))))
    }
    if let text = parsed.value("service-extension") { situation.serviceExtension = ExtensionOutcome(rawValue: text) }
    if let text = parsed.value("content-extension"), let value = ContentResponse(rawValue: text) { situation.contentExtension = value }
    if let text = parsed.value("focus"), let value = FocusState(rawValue: text) { situation.focus = value }
    if let text = parsed.value("interruption-level") { situation.interruptionLevel = InterruptionLevel(rawValue: text) }
    if parsed.flag("entitlements") { situation.entitlements = Set(list(parsed, "entitlements").compactMap(Entitlement.init(rawValue:))) }
    situation.pushType = pushType
    if let text = parsed.value("priority") ?? headers?["apns-priority"] { situation.priority = Int(text) }
    scenario.situation = situation
    let states: [(String, Capability)] = [
      ("locked", .locked), ("just-rebooted", .justRebooted), ("summary", .summary), ("voip-penalty", .voipPenalty),
      ("debugger-attached", .debuggerAttached), ("deliver-quietly", .deliverQuietly), ("time-sensitive-off", .timeSensitiveOff),
    ]
    for (option, state) in states where parsed.flag(option) { scenario.implements.append(state.rawValue) }
    for (option, values, state) in valueStates where values.contains(parsed.value(option) ?? "") {
      scenario.implements.append(state.rawValue)
    }
  }

  /// Device states and entitlements that `--implements` once took, with the option that sets each.
  static let deviceStateOptions: [String: String] = [
    "locked": "--locked", "just-rebooted": "--just-rebooted", "summary": "--summary", "voip-penalty": "--voip-penalty",
    "debugger-attached": "--debugger-attached", "deliver-quietly": "--deliver-quietly", "time-sensitive-off": "--time-sensitive-off",
    "low-power": "--low-power", "background-refresh-off": "--background-refresh off", "throttled": "--push-rate excessive",
    "rarely-used": "--app-usage not-launched-for-a-while", "lock-screen-off": "--lock-screen-setting disabled",
    "previews-hidden": "--show-previews never", "lacks-always-location": "--location-authorization when-in-use",
    "location-slow": "--location-extension slow-completion", "settings-from-settings-app": "--open-settings-from settings-app",
    "ring-silent": "--ring-switch silent", "lacks-dynamic-island": "--dynamic-island off", "will-present-never": "--will-present never",
    "lacks-time-sensitive": "--entitlements", "lacks-critical-alerts": "--entitlements", "lacks-filtering": "--entitlements",
    "lacks-location-push": "--entitlements", "lacks-communication-notifications": "--entitlements",
  ]

  /// `--implements` takes the app's code: a device state there is a usage error naming its option.
  private static func rejectDeviceStates(_ words: [String]) throws {
    for word in words {
      let name = word.hasPrefix("no-") ? String(word.dropFirst(3)) : word
      guard let option = deviceStateOptions[name] else { continue }
      let key = option.dropFirst(2).split(separator: " ").first.map(String.init) ?? ""
      throw ScenarioConflict(
        keys: ["implements"],
        message: "--implements takes the app's code; '\(word)' is \(option == "--entitlements" ? "an entitlement" : "a device state")",
        hint: "use \(option) (in a scenario file: \"\(key)\"; in \"events\": a device event)")
    }
  }

  /// Option values that put the device or the app in a state the rows test.
  private static let valueStates: [(String, Set<String>, Capability)] = [
    ("push-rate", ["excessive", "budget-exhausted"], .throttled),
    ("app-usage", ["not-launched-for-a-while"], .rarelyUsed),
    ("lock-screen-setting", ["disabled"], .lockScreenOff),
    ("show-previews", ["when-unlocked", "never"], .previewsHidden),
    ("location-authorization", ["when-in-use", "denied"], .lacksAlwaysLocation),
    ("location-extension", ["slow-completion"], .locationSlow),
    ("open-settings-from", ["settings-app"], .settingsFromSettingsApp),
    ("ring-switch", ["silent"], .ringSilent),
    ("dynamic-island", ["off"], .noDynamicIsland),
  ]

  private static func read(
    payload parsed: ParsedArguments, pushType: PushType?, into scenario: inout DeliveryScenario, io: CommandIO, file: ScenarioFile?
  ) throws {
    let path = parsed.value("payload") ?? "-"
    var payload: JSONValue
    var traits: PayloadTraits?
    do {
      // The payload is read through the tape, printed once.
      let text: JSONText
      if let inline = file?.payload, path == ScenarioFile.inline {
        payload = inline
        text = JSONText(printing: inline)
      } else {
        // A scenario file may come from someone else and name any file: its lines are not shown.
        let named = file?.options["payload"]?.first == path && parsed.value("payload") == path
        text = try named ? PayloadInput.readNamedByScenario(path, io: io) : PayloadInput.read(path, io: io)
        payload = text.value
      }
      // A vendor's push request body: predict the APNs payload the vendor sends.
      if let vendor = text.withRoot(PayloadClassifier.vendorPayload) {
        payload = vendor.payload
        var apns = try JSONText(printing: payload).withRoot { try PayloadClassifier.classify($0, pushType: pushType) }
        if APSFlag.plainKinds.contains(apns.kind), apns.kind != .silent {
          apns.kind = vendor.sdk == .jpush ? .jpushAPNs : .getuiAPNs
        }
        apns.sdk = vendor.sdk
        traits = apns
      } else if parsed.flag("kind") {
        // With --kind the payload need not say what it is (a VoIP payload is app-defined).
        traits = try? text.withRoot { try PayloadClassifier.classify($0, pushType: pushType) }
      } else {
        traits = try text.withRoot { try PayloadClassifier.classify($0, pushType: pushType) }
      }
    } catch {
      throw PayloadFailure(file: path == ScenarioFile.inline ? "<scenario payload>" : io.displayName(path), error: error)
    }
    scenario.payload = payload
    guard let traits else { return }
    // When the payload does say what it is, --kind must agree (--kind silent beside an alert).
    if parsed.flag("kind"), APSFlag.plainKinds.contains(traits.kind), APSFlag.plainKinds.contains(scenario.kind), traits.kind != scenario.kind {
      throw ScenarioConflict(
        keys: ["kind", "payload"], message: "--kind \(scenario.kind.rawValue) contradicts the payload, whose aps flags make it \(traits.kind.rawValue)",
        hint: "drop --kind (the payload says what it is), or change the payload")
    }
    if !parsed.flag("kind") {
      scenario.kind = traits.kind
      scenario.flags = traits.flags
    }
    if !parsed.flag("sdk"), let sdk = traits.sdk { scenario.sdk = sdk }
    if traits.mutableContent { scenario.implements.append("service-extension") }
  }

  /// `--headers FILE` (or the scenario's inline headers): a bad line is a data error at FILE:LINE:COLUMN.
  private static func headerFile(_ parsed: ParsedArguments, io: CommandIO, file: ScenarioFile?) throws -> HeaderFile? {
    if let inline = file?.headers, parsed.value("headers") == ScenarioFile.inline { return inline }
    return try RequestOptions.headerFile(parsed, io: io)
  }

  /// `--push-type`, else the headers file's `apns-push-type`.
  private static func pushType(_ parsed: ParsedArguments, headers: HeaderFile?) throws -> PushType? {
    guard let text = parsed.value("push-type") ?? headers?["apns-push-type"] else { return nil }
    guard let type = PushType(rawValue: text) else {
      throw ScenarioConflict(keys: ["headers"], message: "apns-push-type '\(text)' is not a push type",
        hint: "allowed: " + PushType.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return type
  }

  /// A comma list option, every use joined.
  private static func list(_ parsed: ParsedArguments, _ name: String) -> [String] {
    parsed.values(name).flatMap {
      $0.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
  }

  /// `N` or `N.M`, or a usage error.
  static func version(_ text: String) throws -> IOSVersion {
    guard let version = IOSVersion(parsing: text) else {
      throw CLIError.usage("--ios takes a version such as 9, 10.0 or 26.4, got '\(text)'")
    }
    return version
  }
}

/// Two scenario keys contradict each other: a usage error on the command line (64), a data error
/// at the key's place when a scenario file gave it (1).
struct ScenarioConflict: Error {
  let keys: [String]
  let message: String
  var hint: String? = nil
}

/// The --payload input could not be read or classified: with --format json it gets the failure
/// record of `aps help json` (`{"file","ok":false,"error"}`), and its diagnostic either way.
struct PayloadFailure: Error {
  let file: String
  let error: Error
}
