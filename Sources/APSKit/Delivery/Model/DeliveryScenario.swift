/// A question for the delivery model: iOS version, app state, kind of push, user action, SDK
/// and what the app implements. `resolve()` fills in what follows from it.
public struct DeliveryScenario: Sendable, Equatable {
  public var ios: IOSVersion
  public var state: AppState
  public var kind: NotificationKind
  public var action: UserAction
  /// nil: the SDK the kind implies, else none.
  public var sdk: PushSDK?
  /// Capability names added to the defaults; `no-NAME` removes one (`no-fetch-handler`).
  public var implements: [String]
  /// The payload, when known: decides sound and badge and fills `launchOptions`.
  public var payload: JSONValue?
  /// The `aps` flags one by one; nil: the flags the kind implies (sound and badge per payload).
  public var flags: Set<APSFlag>?
  /// nil: derived from `--implements scenes` and the iOS version.
  public var lifecycle: Lifecycle?
  public var authorization: Authorization = .full
  /// Firebase / OneSignal method swizzling.
  public var proxy: ProxySetting = .on
  /// The handlers' answers, the extension's outcome, the request headers and Focus.
  public var situation = SystemSituation()
  /// The provider's side of the request, the call's type and the Live Activity budget (PV1–PV3, VC2, LB1).
  public var provider = ProviderSettings()

  public init(
    ios: IOSVersion = IOSVersion(17), state: AppState = .background, kind: NotificationKind = .alert,
    action: UserAction = .none, sdk: PushSDK? = nil, implements: [String] = [], payload: JSONValue? = nil
  ) {
    self.ios = ios
    self.state = state
    self.kind = kind
    self.action = action
    self.sdk = sdk
    self.implements = implements
    self.payload = payload
  }

  /// The scenario with every dimension decided: SDK, capabilities, API generation.
  public func resolve() throws -> ResolvedScenario {
    let sdk = try resolvedSDK()
    var added = Set<Capability>()
    var removed = Set<Capability>()
    for word in implements {
      let negated = word.hasPrefix("no-")
      let name = negated ? String(word.dropFirst(3)) : word
      guard let capability = Capability(rawValue: name) else {
        let names = Capability.allCases.map(\.rawValue)
        throw DeliveryError.unknownValue(
          dimension: "\(term: .implements) value", value: word, allowed: names,
          suggestion: Suggestions.didYouMean(name, among: names))
      }
      if negated { removed.insert(capability) } else { added.insert(capability) }
    }
    var kind = self.kind
    let flags = try resolvedFlags(kind: &kind)
    if routesOverGeTui(sdk: sdk) { kind = .getuiTransmission }
    var capabilities = Capability.defaults.union(added)
    // What the scenario itself implies (an open-settings action needs the settings link; a
    // mutable-content push presupposes the extension; C04 does not exist before iOS 7).
    if action == .openSettings { capabilities.insert(.settingsLink) }
    if kind == .mutableContent { capabilities.insert(.serviceExtension) }
    if kind == .location { capabilities.insert(.locationExtension) }
    if let outcome = situation.serviceExtension, outcome != .none { capabilities.insert(.serviceExtension) }
    // `service-extension: none` says the app ships no extension, even for a mutable-content push.
    if situation.serviceExtension == ExtensionOutcome.none { capabilities.remove(.serviceExtension) }
    if situation.contentExtension != .none { capabilities.insert(.contentExtension) }
    if situation.serviceExtension == .timeout || situation.serviceExtension == .timeoutBestAttempt { capabilities.insert(.extensionTimeout) }
    switch situation.willPresent {
    case .never: capabilities.insert(.willPresentNever)
    case .options(let options) where options.isEmpty: capabilities.insert(.presentsNothing)
    case .options: break
    }
    if let entitlements = situation.entitlements {
      for entitlement in Entitlement.allCases where !entitlements.contains(entitlement) {
        capabilities.insert(entitlement.lacking)
      }
    }
    if added.contains(.unDelegateLate) { capabilities.remove(.unDelegate) }
    capabilities.subtract(removed)
    if ios.major < 7 {
      capabilities.remove(.fetchHandler)
      capabilities.insert(.legacyHandler)
    }
    try checkSurfaces()
    if focusFilterHides { capabilities.insert(.focusFiltered) }
    let (lifecycle, origin) = try resolvedLifecycle(capabilities: capabilities)
    if lifecycle == .scenes { capabilities.insert(.scenes) } else { capabilities.remove(.scenes) }
    // Firebase: FirebaseAppDelegateProxyEnabled = NO. OneSignal: swizzling can be disabled from
    // iOS SDK 5.5.0 (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1650, "Add option to
    // disable swizzling and add manual integration APIs"). GeTui and JPush have no such switch.
    if proxy == .off && !sdk.isFirebase && sdk != .onesignal {
      throw DeliveryError.impossible(
        reason: "\(term: .proxy) off is modelled for \(term: .sdk) firebase (FirebaseAppDelegateProxyEnabled) and \(term: .sdk) onesignal (swizzling disabled, OneSignal iOS SDK 5.5.0+); \(sdk.rawValue) has no documented switch",
        row: nil)
    }
    if authorization == .provisional && ios.major < 12 {
      throw DeliveryError.impossible(reason: "provisional authorization exists from iOS 12; use \(term: .ios) 12 or later", row: nil)
    }
    var resolved = ResolvedScenario(
      ios: ios, generation: generation(capabilities: capabilities, sdk: sdk), state: state,
      kind: kind, action: action, sdk: sdk, capabilities: capabilities, payload: payload)
    resolved.flags = flags
    resolved.lifecycle = lifecycle
    resolved.lifecycleOrigin = origin
    resolved.authorization = authorization
    resolved.proxy = proxy
    resolved.situation = situation
    resolved.situation.serviceExtension = resolvedOutcome(flags: flags, capabilities: capabilities)
    resolved.situation.interruptionLevel = effectiveLevel(capabilities: capabilities)
    resolved.situation.pushType = situation.pushType ?? kind.pushType
    resolved.situation.priority = situation.priority ?? (kind == .silent ? 5 : 10)
    return resolved
  }

  /// GeTui's default strategy: while the cid is online (the app open in the foreground) the
  /// server sends the message over GeTui's own connection as a transmission, not through APNs
  /// ("当CID在线(即app在前台打开运行)时,消息通过个推通道下发到客户端", GT-DOC-FLOW). Only the arrival: a
  /// tap in the foreground is on an entry that came through APNs earlier (G08).
  func routesOverGeTui(sdk: PushSDK) -> Bool {
    kind == .getuiAPNs && sdk.isGeTui && (state == .foreground || state == .inactive)
      && (action == .none || action == .ignore) && !implements.contains(Capability.getuiAPNsChannel.rawValue)
  }

  /// The service extension's outcome: given, else `modifies` when the extension runs for this push.
  private func resolvedOutcome(flags: Set<APSFlag>, capabilities: Set<Capability>) -> ExtensionOutcome {
    if let given = situation.serviceExtension { return given }
    let runs = capabilities.contains(.serviceExtension) && flags.contains(.mutableContent) && flags.contains(.alert)
    return runs ? .modifies : .none
  }

  /// The level the system applies: passive and time-sensitive exist from iOS 15 (critical alerts
  /// from 12); time-sensitive and critical without their entitlement, or switched off by the user,
  /// are treated as active (criticalAlertSetting: only when enabled does it authorize "critical
  /// sounds that ignore Do Not Disturb and the device's mute switch").
  private func effectiveLevel(capabilities: Set<Capability>) -> InterruptionLevel {
    let level = situation.interruptionLevel ?? payloadLevel ?? .active
    switch level {
    case .passive where ios.major < 15: return .active
    case .timeSensitive where ios.major < 15: return .active
    case .timeSensitive where capabilities.contains(.lacksTimeSensitive) || capabilities.contains(.timeSensitiveOff): return .active
    case .critical where ios.major < 12 || capabilities.contains(.lacksCriticalAlerts) || capabilities.contains(.criticalAlertsOff): return .active
    default: return level
    }
  }

  /// `aps.interruption-level` of the payload, when it names a level; without it, a sound dictionary
  /// whose `critical` flag is 1 makes a critical alert (Generating a remote notification,
  /// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification:
  /// "critical | Number | The critical alert flag. Set to 1 to enable the critical alert.").
  private var payloadLevel: InterruptionLevel? {
    if case .string(let text)? = payload?["aps"]?["interruption-level"] { return InterruptionLevel(rawValue: text) }
    switch payload?["aps"]?["sound"]?["critical"] {
    case .number(let lexeme)? where Double(lexeme) == 1: return .critical
    case .bool(true)?: return .critical
    default: return nil
    }
  }

  /// The flags of the push; a plain kind is re-derived from explicit flags.
  private func resolvedFlags(kind: inout NotificationKind) throws -> Set<APSFlag> {
    guard let flags else {
      var implied = APSFlag.implied(by: kind)
      // A payload decides sound and badge (as it did before the flags existed).
      if let aps = payload?["aps"], implied.contains(.alert) {
        if aps["sound"] == nil { implied.remove(.sound) }
        if aps["badge"] == nil { implied.remove(.badge) }
      }
      return implied
    }
    guard APSFlag.plainKinds.contains(kind) || kind == .getuiAPNs || kind == .jpushAPNs else { return flags }
    guard let derived = APSFlag.kind(for: flags) else {
      throw DeliveryError.impossible(
        reason: "a push without alert, sound, badge or content-available shows nothing and wakes nothing; add \(term: .alert), \(term: .sound), \(term: .badge) or \(term: .contentAvailable)",
        row: nil)
    }
    if APSFlag.plainKinds.contains(kind) { kind = derived }
    return flags
  }

  /// `--lifecycle`, else `--implements scenes`, else app-delegate below iOS 27 and scenes from 27
  /// (Apple, WWDC25 session 243 as quoted in https://github.com/OpenFlutter/fluwx/issues/748: "In
  /// the release following iOS 26, any UIKit app built with the latest SDK will be required to use
  /// the UIScene life cycle, otherwise it will not launch").
  private func resolvedLifecycle(capabilities: Set<Capability>) throws -> (Lifecycle, LifecycleOrigin) {
    let result: (Lifecycle, LifecycleOrigin)
    if let lifecycle {
      result = (lifecycle, .given)
    } else if capabilities.contains(.scenes) {
      result = (.scenes, .implements)
    } else {
      result = (ios.major >= 27 ? .scenes : .appDelegate, .derived)
    }
    if result.0 == .scenes && ios.major < 13 {
      throw DeliveryError.impossible(reason: "scenes (UISceneDelegate) exist from iOS 13; use \(term: .ios) 13 or later, or \(term: .lifecycle) app-delegate", row: nil)
    }
    return result
  }

  private func resolvedSDK() throws -> PushSDK {
    guard let implied = kind.impliedSDK else { return sdk ?? .none }
    guard let sdk else { return implied }
    let compatible = implied.isGeTui ? sdk.isGeTui : implied == .firebase ? sdk.isFirebase : sdk == implied
    guard compatible else { throw DeliveryError.sdkConflict(kind: kind, sdk: sdk) }
    return sdk
  }

  private func generation(capabilities: Set<Capability>, sdk: PushSDK) -> APIGeneration {
    if ios.major < 7 { return .legacyPre7 }
    if ios.major < 10 { return .legacy7to9 }
    // GeTui ≥ 2.5.2 and JPush set the UN delegate themselves (P20).
    if sdk == .getui || sdk == .jpush || sdk.setsUNDelegate { return .userNotifications }
    if capabilities.contains(.unDelegate) || capabilities.contains(.unDelegateLate) {
      return .userNotifications
    }
    return .userNotificationsNoDelegate
  }
}

/// A scenario with every dimension decided.
public struct ResolvedScenario: Sendable, Equatable {
  public var ios: IOSVersion
  public var generation: APIGeneration
  public var state: AppState
  public var kind: NotificationKind
  public var action: UserAction
  public var sdk: PushSDK
  public var capabilities: Set<Capability>
  public var payload: JSONValue?
  public var flags: Set<APSFlag> = []
  public var lifecycle: Lifecycle = .appDelegate
  public var lifecycleOrigin: LifecycleOrigin = .derived
  public var authorization: Authorization = .full
  public var proxy: ProxySetting = .on
  /// Every optional part decided (`serviceExtension`, `interruptionLevel`, `priority` are set;
  /// `pushType` is nil only for a message over an SDK's own connection).
  public var situation = SystemSituation()

  /// The flags in declaration order, for output.
  public var flagList: [APSFlag] { APSFlag.allCases.filter { flags.contains($0) } }

  /// What APNs delivers, re-derived from the flags for the plain kinds (alert + mutable-content +
  /// content-available wakes the app like alert-content-available; badge-only is an alert row).
  public var apnsKind: NotificationKind? {
    guard let base = kind.apnsKind else { return nil }
    guard APSFlag.plainKinds.contains(base) else { return base }
    if flags.contains(.alert) { return flags.contains(.contentAvailable) ? .alertContentAvailable : .alert }
    if flags.contains(.contentAvailable) { return .silent }
    return base
  }

  /// The capabilities in declaration order, for output.
  public var capabilityList: [Capability] {
    Capability.allCases.filter { capabilities.contains($0) }
  }

  var context: MatchContext {
    // Do Not Disturb set to silence only while locked does nothing on an unlocked device (HT204321).
    let unlocked = capabilities.contains(.dndWhileLocked) && !capabilities.contains(.locked)
    return MatchContext(
      ios: ios, generation: generation, state: state, kind: kind, action: action, sdk: sdk,
      capabilities: capabilities, flags: flags, lifecycle: lifecycle, authorization: authorization, proxy: proxy,
      outcome: situation.serviceExtension ?? .none, response: situation.contentExtension, focus: unlocked && situation.focus == .on ? .off : situation.focus,
      level: situation.interruptionLevel ?? .active, pushType: situation.pushType, priority: situation.priority ?? 10)
  }
}
