/// A scenario one of the seed posts describes, named for what happens, with the post's own
/// conclusion.
public struct NamedScenario: Sendable {
  public var name: String
  /// One line: what happens.
  public var summary: String
  /// The seed file under `shared/seeds/`.
  public var seed: String
  /// What the seed itself concludes, in its words (translated).
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
      conclusion: "点击icon图标…会直接调用GeTuiSdkDidReceivePayloadData:方法…同一条推送通知，此方法只执行一次; a later tap on the leftover entry sets isLaunchedByNotification to YES for good",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .getuiAPNs, action: .tapIcon, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-leftover-tap-sets-flag-forever",
      summary: "GeTui ≤ 2.5.1, after an icon open the user taps the leftover entry: C04 only, C20 never comes again",
      seed: seed000,
      conclusion: "如果再次点击通知栏消息，仍会调动didReceiveRemoteNotification:方法，但是不会再调用GeTuiSdkDidReceivePayloadData:方法…isLaunchedByNotification的值会被置为YES，而且无法再被置为NO",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .foreground, kind: .getuiAPNs, action: .tap, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-tap-from-background-then-offline-payload",
      summary: "GeTui ≤ 2.5.1, app in background, user taps the banner: C04 first, then C20 once with offLine = YES",
      seed: seed000,
      conclusion: "当APP处于后台或者关闭状态，点击通知栏就会先走这个方法，再使得个推SDK收到透传消息回调",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .getuiAPNs, action: .tap, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-tap-launches-then-offline-payload",
      summary: "GeTui ≤ 2.5.1, app closed, user taps the banner: launch, C04, then C20 once with offLine = YES",
      seed: seed000,
      conclusion: "3.1 点击通知栏启动APP: didReceiveRemoteNotification: first, then GeTuiSdkDidReceivePayloadData: with offLine YES",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .getuiAPNs, action: .tap, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-icon-launch-payload-only",
      summary: "GeTui ≤ 2.5.1, app closed, user launches it from the icon: no system push callback, only C20 with offLine = YES",
      seed: seed000,
      conclusion: "3.2 点击icon图标启动APP，不作操作: 会直接调用GeTuiSdkDidReceivePayloadData:方法 (offLine YES, once); the entry stays in Notification Center",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .getuiAPNs, action: .tapIcon, sdk: .getuiLegacy)),
    NamedScenario(
      name: "getui-legacy-foreground-transmission-online",
      summary: "GeTui ≤ 2.5.1, app in the foreground: the transmission reaches C20 with offLine = NO and nothing is shown",
      seed: seed000,
      conclusion: "当APP处于前台时会直接调用此方法; 当app在前台时，接收到的推送消息offLine值均为NO (the app shows its own alert)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .foreground, kind: .getuiTransmission, sdk: .getuiLegacy)),
    NamedScenario(
      name: "foreground-push-silent-to-user-ios9",
      summary: "iOS ≤ 9, app in the foreground: no banner, no sound; the push goes straight to the app delegate",
      seed: seed001,
      conclusion: "如果应用处于 (1) 状态，则不会发出声音，会直接调用appDelegate的代理方法didReceiveRemoteNotification (custom banner and sound needed)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .foreground, kind: .alert)),
    NamedScenario(
      name: "background-tap-calls-fetch-handler-inactive",
      summary: "iOS 7–9, app in background: a sound plays; tapping the banner calls C04 with applicationState inactive",
      seed: seed001,
      conclusion: "如果应用处于 (2) 状态，则会发出提示音，点击推送消息，则会调用appDelegate的代理方法didReceiveRemoteNotification",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .alert, action: .tap)),
    NamedScenario(
      name: "tap-launch-payload-in-launch-options-then-fetch",
      summary: "iOS 7–9, app killed, user taps the banner: the payload is in launchOptions and C04 runs after launch",
      seed: seed001,
      conclusion: "点击推送消息，则会开启应用，在下面这个方法中会带上launchOptions这个参数，如果实现了application:didReceiveRemoteNotification:fetchCompletionHandler:这个方法，则会调用这个方法",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .alert, action: .tap)),
    NamedScenario(
      name: "silent-push-without-fetch-handler-lost-in-background",
      summary: "Only C03 implemented: a silent push reaches the app in the foreground, never in the background",
      seed: seed001,
      conclusion: "如果仅仅实现了application:didReceiveRemoteNotification:…应用只有在前台时才能收到静默推送，应用在后台时，收不到静默推送",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .silent, implements: ["no-fetch-handler", "legacy-handler"])),
    NamedScenario(
      name: "silent-push-wakes-fetch-handler-in-background",
      summary: "C04 and the background mode: a silent push wakes the app in the background",
      seed: seed001,
      conclusion: "应用想收到静默推送需要满足的条件: 1. 应用在前台/后台 2. 应用实现了application:didReceiveRemoteNotification:fetchCompletionHandler:",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .silent)),
    NamedScenario(
      name: "silent-push-launches-system-killed-app",
      summary: "App terminated by the system (not swiped away): a silent push launches it in the background and calls C04",
      seed: seed001,
      conclusion: "应用被杀死时，可以通过Background Fetch短时间唤醒应用 (true for a system-terminated app; not after a force-quit)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .silent)),
    NamedScenario(
      name: "silent-push-after-force-quit-lost",
      summary: "App swiped away: a silent push does not wake it",
      seed: seed001,
      conclusion: "应用想收到静默推送需要满足的条件: 应用在前台/后台 (应用被杀死就收不到了)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .forceQuit, kind: .silent)),
    NamedScenario(
      name: "jpush-custom-message-waits-for-foreground",
      summary: "JPush custom message while in background: nothing now, delivered by C33 once the app is opened",
      seed: seed001,
      conclusion: "这种推送只有当应用在前台时才能收到；当应用在后台/被杀死时，这时候的自定义消息被保存下来，直到应用处于前台时，应用才会收到",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .background, kind: .jpushCustom, action: .tapIcon, sdk: .jpush)),
    NamedScenario(
      name: "resume-tap-calls-legacy-handler-inactive",
      summary: "iOS 4–6, app suspended, user taps View: C03 runs with applicationState inactive",
      seed: seed002,
      conclusion: "在iOS4.0或更新的版本，如果你的app从暂停状态进入前台，这个函数也会被调用。你可以用UIApplication的applicationState属性来检查",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .suspended, kind: .alert, action: .tap)),
    NamedScenario(
      name: "foreground-push-straight-to-app-no-sound",
      summary: "iOS ≤ 6, app in the foreground: nothing on screen, no sound; C03 gets the push",
      seed: seed002,
      conclusion: "app在前台运行。接收到推送信息时屏幕上不会有任何显示，也不会有提示音，但你的app delegate会收到这个推送信息",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .foreground, kind: .alert)),
    NamedScenario(
      name: "close-button-app-never-sees-push",
      summary: "iOS ≤ 6, app in background, user taps Close on the alert: the app never handles the push",
      seed: seed002,
      conclusion: "用户可以点击Close按钮来关闭这个窗口或者点击View按钮来打开你的app。如果用户点击的时Close按钮，那你的app不会处理这个推送的信息",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .background, kind: .alert, action: .dismiss)),
    NamedScenario(
      name: "tap-launch-payload-only-in-launch-options",
      summary: "iOS ≤ 6, app not running, user taps View: the payload only in launchOptions; the UI is not ready in C01",
      seed: seed002,
      conclusion: "这个信息会作为参数注入到application:didFinishLaunchingWithOptions:函数中…如果推送信息是在didFinishLaunchingWithOptions函数中收到的，那我们就不能刷新这个视图…会导致系统崩溃",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .notRunning, kind: .alert, action: .tap)),
    NamedScenario(
      name: "lock-screen-tap-opens-after-unlock",
      summary: "iOS ≤ 6, device locked: the alert has no Close/View; unlocking enters the app",
      seed: seed002,
      conclusion: "iPhone在锁屏状态下…这个窗口不会有Close和View按钮。屏幕解锁后会自动进入你的app",
      scenario: DeliveryScenario(ios: IOSVersion(6), state: .background, kind: .alert, action: .tapLockScreen)),
    NamedScenario(
      name: "foreground-no-banner-legacy-handler",
      summary: "iOS 8, only C03: no banner while the app is open; the app has to show its own prompt",
      seed: seed003,
      conclusion: "App開著的時候沒有跳出推送消息的橫幅…跳出提示的這個功能是需要我們自己來完成的",
      scenario: DeliveryScenario(ios: IOSVersion(8), state: .foreground, kind: .alert, implements: ["no-fetch-handler", "legacy-handler"])),
    NamedScenario(
      name: "cold-launch-tap-skips-legacy-handler",
      summary: "iOS 8, only C03, app killed, user taps the banner: C03 is not called; the push is only in launchOptions",
      seed: seed003,
      conclusion: "點了橫幅進去以後，我寫好的方法都沒有被調用…當用戶點了banner進入App時會調用的是didFinishLaunchingWithOptions，所以我們需要從launchOptions這個參數中判斷",
      scenario: DeliveryScenario(ios: IOSVersion(8), state: .notRunning, kind: .alert, action: .tap, implements: ["no-fetch-handler", "legacy-handler"])),
    NamedScenario(
      name: "icon-launch-gets-no-payload",
      summary: "App not running, user opens it from the icon instead of the banner: no callback and no launchOptions key",
      seed: seed003,
      conclusion: "用戶不是通過推送訊息打開App而是直接點了App，我發現前面提到的方法都沒辦法獲取訊息 (unsolved: the server has to track read state)",
      scenario: DeliveryScenario(ios: IOSVersion(9), state: .notRunning, kind: .alert, action: .tapIcon)),
    NamedScenario(
      name: "jpush-killed-tap-still-reaches-did-receive",
      summary: "JPush on iOS 10+, app killed, user taps the banner: the app launches and C31 follows, so navigation is possible",
      seed: seed004,
      conclusion: "当程序被终止状态下，点击通知栏的消息只打开app并不能跳转特定页面，原因是appDelegate的main函数不执行 (the model says otherwise: X14)",
      scenario: DeliveryScenario(ios: IOSVersion(10), state: .notRunning, kind: .jpushAPNs, action: .tap, sdk: .jpush)),
    NamedScenario(
      name: "jpush-background-tap-did-receive",
      summary: "JPush on iOS 10+, app in background, user taps the banner: C31 handles the push",
      seed: seed004,
      conclusion: "当系统通知栏接收到JPush远程推送消息，并实现点击消息跳转指定页面，处理推送消息的回调函数如下: jpushNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
      scenario: DeliveryScenario(ios: IOSVersion(10), state: .background, kind: .jpushAPNs, action: .tap, sdk: .jpush)),
  ]
}
