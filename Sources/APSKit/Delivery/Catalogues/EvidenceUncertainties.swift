/// Uncertain points found while checking the model against outside evidence (X18–X26). Where
/// sources disagree both quotes are kept; every one is U.
extension UncertainInfo {
  /// Every uncertain point, in id order.
  public static let all: [UncertainInfo] = reference + evidence

  static let evidence: [UncertainInfo] = [
    UncertainInfo(id: "X18", question: #"Scene app cold-launched by a tap: is connectionOptions.notificationResponse set in C13?"#,
      evidence: #"Apple (A-SCENE, A-SCENE-CONNECT): the connection options describe "actions that caused the creation of the scene". DEFOLD-58 reads it and also receives C06 for the same tap ("avoid duplicate delivery when UIKit reports the same launch response through multiple callbacks"). Against: ONMY-884 "app terminated: nil"; ONMY-626 "notificationResponse sometimes nil"."#,
      treatment: #"List C13 (D) and C06; read both and de-duplicate. launchOptions: no remote-notification key (RNSIRI-114 rebuilds it from the connection options), O."#),
    UncertainInfo(id: "X19", question: #"Scene app launched or resumed in the background by a push: does a scene connect, and does sceneDidEnterBackground (C37) precede the event?"#,
      evidence: #"A-BGSEQ describes only the app-delegate sequence (C34 before the event); A-DEB says C34 is not called for scene apps. No page describes the scene sequence for a background launch."#,
      treatment: #"Predict C02 → C01 → the event for scene apps, no C34/C37; when the user then brings the app forward, C13 is U (the scene may connect only then); list X19."#),
    UncertainInfo(id: "X20", question: #"iOS 10+ foreground alert with a UN delegate that does not implement willPresent (C05)"#,
      evidence: #"Apple (A-WP-NONE): "If your delegate does not implement this method, the system behaves as if you had passed the UNNotificationPresentationOptionNone". The claim that iOS then falls back to the app delegate (C04) was not found in any Firebase thread searched; KII-RH reports C04 in the foreground regardless of content-available (X02)."#,
      treatment: #"Nothing shown (D); C04 only for content-available pushes. Rows: U02 (caveat)."#),
    UncertainInfo(id: "X21", question: #"User turned notifications off (alerts-off): does the service extension run, and is a content-available push still delivered?"#,
      evidence: #"No Apple page found states either; A-NSE lists the conditions for the extension without the authorization. Issue reports say the extension stops with notifications off."#,
      treatment: #"Nothing shown (D); C14 not predicted, C04 uncertain. Rows: A02."#),
    UncertainInfo(id: "X22", question: #"Silent push with Low Power Mode on or Background App Refresh off: dropped or deferred?"#,
      evidence: #"FB-403 (Firebase maintainer): "Background sync may be disabled entirely if the user enables low power mode". NOTIFEE-205 (maintainer): "low-power mode means data-only is not ignored but it is queued. You should receive the message when the phone has full power again or if the user opens the app". DC-1099: pushes "may be throttled" in low-power or low-data mode. KII-RH: on iOS 8+ C04 runs regardless of the Background App Refresh switch."#,
      treatment: #"No C04 now (O: both maintainers); whether it arrives later is U. Rows: B10, B11."#),
    UncertainInfo(id: "X23", question: #"Live Activity push-to-start with the app terminated: is the app woken to receive the update token (C40)?"#,
      evidence: #"A-LA-PUSH: "While the system starts the new Live Activity and wakes up your app, you receive the push token you use for updates." LA-FORUM: "the pushTokenUpdates sequence … seems to never trigger when the app is fully terminated"."#,
      treatment: #"C40 listed, U for not-running / force-quit. Rows: LA1."#),
    UncertainInfo(id: "X24", question: #"Is the UIScene life cycle required for apps built with the iOS 27 SDK, and does the iOS 26 SDK deprecate the app-delegate life-cycle methods?"#,
      evidence: #"Deprecation: A-WEF and A-DBA list availability "iOS 2.0/4.0 – 26.0" (deprecated in the iOS 26 SDK); A-DEB lists applicationDidEnterBackground as iOS 4.0+ (not deprecated on iOS). Requirement: WWDC25-SCENE "In the release following iOS 26, any UIKit app built with the latest SDK will be required to use the UIScene life cycle, otherwise it will not launch"; COURIER-SCENE quotes the iOS 26 log "UIScene lifecycle will soon be required. Failure to adopt will result in an assert in the future." The exact message "UIScene life cycle is required for apps built with this SDK" was not found in any source."#,
      treatment: #"Default \#(term: .lifecycle) scenes from iOS 27 (the OS version stands in for the SDK); say so in the output."#),
    UncertainInfo(id: "X25", question: #"Launched or resumed in the background by a push (app-delegate life cycle): is applicationDidEnterBackground (C34) called before the push?"#,
      evidence: #"Apple (A-BGSEQ), for a launch and for a resume of a suspended app alike: "UIKit calls the app delegate's applicationDidEnterBackground(_:) method. UIKit delivers the event that caused the launch." Against: RDAR-14295449 measured a background-fetch launch (iOS 7): "applicationDidEnterBackground:, applicationWillEnterForeground:, and applicationDidBecomeActive: were not called". No measurement for a push launch or a resume was found."#,
      treatment: #"List C34 (Apple's sequence) with U and both quotes; don't put work that must run on every background launch in C34. \#(term: .implements) no-did-enter-background removes it."#),
    UncertainInfo(id: "X26", question: #"An app that registers for remote notifications only after launch (after login, a database or the first scene): is a push that launches it in the background delivered to C04?"#,
      evidence: #"Apple asks for registration at every launch: A-LRNPG-REGISTER "Each time your app launches, it must register with APNs."; A-APNS-REG "At launch time, your app communicates with APNs". SIGNAL-2619 (Signal's developers) moved registration into background launches after "logs that indicate the app *is* launched, but doesn't receive the push notification delegate callback" — "not always reproducible". DC-1561 saw background launches with only launchOptions[.remoteNotification] and no C04."#,
      treatment: #"C04 U on a background launch with registers-late; read launchOptions in C01 and register there. Pitfall P25."#),
    UncertainInfo(id: "X27", question: #"Service extension killed for exceeding its memory limit: is the original notification shown?"#,
      evidence: #"For: WWDC 2017 session 708 ("There's a limit on execution time and there's also a memory limit. But make use of the fallback"); element-ios 3868, Apple Developer Forums 807554 and a measured report: the original content is shown. Against: Delta Chat PR 2477 ("This crash means no notification"), for pushes that carry no visible text."#,
      treatment: #"Shown with the original content (D, N08); a push without visible text may show nothing."#),
    UncertainInfo(id: "X28", question: #"alert + content-available: is the app woken in the background as well?"#,
      evidence: #"For: Apple, application(_:didReceiveRemoteNotification:fetchCompletionHandler:): "When a remote notification arrives, the system displays the notification to the user and launches the app in the background (if needed) so that it can call this method." Against: quellish's notes ("A notification can be visible to a user or it can be silent. It can not be both") and Firebase quickstart-ios 497 (no callback on iOS 11 except under the debugger)."#,
      treatment: #"C04 on arrival (D, B07/B03); the throttle (B14) explains most reports of a missing wake."#),
  ]
}
