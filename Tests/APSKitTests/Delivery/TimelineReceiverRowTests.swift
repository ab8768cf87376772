import Testing

@testable import APSKit

private func push(_ kind: NotificationKind, _ id: String, restoredToken: Bool = false) -> DeliveryEvent {
  var push = PushEvent(kind: kind, id: id)
  push.tokenBeforeRestore = restoredToken
  return .push(push)
}

private let hour = 3600

/// What receives the push (TK1, WP1, WP2, AC1, FC1, T25 for MiPush). Each case cites the sentence of its source.
let receiverRowCases: [TimelineCase] = [
  // Registering your app with APNs (https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns):
  // "APNs issues a new token when the user restores a device from a backup".
  TimelineCase(rule: "TK1 token from before a restore", start: S(12, .background, .alert), events: [push(.alert, "m1", restoredToken: true)],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "TK1", center: []),
  TimelineCase(rule: "TK1 current token", start: S(12, .background, .alert), events: [push(.alert, "m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Web Push for Web Apps on iOS and iPadOS (https://webkit.org/blog/13878/web-push-for-web-apps-on-ios-and-ipados/):
  // "Now with iOS and iPadOS 16.4, we are adding support for Web Push to Home Screen web apps."
  TimelineCase(rule: "WP1 Home Screen web app, iOS 16.4", start: S(16.4, .notRunning, .alert, impl: ["home-screen-web-app"]), events: [push(.alert, "m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  TimelineCase(rule: "WP1 Home Screen web app, iOS 16.3", start: S(16.3, .notRunning, .alert, impl: ["home-screen-web-app"]), events: [push(.alert, "m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "WP1", center: []),
  // Same post: "A web app that has been added to the Home Screen can request permission"; a Safari tab cannot.
  TimelineCase(rule: "WP2 Safari tab", start: S(17, .background, .alert, impl: ["safari-tab"]), events: [push(.alert, "m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "WP2", center: []),
  // Enabling notifications in App Clips (https://developer.apple.com/documentation/appclip/enabling-notifications-in-app-clips):
  // "schedule or receive notifications for up to 8 hours after each launch".
  TimelineCase(rule: "AC1 7 h after the launch", start: S(14, .notRunning, .alert, impl: ["ephemeral-authorization"]),
               events: [.user(.openApp), .wait(seconds: 7 * hour, text: "7h"), push(.alert, "m1")],
               step: 2, callbacks: ["C05"], delivered: true, certainty: .definite, center: ["m1"]),
  TimelineCase(rule: "AC1 9 h after the launch", start: S(14, .notRunning, .alert, impl: ["ephemeral-authorization"]),
               events: [.user(.openApp), .wait(seconds: 9 * hour, text: "9h"), push(.alert, "m1")],
               step: 2, callbacks: [], delivered: false, certainty: .definite, note: "AC1", center: []),
  TimelineCase(rule: "AC1 a later launch restarts the 8 hours", start: S(14, .notRunning, .alert, impl: ["ephemeral-authorization"]),
               events: [.user(.openApp), .wait(seconds: 6 * hour, text: "6h"), .user(.backgroundApp), .user(.openApp), .wait(seconds: 6 * hour, text: "6h"), push(.alert, "m1")],
               step: 5, callbacks: ["C05"], delivered: true, certainty: .definite),
  // application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)):
  // "you must call the block in the handler parameter or your app will be terminated. Your app has up to 30 seconds".
  TimelineCase(rule: "FC1 never completes: may", start: S(10, .background, .silent, impl: ["fetch-completion-never"]), events: [push(.silent, "b1")],
               step: 0, callbacks: ["C04"], delivered: true, certainty: .may, note: "FC1"),
  TimelineCase(rule: "FC1 ended after 30 s", start: S(9, .background, .silent, impl: ["fetch-completion-late"]),
               events: [push(.silent, "b1"), .wait(seconds: 30, text: "30s")],
               step: 1, callbacks: [], delivered: nil, certainty: .definite, finalState: .notRunning, note: "FC1"),
  // "Apps that use significant amounts of power … may not always be woken up early to process future notifications."
  TimelineCase(rule: "FC1 a later push may be held", start: S(10, .background, .silent, impl: ["fetch-completion-never"]),
               events: [push(.silent, "b1"), .wait(seconds: hour, text: "1h"), push(.silent, "b2")],
               step: 2, callbacks: [], delivered: false, certainty: .may, note: "T07"),
  TimelineCase(rule: "FC1 not when the handler completes", start: S(10, .background, .silent),
               events: [push(.silent, "b1"), .wait(seconds: hour, text: "1h")],
               step: 0, callbacks: ["C04"], delivered: true, certainty: .bestEffort, finalState: .suspended),
  // 小米推送服务iOS客户端SDK使用指南 (https://blog.csdn.net/Vic__li/article/details/49951817): "在App启动并运行在前台时,
  // SDK内部会运行一个Socket长连接 … 不经过APNs服务器" (in the foreground the SDK's own connection, not APNs).
  TimelineCase(rule: "T25 MiPush in the foreground", start: S(9, .foreground, .alert, sdk: .mipush), events: [push(.alert, "m1")],
               step: 0, callbacks: ["C58"], delivered: true, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 MiPush in the background: APNs", start: S(9, .background, .alert, sdk: .mipush), events: [push(.alert, "m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
]

@Suite struct TimelineReceiverRowTests {
  @Test(arguments: receiverRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var key: String
    var value: String?
    var kind: NotificationKind
    var banner: Bool
    var contentModified: Bool
    var testDescription: String { "\(key) \(value ?? "")" }
  }

  /// HA1: "Hiding an app means that you will not receive incoming notifications or calls from it"
  /// (MacRumors, https://hackintosh.org/index.php/topic,225757.0/prev_next,next.html). SIM1, Xcode 14
  /// Release Notes (https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes):
  /// "Remote Notifications support more features (like Notification Service Extensions) than locally
  /// simulated notifications using .apns payload files or the simctl push command."
  @Test(arguments: [
    Row(key: "app-hidden", value: nil, kind: .alert, banner: false, contentModified: false),
    Row(key: "app-kind", value: "native", kind: .alert, banner: true, contentModified: false),
    Row(key: "delivery", value: "simctl", kind: .mutableContent, banner: true, contentModified: false),
    Row(key: "delivery", value: "apns", kind: .mutableContent, banner: true, contentModified: true),
  ])
  func onePushRowsFollowTheirSources(_ row: Row) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.key)?.apply(row.value ?? "", to: &settings) == true)
    settings.kind = row.kind
    settings.state = .background
    settings.ios = IOSVersion(18)
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect(prediction.presentation.banner == row.banner)
    #expect(prediction.callbacks.contains { $0.id == "C14" } == row.contentModified)
  }

  /// An App Clip's ephemeral authorization is full authorization for the rows, counted by AC1.
  @Test func ephemeralAuthorizationIsAnAppClipsAndFullForTheRows() throws {
    for given in [("authorization", "ephemeral"), ("app-clip", "")] {
      var settings = ScenarioSettings()
      #expect(ScenarioKey.named(given.0)?.apply(given.1, to: &settings) == true)
      settings.kind = .alert
      let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
      #expect(scenario.authorization == .full)
      #expect(scenario.implements.contains("ephemeral-authorization"))
    }
  }
}
