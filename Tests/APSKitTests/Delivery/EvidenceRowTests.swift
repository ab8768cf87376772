import Testing

@testable import APSKit

/// A scenario with the v2 inputs (flags, life cycle, authorization, proxy).
private func V(
  _ ios: IOSVersion, _ state: AppState, _ kind: NotificationKind, _ action: UserAction = .none,
  sdk: PushSDK? = nil, impl: [String] = [], flags: Set<APSFlag>? = nil, lifecycle: Lifecycle? = nil,
  auth: Authorization = .full, proxy: ProxySetting = .on
) -> DeliveryScenario {
  var scenario = DeliveryScenario(ios: ios, state: state, kind: kind, action: action, sdk: sdk, implements: impl)
  scenario.flags = flags
  scenario.lifecycle = lifecycle
  scenario.authorization = auth
  scenario.proxy = proxy
  return scenario
}

/// One case per row found outside the reference; each comment names its source.
let evidenceRowCases: [RowCase] = [
  // https://developer.apple.com/documentation/usernotifications/unauthorizationoptions/provisional
  // (provisional: "noninterrupting notifications provisionally to the Notification Center").
  RowCase(row: "A02", scenario: V(17, .foreground, .alert, auth: .alertsOff), callbacks: [], seen: .hidden),
  // No Apple page found for content-available with notifications off: X21.
  RowCase(row: "A03", scenario: V(17, .background, .alertContentAvailable, auth: .alertsOff), callbacks: ["C04"], seen: .hidden, uncertain: ["X21"]),
  // https://learn.microsoft.com/en-us/xamarin/ios/platform/introduction-to-ios12/notifications/provisional
  // "These notifications arrive quietly and show only in Notification Center".
  RowCase(row: "A01", scenario: V(17, .background, .alert, auth: .provisional), callbacks: [], seen: .quiet),
  // https://github.com/firebase/quickstart-ios/issues/403 and
  // https://github.com/invertase/react-native-notifee/issues/205 (maintainers: disabled / queued).
  RowCase(row: "B10", scenario: V(17, .background, .silent, impl: ["background-refresh-off"]), callbacks: [], seen: .hidden, uncertain: ["X22"]),
  RowCase(row: "B11", scenario: V(17, .suspended, .alertContentAvailable, impl: ["low-power"]), callbacks: [], seen: .shown, uncertain: ["X22"]),
  // WWDC 2020 session 10063 (https://developer.apple.com/videos/play/wwdc2020/10063/), "Critically
  // low battery"; phonegap-plugin-push 2937: below 20 % "i only receive the notification, but it is
  // not processed in background".
  RowCase(row: "B11", scenario: V(13, .background, .alertContentAvailable, impl: ["low-battery"]), callbacks: [], seen: .shown, uncertain: ["X22"]),
  RowCase(row: "B10", scenario: V(13, .background, .silent, impl: ["low-battery"]), callbacks: [], seen: .hidden, uncertain: ["X22"]),
  // No source describes the inactive state (X06); https://developer.apple.com/documentation/uikit/uiapplication/state
  RowCase(row: "I01", scenario: V(17, .inactive, .silent), callbacks: ["C04"], seen: .hidden, uncertain: ["X06"]),
  RowCase(row: "I01", scenario: V(17, .inactive, .alertContentAvailable), callbacks: ["C04"], seen: .unknown, uncertain: ["X06"]),
  RowCase(row: "I02", scenario: V(9, .inactive, .alert, .tap), callbacks: ["C04"], seen: .unknown, uncertain: ["X06"]),
  RowCase(row: "I03", scenario: V(17, .inactive, .alert, .tap), callbacks: ["C05", "C06"], seen: .unknown, uncertain: ["X06"]),
  // https://github.com/OneSignal/OneSignal-iOS-SDK/pull/719: inactive (notification center pulled
  // over the app) "The notification received handler still fires".
  RowCase(row: "I04", scenario: V(17, .inactive, .alert), callbacks: ["C05"], seen: .unknown, uncertain: ["X06"]),
  // https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications
  RowCase(row: "LA1", scenario: V(17.2, .background, .liveActivityStart), callbacks: ["C40"], seen: .hidden),
  // UNNotificationSettings.soundSetting (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/soundsetting).
  RowCase(row: "IL9", scenario: V(17, .background, .alert, impl: ["sounds-off"], flags: [.alert, .sound]), callbacks: [], seen: .shown),
  // CXProviderConfiguration.ringtoneSound; radar 50499796 (https://github.com/lionheart/openradar-mirror/issues/21242):
  // "Apps using CallKit can cause audible ringing, even when the user disallows that app having notification sounds."
  RowCase(row: "V08", scenario: V(12.2, .background, .voip, impl: ["sounds-off"]), callbacks: ["C15"], seen: .ringing),
  // Apple Developer Forums thread 799505 (DTS): past the push-to-start budget "live activities are
  // no longer being started".
  RowCase(row: "LA7", scenario: V(17.2, .background, .liveActivityStart, impl: ["throttled"]), callbacks: ["C40"], seen: .hidden),
  RowCase(row: "LA2", scenario: V(17, .background, .liveActivityEnd), callbacks: [], seen: .hidden, uncertain: ["X23"]),
  // https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate (C07 is a delegate method).
  RowCase(row: "U19", scenario: V(17, .background, .alert, .openSettings, impl: ["no-un-delegate"]), callbacks: ["C10", "C11"], seen: .shown),
  // https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension (alerts only).
  RowCase(row: "N04", scenario: V(17, .background, .alert, impl: ["service-extension"], flags: [.badge, .mutableContent]), callbacks: [], seen: .hidden),
  // https://developer.apple.com/documentation/usernotificationsui/unnotificationcontentextension/didreceive(_:completionhandler:)
  RowCase(row: "N05", scenario: V(17, .background, .alert, .tapAction, impl: ["content-extension"]), callbacks: ["C38", "C39", "C06"], seen: .shown),
  // https://developer.apple.com/documentation/pushkit/pkpushtype/voip ("the system terminates your app").
  RowCase(row: "V05", scenario: V(17, .background, .voip, impl: ["voip-unreported"]), callbacks: ["C15"], seen: .hidden),
  // The same page: "For apps linked against the iOS 13 SDK or later"; Linphone, iOS 13 important
  // changes for VoIP/IM apps (https://www.linphone.org/news/ios-13-important-changes-voipim-apps):
  // apps "compiled with Xcode 10 … will continue to run on iOS13 as they would be running on iOS12".
  // https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/filteredbydonotdisturb:
  // "The system is filtering the incoming call because Do Not Disturb is active and the incoming caller isn’t a VIP."
  RowCase(row: "V10", scenario: { var dnd = V(15, .background, .voip); dnd.situation.focus = .on; return dnd }(), callbacks: ["C15"], seen: .hidden),
  // https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code/filteredbyblocklist:
  // "The incoming call is filtered because the incoming caller has been blocked by the user."
  RowCase(row: "V11", scenario: V(17, .background, .voip, impl: ["caller-blocked"]), callbacks: ["C15"], seen: .hidden),
  // https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app: "The token isn't
  // active until a person joins the channel."
  RowCase(row: "PT2", scenario: V(16, .background, .pushToTalk, impl: ["ptt-not-joined"]), callbacks: [], seen: .hidden),
  // https://developer.apple.com/documentation/activitykit/activityauthorizationinfo: "a person can
  // deactivate Live Activities for an app in Settings."
  RowCase(row: "LA8", scenario: V(17.2, .notRunning, .liveActivityStart, impl: ["live-activities-off"]), callbacks: [], seen: .hidden),
  RowCase(row: "V09", scenario: V(13, .background, .voip, impl: ["voip-unreported", "linked-before-ios13-sdk"]), callbacks: ["C15"], seen: .hidden),
  // https://help.aliyun.com/en/document_detail/58627.html (Alibaba Cloud Mobile Push): "The iOS
  // message channel is active only when the app is in the foreground."
  RowCase(row: "AL1", scenario: V(17, .foreground, .aliyunMessage), callbacks: ["C53"], seen: .hidden),
  RowCase(row: "AL2", scenario: V(17, .background, .aliyunMessage), callbacks: [], seen: .hidden),
  // firebase-ios-sdk 284 (https://github.com/firebase/firebase-ios-sdk/issues/284), maintainer: a data-only
  // message "goes only over the foreground connection"; Cloud Messaging, React Native Firebase
  // (https://rnfirebase.io/messaging/usage): data-only messages "prevent the application from waking".
  RowCase(row: "FD1", scenario: V(17, .foreground, .fcmData), callbacks: ["C54"], seen: .hidden),
  RowCase(row: "FD2", scenario: V(17, .background, .fcmData), callbacks: [], seen: .hidden),
  RowCase(row: "FD2", scenario: V(17, .notRunning, .fcmData), callbacks: [], seen: .hidden),
  // https://developer.apple.com/forums/thread/817976 (DTS): "You must call "reportNewIncomingCall"
  // before you return from the PushKit delegate handler. … If that flag isn't set, then it throws
  // an exception, crashing your app."
  RowCase(row: "V07", scenario: V(18, .background, .voip, impl: ["voip-reports-late"]), callbacks: ["C15"], seen: .hidden),
  // https://github.com/CocoaPods/Xcodeproj/issues/976 (Firebase's swizzling log), https://github.com/firebase/firebase-ios-sdk/issues/3776
  RowCase(row: "F01", scenario: V(17, .background, .alert, sdk: .firebase), callbacks: [], seen: .shown),
  RowCase(row: "F02", scenario: V(17, .foreground, .alert, sdk: .firebase, proxy: .off), callbacks: ["C05", "C41"], seen: .shown, uncertain: ["X02"]),
  RowCase(row: "F03", scenario: V(17, .background, .alert, .tap, sdk: .firebase, proxy: .off), callbacks: ["C10", "C06", "C11", "C41"], seen: .shown, uncertain: ["X03"]),
  // https://github.com/OneSignal/OneSignal-iOS-SDK/issues/1254, https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1131
  RowCase(row: "O01", scenario: V(17, .background, .alert, sdk: .onesignal), callbacks: [], seen: .shown),
  RowCase(row: "O02", scenario: V(17, .foreground, .alert, sdk: .onesignal), callbacks: ["C05", "C42"], seen: .shown, uncertain: ["X02"]),
  RowCase(row: "O03", scenario: V(17, .background, .alert, .tap, sdk: .onesignal), callbacks: ["C10", "C06", "C11", "C43"], seen: .shown, uncertain: ["X03"]),
  // https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1650 (5.5.0): "Add option to disable
  // swizzling and add manual integration APIs" — the app forwards willPresent / didReceive /
  // the background push through OneSignal.Notifications (C45).
  RowCase(row: "O04", scenario: V(17, .background, .alert, sdk: .onesignal, proxy: .off), callbacks: [], seen: .shown),
  RowCase(row: "O05", scenario: V(17, .foreground, .alert, sdk: .onesignal, proxy: .off), callbacks: ["C05", "C45", "C42"], seen: .shown, uncertain: ["X02"]),
  RowCase(row: "O05", scenario: V(17, .background, .silent, sdk: .onesignal, proxy: .off), callbacks: ["C04", "C45"], seen: .hidden),
  RowCase(row: "O06", scenario: V(17, .background, .alert, .tap, sdk: .onesignal, proxy: .off), callbacks: ["C10", "C06", "C11", "C45", "C43"], seen: .shown, uncertain: ["X03"]),
  // A scene app launched in the background by content-available, then tapped: no page says
  // whether a scene connected at the background launch (X19), so C13 is U; Apple, "About the
  // background execution sequence" (https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence)
  // describes only the app-delegate sequence.
  RowCase(row: "U07", scenario: V(17, .notRunning, .alertContentAvailable, .tap, lifecycle: .scenes),
          // B03's launch key is documented; a scene app gets no key (RNSIRI-114, X18).
          callbacks: ["C02", "C01", "C04", "C13", "C35", "C06", "C36"], seen: .shown, launch: .absent, uncertain: ["X09", "X03", "X19"]),
  // https://developer.apple.com/documentation/activitykit/launching-your-app-from-a-live-activity:
  // "People can tap a Live Activity to launch your app." … "the system opens your app and passes
  // an NSUserActivity to … application(_:continue:restorationHandler:)"; scene apps:
  // https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:).
  RowCase(row: "LA3", scenario: V(17, .background, .liveActivityUpdate, .tap), callbacks: ["C10", "C44", "C11"], seen: .hidden, uncertain: ["X23"]),
  RowCase(row: "LA3", scenario: V(17, .suspended, .liveActivityUpdate, .tap, lifecycle: .scenes), callbacks: ["C35", "C46", "C36"], seen: .hidden, uncertain: ["X23"]),
  RowCase(row: "LA3", scenario: V(17, .notRunning, .liveActivityEnd, .tap), callbacks: ["C02", "C01", "C44", "C11"], seen: .hidden, launch: .absent, uncertain: ["X23"]),
  // UNNotificationSettings.alertStyle, "The type of alert that the app may display when the device
  // is unlocked"; UNAlertStyle.none, "No alert." (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/alertstyle).
  RowCase(row: "NS1", scenario: V(17, .background, .alert, impl: ["banners-off"], flags: [.alert, .sound]), callbacks: [], seen: .listOnly),
  // notificationCenterSetting: "whether your app's notifications appear in Notification Center"
  // (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/notificationcentersetting).
  RowCase(row: "NS2", scenario: V(17, .background, .alert, impl: ["notification-center-off"], flags: [.alert, .sound]), callbacks: [], seen: .bannerOnly),
  // badgeSetting: "whether badges appear on your app's icon"; the alert itself still shows
  // (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/badgesetting).
  RowCase(row: "NS3", scenario: V(17, .background, .alert, impl: ["badges-off"], flags: [.alert, .badge]), callbacks: [], seen: .shown),
  // Local and Remote Notification Programming Guide, Managing Your App's Notification Support
  // (https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/SupportingNotificationsinYourApp.html):
  // "apps must have authorization to display alerts, play sounds, or badge the app's icon".
  RowCase(row: "AN1", scenario: V(14, .background, .alert, flags: [.alert, .sound], auth: .notDetermined), callbacks: [], seen: .hidden),
  // requestAuthorization(options:completionHandler:) (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)):
  // "Request only the authorization options that you plan to use."
  RowCase(row: "RO1", scenario: V(14, .background, .alert, impl: ["alert-not-requested"], flags: [.alert]), callbacks: [], seen: .hidden),
  RowCase(row: "RO2", scenario: V(14, .background, .alert, impl: ["sound-not-requested"], flags: [.alert, .sound]), callbacks: [], seen: .shown),
  RowCase(row: "RO3", scenario: V(14, .background, .alert, impl: ["badge-not-requested"], flags: [.alert, .badge]), callbacks: [], seen: .shown),
  // Silent notifications, IBM MobileFirst Platform Foundation 7.1 (https://ibm.com/support/knowledgecenter/en/SSHS8R_7.1.0/com.ibm.worklight.dev.doc/devref/c_silent_notification.html):
  // before iOS 7 "the notification is ignored if the application is running in background".
  RowCase(row: "L12", scenario: V(6, .background, .silent), callbacks: [], seen: .hidden),
  // Displaying live data with Live Activities (https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities):
  // "Live Activities display your app's current data on the Lock Screen, in the Dynamic Island".
  RowCase(row: "LA9", scenario: V(16.2, .background, .liveActivityUpdate), callbacks: [], seen: .hidden, uncertain: ["X23"]),
]

@Suite struct EvidenceRowTests {
  @Test(arguments: evidenceRowCases)
  func rowPredictsWhatTheEvidenceSays(_ testCase: RowCase) throws {
    try expectRow(testCase)
  }

  /// Use Do Not Disturb on your iPhone, iPad and iPod touch (https://support.apple.com/en-gb/HT204321):
  /// "Silence: choose to silence calls and notifications at all times or only when the device is
  /// locked": with only-while-locked, Do Not Disturb silences a locked device only (IL2).
  @Test(arguments: [
    (["dnd-while-locked"], false), (["dnd-while-locked", "locked"], true), ([], true), (["locked"], true),
  ])
  func doNotDisturbOnlyWhileLocked(_ states: [String], _ silenced: Bool) throws {
    var scenario = V(14, .background, .alert, impl: states, flags: [.alert, .sound])
    scenario.situation.focus = .on
    let prediction = try DeliveryPredictor.predict(scenario)
    #expect(prediction.rowIDs.contains("IL2") == silenced, "\(prediction.rowIDs)")
    #expect(prediction.presentation.sound == !silenced)
  }

  /// Displaying live data with Live Activities
  /// (https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities):
  /// "Live Activities display your app's current data on the Lock Screen, in the Dynamic Island …";
  /// a spent push-to-start budget starts none (LA7, forum 799505); a force-quit app's start is
  /// uncertain (LA0); a notification starts none.
  @Test(arguments: [
    (V(17.2, .background, .liveActivityStart), true as Bool?),
    (V(17.2, .background, .liveActivityStart, impl: ["throttled"]), false),
    (V(17.2, .forceQuit, .liveActivityStart), nil),
    (V(17.2, .background, .alert), nil),
  ])
  func liveActivityOnTheLockScreen(_ scenario: DeliveryScenario, _ expected: Bool?) throws {
    #expect(try DeliveryPredictor.predict(scenario).presentation.liveActivity == expected)
  }

  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)
  /// and applicationdidbecomeactive(_:): "If you're using scenes …, UIKit will not call this method."
  @Test func sceneAppsGetSceneCallbacksInsteadOfAppDelegateLifecycle() throws {
    let resume = try DeliveryPredictor.predict(V(17, .background, .alert, .tap, lifecycle: .scenes))
    #expect(resume.callbackIDs == ["C35", "C06", "C36"])
    let cold = try DeliveryPredictor.predict(V(17, .notRunning, .alert, .tap, lifecycle: .scenes))
    #expect(cold.callbackIDs == ["C02", "C01", "C13", "C35", "C06", "C36"])
    // RNSIRI-114 rebuilds the launch key from connectionOptions: it is not there (O).
    #expect(cold.launchOptions?.remoteNotification == .absent)
    #expect(cold.uncertain.map(\.id).contains("X18"))
  }

  /// WWDC25 (quoted at https://github.com/OpenFlutter/fluwx/issues/748): scenes required after iOS 26.
  @Test func lifecycleDefaultsFromTheVersion() throws {
    #expect(try V(17, .background, .alert).resolve().lifecycle == .appDelegate)
    #expect(try V(27, .background, .alert).resolve().lifecycle == .scenes)
    #expect(try V(17, .background, .alert, impl: ["scenes"]).resolve().lifecycleOrigin == .implements)
    #expect(throws: DeliveryError.self) { try V(12, .background, .alert, lifecycle: .scenes).resolve() }
  }

  /// https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence
  @Test func backgroundLaunchAndResumeCallDidEnterBackgroundBeforeTheEvent() throws {
    let launched = try DeliveryPredictor.predict(V(17, .notRunning, .silent, impl: ["did-enter-background"]))
    #expect(launched.callbackIDs == ["C02", "C01", "C34", "C04"])
    let resumed = try DeliveryPredictor.predict(V(17, .suspended, .silent, impl: ["did-enter-background"]))
    #expect(resumed.callbackIDs == ["C34", "C04"])
    // Scene apps: "UIKit will not call this method" (applicationDidEnterBackground(_:)).
    let scenes = try DeliveryPredictor.predict(V(17, .suspended, .silent, impl: ["did-enter-background"], lifecycle: .scenes))
    #expect(scenes.callbackIDs == ["C04"])
  }

  /// Combined payloads: the flags, not one kind.
  @Test func combinedPayloadsKeepEveryFlag() throws {
    // alert + mutable-content + content-available: the extension and the C04 wake.
    let both = try DeliveryPredictor.predict(V(17, .background, .alert, impl: ["service-extension"], flags: [.alert, .mutableContent, .contentAvailable]))
    #expect(both.callbackIDs == ["C14", "C04"])
    // content-available + badge, no alert: C04, a badge, no banner.
    let badge = try DeliveryPredictor.predict(V(17, .background, .alert, flags: [.badge, .contentAvailable]))
    #expect(badge.callbackIDs == ["C04"])
    #expect(badge.presentation.banner == false && badge.presentation.badge == true)
    #expect(throws: DeliveryError.self) { try V(17, .background, .alert, flags: []).resolve() }
  }

  /// The kind shorthand still means what it meant: the same flags as before.
  @Test(arguments: [NotificationKind.alert, .alertContentAvailable, .silent, .mutableContent])
  func kindShorthandKeepsItsResult(_ kind: NotificationKind) throws {
    let shorthand = try DeliveryPredictor.predict(V(17, .background, kind))
    let flags = try DeliveryPredictor.predict(V(17, .background, kind, impl: kind == .mutableContent ? ["service-extension"] : [], flags: APSFlag.implied(by: kind)))
    #expect(shorthand.callbackIDs == flags.callbackIDs)
    #expect(shorthand.presentation == flags.presentation)
  }
}
