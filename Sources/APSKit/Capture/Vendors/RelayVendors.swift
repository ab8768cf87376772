/// Push services of phone makers whose messages reach an app through their own SDK, and push servers a
/// sender runs itself that relay to APNs; their senders' requests (and the phone makers' SDKs' message
/// objects) are what developers publish. Each row: the keys that
/// recognise it, their types where a printer may lose them, their meanings, and the provider's page
/// (evidence in Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let relays: [PushVendor] = [huaweiPush, gorush, parse, kii, pushd, nifcloud, aeroGear, bark]

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

  /// Parse Server's push API: the request names its audience (`channels`, or a `where` query on
  /// installations) beside the `data` that becomes the payload, `badge: "Increment"` adding one to each
  /// installation's badge ("Push Notifications", Parse REST guide,
  /// https://docs.parseplatform.org/rest/guide/#push-notifications). LeanCloud's push API takes the
  /// same request, so it is named Parse too.
  static let parse = PushVendor(
    id: "parse", name: "Parse Server push API", page: "https://docs.parseplatform.org/rest/guide/#push-notifications",
    marks: [["channels", "data"], ["where", "data"]],
    types: [(["data", "badge"], .string)],
    meanings: [
      (["channels"], "Parse channels the installations subscribe to"), (["where"], "Parse query on installations (the audience)"),
      (["data"], "Parse push data: alert, badge, sound, content-available, category and custom keys become the payload"),
      (["data", "badge"], "Parse badge: a number, or \"Increment\" to add one to each installation's"),
      (["push_time"], "Parse scheduled send time"), (["expiration_time"], "Parse expiry (ISO 8601)"),
      (["expiration_interval"], "Parse expiry (seconds after the send)"),
    ])

  /// Kii Cloud: a `SendPushMessageRequest` names the environments it goes to (`sendToDevelopment`,
  /// `sendToProduction`) beside each network's section (`apns`, `gcm`, `mqtt`, each with `enabled`)
  /// ("Sending a Push Notification", Kii Cloud REST guide,
  /// https://documentation.kii.com/en/guides/cloudsdk/rest/managing-push-notification/push-to-user/sending-messages/).
  static let kii = PushVendor(
    id: "kii", name: "Kii Cloud push",
    page: "https://documentation.kii.com/en/guides/cloudsdk/rest/managing-push-notification/push-to-user/sending-messages/",
    marks: [["sendToDevelopment"], ["sendToProduction"]],
    types: [],
    meanings: [
      (["data"], "Kii push data (every network gets it)"), (["sendToDevelopment"], "Kii: send to development (sandbox) devices"),
      (["sendToProduction"], "Kii: send to production devices"), (["apns"], "Kii APNs section (enabled, alert, sound, badge…)"),
      (["gcm"], "Kii FCM (GCM) section"), (["mqtt"], "Kii MQTT section"),
    ])

  /// pushd, a self-hosted push server: an event posted to `/event/NAME` holds `msg` (and `msg.<lang>`),
  /// `title`, `sound`, the notification's custom data as `data.<key>` and template variables as
  /// `var.<key>` (rs/pushd README, "Event Message Format",
  /// https://github.com/rs/pushd/blob/023730183d2c1137e487563b14d3b019e3daea30/README.md). `msg` beside a
  /// dotted `data.` or `var.` key is what tells it.
  static let pushd = PushVendor(
    id: "pushd", name: "pushd push server", page: "https://github.com/rs/pushd/blob/023730183d2c1137e487563b14d3b019e3daea30/README.md",
    marks: [["msg", "data.*"], ["msg", "var.*"]],
    types: [(["msg"], .string), (["title"], .string)],
    meanings: [
      (["msg"], "pushd message text (the alert)"), (["msg.*"], "pushd message text in a language"),
      (["title"], "pushd title (Android, Windows Phone)"), (["data.*"], "pushd custom data of the notification"),
      (["var.*"], "pushd template variable for msg"), (["sound"], "pushd sound file"),
    ])

  /// NIFCLOUD mobile backend (ニフクラ mobile backend): the push's id beside `aps`, which the iOS SDK
  /// posts back to count the opens (`NCMBAnalytics trackAppOpenedWithRemoteNotificationPayload:`), and a
  /// rich push's page (https://github.com/NIFCLOUD-mbaas/ncmb_ios/blob/be878e49c1011bf9c8f24f282b512dc6eab9ceac/NCMB/NCMBAnalytics.m).
  static let nifcloud = PushVendor(
    id: "nifcloud", name: "NIFCLOUD mobile backend push via APNs",
    page: "https://github.com/NIFCLOUD-mbaas/ncmb_ios/blob/be878e49c1011bf9c8f24f282b512dc6eab9ceac/NCMB/NCMBAnalytics.m",
    // The Swift SDK's names since the service became NIFCLOUD (`NCMBAnalytics.trackAppOpenedWithRemoteNotificationPayload`,
    // https://github.com/NIFCLOUD-mbaas/ncmb_swift/blob/bda454f08053db2630050f03cff9a13d013cfc6e/NCMB/NCMBAnalytics.swift).
    marks: [
      ["com.nifty.PushId"], ["com.nifty.RichUrl"], ["com.nifcloud.mbaas.PushId"], ["com.nifcloud.mbaas.RichUrl"],
      ["com.nifcloud.mbaas.Data"],
      // A sender's push registration: the JavaScript SDK's own field beside the platforms
      // (`modifiables` of `Push`, https://github.com/NIFCLOUD-mbaas/ncmb_js/blob/cfa38391da28e2b8702b2948e7ec67ee5d236840/lib/push.js).
      ["immediateDeliveryFlag", "target"],
    ],
    types: [
      (["com.nifty.PushId"], .string), (["com.nifty.RichUrl"], .string), (["com.nifcloud.mbaas.PushId"], .string),
      (["com.nifcloud.mbaas.RichUrl"], .string), (["com.nifcloud.mbaas.Data"], .string),
    ],
    meanings: [
      (["com.nifty.PushId"], "NIFCLOUD push id (the SDK reports the open with it)"), (["com.nifty.RichUrl"], "NIFCLOUD rich push page URL"),
      (["com.nifty.Data"], "NIFCLOUD JSON data (Android)"),
      (["com.nifcloud.mbaas.PushId"], "NIFCLOUD push id (the SDK reports the open with it)"),
      (["com.nifcloud.mbaas.RichUrl"], "NIFCLOUD rich push page URL"), (["com.nifcloud.mbaas.Data"], "NIFCLOUD JSON data (Android)"),
      (["immediateDeliveryFlag"], "NIFCLOUD push registration: send now"), (["target"], "NIFCLOUD push registration: platforms (ios, android)"),
      (["richUrl"], "NIFCLOUD push registration: rich push page URL"),
    ])

  /// AeroGear UnifiedPush Server: every push it sends carries its message information id as
  /// `aerogear-push-id` (`InternalUnifiedPushMessage.PUSH_MESSAGE_ID`, added by the APNs sender).
  static let aeroGear = PushVendor(
    id: "aerogear", name: "AeroGear UnifiedPush Server via APNs",
    page: "https://github.com/aerogear/aerogear-unifiedpush-server/blob/e804a4a4d51251c63b485036688fcb7b84bcd7d0/push-sender/src/main/java/org/jboss/aerogear/unifiedpush/message/sender/apns/PushyApnsSender.java",
    marks: [["aerogear-push-id"]],
    types: [(["aerogear-push-id"], .string)],
    meanings: [(["aerogear-push-id"], "AeroGear push message id (the open is reported with it)")])

  /// Bark (https://github.com/Finb/Bark): its server puts each request parameter beside `aps`
  /// under its lowercased name, the value as text (`fmt.Sprintf("%v")`), so `isarchive`, `autocopy`
  /// and the rest are strings on the phone; and a sender's request (`device_key` or `device_keys`
  /// beside `body`: "API V2", docs/API_V2.md).
  static let bark = PushVendor(
    id: "bark", name: "Bark via APNs",
    page: "https://github.com/Finb/bark-server/blob/1091c91780c032afa4bebc7be5bc36da4b27e323/apns/apns.go",
    marks: [["isarchive"], ["autocopy"], ["device_key", "body"], ["device_keys", "body"]],
    types: [
      (["isarchive"], .string), (["autocopy"], .string), (["level"], .string), (["group"], .string), (["url"], .string),
      (["copy"], .string), (["icon"], .string), (["ciphertext"], .string), (["call"], .string), (["volume"], .string),
      (["badge"], .number),
    ],
    meanings: [
      (["isarchive"], "Bark: \"1\" keeps the message in the app's history"), (["autocopy"], "Bark: \"1\" copies the text"),
      (["level"], "Bark interruption level (critical, active, timeSensitive, passive)"), (["group"], "Bark group"),
      (["url"], "Bark URL to open"), (["copy"], "Bark text to copy"), (["ciphertext"], "Bark encrypted message"),
      (["device_key"], "Bark device key (the request's target)"), (["device_keys"], "Bark device keys (a batch request)"),
    ])
}
