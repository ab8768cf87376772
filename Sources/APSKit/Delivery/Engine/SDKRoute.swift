/// A system callback that an SDK receives in the app's place and forwards as its own (the SDK
/// owns the UN delegate: GeTui ≥ 2.5.2 `registerRemoteNotification:`, JPush
/// `registerForRemoteNotificationConfig:delegate:`). Applied to the system layer's callbacks.
struct SDKRoute: Sendable {
  var sdk: PushSDK
  var from: String
  var to: String
  /// Only for callbacks of this phase (GeTui routes C04 differently on arrival and on a tap).
  var phase: RowPhase? = nil
  var minIOS: IOSVersion? = nil
  var args: [JSONMember] = []
  var why: String
  var sources: [String]
  /// The route does not exist when the app has one of these (it registered outside the SDK).
  var unless: Set<Capability> = [.registersOutsideSDK]

  static let all: [SDKRoute] = [
    SDKRoute(sdk: .getui, from: "C05", to: "C23", minIOS: IOSVersion(10),
             why: "GeTui owns the UN delegate and forwards willPresent; the app passes the options",
             sources: ["GT-H-NEW"]),
    SDKRoute(sdk: .getui, from: "C06", to: "C22", minIOS: IOSVersion(10),
             args: [JSONMember("center", "set"), JSONMember("response", "set")],
             why: "GeTui owns the UN delegate and forwards the tap", sources: ["GT-H-NEW"]),
    SDKRoute(sdk: .getui, from: "C07", to: "C24", minIOS: IOSVersion(12),
             why: "GeTui forwards the settings link", sources: ["GT-H-NEW"]),
    SDKRoute(sdk: .getui, from: "C04", to: "C22", phase: .response,
             args: [JSONMember("completionHandler", "set")],
             why: "GeTui relays the tapped APNs message (iOS < 10: completionHandler set)", sources: ["GT-H-NEW"]),
    SDKRoute(sdk: .getui, from: "C04", to: "C21", phase: .arrival,
             args: [JSONMember("fromGetui", false), JSONMember("offLine", nil), JSONMember("completionHandler", "set")],
             why: "GeTui relays the content-available APNs push; the app must call the fetch handler",
             sources: ["GT-H-NEW"]),
    SDKRoute(sdk: .jpush, from: "C05", to: "C30", minIOS: IOSVersion(10),
             why: "JPush owns the UN delegate and forwards willPresent; the app calls completionHandler(options)",
             sources: ["JP-H", "JP-API"]),
    SDKRoute(sdk: .jpush, from: "C06", to: "C31", minIOS: IOSVersion(10),
             why: "JPush owns the UN delegate and forwards the response; call [JPUSHService handleRemoteNotification:]",
             sources: ["JP-H", "JP-API"]),
    SDKRoute(sdk: .jpush, from: "C07", to: "C32", minIOS: IOSVersion(12),
             why: "JPush forwards the settings link (JPush ≥ 3.1.1)", sources: ["JP-H", "JP-API"]),
  ]
}

/// A version-dependent fact (an iOS release that changes a callback). `from`/`to` make the engine substitute a callback
/// (PushKit before iOS 11, C16 from 26.4); the others are reported in the scenario.
public struct VersionFact: Sendable {
  public var since: IOSVersion
  public var change: String
  public var sources: [String]
  /// The kinds this fact is about; nil for all.
  var kinds: Set<NotificationKind>? = nil
  var substitution: (from: String, to: String, below: Bool, args: [JSONMember])? = nil

  /// Facts for iOS `ios` that concern `kind`, oldest first.
  public static func applying(to ios: IOSVersion, kind: NotificationKind) -> [VersionFact] {
    all.filter { $0.since <= ios && ($0.kinds?.contains(kind) ?? true) }
  }

  static let alerting: Set<NotificationKind> = [
    .alert, .alertContentAvailable, .mutableContent, .getuiAPNs, .jpushAPNs,
  ]

  /// The version-dependent facts, one entry per line that changes a prediction.
  public static let all: [VersionFact] = [
    VersionFact(since: IOSVersion(3), change: "C03; launchOptions[UIApplicationLaunchOptionsRemoteNotificationKey]", sources: ["A-LEGACY", "A-LOK"]),
    VersionFact(since: IOSVersion(4), change: "multitasking: a tap resuming a suspended app calls C03 with .inactive", sources: ["A-STATE", "BLOG-002"]),
    VersionFact(since: IOSVersion(7), change: "C04 and content-available background wake; force-quit stops background launches", sources: ["A-FETCH", "JP-NEW"]),
    VersionFact(since: IOSVersion(8), change: "actionable notifications (C08); PushKit (C18)", sources: ["A-HANDLEACT8", "A-PK8"]),
    VersionFact(since: IOSVersion(9), change: "text-input actions (C09)", sources: ["A-HANDLEACT9"], kinds: alerting),
    VersionFact(since: IOSVersion(10), change: "UserNotifications (C05/C06), service extensions (C14/C17); C03, C08, C09 deprecated", sources: ["A-UNDEL", "A-NSE", "A-DEPR"]),
    VersionFact(since: IOSVersion(11), change: "C15 (with completion handler) replaces C18", sources: ["A-PK", "A-PK8"], kinds: [.voip],
                substitution: (from: "C15", to: "C18", below: true, args: [])),
    VersionFact(since: IOSVersion(12), change: "provisional authorization; openSettingsFor (C07)", sources: ["A-PROV", "JP-API"], kinds: alerting),
    VersionFact(since: IOSVersion(13), change: "scenes (C13 notificationResponse); VoIP pushes must be reported to CallKit", sources: ["A-SCENE", "A-PK"]),
    VersionFact(since: IOSVersion(14), change: ".banner and .list replace .alert", sources: ["A-PO-BANNER", "A-PO-ALERT"], kinds: alerting),
    VersionFact(since: IOSVersion(15), change: "interruption levels and Focus", sources: ["A-IL"], kinds: alerting),
    VersionFact(since: IOSVersion(16), change: "setBadgeCount(_:withCompletionHandler:)", sources: ["A-BADGE16"], kinds: alerting),
    VersionFact(since: IOSVersion(17), change: "applicationIconBadgeNumber deprecated", sources: ["BRAZE"], kinds: alerting),
    VersionFact(since: IOSVersion(26), change: "launchOptions[.remoteNotification] deprecated; unreported VoIP pushes terminate the app", sources: ["A-LOK", "RS-LOK", "VOIP26"]),
    VersionFact(since: IOSVersion(26), change: "SDK: applicationWillEnterForeground: and applicationDidBecomeActive: deprecated (scene apps use C35/C36)", sources: ["A-WEF", "A-DBA"]),
    VersionFact(since: IOSVersion(26, 4), change: "C16 with PKVoIPPushMetadata.mustReport", sources: ["A-PK26"], kinds: [.voip],
                substitution: (from: "C15", to: "C16", below: false, args: [JSONMember("mustReport", "false when foreground, in a call, or stale")])),
    VersionFact(since: IOSVersion(27), change: "apps built with the latest SDK must adopt the UIScene life cycle (WWDC25; uncertain, X24)", sources: ["WWDC25-SCENE", "COURIER-SCENE"]),
  ]
}
