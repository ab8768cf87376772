private typealias V = RowVocabulary

/// Push plugins that own the UN delegate and hand the app their own callbacks: React Native
/// Firebase and FlutterFire (Firebase Messaging underneath: the Firebase rows apply as well),
/// expo-notifications, the Airship iOS SDK and Capacitor's push plugin. Each answers willPresent itself, with no options
/// until the app configures them, so a notification to an app in the foreground is not shown.
struct PushPlugin: Sendable {
  var sdk: PushSDK
  var name: String
  /// What the plugin passes to willPresent's completion handler while the app configures nothing.
  var foregroundOptions: Set<PresentOption>
  /// The app's setting that changes `foregroundOptions` (the `will-present` key).
  var foregroundSetting: String
  var sources: [String]

  static let all: [PushPlugin] = [
    PushPlugin(sdk: .reactNativeFirebase, name: "React Native Firebase", foregroundOptions: [],
               foregroundSetting: "messaging_ios_foreground_presentation_options in firebase.json", sources: ["RNFB-UNC"]),
    PushPlugin(sdk: .flutterfire, name: "FlutterFire firebase_messaging", foregroundOptions: [],
               foregroundSetting: "setForegroundNotificationPresentationOptions", sources: ["FLUTTERFIRE-FG-OPTIONS", "FLUTTERFIRE-PLUGIN"]),
    PushPlugin(sdk: .expoNotifications, name: "expo-notifications", foregroundOptions: [],
               foregroundSetting: "setNotificationHandler's handleNotification", sources: ["EXPO-FOREGROUND"]),
    PushPlugin(sdk: .airship, name: "Airship", foregroundOptions: [],
               foregroundSetting: "Airship.push.defaultPresentationOptions", sources: ["AIRSHIP-PUSH"]),
    PushPlugin(sdk: .capacitorPushNotifications, name: "Capacitor Push Notifications", foregroundOptions: [],
               foregroundSetting: "presentationOptions in capacitor.config", sources: ["CAPACITOR-PUSH-HANDLER"]),
  ]

  static func named(_ sdk: PushSDK) -> PushPlugin? { all.first { $0.sdk == sdk } }
}

extension PushSDK {
  /// Firebase Messaging itself and the plugins built on it.
  static let firebaseFamily: Set<PushSDK> = [.firebase, .reactNativeFirebase, .flutterfire]

  var isFirebase: Bool { Self.firebaseFamily.contains(self) }

  /// The plugin makes itself the UN delegate, whether or not the app sets one.
  var setsUNDelegate: Bool { PushPlugin.named(self) != nil }
}

extension DeliveryRow {
  private static let pluginsOnFirebase: Set<PushSDK> = [.reactNativeFirebase, .flutterfire]
  private static let pluginRunning: Set<AppState> = [.foreground, .inactive, .background, .suspended]
  private static let pluginLaunchedByTheTap: Set<AppState> = [.notRunning, .forceQuit]
  private static let pluginBackgroundWake: Set<AppState> = [.background, .suspended, .notRunning]
  private static let pluginWoken: Set<NotificationKind> = [.silent, .alertContentAvailable]
  private static let pluginForegroundKinds: Set<NotificationKind> = V.displayed.union([.mutableContent, .silent])

  static let pushPluginRows: [DeliveryRow] = [
    // React Native Firebase (RNFBMessaging+UNUserNotificationCenter.m, +AppDelegate.m) and FlutterFire
    // (FLTFirebaseMessagingPlugin.m): willPresent and a fetch handler called while the app is not in
    // the background state feed onMessage; the fetch handler in the background state feeds the
    // background handler; didReceive feeds the opened-app listener, or the initial message when the tap launched the app.
    DeliveryRow(
      id: "PF1", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: pluginForegroundKinds, sdks: pluginsOnFirebase),
      steps: [Step(id: "C54", why: "the plugin's willPresent (or its fetch handler outside the background state) hands the message to onMessage", ridesOn: ["C04", "C05"])],
      confidence: .sdkSource, summary: "React Native Firebase / FlutterFire: onMessage for a message to the app in the foreground",
      sources: ["RNFB-UNC", "RNFB-APPDELEGATE", "FLUTTERFIRE-PLUGIN"]),
    DeliveryRow(
      id: "PF2", layer: .sdk, match: Condition(states: pluginBackgroundWake, kinds: pluginWoken, sdks: pluginsOnFirebase, requires: [.backgroundMode]),
      steps: [Step(id: "C59", why: "the plugin's fetch handler, called in the background state, runs the background message handler (a not-running app is started headless, its root component mounted too) and calls the completion after at most 25 s", ridesOn: ["C04"])],
      confidence: .sdkSource, summary: "React Native Firebase / FlutterFire: the background message handler runs for a content-available message woken in the background",
      sources: ["RNFB-APPDELEGATE", "RNFB-USAGE-IOS-BACKGROUND", "FLUTTERFIRE-PLUGIN"]),
    DeliveryRow(
      id: "PF3", layer: .sdk, phase: .response, match: Condition(states: pluginRunning, actions: [.tap, .tapAction], sdks: pluginsOnFirebase),
      steps: [Step(id: "C60", why: "the plugin's didReceive reports the tap that brought the running app forward", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "React Native Firebase / FlutterFire: a tap on a running app's notification reaches onNotificationOpenedApp / onMessageOpenedApp",
      sources: ["RNFB-UNC", "FLUTTERFIRE-OPENED", "FLUTTERFIRE-PLUGIN"]),
    DeliveryRow(
      id: "PF4", layer: .sdk, phase: .response, match: Condition(states: pluginLaunchedByTheTap, actions: [.tap, .tapAction], sdks: [.reactNativeFirebase]),
      steps: [Step(id: "C61", why: "the tap launched the app: the plugin keeps the message for getInitialNotification, not the opened-app listener", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "React Native Firebase: a tap that launches the app is read with getInitialNotification",
      sources: ["RNFB-UNC"]),
    // FLTFirebaseMessagingPlugin.m's copyInitialNotification hands getInitialMessage the launch's
    // message only once the plugin's didReceive has marked that same message opened; Dart asks at
    // start-up, and under UIScene the launch's tap reaches the plugin through the scene's connection
    // options: issues 17107 and 17991 saw null, PR 18352 (shipped July 2026) closed the race.
    DeliveryRow(
      id: "PF6", layer: .overlay, phase: .response, match: Condition(states: pluginLaunchedByTheTap, actions: [.tap, .tapAction], sdks: [.flutterfire]),
      confidence: .observed,
      summary: "FlutterFire (firebase_messaging from 15.2.2 until PR 18352, July 2026): after a tap that launched the app, getInitialMessage resolves null when Dart asks before the plugin's didReceive has marked the launch's message opened (copyInitialNotification); under the UIScene lifecycle the tap comes through the scene's connection options and the message was seen to be null, and reported null most of the time under the app delegate; onMessageOpenedApp is not sent for it either",
      sources: ["FLUTTERFIRE-INITIAL", "FLUTTERFIRE-17107", "FLUTTERFIRE-17991", "FLUTTERFIRE-18352", "FLUTTERFIRE-OPENED"]),
    DeliveryRow(
      id: "PF5", layer: .overlay, match: Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: pluginsOnFirebase),
      confidence: .sdkSource,
      summary: "React Native Firebase / FlutterFire answer willPresent themselves, with messaging_ios_foreground_presentation_options / setForegroundNotificationPresentationOptions: none until the app sets them, so the notification is not shown in the foreground (will-present gives the app's setting)",
      sources: ["RNFB-UNC", "FLUTTERFIRE-FG-OPTIONS", "FLUTTERFIRE-PLUGIN"]),
    // expo-notifications.
    DeliveryRow(
      id: "XN1", layer: .sdk, match: Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: [.expoNotifications]),
      steps: [Step(id: "C62", why: "expo-notifications' willPresent asks setNotificationHandler's handleNotification (3 s to answer) and tells addNotificationReceivedListener", ridesOn: ["C05"])],
      confidence: .sdkSource, summary: "expo-notifications: the notification handler and the received listener for a notification to the app in the foreground",
      sources: ["EXPO-FOREGROUND", "EXPO-HANDLER"]),
    DeliveryRow(
      id: "XN2", layer: .sdk, phase: .response, match: Condition(states: pluginRunning, actions: [.tap, .tapAction], sdks: [.expoNotifications]),
      steps: [Step(id: "C63", why: "expo-notifications' didReceive reports the response to addNotificationResponseReceivedListener", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "expo-notifications: a tap on a running app's notification reaches the response listener",
      sources: ["EXPO-LAST-RESPONSE", "EXPO-11343"]),
    DeliveryRow(
      id: "XN3", layer: .sdk, phase: .response, match: Condition(states: pluginLaunchedByTheTap, actions: [.tap, .tapAction], sdks: [.expoNotifications]),
      steps: [Step(id: "C64", why: "the tap launched the app before its listeners existed: the response is kept for getLastNotificationResponseAsync / useLastNotificationResponse", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "expo-notifications: a tap that launches the app is read with getLastNotificationResponseAsync",
      sources: ["EXPO-LAST-RESPONSE", "EXPO-11343"]),
    DeliveryRow(
      id: "XN4", layer: .sdk, match: Condition(states: pluginBackgroundWake, kinds: pluginWoken, sdks: [.expoNotifications], requires: [.backgroundMode]),
      steps: [Step(id: "C65", why: "a background notification the system delivers to the fetch handler runs the task given to registerTaskAsync", ridesOn: ["C04"])],
      confidence: .sdkSource, summary: "expo-notifications: the background notification task runs for a content-available push woken in the background",
      sources: ["EXPO-BACKGROUND-TASK"]),
    DeliveryRow(
      id: "XN5", layer: .overlay, match: Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: [.expoNotifications]),
      confidence: .sdkSource,
      summary: "expo-notifications answers willPresent with its notification handler's behaviour; without a handler (or one that answers after 3 s) the notification is not shown in the foreground (will-present gives the handler's answer)",
      sources: ["EXPO-FOREGROUND", "EXPO-HANDLER"]),
    // Airship iOS SDK (PushNotificationDelegate, AirshipPush.defaultPresentationOptions).
    DeliveryRow(
      id: "UA1", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: pluginForegroundKinds, sdks: [.airship]),
      steps: [Step(id: "C66", why: "Airship's willPresent (or its fetch handler in the foreground) reports the push to receivedForegroundNotification", ridesOn: ["C04", "C05"])],
      confidence: .sdkSource, summary: "Airship: receivedForegroundNotification for a push to the app in the foreground",
      sources: ["AIRSHIP-DELEGATE", "AIRSHIP-PUSH"]),
    DeliveryRow(
      id: "UA2", layer: .sdk, match: Condition(states: pluginBackgroundWake, kinds: pluginWoken, sdks: [.airship], requires: [.backgroundMode]),
      steps: [Step(id: "C67", why: "Airship's fetch handler reports a push received in the background to receivedBackgroundNotification, whose completion handler the app calls", ridesOn: ["C04"])],
      confidence: .sdkSource, summary: "Airship: receivedBackgroundNotification for a content-available push woken in the background",
      sources: ["AIRSHIP-DELEGATE"]),
    DeliveryRow(
      id: "UA3", layer: .sdk, phase: .response, match: Condition(actions: [.tap, .tapAction], sdks: [.airship]),
      steps: [Step(id: "C68", why: "Airship's didReceive reports the tap to receivedNotificationResponse (also when the tap launched the app)", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "Airship: a tap reaches receivedNotificationResponse",
      sources: ["AIRSHIP-DELEGATE"]),
    DeliveryRow(
      id: "UA4", layer: .overlay, match: Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: [.airship]),
      confidence: .sdkSource,
      summary: "Airship answers willPresent with Airship.push.defaultPresentationOptions, empty until the app sets it, so the push is not shown in the foreground (will-present gives the app's options)",
      sources: ["AIRSHIP-PUSH"]),
    // @capacitor/push-notifications (PushNotificationsHandler.swift): no listener for background pushes on iOS.
    DeliveryRow(
      id: "CN1", layer: .sdk, match: Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: [.capacitorPushNotifications]),
      steps: [Step(id: "C69", why: "the plugin's willPresent notifies pushNotificationReceived and answers with the presentationOptions of its configuration", ridesOn: ["C05"])],
      confidence: .sdkSource, summary: "Capacitor: pushNotificationReceived for a notification to the app in the foreground",
      sources: ["CAPACITOR-PUSH-HANDLER"]),
    DeliveryRow(
      id: "CN2", layer: .sdk, phase: .response, match: Condition(actions: [.tap, .tapAction, .dismiss], sdks: [.capacitorPushNotifications]),
      steps: [Step(id: "C70", why: "the plugin's didReceive notifies pushNotificationActionPerformed (actionId tap, dismiss or the action's), kept until a listener consumes it, so the tap that launched the app reaches the listener added at start", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "Capacitor: pushNotificationActionPerformed for a tap, also the one that launched the app",
      sources: ["CAPACITOR-PUSH-HANDLER"]),
    DeliveryRow(
      id: "CN3", layer: .overlay, match: Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: [.capacitorPushNotifications]),
      confidence: .sdkSource,
      summary: "Capacitor answers willPresent with presentationOptions from capacitor.config (badge, sound, alert); without them, none, so the notification is not shown in the foreground (will-present gives the configured options)",
      sources: ["CAPACITOR-PUSH-HANDLER"]),
  ]
}

extension CallbackInfo {
  static let pushPluginCallbacks: [CallbackInfo] = [
    CallbackInfo(id: "C59", owner: "the Firebase plugin's background handler", selector: "setBackgroundMessageHandler (React Native Firebase) / FirebaseMessaging.onBackgroundMessage (FlutterFire)",
      swift: "messaging().setBackgroundMessageHandler(async remoteMessage => { … }) / FirebaseMessaging.onBackgroundMessage(handler)",
      availability: "@react-native-firebase/messaging, firebase_messaging (Flutter)",
      remark: "runs from the plugin's fetch handler in the background state; a not-running app is launched headless", sources: ["RNFB-APPDELEGATE", "RNFB-USAGE-IOS-BACKGROUND", "FLUTTERFIRE-PLUGIN"]),
    CallbackInfo(id: "C60", owner: "the Firebase plugin's opened-app listener", selector: "onNotificationOpenedApp (React Native Firebase) / FirebaseMessaging.onMessageOpenedApp (FlutterFire)",
      swift: "messaging().onNotificationOpenedApp(remoteMessage => { … }) / FirebaseMessaging.onMessageOpenedApp.listen(…)",
      availability: "@react-native-firebase/messaging, firebase_messaging (Flutter)",
      remark: "a tap that brings a running app forward; not for the tap that launched it (C61)", sources: ["RNFB-UNC", "FLUTTERFIRE-OPENED"]),
    CallbackInfo(id: "C61", owner: "the Firebase plugin's initial message", selector: "getInitialNotification (React Native Firebase) / FirebaseMessaging.getInitialMessage (FlutterFire)",
      swift: "await messaging().getInitialNotification() / await FirebaseMessaging.instance.getInitialMessage()",
      availability: "@react-native-firebase/messaging, firebase_messaging (Flutter)",
      remark: "resolves with the message whose tap launched the app, once", sources: ["RNFB-UNC", "FLUTTERFIRE-OPENED"]),
    CallbackInfo(id: "C62", owner: "expo-notifications", selector: "setNotificationHandler's handleNotification / addNotificationReceivedListener",
      swift: "Notifications.setNotificationHandler({ handleNotification: async () => ({ … }) }); Notifications.addNotificationReceivedListener(…)",
      availability: "expo-notifications", remark: "a notification to the app in the foreground; the handler's behaviour is willPresent's answer", sources: ["EXPO-FOREGROUND", "EXPO-HANDLER"]),
    CallbackInfo(id: "C63", owner: "expo-notifications", selector: "addNotificationResponseReceivedListener",
      swift: "Notifications.addNotificationResponseReceivedListener(response => { … })", availability: "expo-notifications",
      remark: "a tap on the notification of a running app", sources: ["EXPO-LAST-RESPONSE", "EXPO-11343"]),
    CallbackInfo(id: "C64", owner: "expo-notifications", selector: "getLastNotificationResponseAsync / useLastNotificationResponse",
      swift: "await Notifications.getLastNotificationResponseAsync()", availability: "expo-notifications",
      remark: "the response whose tap launched the app, read once the JS runs", sources: ["EXPO-LAST-RESPONSE", "EXPO-11343"]),
    CallbackInfo(id: "C65", owner: "expo-notifications background task", selector: "registerTaskAsync (TaskManager.defineTask)",
      swift: "TaskManager.defineTask(TASK, ({ data }) => { … }); Notifications.registerTaskAsync(TASK)", availability: "expo-notifications, expo-task-manager",
      remark: "a background notification (content-available) to an app in the background or not running", sources: ["EXPO-BACKGROUND-TASK"]),
    CallbackInfo(id: "C66", owner: "PushNotificationDelegate (Airship)", selector: "receivedForegroundNotification:completionHandler:",
      swift: "func receivedForegroundNotification(_ userInfo: [AnyHashable: Any]) async", availability: "Airship iOS SDK",
      remark: "a push to the app in the foreground", sources: ["AIRSHIP-DELEGATE"]),
    CallbackInfo(id: "C67", owner: "PushNotificationDelegate (Airship)", selector: "receivedBackgroundNotification:completionHandler:",
      swift: "func receivedBackgroundNotification(_ userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult", availability: "Airship iOS SDK",
      remark: "a content-available push in the background", sources: ["AIRSHIP-DELEGATE"]),
    CallbackInfo(id: "C68", owner: "PushNotificationDelegate (Airship)", selector: "receivedNotificationResponse:completionHandler:",
      swift: "func receivedNotificationResponse(_ notificationResponse: UNNotificationResponse) async", availability: "Airship iOS SDK",
      remark: "the user's response to a notification", sources: ["AIRSHIP-DELEGATE"]),
    CallbackInfo(id: "C69", owner: "@capacitor/push-notifications", selector: "addListener('pushNotificationReceived', …)",
      swift: "PushNotifications.addListener('pushNotificationReceived', notification => { … })", availability: "Capacitor Push Notifications",
      remark: "a notification to the app in the foreground; nothing for a push in the background", sources: ["CAPACITOR-PUSH-HANDLER"]),
    CallbackInfo(id: "C70", owner: "@capacitor/push-notifications", selector: "addListener('pushNotificationActionPerformed', …)",
      swift: "PushNotifications.addListener('pushNotificationActionPerformed', action => { … })", availability: "Capacitor Push Notifications",
      remark: "the user's response; kept until a listener consumes it, so a cold launch's tap arrives too", sources: ["CAPACITOR-PUSH-HANDLER"]),
  ]
}

extension SourceInfo {
  static let pushPluginSources: [SourceInfo] = [
    SourceInfo(key: "RNFB-UNC", title: #"RNFBMessaging+UNUserNotificationCenter.m (React Native Firebase): willPresent emits messaging_message_received (onMessage) for an FCM message without content-available and answers with messaging_ios_foreground_presentation_options from firebase.json, none by default; didReceive emits messaging_notification_opened (onNotificationOpenedApp) and keeps the message for getInitialNotification"#, location: #"https://github.com/invertase/react-native-firebase/blob/main/packages/messaging/ios/RNFBMessaging/RNFBMessaging%2BUNUserNotificationCenter.m"#),
    SourceInfo(key: "RNFB-APPDELEGATE", title: #"RNFBMessaging+AppDelegate.m (React Native Firebase): application:didReceiveRemoteNotification:fetchCompletionHandler: in the background state sends messaging_message_received_background (setBackgroundMessageHandler), waits up to 25 s for the handler to be registered and calls the completion after 25 s; in any other state it sends messaging_message_received (onMessage)"#, location: #"https://github.com/invertase/react-native-firebase/blob/main/packages/messaging/ios/RNFBMessaging/RNFBMessaging%2BAppDelegate.m"#),
    SourceInfo(key: "RNFB-USAGE-IOS-BACKGROUND", title: #"Cloud Messaging, React Native Firebase: "On iOS however, when a message is received the device silently starts your application in a background state. At this point, your background handler (via setBackgroundMessageHandler) is triggered, but your root React component also gets mounted.""#, location: #"https://rnfirebase.io/messaging/usage"#),
    SourceInfo(key: "FLUTTERFIRE-PLUGIN", title: #"FLTFirebaseMessagingPlugin.m (FlutterFire firebase_messaging): willPresent sends Messaging#onMessage for an FCM message and answers with the options of setForegroundNotificationPresentationOptions, none unless set; the fetch handler in the background state sends Messaging#onBackgroundMessage and completes after at most 25 s; didReceive sends Messaging#onMessageOpenedApp unless the message is the one that launched the app (getInitialMessage)"#, location: #"https://github.com/firebase/flutterfire/blob/main/packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m"#),
    SourceInfo(key: "FLUTTERFIRE-INITIAL", title: #"FLTFirebaseMessagingPlugin.m (FlutterFire firebase_messaging), copyInitialNotification: the launch's message (from launchOptions on UIApplicationDidFinishLaunchingNotification, or the scene's connectionOptions.notificationResponse) is returned to Messaging#getInitialMessage only if its gcm.message_id equals the one didReceive recorded as opened ("Only return if initial notification was sent when app is terminated. Also ensure that it was the initial notification that was tapped to open the app.")"#, location: #"https://github.com/firebase/flutterfire/blob/main/packages/firebase_messaging/firebase_messaging/ios/firebase_messaging/Sources/firebase_messaging/FLTFirebaseMessagingPlugin.m"#),
    SourceInfo(key: "FLUTTERFIRE-17107", title: #"[firebase_messaging]: FirebaseMessaging.instance.getInitialMessage() is always null on iOS after upgrade to 15.2.2 (firebase/flutterfire issue 17107): "sometimes getInitialMessage() returns null after tapping the notification. The issue can be reproduced about 80% of the time by killing the app, locking the device, and then tapping the notification"; the maintainer (July 2026): "This was fixed by https://github.com/firebase/flutterfire/pull/18352""#, location: #"https://github.com/firebase/flutterfire/issues/17107"#),
    SourceInfo(key: "FLUTTERFIRE-17991", title: #"[firebase_messaging][iOS 26] getInitialMessage() seems to returns null when opening app from notification (app killed) (firebase/flutterfire issue 17991): "it appeared after migrating to UIScene. Also, plugin versions don't matter.""#, location: #"https://github.com/firebase/flutterfire/issues/17991"#),
    SourceInfo(key: "FLUTTERFIRE-18352", title: #"fix(messaging,ios): fix a race condition that could happen when getting initial message (firebase/flutterfire PR 18352, June 2026): "Fixes an iOS firebase_messaging race where getInitialMessage() could resolve to null for terminated-state notification launches under UIScene" … "marks scene notification responses as the opened notification so the initial-message filter does not discard them""#, location: #"https://github.com/firebase/flutterfire/pull/18352"#),
    SourceInfo(key: "FLUTTERFIRE-FG-OPTIONS", title: #"setForegroundNotificationPresentationOptions (firebase_messaging API reference): "By default, on Apple devices notification messages are only shown when the application is in the background or terminated." … "If all arguments are false or are omitted, a notification will not be displayed in the foreground, however you will still receive events relating to the notification.""#, location: #"https://pub.dev/documentation/firebase_messaging/latest/firebase_messaging/FirebaseMessaging/setForegroundNotificationPresentationOptions.html"#),
    SourceInfo(key: "FLUTTERFIRE-OPENED", title: #"onMessageOpenedApp (firebase_messaging API reference): "A Stream event will be sent if the app has opened from a background state (not terminated)."; "If your app is opened via a notification whilst the app is terminated, see getInitialMessage.""#, location: #"https://pub.dev/documentation/firebase_messaging/latest/firebase_messaging/FirebaseMessaging/onMessageOpenedApp.html"#),
    SourceInfo(key: "EXPO-FOREGROUND", title: #"presentNotificationAsync deprecated (expo/fyi): "The default behavior applied for notifications triggered when the app is in foreground on both platforms is not to show the notification (the app will only get notified via event listeners)""#, location: #"https://github.com/expo/fyi/blob/main/presenting-notifications-deprecated.md"#),
    SourceInfo(key: "EXPO-HANDLER", title: #"setNotificationHandler (expo-notifications, NotificationsHandler): "The function should respond with a behavior object within 3 seconds, otherwise, the notification will be discarded.""#, location: #"https://app.unpkg.com/expo-notifications@0.23.0/files/build/NotificationsHandler.js"#),
    SourceInfo(key: "EXPO-LAST-RESPONSE", title: #"useLastNotificationResponse (expo-notifications): returns the notification response "that was received most recently"; "If you don't want to use a hook, you can use Notifications.getLastNotificationResponseAsync() instead.""#, location: #"https://app.unpkg.com/expo-notifications@0.31.1/files/build/useLastNotificationResponse.d.ts"#),
    SourceInfo(key: "EXPO-11343", title: #"expo/expo issue 11343, addNotificationResponseReceivedListener and useLastNotificationResponse not triggered for killed iOS apps SDK 40 (observed): the listener added after launch does not see the tap that launched the app"#, location: #"https://github.com/expo/expo/issues/11343"#),
    SourceInfo(key: "EXPO-BACKGROUND-TASK", title: #"registerTaskAsync (expo-notifications 0.29.14): "Call registerTaskAsync to set a callback (task) that will run in response to when a notification is received while the app is in foreground, background, or terminated. When app is terminated, only a data message (Android) / background notification (iOS) triggers the task execution.""#, location: #"https://app.unpkg.com/expo-notifications@0.29.14/files/build/registerTaskAsync.d.ts"#),
    SourceInfo(key: "AIRSHIP-PUSH", title: #"AirshipPush.swift (Airship iOS SDK): "The default presentation options to use for foreground notifications." defaultPresentationOptions starts empty"#, location: #"https://github.com/urbanairship/ios-library/blob/main/Airship/AirshipCore/Source/AirshipPush.swift"#),
    SourceInfo(key: "CAPACITOR-PUSH-HANDLER", title: #"PushNotificationsHandler.swift (@capacitor/push-notifications): willPresent notifies pushNotificationReceived and returns the presentationOptions of the plugin's configuration (alert, badge, sound), none without them; didReceive notifies pushNotificationActionPerformed, retained until consumed"#, location: #"https://github.com/ionic-team/capacitor-plugins/blob/main/push-notifications/ios/Sources/PushNotificationsPlugin/PushNotificationsHandler.swift"#),
    SourceInfo(key: "AIRSHIP-DELEGATE", title: #"PushNotificationDelegate (Airship iOS SDK): receivedForegroundNotification "Called when a notification is received in the foreground."; receivedBackgroundNotification "Called when a notification is received in the background."; receivedNotificationResponse, the user's response"#, location: #"https://github.com/urbanairship/ios-library/blob/main/Airship/AirshipCore/Source/PushNotificationDelegate.swift"#),
  ]
}

extension ScenarioVocabulary {
  /// Other names of the plugins, as their packages spell them.
  static let pushPluginSynonyms: [String: [String: String]] = [
    "sdk": [
      "rnfirebase": "react-native-firebase", "rnfb": "react-native-firebase", "react-native-firebase-messaging": "react-native-firebase",
      "@react-native-firebase/messaging": "react-native-firebase",
      "flutter-firebase-messaging": "flutterfire", "firebase-messaging-flutter": "flutterfire", "flutterfire-messaging": "flutterfire",
      "expo": "expo-notifications", "expo-notification": "expo-notifications",
      "urban-airship": "airship", "urbanairship": "airship", "airship-ios": "airship",
      "capacitor": "capacitor-push-notifications", "@capacitor/push-notifications": "capacitor-push-notifications",
      "capacitor-push": "capacitor-push-notifications",
    ],
  ]
}
