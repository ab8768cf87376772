/// The provider's side of a push (its app's bundle ID, how often it signs a new provider token),
/// the call a VoIP push carries and the Live Activity budget at the start: what `bundle-id`,
/// `provider-token-refresh`, `call-type` and `live-activity-budget` set (rules PV1–PV3, VC2,
/// LB1).
public struct ProviderSettings: Sendable, Equatable {
  /// The bundle ID of the app whose device token the push is sent to (nil: the topic is taken to match).
  public var bundleID: String?
  public var tokenRefresh: ProviderTokenRefresh?
  public var callType: CallType?
  public var liveActivityBudget: LiveActivityBudgetState?
  /// The APNs environment the request goes to, for Alibaba Cloud's iOSRemind (production only).
  public var apnsEnvironment: APNsEnvironment?
  /// `push-rate burst`: requests to the device's token come with no wait between them (PV3).
  public var burst = false
  /// What APNs answered, the signing key's environment, the simulator's Mac (`ProviderSetupSettings`).
  public var setup = ProviderSetupSettings()
  /// The faults troubleshooting checklists name (`provider-setup-fault`, `app-setup-fault`, `SetupFaultValues.swift`).
  public var setupFaults: [SetupFault] = []

  public init() {}
}

/// How often the provider signs a new token (JWT) for its connection. Establishing a token-based
/// connection to APNs (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns):
/// "Refresh your token no more than once every 20 minutes and no less than once every 60 minutes."
public enum ProviderTokenRefresh: String, Sendable, CaseIterable {
  case withinLimits = "within-limits"
  /// A new token for every request: more often than every 20 minutes (AP10).
  case everyRequest = "every-request"
}

/// The call the app reports to CallKit for a VoIP push (`CXCallUpdate.hasVideo`).
public enum CallType: String, Sendable, CaseIterable {
  case audio
  case video
}

/// The Live Activity's priority-10 update budget when the timeline starts.
public enum LiveActivityBudgetState: String, Sendable, CaseIterable {
  case available
  /// Already spent: the next priority-10 update is past it (T16, LA10).
  case exhausted
}

extension ScenarioVocabulary {
  /// Other words for the provider's keys' values.
  static let providerSynonyms: [String: [String: String]] = [
    "provider-token-refresh": [
      "every-push": "every-request", "per-request": "every-request", "each-request": "every-request", "too-often": "every-request",
      "every-30s": "every-request", "every-minute": "every-request", "hourly": "within-limits", "every-50-minutes": "within-limits",
      "every-20-to-60-minutes": "within-limits", "normal": "within-limits",
    ],
    "call-type": ["voice": "audio", "audio-call": "audio", "video-call": "video", "has-video": "video", "facetime-video": "video"],
    "live-activity-budget": ["exceeded": "exhausted", "spent": "exhausted", "over-budget": "exhausted", "used-up": "exhausted", "ok": "available", "within": "available"],
    "sdk": [
      "braze-swift-sdk": "braze", "appboy": "braze", "sfmc": "salesforce-mobilepush", "salesforce": "salesforce-mobilepush",
      "marketing-cloud": "salesforce-mobilepush", "mobilepush": "salesforce-mobilepush", "salesforce-marketing-cloud": "salesforce-mobilepush",
      "tencent-push": "tpns", "tencent-tpns": "tpns", "腾讯移动推送": "tpns", "xg": "tpns", "信鸽": "tpns",
    ],
  ]
}
