import Testing

@testable import APSKit

private func getui(_ id: String, strategy: Int? = nil) -> DeliveryEvent {
  var push = PushEvent(kind: .getuiAPNs, id: id)
  push.getuiStrategy = strategy
  return .push(push)
}

private func message(_ id: String) -> DeliveryEvent { .push(PushEvent(kind: .alert, id: id)) }

private func prioritized(_ priority: Int) -> DeliveryEvent {
  .push(PushEvent(kind: .alert, headers: PushHeaders(priority: priority), id: "p"))
}

/// The channel a push service chooses (GeTui T19, IM services T25) and the priority of a push
/// delivered now (T20, T22). Each case cites
/// the sentence of its source.
let channelRowCases: [TimelineCase] = [
  // 推送流程说明, GeTui (https://docs.getui.com/getui/scene/push): "当CID在线(即app在前台打开运行)时,
  // 消息通过个推通道下发到客户端" (while the cid is online, the app open in the foreground, the message
  // goes over GeTui's channel).
  TimelineCase(rule: "T19 online, legacy SDK", start: S(12, .foreground, .getuiAPNs, sdk: .getuiLegacy), events: [getui("g1")],
               step: 0, callbacks: ["C20"], delivered: true, certainty: .definite, note: "T19", center: []),
  TimelineCase(rule: "T19 online", start: S(15, .foreground, .getuiAPNs, sdk: .getui), events: [getui("g1")],
               step: 0, callbacks: ["C21"], delivered: true, certainty: .definite, note: "T19", center: []),
  // Same page: "当CID离线(即app在后台、锁屏、app杀死状态)时,消息将通过个推侧请求对应厂商侧的服务端" (while the
  // cid is offline, background, locked or killed, the message goes to Apple's server).
  TimelineCase(rule: "T19 offline", start: S(15, .background, .getuiAPNs, sdk: .getui), events: [getui("g1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["g1"]),
  // No network: the cid is offline when the message is sent, so APNs stores it and it arrives as a
  // notification (C23 in the foreground), not as a transmission.
  TimelineCase(rule: "T19 sent while offline", start: S(15, .foreground, .getuiAPNs, sdk: .getui),
               events: [.device(DeviceChange(online: false)), getui("g1"), .device(DeviceChange(online: true))],
               step: 2, callbacks: ["C23"], delivered: true, certainty: .definite, center: ["g1"]),
  // Same page on the server's strategy field: "2: 表示该消息只通过厂商通道策略下发,不考虑用户是否在线"
  // (vendor channel only, whether the user is online or not); "3: 表示该消息只通过个推通道下发".
  TimelineCase(rule: "T19 strategy 2", start: S(15, .foreground, .getuiAPNs, sdk: .getui), events: [getui("g1", strategy: 2)],
               step: 0, callbacks: ["C23"], delivered: true, certainty: .definite, center: ["g1"]),
  // Sending notification requests to APNs
  // (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
  // "Notifications with apns-priority 5 and apns-priority 1 might get grouped and delivered in bursts
  // … Your notifications may also get throttled, saved in storage, and in some cases, not delivered."
  TimelineCase(rule: "T20 priority 5 awake", start: S(17, .background, .alert), events: [prioritized(5)],
               step: 0, callbacks: [], delivered: true, certainty: .may, note: "T20", center: ["p"]),
  TimelineCase(rule: "T20 priority 1 awake", start: S(17, .background, .alert), events: [prioritized(1)],
               step: 0, callbacks: [], delivered: true, certainty: .may, note: "T20", center: ["p"]),
  // Same page: "Specify 10 to send the notification immediately."
  TimelineCase(rule: "T20 priority 10", start: S(17, .background, .alert), events: [prioritized(10)],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["p"]),
  // Set the priority of a message, Firebase Cloud Messaging
  // (https://firebase.google.com/docs/cloud-messaging/customize-messages/setting-message-priority):
  // "Normal priority messages are delivered immediately when the app is in the foreground. For
  // backgrounded apps, delivery may be delayed." Apple Developer Forums thread 775340, DTS
  // (https://developer.apple.com/forums/thread/775340): APNs "may delay delivery of priority 5 pushes
  // until the device is awake"; Pushing background updates to your App: a held push is delivered
  // "immediately" once the user launches the app.
  TimelineCase(rule: "T22 background push in the foreground", start: S(17, .foreground, .silent),
               events: [.push(PushEvent(kind: .silent, headers: PushHeaders(priority: 5), id: "d1"))],
               step: 0, callbacks: ["C04"], delivered: true, certainty: .definite, note: "T22"),
  TimelineCase(rule: "T22 priority 5 alert in the foreground", start: S(17, .foreground, .alert), events: [prioritized(5)],
               step: 0, callbacks: ["C05"], delivered: true, certainty: .definite),
  TimelineCase(rule: "T22 not in the background", start: S(17, .background, .silent),
               events: [.push(PushEvent(kind: .silent, headers: PushHeaders(priority: 5), id: "d1"))],
               step: 0, callbacks: ["C04"], delivered: true, certainty: .bestEffort, note: "T11"),
  // 离线推送概述, Easemob (https://doc.easemob.com/document/ios/push/push_overview.html): "若应用在后台运行，
  // 则用户仍为在线状态，即时通讯 IM 不会向用户推送消息通知" (in the background the user is still online: no
  // notification); "客户端断开连接或应用进程被关闭等原因导致用户离线时 … 通过 APNs" (offline or closed: APNs).
  TimelineCase(rule: "T25 Easemob suspended", start: S(17, .suspended, .alert, sdk: .easemob), events: [message("m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 Easemob not running", start: S(17, .notRunning, .alert, sdk: .easemob), events: [message("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // 触发机制, RongCloud (https://docs.rongcloud.cn/im/push/ios/apns-mechanism/): within 2 minutes in the
  // background "App 使用融云的长连接通道接收消息"; after them, killed or frozen, "通过 APNs".
  TimelineCase(rule: "T25 RongCloud background", start: S(17, .background, .alert, sdk: .rongcloud), events: [message("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 RongCloud suspended", start: S(17, .suspended, .alert, sdk: .rongcloud), events: [message("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // 离线推送 (iOS), Tencent Cloud IM (https://cloud.tencent.com/document/product/269/74284): "当 App 处于后台时
  // … 推荐您使用 Apple 提供的系统级推送通道(APNs)".
  TimelineCase(rule: "T25 Tencent IM foreground", start: S(17, .foreground, .alert, sdk: .tencentIM), events: [message("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 Tencent IM background", start: S(17, .background, .alert, sdk: .tencentIM), events: [message("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // The same page: "应用退后台、手机锁屏、或者应用进程被用户主动杀掉三种场景下 … 离线推送" (the app going to
  // the background, the phone locking, or the user killing the app: offline push).
  TimelineCase(rule: "T25 Tencent IM locked", start: S(17, .foreground, .alert, sdk: .tencentIM),
               events: [.device(DeviceChange(locked: true)), message("m1")],
               step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Push notifications overview, Sendbird Chat SDK for iOS v4
  // (https://docs.sendbird.com/docs/chat/v4/ios/push-notifications/overview-push-notifications): "When a
  // user's client app goes into the background from the foreground, the Chat SDK … updates the user's
  // connection status to disconnected."
  TimelineCase(rule: "T25 Sendbird foreground", start: S(17, .foreground, .alert, sdk: .sendbird), events: [message("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 Sendbird background", start: S(17, .background, .alert, sdk: .sendbird), events: [message("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Implement offline push notification, ZEGOCLOUD In-app Chat (ZIM) for iOS
  // (https://zegocloud.com/docs/zim-ios/offline-push-notifications/implement-offline-push-notification):
  // "if your app is frozen, killed by the system or a user in the backend … the ZEGOCLOUD backend will
  // send offline push notifications".
  TimelineCase(rule: "T25 ZIM background", start: S(17, .background, .alert, sdk: .zegoZIM), events: [message("m1")],
               step: 0, callbacks: ["C57"], delivered: true, certainty: .definite, note: "T25", center: []),
  TimelineCase(rule: "T25 ZIM force-quit", start: S(17, .forceQuit, .alert, sdk: .zegoZIM), events: [message("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  TimelineCase(rule: "T25 ZIM frozen", start: S(17, .suspended, .alert, sdk: .zegoZIM), events: [message("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Any of them without network: the server sees the app offline and APNs stores the notification.
  TimelineCase(rule: "T25 offline", start: S(17, .foreground, .alert, sdk: .easemob),
               events: [.device(DeviceChange(online: false)), message("m1"), .device(DeviceChange(online: true))],
               step: 2, callbacks: ["C05"], delivered: true, certainty: .definite, center: ["m1"]),
  // iOS SDK 概述, GeTui (https://docs.getui.com/getui/mobile/ios/overview/): "当应用在后台时，通过苹果APNs
  // 推送通知 … 应用在后台无法长时间运行，从而无法维持与服务端的长连接": a transmission to an app in the
  // background is an offline message, handed over with offLine = YES at the next foreground (T06, G16).
  TimelineCase(rule: "T06 background", start: S(17, .background, .getuiTransmission, sdk: .getui),
               events: [.push(PushEvent(kind: .getuiTransmission, id: "t1")), .wait(seconds: 600, text: "10m"), .user(.openApp)],
               step: 2, callbacks: ["C10", "C11", "C21"], delivered: true, certainty: .definite, note: "T06"),
  // GeTuiSdk.h, runBackgroundEnable: the SDK keeps running in the background, and so does its connection (G12).
  TimelineCase(rule: "G12 run-background", start: S(17, .background, .getuiTransmission, sdk: .getui, impl: ["run-background"]),
               events: [.push(PushEvent(kind: .getuiTransmission, id: "t1"))],
               step: 0, callbacks: ["C21"], delivered: true, certainty: .may),
  TimelineCase(rule: "T19 strategy 3 offline", start: S(15, .notRunning, .getuiAPNs, sdk: .getui), events: [getui("g1", strategy: 3)],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "T06", center: []),
]

@Suite struct TimelineChannelRowTests {
  @Test(arguments: channelRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// The one-push form says the same as the timeline: arrival in the foreground is a transmission,
  /// a tap in the foreground stays on the entry that came through APNs earlier (G08).
  @Test func theOnePushFormRoutesOnlyTheArrival() throws {
    let arrival = try DeliveryPredictor.predict(S(9, .foreground, .getuiAPNs, sdk: .getuiLegacy))
    #expect(arrival.callbacks.map(\.id) == ["C20"])
    #expect(arrival.notes.contains { $0.hasPrefix("T19") })
    let tap = try DeliveryPredictor.predict(S(9, .foreground, .getuiAPNs, .tap, sdk: .getuiLegacy))
    #expect(tap.callbacks.map(\.id) == ["C04"])
  }

  @Test func aStrategyOutsideOneToFourNamesTheValues() throws {
    let value: JSONValue = .array([.object([
      JSONMember("push", .object([JSONMember("kind", .string("getui-apns"))])),
      JSONMember("options", .object([JSONMember("strategy", .number("5"))])),
    ])])
    #expect {
      _ = try EventDecoder.decode(value, at: .root) { _ in .null }
    } throws: { error in
      let failure = error as? EventDecoder.Failure
      return failure?.pointer.description == "/0/options/strategy" && failure?.message.contains("2 (APNs only)") == true
    }
  }
}
