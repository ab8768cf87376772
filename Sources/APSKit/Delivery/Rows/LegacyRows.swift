private typealias V = RowVocabulary

/// The iOS 8 and 9 model of registration and actions, as WWDC 2014 session 713 (What's New in iOS
/// Notifications) and the UIApplication pages of that API state it: a foreground action on a
/// locked device asks for the passcode first (L14, as UNNotificationActionOptions.foreground says
/// from iOS 10), a background action runs without unlocking it
/// (L15) for seconds (L16), and an app that never called registerUserNotificationSettings: gets
/// its pushes silently (L17). registerForRemoteNotificationTypes: from iOS 8 is timeline rule L18.
extension DeliveryRow {
  static let legacyRows: [DeliveryRow] = [
    // WWDC 2014 713: "because it's a foreground action, if the device is locked, the user will
    // have to enter in their passcode. So, in this case, the authentication required property has
    // no effect."
    DeliveryRow(
      id: "L14", layer: .overlay, phase: .response,
      match: Condition(generations: [.legacy7to9], actions: [.tapAction], requires: [.locked, .foregroundAction], minIOS: IOSVersion(8)),
      confidence: .documented,
      summary: "the device is locked: a foreground action (UIUserNotificationActivationMode.foreground) asks for the passcode first, whatever authenticationRequired says; the app hears of the action after the unlock",
      sources: ["WWDC14-713", "A-HANDLEACT8"]),
    // UNNotificationActionOptions.foreground: "the system brings the app to the foreground, asking
    // the user to unlock the device as needed."
    DeliveryRow(
      id: "L14", layer: .overlay, phase: .response,
      match: Condition(generations: V.modern, actions: [.tapAction], requires: [.locked, .foregroundAction], minIOS: IOSVersion(10)),
      confidence: .documented,
      summary: "the device is locked: a foreground action (UNNotificationActionOptions.foreground) asks the user to unlock first; the app hears of the action after the unlock",
      sources: ["A-ACTFG"]),
    // WWDC 2014 713: "If your action is a background action, it's important to note that the
    // device does not actually unlock."
    DeliveryRow(
      id: "L15", layer: .overlay, phase: .response,
      match: Condition(generations: [.legacy7to9], actions: [.tapAction], requires: [.locked], excludes: [.foregroundAction], minIOS: IOSVersion(8)),
      confidence: .documented,
      summary: "the device is locked: a background action runs without unlocking it (authenticationRequired asks for the passcode first), so files under complete data protection stay unreadable to the handler",
      sources: ["WWDC14-713", "A-HANDLEACT8"]),
    // WWDC 2014 713: "If you do run in the background, you'll have on the order of seconds, not
    // minutes, to run."
    DeliveryRow(
      id: "L16", layer: .overlay, phase: .response,
      match: Condition(generations: [.legacy7to9], states: V.notOnScreen, actions: [.tapAction], excludes: [.foregroundAction], minIOS: IOSVersion(8)),
      confidence: .documented,
      summary: "a background action gives the app seconds, not minutes: call the action handler's completion handler as soon as the work is done",
      sources: ["WWDC14-713", "A-HANDLEACT8", "A-HANDLEACT9"]),
    // WWDC 2014 713: "if you want user notifications to be presented in response to those
    // payloads … you also must make sure that you call registerUserNotificationSettings".
    DeliveryRow(
      id: "L17", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.withoutUserNotificationSettings], minIOS: IOSVersion(8)),
      confidence: .documented, effect: .hidden,
      summary: "the app called registerForRemoteNotifications without registerUserNotificationSettings: (registration-call without-user-notification-settings): the push reaches the app, but iOS shows no alert, plays no sound and sets no badge",
      sources: ["WWDC14-713", "A-REGUNS", "A-LRNPG-AUTH"]),
  ]
}

extension TimelineRule {
  static let legacyRules: [TimelineRule] = [
    TimelineRule(id: "L18", summary: "the app registers with registerForRemoteNotificationTypes: on iOS 8 or later (registration-call register-for-remote-notification-types), where it is not supported: no device token comes, so no APNs push reaches the app; call registerForRemoteNotifications and registerUserNotificationSettings: from iOS 8", certainty: .definite, sources: ["A-REGTYPES", "REGTYPES-IOS8-LOG"]),
  ]
}

extension SourceInfo {
  static let legacySources: [SourceInfo] = [
    SourceInfo(key: "WWDC14-713", title: #"WWDC 2014 session 713, What's New in iOS Notifications: "launch your application in the foreground and call application: didFinishLaunching WithOptions, where we'll pass in the local notification or the remote notification. In the remote notification case, we'll also call application: didReceiveRemote Notification: fetchCompletionHandler."; "If you do run in the background, you'll have on the order of seconds, not minutes, to run."; "If your action is a background action, it's important to note that the device does not actually unlock."; "because it's a foreground action, if the device is locked, the user will have to enter in their passcode. So, in this case, the authentication required property has no effect.""#, location: #"https://developer.apple.com/videos/play/wwdc2014/713/"#),
    SourceInfo(key: "A-REGUNS", title: #"registerUserNotificationSettings(_:) (iOS 8.0–10.0): "If your app displays alerts, play sounds, or badges its icon, you must call this method during your launch cycle to request permission to alert the user in these ways.""#, location: #"https://developer.apple.com/documentation/uikit/uiapplication/registerusernotificationsettings(_:)"#),
    SourceInfo(key: "A-REGTYPES", title: #"registerForRemoteNotifications(matching:), the selector registerForRemoteNotificationTypes: (available iOS 3.0–8.0): "Register to receive remote notifications of the specified types via Apple Push Notification service.""#, location: #"https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications(matching:)"#),
    SourceInfo(key: "REGTYPES-IOS8-LOG", title: #"iOS8 推送注册相关 (a developer's note of the message iOS 8 logs for the old call): "registerForRemoteNotificationTypes: is not supported in iOS 8.0 and later.""#, location: #"https://cnblogs.com/sunFlowerX/p/4137365.html"#),
  ]
}

extension TimelineState {
  /// A push the app cannot receive because of how it registered: nil when it goes on (L18). An
  /// SDK's own connection needs no APNs token.
  func unregistered(_ held: HeldPush, kind: NotificationKind, index: Int) -> TimelineStep? {
    guard held.scenario.implements.contains(Capability.registrationTypesUnsupported.rawValue),
          kind != .jpushCustom, kind != .getuiTransmission else { return nil }
    return step(index, delivered: false, notes: [Self.note("L18")])
  }

  /// The note of an action picked on the locked device that waits for the unlock: an action with
  /// authenticationRequired (T28), or any foreground action (L14); nil when the
  /// action runs now.
  static func unlockFirst(_ target: HeldPush) -> String? {
    let scenario = target.scenario
    if scenario.situation.actionOptions.contains(where: \.needsUnlock) {
      return note("T28", "on \(target.label): iOS asks for the passcode; the app hears of the action after the unlock")
    }
    if scenario.implements.contains(Capability.foregroundAction.rawValue), scenario.ios >= IOSVersion(8) {
      return note("L14", "on \(target.label): a foreground action on the locked device asks for the passcode first; the app hears of it after the unlock")
    }
    return nil
  }
}
