import Testing

@testable import APSKit

private func alert(_ id: String) -> DeliveryEvent { .push(PushEvent(kind: .alert, id: id)) }
private func silent(_ id: String) -> DeliveryEvent { .push(PushEvent(kind: .silent, id: id)) }

/// An alert whose body makes the compact payload `bytes` long.
private func sized(_ bytes: Int, id: String) -> DeliveryEvent {
  let empty = #"{"aps":{"alert":{"body":""}}}"#.utf8.count
  let aps = JSONValue.object([JSONMember("alert", .object([JSONMember("body", .string(String(repeating: "x", count: bytes - empty)))]))])
  return .push(PushEvent(payload: .object([JSONMember("aps", aps)]), id: id))
}

private func badged(_ number: Int, id: String) -> DeliveryEvent {
  let aps = JSONValue.object([JSONMember("alert", .string("hi")), JSONMember("badge", .number(String(number)))])
  return .push(PushEvent(payload: .object([JSONMember("aps", aps)]), id: id))
}

private func change(downtime: Bool? = nil, singleAppMode: Bool? = nil) -> DeliveryEvent {
  var change = DeviceChange()
  change.screenTimeDowntime = downtime
  change.singleAppMode = singleAppMode
  return .device(change)
}

/// What the user's settings, the device's mode and network and the app's IM session do to a push
/// (AP9, IM1, NW1, NW2, SA1, US1, DT1) and the push services of T25 added with them. Each case
/// cites the sentence of its source.
let settingRowCases: [TimelineCase] = [
  // Handling notification responses from APNs
  // (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
  // 413 "The notification payload was too large"; node-apn #31 quotes "For regular remote
  // notifications, the maximum size is 4KB (4096 bytes)".
  TimelineCase(rule: "AP9 4097 bytes", start: S(14, .background, .alert), events: [sized(4097, id: "p1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP9", center: []),
  TimelineCase(rule: "AP9 4096 bytes kept", start: S(14, .background, .alert), events: [sized(4096, id: "p1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["p1"]),
  // TUIOfflinePush iOS 离线推送 (https://tencentcloud.com/zh/document/product/1047/50033): "如果应用主动调用
  // logout 退出登录 … 也收不到离线推送消息" (after a logout no offline push arrives).
  TimelineCase(rule: "IM1 logged out", start: S(16, .background, .alert, sdk: .tencentIM, impl: ["im-logged-out"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "IM1", center: []),
  // Same page: "应用退后台、手机锁屏、或者应用进程被用户主动杀掉三种场景下 … 接入即时通信 IM 离线推送".
  TimelineCase(rule: "IM1 logged in: the offline push", start: S(16, .forceQuit, .alert, sdk: .tencentIM), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // TN2265 (https://developer.apple.com/library/archive/technotes/tn2265/_index.html): "If there is a
  // proxy server on the Wi-Fi network, the device will not be able to use APNs".
  TimelineCase(rule: "NW1 proxy", start: S(12, .background, .alert, impl: ["apns-blocked-by-proxy"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "NW1", center: []),
  // Apple Support 102266 (https://support.apple.com/fr-ca/102266): port 443 "utilise un serveur
  // mandataire tant que celui-ci laisse passer la communication sans déchiffrement".
  TimelineCase(rule: "NW2 port 443", start: S(17, .background, .alert, impl: ["apns-over-port-443"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "NW2", center: ["m1"]),
  // Radar 35539728 (https://github.com/lionheart/openradar-mirror/issues/18898): "not delivered when
  // the MDM-enrolled device is locked into autonomous Single App Mode. When Single App Mode is
  // disabled, messages are immediately delivered to the application."
  TimelineCase(rule: "SA1 on", start: S(11.1, .foreground, .alertContentAvailable, impl: ["single-app-mode"]),
               events: [.push(PushEvent(kind: .alertContentAvailable, id: "m1"))],
               step: 0, callbacks: [], delivered: false, certainty: .may, note: "SA1"),
  TimelineCase(rule: "SA1 off again", start: S(11.1, .foreground, .alertContentAvailable, impl: ["single-app-mode"]),
               events: [.push(PushEvent(kind: .alertContentAvailable, id: "m1")), change(singleAppMode: false), .push(PushEvent(kind: .alertContentAvailable, id: "m2"))],
               step: 2, callbacks: ["C04", "C05"], delivered: true, certainty: .definite),
  // breez/misty-breez #505 (https://github.com/breez/misty-breez/issues/505): "Silent push
  // notifications are dropped if notifications are allowed but when all notification alert
  // settings … are disabled, even if the app is on the foreground."
  TimelineCase(rule: "US1 all styles off", start: S(18, .foreground, .silent, impl: ["lock-screen-off", "banners-off", "notification-center-off"]),
               events: [silent("s1")], step: 0, callbacks: [], delivered: false, certainty: .may, note: "US1"),
  TimelineCase(rule: "US1 one style left", start: S(18, .foreground, .silent, impl: ["lock-screen-off", "banners-off"]),
               events: [silent("s1")], step: 0, callbacks: ["C04"], delivered: true, certainty: .definite),
  // What Does Turn On Downtime Until Schedule Mean? (https://thegadgetbuyer.com/what-does-turn-on-downtime-until-schedule-mean/):
  // "When your downtime is up as scheduled, you will receive notifications … you had temporarily blocked."
  TimelineCase(rule: "DT1 held", start: S(15, .background, .alert, impl: ["screen-time-downtime"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .may, note: "DT1", center: []),
  TimelineCase(rule: "DT1 shown when Downtime ends", start: S(15, .background, .alert, impl: ["screen-time-downtime"]),
               events: [alert("m1"), .wait(seconds: 3600, text: "1h"), change(downtime: false)],
               step: 2, callbacks: [], delivered: true, certainty: .may, note: "DT1", center: ["m1"]),
  TimelineCase(rule: "DT1 turned on by an event", start: S(15, .background, .alert), events: [change(downtime: true), alert("m1")],
               step: 1, callbacks: [], delivered: true, certainty: .may, note: "DT1", center: []),
  // UNNotificationSettings.badgeSetting (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/badgesetting):
  // "The setting that indicates whether badges appear on your app's icon."
  TimelineCase(rule: "NS3 no number on the icon", start: S(17, .background, .alert, impl: ["badges-off"]), events: [badged(4, id: "n1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "NS3", center: ["n1"], badge: 0),
  TimelineCase(rule: "NS3 off: the number", start: S(17, .background, .alert), events: [badged(4, id: "n1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["n1"], badge: 4),
  // stream-chat-swift #117 (https://github.com/GetStream/stream-chat-swift/issues/117), maintainer: "If
  // your user is connected we are sending websocket notification instead."
  TimelineCase(rule: "T25 Stream Chat connected", start: S(13.3, .foreground, .alert, sdk: .streamChat), events: [alert("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
  // stream-chat-swift #711 (https://github.com/GetStream/stream-chat-swift/issues/711): "when app has
  // been backgrounded just now, push notifications never seem to be sent".
  TimelineCase(rule: "T25 Stream Chat just backgrounded", start: S(14.3, .background, .alert, sdk: .streamChat), events: [alert("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 Stream Chat killed: APNs", start: S(14.3, .notRunning, .alert, sdk: .streamChat), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // MobPush 框架和 API (https://juejin.cn/post/7184723371820023845): "当应用在前台时,走 MobPush 的长连接通道,
  // MobPush 收到长连接,调用本地通知"; "当应用在后台时,走 APNs 通道".
  TimelineCase(rule: "T25 MobPush foreground: local notification", start: S(15, .foreground, .alert, sdk: .mobpush), events: [alert("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25"),
  TimelineCase(rule: "T25 MobPush background: APNs", start: S(15, .background, .alert, sdk: .mobpush), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
]

@Suite struct TimelineSettingRowTests {
  @Test(arguments: settingRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// MobPush's local notification is seen; Stream Chat's web-socket event is not.
  @Test(arguments: [(PushSDK.mobpush, true), (.streamChat, false)])
  func ownChannelShowsOnlyALocalNotification(_ row: (PushSDK, Bool)) throws {
    let result = try DeliveryTimeline.run(PredictionRequest(start: S(15, .foreground, .alert, sdk: row.0), events: [alert("m1")]))
    #expect(result.steps[0].presentation?.banner == row.1)
  }

  /// UNNotificationSettings (https://developer.apple.com/documentation/usernotifications/unnotificationsettings):
  /// each switch takes its part away; `alert-styles none` is all three styles off.
  @Test(arguments: [
    ("banners", "off", "NS1"), ("notification-center", "off", "NS2"), ("badge-setting", "disabled", "NS3"),
  ])
  func eachSwitchTakesItsPartAway(_ row: (String, String, String)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.0)?.apply(row.1, to: &settings) == true)
    settings.kind = .alert
    settings.flags = [.alert, .sound, .badge]
    settings.state = .background
    let prediction = try DeliveryPredictor.predict(try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect(prediction.rowIDs.contains(row.2), "\(prediction.rowIDs)")
    let seen = prediction.presentation
    #expect([seen.banner, seen.list, seen.badge] == [row.2 != "NS1", row.2 != "NS2", row.2 != "NS3"], "\(seen)")
  }

  @Test func noAlertStylesTurnsAllThreeOff() {
    var settings = DeviceSettings()
    settings.alertStyles = .allOff
    #expect(settings.capabilities(locationSlow: false) == [.lockScreenOff, .bannersOff, .notificationCenterOff])
  }

  @Test(arguments: [("wifi-behind-proxy", Capability.apnsBlockedByProxy), ("wifi-behind-proxy-no-decryption", .apnsOverPort443)])
  func theNetworkNamesItsRule(_ row: (String, Capability)) {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("network")?.apply(row.0, to: &settings) == true)
    #expect(settings.device.capabilities(locationSlow: false) == [row.1])
  }
}
