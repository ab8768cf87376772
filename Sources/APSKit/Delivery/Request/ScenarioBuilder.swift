/// Turns `ScenarioSettings` into a `DeliveryScenario`: a preset first, then the settings given,
/// then what a payload and its headers say.
public enum ScenarioBuilder {
  /// How the files a scenario names are read (the caller's: it may report a capture's notes).
  public struct Sources {
    /// The payload at a path; `byScenario`: a scenario file named it (none of a non-payload is shown).
    public var payload: (_ path: String, _ byScenario: Bool) throws -> JSONText
    /// The headers file at a path.
    public var headers: (String) throws -> HeaderFile
    /// How a path is named in errors (`<stdin>` for `-`).
    public var displayName: (String) -> String

    public init(
      payload: @escaping (String, Bool) throws -> JSONText, headers: @escaping (String) throws -> HeaderFile,
      displayName: @escaping (String) -> String
    ) {
      self.payload = payload
      self.headers = headers
      self.displayName = displayName
    }
  }

  /// The iOS version without `ios` and without a preset (a bare major version: the release).
  public static let defaultIOS = IOSVersion(parsing: "17")!

  public static func scenario(_ given: ScenarioSettings, sources: Sources) throws -> DeliveryScenario {
    let settings = try given.expandingSetupFaults()
    var scenario = DeliveryScenario()
    if let name = settings.preset {
      guard let preset = NamedScenario.named(name) else {
        throw DeliveryError.unknownScenario(
          name: name, suggestion: Suggestions.didYouMean(name, among: NamedScenario.all.map(\.name)))
      }
      scenario = preset.scenario
    } else {
      scenario.ios = defaultIOS
    }
    if let ios = settings.ios { scenario.ios = ios }
    if let state = settings.state { scenario.state = state }
    if let kind = settings.kind { scenario.kind = kind }
    if let action = settings.action { scenario.action = action }
    if let sdk = settings.sdk { scenario.sdk = sdk }
    try rejectDeviceStates(settings.implements)
    if let word = settings.actionOptions.first(where: { ActionOption(rawValue: $0) == nil }) {
      throw ScenarioConflict(
        keys: ["action-options"], message: "'\(word)' is not an action option",
        hint: "give a comma list of \(ActionOption.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if let word = settings.reach.requestedOptions.first(where: { RequestedOption(rawValue: $0) == nil }) {
      throw ScenarioConflict(
        keys: ["requested-options"], message: "'\(word)' is not an authorization option",
        hint: "give a comma list of \(RequestedOption.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if settings.serviceExtension == ExtensionOutcome.none, settings.implements.contains(Capability.serviceExtension.rawValue) {
      throw ScenarioConflict(
        keys: ["implements", "service-extension"],
        message: "implements service-extension says the app has a Notification Service Extension; service-extension none says it has none",
        hint: "keep one: drop service-extension from implements, or give the extension's outcome (modifies, unchanged, …)")
    }
    scenario.implements += settings.implements
    let headers = try headerFile(settings.headers, sources: sources)
    let pushType = try self.pushType(settings, headers: headers)
    if let pushType, settings.payload == nil, settings.kind == nil, let kind = NotificationKind.kind(for: pushType) {
      scenario.kind = kind
    }
    if let payload = settings.payload {
      try read(payload, settings: settings, pushType: pushType, into: &scenario, sources: sources)
    }
    let given = APSFlag.allCases.filter { settings.flags.contains($0) }
    if !given.isEmpty {
      // With a plain kind the flags add to what the kind implies (--kind silent --mutable-content);
      // with a payload, to the payload's own (an alert stays an alert beside --mutable-content).
      let implied = settings.kind != nil && APSFlag.plainKinds.contains(scenario.kind) ? APSFlag.implied(by: scenario.kind) : []
      let base = settings.payload != nil ? scenario.flags ?? implied : implied
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
    if let lifecycle = settings.lifecycle { scenario.lifecycle = lifecycle }
    if let authorization = settings.authorization { scenario.authorization = authorization }
    if let proxy = settings.proxy { scenario.proxy = proxy }
    scenario.situation = situation(settings, base: scenario.situation, headers: headers, pushType: pushType)
    if settings.communicationNotification { scenario.implements.append(Capability.communication.rawValue) }
    if settings.storeOffline { scenario.implements.append(Capability.storeOffline.rawValue) }
    if settings.laFrequentUpdates { scenario.implements.append(Capability.laFrequentUpdates.rawValue) }
    if let sdk = settings.linkedSDK, sdk < IOSVersion(13) { scenario.implements.append(Capability.linkedBeforeIOS13.rawValue) }
    let apnsEnvironment = try self.apnsEnvironment(settings)
    if let token = settings.tokenEnvironment, let host = apnsEnvironment, token != host {
      scenario.implements.append(Capability.environmentMismatch.rawValue)
    }
    scenario.implements += settings.device.capabilities(locationSlow: settings.locationExtension == .slowCompletion).map(\.rawValue)
    settings.applyReceiver(to: &scenario)
    try settings.applySurface(to: &scenario)
    scenario.provider = settings.provider
    scenario.provider.apnsEnvironment = apnsEnvironment
    scenario.provider.burst = settings.device.pushRate == .burst
    settings.applyReach(to: &scenario)
    settings.applyConfiguration(to: &scenario)
    try settings.applyLegacy(to: &scenario)
    try settings.checkProviderSetup()
    settings.applyProviderSetup(to: &scenario, apnsEnvironment: apnsEnvironment)
    return scenario
  }

  /// The environment the provider sends to: `apns-environment`, else the one a development
  /// certificate connects to (a production certificate does not say: Apple's "Sandbox & Production"
  /// certificate reaches both). A development certificate sent to production is APNs' 403
  /// BadCertificateEnvironment (RS4), not a contradiction.
  private static func apnsEnvironment(_ settings: ScenarioSettings) throws -> APNsEnvironment? {
    let certificate: APNsEnvironment? = settings.reach.apnsCertificate == .development ? .development : nil
    return settings.apnsEnvironment ?? certificate
  }

  /// The handlers' answers, the extensions, the entitlements and the request headers.
  private static func situation(
    _ settings: ScenarioSettings, base: SystemSituation, headers: HeaderFile?, pushType: PushType?
  ) -> SystemSituation {
    var situation = base
    let answer = settings.willPresent
    if answer == ["never"] {
      situation.willPresent = .never
    } else if answer == ["none"] {
      situation.willPresent = .options([])
    } else if !answer.isEmpty {
      situation.willPresent = .options(Set(answer.compactMap(PresentOption.init(rawValue:))))
    } else if let plugin = settings.sdk.flatMap(PushPlugin.named) {
      situation.willPresent = .options(plugin.foregroundOptions)
    }
    if !settings.actionOptions.isEmpty { situation.actionOptions = Set(settings.actionOptions.compactMap(ActionOption.init(rawValue:))) }
    if let outcome = settings.serviceExtension { situation.serviceExtension = outcome }
    if let response = settings.contentExtension { situation.contentExtension = response }
    if let focus = settings.device.focus { situation.focus = focus }
    if let level = settings.interruptionLevel { situation.interruptionLevel = level }
    if let entitlements = settings.entitlements { situation.entitlements = Set(entitlements) }
    situation.pushType = pushType
    if let priority = settings.priority {
      situation.priority = priority
    } else if let text = headers?["apns-priority"] {
      situation.priority = Int(text)
    }
    return situation
  }

  /// Device states and entitlements that the app's code once listed, with the key (and value)
  /// that sets each.
  static let deviceStateKeys: [String: (key: String, value: String?)] = [
    "locked": ("locked", nil), "just-rebooted": ("just-rebooted", nil), "summary": ("summary", nil),
    "voip-penalty": ("voip-penalty", nil), "debugger-attached": ("debugger-attached", nil),
    "deliver-quietly": ("deliver-quietly", nil), "time-sensitive-off": ("time-sensitive-off", nil), "low-power": ("low-power", nil),
    "critical-alerts-off": ("critical-alert-setting", "disabled"), "low-battery": ("battery-level", "below-20-percent"),
    "store-offline": ("store-offline", nil), "la-frequent-updates": ("la-frequent-updates", nil),
    "background-refresh-off": ("background-refresh", "off"), "throttled": ("push-rate", "excessive"),
    "rarely-used": ("app-usage", "not-launched-for-a-while"), "lock-screen-off": ("lock-screen-setting", "disabled"),
    "previews-hidden": ("show-previews", "never"), "lacks-always-location": ("location-authorization", "when-in-use"),
    "location-slow": ("location-extension", "slow-completion"), "settings-from-settings-app": ("open-settings-from", "settings-app"),
    "ring-silent": ("ring-switch", "silent"), "dnd-while-locked": ("dnd-silence", "only-while-locked"), "sounds-off": ("notification-sounds", "off"), "lacks-dynamic-island": ("dynamic-island", "off"),
    "linked-before-ios13-sdk": ("linked-sdk", "12"), "complication-not-on-face": ("complication-on-watch-face", "off"),
    "focus-allows-sender": ("focus-allowed-people", "includes-sender"), "caller-blocked": ("caller-blocked", nil), "live-activities-off": ("live-activities", "off"),
    "ptt-not-joined": ("ptt-channel", "not-joined"),
    "will-present-never": ("will-present", "never"),
    "lacks-time-sensitive": ("entitlements", nil), "lacks-critical-alerts": ("entitlements", nil), "lacks-filtering": ("entitlements", nil),
    "lacks-location-push": ("entitlements", nil), "lacks-communication-notifications": ("entitlements", nil),
    "watch-on-wrist": ("paired-watch", "on-wrist-unlocked"), "apns-environment-mismatch": ("token-environment", "development"),
    "never-launched": ("app-launched-once", "off"), "simulator": ("device", "simulator"),
    "background-refresh-restricted": ("background-refresh", "restricted"), "standby": ("standby", nil),
    "shared-ipad-logged-out": ("shared-ipad-user", "logged-out"), "ipad": ("device", "ipad"),
  ]

  /// The app's code takes no device state: a contradiction naming the key to use.
  private static func rejectDeviceStates(_ words: [String]) throws {
    for word in words {
      let name = word.hasPrefix("no-") ? String(word.dropFirst(3)) : word
      guard let state = deviceStateKeys[name] else { continue }
      var conflict = ScenarioConflict(
        keys: ["implements"], message: "\(term: .implements) takes the app's code; '\(word)' is \(state.key == "entitlements" ? "an entitlement" : "a device state")")
      conflict.instead = state
      throw conflict
    }
  }

  private static func read(
    _ source: PayloadSource, settings: ScenarioSettings, pushType: PushType?, into scenario: inout DeliveryScenario, sources: Sources
  ) throws {
    var payload: JSONValue
    var traits: PayloadTraits?
    let kindGiven = settings.kind != nil
    do {
      // The payload is read through the tape, printed once.
      let text: JSONText
      switch source {
      case .inline(let inline):
        payload = inline
        text = JSONText(printing: inline)
      case .file(let path, let byScenario):
        text = try sources.payload(path, byScenario)
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
      } else if kindGiven {
        // With a kind the payload need not say what it is (a VoIP payload is app-defined).
        traits = try? text.withRoot { try PayloadClassifier.classify($0, pushType: pushType) }
      } else {
        traits = try text.withRoot { try PayloadClassifier.classify($0, pushType: pushType) }
      }
    } catch {
      guard case .file(let path, _) = source else { throw PayloadFailure(file: "<scenario payload>", error: error) }
      throw PayloadFailure(file: sources.displayName(path), error: error)
    }
    scenario.payload = payload
    guard let traits else { return }
    // When the payload does say what it is, the kind must agree (--kind silent beside an alert).
    if kindGiven, APSFlag.plainKinds.contains(traits.kind), APSFlag.plainKinds.contains(scenario.kind), traits.kind != scenario.kind {
      throw ScenarioConflict(
        keys: ["kind", "payload"], message: "\(term: .kind) \(scenario.kind.rawValue) contradicts the payload, whose aps flags make it \(traits.kind.rawValue)",
        hint: "drop \(term: .kind) (the payload says what it is), or change the payload")
    }
    scenario.adopt(traits, givenKind: kindGiven ? scenario.kind : nil, givenSDK: settings.sdk != nil)
  }

  private static func headerFile(_ source: HeadersSource?, sources: Sources) throws -> HeaderFile? {
    switch source {
    case .inline(let headers): return headers
    case .file(let path): return try sources.headers(path)
    case nil: return nil
    }
  }

  /// `push-type`, else the headers' `apns-push-type`.
  private static func pushType(_ settings: ScenarioSettings, headers: HeaderFile?) throws -> PushType? {
    if let given = settings.pushType { return given }
    guard let text = headers?["apns-push-type"] else { return nil }
    guard let type = PushType(rawValue: text) else {
      throw ScenarioConflict(keys: ["headers"], message: "apns-push-type '\(text)' is not a push type",
        hint: Hint("allowed: " + PushType.allCases.map(\.rawValue).joined(separator: ", ")))
    }
    return type
  }
}

/// Two settings contradict each other: on the command line a usage error, in a scenario file a
/// data error at the key's place.
public struct ScenarioConflict: Error, Sendable {
  public let keys: [String]
  public let message: Hint
  public var hint: Hint? = nil
  /// The setting (and value) to use instead of what was given.
  public var instead: (key: String, value: String?)? = nil
}

/// The payload could not be read or classified: `file` names it for the report.
public struct PayloadFailure: Error {
  public let file: String
  public let error: Error
}
