/// The providers `inspect` names, most specific marks first. Each row: how it is recognised, the
/// types of its keys, their meanings, and its page. The evidence for each row (pages, SDK sources
/// and public captures) is in Tests/Captures/public/VENDORS.md.
extension PushVendor {
  /// The services with their own namespace come before those recognised by short or shared keys
  /// (Aliyun's `i`, Umeng's `d`) and before Firebase, which carries some of them.
  public static let catalogue: [PushVendor] = [getui, jpush, tpns, oneSignal, airship, braze, leanplum, apphud, sinch]
    + messaging + engagement + relays
    + analytics + campaign
    + chat
    + asian
    + [aliyun, umeng, firebase, amazonSNS]

  /// "Keys and values must both be strings" (Firebase Admin `DataMessagePayload`); Flutter's Android
  /// plugin map adds `google.sent_time`/`google.ttl` numbers beside the data, as Android's intent
  /// extras (`Bundle[{…}]`) hold them beside the data keys.
  static let firebase = PushVendor(
    id: "firebase", name: "Firebase Cloud Messaging via APNs",
    page: "https://firebase.google.com/docs/reference/admin/node/firebase-admin.messaging.datamessagepayload.md",
    marks: [
      ["gcm.message_id"], ["google.c.*"], ["gcm.n.e"], ["gcm.notification.*"], ["data/google.*"], ["click_action"],
      ["data/click_action"], ["notification", "data"],
      // Android's FCM message id beside the data, as React Native plugins pass the intent's extras on
      // (`MessagePayloadKeys.MSGID`, https://github.com/firebase/firebase-android-sdk/blob/main/firebase-messaging/src/main/java/com/google/firebase/messaging/Constants.java).
      ["google.message_id"],
      // A sender's HTTP v1 message, or its `apns` object alone: APNs `headers` beside the `payload`
      // that holds `aps` ("ApnsConfig", https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#apnsconfig).
      ["apns/payload"], ["apns/headers"], ["headers", "payload/aps"], ["message/apns"],
      // A sender's request to FCM's legacy HTTP API ("Firebase Cloud Messaging HTTP protocol",
      // https://firebase.google.com/docs/cloud-messaging/http-server-ref): `registration_ids`, or `to`
      // with the request's own `priority` or `content_available`.
      ["registration_ids"], ["to", "priority"], ["to", "content_available"],
      // … or `to` beside the request's `notification` (Expo's request has no `notification`; `to` beside `data`
      // alone may be Expo's or Pushy's, and names nothing).
      ["to", "notification"],
      // … or `to` beside an `android` section (HTTP v1's AndroidConfig, which senders put in legacy
      // requests too: public capture 929); Expo's and Pushy's requests have no `android`.
      ["to", "android"],
      // An HTTP v1 request: `message` with its target (`token`, `topic`, `condition`) beside `data` or
      // `notification` ("projects.messages", https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages).
      ["message/token", "message/data"], ["message/token", "message/notification"], ["message/topic", "message/data"],
      ["message/topic", "message/notification"], ["message/condition", "message/notification"],
      // React Native Firebase v5's RemoteMessage as a console shows its own fields (`_messageId`,
      // `_from`, `_data`: https://github.com/invertase/react-native-firebase/issues/2941).
      ["_messageId", "_from"],
      // A message FCM's direct channel hands over (`messaging(_:didReceive:)`'s `appData`, a Cordova
      // plugin's data message): the sender id in `from` beside the message's `collapse_key`
      // ("Firebase Cloud Messaging HTTP protocol", https://firebase.google.com/docs/cloud-messaging/http-server-ref:
      // "collapse_key … identifies a group of messages"; the downstream message carries `from`).
      ["from", "collapse_key"],
      // cordova-plugin-firebasex's data message: the plugin's own `notification_*` keys in the FCM data
      // (README, "Data message notifications", https://github.com/dpa99c/cordova-plugin-firebasex#data-message-notifications),
      // in a sender's message or flattened into the message object the plugin hands over.
      ["data/notification_foreground"], ["data/notification_ios_sound"], ["notification_foreground"],
      // cordova-plugin-fcm's message object: the FCM data with the plugin's `wasTapped` flag (README,
      // "Receiving push notification data", https://github.com/fechanique/cordova-plugin-fcm#receiving-pushnotification-data).
      // Other plugins' flags (`tap`, `foreground`) are words too common to tell a provider.
      ["wasTapped"],
    ],
    types: [
      (["gcm.*"], .string), (["google.c.*"], .string), (["data", "google.sent_time"], .number), (["data", "google.ttl"], .number),
      (["google.sent_time"], .number), (["google.ttl"], .number),
      (["data", "*"], .string),
    ],
    stringData: true,
    meanings: [
      (["gcm.message_id"], "FCM message id"),
      (["gcm.n.e"], "\"1\": the message had a notification part"),
      (["google.c.a.e"], "\"1\": analytics enabled for the message"),
      (["google.c.a.c_id"], "Firebase console campaign id"),
      (["google.c.a.c_l"], "Firebase console campaign label"),
      (["google.c.a.ts"], "Firebase console send time (seconds since 1970)"),
      (["google.c.a.udt"], "Firebase console delivery time-zone flag"),
      (["google.c.sender.id"], "the sender id (project number)"),
      (["google.c.fid"], "the Firebase installation id of the device"),
      (["gcm.notification.*"], "a legacy notification option, forwarded"),
      (["fcm_options"], "FCM options (image)"),
      (["notification"], "the notification part (title, body) as the SDK hands it over, not data"),
      (["data"], "FCM data (every data value is a string)"),
      (["*"], "FCM data (every data value is a string)"),
    ])

  static let getui = PushVendor(
    id: "getui", name: "GeTui (个推) via APNs", page: "https://github.com/GetuiLaboratory/getui-sdk-ios-cocoapods",
    marks: [["_ge_"], ["_gmid_"], ["_gurl_"]],
    types: [(["_ge_"], .string), (["_gmid_"], .string), (["_gurl_"], .string), (["payload"], .string)],
    meanings: [
      (["_ge_"], "\"1\": a GeTui APNs message"),
      (["_gmid_"], "GeTui message id (task id, message id, client id)"),
      (["_gurl_"], "GeTui SDK server for the receipt"),
      (["payload"], "GeTui transmission text"),
    ])

  static let jpush = PushVendor(
    id: "jpush", name: "JPush (极光) via APNs",
    page: "https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/client/iOS/ios_api.md",
    // … and a sender's request to JPush's Push API v3: `platform` beside `audience` (Airship's has
    // `device_types`), or the iOS notification's `extras` (Airship's is `extra`) ("REST API v3 Push",
    // https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/server/push/rest_api_v3_push.md).
    // A Schedule API request holds that Push API request under `push`, beside its `trigger` ("Schedule API",
    // https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/server/push/rest_api_push_schedule.md);
    // the retired v2 API took the notification as `msg_content` JSON text with `n_content` and `n_extras`
    // ("REST API v2 Push", https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/server/old/rest_api_v2_push.md).
    // The Flutter plugin's Android event map puts the intent's extras under `extras`: `cn.jpush.android.MSG_ID`
    // read with `getStringExtra` (a string), `NOTIFICATION_ID` with `getIntExtra`, `EXTRA` the custom fields' JSON
    // text (jpush-flutter-plugin, `getNotificationExtras` in JPushPlugin.java, and `getExtras` in JPushHelper.java
    // putting `NotificationMessage.msgId`, a String:
    // https://github.com/jpush/jpush-flutter-plugin/blob/master/android/src/main/java/com/jiguang/jpush/JPushHelper.java).
    marks: [
      ["_j_msgid"], ["_j_uid"], ["_j_business"], ["platform", "audience"], ["notification/ios/extras"],
      ["trigger", "push/audience"], ["n_content"], ["n_extras/ios"], ["extras/cn.jpush.android.MSG_ID"],
    ],
    types: [
      (["_j_msgid"], .number), (["_j_uid"], .number), (["_j_business"], .number), (["_j_data_"], .string),
      (["extras", "cn.jpush.android.MSG_ID"], .string), (["extras", "cn.jpush.android.NOTIFICATION_ID"], .number),
      (["extras", "cn.jpush.android.EXTRA"], .string), (["extras", "cn.jpush.android.ALERT"], .string),
    ],
    meanings: [
      (["_j_msgid"], "JPush message id"), (["_j_uid"], "JPush user id of the device"),
      (["_j_business"], "JPush business type"), (["_j_data_"], "JPush SDK data (JSON text)"),
      (["extras", "cn.jpush.android.MSG_ID"], "JPush message id (Android SDK)"),
      (["extras", "cn.jpush.android.NOTIFICATION_ID"], "JPush notification id on the Android device"),
      (["extras", "cn.jpush.android.EXTRA"], "JPush custom fields (JSON text)"),
      (["trigger"], "JPush Schedule API trigger"), (["n_content"], "JPush v2 notification text (APNs alert)"),
      (["n_extras"], "JPush v2 extras (ios: badge, sound, content-available; others custom keys)"),
      (["*"], "extras of the JPush request, lifted to the top level"),
    ])

  static let tpns = PushVendor(
    id: "tpns", name: "Tencent Push Notification Service (TPNS / XG) via APNs",
    page: "https://intl.cloud.tencent.com/document/product/1024/33763",
    marks: [["xg"], ["aps/badge_type"]],
    types: [
      (["aps", "badge_type"], .number), (["xg", "bid"], .number), (["xg", "ts"], .number), (["xg", "msgid"], .number),
      (["xg", "guid"], .number), (["xg", "msgtype"], .number), (["xg", "pushTime"], .number), (["xg", "source"], .number),
      (["xg", "targettype"], .number), (["xg", "tpnsCollapseId"], .number), (["xg", "groupId"], .string),
      (["xg", "templateId"], .string), (["xg", "traceId"], .string), (["xg", "token"], .string), (["xg", "xgToken"], .string),
      (["custom"], .string), (["xg_media_resources"], .string),
    ],
    meanings: [
      (["xg"], "TPNS/XG delivery data"), (["xg", "msgid"], "TPNS message id"), (["xg", "ts"], "TPNS send time"),
      (["aps", "badge_type"], "TPNS badge: -1 keeps it, -2 adds one, N > 0 sets it"),
      (["custom"], "TPNS custom data (JSON text)"), (["xg_media_resources"], "TPNS rich media URL"),
    ])

  static let oneSignal = PushVendor(
    id: "onesignal", name: "OneSignal via APNs", page: "https://documentation.onesignal.com/docs/osnotification-payload",
    // A sender's request to "Create notification" names the app beside the message or its audience
    // (https://documentation.onesignal.com/reference/create-notification).
    marks: [
      ["custom/i"], ["os_data"], ["app_id", "contents"], ["app_id", "headings"], ["app_id", "include_player_ids"],
      ["app_id", "include_subscription_ids"], ["app_id", "include_external_user_ids"], ["app_id", "included_segments"],
      // The SDK's own notification object as apps print it: `notificationId` beside the `rawPayload` it was
      // built from (the page above); the Cordova and React Native SDKs before 3.0 hand `{isAppInFocus, shown,
      // displayType, payload: {notificationID, …}}`, or an open result with it in `notification` (public
      // captures 782-786, 812).
      ["notificationId", "rawPayload"], ["notificationID", "rawPayload"], ["isAppInFocus", "payload/notificationID"],
      ["isAppInFocus", "payload/notificationId"], ["notification/isAppInFocus", "notification/payload/notificationID"],
      ["notification/isAppInFocus", "notification/payload/notificationId"], ["isAppInFocus", "displayType"],
      // … and an open result whose notification has no `isAppInFocus` (SDK 3.x's `OSNotificationOpenResult`:
      // `shown`, `displayType` and the payload with its `notificationID` and `rawPayload`; public capture 38).
      ["notification/payload/notificationID", "notification/payload/rawPayload"],
    ],
    types: [(["custom", "i"], .string), (["custom", "u"], .string), (["custom", "ti"], .string), (["custom", "tn"], .string), (["custom", "badge_inc"], .number)],
    meanings: [
      (["custom"], "OneSignal data"), (["custom", "i"], "OneSignal notification id"),
      (["custom", "a"], "OneSignal additional data"), (["custom", "u"], "OneSignal launch URL"),
      (["custom", "ti"], "OneSignal template id"), (["custom", "tn"], "OneSignal template name"),
      (["custom", "badge_inc"], "OneSignal badge increment"), (["os_data"], "OneSignal data (newer SDKs)"),
    ])

  static let airship = PushVendor(
    id: "airship", name: "Airship (Urban Airship) via APNs", page: "https://github.com/urbanairship/urbanairship-cordova/issues/224",
    // A sender's push object names its audience and device types ("Push Object",
    // https://docs.airship.com/api/ua/#schemas-pushobject).
    marks: [["com.urbanairship.metadata"], ["_", "aps"], ["com.urbanairship.*"], ["audience", "device_types"]],
    types: [(["_"], .string), (["com.urbanairship.metadata"], .string)],
    meanings: [(["_"], "Airship send id"), (["com.urbanairship.metadata"], "Airship metadata (base64 JSON: version, time, push id)")])

  static let braze = PushVendor(
    id: "braze", name: "Braze via APNs", page: "https://braze.com/docs/user_guide/personalization_and_dynamic_content/key_value_pairs",
    // A sender's `/messages/send` request names its platforms' messaging objects ("Apple push object",
    // https://www.braze.com/docs/api/objects_filters/messaging/apple_object/).
    marks: [["ab"], ["ab_uri"], ["messages/apple_push"], ["messages/android_push"]],
    types: [(["ab_uri"], .string)],
    meanings: [
      (["ab"], "Braze data (campaign, attachment, push story)"), (["ab_uri"], "Braze deep link"),
      (["messages"], "Braze /messages/send: the message per platform"), (["messages", "apple_push"], "Braze Apple push object (alert, badge, extra, buttons)"),
    ])

  static let leanplum = PushVendor(
    id: "leanplum", name: "Leanplum via APNs",
    page: "https://github.com/Leanplum/Leanplum-iOS-SDK/blob/0a1f2142bab6db644bb96b7b474e42c1285b1001/LeanplumSDK/LeanplumSDK/Classes/Notifications/LPNotificationsConstants.h",
    marks: [["_lpm"], ["_lpx"], ["_lpu"], ["_lpn"], ["_lpv"], ["lp_occurrence_id"]],
    types: [(["lp_occurrence_id"], .string), (["lp_sent_time"], .number)],
    meanings: [
      (["_lpm"], "Leanplum message id"), (["_lpx"], "Leanplum open action"), (["_lpc"], "Leanplum custom actions"),
      (["_lpu"], "Leanplum message id (in-app display muted)"), (["_lpn"], "Leanplum message id (no action)"),
      (["lp_occurrence_id"], "Leanplum occurrence id"), (["lp_sent_time"], "Leanplum send time"),
    ])

  static let apphud = PushVendor(
    id: "apphud", name: "Apphud via APNs",
    page: "https://github.com/apphud/ApphudSDK/blob/3a6b8cd560bd575e583637ed969155fe533c4254/Sources/ApphudUI/ApphudScreensManager.swift",
    marks: [["rule_id"], ["screen_id"]],
    types: [(["rule_id"], .string), (["rule_name"], .string), (["screen_id"], .string), (["screen_name"], .string)],
    meanings: [
      (["rule_id"], "Apphud rule id"), (["rule_name"], "Apphud rule name"),
      (["screen_id"], "Apphud screen to open"), (["screen_name"], "Apphud screen name"),
    ])

  static let sinch = PushVendor(
    id: "sinch", name: "Sinch via APNs",
    page: "https://github.com/relatedcode/RelatedChat/blob/master/Messenger/Vendors/SinchService/SinchService/PrivateHeaders/Sinch/SINPushPair.h",
    marks: [["owner", "type"], ["sin"], ["SIN"]],
    types: [(["owner"], .string), (["type"], .string), (["sin"], .string), (["SIN"], .string)],
    meanings: [(["owner"], "\"sinch\": a Sinch SDK push"), (["sin"], "Sinch payload (opaque, for the SDK)"), (["SIN"], "Sinch payload (opaque, for the SDK)")])

  static let aliyun = PushVendor(
    id: "aliyun", name: "Alibaba Cloud (Aliyun) EMAS Push via APNs", page: "https://help.aliyun.com/document_detail/50271.htm",
    // The Android SDK's extras map handed to the app (`onNotificationOpened`) adds its own
    // `_ALIYUN_NOTIFICATION_*_` keys beside the sender's (public capture 810, a Flutter plugin's print).
    marks: [["i", "m"], ["i", "exts"], ["_ALIYUN_NOTIFICATION_ID_"]],
    types: [(["i"], .number), (["_ALIYUN_NOTIFICATION_*"], .string)],
    meanings: [
      (["i"], "Aliyun notification id"), (["m"], "Aliyun internal data"), (["exts"], "Aliyun internal data"),
      (["_ALIYUN_NOTIFICATION_ID_"], "Aliyun notification id (Android SDK extras)"),
      (["_ALIYUN_NOTIFICATION_PRIORITY_"], "Aliyun notification priority (Android SDK extras)"),
    ])

  static let umeng = PushVendor(
    id: "umeng", name: "Umeng (友盟 U-Push) via APNs", page: "https://github.com/umeng/UMengDemo",
    marks: [["d", "p"]],
    types: [(["d"], .string), (["p"], .number)],
    meanings: [(["d"], "Umeng message id"), (["p"], "Umeng (0 in every sample)")])

  /// Not a payload: the message SNS is given, each platform's payload as JSON text (read out as captures).
  static let amazonSNS = PushVendor(
    id: "aws-sns", name: "Amazon SNS message envelope (holds APNs payloads as text)",
    page: "https://docs.aws.amazon.com/sns/latest/dg/sns-send-custom-platform-specific-payloads-mobile-devices.html",
    marks: [["APNS"], ["APNS_SANDBOX"]],
    types: [],
    meanings: [(["APNS"], "the APNs payload for production endpoints (JSON text)"), (["APNS_SANDBOX"], "the APNs payload for sandbox endpoints (JSON text)"), (["default"], "the message for other platforms")])
}
