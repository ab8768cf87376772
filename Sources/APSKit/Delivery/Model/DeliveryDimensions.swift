/// How sure the model is of a claim: documented, shown by SDK source, best effort (documented,
/// but Apple calls the delivery best effort: it may be throttled or not happen), observed, or
/// uncertain.
public enum Confidence: String, Sendable, CaseIterable, Comparable {
  case documented = "D"
  case sdkSource = "S"
  case bestEffort = "B"
  case observed = "O"
  case uncertain = "U"

  private var rank: Int {
    switch self {
    case .documented: return 0
    case .sdkSource: return 1
    case .bestEffort: return 2
    case .observed: return 3
    case .uncertain: return 4
    }
  }

  /// Weaker claims sort later: D < S < B < O < U.
  public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

/// The app state when the push arrives.
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

/// What was pushed and over which channel.
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
  /// Alibaba Cloud Mobile Push message (`PushType: MESSAGE`) over its own channel, never APNs.
  case aliyunMessage = "aliyun-message"
  /// Firebase Cloud Messaging data-only message (`data`, no `notification`, no `content_available`):
  /// FCM's own connection, open only while the app is in the foreground, never an APNs push.
  case fcmData = "fcm-data-message"
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
    case .getuiTransmission, .jpushCustom, .aliyunMessage, .fcmData: return nil
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
    case .getuiTransmission, .jpushCustom, .aliyunMessage, .fcmData: return nil
    }
  }

  /// The SDK this kind belongs to, if any.
  public var impliedSDK: PushSDK? {
    switch self {
    case .getuiTransmission, .getuiAPNs: return .getui
    case .jpushCustom, .jpushAPNs: return .jpush
    case .aliyunMessage: return .aliyun
    case .fcmData: return .firebase
    default: return nil
    }
  }
}

/// What the user does: after the push arrives (`--action`, the first eight cases), and, in a
/// timeline's `{"user": …}` events, to the app and the phone as well.
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
  // Timeline steps that act on the app or the phone, not on a notification.
  case openApp = "open-app"
  case forceQuit = "force-quit"
  case unlock
  case backgroundApp = "background-app"
  /// Deletes the app and installs it again: nothing of the old install is left, including the
  /// VoIP history the system keeps against it (T08).
  case reinstallApp = "reinstall-app"
  /// Answers the CallKit incoming-call screen a VoIP push put up (T29).
  case answerCall = "answer-call"
  /// Declines (ends) that incoming call: the app stays where it was (T29).
  case declineCall = "decline-call"
  /// Presses and holds a notification to open its expanded interface, where a content extension
  /// runs (T35).
  case expand
  /// Deletes the app and does not install it again: its device token is no longer active (AP5).
  case deleteApp = "delete-app"
  /// Allows the Live Activity to continue when the system asks past its update budget (LB1).
  case allowLiveActivityUpdates = "allow-live-activity-updates"
  /// The user starts a Live Activity in the app, which calls ActivityKit's Activity.request (LS1).
  case startLiveActivity = "start-live-activity"

  /// The actions on a notification: what `--action`, the matrix and a one-push question take.
  public static var allCases: [UserAction] { [.none, .tap, .tapAction, .dismiss, .ignore, .tapIcon, .openSettings, .tapLockScreen] }

  /// What a timeline's `{"user": …}` event takes: every action but `none`, then the app and phone steps.
  public static let timelineSteps: [UserAction] = allCases.dropFirst() + [.openApp, .forceQuit, .unlock, .backgroundApp, .reinstallApp, .answerCall, .declineCall, .expand, .deleteApp, .allowLiveActivityUpdates, .startLiveActivity]

  /// Whether this acts on a notification (a one-push question's action).
  public var onNotification: Bool { Self.allCases.contains(self) }
}

/// The push SDK in the app.
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
  /// Alibaba Cloud Mobile Push (CloudPushSDK): its message channel is open only while the app is
  /// in the foreground; messages reach observers of `CCPDidReceiveMessageNotification` (C53).
  case aliyun
  /// Easemob (环信) IM: APNs only while its own connection is down (T25).
  case easemob
  /// RongCloud (融云) IM: APNs once the app has been in the background for 2 minutes (T25).
  case rongcloud
  /// Tencent Cloud IM: APNs once the app leaves the foreground (T25).
  case tencentIM = "tencent-im"
  /// Sendbird Chat: APNs once the app leaves the foreground (T25).
  case sendbird
  /// ZEGOCLOUD In-app Chat (ZIM): APNs once the app is frozen, killed or disconnected (T25).
  case zegoZIM = "zego-zim"
  /// Stream Chat: APNs only to a user who is not connected (T25).
  case streamChat = "stream-chat"
  /// MobPush: its own connection and a local notification in the foreground, APNs otherwise (T25).
  case mobpush
  /// Xiaomi MiPush (小米推送): its own connection while the app is in the foreground, APNs otherwise (T25).
  case mipush
  /// Braze: sets the badge to 0 when its push arrives in the foreground (SB1).
  case braze
  /// Salesforce Marketing Cloud MobilePush: iOS applies a push's badge; the SDK sets the inbox count in the background (SB4).
  case salesforceMobilePush = "salesforce-mobilepush"
  /// Tencent Push Notification Service: its server adds 1 to the badge per push with badge_type -2 (SB3).
  case tpns
  /// React Native Firebase messaging: Firebase Messaging under its own UN delegate and JS listeners (C54, C59–C61).
  case reactNativeFirebase = "react-native-firebase"
  /// FlutterFire firebase_messaging: Firebase Messaging under its own UN delegate and Dart streams (C54, C59–C61).
  case flutterfire
  /// expo-notifications: its own UN delegate and JS listeners (C62–C65).
  case expoNotifications = "expo-notifications"
  /// Airship iOS SDK: its own UN delegate and `PushNotificationDelegate` (C66–C68).
  case airship
  /// Capacitor's @capacitor/push-notifications: its own UN delegate handler and JS listeners (C69, C70).
  case capacitorPushNotifications = "capacitor-push-notifications"

  /// GeTui in either generation.
  public var isGeTui: Bool { self == .getui || self == .getuiLegacy }
}

/// The API generation the iOS version selects.
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
  /// False for a bare major version (`--ios 10`): the release's usual behaviour, so a quirk of
  /// its `.0` alone does not apply (it is a note). Not part of equality.
  public var minorGiven = true

  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  public static func == (lhs: IOSVersion, rhs: IOSVersion) -> Bool { (lhs.major, lhs.minor) == (rhs.major, rhs.minor) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(major)
    hasher.combine(minor)
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
    minorGiven = parts.count > 1
  }

  public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }

  public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}
