/// One setting of a prediction's starting state, by the name a scenario file and the command
/// line give it (`"focus"`, `--focus`): the values it takes and where it lands in
/// `ScenarioSettings`. The one table both the scenario file and the command line read through.
public struct ScenarioKey: Sendable {
  public enum Shape: Sendable, Equatable {
    /// true or false (`--locked`).
    case flag
    /// One value (the last given wins).
    case value
    /// A comma list; every use adds to it.
    case list
    /// A file path (a scenario file may give the object inline).
    case path
  }

  public let name: String
  /// What the value is called in help and errors (`STATE`); nil for a flag.
  public let valueName: String?
  /// The closed set of values (a list: its words); empty when open.
  public let allowed: [String]
  public let shape: Shape
  /// Sets the value from its text; false when the text is not a value of the key.
  let set: @Sendable (inout ScenarioSettings, String) -> Bool
  /// Whether the settings give this key.
  public let isGiven: @Sendable (ScenarioSettings) -> Bool
  /// Forgets the key's value.
  let clear: @Sendable (inout ScenarioSettings) -> Void
  /// Takes the base's value when the settings do not give one.
  let inherit: @Sendable (inout ScenarioSettings, ScenarioSettings) -> Void

  /// Adds `text` to `settings`; false when the key does not take it.
  public func apply(_ text: String, to settings: inout ScenarioSettings) -> Bool { set(&settings, text) }

  /// `settings` without this key.
  public func cleared(_ settings: ScenarioSettings) -> ScenarioSettings {
    var copy = settings
    clear(&copy)
    return copy
  }

  public static func named(_ name: String) -> ScenarioKey? { all.first { $0.name == name } }

  /// Every key, in the order help lists the options. In groups, each typed on its own: one literal
  /// of them all is more than the type checker takes in reasonable time in some builds (the fuzzers').
  public static let all: [ScenarioKey] =
    leadingKeys + APSFlag.allCases.map(ScenarioKey.pushFlag) + appKeys + deviceKeys + [entitlements] + requestKeys
    + settingKeys + receiverKeys + surfaceKeys + providerKeys + reachKeys + configurationKeys
    + legacyKeys + providerSetupKeys + setupFaultKeys

  private static let leadingKeys: [ScenarioKey] = [
    .value("ios", "N", allowed: [], \.ios, IOSVersion.init(parsing:)),
    .choice("state", "STATE", \.state),
    .choice("kind", "KIND", \.kind),
  ]

  private static let appKeys: [ScenarioKey] = [
    .choice("action", "ACTION", \.action),
    .list("action-options", valueName: "OPTIONS", allowed: ActionOption.allCases.map(\.rawValue), \.actionOptions),
    .choice("sdk", "SDK", \.sdk),
    .choice("proxy", "on|off", \.proxy),
    .choice("lifecycle", "LIFECYCLE", \.lifecycle),
    .choice("authorization", "AUTH", \.authorization),
    .flag("low-power", \.device.lowPower),
    .choice("battery-level", "LEVEL", \.device.batteryLevel),
    .choice("background-refresh", "SETTING", \.device.backgroundRefresh),
    .list("implements", allowed: Capability.implementable.flatMap { [$0.rawValue, "no-" + $0.rawValue] }, \.implements),
    .list("will-present", valueName: "OPTIONS", allowed: PresentOption.allCases.map(\.rawValue) + ["none", "never"], \.willPresent),
    .choice("service-extension", "OUTCOME", \.serviceExtension),
    .flag("communication-notification", \.communicationNotification),
    .flag("store-offline", \.storeOffline),
    .flag("la-frequent-updates", \.laFrequentUpdates),
    .value("linked-sdk", "N", allowed: [], \.linkedSDK, IOSVersion.init(parsing:)),
    .choice("content-extension", "RESPONSE", \.contentExtension),
  ]

  private static let deviceKeys: [ScenarioKey] = [
    .flag("locked", \.device.locked),
    .flag("just-rebooted", \.device.justRebooted),
    .choice("focus", "FOCUS", \.device.focus),
    .choice("focus-allowed-people", "WHO", \.device.focusAllowedPeople),
    .choice("dnd-silence", "WHEN", \.device.dndSilence),
    .choice("ring-switch", "ring|silent", \.device.ringSwitch),
    .choice("notification-sounds", "on|off", \.device.notificationSounds),
    .flag("summary", \.device.summary),
    .choice("dynamic-island", "on|off", \.device.dynamicIsland),
    .choice("complication-on-watch-face", "on|off", \.device.complicationOnWatchFace),
    .flag("caller-blocked", \.device.callerBlocked),
    .choice("live-activities", "on|off", \.device.liveActivities),
    .choice("ptt-channel", "CHANNEL", \.device.pttChannel),
    .flag("voip-penalty", \.device.voipPenalty),
    .choice("push-rate", "RATE", \.device.pushRate),
    .flag("debugger-attached", \.device.debuggerAttached),
    .choice("app-usage", "USAGE", \.device.appUsage),
    .flag("deliver-quietly", \.device.deliverQuietly),
    .choice("lock-screen-setting", "SETTING", \.device.lockScreenSetting),
    .choice("show-previews", "WHEN", \.device.showPreviews),
    .flag("time-sensitive-off", \.device.timeSensitiveOff),
    .choice("critical-alert-setting", "SETTING", \.device.criticalAlertSetting),
    .choice("location-authorization", "AUTH", \.device.locationAuthorization),
    .choice("location-extension", "OUTCOME", \.locationExtension),
    .choice("open-settings-from", "PLACE", \.device.openSettingsFrom),
    .choice("paired-watch", "WATCH", \.device.pairedWatch),
    .flag("app-locked", \.device.appLocked),
    .choice("app-launched-once", "on|off", \.device.appLaunchedOnce),
    .choice("device", "DEVICE", \.device.receiver),
  ]

  private static let requestKeys: [ScenarioKey] = [
    .choice("push-type", "TYPE", \.pushType),
    .value("priority", "10|5|1", allowed: ["10", "5", "1"], \.priority) { Int($0) },
    .choice("interruption-level", "LEVEL", \.interruptionLevel),
    .value("payload", "FILE", allowed: [], shape: .path, \.payload) { .file($0, byScenario: false) },
    .value("headers", "FILE", allowed: [], shape: .path, \.headers) { .file($0) },
    .choice("token-environment", "ENV", \.tokenEnvironment),
    .choice("apns-environment", "ENV", \.apnsEnvironment),
  ]

  private static let settingKeys: [ScenarioKey] = [
    .choice("alert-styles", "all|none", \.device.alertStyles),
    .choice("banners", "on|off", \.device.banners),
    .choice("notification-center", "on|off", \.device.notificationCenter),
    .choice("badge-setting", "SETTING", \.device.badgeSetting),
    .choice("screen-time-downtime", "on|off", \.device.screenTimeDowntime),
    .flag("single-app-mode", \.device.singleAppMode),
    .choice("network", "NETWORK", \.device.network),
    .choice("im-session", "SESSION", \.device.imSession),
  ]

  private static let receiverKeys: [ScenarioKey] = [
    .choice("app-kind", "KIND", \.appKind),
    .choice("delivery", "HOW", \.delivery),
    .choice("fetch-completion", "WHEN", \.fetchCompletion),
    .flag("app-hidden", \.appHidden),
    .flag("app-clip", \.appClip),
  ]

  private static let surfaceKeys: [ScenarioKey] = [
    .choice("shared-ipad-user", "USER", \.surface.sharedIPadUser),
    .choice("iphone-mirroring", "on|off", \.surface.iphoneMirroring),
    .choice("carplay", "CARPLAY", \.surface.carplay),
    .list("category-options", valueName: "OPTIONS", allowed: CategoryOption.allCases.map(\.rawValue), \.surface.categoryOptions),
    .choice("announce-notifications", "on|off", \.surface.announceNotifications),
    .choice("audio-output", "OUTPUT", \.surface.audioOutput),
    .value("focus-filter", "CRITERIA", allowed: [], \.surface.focusFilter) { $0.isEmpty ? nil : $0 },
    .flag("standby", \.surface.standby),
  ]

  private static let providerKeys: [ScenarioKey] = [
    .value("bundle-id", "BUNDLE_ID", allowed: [], \.provider.bundleID) { $0.isEmpty || $0.contains(" ") ? nil : $0 },
    .choice("provider-token-refresh", "WHEN", \.provider.tokenRefresh),
    .choice("call-type", "audio|video", \.provider.callType),
    .choice("live-activity-budget", "BUDGET", \.provider.liveActivityBudget),
  ]

  private static let reachKeys: [ScenarioKey] = [
    .choice("provider-token", "valid|invalid", \.reach.providerToken),
    .value("provider-token-age", "DURATION", allowed: [], \.reach.providerTokenAge, DeliveryEvent.seconds),
    .choice("device-token-encoding", "ENCODING", \.reach.deviceTokenEncoding),
    .choice("in-call", "CALL", \.reach.inCall),
    .choice("vpn", "VPN", \.reach.vpn),
    .choice("vpn-tunnel", "up|down", \.reach.vpnTunnel),
    .value("extension-deployment-target", "N", allowed: [], \.reach.extensionDeploymentTarget, IOSVersion.init(parsing:)),
    .list("category-actions", valueName: "ACTIONS", allowed: CategoryAction.allCases.map(\.rawValue), \.reach.categoryActions),
    .value("category-hidden-previews-placeholder", "TEXT", allowed: [], \.reach.hiddenPreviewsPlaceholder) { $0 },
    .choice("web-push-handler", "HANDLER", \.reach.webPushHandler),
    .flag("watch-app-push-target", \.reach.watchAppPushTarget),
    .choice("push-type-header", "present|absent", \.reach.pushTypeHeader),
    .list("requested-options", valueName: "OPTIONS", allowed: RequestedOption.allCases.map(\.rawValue), \.reach.requestedOptions),
    .choice("device-registered-in-developer-account", "on|off", \.reach.deviceRegistered),
    .choice("apns-certificate", "ENV", \.reach.apnsCertificate),
    .choice("calls-register-for-remote-notifications", "on|off", \.reach.callsRegisterForRemoteNotifications),
    .choice("provider-push-credentials", "present|missing", \.reach.providerPushCredentials),
    .choice("token-registered-with-provider", "on|off", \.reach.tokenRegisteredWithProvider),
    .choice("category-matches-payload", "on|off", \.reach.categoryMatchesPayload),
    .choice("content-extension-category-matches", "on|off", \.reach.contentExtensionCategoryMatches),
  ]

  private static let configurationKeys: [ScenarioKey] = [
    .choice("push-notifications-capability", "on|off", \.configuration.pushNotificationsCapability),
    .choice("extension-allows-http-loads", "on|off", \.configuration.extensionAllowsHTTPLoads),
    .choice("extension-bundle-extension", "appex|app", \.configuration.extensionBundleExtension),
    .choice("onesignal-subscription", "STATE", \.configuration.oneSignalSubscription),
    .choice("provider-hosting", "HOSTING", \.configuration.providerHosting),
  ]

  private static let legacyKeys: [ScenarioKey] = [
    .choice("registration-call", "CALL", \.legacy.registration),
  ]

  private static let providerSetupKeys: [ScenarioKey] = [
    .value("apns-response", "REASON", allowed: APNsAnswer.values, \.provider.setup.apnsResponse, APNsAnswer.init(parsing:)),
    .choice("provider-key-environment", "ENV", \.provider.setup.providerKeyEnvironment),
    .choice("simulator-host", "MAC", \.provider.setup.simulatorHost),
  ]

  /// The words of a comma list (spaces dropped, empty words skipped).
  public static func words(_ text: String) -> [String] {
    text.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
  }
}

extension ScenarioKey {
  private static func value<Value: Sendable & Equatable>(
    _ name: String, _ valueName: String, allowed: [String], shape: Shape = .value,
    _ field: WritableKeyPath<ScenarioSettings, Value?> & Sendable, _ parse: @escaping @Sendable (String) -> Value?
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, valueName: valueName, allowed: allowed, shape: shape,
      set: { settings, text in
        guard let value = parse(text) else { return false }
        settings[keyPath: field] = value
        return true
      },
      isGiven: { $0[keyPath: field] != nil }, clear: { $0[keyPath: field] = nil },
      inherit: { settings, base in if settings[keyPath: field] == nil { settings[keyPath: field] = base[keyPath: field] } })
  }

  /// A value of a closed set, as its type (in any case, as the command line takes it).
  private static func choice<Value: RawRepresentable & CaseIterable & Sendable & Equatable>(
    _ name: String, _ valueName: String, _ field: WritableKeyPath<ScenarioSettings, Value?> & Sendable
  ) -> ScenarioKey where Value.RawValue == String {
    value(name, valueName, allowed: Value.allCases.map(\.rawValue), field) { Value(rawValue: $0) ?? Value(rawValue: $0.lowercased()) }
  }

  private static func flag(_ name: String, _ field: WritableKeyPath<ScenarioSettings, Bool> & Sendable) -> ScenarioKey {
    ScenarioKey(
      name: name, valueName: nil, allowed: [], shape: .flag,
      set: { settings, _ in settings[keyPath: field] = true; return true },
      isGiven: { $0[keyPath: field] }, clear: { $0[keyPath: field] = false },
      inherit: { settings, base in settings[keyPath: field] = settings[keyPath: field] || base[keyPath: field] })
  }

  /// `--alert`, `--sound` …: the push's flags, replaced as a set (`ScenarioSettings.over`).
  private static func pushFlag(_ flag: APSFlag) -> ScenarioKey {
    ScenarioKey(
      name: flag.rawValue, valueName: nil, allowed: [], shape: .flag,
      set: { settings, _ in settings.flags.insert(flag); return true },
      isGiven: { $0.flags.contains(flag) }, clear: { $0.flags.remove(flag) }, inherit: { _, _ in })
  }

  /// A comma list; its words are checked where they are used (`DeliveryScenario.resolve`).
  private static func list(
    _ name: String, valueName: String = "LIST", allowed: [String], _ field: WritableKeyPath<ScenarioSettings, [String]> & Sendable
  ) -> ScenarioKey {
    ScenarioKey(
      name: name, valueName: valueName, allowed: allowed, shape: .list,
      set: { settings, text in settings[keyPath: field] += words(text); return true },
      isGiven: { !$0[keyPath: field].isEmpty }, clear: { $0[keyPath: field] = [] },
      // The app's code adds up (`ScenarioSettings.over`); willPresent is one answer.
      inherit: { settings, base in if name != "implements", settings[keyPath: field].isEmpty { settings[keyPath: field] = base[keyPath: field] } })
  }

  /// `--entitlements`: given at all (even empty) replaces "what the scenario uses".
  private static let entitlements = ScenarioKey(
    name: "entitlements", valueName: "LIST", allowed: Entitlement.allCases.map(\.rawValue), shape: .list,
    set: { settings, text in
      settings.entitlements = (settings.entitlements ?? []) + words(text).compactMap(Entitlement.init(rawValue:))
      return true
    },
    isGiven: { $0.entitlements != nil }, clear: { $0.entitlements = nil }, inherit: { _, _ in })
}
