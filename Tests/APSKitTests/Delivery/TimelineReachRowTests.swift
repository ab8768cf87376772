import Testing

@testable import APSKit

private func push(_ kind: NotificationKind, _ id: String, pushType: PushType? = nil, toWatch: Bool = false) -> DeliveryEvent {
  var push = PushEvent(kind: kind, headers: PushHeaders(pushType: pushType), id: id)
  push.toWatchApp = toWatch
  return .push(push)
}

private func network(_ change: NetworkChange) -> DeliveryEvent {
  var device = DeviceChange(online: change.isOnline)
  device.network = change
  return .device(device)
}

private func excludeAPNs(_ on: Bool) -> DeliveryEvent {
  var device = DeviceChange()
  device.vpnExcludesAPNs = on
  return .device(device)
}

private let day = 86_400

/// What reaches the app: the provider's token, the token the app sent, the receiving platform,
/// the network and a VPN, a web app's handler, Tencent Cloud IM's presence. Each case cites the
/// sentence of its source.
let reachRowCases: [TimelineCase] = [
  // What's New in the Apple Push Notification Service (https://developer.apple.com/videos/play/wwdc2016/724/):
  // "APNS will require that the token creation time must be within the last hour"; "if the provider
  // token was not valid. In this case, it is status 403".
  TimelineCase(rule: "AP10 provider token older than an hour", start: S(10, .background, .alert, impl: ["provider-token-expired"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP10", center: []),
  TimelineCase(rule: "AP11 invalid provider token, app in the foreground", start: S(10, .foreground, .alert, impl: ["provider-token-invalid"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "AP11", center: []),
  // Apple Push Notification Device Tokens (https://nshipster.com/apns-device-tokens/): "this approach
  // won't work in apps compiled with the iOS 13 SDK".
  TimelineCase(rule: "TK2 token from NSData's description", start: S(13, .background, .alert, impl: ["device-token-from-description"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "TK2", center: []),
  // Creating Independent watchOS Apps (https://developer.apple.com/videos/play/wwdc2019/208/): "that APNS
  // push type … is required when sending pushes to watchOS"; Sending notification requests to APNs:
  // "APNs may return an error, delay the delivery of the notification, or drop it altogether".
  TimelineCase(rule: "WA1 watch app without apns-push-type", start: S(13, .background, .alert, impl: ["apple-watch"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .may, note: "WA1", center: []),
  TimelineCase(rule: "WA1 watch app with apns-push-type alert", start: S(13, .background, .alert, impl: ["apple-watch"]),
               events: [push(.alert, "m1", pushType: .alert)], step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Same session: "the system will appropriately de-duplicate the notifications when they're sent simultaneously".
  TimelineCase(rule: "WA3 the same alert to the watch app's token", start: S(13, .background, .alert, impl: ["watch-app-push-target"]),
               events: [push(.alert, "phone"), push(.alert, "watch", toWatch: true)], step: 1, callbacks: [], delivered: false, certainty: .definite,
               note: "WA3", center: ["phone"]),
  // What's New in tvOS (https://developer.apple.com/videos/play/wwdc2016/206/): "tvOS will hold onto the
  // latest notification and wait for the app to come back".
  TimelineCase(rule: "TV2 held, not woken", start: S(10, .suspended, .silent, impl: ["apple-tv"]),
               events: [push(.silent, "p1"), push(.silent, "p2")], step: 1, callbacks: [], delivered: false, certainty: .bestEffort, note: "T07"),
  TimelineCase(rule: "TV2 the newest handed over when the app comes back", start: S(10, .suspended, .silent, impl: ["apple-tv"]),
               events: [push(.silent, "p1"), push(.silent, "p2"), .user(.openApp)], step: 2, callbacks: ["C10", "C11", "C04"], delivered: true,
               certainty: .bestEffort, finalState: .foreground),
  // 31494325 (https://github.com/lionheart/openradar-mirror/issues/17218): "It appears the APNS connection
  // is not established if the WiFi interface is off."
  TimelineCase(rule: "NW3 Ethernet alone", start: S(10.3, .background, .alert, impl: ["ethernet-only"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "NW3", center: []),
  // Parse-SDK-iOS-OSX #557 (https://github.com/parse-community/Parse-SDK-iOS-OSX/issues/557): "when wifi
  // reconnects push notifications fail to reach device until devices is put on flight mode and off again".
  TimelineCase(rule: "NW4 after a plan without data credit", start: S(9, .background, .alert),
               events: [network(.cellularNoDataCredit), network(.wifi), push(.alert, "m1")], step: 2, callbacks: [], delivered: false,
               certainty: .may, note: "NW4"),
  TimelineCase(rule: "NW4 airplane mode resets it", start: S(9, .background, .alert),
               events: [network(.cellularNoDataCredit), network(.wifi), .device(DeviceChange(online: false)), .device(DeviceChange(online: true)), push(.alert, "m2")],
               step: 4, callbacks: [], delivered: true, certainty: .definite, center: ["m2"]),
  // NEVPNProtocol.excludeAPNs (https://developer.apple.com/documentation/networkextension/nevpnprotocol/excludeapns):
  // "The default value for this property is true."
  TimelineCase(rule: "VPN1 full tunnel leaves APNs outside", start: S(16.4, .background, .alert, impl: ["full-tunnel-vpn"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: true, certainty: .definite, note: "VPN1", center: ["m1"]),
  // turnbridge #9 (https://github.com/nullcstring/turnbridge/issues/9): with no internet on LTE outside the
  // tunnel APNs notifications do not arrive; excludeAPNs = false sends them through it.
  TimelineCase(rule: "VPN2 only the tunnel reaches out", start: S(18, .background, .alert, impl: ["full-tunnel-vpn", "internet-only-through-tunnel"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "VPN2", center: []),
  TimelineCase(rule: "VPN2 excludeAPNs false", start: S(18, .background, .alert, impl: ["full-tunnel-vpn", "internet-only-through-tunnel"]),
               events: [excludeAPNs(false), push(.alert, "m2")], step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["m2"]),
  // How to fix iOS push subscriptions getting terminated after 3 notifications (https://dev.to/progressier/how-to-fix-ios-push-subscriptions-being-terminated-after-3-notifications-39a7).
  TimelineCase(rule: "WP3 the third arrives", start: S(16.4, .background, .alert, impl: ["home-screen-web-app", "web-push-without-notification"]),
               events: [push(.alert, "w1"), push(.alert, "w2"), push(.alert, "w3")], step: 2, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "WP3 the fourth does not", start: S(16.4, .background, .alert, impl: ["home-screen-web-app", "web-push-without-notification"]),
               events: [push(.alert, "w1"), push(.alert, "w2"), push(.alert, "w3"), push(.alert, "w4")], step: 3, callbacks: [], delivered: false,
               certainty: .definite, note: "WP3"),
  // 在线状态管理 (https://tencentcloud.com/zh/document/product/1047/33518): "用户状态变成后台运行状态(PushOnline)后,
  // 7天内没有再登录过,此时状态变为未登录状态(Offline)".
  TimelineCase(rule: "IM2 Tencent Cloud IM after 8 days without a login", start: S(17, .forceQuit, .alert, sdk: .tencentIM),
               events: [.wait(seconds: 8 * day, text: "8d"), push(.alert, "m1")], step: 1, callbacks: [], delivered: false, certainty: .definite, note: "IM2"),
  TimelineCase(rule: "IM2 Tencent Cloud IM after 6 days", start: S(17, .forceQuit, .alert, sdk: .tencentIM),
               events: [.wait(seconds: 6 * day, text: "6d"), push(.alert, "m1")], step: 1, callbacks: [], delivered: true, certainty: .definite),
  // 22832640 (https://github.com/lionheart/openradar-mirror/issues/6161): "The pull down notifications can
  // not be tapped to open app."
  TimelineCase(rule: "CA1 a single text-input action", start: S(9, .background, .alert, impl: ["single-text-input-action"]),
               events: [push(.alert, "m1"), .user(.tap, on: "m1")], step: 1, callbacks: [], delivered: nil, certainty: .definite,
               finalState: .background, note: "CA1"),
]

@Suite struct TimelineReachRowTests {
  @Test(arguments: reachRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var key: String
    var value: String
    var ios: IOSVersion = 17
    var state: AppState = .background
    var kind: NotificationKind
    var wakes: Bool
    var badge: Bool?
    var contentModified: Bool
    var row: String?
    var testDescription: String { "\(key) \(value)" }
  }

  /// TV1 (WWDC 2016 session 206): "these content-available applications will not wake up your app";
  /// WA2 (WWDC 2019 session 208): background pushes "delivered on your WK extension delegate"; EX1
  /// (Netmera, Media Push, https://user.netmera.com/netmera-developer-guide/messages/push-notifications/ios-push/media-push):
  /// "Ensure the minimum deployment version of your service extension matches or is lower than the
  /// device's iOS version"; IC1 (radar 26216162): "Notification sounds and vibrational alerts during the call";
  /// IC2 (linphone-iphone #217): CallKit offers "End & Accept / Decline / Hold & Accept".
  @Test(arguments: [
    Row(key: "device", value: "apple-tv", state: .suspended, kind: .silent, wakes: false, badge: true, contentModified: false, row: "TV1"),
    Row(key: "device", value: "device", state: .suspended, kind: .silent, wakes: true, contentModified: false, row: nil),
    Row(key: "device", value: "apple-watch", kind: .silent, wakes: true, contentModified: false, row: "WA2"),
    Row(key: "extension-deployment-target", value: "17", ios: 16, kind: .mutableContent, wakes: false, contentModified: false, row: "EX1"),
    Row(key: "extension-deployment-target", value: "16", ios: 16, kind: .mutableContent, wakes: false, contentModified: true, row: nil),
    Row(key: "in-call", value: "cellular", kind: .alert, wakes: false, contentModified: false, row: "IC1"),
    Row(key: "in-call", value: "cellular", state: .suspended, kind: .voip, wakes: true, contentModified: false, row: "IC2"),
  ])
  func onePushRowsFollowTheirSources(_ row: Row) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.key)?.apply(row.value, to: &settings) == true)
    settings.kind = row.kind
    settings.state = row.state
    settings.ios = row.ios
    if row.kind == .silent { settings.flags = [.badge, .contentAvailable] }
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    let appCallbacks = prediction.callbacks.filter { !["C14", "C17"].contains($0.id) }
    #expect(!appCallbacks.isEmpty == row.wakes, "\(prediction.callbacks.map(\.id))")
    if let badge = row.badge { #expect(prediction.presentation.badge == badge) }
    #expect(prediction.callbacks.contains { $0.id == "C14" } == row.contentModified)
    if let id = row.row { #expect(prediction.rowIDs.contains(id), "\(prediction.rowIDs)") }
  }

  /// The keys' values become the states the rows and rules test, and a token turned into text from
  /// NSData's description is wrong only from the iOS 13 SDK (NSHipster).
  @Test(arguments: [
    ("provider-token-age", "2h", 17, "provider-token-expired", true),
    ("provider-token-age", "30m", 17, "provider-token-expired", false),
    ("provider-token", "invalid", 17, "provider-token-invalid", true),
    ("device-token-encoding", "nsdata-description", 13, "device-token-from-description", true),
    ("device-token-encoding", "nsdata-description", 12, "device-token-from-description", false),
    ("category-actions", "text-input", 9, "single-text-input-action", true),
    ("category-actions", "text-input,button", 9, "single-text-input-action", false),
    ("network", "ethernet-only", 10, "ethernet-only", true),
    ("vpn", "include-all-networks", 16, "full-tunnel-vpn", true),
  ] as [(String, String, Int, String, Bool)])
  func keysSetTheirStates(_ row: (key: String, value: String, ios: Int, state: String, set: Bool)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.key)?.apply(row.value, to: &settings) == true)
    settings.kind = .alert
    settings.ios = IOSVersion(row.ios)
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains(row.state) == row.set, "\(scenario.implements)")
    #expect(!Capability.implementable.map(\.rawValue).contains(row.state))
  }
}
