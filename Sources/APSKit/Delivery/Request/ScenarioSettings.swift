/// The starting state of a prediction as someone gave it, on the command line or in a scenario
/// file: nil (or false, or empty) where nothing was said. `ScenarioBuilder` turns it into a
/// `DeliveryScenario`: a preset first, then what is given here, then what a payload and its headers say.
public struct ScenarioSettings: Sendable, Equatable {
  /// A named scenario (`NamedScenario`) to start from.
  public var preset: String?
  public var ios: IOSVersion?
  public var state: AppState?
  public var kind: NotificationKind?
  /// The `aps` flags given one by one.
  public var flags: Set<APSFlag> = []
  public var action: UserAction?
  public var sdk: PushSDK?
  public var proxy: ProxySetting?
  public var lifecycle: Lifecycle?
  public var authorization: Authorization?
  /// The app's code: capability names, `no-NAME` removes a default.
  public var implements: [String] = []
  /// What willPresent passes: option names, `none` or `never`; empty: not given.
  public var willPresent: [String] = []
  /// The picked action's `UNNotificationActionOptions`, by name.
  public var actionOptions: [String] = []
  /// The service extension turns the push into a communication notification.
  public var communicationNotification = false
  /// Alibaba Cloud's StoreOffline for the scenario's messages (a push event's option overrides it).
  public var storeOffline = false
  /// The app's Info.plist sets NSSupportsLiveActivitiesFrequentUpdates (T16).
  public var laFrequentUpdates = false
  /// The iOS SDK the app was built against (nil: the device's own version).
  public var linkedSDK: IOSVersion?
  public var serviceExtension: ExtensionOutcome?
  public var contentExtension: ContentResponse?
  public var locationExtension: LocationExtensionOutcome?
  /// nil: what the scenario uses.
  public var entitlements: [Entitlement]?
  public var device = DeviceSettings()
  public var pushType: PushType?
  public var priority: Int?
  public var interruptionLevel: InterruptionLevel?
  public var payload: PayloadSource?
  public var headers: HeadersSource?
  /// The APNs environment of the device token and of the request (AP6).
  public var tokenEnvironment: APNsEnvironment?
  public var apnsEnvironment: APNsEnvironment?
  /// What receives the push (nil: an app), how it is injected (nil: APNs), whether the fetch
  /// handler completes (nil: in time), whether the user hid the app, and whether it is an App Clip.
  public var appKind: AppKind?
  public var delivery: PushInjection?
  public var fetchCompletion: FetchCompletion?
  public var appHidden = false
  public var appClip = false
  /// Who is at the device and where else its notifications show (`SurfaceValues.swift`).
  public var surface = SurfaceSettings()
  /// The provider's bundle ID and token refresh, the call's type, the Live Activity budget.
  public var provider = ProviderSettings()
  /// What decides whether the push reaches the app: credentials, network, calls, categories (`ReachSettings`).
  public var reach = ReachSettings()
  /// How the app, its service extension and its push vendor were set up (`ConfigurationSettings`).
  public var configuration = ConfigurationSettings()
  /// How the app registered for remote notifications before UserNotifications (`LegacySettings`).
  public var legacy = LegacySettings()

  public init() {}

  /// `base` with these settings on top: a value given here wins, the app's code and the
  /// entitlements add up, and flags or a kind given here replace the base's push as a whole.
  public func over(_ base: ScenarioSettings) -> ScenarioSettings {
    var result = self
    for key in ScenarioKey.all { key.inherit(&result, base) }
    result.preset = preset ?? base.preset
    result.implements = base.implements + implements
    if let mine = entitlements { result.entitlements = (base.entitlements ?? []) + mine } else { result.entitlements = base.entitlements }
    if flags.isEmpty, kind == nil { result.flags = base.flags }
    if !flags.isEmpty, kind == nil { result.kind = nil }
    return result
  }
}

/// The device and the user's settings the model tests.
public struct DeviceSettings: Sendable, Equatable {
  public var lowPower = false
  public var batteryLevel: BatteryLevel?
  public var backgroundRefresh: BackgroundRefreshSetting?
  public var locked = false
  public var justRebooted = false
  public var focus: FocusState?
  /// Do Not Disturb's Silence option before iOS 15.
  public var dndSilence: DNDSilence?
  public var ringSwitch: RingSwitch?
  /// The app's Sounds switch in Settings › Notifications.
  public var notificationSounds: Switch?
  public var summary = false
  public var dynamicIsland: Switch?
  /// The app's complication is on the current watch face (nil: on).
  public var complicationOnWatchFace: Switch?
  /// Whether the sender (or caller) is among the people the Focus allows.
  public var focusAllowedPeople: FocusAllowedPeople?
  /// The caller the app reports to CallKit is on the user's block list.
  public var callerBlocked = false
  /// The app's Live Activities switch in Settings (nil: on).
  public var liveActivities: Switch?
  /// Whether the user is in the app's Push to Talk channel (nil: joined).
  public var pttChannel: PTTChannel?
  public var voipPenalty = false
  public var pushRate: PushRate?
  public var debuggerAttached = false
  public var appUsage: AppUsage?
  public var deliverQuietly = false
  public var lockScreenSetting: LockScreenSetting?
  public var showPreviews: ShowPreviews?
  public var timeSensitiveOff = false
  public var criticalAlertSetting: CriticalAlertSetting?
  public var locationAuthorization: LocationAuthorization?
  public var openSettingsFrom: SettingsOrigin?
  /// A paired Apple Watch (nil: none).
  public var pairedWatch: PairedWatch?
  /// iOS 18's Require Face ID for the app: its notifications come with the preview hidden.
  public var appLocked = false
  /// Whether the user has opened the app since installing it (nil: yes).
  public var appLaunchedOnce: Switch?
  /// A real device or a simulator (nil: a device).
  public var receiver: ReceivingDevice?
  /// The app's alert styles (nil: all on) and its Banners and Notification Center switches.
  public var alertStyles: AlertStyles?
  public var banners: Switch?
  public var notificationCenter: Switch?
  /// The app's Badges switch (nil: enabled).
  public var badgeSetting: BadgeSetting?
  /// Screen Time's Downtime is on and the app is not always allowed.
  public var screenTimeDowntime: Switch?
  /// The device is locked into an app by MDM's Single App Mode.
  public var singleAppMode = false
  public var network: NetworkPath?
  public var imSession: IMSession?

  public init() {}

  /// The capabilities these settings stand for (the rows test capabilities), in the order the
  /// output lists them.
  func capabilities(locationSlow: Bool) -> [Capability] {
    let flags: [(Bool, Capability)] = [
      (lowPower, .lowPower), (batteryLevel == .below20Percent, .lowBattery), (backgroundRefresh == .off || backgroundRefresh == .restricted, .backgroundRefreshOff),
      (locked, .locked), (justRebooted, .justRebooted), (summary, .summary), (voipPenalty, .voipPenalty),
      (debuggerAttached, .debuggerAttached), (deliverQuietly, .deliverQuietly), (timeSensitiveOff, .timeSensitiveOff),
      (criticalAlertSetting == .disabled, .criticalAlertsOff),
      (pushRate == .excessive || pushRate == .budgetExhausted, .throttled),
      (appUsage == .notLaunchedForAWhile, .rarelyUsed),
      (lockScreenSetting == .disabled, .lockScreenOff),
      (showPreviews == .whenUnlocked || showPreviews == .never, .previewsHidden),
      (locationAuthorization == .whenInUse || locationAuthorization == .denied, .lacksAlwaysLocation),
      (locationSlow, .locationSlow),
      (openSettingsFrom == .settingsApp, .settingsFromSettingsApp),
      (ringSwitch == .silent, .ringSilent), (notificationSounds == .off, .soundsOff),
      (dndSilence == .onlyWhileLocked, .dndWhileLocked),
      (dynamicIsland == .off, .noDynamicIsland), (complicationOnWatchFace == .off, .complicationOffFace),
      (focusAllowedPeople == .includesSender, .focusAllowsSender), (callerBlocked, .callerBlocked), (liveActivities == .off, .liveActivitiesOff),
      (pttChannel == .notJoined, .pttNotJoined),
      (pairedWatch == .onWristUnlocked, .watchOnWrist), (appLocked, .previewsHidden),
      (appLaunchedOnce == .off, .neverLaunched), (receiver == .simulator, .onSimulator),
      (alertStyles == .allOff && lockScreenSetting == nil, .lockScreenOff),
      (alertStyles == .allOff || banners == .off, .bannersOff), (alertStyles == .allOff || notificationCenter == .off, .notificationCenterOff),
      (badgeSetting == .disabled, .badgesOff), (screenTimeDowntime == .on, .screenTimeDowntime), (singleAppMode, .singleAppMode),
      (network == .wifiBehindProxy, .apnsBlockedByProxy), (imSession == .loggedOut, .imLoggedOut),
      (network == .wifiBehindProxyNoDecryption, .apnsOverPort443),
    ]
    return flags.filter(\.0).map(\.1)
  }
}

/// Where a payload comes from.
public enum PayloadSource: Sendable, Equatable {
  /// A file (`-`: standard input); `byScenario`: a scenario file named it, so none of a file
  /// that is not a payload is shown.
  case file(String, byScenario: Bool)
  /// A scenario file's `"payload": {…}`.
  case inline(JSONValue)
}

/// Where the request headers come from.
public enum HeadersSource: Sendable, Equatable {
  case file(String)
  /// A scenario file's `"headers": {…}`.
  case inline(HeaderFile)
}

public enum Switch: String, Sendable, CaseIterable { case on, off }
/// The user's place in the app's Push to Talk channel (Apple, Creating a Push to Talk app,
/// https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app: "The token
/// isn't active until a person joins the channel").
public enum PTTChannel: String, Sendable, CaseIterable {
  case joined
  case notJoined = "not-joined"
}
/// Whether a Focus's Allowed People include the person a communication notification or a call
/// comes from (Apple, Handling Communication Notifications and Focus Status Updates,
/// https://developer.apple.com/documentation/usernotifications/handling-communication-notifications-and-focus-status-updates).
public enum FocusAllowedPeople: String, Sendable, CaseIterable {
  case includesSender = "includes-sender"
  case excludesSender = "excludes-sender"
}
/// Do Not Disturb's Silence option (Use Do Not Disturb on your iPhone, iPad and iPod touch,
/// https://support.apple.com/en-gb/HT204321: "choose to silence calls and notifications at all
/// times or only when the device is locked").
public enum DNDSilence: String, Sendable, CaseIterable {
  case always
  case onlyWhileLocked = "only-while-locked"
}
/// The battery level: below 20 % the system runs essential background work only (WWDC 2020
/// session 10063, Background execution demystified, its factor "Critically low battery").
public enum BatteryLevel: String, Sendable, CaseIterable {
  case below20Percent = "below-20-percent"
  case above20Percent = "above-20-percent"
}
public enum RingSwitch: String, Sendable, CaseIterable { case ring, silent }
/// How fast background pushes come (excessive or budget-exhausted: throttled).
public enum PushRate: String, Sendable, CaseIterable {
  case normal, excessive, burst
  case budgetExhausted = "budget-exhausted"
}
public enum AppUsage: String, Sendable, CaseIterable {
  case recent
  case notLaunchedForAWhile = "not-launched-for-a-while"
}
public enum LockScreenSetting: String, Sendable, CaseIterable { case enabled, disabled }
/// The user's Critical Alerts switch for the app, `UNNotificationSettings.criticalAlertSetting`
/// (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/criticalalertsetting):
/// "When UNNotificationSetting.enabled, this property authorizes the app to play critical sounds
/// that ignore Do Not Disturb and the device's mute switch." Disabled: an ordinary notification.
public enum CriticalAlertSetting: String, Sendable, CaseIterable { case enabled, disabled }
public enum ShowPreviews: String, Sendable, CaseIterable {
  case always
  case whenUnlocked = "when-unlocked"
  case never
}
public enum LocationAuthorization: String, Sendable, CaseIterable {
  case always
  case whenInUse = "when-in-use"
  case denied
}
public enum LocationExtensionOutcome: String, Sendable, CaseIterable {
  case completes
  case slowCompletion = "slow-completion"
}
/// Where the notification settings link was tapped.
public enum SettingsOrigin: String, Sendable, CaseIterable {
  case notification
  case settingsApp = "settings-app"
}
