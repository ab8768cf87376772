/// What keeps a push from the app before the device shows it, and what the receiving platform
/// changes: the provider's token (AP10, AP11), a device token read from NSData's description
/// (TK2), a watch app's push type (WA1), Ethernet alone (NW3), a full-tunnel VPN (VPN1, VPN2),
/// Apple TV's hold (TV2) and a web app that shows no notification (WP3), each as its source states it.
extension TimelineRule {
  static let reachRules: [TimelineRule] = [
    TimelineRule(id: "AP10", summary: "the provider's authentication token was issued more than an hour ago (provider-token-age): APNs answers 403 ExpiredProviderToken and nothing reaches the device; the provider should issue a new token within the hour, not one per request", certainty: .definite, sources: ["WWDC16-724", "A-APNS-RESP"]),
    TimelineRule(id: "AP11", summary: "the provider's authentication token is not valid (provider-token invalid: signed with another team's key or a wrong key ID): APNs answers 403 InvalidProviderToken before it processes the request, so nothing reaches the device, even an app in the foreground", certainty: .definite, sources: ["WWDC16-724", "A-APNS-RESP"]),
    TimelineRule(id: "TK2", summary: "the app built with the iOS 13 SDK or later turned its device token into text from NSData's description (device-token-encoding nsdata-description): the text is \"{length = 32, bytes = 0x…}\", not the token, so pushes to it never reach the device; encode the bytes as hex", certainty: .definite, sources: ["NSHIPSTER-TOKENS"]),
    TimelineRule(id: "WA1", summary: "a push to an independent watchOS 6+ app's own token (device apple-watch) without the apns-push-type header, which watchOS requires: APNs may return an error, delay the push or drop it", certainty: .may, sources: ["WWDC19-208", "A-APNS-PUSH-TYPE"]),
    TimelineRule(id: "WA3", summary: "the same alert sent at the same moment to the iPhone app's token and to the independent watch app's own token (watch-app-push-target; options.device-token watch-app): the system de-duplicates them, so the user gets it once", certainty: .definite, sources: ["WWDC19-208"]),
    TimelineRule(id: "TV2", summary: "an Apple TV app that is not open (device apple-tv): tvOS does not wake it for content-available; it applies the badge, keeps only the newest such push and delivers it when the user comes back to the app", certainty: .definite, sources: ["WWDC16-206"]),
    TimelineRule(id: "NW3", summary: "the device is connected by Ethernet alone with its Wi-Fi radio off (network ethernet-only): apsd opens no connection to APNs (no traffic on port 5223), so no push arrives (observed on iOS 10.3; with Wi-Fi on, APNs works and even uses the Ethernet interface)", certainty: .definite, sources: ["OR-31494325"]),
    TimelineRule(id: "VPN1", summary: "a full-tunnel VPN (vpn include-all-networks) leaves APNs traffic outside the tunnel by default (NEVPNProtocol.excludeAPNs, default true), so pushes arrive over the device's own network whatever the tunnel does", certainty: .definite, sources: ["A-EXCLUDEAPNS"]),
    TimelineRule(id: "VPN2", summary: "a full-tunnel VPN keeping APNs outside the tunnel (excludeAPNs true, the default) on a network whose only way out is the tunnel (network cellular-internet-only-through-tunnel): APNs is unreachable and nothing arrives; a configuration with excludeAPNs false (a device event vpn-exclude-apns false) sends APNs through the tunnel", certainty: .definite, sources: ["TURNBRIDGE-9", "A-EXCLUDEAPNS"]),
    TimelineRule(id: "NW4", summary: "Wi-Fi dropped and the device fell back to a cellular plan with no data credit: after Wi-Fi returns, pushes may not reach the device until airplane mode is turned on and off (reported with two carriers on iOS 9; APNs keeps the last push as for an offline device)", certainty: .may, sources: ["PARSE-557"]),
    TimelineRule(id: "IM2", summary: "Tencent Cloud IM: a user whose app has not run (PushOnline, no login) for 7 days becomes Offline and gets neither online nor offline pushes, so nothing arrives until the app logs in again", certainty: .definite, sources: ["TENCENT-IM-PRESENCE"]),
    TimelineRule(id: "WP3", summary: "a Home Screen web app whose service worker does not show a notification within the push event (web-push-handler shows-notification-after-event-ends or shows-nothing: no event.waitUntil): Safari ends its push subscription after three such pushes, so the fourth and later never arrive", certainty: .definite, sources: ["PROGRESSIER-WEBPUSH-3"]),
  ]
}

extension SourceInfo {
  static let reachSources: [SourceInfo] = [
    SourceInfo(key: "A-CATEGORY-ID", title: #"UNMutableNotificationContent.categoryIdentifier: "If you assign a string that doesn't match one of your registered categories, the system displays your notification without custom actions and without routing it through your app extensions.""#, location: #"https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier"#),
    SourceInfo(key: "VASANT-CATEGORY", title: #"iOS Notification Actions Explained for Interview (vasant.dev): "Get that string wrong and no buttons appear — with no error thrown.""#, location: #"https://vasant.dev/articles/ios-notification-actions-interview/"#),
    SourceInfo(key: "WWDC16-724", title: #"What's New in the Apple Push Notification Service, WWDC 2016 session 724: "If the token is too old, the response will, again, be a 403 "Forbidden" error with reason indicating that the token has expired. APNS will require that the token creation time must be within the last hour."; "Here is what the response will look if the provider token was not valid. In this case, it is status 403, or "Forbidden.""#, location: #"https://developer.apple.com/videos/play/wwdc2016/724/"#),
    SourceInfo(key: "NSHIPSTER-TOKENS", title: #"Apple Push Notification Device Tokens (NSHipster): "If your implementation of application(_:didRegisterForRemoteNotificationsWithDeviceToken:) involves converting deviceToken to a String and calling replacingOccurrences(of:with:), this approach won't work in apps compiled with the iOS 13 SDK.""#, location: #"https://nshipster.com/apns-device-tokens/"#),
    SourceInfo(key: "WWDC19-208", title: #"Creating Independent watchOS Apps, WWDC 2019 session 208: "that APNS push type, that new key on the APNS request header, is required when sending pushes to watchOS"; "your background notifications will now get delivered on your WK extension delegate""#, location: #"https://developer.apple.com/videos/play/wwdc2019/208/"#),
    SourceInfo(key: "A-APNS-PUSH-TYPE", title: #"Sending notification requests to APNs, apns-push-type: "(Required for watchOS 6 and later; recommended for macOS, iOS, tvOS, and iPadOS) … if the header is missing on required systems, APNs may return an error, delay the delivery of the notification, or drop it altogether.""#, location: #"https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"#),
    SourceInfo(key: "WWDC16-206", title: #"What's New in tvOS, WWDC 2016 session 206: "if your app is in the background, then these content-available applications will not wake up your app"; "If the application's not open, tvOS will hold onto this notification and update the user's Badge. … tvOS will hold onto the latest notification and wait for the app to come back.""#, location: #"https://developer.apple.com/videos/play/wwdc2016/206/"#),
    SourceInfo(key: "OR-31494325", title: #"31494325: Push notifications not delivered when device connected solely with Ethernet (openradar-mirror #17218): "It appears the APNS connection is not established if the WiFi interface is off. When the interface is on, APNS functions and uses the Ethernet interface.""#, location: #"https://github.com/lionheart/openradar-mirror/issues/17218"#),
    SourceInfo(key: "A-EXCLUDEAPNS", title: #"NEVPNProtocol.excludeAPNs: "If this property is true, the system excludes Apple Push Notification services (APNs) traffic, but only when the includeAllNetworks property is also true. … The default value for this property is true.""#, location: #"https://developer.apple.com/documentation/networkextension/nevpnprotocol/excludeapns"#),
    SourceInfo(key: "TURNBRIDGE-9", title: #"Добавить APNs в тунель (nullcstring/turnbridge #9): "При поднятом turnproxy и отсутствии интернета в lte, не приходят уведомления от APNs." (with the tunnel up and no internet on LTE, APNs notifications do not arrive); the maintainer set excludeAPNs = false"#, location: #"https://github.com/nullcstring/turnbridge/issues/9"#),
    SourceInfo(key: "PROGRESSIER-WEBPUSH-3", title: #"How to fix iOS push subscriptions getting terminated after 3 notifications (Progressier, a Web Push vendor): "iOS push subscriptions appear to be automatically terminated after 3 push notifications""#, location: #"https://dev.to/progressier/how-to-fix-ios-push-subscriptions-being-terminated-after-3-notifications-39a7"#),
    SourceInfo(key: "PARSE-557", title: #"Empty Cellular data package blocking push notifications after wifi reconnect (parse-community/Parse-SDK-iOS-OSX #557): "If their is no money in a users cellular data package , when wifi reconnects push notifications fail to reach device until devices is put on flight mode and off again""#, location: #"https://github.com/parse-community/Parse-SDK-iOS-OSX/issues/557"#),
    SourceInfo(key: "TENCENT-IM-PRESENCE", title: #"在线状态管理, 即时通信 IM, Tencent Cloud: "用户状态变成后台运行状态(PushOnline)后,7天内没有再登录过,此时状态变为未登录状态(Offline)" and Offline "无法收到消息的在线推送,也无法收到消息的离线推送" (7 days in PushOnline without a login: Offline, no online or offline push)"#, location: #"https://tencentcloud.com/zh/document/product/1047/33518"#),
    SourceInfo(key: "OR-26216162", title: #"26216162: Notification sounds played and vibration during call (openradar-mirror #14666): "Actual Results: Notification sounds and vibrational alerts during the call""#, location: #"https://github.com/lionheart/openradar-mirror/issues/14666"#),
    SourceInfo(key: "LINPHONE-217", title: #"Callkit issue on incoming call (BelledonneCommunications/linphone-iphone #217): "When we are in a GSM call and a new call is incoming in our app, CallKit offer 3 choices : End & Accept / Decline / Hold & Accept.""#, location: #"https://github.com/BelledonneCommunications/linphone-iphone/issues/217"#),
    SourceInfo(key: "FORUM-719328", title: #"How does UNNotificationResponse determine targetScene if app specifies multiple Scene Configurations? (Apple Developer Forums, accepted answer): "targetScene is nil on Mac.""#, location: #"https://developer.apple.com/forums/thread/719328"#),
    SourceInfo(key: "NETMERA-NSE-TARGET", title: #"Media Push, Netmera Developer Guide (troubleshooting): "Ensure the minimum deployment version of your service extension matches or is lower than the device's iOS version.""#, location: #"https://user.netmera.com/netmera-developer-guide/messages/push-notifications/ios-push/media-push"#),
    SourceInfo(key: "OR-22832640", title: #"22832640: Notifications with single text input action can not be tapped to open app (openradar-mirror #6161): "If there is only one UIUserNotificationAction with UIUserNotificationActionBehaviorTextInput. The pull down notifications can not be tapped to open app.""#, location: #"https://github.com/lionheart/openradar-mirror/issues/6161"#),
    SourceInfo(key: "A-HIDDEN-PLACEHOLDER", title: #"UNNotificationCategory.hiddenPreviewsBodyPlaceholder: "The placeholder text to display when the system disables notification previews for the app. … The string in this property may contain the special characters %u as a placeholder for the number of messages with the same thread identifier.""#, location: #"https://developer.apple.com/documentation/usernotifications/unnotificationcategory/hiddenpreviewsbodyplaceholder"#),
  ]
}

extension TimelineState {
  /// A push stopped by the provider's credentials, the token the app sent, the receiving
  /// platform, the network or a web app's subscription: nil when it goes on.
  mutating func unreached(_ held: HeldPush, index: Int) -> TimelineStep? {
    let words = Set(held.scenario.implements)
    if words.contains(Capability.providerTokenInvalid.rawValue) { return step(index, delivered: false, notes: [Self.note("AP11")]) }
    if words.contains(Capability.providerTokenExpired.rawValue) { return step(index, delivered: false, notes: [Self.note("AP10")]) }
    if words.contains(Capability.tokenFromDescription.rawValue) { return step(index, delivered: false, notes: [Self.note("TK2")]) }
    if held.push.toWatchApp {
      let note = words.contains(Capability.watchAppPushTarget.rawValue)
        ? Self.note("WA3", "sent to the watch app's own token: the watch shows it; an identical alert sent to the iPhone at the same moment is shown once")
        : Self.note("WA3", "the app has no watch app with a token of its own (watch-app-push-target): nothing reaches the watch")
      return step(index, delivered: false, notes: [note])
    }
    if words.contains(Capability.onAppleWatch.rawValue), held.scenario.situation.pushType == nil {
      return step(index, delivered: false, certainty: .may, notes: [Self.note("WA1")])
    }
    if words.contains(Capability.ethernetOnly.rawValue) { return step(index, delivered: false, notes: [Self.note("NW3")]) }
    if apnsStuckAfterDataLoss, online {
      stored = held
      return step(index, delivered: false, certainty: .may, notes: [Self.note("NW4")])
    }
    if held.scenario.sdk == .tencentIM, app.isTerminated, clock.seconds - launchedAt > Self.tencentOfflineAfter {
      return step(index, delivered: false, notes: [Self.note("IM2")])
    }
    if words.contains(Capability.fullTunnelVPN.rawValue), words.contains(Capability.internetOnlyThroughTunnel.rawValue), vpnExcludesAPNs {
      return step(index, delivered: false, notes: [Self.note("VPN2")])
    }
    if words.contains(Capability.webPushWithoutNotification.rawValue) {
      guard webPushesWithoutNotification < Self.webPushesBeforeUnsubscribe else {
        return step(index, delivered: false, notes: [Self.note("WP3", "the web app showed no notification within the push event for \(webPushesWithoutNotification) pushes: Safari ended its push subscription")])
      }
      webPushesWithoutNotification += 1
    }
    return nil
  }

  /// "7天内没有再登录过" (no login within 7 days, Tencent Cloud IM).
  static let tencentOfflineAfter = 7 * 86_400

  /// "terminated after 3 push notifications" (Progressier).
  static let webPushesBeforeUnsubscribe = 3

  /// NEVPNProtocol.excludeAPNs: a device event's value, else the default, true.
  var vpnExcludesAPNs: Bool { vpnExcludesAPNsChange ?? true }

  /// The notes a delivered push gets from the receiving platform and the VPN (TV2, VPN1).
  func noteReach(_ result: inout TimelineStep, _ held: HeldPush) {
    let words = Set(held.scenario.implements)
    if words.contains(Capability.onAppleTV.rawValue), !app.isOnScreen, held.scenario.kind == .silent {
      result.notes.append(Self.note("TV2"))
    }
    if words.contains(Capability.fullTunnelVPN.rawValue), result.delivered == true, vpnExcludesAPNs {
      result.notes.append(Self.note("VPN1"))
    }
  }

  /// An Apple TV app that is not open is not woken for content-available: the push is held as
  /// the system's newest background push (TV2, through T07's hold).
  static func heldByAppleTV(_ scenario: DeliveryScenario, appOnScreen: Bool) -> Bool {
    scenario.implements.contains(Capability.onAppleTV.rawValue) && !appOnScreen
  }

  /// A tap on a notification whose category has a single text-input action does not open the
  /// app (CA1): nil for any other tap.
  func tapOnTextInputOnly(_ action: UserAction, _ target: HeldPush, index: Int) -> TimelineStep? {
    guard action == .tap, target.scenario.implements.contains(Capability.singleTextInputAction.rawValue) else { return nil }
    return step(index, notes: ["on \(target.label)", "CA1: " + (DeliveryRow.named("CA1").first?.summary ?? "")])
  }

  /// The VPN's configuration changed (a device event's vpn-exclude-apns); nil when the change
  /// does not touch it.
  /// A fall back to a plan without data credit leaves APNs stuck; turning the radios off (airplane
  /// mode, offline) resets it (NW4).
  mutating func reachChange(_ change: DeviceChange, index: Int) -> TimelineStep? {
    if change.network == .cellularNoDataCredit { apnsStuckAfterDataLoss = true }
    if change.network == nil, change.online == false { apnsStuckAfterDataLoss = false }
    guard let excludes = change.vpnExcludesAPNs else { return nil }
    vpnExcludesAPNsChange = excludes
    return step(index, notes: [Self.note("VPN2", excludes ? "excludeAPNs true: APNs stays outside the tunnel" : "excludeAPNs false: APNs goes through the tunnel")])
  }
}
