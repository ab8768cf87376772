import Testing

@testable import APSKit

/// One timeline situation, the step it is about, and what that step (and the end) must show.
struct TimelineCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var start: DeliveryScenario
  var events: [DeliveryEvent]
  var step: Int
  var callbacks: [String]
  var delivered: Bool?
  var certainty: Certainty
  var finalState: AppState? = nil
  /// A note the step must carry (its rule's id first).
  var note: String? = nil
  /// The notifications left in Notification Center at the end.
  var center: [String]? = nil
  /// The badge at the end.
  var badge: Int? = nil
  var testDescription: String { "\(rule) step \(step)" }

  /// Runs the timeline and checks the step (and the end) against what the source says.
  func check(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let result = try DeliveryTimeline.run(PredictionRequest(start: start, events: events))
    let step = result.steps[self.step]
    #expect(step.callbacks.map(\.id) == callbacks, "\(step.notes)", sourceLocation: sourceLocation)
    #expect(step.delivered == delivered, sourceLocation: sourceLocation)
    #expect(step.certainty == certainty, "\(step.notes)", sourceLocation: sourceLocation)
    if let finalState { #expect(result.final.appState == finalState, sourceLocation: sourceLocation) }
    if let note { #expect(step.notes.contains { $0.hasPrefix(note) }, "\(step.notes)", sourceLocation: sourceLocation) }
    if let center { #expect(result.final.notificationCenter == center, sourceLocation: sourceLocation) }
    if let badge { #expect(result.final.badge == badge, sourceLocation: sourceLocation) }
  }
}

private let silent = DeliveryEvent.push(PushEvent(kind: .silent, id: "s1"))
private let silentAgain = DeliveryEvent.push(PushEvent(kind: .silent, id: "s2"))
private let voip = DeliveryEvent.push(PushEvent(kind: .voip, id: "v1"))
private let alert = DeliveryEvent.push(PushEvent(kind: .alert, id: "a1"))
private let backgroundAsAlert = DeliveryEvent.push(PushEvent(kind: .silent, headers: PushHeaders(priority: 5, pushType: .alert), id: "s1"))
/// A JPush notification with JPush's server-side badge (`options.badge`).
private func jpushBadge(_ id: String, _ badge: String) -> DeliveryEvent {
  var push = PushEvent(kind: .jpushAPNs, id: id)
  push.badgeChange = BadgeChange(text: badge)
  return .push(push)
}
private let aliyun = DeliveryEvent.push(PushEvent(kind: .aliyunMessage, id: "m1"))
private let aliyunStored: DeliveryEvent = {
  var push = PushEvent(kind: .aliyunMessage, id: "m1")
  push.storeOffline = true
  return .push(push)
}()
private let holds = DeliveryEvent.device(DeviceChange(holdsBackgroundPushes: true))
private let prioritize = DeliveryEvent.device(DeviceChange(locked: true, prioritizeNotifications: true))
private let lockedAuthAction: DeliveryScenario = {
  var start = S(17, .background, .alert)
  start.situation.actionOptions = [.authenticationRequired]
  return start
}()
private let pickedLocked: [DeliveryEvent] = [
  .device(DeviceChange(locked: true)), .push(PushEvent(kind: .alert, id: "m1")), .user(.tapAction, on: "m1"), .user(.unlock),
]

/// Each case cites the sentence of its source.
let timelineRowCases: [TimelineCase] = [
  // Apple, Pushing background updates to your App
  // (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app):
  // "When the system receives a new background notification, it discards the older notification
  // and only holds the newest one."
  TimelineCase(rule: "T07 held", start: S(17, .suspended, .silent), events: [holds, silent, silentAgain, .user(.openApp)],
               step: 2, callbacks: [], delivered: false, certainty: .bestEffort, note: "T07: iOS keeps the newest"),
  TimelineCase(rule: "T07 newest at resume", start: S(17, .suspended, .silent), events: [holds, silent, silentAgain, .user(.openApp)],
               step: 3, callbacks: ["C10", "C11", "C04"], delivered: true, certainty: .bestEffort, finalState: .foreground, note: "T07"),
  // Same page: "If something force quits or kills the app, the system discards the held notification."
  TimelineCase(rule: "T07 discarded", start: S(17, .background, .silent), events: [holds, silent, .user(.forceQuit), .user(.openApp)],
               step: 3, callbacks: ["C02", "C01", "C11"], delivered: nil, certainty: .definite, finalState: .foreground),
  TimelineCase(rule: "T07 discarded at the force-quit", start: S(17, .background, .silent), events: [holds, silent, .user(.forceQuit)],
               step: 2, callbacks: [], delivered: nil, certainty: .definite, note: "T07: the held background push s1 is discarded"),
  // Same page: "If the user launches the app, the system immediately delivers the held notification."
  TimelineCase(rule: "T07 launch", start: S(17, .notRunning, .silent), events: [holds, silent, .user(.openApp)],
               step: 2, callbacks: ["C02", "C01", "C11", "C04"], delivered: true, certainty: .definite, finalState: .foreground, note: "T07"),
  // Apple Developer Forums thread 817976 (https://developer.apple.com/forums/thread/817976), DTS:
  // "PKPushRegistry is checking a flag that CallKit sets … as soon as you return from the delegate
  // handler. If that flag isn't set, then it throws an exception, crashing your app."
  TimelineCase(rule: "V07", start: S(18, .background, .voip, impl: ["voip-reports-late"]), events: [voip],
               step: 0, callbacks: ["C15"], delivered: true, certainty: .definite, finalState: .notRunning, note: "V07"),
  // PKPushType.voIP (https://developer.apple.com/documentation/pushkit/pkpushtype/voip): "the system
  // terminates your app if you fail to report these notifications to CallKit".
  TimelineCase(rule: "V05", start: S(17, .suspended, .voip, impl: ["voip-unreported"]), events: [voip],
               step: 0, callbacks: ["C15"], delivered: true, certainty: .definite, finalState: .notRunning, note: "V05"),
  // PKPushType.voIP (https://developer.apple.com/documentation/pushkit/pkpushtype/voip): "If your
  // app repeatedly fails to report VoIP notifications to CallKit, the system stops launching your
  // app for VoIP push notifications." A penalty given at the start holds in a timeline too (V06).
  TimelineCase(rule: "V06 at the start", start: S(16, .notRunning, .voip, impl: ["voip-penalty"]), events: [voip, .wait(seconds: 60, text: "1m")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, finalState: .notRunning),
  // Apple Developer Forums thread 768136 (DTS): unreported pushes to an app in the foreground are
  // allowed; the app is not ended.
  TimelineCase(rule: "V05 foreground", start: S(17, .foreground, .voip, impl: ["voip-unreported"]), events: [voip],
               step: 0, callbacks: ["C15"], delivered: true, certainty: .definite, finalState: .foreground),
  // Developer guide to iOS 26 priority notifications, Courier blog
  // (https://www.courier.com/blog/developer-guide-to-ios-26-priority-notifications): iOS 18.4 "uses
  // on-device machine learning to automatically determine which alerts deserve prominent placement
  // at the top of the Lock Screen … Apple hasn't exposed the complete algorithm."
  TimelineCase(rule: "T14", start: S(18.4, .background, .alert), events: [prioritize, alert],
               step: 1, callbacks: [], delivered: true, certainty: .may, note: "T14"),
  // Alibaba Cloud Mobile Push, Troubleshoot failed push messages (iOS)
  // (https://help.aliyun.com/en/document_detail/58627.html): "If offline message storage is not
  // configured on the server-side, messages cannot be received when the channel reconnects."
  TimelineCase(rule: "T15 not stored", start: S(17, .background, .aliyunMessage), events: [aliyun, .user(.openApp)],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "T15: the channel is closed and the message is not stored"),
  // firebase-ios-sdk 284 (https://github.com/firebase/firebase-ios-sdk/issues/284): "The only time it goes
  // only over the foreground connection is if you only have a `data` key, and _no_ `content_available`".
  TimelineCase(rule: "T27 background", start: S(17, .background, .fcmData), events: [.push(PushEvent(kind: .fcmData, id: "d1"))],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "T27: a Firebase data-only message"),
  TimelineCase(rule: "T27 foreground", start: S(17, .foreground, .fcmData), events: [.push(PushEvent(kind: .fcmData, id: "d1"))],
               step: 0, callbacks: ["C54"], delivered: true, certainty: .definite),
  // UNNotificationActionOptions.authenticationRequired
  // (https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions/authenticationrequired):
  // "the system prompts the user to unlock the device. After unlocking, the system notifies your app of the selected action."
  TimelineCase(rule: "T28 picked while locked", start: lockedAuthAction, events: pickedLocked,
               step: 2, callbacks: [], delivered: nil, certainty: .definite, note: "T28: on m1: iOS asks for the passcode"),
  TimelineCase(rule: "T28 after the unlock", start: lockedAuthAction, events: pickedLocked,
               step: 3, callbacks: ["C06"], delivered: nil, certainty: .definite),
  TimelineCase(rule: "T28 without the option", start: S(17, .background, .alert), events: pickedLocked,
               step: 2, callbacks: ["C06"], delivered: nil, certainty: .definite),
  // CXAnswerCallAction (https://developer.apple.com/documentation/callkit/cxanswercallaction): "When an
  // incoming call is allowed by the system and approved by the user, the provider sends
  // provider(_:perform:) to its delegate." twilio/video-quickstart-ios issue 414
  // (https://github.com/twilio/video-quickstart-ios/issues/414), Twilio's engineer: "When the phone is
  // unlocked and a call is answered from the CallKit UI, the application is automatically brought into
  // the foreground … If the phone was locked and the call was answered, the native CallKit UI screen
  // remains displayed"; react-native-voip-push-notification issue 68
  // (https://github.com/react-native-webrtc/react-native-voip-push-notification/issues/68): "when the
  // screen is locked, the CallKit swiper is just answer the call".
  TimelineCase(rule: "T29 unlocked", start: S(12, .background, .voip), events: [voip, .wait(seconds: 5, text: "5s"), .user(.answerCall)],
               step: 2, callbacks: ["C55", "C10", "C11"], delivered: nil, certainty: .definite, finalState: .foreground, note: "T29: the phone is unlocked"),
  TimelineCase(rule: "T29 locked", start: S(14, .background, .voip, impl: ["locked"]), events: [voip, .wait(seconds: 5, text: "5s"), .user(.answerCall)],
               step: 2, callbacks: ["C55"], delivered: nil, certainty: .definite, finalState: .background, note: "T29: the phone is locked"),
  TimelineCase(rule: "T29 launched by the call, locked", start: S(14, .notRunning, .voip, impl: ["locked"]), events: [voip, .user(.answerCall)],
               step: 1, callbacks: ["C55"], delivered: nil, certainty: .definite, finalState: .background),
  // Sending notification requests to APNs
  // (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns),
  // apns-push-type: "If there is a mismatch … APNs may return an error, delay the delivery of the
  // notification, or drop it altogether"; codedge-llc/pigeon pull request 155
  // (https://github.com/codedge-llc/pigeon/pull/155): background pushes sent as "alert" did not reach
  // an iOS 13 device, "but the same code does successfully deliver to iOS 12".
  TimelineCase(rule: "T32 iOS 13", start: S(13, .background, .silent, impl: ["background-mode", "fetch-handler"]), events: [backgroundAsAlert],
               step: 0, callbacks: [], delivered: false, certainty: .may, note: "T32"),
  TimelineCase(rule: "T32 iOS 12", start: S(12, .background, .silent, impl: ["background-mode", "fetch-handler"]), events: [backgroundAsAlert],
               step: 0, callbacks: ["C04"], delivered: true, certainty: .bestEffort),
  // JPush, How to Implement Numeric Badges (https://docs.jiguang.cn/en/jpush/practice/set_badge): "The
  // JPush backend helps manage the push badge value corresponding to each user"; badge "Can be set
  // to N, +N, or -N"; jpush-phonegap-plugin issue 129 (https://github.com/jpush/jpush-phonegap-plugin/issues/129):
  // "it will also +1 from 2 to 3 on our service. So u will receive a notification with the badge = 3."
  TimelineCase(rule: "T30 +1 twice", start: S(9, .background, .jpushAPNs, sdk: .jpush), events: [jpushBadge("m1", "+1"), jpushBadge("m2", "+1")],
               step: 1, callbacks: [], delivered: true, certainty: .definite, note: "T30: JPush's server computed badge 2", badge: 2),
  TimelineCase(rule: "T30 never below 0", start: S(9, .background, .jpushAPNs, sdk: .jpush), events: [jpushBadge("m1", "+1"), jpushBadge("m2", "-5")],
               step: 1, callbacks: [], delivered: true, certainty: .may, note: "T30: JPush's server computed badge 0", badge: 0),
  TimelineCase(rule: "T30 set", start: S(9, .background, .jpushAPNs, sdk: .jpush), events: [jpushBadge("m1", "+3"), jpushBadge("m2", "7"), jpushBadge("m3", "+1")],
               step: 2, callbacks: [], delivered: true, certainty: .definite, badge: 8),
  // 32972838 (https://github.com/lionheart/openradar-mirror/issues/17743): "setting the badge to -1 or
  // 0 via a remote notification … always removes any notifications corresponding to the receiving app
  // from Notification Center"; 35589208 (https://github.com/lionheart/openradar-mirror/issues/18912):
  // "When setting the badge to 0, all notifications are cleared". Apple's pages are silent: `may`.
  TimelineCase(rule: "T31 badge 0", start: S(10, .background, .alert),
               events: [.push(PushEvent(payload: ["aps": ["alert": "a", "badge": 2]], id: "a1")), .push(PushEvent(payload: ["aps": ["badge": 0]], id: "b0"))],
               step: 1, callbacks: [], delivered: true, certainty: .may, note: "T31: badge 0", center: [], badge: 0),
  TimelineCase(rule: "T31 badge 1", start: S(10, .background, .alert),
               events: [.push(PushEvent(payload: ["aps": ["alert": "a", "badge": 2]], id: "a1")), .push(PushEvent(payload: ["aps": ["badge": 1]], id: "b1"))],
               step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["a1"], badge: 1),
  // JPush's iOS FAQ (https://github.com/jpush/jpush-docs/blob/HEAD/zh/jpush/client/iOS/ios_faq.md): the
  // badge must go 1 → 0 to clear Notification Center; a badge already 0 changes nothing.
  TimelineCase(rule: "T31 already 0", start: S(10, .background, .alert),
               events: [.push(PushEvent(payload: ["aps": ["alert": "a"]], id: "a1")), .push(PushEvent(payload: ["aps": ["badge": 0]], id: "b0"))],
               step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["a1"], badge: 0),
  TimelineCase(rule: "T29 on the call", start: S(12, .background, .voip), events: [voip, .user(.answerCall, on: "v1")],
               step: 1, callbacks: ["C55", "C10", "C11"], delivered: nil, certainty: .definite, finalState: .foreground),
  TimelineCase(rule: "T29 on another push", start: S(12, .background, .voip), events: [voip, .user(.answerCall, on: "v2")],
               step: 1, callbacks: [], delivered: nil, certainty: .definite, note: "no incoming call of v2"),
  // CXEndCallAction (https://developer.apple.com/documentation/callkit/cxendcallaction): "An
  // encapsulation of the act of ending a call"; nothing brings the app forward.
  TimelineCase(rule: "T29 declined", start: S(14, .background, .voip), events: [voip, .user(.declineCall)],
               step: 1, callbacks: ["C56"], delivered: nil, certainty: .definite, finalState: .background, note: "T29: declined"),
  TimelineCase(rule: "T29 answered after the decline", start: S(14, .background, .voip), events: [voip, .user(.declineCall), .user(.answerCall)],
               step: 2, callbacks: [], delivered: nil, certainty: .definite, finalState: .background, note: "no incoming call"),
  TimelineCase(rule: "T29 no call reported", start: S(17, .background, .voip, impl: ["voip-unreported"]), events: [voip, .user(.answerCall)],
               step: 1, callbacks: [], delivered: nil, certainty: .definite, note: "no incoming call to answer"),
  TimelineCase(rule: "T15 not stored, open", start: S(17, .background, .aliyunMessage), events: [aliyun, .user(.openApp)],
               step: 1, callbacks: ["C10", "C11"], delivered: nil, certainty: .definite),
  // Handling offline devices for push messages (https://help.aliyun.com/en/document_detail/479574.html):
  // "If a message is saved, it is sent when the device comes online within the time-to-live (TTL)
  // period specified by the ExpireTime parameter"; ExpireTime defaults to 72 hours.
  // The same StoreOffline given once for the scenario (`store-offline`) instead of on the push.
  TimelineCase(rule: "T15 stored by the scenario", start: S(16, .background, .aliyunMessage, impl: ["store-offline"]), events: [aliyun, .wait(seconds: 3600, text: "1h"), .user(.openApp)],
               step: 2, callbacks: ["C10", "C11", "C53"], delivered: true, certainty: .definite, note: "T15: m1 arrives"),
  TimelineCase(rule: "T15 stored", start: S(17, .background, .aliyunMessage), events: [aliyunStored, .wait(seconds: 3600, text: "1h"), .user(.openApp)],
               step: 2, callbacks: ["C10", "C11", "C53"], delivered: true, certainty: .definite, note: "T15: m1 arrives"),
  TimelineCase(rule: "T15 expired", start: S(17, .background, .aliyunMessage), events: [aliyunStored, .wait(seconds: 4 * 86400, text: "4d"), .user(.openApp)],
               step: 2, callbacks: ["C10", "C11"], delivered: false, certainty: .definite, note: "T15: m1 was kept 259200 s"),
  // iOS Silent Push Notification not delivered after device reboot, Stack Overflow question 71523234
  // (answer with a dasd log, "ThunderingHerdPolicy … timeSinceThunderingHerdTriggerEvent < 300"):
  // "Your notification was probably delayed by the system and will be delivered after a few minutes."
  TimelineCase(rule: "B12 held", start: S(17, .notRunning, .silent), events: [.device(DeviceChange(reboot: true)), silent, .user(.unlock)],
               step: 1, callbacks: [], delivered: false, certainty: .bestEffort, note: "B12"),
  TimelineCase(rule: "B12 at the unlock", start: S(17, .notRunning, .silent), events: [.device(DeviceChange(reboot: true)), silent, alert, .user(.unlock)],
               step: 3, callbacks: ["C02", "C01", "C34", "C04"], delivered: true, certainty: .may, finalState: .background, note: "B12: s1 arrives"),
  // A tap names the notification it is on: the older one of two stays in Notification Center.
  TimelineCase(rule: "tap on", start: S(17, .background, .alert), events: [alert, .push(PushEvent(kind: .alert, id: "a2")), .user(.tap, on: "a1")],
               step: 2, callbacks: ["C10", "C06", "C11"], delivered: nil, certainty: .definite, finalState: .foreground, note: "on a1", center: ["a2"]),
  // application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
  // (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)):
  // "Your app has up to 30 seconds of wall-clock time to process the notification"; the archived App
  // Programming Guide: "The system moves apps to this state [suspended] automatically".
  TimelineCase(rule: "T21 suspended", start: S(17, .background, .silent), events: [.wait(seconds: 600, text: "10m"), silent],
               step: 0, callbacks: [], delivered: nil, certainty: .definite, note: "T21"),
  TimelineCase(rule: "T21 resumed by a push", start: S(17, .background, .silent), events: [.wait(seconds: 600, text: "10m"), silent],
               step: 1, callbacks: ["C34", "C04"], delivered: true, certainty: .bestEffort, finalState: .background),
  TimelineCase(rule: "T21 not before 30 s", start: S(17, .background, .silent), events: [.wait(seconds: 10, text: "10s")],
               step: 0, callbacks: [], delivered: nil, certainty: .definite, finalState: .background),
  TimelineCase(rule: "T21 run-background", start: S(17, .background, .silent, impl: ["run-background"]), events: [.wait(seconds: 600, text: "10m")],
               step: 0, callbacks: [], delivered: nil, certainty: .definite, finalState: .background),
  // JPush 高级话题 (https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/advanced/topics.md):
  // "JPush 当前默认支持 5 条离线消息" (JPush keeps 5 offline messages by default).
  TimelineCase(rule: "T05 five kept", start: S(14, .notRunning, .jpushCustom, sdk: .jpush),
               events: (1...6).map { .push(PushEvent(kind: .jpushCustom, id: "c\($0)")) } + [.user(.openApp)],
               step: 6, callbacks: ["C02", "C01", "C11", "C33", "C33", "C33", "C33", "C33"], delivered: true, certainty: .definite, finalState: .foreground),
  TimelineCase(rule: "T05 the oldest dropped", start: S(14, .notRunning, .jpushCustom, sdk: .jpush),
               events: (1...6).map { .push(PushEvent(kind: .jpushCustom, id: "c\($0)")) },
               step: 5, callbacks: [], delivered: false, certainty: .definite, note: "T05: JPush keeps 5 offline messages: the oldest, c1"),
  // The same setting before iOS 18.4 does not exist: the alert stays definite.
  TimelineCase(rule: "T14 before 18.4", start: S(18, .background, .alert), events: [prioritize, alert],
               step: 1, callbacks: [], delivered: true, certainty: .definite, note: "Prioritize Notifications needs iOS 18.4"),
]

@Suite struct TimelineRowTests {
  @Test(arguments: timelineRowCases)
  func timelineFollowsItsSource(_ testCase: TimelineCase) throws {
    try testCase.check()
  }

  /// A scenario file's device event states the new device keys.
  @Test func theDeviceEventTakesTheHeldBranchAndPrioritize() throws {
    let value: JSONValue = .array([.object([
      JSONMember("device", .object([JSONMember("holds-background-pushes", .bool(true)), JSONMember("prioritize-notifications", .bool(false))]))
    ])])
    let events = try EventDecoder.decode(value, at: .root) { _ in .null }
    #expect(events == [.device(DeviceChange(holdsBackgroundPushes: true, prioritizeNotifications: false))])
  }
}

/// A push event that gives both its kind and a payload of that kind: the payload still says what
/// it carries. Starting and updating Live Activities with ActivityKit push notifications
/// (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications):
/// an update's `alert` alerts; on a device with a Dynamic Island as the expanded presentation (LA5).
@Test func aPayloadOfTheGivenKindKeepsItsAlert() throws {
  // A timestamp after iOS 26's release: an earlier one is in the past, and the update may be dropped (LT1).
  let text = #"{"aps":{"event":"update","timestamp":1760000000,"content-state":{},"alert":{"title":"Score","body":"2 - 1"}}}"#
  var push = PushEvent(kind: .liveActivityUpdate, id: "u1")
  push.payload = try JSONText(scanning: text).value
  push.headers.pushType = .liveactivity
  let result = try DeliveryTimeline.run(PredictionRequest(start: S(26, .background, .liveActivityUpdate), events: [.push(push)]))
  #expect(result.steps[0].prediction?.rowIDs.contains("LA5") == true, "\(result.steps[0].prediction?.rowIDs ?? [])")
}
