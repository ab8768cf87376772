/// Push services of phone makers whose messages reach an app through their own SDK, and push servers a
/// sender runs itself that relay to APNs; their senders' requests (and the phone makers' SDKs' message
/// objects) are what developers publish. Each row: the keys that
/// recognise it, their types where a printer may lose them, their meanings, and the provider's page
/// (evidence in Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let relays: [PushVendor] = [huaweiPush, gorush]

  /// HUAWEI Push Kit: the server API's request (`{"validate_only", "message": {"android": {…}}}`;
  /// "Sending Messages", https://developer.huawei.com/consumer/en/doc/HMS-References/push-sendapi),
  /// whose Android part holds keys FCM's has not (`click_action` an object with a `type`,
  /// `urgency`, `bi_tag`, `fast_app_target`), and the HMS SDK's `RemoteMessage` as its plugins hand it
  /// over (`dataOfMap`, `originalUrgency`, `receiptMode`, `sendMode`).
  static let huaweiPush = PushVendor(
    id: "huawei", name: "HUAWEI Push Kit", page: "https://developer.huawei.com/consumer/en/doc/HMS-References/push-sendapi",
    marks: [
      ["message/android/notification/click_action/type"], ["message/android/urgency"], ["message/android/bi_tag"],
      ["message/android/fast_app_target"], ["dataOfMap"], ["originalUrgency"], ["receiptMode", "sendMode"],
    ],
    types: [
      (["message", "android", "notification", "click_action", "type"], .number),
      (["message", "android", "collapse_key"], .number), (["message", "android", "fast_app_target"], .number),
      (["message", "data"], .string), (["message", "android", "data"], .string),
    ],
    meanings: [
      (["validate_only"], "Push Kit: true for a test message (checked, not delivered)"),
      (["message"], "Push Kit message (notification, data, android options, target)"),
      (["message", "data"], "Push Kit data message (a string the app receives)"),
      (["message", "android", "notification", "click_action"], "Push Kit tap action (type 1: an intent or action, 2: a URL, 3: open the app)"),
      (["message", "android", "urgency"], "Push Kit delivery priority of a data message (HIGH or NORMAL)"),
      (["message", "android", "bi_tag"], "Push Kit batch tag, returned in the message receipt"),
      (["message", "android", "fast_app_target"], "Push Kit quick app state (1: development, 2: production)"),
      (["message", "token"], "Push Kit tokens of the devices"), (["message", "topic"], "Push Kit topic"),
      (["dataOfMap"], "Push Kit data as a map (HMS RemoteMessage)"), (["originalUrgency"], "Push Kit priority the sender asked for"),
      (["urgency"], "Push Kit priority of delivery"), (["receiptMode"], "Push Kit: whether a receipt is sent"),
      (["sendMode"], "Push Kit: how the message was sent"),
    ])

  /// gorush, a self-hosted push server: a request to its `/api/push` holds `notifications`, each with the
  /// devices' `tokens` and the `platform` (1 iOS, 2 Android, 3 Huawei) (gorush README, "Web API",
  /// https://github.com/appleboy/gorush/blob/891b4530db8f5db2beeb44b42665999ab802799f/README.md). Gaurun's
  /// request has the same list with `token`, so `tokens` beside `platform` is what tells gorush.
  static let gorush = PushVendor(
    id: "gorush", name: "gorush push server", page: "https://github.com/appleboy/gorush/blob/891b4530db8f5db2beeb44b42665999ab802799f/README.md",
    marks: [["notifications/*/tokens", "notifications/*/platform"]],
    types: [],
    meanings: [
      (["notifications"], "gorush notifications to send (tokens, platform 1 iOS / 2 Android / 3 Huawei, title, message, apns overrides)"),
    ])
}
