import Testing

@testable import APSKit

private func push(_ kind: NotificationKind, _ id: String, topic: String? = nil, payload: JSONValue? = nil, change: (inout PushEvent) -> Void = { _ in }) -> DeliveryEvent {
  var push = PushEvent(kind: kind, payload: payload, id: id)
  push.headers.topic = topic
  change(&push)
  return .push(push)
}

private func start(
  _ ios: IOSVersion, _ state: AppState, _ kind: NotificationKind, sdk: PushSDK? = nil, impl: [String] = [], locked: Bool = false,
  _ provider: (inout ProviderSettings) -> Void = { _ in }
) -> DeliveryScenario {
  var scenario = S(ios, state, kind, sdk: sdk, impl: impl + (locked ? ["locked"] : []))
  provider(&scenario.provider)
  return scenario
}

private func badged(_ badge: Int) -> JSONValue {
  .object([JSONMember("aps", .object([JSONMember("alert", .string("Hello")), JSONMember("badge", .number(String(badge)))]))])
}

private func activity(_ event: String, _ timestamp: Int) -> JSONValue {
  .object([JSONMember("aps", .object([
    JSONMember("timestamp", .number(String(timestamp))), JSONMember("event", .string(event)), JSONMember("content-state", .object([])),
  ]))])
}

private let callPayload: JSONValue = .object([JSONMember("uuid", .string("9B1DEB4D-3B7D-4BAD-9BDD-2B0D7B3DCB6D"))])
private let minute = 60

/// The provider's side, calls, the Live Activity prompt and SDK badges (PV1–PV3, VC1, VC2, LB1,
/// SB1–SB4, AR1). Each case cites the sentence of its source.
let providerRowCases: [TimelineCase] = [
  // Forum 675879, Apple engineer: "If you change your token too often, you will get an status 429 response with
  // error string 'TooManyProviderTokenUpdates'" (https://developer.apple.com/forums/thread/675879); Establishing a
  // token-based connection to APNs: "Refresh your token no more than once every 20 minutes".
  TimelineCase(rule: "PV1 a new token 30 s later", start: start(17, .background, .alert) { $0.tokenRefresh = .everyRequest },
               events: [push(.alert, "m1"), .wait(seconds: 30, text: "30s"), push(.alert, "m2")],
               step: 2, callbacks: [], delivered: false, certainty: .definite, note: "PV1", center: ["m1"]),
  TimelineCase(rule: "PV1 a new token 21 min later", start: start(17, .background, .alert) { $0.tokenRefresh = .everyRequest },
               events: [push(.alert, "m1"), .wait(seconds: 21 * minute, text: "21m"), push(.alert, "m2")],
               step: 2, callbacks: [], delivered: true, certainty: .definite, center: ["m1", "m2"]),
  TimelineCase(rule: "PV1 within limits", start: start(17, .background, .alert) { $0.tokenRefresh = .withinLimits },
               events: [push(.alert, "m1"), .wait(seconds: 30, text: "30s"), push(.alert, "m2")],
               step: 2, callbacks: [], delivered: true, certainty: .definite),
  // Handling notification responses from APNs (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
  // 400 DeviceTokenNotForTopic, "The device token doesn't match the specified topic."; Volcengine 3134032: "普通远程推送不要添加任何后缀".
  TimelineCase(rule: "PV2 another bundle's topic", start: start(16, .background, .alert) { $0.bundleID = "com.example.shop" },
               events: [push(.alert, "m1", topic: "com.example.shop.beta")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "PV2", center: []),
  TimelineCase(rule: "PV2 the bundle's topic", start: start(16, .background, .alert) { $0.bundleID = "com.example.shop" },
               events: [push(.alert, "m1", topic: "com.example.shop")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  TimelineCase(rule: "PV2 an alert with the .voip topic", start: start(17, .background, .alert) { $0.bundleID = "com.example.chat" },
               events: [push(.alert, "m1", topic: "com.example.chat.voip")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "PV2", center: []),
  TimelineCase(rule: "PV2 a VoIP push with the .voip topic", start: start(17, .background, .voip) { $0.bundleID = "com.example.chat" },
               events: [push(.voip, "v1", topic: "com.example.chat.voip")],
               step: 0, callbacks: ["C15"], delivered: true, certainty: .definite),
  TimelineCase(rule: "PV2 a VoIP push with the bundle's topic", start: start(17, .background, .voip) { $0.bundleID = "com.example.chat" },
               events: [push(.voip, "v1", topic: "com.example.chat")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "PV2"),
  // Same page: 429 TooManyRequests, "The server received too many requests for the same device token."
  TimelineCase(rule: "PV3 the second of a burst", start: start(17, .background, .alert) { $0.burst = true },
               events: [push(.alert, "p1"), push(.alert, "p2")],
               step: 1, callbacks: [], delivered: false, certainty: .may, note: "PV3", center: ["p1"]),
  TimelineCase(rule: "PV3 after a wait", start: start(17, .background, .alert) { $0.burst = true },
               events: [push(.alert, "p1"), .wait(seconds: 5, text: "5s"), push(.alert, "p2")],
               step: 2, callbacks: [], delivered: true, certainty: .definite, center: ["p1", "p2"]),
  // CXErrorCodeIncomingCallError.Code.callUUIDAlreadyExists: "The incoming call UUID already exists."
  // (https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code/calluuidalreadyexists)
  TimelineCase(rule: "VC1 the same UUID while it rings", start: start(17, .background, .voip, locked: true),
               events: [push(.voip, "c1", payload: callPayload), .wait(seconds: 5, text: "5s"), push(.voip, "c2", payload: callPayload)],
               step: 2, callbacks: ["C15"], delivered: true, certainty: .definite, note: "VC1"),
  TimelineCase(rule: "VC1 another UUID by option", start: start(17, .background, .voip, locked: true),
               events: [push(.voip, "c1", payload: callPayload), .wait(seconds: 5, text: "5s"), push(.voip, "c2") { $0.callUUID = "another" }],
               step: 2, callbacks: ["C15"], delivered: true, certainty: .definite),
  // ConnectyCube's maintainer (https://github.com/ConnectyCube/connectycube-flutter-call-kit/issues/150): "For video
  // calls, it should ask you to unlock your phone and navigate to your app."
  TimelineCase(rule: "VC2 a video call answered locked, then the unlock", start: start(17, .background, .voip, locked: true) { $0.callType = .video },
               events: [push(.voip, "c1"), .user(.answerCall, on: "c1"), .user(.unlock)],
               step: 2, callbacks: ["C10", "C11"], delivered: nil, certainty: .definite, finalState: .foreground, note: "VC2"),
  TimelineCase(rule: "VC2 an audio call stays on CallKit's screen", start: start(17, .background, .voip, locked: true) { $0.callType = .audio },
               events: [push(.voip, "c1"), .user(.answerCall, on: "c1"), .user(.unlock)],
               step: 2, callbacks: [], delivered: nil, certainty: .definite, finalState: .background),
  // OneSignal, Live Activities開発者セットアップ (https://documentation.onesignal.com/docs/ja/live-activities-developer-setup):
  // "Live Activityがプッシュ予算を超えると、ユーザーにダイアログが表示され … 予算が自動的に増加します".
  TimelineCase(rule: "LB1 past the budget with frequent updates: asked", start: start(17, .suspended, .liveActivityUpdate, impl: ["la-frequent-updates"]) { $0.liveActivityBudget = .exhausted },
               events: [push(.liveActivityUpdate, "u1")],
               step: 0, callbacks: [], delivered: true, certainty: .may, note: "T16"),
  TimelineCase(rule: "LB1 allowed: the budget is raised", start: start(17, .suspended, .liveActivityUpdate, impl: ["la-frequent-updates"]) { $0.liveActivityBudget = .exhausted },
               events: [push(.liveActivityUpdate, "u1"), .user(.allowLiveActivityUpdates), push(.liveActivityUpdate, "u2")],
               step: 2, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "T16 past the budget without frequent updates", start: start(17, .suspended, .liveActivityUpdate) { $0.liveActivityBudget = .exhausted },
               events: [push(.liveActivityUpdate, "u1")],
               step: 0, callbacks: [], delivered: false, certainty: .may, note: "T16"),
  // update(_:alertConfiguration:timestamp:) (https://developer.apple.com/documentation/activitykit/activity/update(_:alertconfiguration:timestamp:)):
  // "If this is older than a previous update or push payload, the system ignores this update."; forum 776165
  // (https://developer.apple.com/forums/thread/776165): "you want a timestamp that is not in the past or it will be dropped".
  TimelineCase(rule: "LT1 older than the last update", start: start(18, .suspended, .liveActivityUpdate),
               events: [push(.liveActivityUpdate, "u1", payload: activity("update", 1_800_000_000)), push(.liveActivityUpdate, "u2", payload: activity("update", 1_799_999_000))],
               step: 1, callbacks: [], delivered: false, certainty: .definite, note: "LT1"),
  TimelineCase(rule: "LT1 newer than the last update", start: start(18, .suspended, .liveActivityUpdate),
               events: [push(.liveActivityUpdate, "u1", payload: activity("update", 1_800_000_000)), push(.liveActivityUpdate, "u2", payload: activity("update", 1_800_000_060))],
               step: 1, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "LT1 before the iOS version's release", start: start(18, .suspended, .liveActivityUpdate),
               events: [push(.liveActivityUpdate, "u1", payload: activity("update", 1_685_952_000))],
               step: 0, callbacks: [], delivered: false, certainty: .may, note: "LT1"),
  TimelineCase(rule: "LT1 an end whatever its timestamp", start: start(18, .suspended, .liveActivityEnd),
               events: [push(.liveActivityEnd, "e1", payload: activity("end", 1_685_952_000))],
               step: 0, callbacks: [], delivered: true, certainty: .definite),
  // Braze, Badges (https://www.braze.com/docs/developer_guide/platform_integration_guides/ios/push_notifications/customization/badges):
  // "Braze will also clear the badge count when a Braze notification is received while the app is foregrounded."
  TimelineCase(rule: "SB1 Braze in the foreground", start: start(15, .foreground, .alert, sdk: .braze),
               events: [push(.alert, "m1", payload: badged(3))],
               step: 0, callbacks: ["C05"], delivered: true, certainty: .definite, note: "SB1", badge: 0),
  TimelineCase(rule: "SB1 Braze in the background", start: start(15, .background, .alert, sdk: .braze),
               events: [push(.alert, "m1", payload: badged(3))],
               step: 0, callbacks: [], delivered: true, certainty: .definite, badge: 3),
  // OneSignal, Badges (https://documentation.onesignal.com/docs/en/badges): "1. Clear the app icon badge when the app
  // is opened.; 2. Remove notifications from the Notification Center."
  TimelineCase(rule: "SB2 OneSignal app opened", start: start(17, .background, .alert, sdk: .onesignal),
               events: [push(.alert, "m1", payload: badged(1)), push(.alert, "m2", payload: badged(2)), .user(.openApp)],
               step: 2, callbacks: ["C10", "C11"], delivered: nil, certainty: .may, finalState: .foreground, note: "SB2", center: [], badge: 0),
  TimelineCase(rule: "SB2 OneSignal_disable_badge_clearing", start: start(17, .background, .alert, sdk: .onesignal, impl: ["onesignal-keeps-badge"]),
               events: [push(.alert, "m1", payload: badged(1)), .wait(seconds: 5, text: "5s"), .user(.openApp)],
               step: 2, callbacks: ["C10", "C11"], delivered: nil, certainty: .may, finalState: .foreground, center: ["m1"], badge: 1),
  // TPNS, iOS Badge Feature Practice (https://tencentcloud.com/document/product/1024/40457): "set badge_type to -2 to
  // enable the application's badge number to automatically increase by 1".
  TimelineCase(rule: "SB3 TPNS adds one per push", start: start(15, .notRunning, .alert, sdk: .tpns),
               events: [push(.alert, "m1") { $0.badgeChange = BadgeChange(text: "+1") }, push(.alert, "m2") { $0.badgeChange = BadgeChange(text: "+1") }],
               step: 1, callbacks: [], delivered: true, certainty: .definite, note: "T30: SB3", center: ["m1", "m2"], badge: 2),
  // Salesforce, Control App Badging (https://developer.salesforce.com/docs/marketing/mobilepush/guide/control-app-badging.html):
  // "iOS sets the application badge directly. Neither the SDK nor the application can prevent this".
  TimelineCase(rule: "SB4 MobilePush: the payload's badge", start: start(16, .suspended, .alert, sdk: .salesforceMobilePush),
               events: [push(.alert, "m1", payload: badged(7))],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "SB4", badge: 7),
  // Alibaba Cloud, iOS端如何把消息转为通知推送? (https://help.aliyun.com/document_detail/60500.htm): "消息推送时设备不在线 …
  // 则这条推送会做为通知,通过苹果的APNs通道送达一次 … 离线消息转通知仅适用于「 生产环境 」".
  TimelineCase(rule: "AR1 iOSRemind to a suspended app", start: start(15, .suspended, .aliyunMessage, sdk: .aliyun) { $0.apnsEnvironment = .production },
               events: [push(.aliyunMessage, "m1") { $0.iosRemind = true; $0.iosRemindBody = "Summary" }],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "AR1", center: ["m1"]),
  TimelineCase(rule: "AR1 not in development", start: start(15, .suspended, .aliyunMessage, sdk: .aliyun) { $0.apnsEnvironment = .development },
               events: [push(.aliyunMessage, "m1") { $0.iosRemind = true }],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "T15", center: []),
  TimelineCase(rule: "AR1 the channel open in the foreground", start: start(15, .foreground, .aliyunMessage, sdk: .aliyun) { $0.apnsEnvironment = .production },
               events: [push(.aliyunMessage, "m1") { $0.iosRemind = true }],
               step: 0, callbacks: ["C53"], delivered: true, certainty: .definite, center: []),
]

@Suite struct TimelineProviderRowTests {
  @Test(arguments: providerRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// A VoIP payload without `aps` is a VoIP push when the push says voip.
  @Test func aVoIPPayloadWithoutAPSIsAVoIPPush() throws {
    let result = try DeliveryTimeline.run(PredictionRequest(start: start(17, .background, .voip), events: [push(.voip, "c1", payload: callPayload)]))
    #expect(result.steps[0].callbacks.map(\.id) == ["C15"])
  }

  /// One push with a topic is not answered as a one-push question when `bundle-id` is given: the
  /// topic is checked (PV2).
  @Test func aSinglePushWithATopicIsCheckedAgainstTheBundleID() {
    var unnamed = PushEvent(kind: .alert)
    unnamed.headers.topic = "com.example.b"
    let checked = start(17, .background, .alert) { $0.bundleID = "com.example.a" }
    #expect(!PredictionRequest(start: checked, events: [.push(unnamed)]).oneEventForm)
    #expect(PredictionRequest(start: S(17, .background, .alert), events: [.push(unnamed)]).oneEventForm)
  }

  /// Every rule of this file names its sources, and each source is in the catalogue.
  @Test func everyRuleCitesACataloguedSource() {
    for rule in TimelineRule.providerRules {
      #expect(!rule.sources.isEmpty, "\(rule.id)")
      for key in rule.sources { #expect(SourceInfo.all.contains { $0.key == key }, "\(rule.id): \(key)") }
    }
  }
}
