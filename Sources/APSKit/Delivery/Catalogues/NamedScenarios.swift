/// A scenario one of the seed posts describes, named for what happens, with the post's own
/// conclusion.
public struct NamedScenario: Sendable {
  public var name: String
  /// One line: what happens.
  public var summary: String
  /// The seed file under `shared/seeds/`.
  public var seed: String
  /// What the post concludes, translated into English (users do not have the post; it is named
  /// by its title through its BLOG key).
  public var conclusion: String
  public var scenario: DeliveryScenario

  /// The preset with this name.
  public static func named(_ name: String) -> NamedScenario? {
    all.first { $0.name == name }
  }

  static let seed000 = "000_c19f91bd456a1167.txt"
  static let seed001 = "001_d858ee67d1c11c6c.txt"
  static let seed002 = "002_9a507acf8e45f0a3.txt"
  static let seed003 = "003_45b18c67d435033f.txt"
  static let seed004 = "004_b7d47775cb832b8d.txt"

  /// Every preset, grouped by seed.
  public static let all: [NamedScenario] = [
    NamedScenario(
      name: "getui-legacy-icon-open-payload-only",
      summary: "GeTui ≤ 2.5.1, app in background, user opens it from the icon: only C20 with offLine = YES; the isLaunchedByNotification flag gets stuck",
      seed: seed000,
      conclusion: "opening the app from the icon calls GeTuiSdkDidReceivePayloadData: directly, and only once for the same push; a later tap on the leftover entry sets isLaunchedByNotification to YES for good",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .getuiAPNs, action: .tapIcon, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-leftover-tap-sets-flag-forever",
      summary: "GeTui ≤ 2.5.1, after an icon open the user taps the leftover entry: C04 only, C20 never comes again",
      seed: seed000,
      conclusion: "tapping the entry again still calls didReceiveRemoteNotification: but no longer GeTuiSdkDidReceivePayloadData:; isLaunchedByNotification becomes YES and can never be reset to NO",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .foreground, kind: .getuiAPNs, action: .tap, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-tap-from-background-then-offline-payload",
      summary: "GeTui ≤ 2.5.1, app in background, user taps the banner: C04 first, then C20 once with offLine = YES",
      seed: seed000,
      conclusion: "with the app in the background or closed, a tap on the notification goes through didReceiveRemoteNotification: first, then the GeTui SDK receives the transmission callback",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .getuiAPNs, action: .tap, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-tap-launches-then-offline-payload",
      summary: "GeTui ≤ 2.5.1, app closed, user taps the banner: launch, C04, then C20 once with offLine = YES",
      seed: seed000,
      conclusion: "a tap on the notification launches the app: didReceiveRemoteNotification: first, then GeTuiSdkDidReceivePayloadData: with offLine YES",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .getuiAPNs, action: .tap, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-icon-launch-payload-only",
      summary: "GeTui ≤ 2.5.1, app closed, user launches it from the icon: no system push callback, only C20 with offLine = YES",
      seed: seed000,
      conclusion: "the app launched from the icon, no other action: GeTuiSdkDidReceivePayloadData: is called directly (offLine YES, once); the entry stays in Notification Center",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .getuiAPNs, action: .tapIcon, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-foreground-transmission-online",
      summary: "GeTui ≤ 2.5.1, app in the foreground: the transmission reaches C20 with offLine = NO and nothing is shown",
      seed: seed000,
      conclusion: "in the foreground the transmission calls this method directly, and every message received in the foreground has offLine NO (the app shows its own alert)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .foreground, kind: .getuiTransmission, sdk: .getuiLegacy)),
    NamedScenario(
      name: "foreground-push-silent-to-user-ios9",
      summary: "iOS ≤ 9, app in the foreground: no banner, no sound; the push goes straight to the app delegate",
      seed: seed001,
      conclusion: "in the foreground no sound plays and the app delegate's didReceiveRemoteNotification is called directly (custom banner and sound needed)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .foreground, kind: .alert)),
    NamedScenario(
      name: "background-tap-calls-fetch-handler-inactive",
      summary: "iOS 7–9, app in background: a sound plays; tapping the banner calls C04 with applicationState inactive",
      seed: seed001,
      conclusion: "in the background a sound plays; tapping the notification calls the app delegate's didReceiveRemoteNotification",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .alert, action: .tap)),
    NamedScenario(
      name: "tap-launch-payload-in-launch-options-then-fetch",
      summary: "iOS 7–9, app killed, user taps the banner: the payload is in launchOptions and C04 runs after launch",
      seed: seed001,
      conclusion: "tapping the notification launches the app with launchOptions set; if application:didReceiveRemoteNotification:fetchCompletionHandler: is implemented it is called too",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .alert, action: .tap)),
    NamedScenario(
      name: "silent-push-without-fetch-handler-lost-in-background",
      summary: "Only C03 implemented: a silent push reaches the app in the foreground, never in the background",
      seed: seed001,
      conclusion: "with only application:didReceiveRemoteNotification: implemented, silent pushes arrive only in the foreground, never in the background",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .silent, implements: ["no-fetch-handler", "legacy-handler"])),
    NamedScenario(
      name: "silent-push-wakes-fetch-handler-in-background",
      summary: "C04 and the background mode: a silent push wakes the app in the background",
      seed: seed001,
      conclusion: "to receive silent pushes the app must be in the foreground or background and implement application:didReceiveRemoteNotification:fetchCompletionHandler:",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .silent)),
    NamedScenario(
      name: "silent-push-launches-system-killed-app",
      summary: "App terminated by the system (not swiped away): a silent push launches it in the background and calls C04",
      seed: seed001,
      conclusion: "when the app has been killed, Background Fetch can wake it briefly (true for a system-terminated app; not after a force-quit)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .silent)),
    NamedScenario(
      name: "silent-push-after-force-quit-lost",
      summary: "App swiped away: a silent push does not wake it",
      seed: seed001,
      conclusion: "to receive silent pushes the app must be in the foreground or background (a killed app gets none)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .forceQuit, kind: .silent)),
    NamedScenario(
      name: "jpush-custom-message-waits-for-foreground",
      summary: "JPush custom message while in background: nothing now, delivered by C33 once the app is opened",
      seed: seed001,
      conclusion: "custom messages arrive only while the app is in the foreground; in the background or killed they are kept until the app is in the foreground again",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .jpushCustom, action: .tapIcon, sdk: .jpush)),
    NamedScenario(
      name: "resume-tap-calls-legacy-handler-inactive",
      summary: "iOS 4–6, app suspended, user taps View: C03 runs with applicationState inactive",
      seed: seed002,
      conclusion: "on iOS 4.0 or later this method is also called when the app comes to the foreground from the suspended state; check UIApplication's applicationState",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .suspended, kind: .alert, action: .tap)),
    NamedScenario(
      name: "foreground-push-straight-to-app-no-sound",
      summary: "iOS ≤ 6, app in the foreground: nothing on screen, no sound; C03 gets the push",
      seed: seed002,
      conclusion: "with the app in the foreground nothing is shown and no sound plays, but the app delegate receives the push",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .foreground, kind: .alert)),
    NamedScenario(
      name: "close-button-app-never-sees-push",
      summary: "iOS ≤ 6, app in background, user taps Close on the alert: the app never handles the push",
      seed: seed002,
      conclusion: "the user can close the alert with Close or open the app with View; after Close the app does not handle the push",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .background, kind: .alert, action: .dismiss)),
    NamedScenario(
      name: "tap-launch-payload-only-in-launch-options",
      summary: "iOS ≤ 6, app not running, user taps View: the payload only in launchOptions; the UI is not ready in C01",
      seed: seed002,
      conclusion: "the payload is passed to application:didFinishLaunchingWithOptions:; refreshing the view from there, before it exists, crashes the app",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .notRunning, kind: .alert, action: .tap)),
    NamedScenario(
      name: "lock-screen-tap-opens-after-unlock",
      summary: "iOS ≤ 6, device locked: the alert has no Close/View; unlocking enters the app",
      seed: seed002,
      conclusion: "on the lock screen the alert has no Close or View button; unlocking opens the app",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .background, kind: .alert, action: .tapLockScreen)),
    NamedScenario(
      name: "foreground-no-banner-legacy-handler",
      summary: "iOS 8, only C03: no banner while the app is open; the app has to show its own prompt",
      seed: seed003,
      conclusion: "no banner appears while the app is open; showing one is up to the app",
      scenario: DeliveryScenario(ios: IOSVersion(8), state: .foreground, kind: .alert, implements: ["no-fetch-handler", "legacy-handler"])),
    NamedScenario(
      name: "cold-launch-tap-skips-legacy-handler",
      summary: "iOS 8, only C03, app killed, user taps the banner: C03 is not called; the push is only in launchOptions",
      seed: seed003,
      conclusion: "after tapping the banner none of my handlers ran: a banner tap that launches the app goes to didFinishLaunchingWithOptions, so the payload must be read from launchOptions",
      scenario: DeliveryScenario(ios: IOSVersion(8), state: .notRunning, kind: .alert, action: .tap, implements: ["no-fetch-handler", "legacy-handler"])),
    NamedScenario(
      name: "icon-launch-gets-no-payload",
      summary: "App not running, user opens it from the icon instead of the banner: no callback and no launchOptions key",
      seed: seed003,
      conclusion: "opening the app from the icon instead of the notification, none of these methods gets the message (unsolved: the server has to track read state)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .alert, action: .tapIcon)),
    NamedScenario(
      name: "jpush-killed-tap-still-reaches-did-receive",
      summary: "JPush on iOS 10+, app killed, user taps the banner: the app launches and C31 follows, so navigation is possible",
      seed: seed004,
      conclusion: "when the process was terminated, tapping the notification only opens the app and cannot navigate, because the app delegate's main does not run (the model says otherwise: X14)",
      scenario: DeliveryScenario(ios: IOSVersion(10), state: .notRunning, kind: .jpushAPNs, action: .tap, sdk: .jpush)),
    NamedScenario(
      name: "jpush-background-tap-did-receive",
      summary: "JPush on iOS 10+, app in background, user taps the banner: C31 handles the push",
      seed: seed004,
      conclusion: "the callback that handles a tapped JPush notification, to navigate to a page: jpushNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
      scenario: DeliveryScenario(ios: IOSVersion(10), state: .background, kind: .jpushAPNs, action: .tap, sdk: .jpush)),
  ]
}
