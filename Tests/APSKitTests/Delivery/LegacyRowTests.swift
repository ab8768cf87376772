import Testing

@testable import APSKit

/// One documented behaviour of the API before UserNotifications, as `aps predict` must say it:
/// the settings (scenario keys), the callbacks in order, what the user sees, the launch options
/// and the row that says it.
struct LegacyCase: Sendable, CustomTestStringConvertible {
  var behaviour: String
  var settings: [(String, String)]
  var callbacks: [String]
  var seen: Seen? = nil
  var launchKey: LaunchOptionsPrediction.Key? = nil
  var row: String
  var delivered = true
  var testDescription: String { behaviour }
}

/// The pages that define the model before iOS 10, walked section by section; each case cites the
/// sentence it checks.
let legacyCases: [LegacyCase] = [
  // Local and Remote Notification Programming Guide, Local and Remote Notifications in Depth (archived,
  // https://developer.apple.com/library/content/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/Chapters/WhatAreRemoteNotif.html):
  // "When your app is frontmost, UIKit delivers local and remote notifications directly to your app delegate
  // object without displaying any system UI". WWDC 2014 session 713 (https://developer.apple.com/videos/play/wwdc2014/713/):
  // "If your application is already in the foreground, we won't actually show the notification. Instead, we'll
  // either call … application: didReceiveRemote Notification with fetchCompletionHandler if you've implemented
  // that. Otherwise, we'll call the version without the completion handler."
  LegacyCase(behaviour: "iOS 9 foreground: the fetch handler, nothing shown",
             settings: [("ios", "9"), ("state", "foreground"), ("implements", "legacy-handler")], callbacks: ["C04"], seen: .hidden, row: "L01"),
  LegacyCase(behaviour: "iOS 8 foreground without the fetch handler: the plain handler",
             settings: [("ios", "8"), ("state", "foreground"), ("implements", "legacy-handler,no-fetch-handler")], callbacks: ["C03"], seen: .hidden, row: "L02"),
  LegacyCase(behaviour: "iOS 6 foreground: the plain handler (no fetch handler before iOS 7)",
             settings: [("ios", "6"), ("state", "foreground")], callbacks: ["C03"], seen: .hidden, row: "L02"),
  // In Depth: notifications inform users "when the app isn't running in the foreground" (alert or banner, badge, sound).
  LegacyCase(behaviour: "iOS 9 background: shown by iOS, no callback on arrival",
             settings: [("ios", "9"), ("state", "background")], callbacks: [], seen: .shown, row: "L03"),
  // WWDC 2014 713: "To handle the default action when a user just swipes or taps on the notification, launch your
  // application in the foreground and call application: didFinishLaunching WithOptions, where we'll pass in … the
  // remote notification. In the remote notification case, we'll also call application: didReceiveRemote
  // Notification: fetchCompletionHandler." UIApplication.LaunchOptionsKey.remoteNotification
  // (https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification): "A key
  // indicating that a remote notification is available for the app to process."
  LegacyCase(behaviour: "iOS 8 tap on a killed app: launch options with the payload, then the fetch handler",
             settings: [("ios", "8"), ("state", "not-running"), ("action", "tap")], callbacks: ["C02", "C01", "C04", "C11"], launchKey: .present, row: "L08"),
  // application(_:didReceiveRemoteNotification:) (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:)),
  // as quoted on https://stackoverflow.com/questions/10131856/push-notification-handling from the guide: the action
  // button "calls application:didFinishLaunchingWithOptions and passes in the notification payload".
  LegacyCase(behaviour: "iOS 6 tap on a killed app: the payload only in the launch options",
             settings: [("ios", "6"), ("state", "not-running"), ("action", "tap")], callbacks: ["C02", "C01", "C11"], launchKey: .present, row: "L07"),
  // Local and Remote Notification Programming Guide, Handling Local and Remote Notifications (archived): a tap on
  // the app icon passes no notification.
  LegacyCase(behaviour: "iOS 9 icon tap on a killed app: no push callback, no launch key",
             settings: [("ios", "9"), ("state", "not-running"), ("action", "tap-icon")], callbacks: ["C02", "C01", "C11"], launchKey: .absent, row: "L09"),
  // Guide's iOS Note (quoted in the Stack Overflow question above): "If the value is UIApplicationStateInactive,
  // the user tapped the action button".
  LegacyCase(behaviour: "iOS 9 tap in the background: the fetch handler while inactive",
             settings: [("ios", "9"), ("state", "background"), ("action", "tap")], callbacks: ["C10", "C04", "C11"], row: "L04"),
  LegacyCase(behaviour: "iOS 7 tap in the background without the fetch handler: the plain handler while inactive",
             settings: [("ios", "7"), ("state", "background"), ("action", "tap"), ("implements", "legacy-handler,no-fetch-handler")], callbacks: ["C10", "C03", "C11"], row: "L05"),
  // application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)):
  // "if you enabled the remote notifications background mode, the system launches your app (or wakes it from the
  // suspended state) and puts it in the background state when a remote notification arrives. However, the system
  // does not automatically launch your app if the user has force-quit it."
  LegacyCase(behaviour: "iOS 7 content-available to a killed app: launched in the background with the launch key",
             settings: [("ios", "7"), ("state", "not-running"), ("kind", "silent")], callbacks: ["C02", "C01", "C34", "C04"], seen: .hidden, launchKey: .present, row: "B03"),
  LegacyCase(behaviour: "iOS 9 content-available to a force-quit app: not launched",
             settings: [("ios", "9"), ("state", "force-quit"), ("kind", "silent")], callbacks: [], seen: .hidden, row: "B04", delivered: false),
  // Same page: "Unlike the application(_:didReceiveRemoteNotification:) method, which is called only when your app is
  // running in the foreground, the system calls this method when your app is running in the foreground or background."
  LegacyCase(behaviour: "iOS 8 content-available in the background with only the plain handler: not delivered",
             settings: [("ios", "8"), ("state", "background"), ("kind", "silent"), ("implements", "legacy-handler,no-fetch-handler")], callbacks: [], seen: .hidden, row: "B06"),
  // Same page: "When a remote notification arrives, the system displays the notification to the user and launches
  // the app in the background (if needed) so that it can call this method."
  LegacyCase(behaviour: "iOS 9 alert with content-available in the background: shown and the fetch handler",
             settings: [("ios", "9"), ("state", "suspended"), ("kind", "alert-content-available")], callbacks: ["C34", "C04"], seen: .shown, row: "B07"),
  // Same page: "If the user opens your app from the system-displayed alert, the system may call this method again
  // when your app is about to enter the foreground so that you can update your user interface".
  LegacyCase(behaviour: "iOS 7 alert with content-available, then a tap: the fetch handler on arrival and again on opening",
             settings: [("ios", "7"), ("state", "background"), ("kind", "alert-content-available"), ("action", "tap")],
             callbacks: ["C04", "C10", "C04", "C11"], seen: .shown, row: "L04"),
  // Registering, Scheduling, and Handling User Notifications (archived,
  // https://developer.apple.com/library/content/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/Chapters/IPhoneOSClientImp.html):
  // "If the user has disallowed a particular type of interaction, the system ignores attempts to interact with the
  // user in that way. For example, if a notification wants to display an alert message and play a sound, and the
  // user has disallowed sounds, the system displays the alert message but does not play the sound."
  LegacyCase(behaviour: "iOS 8 settings without the sound type: the alert without its sound",
             settings: [("ios", "8"), ("state", "background"), ("requested-options", "alert,badge")], callbacks: [], row: "RO2"),
  // application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:) (iOS 8.0–10.0,
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleactionwithidentifier:forremotenotification:completionhandler:)):
  // "Tells the app delegate to perform the custom action specified by a remote notification."
  LegacyCase(behaviour: "iOS 8 action button in the background: the action handler",
             settings: [("ios", "8"), ("state", "background"), ("action", "tap-action"), ("implements", "handle-action")], callbacks: ["C08"], row: "L11"),
  // …withResponseInfo:… (iOS 9.0–10.0, https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleactionwithidentifier:forremotenotification:withresponseinfo:completionhandler:)):
  // "Called when your app has been activated by the user selecting an action from a remote notification."
  LegacyCase(behaviour: "iOS 9 text-input action: the withResponseInfo variant",
             settings: [("ios", "9"), ("state", "background"), ("action", "tap-action"), ("implements", "handle-action-response-info")], callbacks: ["C09"], row: "L11"),
  // WWDC 2014 713: "If you do run in the background, you'll have on the order of seconds, not minutes, to run."
  LegacyCase(behaviour: "iOS 8 background action: seconds, not minutes",
             settings: [("ios", "8"), ("state", "background"), ("action", "tap-action"), ("implements", "handle-action")], callbacks: ["C08"], row: "L16"),
  // WWDC 2014 713: "because it's a foreground action, if the device is locked, the user will have to enter in
  // their passcode. So, in this case, the authentication required property has no effect."
  LegacyCase(behaviour: "iOS 9 foreground action on a locked device: the passcode first",
             settings: [("ios", "9"), ("state", "background"), ("action", "tap-action"), ("locked", "true"), ("implements", "foreground-action,handle-action")],
             callbacks: ["C10", "C08", "C11"], row: "L14"),
  // UNNotificationActionOptions.foreground (https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/foreground):
  // "the system brings the app to the foreground, asking the user to unlock the device as needed."
  LegacyCase(behaviour: "iOS 12 foreground action on a locked device: unlock first",
             settings: [("ios", "12"), ("state", "background"), ("action", "tap-action"), ("locked", "true"), ("implements", "foreground-action")],
             callbacks: ["C10", "C06", "C11"], row: "L14"),
  // WWDC 2014 713: "If your action is a background action, it's important to note that the device does not actually unlock."
  LegacyCase(behaviour: "iOS 8 background action on a locked device: runs without unlocking",
             settings: [("ios", "8"), ("state", "background"), ("action", "tap-action"), ("locked", "true"), ("implements", "handle-action")], callbacks: ["C08"], row: "L15"),
  // WWDC 2014 713: "if you want user notifications to be presented in response to those payloads … you also must
  // make sure that you call registerUserNotification Settings"; registerUserNotificationSettings(_:)
  // (https://developer.apple.com/documentation/uikit/uiapplication/registerusernotificationsettings(_:)): "If your app
  // displays alerts, play sounds, or badges its icon, you must call this method during your launch cycle".
  LegacyCase(behaviour: "iOS 8 without registerUserNotificationSettings: nothing shown",
             settings: [("ios", "8"), ("state", "background"), ("registration-call", "without-user-notification-settings")], callbacks: [], seen: .hidden, row: "L17"),
  LegacyCase(behaviour: "iOS 9 without registerUserNotificationSettings: the foreground handler still runs",
             settings: [("ios", "9"), ("state", "foreground"), ("registration-call", "without-user-notification-settings")], callbacks: ["C04"], seen: .hidden, row: "L17"),
  // registerForRemoteNotifications(matching:) (registerForRemoteNotificationTypes:, iOS 3.0–8.0,
  // https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications(matching:)); iOS 8
  // logs "registerForRemoteNotificationTypes: is not supported in iOS 8.0 and later." (https://cnblogs.com/sunFlowerX/p/4137365.html).
  LegacyCase(behaviour: "iOS 9 with registerForRemoteNotificationTypes: no token, nothing arrives",
             settings: [("ios", "9"), ("state", "background"), ("registration-call", "register-for-remote-notification-types")], callbacks: [], row: "L03", delivered: false),
  LegacyCase(behaviour: "iOS 7 with registerForRemoteNotificationTypes: the call of its time, delivered",
             settings: [("ios", "7"), ("state", "background"), ("registration-call", "register-for-remote-notification-types")], callbacks: [], seen: .shown, row: "L03"),
  // The iOS 10 transition. userNotificationCenter(_:willPresent:withCompletionHandler:)
  // (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)):
  // "If your app is in the foreground when a notification arrives, the shared user notification center calls this
  // method"; UIApplicationLaunchOptionsRemoteNotificationKey's deprecation (docs.rs objc2-ui-kit,
  // https://docs.rs/objc2-ui-kit/latest/objc2_ui_kit/static.UIApplicationLaunchOptionsRemoteNotificationKey.html):
  // "Continue using UIApplicationDelegate’s application(_:didReceiveRemoteNotification:fetchCompletionHandler:) to
  // process silent remote notifications".
  LegacyCase(behaviour: "iOS 10 foreground alert with a UN delegate and the legacy handlers: willPresent only",
             settings: [("ios", "10"), ("state", "foreground"), ("implements", "legacy-handler")], callbacks: ["C05"], seen: .shown, row: "U01"),
  LegacyCase(behaviour: "iOS 10 tap with a UN delegate and the legacy handlers: didReceive only",
             settings: [("ios", "10"), ("state", "background"), ("action", "tap"), ("implements", "legacy-handler")], callbacks: ["C10", "C06", "C11"], row: "U07"),
  LegacyCase(behaviour: "iOS 10 silent push in the foreground with a UN delegate: the fetch handler",
             settings: [("ios", "10"), ("state", "foreground"), ("kind", "silent")], callbacks: ["C04"], seen: .hidden, row: "B01"),
  // Before iOS 7 content-available does not exist (the fetch handler's page: iOS 7.0+).
  LegacyCase(behaviour: "iOS 6 content-available alone in the background: ignored",
             settings: [("ios", "6"), ("state", "background"), ("kind", "silent")], callbacks: [], seen: .hidden, row: "L12"),
]

@Suite struct LegacyRowTests {
  static func prediction(_ pairs: [(String, String)]) throws -> Prediction {
    var settings = ScenarioSettings()
    for (key, value) in pairs {
      guard let scenarioKey = ScenarioKey.named(key) else { Issue.record("no key \(key)"); continue }
      #expect(scenarioKey.apply(value, to: &settings), "\(key) \(value)")
    }
    return try DeliveryPredictor.answer(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
  }

  @Test(arguments: legacyCases)
  func eachBehaviourIsWhatItsPageSays(_ row: LegacyCase) throws {
    let prediction = try Self.prediction(row.settings)
    #expect(prediction.callbackIDs == row.callbacks, "\(prediction.rowIDs)")
    #expect(prediction.rowIDs.contains(row.row), "\(prediction.rowIDs)")
    #expect((prediction.notDelivered == nil) == row.delivered, "\(String(describing: prediction.notDelivered))")
    if let seen = row.seen { #expect(seen.matches(prediction.presentation), "\(prediction.presentation)") }
    if let key = row.launchKey { #expect(prediction.launchOptions?.remoteNotification == key) }
  }

  /// Registering, Scheduling, and Handling User Notifications: "the system displays the alert message but does not
  /// play the sound".
  @Test func aDisallowedTypeIsIgnoredAndTheRestShown() throws {
    let presentation = try Self.prediction([("ios", "8"), ("state", "background"), ("requested-options", "alert,badge")]).presentation
    #expect(presentation.banner == true && presentation.sound == false && presentation.badge == true, "\(presentation)")
  }

  /// The overlays of iOS 8 and 9 stop at iOS 10 and at the states and actions their sentence names.
  @Test(arguments: [
    ([("ios", "9"), ("state", "background"), ("action", "tap-action"), ("implements", "foreground-action,handle-action")], "L14"),
    ([("ios", "9"), ("state", "background"), ("action", "tap-action"), ("implements", "foreground-action,handle-action")], "L16"),
    ([("ios", "9"), ("state", "background"), ("action", "tap")], "L15"),
    ([("ios", "10"), ("state", "background"), ("registration-call", "register-for-remote-notifications")], "L17"),
  ])
  func anOverlayStaysWithinItsSentence(_ pairs: [(String, String)], _ absent: String) throws {
    #expect(!(try Self.prediction(pairs)).rowIDs.contains(absent))
  }

  /// registerForRemoteNotifications and registerUserNotificationSettings: do not exist before iOS 8:
  /// naming them for iOS 7 is a contradiction with both keys named, not a value dropped.
  @Test(arguments: ["register-for-remote-notifications", "without-user-notification-settings"])
  func anIOS8CallBeforeIOS8IsAContradiction(_ call: String) {
    #expect(throws: ScenarioConflict.self) { try Self.prediction([("ios", "7"), ("registration-call", call)]) }
  }

  /// WWDC 2014 713: a foreground action on the locked device asks for the passcode; the app hears of
  /// the action at the unlock. A background action runs at once.
  @Test func aForegroundActionOnTheLockedDeviceWaitsForTheUnlock() throws {
    let start = S(9, .background, .alert, impl: ["foreground-action", "handle-action", "locked"])
    let events: [DeliveryEvent] = [
      .push(PushEvent(kind: .alert, id: "m1")), .user(.tapAction, on: "m1"), .user(.unlock),
    ]
    let result = try DeliveryTimeline.run(PredictionRequest(start: start, events: events))
    #expect(result.steps[1].callbacks.isEmpty, "\(result.steps[1].notes)")
    #expect(result.steps[1].notes.contains { $0.hasPrefix("L14") }, "\(result.steps[1].notes)")
    #expect(result.steps[2].callbacks.map(\.id).contains("C08"), "\(result.steps[2].notes)")

    let background = S(9, .background, .alert, impl: ["handle-action", "locked"])
    let now = try DeliveryTimeline.run(PredictionRequest(start: background, events: Array(events.prefix(2))))
    #expect(now.steps[1].callbacks.map(\.id) == ["C08"], "\(now.steps[1].notes)")
  }

  /// L18 in a timeline: every APNs push is undelivered; an SDK's own connection needs no token.
  @Test func registeringWithTheOldCallOnIOS8ReachesNothing() throws {
    let start = S(8, .background, .alert, impl: ["registers-with-remote-notification-types"])
    let result = try DeliveryTimeline.run(PredictionRequest(start: start, events: [.push(PushEvent(kind: .silent, id: "s1")), .push(PushEvent(kind: .alert, id: "m1"))]))
    for step in result.steps {
      #expect(step.delivered == false)
      #expect(step.notes.contains { $0.hasPrefix("L18") }, "\(step.notes)")
    }
    #expect(result.final.notificationCenter.isEmpty)
  }
}
