/// One flag of the `aps` dictionary. A push is the set of its flags plus its push type, not one
/// kind: `content-available` with `badge` and no `alert` wakes the app (C04) and badges the icon
/// without a banner; `alert` + `mutable-content` + `content-available` runs the service extension
/// *and* wakes the app.
public enum APSFlag: String, Sendable, CaseIterable, Hashable {
  case alert
  case sound
  case badge
  case contentAvailable = "content-available"
  case mutableContent = "mutable-content"

  /// The flags a `--kind` shorthand stands for (what the kind meant before the flags existed, so
  /// existing scenarios keep their results).
  public static func implied(by kind: NotificationKind) -> Set<APSFlag> {
    switch kind {
    case .alert, .getuiAPNs, .jpushAPNs: return [.alert, .sound, .badge]
    case .alertContentAvailable: return [.alert, .sound, .badge, .contentAvailable]
    case .silent: return [.contentAvailable]
    case .mutableContent: return [.alert, .sound, .badge, .mutableContent]
    default: return []
    }
  }

  /// The plain APNs kind a set of flags reduces to for the row tables; nil when the push has no
  /// alert, sound, badge or content-available (it would show nothing and wake nothing).
  public static func kind(for flags: Set<APSFlag>) -> NotificationKind? {
    if flags.contains(.alert) {
      if flags.contains(.mutableContent) { return .mutableContent }
      return flags.contains(.contentAvailable) ? .alertContentAvailable : .alert
    }
    if flags.contains(.contentAvailable) { return .silent }
    if flags.contains(.sound) || flags.contains(.badge) { return .alert }
    return nil
  }

  /// The kinds whose flags can be given one by one (the SDK kinds keep their SDK).
  public static let plainKinds: Set<NotificationKind> = [.alert, .alertContentAvailable, .silent, .mutableContent]
}

/// Which delegate receives the UI life-cycle callbacks.
///
/// Apple, applicationWillEnterForeground(_:) ("If you're using scenes …, UIKit will not call this
/// method. Use sceneWillEnterForeground(_:) instead"):
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)
public enum Lifecycle: String, Sendable, CaseIterable {
  case appDelegate = "app-delegate"
  case scenes
}

/// What the user allowed (`UNAuthorizationOptions`, Settings).
public enum Authorization: String, Sendable, CaseIterable {
  case full
  /// iOS 12+ `.provisional`: "noninterrupting notifications provisionally to the Notification Center".
  case provisional
  /// The user turned Allow Notifications off for the app.
  case alertsOff = "alerts-off"
  /// An App Clip's `.ephemeral` status: notifications for up to 8 hours after each launch.
  case ephemeral
  /// The app never asked (UNAuthorizationStatus.notDetermined): nothing is shown (AN1).
  case notDetermined = "not-determined"
}

/// Whether a swizzling SDK (Firebase Messaging, OneSignal) proxies the app delegate and the UN
/// delegate (`FirebaseAppDelegateProxyEnabled`).
public enum ProxySetting: String, Sendable, CaseIterable {
  case on
  case off
}

/// Where the life cycle of a resolved scenario comes from, for the output.
public enum LifecycleOrigin: String, Sendable {
  /// `--lifecycle` given.
  case given
  /// `--implements scenes` given.
  case implements
  /// Derived from the iOS version.
  case derived
}
