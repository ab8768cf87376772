import Testing

@testable import APSKit

private func push(_ kind: NotificationKind, _ id: String, pushType: PushType? = nil) -> DeliveryEvent {
  .push(PushEvent(kind: kind, headers: PushHeaders(pushType: pushType), id: id))
}

private func authorization(_ value: Authorization) -> DeliveryEvent {
  var device = DeviceChange()
  device.authorization = value
  return .device(device)
}

/// A bare major version, as a scenario file or `--ios 17` gives it: the release family.
private func family(_ major: Int) -> IOSVersion { IOSVersion(parsing: "\(major)")! }

/// How the app and its provider were set up: the apns-push-type header, a device the developer
/// account does not list, the options the app asked for, a Live Activity the app starts itself.
/// Each case cites the sentence of its source.
let setupRowCases: [TimelineCase] = [
  // Sending notification requests to APNs (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
  // "if the header is missing on required systems, APNs may return an error, delay the delivery of the
  // notification, or drop it altogether".
  TimelineCase(rule: "HD1 a background push without apns-push-type", start: S(13, .background, .silent, impl: ["push-type-header-absent"]),
               events: [push(.silent, "s1")], step: 0, callbacks: [], delivered: false, certainty: .may, note: "HD1"),
  TimelineCase(rule: "HD1 not with apns-push-type background", start: S(13, .background, .silent, impl: ["push-type-header-absent"]),
               events: [push(.silent, "s1", pushType: .background)], step: 0, callbacks: ["C04"], delivered: true, certainty: .bestEffort),
  TimelineCase(rule: "HD1 not before iOS 13", start: S(12, .background, .silent, impl: ["push-type-header-absent"]),
               events: [push(.silent, "s1")], step: 0, callbacks: ["C04"], delivered: true, certainty: .bestEffort),
  // jpush-phonegap-plugin #171 (https://github.com/jpush/jpush-phonegap-plugin/issues/171): "iOS 9设备没有在
  // Apple 开发者官网添加到 Apple Device 里" (the device was not added to the developer account's devices).
  TimelineCase(rule: "RD1 a device the developer account does not list", start: S(9.3, .background, .alert, impl: ["device-not-registered"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "RD1", center: []),
  // OneSignal-iOS-SDK #442 (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/442): "the notifications don't
  // make sounds/badges until the user opens the app again".
  TimelineCase(rule: "RO4 OneSignal asks again when the app opens", start: S(12, .background, .alert, sdk: .onesignal, impl: ["sound-not-requested", "badge-not-requested"]),
               events: [authorization(.full), .user(.openApp)], step: 1, callbacks: ["C10", "C11"], delivered: nil,
               certainty: .definite, finalState: .foreground, note: "RO4"),
  // Activity (https://developer.apple.com/documentation/activitykit/activity): "you can only start a Live
  // Activity while the app is in the foreground"; ActivityAuthorizationError.visibility: "The app tried to
  // start the Live Activity while it was in the background."
  TimelineCase(rule: "LS1 the app starts a Live Activity in the foreground", start: S(16.2, .foreground, .liveActivityUpdate),
               events: [.user(.startLiveActivity)], step: 0, callbacks: [], delivered: nil, certainty: .definite, note: "LS1"),
  // update(_:) (https://developer.apple.com/documentation/activitykit/activity/update(_:)): "The system ignores
  // attempts to update a Live Activity that ended."
  TimelineCase(rule: "LS2 an update after the end push", start: S(17.2, .background, .liveActivityStart),
               events: [push(.liveActivityStart, "s1"), push(.liveActivityEnd, "e1"), push(.liveActivityUpdate, "u1")], step: 2, callbacks: [],
               delivered: false, certainty: .definite, note: "LS2"),
  TimelineCase(rule: "LS2 a new start takes updates again", start: S(17.2, .background, .liveActivityStart),
               events: [push(.liveActivityStart, "s1"), push(.liveActivityEnd, "e1"), push(.liveActivityStart, "s2"), push(.liveActivityUpdate, "u1")],
               step: 3, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "LS1 not from the background", start: S(16.2, .background, .liveActivityUpdate),
               events: [.user(.startLiveActivity)], step: 0, callbacks: [], delivered: nil, certainty: .definite, note: "LS1: the app is background"),
]

@Suite struct TimelineSetupRowTests {
  @Test(arguments: setupRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var key: String
    var value: String
    var ios: IOSVersion = 14
    var state: AppState = .background
    var kind: NotificationKind = .alert
    var shown: Bool
    var sound: Bool
    var badge: Bool
    var callbacks: [String] = []
    var row: String?
    var testDescription: String { "\(key) \(value) iOS \(ios)" }
  }

  /// AN1 and RO1–RO3: Local and Remote Notification Programming Guide, Managing Your App's Notification
  /// Support (https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/SupportingNotificationsinYourApp.html):
  /// "apps must have authorization to display alerts, play sounds, or badge the app's icon";
  /// requestAuthorization(options:completionHandler:) (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)):
  /// "Request only the authorization options that you plan to use." L12: Silent notifications, IBM MobileFirst
  /// Platform Foundation 7.1 (https://ibm.com/support/knowledgecenter/en/SSHS8R_7.1.0/com.ibm.worklight.dev.doc/devref/c_silent_notification.html):
  /// before iOS 7 "the notification is ignored if the application is running in background. If the
  /// application is running in the foreground, then the notification callback method is invoked."
  @Test(arguments: [
    Row(key: "authorization", value: "not-determined", shown: false, sound: false, badge: false, row: "AN1"),
    Row(key: "authorization", value: "not-determined", kind: .silent, shown: false, sound: false, badge: false, callbacks: ["C04"], row: nil),
    Row(key: "requested-options", value: "alert,badge", shown: true, sound: false, badge: true, row: "RO2"),
    Row(key: "requested-options", value: "alert,sound", shown: true, sound: true, badge: false, row: "RO3"),
    Row(key: "requested-options", value: "sound,badge", shown: false, sound: true, badge: true, row: "RO1"),
    Row(key: "requested-options", value: "alert,sound,badge", shown: true, sound: true, badge: true, row: nil),
    Row(key: "ios", value: "6", kind: .silent, shown: false, sound: false, badge: false, row: "L12"),
    Row(key: "ios", value: "6", state: .foreground, kind: .silent, shown: false, sound: false, badge: false, callbacks: ["C03"], row: "L12"),
  ])
  func onePushRowsFollowTheirSources(_ row: Row) throws {
    var settings = ScenarioSettings()
    settings.ios = row.ios
    #expect(ScenarioKey.named(row.key)?.apply(row.value, to: &settings) == true)
    settings.kind = row.kind
    settings.state = row.state
    if row.kind == .alert { settings.flags = [.alert, .sound, .badge] }
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect((prediction.presentation.banner == true || prediction.presentation.list == true) == row.shown, "\(prediction.presentation)")
    #expect(prediction.presentation.sound == row.sound, "\(prediction.presentation)")
    #expect(prediction.presentation.badge == row.badge, "\(prediction.presentation)")
    #expect(prediction.callbacks.map(\.id).filter { !["C01", "C02"].contains($0) } == row.callbacks, "\(prediction.callbacks.map(\.id))")
    if let id = row.row { #expect(prediction.rowIDs.contains(id), "\(prediction.rowIDs)") }
  }

  /// A bare major version is its release family: push-to-start (17.2) is there with a note naming
  /// the point release; 17.0 and 17.1 given as such still refuse it; a quirk of a `.0` release
  /// (U22, 10.0) stays out of a bare 10 (Activity.pushToStartTokenUpdates, iOS 17.2+:
  /// https://developer.apple.com/documentation/activitykit/activity/pushtostarttokenupdates).
  @Test(arguments: [("17", true), ("17.0", false), ("17.1", false), ("17.2", true), ("16", false), ("18", true)])
  func pushToStartNeedsSeventeenTwoOrTheBareSeventeen(_ row: (ios: String, accepted: Bool)) throws {
    var scenario = S(IOSVersion(parsing: row.ios)!, .background, .liveActivityStart)
    scenario.ios = IOSVersion(parsing: row.ios)!
    let prediction = try? DeliveryPredictor.predict(scenario)
    #expect((prediction != nil) == row.accepted)
    if row.ios == "17" { #expect(prediction?.notes.first?.contains("17.2") == true, "\(prediction?.notes ?? [])") }
  }

  @Test func aBareSixteenHasLiveActivityUpdates() throws {
    let prediction = try DeliveryPredictor.predict(S(family(16), .background, .liveActivityUpdate))
    #expect(prediction.notes.first?.contains("16.1") == true, "\(prediction.notes)")
    #expect(throws: DeliveryError.self) { try DeliveryPredictor.predict(S(IOSVersion(parsing: "16.0")!, .background, .liveActivityUpdate)) }
  }

  /// LA9: Displaying live data with Live Activities (https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities):
  /// "Live Activities display your app's current data on the Lock Screen, in the Dynamic Island".
  @Test(arguments: [(false, true), (true, false)])
  func anUpdateShowsTheLiveActivity(_ row: (switchedOff: Bool, shown: Bool)) throws {
    let prediction = try DeliveryPredictor.predict(S(16.2, .background, .liveActivityUpdate, impl: row.switchedOff ? ["live-activities-off"] : []))
    #expect(prediction.presentation.liveActivity == row.shown, "\(prediction.rowIDs)")
  }

  /// A development certificate connects to the development environment (AP6 with a production token).
  @Test(arguments: [("development", "production", true), ("development", "development", false), ("production", "production", false)])
  func aDevelopmentCertificateSendsToDevelopment(_ row: (certificate: String, token: String, mismatch: Bool)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("apns-certificate")?.apply(row.certificate, to: &settings) == true)
    #expect(ScenarioKey.named("token-environment")?.apply(row.token, to: &settings) == true)
    settings.kind = .alert
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains(Capability.environmentMismatch.rawValue) == row.mismatch, "\(scenario.implements)")
  }
}
