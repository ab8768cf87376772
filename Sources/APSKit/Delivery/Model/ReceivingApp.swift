/// What receives the push (`app-kind`): an app from the App Store, a web app added to the Home
/// Screen (Web Push from iOS 16.4), or a site open in a Safari tab, which cannot ask for
/// notification permission on iOS (Web Push for Web Apps on iOS and iPadOS, WebKit).
public enum AppKind: String, Sendable, CaseIterable {
  case native
  case homeScreenWebApp = "home-screen-web-app"
  case safariTab = "safari-tab"
}

/// How the push reaches the device (`delivery`): through APNs, or injected into a simulator with
/// `xcrun simctl push` or a dropped `.apns` file, which runs no service extension (Xcode 14
/// Release Notes).
public enum PushInjection: String, Sendable, CaseIterable {
  case apns
  case simctl
}

/// Whether the fetch handler calls its completion handler (`fetch-completion`): in time, only
/// after the 30 seconds the system gives it, or never (application(_:didReceiveRemoteNotification:fetchCompletionHandler:)).
public enum FetchCompletion: String, Sendable, CaseIterable {
  case called
  case late = "after-30s"
  case neverCalled = "never-called"
}

extension Capability {
  /// Set by `app-kind`, `delivery`, `fetch-completion`, `app-hidden`, `app-clip` and
  /// `authorization ephemeral`: states of the request, never the app's code.
  static let receiverStates: Set<Capability> = [
    .appHidden, .simulatedPush, .homeScreenWebApp, .safariTab, .fetchLate, .fetchNeverCalled, .ephemeralAuthorization,
  ]
}

extension ScenarioSettings {
  /// The capabilities the receiving app's keys stand for, and the authorization rows see: an App
  /// Clip's ephemeral authorization is full authorization for up to 8 hours after each launch
  /// (Enabling notifications in App Clips), which the timeline counts (AC1).
  func applyReceiver(to scenario: inout DeliveryScenario) {
    let ephemeral = authorization == .ephemeral || appClip && authorization == nil
    if ephemeral { scenario.authorization = .full }
    let flags: [(Bool, Capability)] = [
      (appHidden, .appHidden), (delivery == .simctl, .simulatedPush),
      (appKind == .homeScreenWebApp, .homeScreenWebApp), (appKind == .safariTab, .safariTab),
      (fetchCompletion == .late, .fetchLate), (fetchCompletion == .neverCalled, .fetchNeverCalled),
      (ephemeral, .ephemeralAuthorization),
    ]
    scenario.implements += flags.filter(\.0).map(\.1.rawValue)
  }
}

extension ScenarioVocabulary {
  /// The words for the receiving app's keys, and MiPush's message as a kind: a MiPush message
  /// is a notification, which MiPush sends over its own connection while the app is in the
  /// foreground and through APNs otherwise (T25).
  static let receiverSynonyms: [String: [String: String]] = [
    "fetch-completion": [
      "in-time": "called", "on-time": "called", "completes": "called", "calls-completion": "called",
      "late": "after-30s", "too-late": "after-30s", "past-30s": "after-30s", "over-30s": "after-30s",
      "after-45s": "after-30s", "after-60s": "after-30s", "after-1m": "after-30s", "after-2m": "after-30s",
      "never": "never-called", "not-called": "never-called", "missing": "never-called", "forgotten": "never-called",
    ],
    "app-kind": [
      "app": "native", "native-app": "native", "pwa": "home-screen-web-app", "web-app": "home-screen-web-app",
      "home-screen-pwa": "home-screen-web-app", "installed-pwa": "home-screen-web-app", "safari": "safari-tab",
      "website": "safari-tab", "browser-tab": "safari-tab", "safari-website": "safari-tab",
    ],
    "delivery": ["simctl-push": "simctl", "xcrun-simctl-push": "simctl", "apns-file": "simctl", "drag-and-drop": "simctl", "apns-server": "apns"],
    "kind": ["mipush-message": "alert", "mipush-notification": "alert", "xiaomi-message": "alert"],
    "sdk": ["xiaomi": "mipush", "xiaomi-push": "mipush", "mi-push": "mipush", "小米推送": "mipush"],
  ]
}
