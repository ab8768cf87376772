/// How sure the model is of a claim (reference legend): documented, shown by SDK source,
/// observed, or uncertain.
public enum Confidence: String, Sendable, CaseIterable, Comparable {
  case documented = "D"
  case sdkSource = "S"
  case observed = "O"
  case uncertain = "U"

  private var rank: Int {
    switch self {
    case .documented: return 0
    case .sdkSource: return 1
    case .observed: return 2
    case .uncertain: return 3
    }
  }

  /// Weaker claims sort later: D < S < O < U.
  public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

/// The app state when the push arrives (reference §1.2).
public enum AppState: String, Sendable, CaseIterable {
  case foreground
  case inactive
  case background
  case suspended
  case notRunning = "not-running"
  case forceQuit = "force-quit"

  /// The process does not exist: a tap or a background push has to launch it.
  public var isTerminated: Bool { self == .notRunning || self == .forceQuit }
  /// On screen (active or inactive).
  public var isOnScreen: Bool { self == .foreground || self == .inactive }
}

/// What was pushed and over which channel (reference §1.3).
public enum NotificationKind: String, Sendable, CaseIterable {
  case alert
  case alertContentAvailable = "alert-content-available"
  case silent
  case mutableContent = "mutable-content"
  case voip
  case getuiTransmission = "getui-transmission"
  case getuiAPNs = "getui-apns"
  case jpushCustom = "jpush-custom"
  case jpushAPNs = "jpush-apns"
  /// ActivityKit push (`apns-push-type: liveactivity`, `event: start`, iOS 17.2+).
  case liveActivityStart = "liveactivity-start"
  /// ActivityKit push, `event: update` (iOS 16.1+).
  case liveActivityUpdate = "liveactivity-update"
  /// ActivityKit push, `event: end` (iOS 16.1+).
  case liveActivityEnd = "liveactivity-end"
  /// `apns-push-type: location`: the Location Push Service Extension (iOS 15+).
  case location
  /// `apns-push-type: widgets`: WidgetKit reloads the app's widgets (`content-changed`).
  case widgets
  /// `apns-push-type: controls`: Control Center controls reload (iOS 18+).
  case controls
  /// `apns-push-type: pushtotalk`: the Push to Talk framework's channel manager.
  case pushToTalk = "pushtotalk"
  /// `apns-push-type: complication`: a watchOS complication update (PushKit).
  case complication
  /// `apns-push-type: fileprovider`: a File Provider extension is told its content changed.
  case fileProvider = "fileprovider"
  /// `apns-push-type: mdm`: device management; no app code runs.
  case mdm

  /// A Live Activity push: shown by the widget extension, never as a notification.
  public var isLiveActivity: Bool {
    self == .liveActivityStart || self == .liveActivityUpdate || self == .liveActivityEnd
  }

  /// What APNs itself delivers for this kind; nil when the message never goes through APNs
  /// (a GeTui transmission or a JPush custom message over the SDK's own connection).
  public var apnsKind: NotificationKind? {
    switch self {
    case .getuiAPNs, .jpushAPNs, .mutableContent: return .alert
    case .getuiTransmission, .jpushCustom: return nil
    default: return self
    }
  }

  /// The user sees something the system displays (so it can be tapped or dismissed).
  public var isDisplayed: Bool {
    guard let apns = apnsKind else { return false }
    return apns == .alert || apns == .alertContentAvailable
  }

  /// The kind an `apns-push-type` stands for when the payload does not say more; nil for the
  /// push types whose kind the payload decides (alert, background, liveactivity).
  public static func kind(for pushType: PushType) -> NotificationKind? {
    switch pushType {
    case .voip: return .voip
    case .location: return .location
    case .widgets: return .widgets
    case .controls: return .controls
    case .pushtotalk: return .pushToTalk
    case .complication: return .complication
    case .fileprovider: return .fileProvider
    case .mdm: return .mdm
    case .alert, .background, .liveactivity: return nil
    }
  }

  /// The `apns-push-type` this kind is sent with; nil for messages that do not go through APNs.
  public var pushType: PushType? {
    switch self {
    case .alert, .alertContentAvailable, .mutableContent, .getuiAPNs, .jpushAPNs: return .alert
    case .silent: return .background
    case .voip: return .voip
    case .liveActivityStart, .liveActivityUpdate, .liveActivityEnd: return .liveactivity
    case .location: return .location
    case .widgets: return .widgets
    case .controls: return .controls
    case .pushToTalk: return .pushtotalk
    case .complication: return .complication
    case .fileProvider: return .fileprovider
    case .mdm: return .mdm
    case .getuiTransmission, .jpushCustom: return nil
    }
  }

  /// The SDK this kind belongs to, if any.
  public var impliedSDK: PushSDK? {
    switch self {
    case .getuiTransmission, .getuiAPNs: return .getui
    case .jpushCustom, .jpushAPNs: return .jpush
    default: return nil
    }
  }
}

/// What the user does after the push arrives (reference §1.4).
public enum UserAction: String, Sendable, CaseIterable {
  case none
  case tap
  case tapAction = "tap-action"
  case dismiss
  case ignore
  case tapIcon = "tap-icon"
  case openSettings = "open-settings"
  /// A tap on the lock-screen entry; the device is unlocked before the app comes forward.
  case tapLockScreen = "tap-lock-screen"
}

/// The push SDK in the app (reference §1.5 `sdk`).
public enum PushSDK: String, Sendable, CaseIterable {
  case none
  /// GeTui ≥ 2.5.2.0: C21–C24, the SDK owns the UN delegate.
  case getui
  /// GeTui ≤ 2.5.1: only C20; the app owns the UN delegate and forwards.
  case getuiLegacy = "getui-legacy"
  /// JPush ≥ 2.1.9: `JPUSHRegisterDelegate` C30–C32, custom messages via C33.
  case jpush
  /// Firebase Cloud Messaging: swizzles the app delegate and the UN delegate unless
  /// `FirebaseAppDelegateProxyEnabled` is NO (`--proxy off`).
  case firebase
  /// OneSignal: swizzles the app delegate and the UN delegate and forwards to the app's methods.
  case onesignal

  /// GeTui in either generation.
  public var isGeTui: Bool { self == .getui || self == .getuiLegacy }
}

/// What the app implements, and the device conditions that change a row (reference §1.5, §1.6).
public enum Capability: String, Sendable, CaseIterable {
  /// C04 `…fetchCompletionHandler:`.
  case fetchHandler = "fetch-handler"
  /// C03, the pre-iOS 7 variant.
  case legacyHandler = "legacy-handler"
  /// The remote-notification background mode.
  case backgroundMode = "background-mode"
  /// A `UNUserNotificationCenter` delegate set in C02/C01.
  case unDelegate = "un-delegate"
  /// The UN delegate is set after the launch methods returned.
  case unDelegateLate = "un-delegate-late"
  /// C05 is implemented.
  case willPresent = "will-present"
  /// C06 is implemented.
  case didReceive = "did-receive"
  /// C05 / C23 / C30 pass no presentation options (`[]`).
  case presentsNothing = "presents-nothing"
  /// A Notification Service Extension (C14 / C17).
  case serviceExtension = "service-extension"
  /// C14 does not call its content handler in time, so C17 runs.
  case extensionTimeout = "extension-timeout"
  /// A `UISceneDelegate` (iOS 13+).
  case scenes
  /// The category has `.customDismissAction`.
  case customDismiss = "custom-dismiss"
  /// The tapped action has the `.foreground` option.
  case foregroundAction = "foreground-action"
  /// The app asked for `.providesAppNotificationSettings`.
  case settingsLink = "settings-link"
  /// GeTui `runBackgroundEnable:YES` with the Audio background mode.
  case runBackground = "run-background"
  /// Low Power Mode on, or Background App Refresh off.
  case lowPower = "low-power"
  /// The same JPush API call also carried a custom message.
  case plusCustomMessage = "plus-custom-message"
  /// Background App Refresh is off for the app (Settings), separately from Low Power Mode.
  case backgroundRefreshOff = "background-refresh-off"
  /// A Notification Content Extension for the push's category (UNNotificationContentExtension).
  case contentExtension = "content-extension"
  /// The app implements C34 `applicationDidEnterBackground:` (Xcode's app-delegate template has
  /// it; a default, `no-did-enter-background` removes it).
  case didEnterBackground = "did-enter-background"
  /// The app registers for remote notifications (`registerForRemoteNotifications`) only after
  /// launch (after login, a database or the first scene), not in C01 on every launch.
  case registersLate = "registers-late"
  /// The app does not report the VoIP push to CallKit (`reportNewIncomingCall`).
  case voipUnreported = "voip-unreported"
  /// The app delegate implements `application:handleActionWithIdentifier:…` (C08/C09), which
  /// still receives custom actions on iOS 10+ when no UN delegate is set.
  case handleAction = "handle-action"
  /// The app registers for remote notifications itself, not through its push SDK (GeTui: "必须使用个推注册远程通知，
  /// 否则通过个推代理无法获取部分APNs回调"), so the SDK does not forward the UN delegate's callbacks.
  case registersOutsideSDK = "registers-outside-sdk"
  /// The app delegate implements the iOS 9 variant with `withResponseInfo:` (C09).
  case handleActionResponseInfo = "handle-action-response-info"
  /// A Location Push Service Extension (`CLLocationPushServiceExtension`); assumed for a location push.
  case locationExtension = "location-extension"
  // Device and system states (scenario keys, not app code).
  /// The device is locked when the push arrives.
  case locked
  /// Restarted and not unlocked since.
  case justRebooted = "just-rebooted"
  /// The app's notifications go to the Scheduled Summary.
  case summary
  /// The device has no Dynamic Island.
  case noDynamicIsland = "lacks-dynamic-island"
  /// iOS stopped delivering VoIP pushes after repeated failures to report a call.
  case voipPenalty = "voip-penalty"
  /// The ring/silent switch is on silent.
  case ringSilent = "ring-silent"
  /// Background pushes come faster than the budget allows (`push-rate` excessive or budget-exhausted).
  case throttled
  /// The app runs under the Xcode debugger: the background-push throttle is off.
  case debuggerAttached = "debugger-attached"
  /// The user has not launched the app for a while.
  case rarelyUsed = "rarely-used"
  /// The user chose Deliver Quietly for the app.
  case deliverQuietly = "deliver-quietly"
  /// The settings link was tapped in the Settings app (C07 gets nil).
  case settingsFromSettingsApp = "settings-from-settings-app"
  /// Core Location authorization is not Always.
  case lacksAlwaysLocation = "lacks-always-location"
  /// The location extension does not call its completion in time.
  case locationSlow = "location-slow"
  /// Show Previews is not Always: the Lock Screen hides the content.
  case previewsHidden = "previews-hidden"
  /// The app's Lock Screen delivery is off.
  case lockScreenOff = "lock-screen-off"
  /// The user turned off Time Sensitive Notifications for the app.
  case timeSensitiveOff = "time-sensitive-off"
  /// willPresent never calls its completion handler.
  case willPresentNever = "will-present-never"
  // Entitlements the scenario says the app lacks (`entitlements` given without them).
  case lacksTimeSensitive = "lacks-time-sensitive"
  case lacksCriticalAlerts = "lacks-critical-alerts"
  case lacksFiltering = "lacks-filtering"
  case lacksLocationPush = "lacks-location-push"
  case lacksCommunication = "lacks-communication-notifications"

  /// What `--implements` offers: the app's own code, not the device states and entitlements the
  /// other scenario keys set.
  public static let implementable: [Capability] = allCases.filter {
    !deviceStates.contains($0) && !$0.rawValue.hasPrefix("lacks-") && $0 != .willPresentNever
  }

  /// The states of the device, set by their own scenario keys (`--locked`, `--summary`, …).
  public static let deviceStates: Set<Capability> = [
    .locked, .justRebooted, .summary, .noDynamicIsland, .voipPenalty, .ringSilent, .throttled, .debuggerAttached,
    .rarelyUsed, .deliverQuietly, .settingsFromSettingsApp, .lacksAlwaysLocation, .locationSlow, .previewsHidden,
    .lockScreenOff, .timeSensitiveOff,
  ]

  /// What a typical app has when `--implements` does not say otherwise.
  public static let defaults: Set<Capability> = [
    .fetchHandler, .backgroundMode, .unDelegate, .willPresent, .didReceive, .didEnterBackground,
  ]
}

/// The API generation the iOS version selects (reference §1.1).
public enum APIGeneration: String, Sendable, CaseIterable {
  case legacyPre7
  case legacy7to9
  case userNotifications
  case userNotificationsNoDelegate

  /// iOS 9 or earlier.
  public var isLegacy: Bool { self == .legacyPre7 || self == .legacy7to9 }
}

/// An iOS version such as `9`, `10.0` or `26.4`.
public struct IOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `N` or `N.M`; nil for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), let major = Int(parts[0]), (3...99).contains(major) else {
      return nil
    }
    var minor = 0
    if parts.count > 1 {
      guard let value = Int(parts[1]), value >= 0 else { return nil }
      minor = value
    }
    if parts.count > 2, Int(parts[2]) == nil { return nil }
    self.init(major, minor)
  }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}
