/// Callbacks outside the reference's catalogue, found in Apple's pages and SDK sources: the
/// scene life cycle, `applicationDidEnterBackground:`, the content extension, Live Activity
/// tokens and taps, Firebase's manual hook and OneSignal's listeners. C19 and C25–C29 stay
/// unassigned.
extension CallbackInfo {
  /// Every catalogued callback, in id order.
  public static let catalogue: [CallbackInfo] = referenceCatalogue + evidenceCatalogue + situationCatalogue

  static let evidenceCatalogue: [CallbackInfo] = [
    lifecycle("C34", "UIApplicationDelegate", "applicationDidEnterBackground", "application: UIApplication",
      availability: "iOS 4.0+; not called for scene apps",
      remark: #"background launch or resume: before the event, per Apple ("UIKit calls the app delegate's applicationDidEnterBackground(_:) method. UIKit delivers the event that caused the launch."); a measured background launch did not call it (X25)"#,
      sources: ["A-BGSEQ", "A-DEB", "RDAR-14295449"]),
    lifecycle("C35", "UISceneDelegate", "sceneWillEnterForeground", "scene: UIScene",
      availability: "iOS 13.0+; replaces C10 for scene apps", sources: ["A-SWEF", "A-WEF"]),
    lifecycle("C36", "UISceneDelegate", "sceneDidBecomeActive", "scene: UIScene",
      availability: "iOS 13.0+; replaces C11 for scene apps", sources: ["A-SDBA", "A-DBA"]),
    lifecycle("C37", "UISceneDelegate", "sceneDidEnterBackground", "scene: UIScene",
      availability: "iOS 13.0+; replaces C34 for scene apps",
      remark: "not predicted for a background launch: whether a scene connects then is not documented (X19)",
      sources: ["A-SDEB", "A-DEB"]),
    extensionCallback("C38", selector: "didReceiveNotification:", swift: "func didReceive(_ notification: UNNotification)",
      remark: "when the user expands the notification of a category the extension declares", sources: ["A-NCE-DR"]),
    extensionCallback("C39", selector: "didReceiveNotificationResponse:completionHandler:",
      swift: "func didReceive(_ response: UNNotificationResponse, completionHandler completion: @escaping @Sendable (UNNotificationContentExtensionResponseOption) -> Void)",
      remark: "an action chosen in the expanded view; .dismissAndForwardAction forwards it to the app (C06)", sources: ["A-NCE-RESP"]),
    CallbackInfo(
      id: "C40", owner: "ActivityKit Activity", selector: "Activity<Attributes>.activityUpdates / pushTokenUpdates (async sequences)",
      swift: "for await activity in Activity<Attributes>.activityUpdates { for await token in activity.pushTokenUpdates { … } }",
      availability: "iOS 16.1+ (push-to-start 17.2+)",
      remark: "after a push-to-start the system starts the Live Activity and wakes the app, which receives the update token here",
      sources: ["A-LA-PUSH", "A-LA-P2S"]),
    CallbackInfo(id: "C41", owner: "Messaging (Firebase)", selector: "-[FIRMessaging appDidReceiveMessage:] (called by the app)",
      swift: "Messaging.messaging().appDidReceiveMessage(userInfo)", availability: "FirebaseMessaging; needed when FirebaseAppDelegateProxyEnabled is NO",
      remark: "with swizzling off the app must hand every message to Firebase itself", sources: ["FB-3776", "FB-SWIZZLE-LOG"]),
    oneSignalListener("C42", "OSNotificationLifecycleListener", "onWillDisplayNotification:", "func onWillDisplay(event: OSNotificationWillDisplayEvent)",
      before5: "setNotificationWillShowInForegroundHandler",
      remark: "foreground display decision; OneSignal swizzles willPresent and forwards to the app's own delegate", sources: ["OS-1254", "OS-EVENTS"]),
    oneSignalListener("C43", "OSNotificationClickListener", "onClickNotification:", "func onClick(event: OSNotificationClickEvent)",
      before5: "setNotificationOpenedHandler", remark: "the tap, after OneSignal's swizzled didReceive", sources: ["OS-1131", "OS-EVENTS"]),
    // A tap on a Live Activity opens the app like a link, not like a notification: Apple,
    // "Launching your app from a Live Activity" (https://developer.apple.com/documentation/activitykit/launching-your-app-from-a-live-activity):
    // "If you don't explicitly provide a deep link into your app, the system opens your app and
    // passes an NSUserActivity to onContinueUserActivity(_:perform:),
    // application(_:continue:restorationHandler:), …".
    CallbackInfo(id: "C44", owner: "UIApplicationDelegate", selector: "application:continueUserActivity:restorationHandler:",
      swift: "func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool",
      availability: "iOS 8.0+; scene apps: scene(_:continue:), or connectionOptions.userActivities on a cold launch", remark: "a Live Activity tap without widgetURL: activityType == NSUserActivityTypeLiveActivity; with widgetURL the URL goes to application(_:open:options:) / scene(_:openURLContexts:) instead",
      sources: ["A-LA-LAUNCH", "A-LA-USERACTIVITY"]),
    // OneSignal iOS SDK 5.5.0 (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1650): with
    // swizzling disabled the app forwards each delegate call through OneSignal.Notifications.
    CallbackInfo(id: "C45", owner: "OneSignal.Notifications (called by the app)",
      selector: "didReceiveRemoteNotification:completionHandler: / willPresentNotificationWithPayload:completion: / didReceiveNotificationResponse:",
      swift: "OneSignal.Notifications.willPresentNotification(payload:completion:) · .didReceiveNotificationResponse(_:) · .didReceiveRemoteNotification(userInfo:completionHandler:)",
      availability: "OneSignal iOS SDK 5.5.0+, swizzling disabled", remark: "the app's own C04/C05/C06 hand the call to OneSignal; without it OneSignal's listeners (C42/C43) never hear of the push",
      sources: ["OS-1650"]),
    CallbackInfo(id: "C46", owner: "UISceneDelegate", selector: "scene:continueUserActivity:",
      swift: "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)",
      availability: "iOS 13.0+; replaces C44 for scene apps (a cold launch puts the activity in connectionOptions.userActivities instead)", remark: "",
      sources: ["A-SCENE-CONTINUE", "A-LA-LAUNCH"]),
  ]

  /// A one-parameter life-cycle method: `applicationDidEnterBackground(_ application: UIApplication)`.
  private static func lifecycle(
    _ id: String, _ owner: String, _ name: String, _ parameter: String, availability: String,
    remark: String = "", sources: [String]
  ) -> CallbackInfo {
    CallbackInfo(
      id: id, owner: owner, selector: name + ":", swift: "func \(name)(_ \(parameter))",
      availability: availability, remark: remark, sources: sources)
  }

  /// A `UNNotificationContentExtension` method (UserNotificationsUI, extension process).
  private static func extensionCallback(
    _ id: String, selector: String, swift: String, remark: String, sources: [String]
  ) -> CallbackInfo {
    CallbackInfo(
      id: id, owner: "UNNotificationContentExtension", selector: selector, swift: swift,
      availability: "UserNotificationsUI, iOS 10.0+ (extension process)", remark: remark, sources: sources)
  }

  /// A listener of OneSignal iOS SDK 5 and the handler that played its part in 3.x/4.x.
  private static func oneSignalListener(
    _ id: String, _ listener: String, _ selector: String, _ swift: String, before5: String, remark: String,
    sources: [String]
  ) -> CallbackInfo {
    CallbackInfo(
      id: id, owner: "\(listener) (OneSignal 5)", selector: selector, swift: swift,
      availability: "OneSignal iOS SDK 5 (3.x/4.x: \(before5))", remark: remark, sources: sources)
  }
}
