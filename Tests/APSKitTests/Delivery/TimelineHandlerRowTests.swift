import Testing

@testable import APSKit

private let holds = DeliveryEvent.device(DeviceChange(holdsBackgroundPushes: true))
private let lowPower = DeliveryEvent.device(DeviceChange(lowPower: true))
private let lowData = DeliveryEvent.device(DeviceChange(lowData: true))
private let restart = DeliveryEvent.device(DeviceChange(reboot: true))
private let alertCA = DeliveryEvent.push(PushEvent(kind: .alertContentAvailable, id: "n1"))
private let locks = DeliveryEvent.device(DeviceChange(locked: true))
private let silent = DeliveryEvent.push(PushEvent(kind: .silent, id: "s1"))
private let urgent = DeliveryEvent.push(PushEvent(kind: .alert, headers: PushHeaders(priority: 10), id: "m1"))
private let getuiAPNs = DeliveryEvent.push(PushEvent(kind: .getuiAPNs, id: "g1"))
private func shownAlert(_ id: String) -> DeliveryEvent { .push(PushEvent(kind: .alert, id: id)) }
/// An alert with `aps.badge` (nil: none).
private func badged(_ id: String, _ badge: Int?) -> DeliveryEvent {
  var aps: [JSONMember] = [JSONMember("alert", .string("hi"))]
  if let badge { aps.append(JSONMember("badge", .number(String(badge)))) }
  return .push(PushEvent(payload: .object([JSONMember("aps", .object(aps))]), id: id))
}
private let aMinute = DeliveryEvent.wait(seconds: 60, text: "1m")
private let jpushAPNs = DeliveryEvent.push(PushEvent(kind: .jpushAPNs, id: "n1"))

/// Which handlers run: a callback an SDK gets from a system handler, an icon open, a background
/// push deferred by its priority. Each case cites the sentence of its source.
let handlerRowCases: [TimelineCase] = [
  // Firebase, Set up a Firebase Cloud Messaging client app on Apple platforms
  // (https://firebase.google.com/docs/cloud-messaging/ios/get-started): the SDK swizzles the
  // handlers for "capturing analytics data during downstream message callback handling", so
  // appDidReceiveMessage (C41) runs inside C04. Apple, Pushing background updates to your App
  // (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app):
  // "the system may hold and delay the delivery": C04 does not run, so neither does C41;
  // firebase/flutterfire issue 12627 (https://github.com/firebase/flutterfire/issues/12627) saw
  // "onBackgroundMessage stop getting called".
  TimelineCase(rule: "T07 held, nothing relayed", start: S(17, .background, .silent, sdk: .firebase), events: [holds, silent],
               step: 1, callbacks: [], delivered: false, certainty: .bestEffort, note: "T07"),
  // react-native-notifee issue 205 (https://github.com/invertase/react-native-notifee/issues/205),
  // maintainer: "I believe that is correct, low-power mode means data-only is not ignored but it is
  // queued. You should receive the message … if the user opens the app": `may`, both steps.
  TimelineCase(rule: "Low Power hold, nothing relayed", start: S(14, .background, .silent, sdk: .firebase), events: [lowPower, silent, .user(.openApp)],
               step: 1, callbacks: [], delivered: false, certainty: .may, note: "T07"),
  TimelineCase(rule: "Low Power hold, handed over at the open", start: S(14, .background, .silent, sdk: .firebase), events: [lowPower, silent, .user(.openApp)],
               step: 2, callbacks: ["C10", "C11", "C04"], delivered: true, certainty: .may, finalState: .foreground),
  // Use Low Data Mode on your iPhone or iPad (https://support.apple.com/HT210596): "Apps might stop
  // using network data when you're not actively using them. Background App Refresh is turned off."
  // Nothing on pushes, so the hold is `may`; deltachat-ios issue 1677
  // (https://github.com/deltachat/deltachat-ios/issues/1677), maintainer: "enabled \"low data mode\"
  // may be a reason for massively delayed notifications".
  TimelineCase(rule: "T24 Low Data hold", start: S(15, .suspended, .silent), events: [lowData, silent, .user(.openApp)],
               step: 1, callbacks: [], delivered: false, certainty: .may, note: "T07"),
  TimelineCase(rule: "T24 handed over at the open", start: S(15, .suspended, .silent), events: [lowData, silent, .user(.openApp)],
               step: 2, callbacks: ["C10", "C11", "C04"], delivered: true, certainty: .may, finalState: .foreground),
  // Same page: only background work stops; a notification iOS shows is unchanged.
  TimelineCase(rule: "T24 alert unchanged", start: S(15, .suspended, .alert), events: [lowData, .push(PushEvent(kind: .alert, id: "a1"))],
               step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["a1"]),
  // Pushing background updates to your App: "If the user launches the app, the system immediately
  // delivers the held notification": nothing is held for the app in use (T22).
  TimelineCase(rule: "T22 no hold in the foreground", start: S(15, .foreground, .silent), events: [lowData, silent],
               step: 1, callbacks: ["C04"], delivered: true, certainty: .definite, note: "T22"),
  // react-native-firebase issue 6711 (https://github.com/invertase/react-native-firebase/issues/6711):
  // "Notification does not show up after a device restart, unless the application has been opened
  // once"; flutterfire issue 13072 (https://github.com/firebase/flutterfire/issues/13072): "Turn on
  // the iPhone device (DO NOT OPEN YOUR APP); 3 - Send a push notification; The DEVICE will receive
  // the notification, but the APP will not"; a dasd log (Stack Overflow 71523234) refuses the launch,
  // "ThunderingHerdPolicy … Must Not Proceed".
  TimelineCase(rule: "T26 held after a restart", start: S(17, .background, .silent), events: [restart, .user(.unlock), silent, .user(.openApp)],
               step: 2, callbacks: [], delivered: false, certainty: .may, note: "T07"),
  TimelineCase(rule: "T26 handed over at the open", start: S(17, .background, .silent), events: [restart, .user(.unlock), silent, .user(.openApp)],
               step: 3, callbacks: ["C02", "C01", "C11", "C04"], delivered: true, certainty: .may, finalState: .foreground),
  TimelineCase(rule: "T26 the alert still shows", start: S(17, .background, .alertContentAvailable), events: [restart, .user(.unlock), alertCA],
               step: 2, callbacks: [], delivered: true, certainty: .may, note: "T26", center: ["n1"]),
  TimelineCase(rule: "T26 not once opened", start: S(17, .background, .silent), events: [restart, .user(.unlock), .user(.openApp), .user(.backgroundApp), silent],
               step: 4, callbacks: ["C04"], delivered: true, certainty: .bestEffort, note: "T11"),
  // The control: a background push that wakes the app runs C04, and Firebase's swizzled C04 runs C41.
  TimelineCase(rule: "T11 woken, relayed", start: S(17, .background, .silent, sdk: .firebase), events: [silent],
               step: 0, callbacks: ["C04", "C41"], delivered: true, certainty: .bestEffort, note: "T11"),
  // GeTui FAQ (https://blog.csdn.net/Androilly/article/details/100557493): a transmission sent
  // while the app is in the background is delivered "the next time the app comes to the
  // foreground"; opening the app from its icon is the same event whichever name it is given (G07).
  TimelineCase(rule: "G07 open-app", start: S(12, .background, .getuiAPNs, sdk: .getuiLegacy), events: [getuiAPNs, .user(.openApp)],
               step: 1, callbacks: ["C10", "C11", "C20"], delivered: nil, certainty: .may, finalState: .foreground),
  TimelineCase(rule: "G07 tap-icon", start: S(12, .background, .getuiAPNs, sdk: .getuiLegacy), events: [getuiAPNs, .user(.tapIcon)],
               step: 1, callbacks: ["C10", "C11", "C20"], delivered: nil, certainty: .may, finalState: .foreground),
  // WWDC 2015 session 707, Achieving All-day Battery Life (https://developer.apple.com/videos/play/wwdc2015/707/):
  // "tag those notifications … with an appropriate priority so we can batch them together. So when
  // I get an instant message … maybe I will also get that notification that there's new content";
  // Sending notification requests to APNs: "Notifications with apns-priority 5 and apns-priority 1
  // might get grouped and delivered in bursts". A background push goes out with priority 5.
  TimelineCase(rule: "T09 background push waits", start: S(9, .suspended, .silent), events: [locks, silent, urgent],
               step: 1, callbacks: [], delivered: false, certainty: .may, note: "T09"),
  TimelineCase(rule: "T09 background push with the priority-10 push", start: S(9, .suspended, .silent), events: [locks, silent, urgent],
               step: 2, callbacks: ["C34", "C04"], delivered: true, certainty: .may, note: "T09: s1 arrives"),
  // iOS推送 — 极光推送回调顺序 (https://www.qiongling.com/2021/05/29/10252.html): on iOS 10 in the
  // foreground, jpushNotificationCenter:willPresentNotification: ("shown in the notification
  // bar"), then jpushNotificationCenter:didReceiveNotificationResponse: on the tap. JPush's iOS API
  // document passes UNNotificationPresentationOptionAlert, the iOS 10 word for a banner.
  TimelineCase(rule: "J01 iOS 10 shown, then tapped", start: S(10, .foreground, .jpushAPNs, sdk: .jpush), events: [jpushAPNs, .user(.tap)],
               step: 1, callbacks: ["C31"], delivered: nil, certainty: .definite, center: []),
  // Customizing the Appearance of Notifications
  // (https://developer.apple.com/documentation/usernotificationsui/customizing-the-appearance-of-notifications):
  // "If the user presses the abbreviated banner, iOS displays the full notification interface"; "If a
  // second notification arrives when your view controller is already visible, the system calls the
  // didReceive(_:) method again with the new notification payload."
  TimelineCase(rule: "T35 not run on arrival", start: S(15, .background, .alert, impl: ["content-extension"]), events: [shownAlert("m1"), aMinute, .user(.expand), shownAlert("m2")],
               step: 0, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "T35 expand runs it", start: S(15, .background, .alert, impl: ["content-extension"]), events: [shownAlert("m1"), aMinute, .user(.expand), shownAlert("m2")],
               step: 2, callbacks: ["C38"], delivered: nil, certainty: .definite, note: "T35"),
  TimelineCase(rule: "T35 the visible view receives the next", start: S(15, .background, .alert, impl: ["content-extension"]), events: [shownAlert("m1"), aMinute, .user(.expand), shownAlert("m2")],
               step: 3, callbacks: ["C38"], delivered: true, certainty: .definite, note: "T35"),
  TimelineCase(rule: "T35 closed by another action", start: S(15, .background, .alert, impl: ["content-extension"]), events: [shownAlert("m1"), aMinute, .user(.expand), .user(.dismiss), shownAlert("m2")],
               step: 4, callbacks: [], delivered: true, certainty: .definite),
  // UNMutableNotificationContent.categoryIdentifier
  // (https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier):
  // a category that matches none registered is shown "without routing it through your app extensions";
  // the content extension runs for the categories its UNNotificationExtensionCategory lists.
  TimelineCase(rule: "T35 content extension of other categories", start: S(17, .background, .alert, impl: ["content-extension", "content-extension-other-category"]),
               events: [shownAlert("m1"), aMinute, .user(.expand)], step: 2, callbacks: [], delivered: nil, certainty: .definite, note: "T35"),
  TimelineCase(rule: "T35 no content extension", start: S(15, .background, .alert), events: [shownAlert("m1"), .user(.expand)],
               step: 1, callbacks: [], delivered: nil, certainty: .definite, note: "T35"),
  // Troubleshooting push notifications
  // (https://developer.apple.com/documentation/usernotifications/troubleshooting-push-notifications):
  // "If you send multiple notification requests in a very short period of time, each new request might
  // overwrite the previous request."
  TimelineCase(rule: "T36 back to back: the earlier may", start: S(17, .background, .alert), events: [shownAlert("m1"), shownAlert("m2")],
               step: 0, callbacks: [], delivered: true, certainty: .may, note: "T36"),
  TimelineCase(rule: "T36 back to back: the last arrives", start: S(17, .background, .alert), events: [shownAlert("m1"), shownAlert("m2")],
               step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["m1", "m2"]),
  TimelineCase(rule: "T36 time between", start: S(17, .background, .alert), events: [shownAlert("m1"), .wait(seconds: 60, text: "1m"), shownAlert("m2")],
               step: 0, callbacks: [], delivered: true, certainty: .definite),
  // application(_:didReceiveRemoteNotification:)
  // (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:)):
  // "The absence of a badge property indicates that any number currently badging the icon should be
  // removed"; UNNotificationContent.badge (https://developer.apple.com/documentation/usernotifications/unnotificationcontent/badge):
  // "When the value in this property is nil, the system leaves the current badge unchanged."
  TimelineCase(rule: "T37 iOS 6 removes", start: S(6, .background, .alert), events: [badged("m1", 3), aMinute, badged("m2", nil)],
               step: 2, callbacks: [], delivered: true, certainty: .definite, note: "T37", badge: 0),
  TimelineCase(rule: "T37 iOS 15 keeps", start: S(15, .background, .alert), events: [badged("m1", 3), aMinute, badged("m2", nil)],
               step: 2, callbacks: [], delivered: true, certainty: .definite, badge: 3),
  // The control: an awake (unlocked) device is woken at once.
  TimelineCase(rule: "T11 unlocked, not deferred", start: S(9, .suspended, .silent), events: [silent],
               step: 0, callbacks: ["C34", "C04"], delivered: true, certainty: .bestEffort, note: "T11"),
]

@Suite struct TimelineHandlerRowTests {
  @Test(arguments: handlerRowCases)
  func timelineFollowsItsSource(_ testCase: TimelineCase) throws {
    try testCase.check()
  }

  /// One push: an SDK callback that rides on a handler iOS did not call is not predicted, nor is
  /// its row; with the handler it is. OneSignal with swizzling off: the app's own C04 forwards
  /// (OneSignal/OneSignal-iOS-SDK PR 1650, https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1650).
  @Test(arguments: [
    (PushSDK.firebase, ProxySetting.on, "C41", "F04"), (.firebase, .off, "C41", "F02"), (.onesignal, .off, "C45", "O05"),
  ])
  func aRelayedCallbackNeedsItsHandler(sdk: PushSDK, proxy: ProxySetting, relayed: String, row: String) throws {
    var woken = S(17, .background, .silent, sdk: sdk)
    woken.proxy = proxy
    let awake = try DeliveryPredictor.predict(woken)
    #expect(awake.callbacks.map(\.id).contains("C04") && awake.callbacks.map(\.id).contains(relayed))
    #expect(awake.rowIDs.contains(row))
    var held = woken
    held.implements.append("low-power")
    let asleep = try DeliveryPredictor.predict(held)
    #expect(!asleep.callbacks.map(\.id).contains("C04"))
    #expect(!asleep.callbacks.map(\.id).contains(relayed), "\(asleep.callbacks.map(\.id))")
    #expect(!asleep.rowIDs.contains(row))
  }

  /// The default willPresent answer is everything the push carries in the words of the running
  /// system: `.alert` before iOS 14 (JPush's iOS API document: completionHandler(
  /// UNNotificationPresentationOptionAlert)), `.banner` and `.list` from 14. Options given
  /// explicitly stay as given: Unity-Technologies/com.unity.mobile.notifications issue 294
  /// (https://github.com/Unity-Technologies/com.unity.mobile.notifications/issues/294): on iOS 13
  /// .banner and .list show nothing.
  @Test(arguments: [
    (10.0, "default", true), (13.0, "default", true), (17.0, "default", true),
    (13.4, "banner,list", false), (13.0, "alert", true), (17.0, "banner,list", true),
  ])
  func theDefaultAnswerShowsTheAlertOnEveryVersion(ios: Double, options: String, banner: Bool) throws {
    var scenario = S(IOSVersion(floatLiteral: ios), .foreground, .alert)
    if options != "default" {
      scenario.situation.willPresent = .options(Set(options.split(separator: ",").compactMap { PresentOption(rawValue: String($0)) }))
    }
    #expect(try DeliveryPredictor.predict(scenario).presentation.banner == banner)
  }
}
