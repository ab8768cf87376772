import Testing

@testable import APSKit

/// The push plugins that own the UN delegate (`PushPluginRows.swift`): what their callbacks do and
/// what the user sees, per app state, push kind and action. Each group cites the plugin's page.
@Suite struct PushPluginRowTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var sdk: String
    var state: AppState
    var kind: NotificationKind = .alert
    var action: UserAction = .none
    var willPresent: String? = nil
    var fires: [String] = []
    var notFires: [String] = []
    var banner: Bool? = nil
    var row: String? = nil
    var testDescription: String {
      "\(sdk) \(state.rawValue) \(kind.rawValue) \(action.rawValue)" + (willPresent.map { " will-present \($0)" } ?? "")
    }
  }

  static let cases: [Case] = [
    // RNFBMessaging+UNUserNotificationCenter.m and RNFBMessaging+AppDelegate.m (React Native Firebase,
    // https://github.com/invertase/react-native-firebase/tree/main/packages/messaging/ios/RNFBMessaging):
    // willPresent emits onMessage and answers with messaging_ios_foreground_presentation_options, none by
    // default; the fetch handler in the background state runs setBackgroundMessageHandler; didReceive emits
    // onNotificationOpenedApp and keeps the message for getInitialNotification.
    Case(sdk: "react-native-firebase", state: .foreground, fires: ["C05", "C54"], banner: false, row: "PF5"),
    Case(sdk: "react-native-firebase", state: .foreground, willPresent: "banner,list,sound", fires: ["C05", "C54"], banner: true, row: "PF1"),
    Case(sdk: "react-native-firebase", state: .foreground, kind: .silent, fires: ["C04", "C54"], notFires: ["C59"]),
    Case(sdk: "react-native-firebase", state: .background, kind: .silent, fires: ["C04", "C59"], notFires: ["C54"], row: "PF2"),
    Case(sdk: "react-native-firebase", state: .background, fires: [], notFires: ["C54", "C59"], banner: true),
    Case(sdk: "react-native-firebase", state: .background, action: .tap, fires: ["C06", "C60"], notFires: ["C61"], row: "PF3"),
    Case(sdk: "react-native-firebase", state: .notRunning, action: .tap, fires: ["C06", "C61"], notFires: ["C60"], row: "PF4"),
    // Cloud Messaging, React Native Firebase (https://rnfirebase.io/messaging/usage): "On iOS however, when a
    // message is received the device silently starts your application in a background state. At this point,
    // your background handler (via setBackgroundMessageHandler) is triggered".
    Case(sdk: "react-native-firebase", state: .notRunning, kind: .silent, fires: ["C01", "C04", "C59"]),
    // application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)):
    // "the system does not automatically launch your app if the user has force-quit it", so no background handler runs.
    Case(sdk: "react-native-firebase", state: .forceQuit, kind: .silent, notFires: ["C04", "C59"]),
    // Firebase's data-only message stays on its own connection (FD1) under the plugins too.
    Case(sdk: "react-native-firebase", state: .foreground, kind: .fcmData, fires: ["C54"], row: "FD1"),
    // FLTFirebaseMessagingPlugin.m (FlutterFire, https://github.com/firebase/flutterfire/blob/main/packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m);
    // setForegroundNotificationPresentationOptions (https://pub.dev/documentation/firebase_messaging/latest/firebase_messaging/FirebaseMessaging/setForegroundNotificationPresentationOptions.html):
    // "By default, on Apple devices notification messages are only shown when the application is in the background or terminated.";
    // onMessageOpenedApp (https://pub.dev/documentation/firebase_messaging/latest/firebase_messaging/FirebaseMessaging/onMessageOpenedApp.html):
    // "A Stream event will be sent if the app has opened from a background state (not terminated)."
    Case(sdk: "flutterfire", state: .foreground, fires: ["C05", "C54"], banner: false, row: "PF5"),
    Case(sdk: "flutterfire", state: .foreground, willPresent: "alert,sound", fires: ["C54"], banner: true),
    Case(sdk: "flutterfire", state: .background, kind: .alertContentAvailable, fires: ["C04", "C59"], banner: true),
    Case(sdk: "flutterfire", state: .suspended, action: .tap, fires: ["C60"], notFires: ["C61"]),
    // copyInitialNotification in the same file: getInitialMessage gets the launch's message only once
    // didReceive marked it opened; issue 17107 (https://github.com/firebase/flutterfire/issues/17107) saw
    // null about 80 % of the time, issue 17991 (https://github.com/firebase/flutterfire/issues/17991) under
    // UIScene; PR 18352 (https://github.com/firebase/flutterfire/pull/18352) fixed the race in July 2026.
    Case(sdk: "flutterfire", state: .notRunning, action: .tap, fires: ["C01"], notFires: ["C60", "C61"], row: "PF6"),
    Case(sdk: "flutterfire", state: .forceQuit, action: .tap, fires: ["C01"], notFires: ["C60", "C61"], row: "PF6"),
    // expo-notifications: "The default behavior applied for notifications triggered when the app is in foreground
    // on both platforms is not to show the notification" (https://github.com/expo/fyi/blob/main/presenting-notifications-deprecated.md);
    // the response listener does not see the tap that launched the app (https://github.com/expo/expo/issues/11343),
    // getLastNotificationResponseAsync does; registerTaskAsync: "When app is terminated, only … background
    // notification (iOS) triggers the task execution" (https://app.unpkg.com/expo-notifications@0.29.14/files/build/registerTaskAsync.d.ts).
    Case(sdk: "expo-notifications", state: .foreground, fires: ["C05", "C62"], banner: false, row: "XN5"),
    Case(sdk: "expo-notifications", state: .foreground, willPresent: "banner,list", fires: ["C62"], banner: true, row: "XN1"),
    Case(sdk: "expo-notifications", state: .background, action: .tap, fires: ["C63"], notFires: ["C64"], row: "XN2"),
    Case(sdk: "expo-notifications", state: .notRunning, action: .tap, fires: ["C64"], notFires: ["C63"], row: "XN3"),
    Case(sdk: "expo-notifications", state: .notRunning, kind: .silent, fires: ["C04", "C65"], row: "XN4"),
    Case(sdk: "expo-notifications", state: .forceQuit, kind: .silent, notFires: ["C65"]),
    // Airship iOS SDK: AirshipPush.defaultPresentationOptions starts empty
    // (https://github.com/urbanairship/ios-library/blob/main/Airship/AirshipCore/Source/AirshipPush.swift);
    // PushNotificationDelegate (https://github.com/urbanairship/ios-library/blob/main/Airship/AirshipCore/Source/PushNotificationDelegate.swift):
    // "Called when a notification is received in the foreground." / "… in the background."
    Case(sdk: "airship", state: .foreground, fires: ["C05", "C66"], banner: false, row: "UA4"),
    Case(sdk: "airship", state: .foreground, willPresent: "banner,list,sound,badge", fires: ["C66"], banner: true, row: "UA1"),
    Case(sdk: "airship", state: .suspended, kind: .silent, fires: ["C04", "C67"], notFires: ["C66"], row: "UA2"),
    Case(sdk: "airship", state: .notRunning, action: .tap, fires: ["C06", "C68"], row: "UA3"),
    // PushNotificationsHandler.swift (@capacitor/push-notifications,
    // https://github.com/ionic-team/capacitor-plugins/blob/main/push-notifications/ios/Sources/PushNotificationsPlugin/PushNotificationsHandler.swift):
    // willPresent returns the configured presentationOptions, none without them; the action is retained until consumed.
    Case(sdk: "capacitor-push-notifications", state: .foreground, fires: ["C05", "C69"], banner: false, row: "CN3"),
    Case(sdk: "capacitor-push-notifications", state: .foreground, willPresent: "alert,sound,badge", fires: ["C69"], banner: true, row: "CN1"),
    Case(sdk: "capacitor-push-notifications", state: .notRunning, action: .tap, fires: ["C06", "C70"], row: "CN2"),
    Case(sdk: "capacitor-push-notifications", state: .background, kind: .silent, notFires: ["C69", "C70"]),
    // Firebase Messaging itself leaves willPresent to the app: its default answer shows the banner.
    Case(sdk: "firebase", state: .foreground, fires: ["C05"], notFires: ["C54"], banner: true),
  ]

  @Test(arguments: cases)
  func eachCaseIsWhatItsSourceSays(_ row: Case) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("sdk")?.apply(row.sdk, to: &settings) == true)
    if let answer = row.willPresent { #expect(ScenarioKey.named("will-present")?.apply(answer, to: &settings) == true) }
    settings.ios = 17
    settings.state = row.state
    settings.kind = row.kind
    settings.action = row.action
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    for id in row.fires { #expect(prediction.callbackIDs.contains(id), "\(id) in \(prediction.callbackIDs)") }
    for id in row.notFires { #expect(!prediction.callbackIDs.contains(id), "\(id) in \(prediction.callbackIDs)") }
    if let banner = row.banner { #expect(prediction.presentation.banner == banner, "\(prediction.rowIDs)") }
    if let id = row.row { #expect(prediction.rowIDs.contains(id), "\(prediction.rowIDs)") }
  }

  /// The plugins' package names are read as the `sdk` values.
  @Test(arguments: [
    ("rnfb", "react-native-firebase"), ("@react-native-firebase/messaging", "react-native-firebase"),
    ("Flutter Firebase Messaging", "flutterfire"), ("expo", "expo-notifications"), ("Urban Airship", "airship"), ("@capacitor/push-notifications", "capacitor-push-notifications"),
  ])
  func packageNamesAreTheirSDK(_ row: (word: String, sdk: String)) {
    #expect(ScenarioVocabulary.canonical("sdk", row.word) == row.sdk)
  }

  /// Every plugin owns the UN delegate, so the app's own delegate is not needed for the tap to reach it.
  @Test(arguments: PushPlugin.all.map(\.sdk))
  func thePluginSetsTheDelegate(_ sdk: PushSDK) throws {
    var settings = ScenarioSettings()
    settings.sdk = sdk
    settings.ios = 17
    settings.state = .background
    settings.action = .tap
    settings.implements = ["no-un-delegate"]
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect(prediction.scenario.generation == .userNotifications)
    #expect(prediction.callbackIDs.contains("C06"), "\(prediction.callbackIDs)")
  }
}
