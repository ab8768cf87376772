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
          dimension: "--implements value", value: word, allowed: names,
          suggestion: Suggestions.didYouMean(name, among: names))
      }
      if negated { removed.insert(capability) } else { added.insert(capability) }
    }
    var capabilities = Capability.defaults.union(added)
    // What the scenario itself implies (an open-settings action needs the settings link; a
    // mutable-content push presupposes the extension; C04 does not exist before iOS 7).
    if action == .openSettings { capabilities.insert(.settingsLink) }
    if kind == .mutableContent { capabilities.insert(.serviceExtension) }
    if added.contains(.unDelegateLate) { capabilities.remove(.unDelegate) }
    capabilities.subtract(removed)
    if ios.major < 7 {
      capabilities.remove(.fetchHandler)
      capabilities.insert(.legacyHandler)
    }
    return ResolvedScenario(
      ios: ios, generation: generation(capabilities: capabilities, sdk: sdk), state: state,
      kind: kind, action: action, sdk: sdk, capabilities: capabilities, payload: payload)
  }

  private func resolvedSDK() throws -> PushSDK {
    guard let implied = kind.impliedSDK else { return sdk ?? .none }
    guard let sdk else { return implied }
    let compatible = implied == .jpush ? sdk == .jpush : sdk.isGeTui
    guard compatible else { throw DeliveryError.sdkConflict(kind: kind, sdk: sdk) }
    return sdk
  }

  private func generation(capabilities: Set<Capability>, sdk: PushSDK) -> APIGeneration {
    if ios.major < 7 { return .legacyPre7 }
    if ios.major < 10 { return .legacy7to9 }
    // GeTui ≥ 2.5.2 and JPush set the UN delegate themselves (P20).
    if sdk == .getui || sdk == .jpush { return .userNotifications }
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

  /// The capabilities in declaration order, for output.
  public var capabilityList: [Capability] {
    Capability.allCases.filter { capabilities.contains($0) }
  }

  var context: MatchContext {
    MatchContext(
      ios: ios, generation: generation, state: state, kind: kind, action: action, sdk: sdk,
      capabilities: capabilities)
  }
}
