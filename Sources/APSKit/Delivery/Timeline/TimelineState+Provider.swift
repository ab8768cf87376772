/// The provider's side of APNs (its token, its topic, its rate to one device), the call a VoIP
/// push carries, the Live Activity budget prompt, and what push SDKs do to the badge (rules PV1–PV3,
/// VC1, VC2, LB1, SB1–SB4, AR1), each as its source states it.
extension TimelineRule {
  static let providerRules: [TimelineRule] = [
    TimelineRule(id: "PV1", summary: "the provider signs a new token (JWT) more often than once every 20 minutes (provider-token-refresh every-request): APNs answers 429 TooManyProviderTokenUpdates and the connection cannot send until enough time has passed to create a new token, in both environments; nothing reaches the device", certainty: .definite, sources: ["A-APNS-TOKEN", "FORUM-675879"]),
    TimelineRule(id: "PV2", summary: "the request's apns-topic is not the topic the device token belongs to (bundle-id): the app's bundle ID for its regular token, the bundle ID with .voip for its PushKit token, .complication for a complication: APNs answers 400 DeviceTokenNotForTopic and nothing reaches the device; an ordinary alert sent with the topic <bundle>.voip to the regular token is refused, not read as a VoIP push", certainty: .definite, sources: ["A-APNS-TOPIC", "ALIYUN-604490", "VOLCENGINE-3134032"]),
    TimelineRule(id: "PV3", summary: "many requests to one device token in a short time (push-rate burst, no wait between them): APNs may answer 429 TooManyRequests, and a refused request is not delivered; Apple publishes no threshold, so every push after the first of a burst may be refused", certainty: .may, sources: ["A-APNS-429"]),
    TimelineRule(id: "VC1", summary: "a VoIP push whose call the app reports with a UUID CallKit already has (a retried push for the call still ringing, options.call-uuid or the payload's uuid): reportNewIncomingCall fails with callUUIDAlreadyExists and no second incoming-call screen appears; the first call keeps ringing", certainty: .definite, sources: ["A-CX-UUID-EXISTS"]),
    TimelineRule(id: "VC2", summary: "a video call (call-type video, CXCallUpdate.hasVideo) answered on a locked phone: iOS asks the user to unlock and then brings the app to the foreground; an audio call stays on CallKit's own screen (T29)", certainty: .definite, sources: ["CONNECTYCUBE-150"]),
    TimelineRule(id: "LB1", summary: "a Live Activity past its priority-10 update budget whose app declares NSSupportsLiveActivitiesFrequentUpdates: the user is shown a dialog, and once they allow the Live Activity to continue (user allow-live-activity-updates) the budget is raised, so its updates are applied", certainty: .may, sources: ["ONESIGNAL-LA-BUDGET"]),
    TimelineRule(id: "SB1", summary: "Braze (sdk braze): when a Braze push arrives while the app is in the foreground, the SDK sets the badge to 0, whatever the payload's badge", certainty: .definite, sources: ["BRAZE-BADGES"]),
    TimelineRule(id: "SB2", summary: "OneSignal (sdk onesignal): when the app is opened the SDK clears the badge and removes the app's notifications from Notification Center, unless Info.plist sets OneSignal_disable_badge_clearing (implements onesignal-keeps-badge)", certainty: .definite, sources: ["ONESIGNAL-BADGES"]),
    TimelineRule(id: "SB3", summary: "Tencent Push Notification Service (sdk tpns): with badge_type -2 its server adds 1 to the badge it keeps for the device for each push (options.badge \"+1\") and sends that number, so while the app is not started the icon shows the number of pushes received", certainty: .definite, sources: ["TPNS-BADGE"]),
    TimelineRule(id: "SB4", summary: "Salesforce Marketing Cloud MobilePush (sdk salesforce-mobilepush): a push with a badge value sets the badge through iOS directly, which neither the SDK nor the app can prevent; the SDK sets the unread inbox count only when the app goes to the background", certainty: .definite, sources: ["SFMC-BADGING"]),
    TimelineRule(id: "LT1", summary: "a Live Activity update whose aps.timestamp is older than the last update's is ignored (\"If this is older than a previous update or push payload, the system ignores this update\"), and one whose timestamp is in the past is dropped (an Apple engineer in forum 776165; the model knows it is past when it is before the release of the device's iOS version: may); an end is applied whatever its timestamp", certainty: .may, sources: ["A-LA-TIMESTAMP", "FORUM-776165", "A-SECURITY-RELEASES"]),
    TimelineRule(id: "AR1", summary: "an Alibaba Cloud message with iOSRemind to a device whose channel to Mobile Push is not connected: it is sent once as an APNs notification (the text of iOSRemindBody), only in the production environment (iOSApnsEnv PRODUCT); without iOSRemind it waits for the channel (T15)", certainty: .definite, sources: ["ALIYUN-IOSREMIND"]),
  ]
}

extension SourceInfo {
  static let providerSources: [SourceInfo] = [
    SourceInfo(key: "A-APNS-TOKEN", title: #"Establishing a token-based connection to APNs: "Refresh your token no more than once every 20 minutes and no less than once every 60 minutes. … Similarly, APNs reports an error if you recreate your tokens more than once every 20 minutes.""#, location: #"https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns"#),
    SourceInfo(key: "FORUM-675879", title: #"Apple Developer Forums 675879 (Apple engineer, accepted): "If you change your token too often, you will get an status 429 response with error string 'TooManyProviderTokenUpdates' At that point, that connection will be unusable until enough time has past so you can create a new token""#, location: #"https://developer.apple.com/forums/thread/675879"#),
    SourceInfo(key: "A-APNS-TOPIC", title: #"Handling notification responses from APNs: 400 DeviceTokenNotForTopic, "The device token doesn’t match the specified topic.""#, location: #"https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"#),
    SourceInfo(key: "ALIYUN-604490", title: #"移动推送失败原因是DeviceTokenNotForTopic的解决方案 (Alibaba Cloud help center): "表示此token与推送的证书的bundleid不匹配" (the token does not match the bundle ID of the push certificate)"#, location: #"https://help.aliyun.com/zh/document_detail/604490.html"#),
    SourceInfo(key: "VOLCENGINE-3134032", title: #"如何查找APNs topic对应的正确bundle id以解决推送报错 (Volcengine): "只有VoIP推送需要加.voip后缀、复杂表盘推送需要加.complication后缀,普通远程推送不要添加任何后缀" (only VoIP pushes take .voip and complication pushes .complication; an ordinary remote notification takes no suffix)"#, location: #"https://www.volcengine.com/article/3134032"#),
    SourceInfo(key: "A-APNS-429", title: #"Handling notification responses from APNs: 429 TooManyRequests, "The server received too many requests for the same device token.""#, location: #"https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"#),
    SourceInfo(key: "A-CX-UUID-EXISTS", title: #"CXErrorCodeIncomingCallError.Code.callUUIDAlreadyExists: "The incoming call UUID already exists.""#, location: #"https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code/calluuidalreadyexists"#),
    SourceInfo(key: "CONNECTYCUBE-150", title: #"iOS accepting call from lockscreen opens default call screen instead of app (ConnectyCube/connectycube-flutter-call-kit #150, maintainer): "It is the expected behavior of the iOS system CallKit feature for audio calls. For video calls, it should ask you to unlock your phone and navigate to your app.""#, location: #"https://github.com/ConnectyCube/connectycube-flutter-call-kit/issues/150"#),
    SourceInfo(key: "ONESIGNAL-LA-BUDGET", title: #"Live Activities開発者セットアップ (OneSignal): "Live Activityがプッシュ予算を超えると、ユーザーにダイアログが表示され、Live Activityを続行することを許可すると、シームレスなユーザーエクスペリエンスのために予算が自動的に増加します。" (past its push budget the user is shown a dialog; allowed to continue, the budget is raised)"#, location: #"https://documentation.onesignal.com/docs/ja/live-activities-developer-setup"#),
    SourceInfo(key: "BRAZE-BADGES", title: #"Badges (Braze iOS push customization): "Braze will also clear the badge count when a Braze notification is received while the app is foregrounded.""#, location: #"https://www.braze.com/docs/developer_guide/platform_integration_guides/ios/push_notifications/customization/badges"#),
    SourceInfo(key: "ONESIGNAL-BADGES", title: #"Badges (OneSignal documentation): "By default, the OneSignal SDK will: 1. Clear the app icon badge when the app is opened.; 2. Remove notifications from the Notification Center.""#, location: #"https://documentation.onesignal.com/docs/en/badges"#),
    SourceInfo(key: "TPNS-BADGE", title: #"iOS Badge Feature Practice (Tencent Push Notification Service): "when a push task is created via the push API, set badge_type to -2 to enable the application's badge number to automatically increase by 1""#, location: #"https://tencentcloud.com/document/product/1024/40457"#),
    SourceInfo(key: "SFMC-BADGING", title: #"Control App Badging (MobilePush SDK, Salesforce Developers): "When a push notification created in Engagement has a badge value enabled, iOS sets the application badge directly. Neither the SDK nor the application can prevent this badge value from being set via a push notification.""#, location: #"https://developer.salesforce.com/docs/marketing/mobilepush/guide/control-app-badging.html"#),
    SourceInfo(key: "A-LA-TIMESTAMP", title: #"update(_:alertConfiguration:timestamp:) (ActivityKit), timestamp: "The time the data in the payload was generated. If this is older than a previous update or push payload, the system ignores this update.""#, location: #"https://developer.apple.com/documentation/activitykit/activity/update(_:alertconfiguration:timestamp:)"#),
    SourceInfo(key: "FORUM-776165", title: #"Broadcast Push Notifications - Update ignored (Apple Developer Forums 776165): ""update" needs a timestamp which is not in the past; "end" doesn't care about the timestamp in the past"; "Yes, you want a timestamp that is not in the past or it will be dropped.""#, location: #"https://developer.apple.com/forums/thread/776165"#),
    SourceInfo(key: "A-SECURITY-RELEASES", title: #"Apple security releases (Apple Support 100100): the release dates of iOS 16 (12 Sep 2022), iOS 17 (18 Sep 2023), iOS 18 (16 Sep 2024) and iOS 26 (15 Sep 2025)"#, location: #"https://support.apple.com/en-us/100100"#),
    SourceInfo(key: "ALIYUN-IOSREMIND", title: #"iOS端如何把消息转为通知推送? (Alibaba Cloud help center): "消息推送时设备不在线(既与移动推送的服务端的长连接通道不通),则这条推送会做为通知,通过苹果的APNs通道送达一次 。注意: 离线消息转通知仅适用于「 生产环境 」" (a message to a device whose long connection is down is sent once as a notification through APNs; production only)"#, location: #"https://help.aliyun.com/document_detail/60500.htm"#),
  ]
}

/// What the provider's requests and the calls of a timeline leave for the next event.
struct ProviderTimeline: Sendable {
  /// When the provider last signed a token APNs accepted (PV1).
  var tokenSignedAt: Int?
  /// When the last request to the device's token was sent (PV3).
  var lastRequestAt: Int?
  /// The UUID of the call CallKit's incoming-call screen shows (VC1).
  var ringingUUID: String?
  /// A video call answered on the locked phone: the app comes forward at the unlock (VC2).
  var videoCallAwaitingUnlock: String?
  /// The user allowed the Live Activity to continue past its budget (LB1).
  var liveActivityAllowed = false
  /// The newest aps.timestamp of a Live Activity update applied (LT1).
  var liveActivityTimestamp: Int?
}

extension TimelineState {
  /// "Refresh your token no more than once every 20 minutes."
  static let providerTokenInterval = 20 * 60

  /// A request APNs refuses for the provider's token, topic or rate (PV1, PV2, PV3): nil when
  /// it goes on.
  mutating func refusedByProvider(_ push: PushEvent, index: Int) -> TimelineStep? {
    let now = clock.seconds
    if start.provider.tokenRefresh == .everyRequest {
      if let signed = provider.tokenSignedAt, now - signed < Self.providerTokenInterval {
        return step(index, delivered: false, notes: [Self.note("PV1", "a new provider token \((now - signed) / 60) min \((now - signed) % 60) s after the last one: APNs answers 429 TooManyProviderTokenUpdates and nothing is sent")])
      }
      provider.tokenSignedAt = now
    }
    if let bundle = start.provider.bundleID, let topic = push.headers.topic, let refusal = Self.topicRefusal(topic, bundle: bundle, kind: push.kind) {
      return step(index, delivered: false, notes: [Self.note("PV2", refusal)])
    }
    let previous = provider.lastRequestAt
    provider.lastRequestAt = now
    if start.provider.burst, previous == now {
      return step(index, delivered: false, certainty: .may, notes: [Self.note("PV3", "sent with no wait after the previous request to the same token: APNs may answer 429 TooManyRequests")])
    }
    return nil
  }

  /// Why `topic` does not reach the token of `bundle` for a push of `kind`, or nil when it does:
  /// the topic is the bundle ID, or the bundle ID with the suffix of the push type the token is for.
  static func topicRefusal(_ topic: String, bundle: String, kind: NotificationKind?) -> String? {
    let suffixed = PushType.fromTopicSuffix(topic)
    let base = suffixed.flatMap(\.topicSuffix).map { String(topic.dropLast($0.count)) } ?? topic
    if base != bundle {
      return "apns-topic \(topic) is not the app's bundle ID \(bundle) (with a push type's suffix): APNs answers 400 DeviceTokenNotForTopic and nothing is sent"
    }
    if suffixed == .voip, let kind, kind != .voip {
      return "apns-topic \(topic) is the PushKit topic, but the \(kind.rawValue) push goes to the app's regular device token: APNs answers 400 DeviceTokenNotForTopic and nothing is sent (it is not read as a VoIP push)"
    }
    if kind == .voip, suffixed != .voip {
      return "a VoIP push goes to the PushKit token, whose topic is \(bundle).voip, not \(topic): APNs answers 400 DeviceTokenNotForTopic and nothing is sent"
    }
    return nil
  }

  /// When each iOS version was released (Apple security releases): a device on that version runs
  /// later, so a timestamp before it is in the past (LT1).
  static let iosReleases: [(IOSVersion, Int)] = [
    (IOSVersion(26), 1_757_894_400), (IOSVersion(18), 1_726_444_800), (IOSVersion(17), 1_694_995_200), (IOSVersion(16), 1_662_940_800),
  ]

  /// A Live Activity update the system ignores for its aps.timestamp (LT1): nil when it is applied.
  mutating func staleLiveActivityUpdate(_ held: HeldPush, index: Int) -> TimelineStep? {
    guard case .number(let text)? = held.scenario.payload?["aps"]?["timestamp"], let stamp = Int(text) else { return nil }
    if let newest = provider.liveActivityTimestamp, stamp < newest {
      return step(index, delivered: false, notes: [Self.note("LT1", "\(held.label)'s timestamp \(stamp) is older than the last update's \(newest): the system ignores it")])
    }
    if let release = Self.iosReleases.first(where: { held.scenario.ios >= $0.0 }), stamp < release.1 {
      return step(index, delivered: false, certainty: .may, notes: [Self.note("LT1", "\(held.label)'s timestamp \(stamp) is before iOS \(release.0)'s release, so in the past: the update may be dropped")])
    }
    provider.liveActivityTimestamp = stamp
    return nil
  }

  /// An Alibaba Cloud message with iOSRemind while its channel is closed becomes an APNs
  /// notification (AR1): the push as it is sent, with the note to give its step.
  func remindedAsNotification(_ push: PushEvent) -> (push: PushEvent, note: String)? {
    guard push.iosRemind == true, push.kind == .aliyunMessage || start.kind == .aliyunMessage && push.kind == nil,
      !online || app != .foreground && app != .inactive
    else { return nil }
    guard start.provider.apnsEnvironment != .development else { return nil }
    var notification = push
    notification.kind = .alert
    let body = push.iosRemindBody ?? "the message"
    notification.payload = .object([JSONMember("aps", .object([JSONMember("alert", .string(body))]))])
    return (notification, Self.note("AR1", "the channel is not connected: iOSRemind sends \(push.id ?? "the message") once through APNs as a notification (\"\(body)\")"))
  }

  /// The UUID the app reports the call of a VoIP push with: `options.call-uuid`, else the
  /// payload's `uuid` (the key CallKit bridges such as react-native-callkeep read it from).
  static func callUUID(_ push: PushEvent) -> String? {
    if let given = push.callUUID { return given.lowercased() }
    if case .string(let text)? = push.payload?["uuid"] { return text.lowercased() }
    return nil
  }

  /// A VoIP push for the call that is still ringing: no second incoming-call screen (VC1).
  mutating func settleCall(_ result: inout TimelineStep, push: PushEvent, label: String, wasRinging: String?) {
    let uuid = Self.callUUID(push)
    guard let uuid, let wasRinging, provider.ringingUUID == uuid else {
      if ringing == label { provider.ringingUUID = uuid }
      return
    }
    ringing = wasRinging
    result.presentation?.callFiltered = true
    result.notes.append(Self.note("VC1", "the app reports the call of \(label) with UUID \(uuid), which \(wasRinging)'s call already has: callUUIDAlreadyExists, no second incoming-call screen"))
  }

  /// What the app's push SDK does to the badge when one of its pushes arrives (SB1, SB4).
  mutating func settleSDKBadge(_ result: inout TimelineStep, held: HeldPush, wasForeground: Bool) {
    guard result.delivered == true else { return }
    switch start.sdk {
    case .braze? where wasForeground:
      badge = 0
      result.notes.append(Self.note("SB1"))
    case .salesforceMobilePush? where held.scenario.payload?["aps"]?["badge"] != nil:
      result.notes.append(Self.note("SB4", "iOS sets the badge from \(held.label)'s payload; MobilePush cannot prevent it"))
    default:
      break
    }
  }

  /// The app came to the foreground by the user's hand: OneSignal clears the badge and the app's
  /// notifications (SB2).
  mutating func settleOpened(_ result: inout TimelineStep, wasForeground: Bool) {
    guard !wasForeground, app == .foreground, start.sdk == .onesignal,
      !start.implements.contains(Capability.oneSignalKeepsBadge.rawValue)
    else { return }
    let cleared = center.map(\.label)
    badge = 0
    center.removeAll()
    result.notes.append(Self.note("SB2", "the app was opened: OneSignal sets the badge to 0" + (cleared.isEmpty ? "" : " and removes \(cleared.joined(separator: ", ")) from Notification Center")))
  }
}
