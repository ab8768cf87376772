import Testing

@testable import APSKit

/// A scenario with the v3 dimensions: `edit` sets the situation (handlers, extensions, headers).
private func W(
  _ ios: IOSVersion, _ state: AppState, _ kind: NotificationKind, _ action: UserAction = .none,
  impl: [String] = [], flags: Set<APSFlag>? = nil, edit: (inout SystemSituation) -> Void = { _ in }
) -> DeliveryScenario {
  var scenario = DeliveryScenario(ios: ios, state: state, kind: kind, action: action, implements: impl)
  scenario.flags = flags
  edit(&scenario.situation)
  return scenario
}

private let mutableAlert: Set<APSFlag> = [.alert, .mutableContent]

/// One case per row of model v3; each comment names the source the row quotes.
let situationRowCases: [RowCase] = [
  // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)
  RowCase(row: "B04", scenario: W(17, .forceQuit, .silent, impl: ["low-power"]), callbacks: [], seen: .hidden, uncertain: ["X05"]),
  // https://developer.apple.com/videos/play/wwdc2019/707/ ("set the apns-priority to 5 or your app will not launch")
  RowCase(row: "H01", scenario: W(13, .suspended, .silent) { $0.priority = 10 }, callbacks: [], seen: .hidden),
  // https://isolution.pro/it/q/so71523234/… (ThunderingHerdPolicy after a restart)
  RowCase(row: "B12", scenario: W(13, .notRunning, .silent, impl: ["just-rebooted"]), callbacks: [], seen: .hidden),
  // https://developer.apple.com/documentation/pushkit/pkpushtype/voip
  RowCase(row: "V06", scenario: W(13, .notRunning, .voip, impl: ["voip-penalty"]), callbacks: [], seen: .hidden),
  // https://github.com/deltachat/deltachat-ios/…/NotificationService.swift
  RowCase(row: "N10", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .reportsVoIPCall },
          callbacks: ["C14", "C15"], seen: .hidden),
  // https://developer.apple.com/documentation/corelocation/creating-a-location-push-service-extension
  RowCase(row: "LC1", scenario: W(15, .notRunning, .location), callbacks: ["C47"], seen: .hidden),
  RowCase(row: "LC2", scenario: W(15, .notRunning, .location) { $0.entitlements = [] }, callbacks: [], seen: .hidden),
  // https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications
  RowCase(row: "W01", scenario: W(26, .background, .widgets), callbacks: ["C49"], seen: .hidden),
  RowCase(row: "W02", scenario: W(17, .background, .widgets), callbacks: [], seen: .hidden),
  RowCase(row: "W03", scenario: W(18, .background, .controls), callbacks: ["C52"], seen: .hidden),
  // https://developer.apple.com/documentation/pushtotalk/ptchannelmanagerdelegate/incomingpushresult(channelmanager:channeluuid:pushpayload:)
  RowCase(row: "PT1", scenario: W(16, .background, .pushToTalk), callbacks: ["C50"], seen: .hidden),
  // https://developer.apple.com/documentation/pushkit/pkpushtype/fileprovider
  RowCase(row: "FP1", scenario: W(17, .background, .fileProvider), callbacks: ["C51"], seen: .hidden),
  RowCase(row: "CP1", scenario: W(17, .background, .complication), callbacks: ["C15"], seen: .hidden),
  // https://developer.apple.com/videos/play/wwdc2015/713/ ("The complication must be active on the
  // current clock face, otherwise these pushes will not be delivered")
  RowCase(row: "CP2", scenario: W(17, .background, .complication, impl: ["complication-not-on-face"]), callbacks: [], seen: .hidden),
  RowCase(row: "MD1", scenario: W(17, .background, .mdm), callbacks: [], seen: .hidden),
  // https://github.com/lionheart/openradar-mirror/issues/15279 (iOS 10.0) and issues/15889
  RowCase(row: "U21", scenario: W(10.0, .background, .alert, .tap, impl: ["no-un-delegate", "handle-action"]),
          callbacks: ["C10", "C08", "C11"], seen: .shown),
  RowCase(row: "U22", scenario: W(10.0, .background, .alert, .tap, impl: ["no-un-delegate", "legacy-handler"]),
          callbacks: ["C10", "C03", "C11"], seen: .shown),
  // https://github.com/OneSignal/OneSignal-iOS-SDK/issues/105, https://github.com/braze-inc/braze-docs/pull/691
  RowCase(row: "U20", scenario: W(12, .background, .alert, .tapAction, impl: ["no-un-delegate", "handle-action"]), callbacks: ["C08"], seen: .shown),
  RowCase(row: "U23", scenario: W(12, .background, .alert, .dismiss, impl: ["no-un-delegate", "custom-dismiss"]), callbacks: [], seen: .shown),
  // https://developer.apple.com/videos/play/wwdc2017/708/ (do not dismiss)
  RowCase(row: "N11", scenario: W(12, .background, .alert, .tapAction) { $0.contentExtension = .doNotDismiss }, callbacks: ["C38", "C39"], seen: .shown),
  RowCase(row: "A04", scenario: W(12, .background, .alert, flags: [.alert]) { _ in }.withAuthorization(.alertsOff), callbacks: [], seen: .hidden),
  // https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel/passive
  RowCase(row: "IL1", scenario: W(16, .background, .alert) { $0.interruptionLevel = .passive }, callbacks: [], seen: .quiet),
  RowCase(row: "IL2", scenario: W(16, .background, .alert) { $0.focus = .on }, callbacks: [], seen: .quiet),
  RowCase(row: "IL3", scenario: W(16, .background, .alert, impl: ["summary"]), callbacks: [], seen: .quiet),
  // https://developer.apple.com/documentation/usernotifications/implementing-communication-notifications:
  // communication notifications "break through the scheduled notification summary by default".
  RowCase(row: "U06", scenario: W(16, .background, .alert, impl: ["summary", "communication-notification"]), callbacks: [], seen: .shown),
  RowCase(row: "IL3", scenario: W(16, .background, .alert, impl: ["summary", "communication-notification", "lacks-communication-notifications"]), callbacks: [], seen: .quiet),
  RowCase(row: "IL4", scenario: W(16, .background, .alert, impl: ["ring-silent"]), callbacks: [], seen: .shown),
  RowCase(row: "IL5", scenario: W(16, .background, .alert, impl: ["ring-silent"]) { $0.interruptionLevel = .critical; $0.focus = .on }, callbacks: [], seen: .shown),
  // https://developer.apple.com/forums/thread/799195 (banner without a Dynamic Island)
  RowCase(row: "LA4", scenario: W(17, .background, .liveActivityUpdate, impl: ["lacks-dynamic-island"], flags: [.alert]), callbacks: [], seen: .bannerOnly, uncertain: ["X23"]),
  RowCase(row: "LA5", scenario: W(17, .background, .liveActivityUpdate, flags: [.alert]), callbacks: [], seen: .hidden, uncertain: ["X23"]),
  // https://developer.apple.com/forums/thread/696068 (filtering from iOS 13.3)
  RowCase(row: "N06", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .emptyFiltered }, callbacks: ["C14"], seen: .hidden),
  RowCase(row: "N07", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .empty }, callbacks: ["C14"], seen: .shown),
  RowCase(row: "N08", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .memoryLimit }, callbacks: ["C14"], seen: .shown, uncertain: ["X27"]),
  RowCase(row: "N09", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .nilContent }, callbacks: ["C14"], seen: .shown),
  // https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns (push type mismatch)
  RowCase(row: "H02", scenario: W(15, .suspended, .silent) { $0.pushType = .alert }, callbacks: [], seen: .hidden),
  // https://developer.apple.com/forums/thread/776933 (throttle, rarely used app, debugger)
  RowCase(row: "B14", scenario: W(17, .suspended, .silent, impl: ["throttled"]), callbacks: [], seen: .hidden),
  RowCase(row: "B15", scenario: W(17, .notRunning, .silent, impl: ["rarely-used"]), callbacks: [], seen: .hidden),
  // https://github.com/Redth/PushSharp/issues/283
  RowCase(row: "H03", scenario: W(15, .background, .alert, impl: ["locked"]) { $0.priority = 5 }, callbacks: [], seen: .hidden),
  // https://developer.apple.com/videos/play/wwdc2018/710/ (Deliver Quietly)
  RowCase(row: "IL6", scenario: W(15, .background, .alert, impl: ["deliver-quietly"]), callbacks: [], seen: .quiet),
  // https://developer.apple.com/documentation/usernotifications/unnotificationsettings/lockscreensetting
  RowCase(row: "IL7", scenario: W(15, .background, .alert, impl: ["locked", "lock-screen-off"]), callbacks: [], seen: .listOnly),
  RowCase(row: "IL8", scenario: W(15, .background, .alert, impl: ["locked", "previews-hidden"]), callbacks: [], seen: .shown),
  // https://github.com/loopandlearn/LoopFollow/pull/655, https://developer.apple.com/forums/thread/834934
  RowCase(row: "LA6", scenario: W(18, .foreground, .liveActivityStart), callbacks: ["C05", "C40"], seen: .hidden),
  RowCase(row: "LA0", scenario: W(18, .forceQuit, .liveActivityStart), callbacks: [], seen: .hidden, uncertain: ["X23"]),
  // https://github.com/lionheart/openradar-mirror/issues/15772, https://github.com/urbanairship/ios-library/issues/260
  RowCase(row: "U24", scenario: W(10.0, .background, .alert, .tap, impl: ["no-un-delegate"]), callbacks: ["C10", "C11"], seen: .shown),
  RowCase(row: "U25", scenario: W(13, .notRunning, .alert, .tapAction, impl: ["foreground-action"]), callbacks: ["C02", "C01", "C06", "C11"], seen: .shown, launch: .absent),
  // https://firebase.google.com/docs/cloud-messaging/ios/get-started (swizzling captures analytics)
  RowCase(row: "F04", scenario: DeliveryScenario(ios: 17, state: .foreground, kind: .alert, sdk: .firebase), callbacks: ["C05", "C41"], seen: .shown, uncertain: ["X02"]),
  // https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire()
  RowCase(row: "N12", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .timeoutBestAttempt }, callbacks: ["C14", "C17"], seen: .shown),
  RowCase(row: "N13", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = .unchanged }, callbacks: ["C14"], seen: .shown),
  // https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications
  RowCase(row: "N14", scenario: W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = ExtensionOutcome.none }, callbacks: [], seen: .shown),
  // https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes ("Remote Notifications support
  // more features (like Notification Service Extensions) than locally simulated notifications using .apns payload files
  // or the simctl push command")
  RowCase(row: "SIM1", scenario: W(16, .background, .alert, impl: ["simulated-push"], flags: mutableAlert), callbacks: [], seen: .shown),
  // https://hackintosh.org/index.php/topic,225757.0/prev_next,next.html (MacRumors: "Hiding an app means that you will
  // not receive incoming notifications or calls from it")
  RowCase(row: "HA1", scenario: W(18, .background, .alert, impl: ["app-hidden"]), callbacks: [], seen: .hidden),
  // https://github.com/havesource/cordova-plugin-push/pull/303
  RowCase(row: "Q18", scenario: W(18.0, .foreground, .alert), callbacks: ["C05", "C05"], seen: .shown, uncertain: ["X02"]),
  // https://developer.apple.com/documentation/watchos-apps/taking-advantage-of-notification-forwarding ("Otherwise,
  // if the Apple Watch is on the user’s wrist and unlocked, notifications go to the watch")
  RowCase(row: "PW1", scenario: W(17, .background, .alert, impl: ["locked", "watch-on-wrist"]), callbacks: [], seen: .quiet),
  // https://developer.apple.com/videos/play/wwdc2016/206/ ("these content-available applications will not wake up your app")
  RowCase(row: "TV1", scenario: S(10, .suspended, .silent, impl: ["apple-tv"]), callbacks: [], seen: .hidden),
  // https://developer.apple.com/videos/play/wwdc2019/208/ ("your background notifications will now get delivered on your WK extension delegate")
  RowCase(row: "WA2", scenario: S(13, .background, .silent, impl: ["apple-watch"]), callbacks: ["C04"], seen: .hidden),
  // https://developer.apple.com/forums/thread/719328 ("targetScene is nil on Mac.")
  RowCase(row: "MC1", scenario: S(16, .background, .alert, .tap, impl: ["mac-catalyst"]), callbacks: ["C10", "C06", "C11"], seen: .shown, uncertain: ["X03"]),
  // https://user.netmera.com/netmera-developer-guide/messages/push-notifications/ios-push/media-push ("the minimum
  // deployment version of your service extension matches or is lower than the device's iOS version")
  RowCase(row: "EX1", scenario: S(16, .background, .mutableContent, impl: ["service-extension", "extension-above-device-ios"]), callbacks: [], seen: .shown),
  // https://github.com/lionheart/openradar-mirror/issues/14666 ("Notification sounds and vibrational alerts during the call")
  RowCase(row: "IC1", scenario: S(9, .background, .alert, impl: ["in-cellular-call"]), callbacks: [], seen: .shown),
  // https://github.com/BelledonneCommunications/linphone-iphone/issues/217 ("End & Accept / Decline / Hold & Accept")
  RowCase(row: "IC2", scenario: S(13, .suspended, .voip, impl: ["in-cellular-call"]), callbacks: ["C15"], seen: .ringing),
  // https://github.com/lionheart/openradar-mirror/issues/6161 ("The pull down notifications can not be tapped to open app.")
  RowCase(row: "CA1", scenario: S(9, .background, .alert, impl: ["single-text-input-action"]), callbacks: [], seen: .shown),
  // https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier
  // ("the system displays your notification without custom actions")
  RowCase(row: "CA2", scenario: S(17, .background, .alert, impl: ["category-not-registered"]), callbacks: [], seen: .shown),
  // https://developer.apple.com/documentation/usernotifications/unnotificationcategory/hiddenpreviewsbodyplaceholder
  RowCase(row: "HP2", scenario: S(17, .background, .alert, impl: ["locked", "previews-hidden", "hidden-previews-placeholder"]), callbacks: [], seen: .shown),
  // https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/CocoaKeys.html
  // ("With ATS enabled, HTTP connections must use HTTPS (RFC 2818). Attempts to connect using insecure HTTP fail.")
  RowCase(row: "CF2", scenario: S(10, .background, .mutableContent, impl: ["service-extension", "http-attachment-blocked"]), callbacks: ["C14"], seen: .shown),
  // https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionCreation.html
  // ("you get an extension bundle that ends in .appex"); https://www.tumlook.com/tag/notification-extensions
  // ("iOS could not find an appropriate extension to launch")
  RowCase(row: "CF3", scenario: W(10, .background, .mutableContent, impl: ["extension-bundled-as-app"]) { $0.serviceExtension = ExtensionOutcome.none },
          callbacks: [], seen: .shown),
]

extension DeliveryScenario {
  fileprivate func withAuthorization(_ value: Authorization) -> DeliveryScenario {
    var copy = self
    copy.authorization = value
    return copy
  }
}

@Suite struct SituationRowTests {
  @Test(arguments: situationRowCases)
  func rowPredictsWhatItsSourceSays(_ testCase: RowCase) throws {
    try expectRow(testCase)
  }

  /// A value the rest of the scenario rules out names its key, for the scenario file's position.
  @Test func contradictionsNameTheirKey() {
    #expect(throws: DeliveryError.conflict(key: "service-extension", reason: ImpossibleRule.all.first { $0.key == "service-extension" }!.reason, allowed: ["none"])) {
      try DeliveryPredictor.predict(W(17, .background, .alert) { $0.serviceExtension = .timeout })
    }
    #expect(throws: DeliveryError.self) { try DeliveryPredictor.predict(W(17, .foreground, .alert, impl: ["locked"])) }
  }

  /// willPresent's options decide each part; `never` shows nothing (UNUserNotificationCenter.h).
  @Test func willPresentOptionsDecideThePresentation() throws {
    let banner = try DeliveryPredictor.predict(W(17, .foreground, .alert) { $0.willPresent = .options([.banner]) }).presentation
    #expect(banner.banner == true && banner.list == false && banner.sound == false)
    let never = try DeliveryPredictor.predict(W(17, .foreground, .alert) { $0.willPresent = .never }).presentation
    #expect(never.banner == false && never.list == false)
  }

  /// The content shown after the extension: modified, the original when it fails, C17's best attempt.
  @Test func extensionOutcomesDecideTheContentShown() throws {
    func content(_ outcome: ExtensionOutcome) throws -> String? {
      try DeliveryPredictor.predict(W(15, .background, .alert, flags: mutableAlert) { $0.serviceExtension = outcome }).presentation.content
    }
    #expect(try content(.modifies) == "modified")
    #expect(try content(.timeout) == "original")
    #expect(try content(.timeoutBestAttempt) == "best-attempt")
    #expect(try content(.crash) == "original")
    #expect(try content(.emptyFiltered) == nil)
  }

  /// Without the entitlement a time-sensitive push is an active one, so Focus silences it.
  @Test func levelsWithoutTheirEntitlementAreActive() throws {
    let allowed = try DeliveryPredictor.predict(W(16, .background, .alert) { $0.interruptionLevel = .timeSensitive; $0.focus = .on })
    #expect(allowed.presentation.banner == true)
    let lacking = try DeliveryPredictor.predict(W(16, .background, .alert) { $0.interruptionLevel = .timeSensitive; $0.focus = .on; $0.entitlements = [] })
    #expect(lacking.presentation.banner == false)
  }

  /// The user's Critical Alerts switch, UNNotificationSettings.criticalAlertSetting
  /// (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/criticalalertsetting):
  /// "When UNNotificationSetting.enabled, this property authorizes the app to play critical sounds
  /// that ignore Do Not Disturb and the device's mute switch." Switched off, a critical push under
  /// Focus with the ring switch on silent is an ordinary one: Notification Center, no banner, no
  /// sound (ServiceNow, Mobile critical alerts: "delivered as a regular push notification").
  @Test(arguments: [(CriticalAlertSetting.enabled, true), (.disabled, false)])
  func criticalAlertsNeedTheUsersSwitch(setting: CriticalAlertSetting, breaksThrough: Bool) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("critical-alert-setting")?.apply(setting.rawValue, to: &settings) == true)
    let states = settings.device.capabilities(locationSlow: false).map(\.rawValue)
    let scenario = W(16, .background, .alert, impl: ["ring-silent"] + states) { $0.interruptionLevel = .critical; $0.focus = .on }
    let seen = try DeliveryPredictor.predict(scenario).presentation
    #expect(seen.banner == breaksThrough && seen.sound == breaksThrough && seen.list == true)
  }
  /// A payload's sound dictionary with `critical` set (Generating a remote notification,
  /// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification:
  /// "critical | Number | The critical alert flag. Set to 1 to enable the critical alert.") is a
  /// critical alert without `interruption-level`: with the user's permission it plays through the
  /// mute switch and Focus (UNNotificationSettings.criticalAlertSetting,
  /// https://developer.apple.com/documentation/usernotifications/unnotificationsettings/criticalalertsetting:
  /// "critical sounds that ignore Do Not Disturb and the device's mute switch"). A flag of 0, a sound
  /// name, or an explicit level other than critical is not.
  @Test(arguments: [
    (JSONValue.number("1"), nil as String?, true),
    (.bool(true), nil, true),
    (.number("0"), nil, false),
    (.number("1"), "active", false),
    (.string("default"), nil, false),
  ])
  func criticalSoundFlagMakesACriticalAlert(critical: JSONValue, level: String?, breaksThrough: Bool) throws {
    let sound: JSONValue = critical.typeName == "string"
      ? critical : .object([JSONMember("critical", critical), JSONMember("name", .string("default"))])
    var aps = [JSONMember("alert", .string("Glucose low")), JSONMember("sound", sound)]
    if let level { aps.append(JSONMember("interruption-level", .string(level))) }
    var scenario = W(18, .background, .alert, impl: ["ring-silent"]) { $0.focus = .on }
    scenario.payload = .object([JSONMember("aps", .object(aps))])
    let seen = try DeliveryPredictor.predict(scenario).presentation
    #expect(seen.banner == breaksThrough && seen.sound == breaksThrough && seen.list == true)
  }
}
