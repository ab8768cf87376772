/// Product-analytics and in-app engagement SDKs that send campaigns through APNs. Each row: the keys
/// their SDK reads from the push's userInfo (the pinned source file is the row's `page`), the types
/// the SDK expects there, and what they mean (evidence in Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let analytics: [PushVendor] = [
    mixpanel, appcues, kumulos, accengage, acoustic, swrve, adjust, dfinery, growthPush, personaClick, branch,
  ]

  /// Mixpanel: `mp` holds what the SDK tracks the open with (`trackPushNotification:`); a bare `mp`
  /// is also a Mixpanel push to the SDK, but its keys inside are what a printed capture shows.
  /// `mp_message` is the text of a Mixpanel push to Android, the same campaign's other half
  /// (`MixpanelPushNotification.parseIntent`, https://github.com/mixpanel/mixpanel-android/blob/77c1c557dccff50d60f135d0df55e08089cb2141/src/main/java/com/mixpanel/android/mpmetrics/MixpanelPushNotification.java).
  static let mixpanel = PushVendor(
    id: "mixpanel", name: "Mixpanel via APNs",
    page: "https://github.com/mixpanel/mixpanel-iphone/blob/da8e76d40f2e2b10ff35dd687288fad2e49e1908/Mixpanel/Mixpanel.m",
    marks: [["mp/m"], ["mp/c"], ["mp/distinct_id"], ["mp_ontap"], ["mp_buttons"], ["mp_message"]],
    types: [(["mp", "distinct_id"], .string), (["mp", "token"], .string), (["mp_message"], .string)],
    meanings: [
      (["mp"], "Mixpanel tracking data (campaign, message, project token, distinct id)"), (["mp", "c"], "Mixpanel campaign id"),
      (["mp", "m"], "Mixpanel message id"), (["mp", "token"], "Mixpanel project token"),
      (["mp", "distinct_id"], "Mixpanel distinct id of the user"), (["mp_ontap"], "Mixpanel tap action (type, uri)"),
      (["mp_buttons"], "Mixpanel action buttons (id, lbl, ontap)"), (["mp_message"], "Mixpanel push text (Android)"),
    ])

  /// Appcues: the SDK reads its flat `appcues_*` keys as strings, the two versions as integers.
  static let appcues = PushVendor(
    id: "appcues", name: "Appcues via APNs",
    page: "https://github.com/appcues/appcues-ios-sdk/blob/0d12d4df0381039e08e8d2ce455e027b00026867/Sources/AppcuesKit/Push/ParsedNotification.swift",
    marks: [["appcues_notification_id"], ["appcues_account_id"]],
    types: [
      (["appcues_notification_version"], .number), (["appcues_workflow_version"], .number), (["appcues_*"], .string),
    ],
    meanings: [
      (["appcues_account_id"], "Appcues account id"), (["appcues_app_id"], "Appcues application id"),
      (["appcues_user_id"], "Appcues user id"), (["appcues_notification_id"], "Appcues push notification id"),
      (["appcues_notification_version"], "Appcues notification version"), (["appcues_workflow_id"], "Appcues workflow id"),
      (["appcues_workflow_version"], "Appcues workflow version"), (["appcues_workflow_task_id"], "Appcues workflow task id"),
      (["appcues_deep_link_url"], "Appcues deep link"), (["appcues_experience_id"], "Appcues experience to show on open"),
      (["appcues_attachment_url"], "Appcues rich media URL"), (["appcues_test"], "Appcues: a test push"),
      (["_appcues_internal"], "Appcues: sent by the SDK's own debugger"), (["appcues_*"], "Appcues option"),
    ])

  /// Kumulos, and Optimove's mobile SDK built on it: the message under `custom.a["k.message"]`. OneSignal
  /// shares the `custom` dictionary (`a`, `u`, `badge_inc`) but always carries `custom.i`, which comes first.
  static let kumulos = PushVendor(
    id: "kumulos", name: "Kumulos (Optimove mobile SDK) via APNs",
    page: "https://github.com/Kumulos/KumulosSdkSwift/blob/74c54ac2078a2f2a10fce5a01deab1ec8b44470d/Sources/SDK/Kumulos+Push.swift",
    marks: [["custom/a/k.message"]],
    types: [
      (["custom", "a", "k.message", "data", "id"], .number), (["custom", "a", "k.deepLink", "type"], .number),
      (["custom", "u"], .string), (["custom", "badge_inc"], .number),
    ],
    meanings: [
      (["custom"], "Kumulos data"), (["custom", "a"], "Kumulos message and the sender's data"),
      (["custom", "a", "k.message"], "Kumulos message (data.id: the message id)"),
      (["custom", "a", "k.deepLink"], "Kumulos deep link (type 1: an in-app message)"), (["custom", "u"], "Kumulos URL to open"),
      (["custom", "badge_inc"], "Kumulos badge increment"),
    ])

  /// Accengage, read by Airship's Accengage module: `a4sid` must be a string for the push to count.
  static let accengage = PushVendor(
    id: "accengage", name: "Accengage via APNs",
    page: "https://github.com/urbanairship/ios-library/blob/67e5ee7b8ae9f626e6d7ab0f5df334bed687f87d/Airship/AirshipAccengage/Source/UAAccengagePayload.m",
    marks: [["a4sid"]],
    types: [(["a4sid"], .string), (["a4surl"], .string), (["a4sb", "*", "bid"], .string), (["a4sb", "*", "url"], .string)],
    meanings: [
      (["a4sid"], "Accengage push id"), (["a4surl"], "Accengage URL to open"), (["openWithSafari"], "Accengage: open the URL in Safari"),
      (["a4sb"], "Accengage buttons (bid, url, action)"),
    ])

  /// Acoustic Mobile Push (formerly IBM Mobile Customer Engagement): the `mce` tracking data, and the
  /// actions the SDK performs on a tap (`notification-action`) or a button (`category-actions`).
  static let acoustic = PushVendor(
    id: "acoustic", name: "Acoustic Mobile Push via APNs",
    page: "https://github.com/go-acoustic/Acoustic-Mobile-Push-iOS/blob/715308e29daa3c90cf95e100fb5c03db8837b80a/AcousticMobilePush.xcframework/ios-arm64/AcousticMobilePush.framework/Headers/MCESdk.h",
    marks: [["notification-action"], ["category-actions"], ["mce/mailingId"], ["mce/attribution"]],
    types: [(["mce", "mailingId"], .number), (["mce", "attribution"], .string)],
    meanings: [
      (["mce"], "Acoustic tracking data (mailing id, attribution)"), (["mce", "mailingId"], "Acoustic mailing id"),
      (["mce", "attribution"], "Acoustic campaign attribution"), (["notification-action"], "Acoustic action on tap (type, value)"),
      (["category-actions"], "Acoustic button actions"),
    ])

  /// Swrve: `_p` is the push id (a string or a number: the SDK takes both), `_sp` a silent push's,
  /// `_sw` the rich content; the Swrve row is last of its group as `_p` is short.
  static let swrve = PushVendor(
    id: "swrve", name: "Swrve via APNs",
    page: "https://github.com/Swrve/swrve-ios-sdk/blob/7cba8abef42d0c6f2ab3d3c72917d7960a94291c/SwrveSDKCommon/Common/SwrveNotificationConstants.m",
    marks: [["_sw"], ["_sp"], ["_p", "_sd"], ["_p", "_siw"], ["_p", "aps"]],
    types: [(["_sd"], .string), (["_siw"], .number), (["_sw", "version"], .number)],
    meanings: [
      (["_p"], "Swrve push id"), (["_sp"], "Swrve silent push id"), (["_sd"], "Swrve deep link"), (["_d"], "Swrve deep link (older SDKs)"),
      (["_siw"], "Swrve influenced window (minutes)"), (["_sw"], "Swrve rich content (media, buttons, version)"),
      (["_s.SilentPayload"], "Swrve silent push data"),
    ])

  /// Adjust's uninstall and reinstall measurement: a daily silent push whose only data key is
  /// `adjust_purpose` = "uninstall detection", which the SDK checks to drop it (`FCM_PAYLOAD_KEY`,
  /// `FCM_PAYLOAD_VALUE`): in the data of the request Adjust's server sends, and at the top of the data
  /// the app is handed.
  static let adjust = PushVendor(
    id: "adjust", name: "Adjust uninstall measurement via APNs",
    page: "https://github.com/adjust/android_sdk/blob/02ed901a5aeda23d199f5e87ada29e1a839c0675/Adjust/sdk-core/src/main/java/com/adjust/sdk/Constants.java",
    marks: [["adjust_purpose"], ["data/adjust_purpose"]],
    types: [(["adjust_purpose"], .string), (["data", "adjust_purpose"], .string)],
    meanings: [
      (["adjust_purpose"], "Adjust: \"uninstall detection\", a silent push that tells whether the app is still installed"),
      (["data", "adjust_purpose"], "Adjust: \"uninstall detection\", a silent push that tells whether the app is still installed"),
    ])

  /// Dfinery (IGAWorks): the SDK's own data under `dfn` beside `aps`, as the push-sender sample sends it
  /// (payload.json, https://github.com/IGAWorksDev/dfinery-ios-sdk-pushSenderSample/blob/3f55daf5bab0349cfd1a14cc51927b69e052bd0a/payload.json).
  static let dfinery = PushVendor(
    id: "dfinery", name: "Dfinery via APNs",
    page: "https://github.com/IGAWorksDev/dfinery-ios-sdk-pushSenderSample/blob/3f55daf5bab0349cfd1a14cc51927b69e052bd0a/payload.json",
    marks: [["dfn/n_id"], ["dfn/c_id"], ["dfn/click_act"]],
    types: [
      (["dfn", "c_id"], .string), (["dfn", "n_id"], .string), (["dfn", "s_id"], .string), (["dfn", "u_id"], .string),
      (["dfn", "img"], .string), (["dfn", "is_f"], .number), (["dfn", "is_test"], .number),
    ],
    meanings: [
      (["dfn"], "Dfinery push data"), (["dfn", "c_id"], "Dfinery campaign id"), (["dfn", "n_id"], "Dfinery notification id"),
      (["dfn", "s_id"], "Dfinery service id"), (["dfn", "u_id"], "Dfinery unified user id"), (["dfn", "img"], "Dfinery image URL"),
      (["dfn", "click_act"], "Dfinery tap action (link id, name, type, action type, uri)"),
    ])

  /// Growth Push (Growthbeat): the member its server adds to tell its own pushes apart, the id of the
  /// notification inside ("Growth Push からの配信の判別方法(iOS)", https://faq.growthbeat.com/article/205-growth-push).
  static let growthPush = PushVendor(
    id: "growthpush", name: "Growth Push via APNs", page: "https://faq.growthbeat.com/article/205-growth-push",
    marks: [["growthpush/notificationId"]],
    types: [(["growthpush", "notificationId"], .number)],
    meanings: [(["growthpush"], "Growth Push delivery data"), (["growthpush", "notificationId"], "Growth Push notification id")])

  /// PersonaClick: the iOS payload's `src` (`type`, `id`) is what the SDK tracks the open with
  /// ("Push Payloads (Mobile SDKs)", https://personaclick.atlassian.net/wiki/spaces/english/pages/266895361;
  /// `PushPayloadParser`, https://github.com/PersonaClick/ios-sdk/blob/968bae529d7f7a9e6aeaf8f3401cbcd0e9874f31/PersonaClick/Classes/Notifications/PushPayloadParser.swift).
  /// `src` with `type` and `id` alone is too common a shape: the mark asks for `aps` beside it.
  static let personaClick = PushVendor(
    id: "personaclick", name: "PersonaClick via APNs", page: "https://personaclick.atlassian.net/wiki/spaces/english/pages/266895361",
    marks: [["aps", "src/type", "src/id"]],
    types: [(["src", "type"], .string), (["src", "id"], .string), (["image_url"], .string), (["event"], .string)],
    meanings: [
      (["src"], "PersonaClick source of the push (type, id)"), (["src", "type"], "PersonaClick push type (bulk, transactional…)"),
      (["src", "id"], "PersonaClick campaign or message code"), (["image_url"], "PersonaClick image URL"),
      (["event"], "PersonaClick custom event"),
    ])

  /// Branch: a Branch link under `branch` opens its deep link when the app hands the userInfo to
  /// `handlePushNotification:` ("Push Notification Implementation", https://help.branch.io/developer-hub/push-notifications.md).
  /// Last in its list: a Mixpanel push carrying a Branch link is Mixpanel's.
  static let branch = PushVendor(
    id: "branch", name: "Branch link via APNs", page: "https://help.branch.io/developer-hub/push-notifications.md",
    marks: [["branch"]],
    types: [(["branch"], .string)],
    meanings: [(["branch"], "Branch link the SDK opens")])
}
