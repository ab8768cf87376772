import Testing

@testable import APSKit

private func alert(_ id: String, collapseID: String? = nil) -> DeliveryEvent {
  .push(PushEvent(kind: .alert, headers: PushHeaders(collapseID: collapseID), id: id))
}

private func scenario(_ state: AppState, _ kind: NotificationKind, sdk: PushSDK? = nil, alertsOff: Bool = false, impl: [String] = []) -> DeliveryScenario {
  var scenario = S(17, state, kind, sdk: sdk, impl: impl)
  if alertsOff { scenario.authorization = .alertsOff }
  return scenario
}

private let day = 86_400

/// What APNs refuses or discards before a push reaches the phone (AP1–AP6), and the IM listener
/// T25 names. Each case cites the sentence of its source.
let apnsDiscardRowCases: [TimelineCase] = [
  // Handling notification responses from APNs
  // (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
  // 400 BadCollapseId, "The collapse identifier exceeds the maximum allowed size" (64 bytes).
  TimelineCase(rule: "AP1 65 bytes", start: scenario(.background, .alert), events: [alert("m1", collapseID: String(repeating: "x", count: 65))],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP1", center: []),
  TimelineCase(rule: "AP1 64 bytes kept", start: scenario(.background, .alert), events: [alert("m1", collapseID: String(repeating: "x", count: 64))],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Viewing the status of push notifications using Metrics and APNs
  // (https://developer.apple.com/documentation/usernotifications/viewing-the-status-of-push-notifications-using-metrics-and-apns):
  // "APNs discards a push notification for a number of reasons: … A person disabled push
  // notifications for your app in Settings on the destination device."
  TimelineCase(rule: "AP2 alert, notifications off", start: scenario(.background, .alert, alertsOff: true), events: [alert("m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP2", center: []),
  // A content-available push is not an alert: the app is still woken (X21, A03).
  TimelineCase(rule: "AP2 not for background pushes", start: scenario(.background, .silent, alertsOff: true),
               events: [.push(PushEvent(kind: .silent, id: "b1"))], step: 0, callbacks: ["C04"], delivered: true, certainty: .bestEffort),
  // OneSignal-iOS-SDK issue 302 (https://github.com/OneSignal/OneSignal-iOS-SDK/issues/302), maintainer:
  // "The SDK does not have an option to keep the device subscribed to OneSignal if notification
  // permission were declined at this time."
  TimelineCase(rule: "AP3 OneSignal silent push", start: scenario(.background, .silent, sdk: .onesignal, alertsOff: true),
               events: [.push(PushEvent(kind: .silent, id: "b1"))], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP3"),
  // Metrics page: "When storing a push notification, APNs uses either the specified expiry or
  // defaults to time-to-live (TTL) of 30 days, whichever comes first."
  TimelineCase(rule: "AP4 31 days offline", start: scenario(.background, .alert),
               events: [.device(DeviceChange(online: false)), alert("m1"), .wait(seconds: 31 * day, text: "31d"), .device(DeviceChange(online: true))],
               step: 3, callbacks: [], delivered: false, certainty: .definite, note: "AP4", center: []),
  TimelineCase(rule: "AP4 29 days offline", start: scenario(.background, .alert),
               events: [.device(DeviceChange(online: false)), alert("m1"), .wait(seconds: 29 * day, text: "29d"), .device(DeviceChange(online: true))],
               step: 3, callbacks: [], delivered: true, certainty: .definite, note: "T02", center: ["m1"]),
  // Metrics page: "Your push token is no longer active on the destination device because a person
  // removed your application".
  TimelineCase(rule: "AP5 deleted app", start: scenario(.background, .alert), events: [.user(.deleteApp), .wait(seconds: day, text: "1d"), alert("m1")],
               step: 2, callbacks: [], delivered: false, certainty: .definite, finalState: .notRunning, note: "AP5", center: []),
  // node-apn issue 483 (https://github.com/node-apn/node-apn/issues/483), maintainer: "Either the
  // token is just invalid or you using the wrong APNs environment (debug/production)."
  TimelineCase(rule: "AP6 environments differ", start: scenario(.background, .alert, impl: ["apns-environment-mismatch"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP6", center: []),
  // 了解iOS消息推送一文就够 (http://www.52im.net/thread-1762-1-1.html): online push "与苹果系统无关 …
  // 该push与设置中是否打开“通知”无关" (has nothing to do with Apple's system, whatever the Notifications switch).
  TimelineCase(rule: "T25 listener, notifications off", start: scenario(.foreground, .alert, sdk: .tencentIM, alertsOff: true), events: [alert("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
]

@Suite struct TimelineAPNsDiscardRowTests {
  @Test(arguments: apnsDiscardRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// The environments set on the command line or in a scenario file reach the rule only when
  /// both are given and differ.
  @Test(arguments: [("development", "production", true), ("production", "development", true), ("production", "production", false)])
  func environmentsDifferOnlyWhenBothAreGivenAndDiffer(_ row: (String, String, Bool)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("token-environment")?.apply(row.0, to: &settings) == true)
    #expect(ScenarioKey.named("apns-environment")?.apply(row.1, to: &settings) == true)
    settings.kind = .alert
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains("apns-environment-mismatch") == row.2)
  }
}
