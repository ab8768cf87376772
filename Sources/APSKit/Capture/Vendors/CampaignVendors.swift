/// Marketing, engagement and analytics services whose iOS SDK tells its own pushes by a key: each
/// row's marks are the keys that SDK's parser reads (the source linked in `page`, pinned to the
/// commit read), its types those the parser casts to (evidence in Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let campaign: [PushVendor] = [
    blueshift, webEngage, reteno, dengage, notificare, wonderPush, cleverPush, pushEngage, iZooto, altcraft, ortto,
    attentive, sendios, suprSend, apptentive, karte, appMetrica, mobPush,
  ]

  /// Blueshift: `isBlueshiftPushNotification:` is "has `bsft_message_uuid`". The ids are assigned to
  /// `NSString` variables without a check, which fixes no type: left to the printer.
  static let blueshift = PushVendor(
    id: "blueshift", name: "Blueshift via APNs",
    page: "https://github.com/blueshift-labs/Blueshift-iOS-SDK/blob/1fb7344f7ea2bcd3d7894018fc536fdc36d8fce5/BlueShift-iOS-SDK/BlueShiftNotificationConstants.h",
    marks: [["bsft_message_uuid"], ["bsft_experiment_uuid"]],
    types: [],
    meanings: [
      (["bsft_message_uuid"], "Blueshift message id"), (["bsft_experiment_uuid"], "Blueshift campaign experiment id"),
      (["bsft_user_uuid"], "Blueshift user id"), (["bsft_transaction_uuid"], "Blueshift transaction id"),
      (["bsft_seed_list_send"], "Blueshift seed-list (test) send"), (["bsft_*"], "Blueshift tracking key"),
    ])

  /// WebEngage: its service extension takes a push whose `source` is "webengage" and lays out
  /// `expandableDetails`; the open is reported with `experiment_id` and `notification_id`.
  static let webEngage = PushVendor(
    id: "webengage", name: "WebEngage via APNs",
    page: "https://github.com/WebEngage/WEServiceExtension/blob/5ad712df5eb4b1b4436a3563ff6ada85f8828140/Sources/WEServiceExtension/WEServiceExtension.swift",
    marks: [["expandableDetails"], ["experiment_id", "notification_id"]],
    types: [],
    meanings: [
      (["source"], "\"webengage\": a WebEngage push"), (["expandableDetails"], "WebEngage rich layout (style, image, buttons)"),
      (["experiment_id"], "WebEngage campaign experiment id"), (["notification_id"], "WebEngage notification id"),
      (["customData"], "WebEngage custom data (key and value pairs)"),
    ])

  /// Reteno (formerly eSputnik): a push is Reteno's when it holds `es_interaction_id` (`as? String`).
  static let reteno = PushVendor(
    id: "reteno", name: "Reteno (eSputnik) via APNs",
    page: "https://github.com/reteno-com/reteno-mobile-ios-sdk/blob/afcdec18de0ae5b14715c70dfd9bf0c6159b9acc/Reteno/Sources/UserNotifications/RetenoUserNotification.swift",
    marks: [["es_interaction_id"]],
    types: [
      (["es_interaction_id"], .string), (["es_link"], .string), (["es_link_raw"], .string), (["es_notification_image"], .string),
      (["es_notification_images"], .string), (["es_buttons"], .string), (["es_inapp"], .string),
    ],
    meanings: [
      (["es_interaction_id"], "Reteno interaction id"), (["es_link"], "Reteno deep link"),
      (["es_notification_image"], "Reteno image URL"), (["es_buttons"], "Reteno buttons (JSON text)"),
      (["es_inapp"], "Reteno: open an in-app message (\"true\")"), (["es_*"], "Reteno option"),
    ])

  /// D·engage: the SDK decodes the whole userInfo as `PushContent` and keeps it when `messageSource`
  /// is "DENGAGE"; `messageId` is an `Int`, `messageDetails` a `String`.
  static let dengage = PushVendor(
    id: "dengage", name: "D·engage via APNs",
    page: "https://github.com/dengage-tech/dengage-ios-sdk/blob/3c6b53bb2bbcb43db31e4799ae7df711dd1361c3/Sources/Dengage/Models/PushContent.swift",
    marks: [["messageSource", "messageDetails"]],
    types: [
      (["messageId"], .number), (["messageDetails"], .string), (["transactionId"], .string), (["messageSource"], .string),
      (["targetUrl"], .string),
    ],
    meanings: [
      (["messageSource"], "\"DENGAGE\": a D·engage push"), (["messageId"], "D·engage message id"),
      (["messageDetails"], "D·engage message details (tracking)"), (["transactionId"], "D·engage transaction id"),
      (["targetUrl"], "D·engage URL to open"), (["carouselContent"], "D·engage carousel items"),
    ])

  /// Notificare: the SDK takes a push whose `x-application` is its application's id (`x-sender` is
  /// "notificare"); `id` and `notificationId` are strings, `system` a Bool.
  static let notificare = PushVendor(
    id: "notificare", name: "Notificare via APNs",
    page: "https://github.com/Notificare/notificare-sdk-ios/blob/27c1f95477b869f17edef9710e40a0cc6bf59a9f/NotificarePushKit/Sources/Internals/ApplicationDelegate/NotificarePushAppDelegateInterceptor.swift",
    marks: [["x-application", "notificationId"], ["x-sender", "x-application"]],
    types: [(["id"], .string), (["notificationId"], .string), (["x-application"], .string), (["inboxItemId"], .string)],
    meanings: [
      (["x-sender"], "\"notificare\": a Notificare push"), (["x-application"], "Notificare application id"),
      (["id"], "Notificare push id"), (["notificationId"], "Notificare notification id"),
      (["system"], "Notificare system (not user-visible) notification"), (["systemType"], "Notificare system notification type"),
      (["inboxItemId"], "Notificare inbox item id"), (["attachment"], "Notificare rich attachment"),
    ])

  /// WonderPush: everything under `_wp` (`WP_PUSH_NOTIFICATION_KEY`): its type and the URL to open,
  /// read with `stringForKey:` (which takes only an `NSString`), and the reporting ids `n`
  /// (notification) and `c` (campaign), taken as they come.
  static let wonderPush = PushVendor(
    id: "wonderpush", name: "WonderPush via APNs",
    page: "https://github.com/wonderpush/wonderpush-ios-sdk/blob/9660759e7bffb84ac5c2e6baa60884d26f4605e5/Sources/WonderPush/WonderPush_constants.h",
    marks: [["_wp"]],
    types: [(["_wp", "type"], .string), (["_wp", "targetUrl"], .string), (["_wp", "targetUrlMode"], .string)],
    meanings: [
      (["_wp"], "WonderPush data (type, targetUrl, reporting ids)"), (["_wp", "type"], "WonderPush notification type (simple, data, url, text, html)"),
      (["_wp", "targetUrl"], "WonderPush URL to open"), (["_wp", "n"], "WonderPush notification id"), (["_wp", "c"], "WonderPush campaign id"),
    ])

  /// CleverPush: the payload's `notification` and `subscription` objects, each with its `_id`
  /// (`cleverPushStringForKey:`, which also takes a number: no type is fixed).
  static let cleverPush = PushVendor(
    id: "cleverpush", name: "CleverPush via APNs",
    page: "https://github.com/cleverpush/cleverpush-ios-sdk/blob/a1a38ed015ffea531407b2f6d047407611c0f55f/CleverPush/Source/CleverPushInstance.m",
    marks: [["notification/_id", "subscription/_id"]],
    types: [],
    meanings: [
      (["notification"], "CleverPush notification (_id, title, text, url, media)"), (["notification", "_id"], "CleverPush notification id"),
      (["subscription"], "CleverPush subscription of the device"), (["subscription", "_id"], "CleverPush subscription id"),
    ])

  /// PushEngage: the SDK decodes `pe` (`PEPayload.Custom`): `tag` the notification, `u` the URL,
  /// `rf`, `bi`, `ba` integers.
  static let pushEngage = PushVendor(
    id: "pushengage", name: "PushEngage via APNs",
    page: "https://github.com/awesomemotive/pushengage-ios-sdk/blob/c7024e1fb997aca4dce3ea065aa1bdd45eda6e65/Sources/PushEngage/Model/PEPayLoad.swift",
    marks: [["pe/tag"]],
    types: [
      (["pe", "tag"], .string), (["pe", "u"], .string), (["pe", "att"], .string), (["pe", "dl"], .string),
      (["pe", "rf"], .number), (["pe", "bi"], .number), (["pe", "ba"], .number),
    ],
    meanings: [
      (["pe"], "PushEngage data"), (["pe", "tag"], "PushEngage notification tag (id)"), (["pe", "u"], "PushEngage URL to open"),
      (["pe", "att"], "PushEngage attachment URL"), (["pe", "dl"], "PushEngage deep link"), (["pe", "ab"], "PushEngage action buttons"),
      (["pe", "ad"], "PushEngage additional data"), (["pe", "bi"], "PushEngage badge increment"),
    ])

  /// iZooto: the SDK reads its keys from inside `aps` (`Payload(dictionary: aps)`): `r` the
  /// notification's rid and `ct` its creation time as strings, `k`, `tl`, `ri` integers.
  static let iZooto = PushVendor(
    id: "izooto", name: "iZooto via APNs",
    page: "https://github.com/iZooto-App-Push/iZootoiOSSDK/blob/ec14a66f6770b11044fc59683199d57a3349327e/iZootoiOSSDK/iZootoiOSSDK/Source/Payload/Payload.swift",
    marks: [["aps/r", "aps/ct"]],
    types: [
      (["aps", "r"], .string), (["aps", "ct"], .string), (["aps", "id"], .string), (["aps", "tg"], .string),
      (["aps", "ap"], .string), (["aps", "k"], .number), (["aps", "tl"], .number), (["aps", "ri"], .number),
    ],
    meanings: [
      (["aps", "r"], "iZooto notification rid"), (["aps", "ct"], "iZooto creation time"), (["aps", "k"], "iZooto key"),
      (["aps", "tl"], "iZooto time to live"), (["aps", "ln"], "iZooto landing URL"), (["aps", "fu"], "iZooto fetch URL (ad content)"),
    ])

  /// Altcraft: `isAltcraftPush` is "has `_ac_push`".
  static let altcraft = PushVendor(
    id: "altcraft", name: "Altcraft via APNs",
    page: "https://github.com/altcraft/ios-sdk/blob/c9b72bf30ea45d0b8b5b364ef06241e59beb4180/Altcraft/push/AltcraftPushReceiver.swift",
    marks: [["_ac_push"]],
    types: [],
    meanings: [(["_ac_push"], "an Altcraft push")])

  /// Ortto: the SDK parses a push only when it has `ortto_notification_id` (`as? String`);
  /// `actions` and `primary_action` are JSON text.
  static let ortto = PushVendor(
    id: "ortto", name: "Ortto via APNs",
    page: "https://github.com/autopilot3/ortto-push-ios-sdk/blob/99ebe95da49255339072ff4f2f72852f8c0c7bd8/Sources/PushMessaging/Models/PushNotificationPayload.swift",
    marks: [["ortto_notification_id"]],
    types: [
      (["ortto_notification_id"], .string), (["link"], .string), (["image"], .string), (["event_tracking_url"], .string),
      (["actions"], .string), (["primary_action"], .string),
    ],
    meanings: [
      (["ortto_notification_id"], "Ortto notification id"), (["link"], "Ortto link to open"), (["image"], "Ortto image URL"),
      (["event_tracking_url"], "Ortto event tracking URL"), (["actions"], "Ortto action buttons (JSON text)"),
      (["primary_action"], "Ortto tap action (JSON text)"),
    ])

  /// Attentive: the SDK reports the open with `attentiveCallbackData` and opens its
  /// `attentive_open_action_url`.
  static let attentive = PushVendor(
    id: "attentive", name: "Attentive via APNs",
    page: "https://github.com/attentive-mobile/attentive-ios-sdk/blob/644596d568c749add34b6406cfa990f1c52be38d/Sources/Public/SDK/ATTNSDK.swift",
    marks: [["attentiveCallbackData"]],
    types: [(["attentiveCallbackData", "attentive_open_action_url"], .string)],
    meanings: [
      (["attentiveCallbackData"], "Attentive tracking data"),
      (["attentiveCallbackData", "attentive_open_action_url"], "Attentive deep link"),
    ])

  /// Sendios: the README's "Push Notification Payload" table: `data` (every value a `String`) with
  /// `push_id`, `logic_id`, `template_id`, `mf_split_group`.
  static let sendios = PushVendor(
    id: "sendios", name: "Sendios via APNs",
    page: "https://github.com/sendios/ios-sdk/blob/64234b11b00fbb88c256073efc2383f6336a8603/README.md#push-notification-payload",
    marks: [["data/push_id", "data/logic_id"], ["data/push_id", "data/template_id"], ["data/mf_split_group"]],
    types: [(["data", "*"], .string)],
    meanings: [
      (["data"], "Sendios data (push_id, type, route, logic_id, template_id)"), (["data", "push_id"], "Sendios push id"),
      (["data", "logic_id"], "Sendios logic id"), (["data", "template_id"], "Sendios template name"),
      (["data", "mf_split_group"], "Sendios split group"), (["data", "route"], "Sendios screen to open"),
    ])

  /// SuprSend: `isSuprSendNotificationInfo` is "has `via_suprsend`"; `nid` (`as? String`) is
  /// reported back.
  static let suprSend = PushVendor(
    id: "suprsend", name: "SuprSend via APNs",
    page: "https://github.com/suprsend/suprsend-swift-sdk/blob/c504ee62f6922a4ae18345ba991365a60e71cca6/Sources/SuprSend/Push.swift",
    marks: [["via_suprsend"]],
    types: [(["nid"], .string), (["global_action_url"], .string), (["image_url"], .string)],
    meanings: [
      (["via_suprsend"], "a SuprSend push"), (["nid"], "SuprSend notification id"),
      (["global_action_url"], "SuprSend URL to open"), (["image_url"], "SuprSend image URL"),
    ])

  /// Apptentive (Alchemer Mobile): a push is the SDK's when it holds an `apptentive` dictionary
  /// (`action` "pmc" opens Message Center; `alert` `as? String`).
  static let apptentive = PushVendor(
    id: "apptentive", name: "Apptentive (Alchemer) via APNs",
    page: "https://github.com/apptentive/apptentive-kit-ios/blob/266e9f1a2f30f2579ee6bf6aaced344720e4e30f/Sources/ApptentiveKit/Apptentive+Push.swift",
    marks: [["apptentive"]],
    types: [(["apptentive", "alert"], .string), (["apptentive", "action"], .string)],
    meanings: [
      (["apptentive"], "Apptentive data"), (["apptentive", "action"], "Apptentive action (pmc: open Message Center)"),
      (["apptentive", "alert"], "Apptentive alert text"),
    ])

  /// KARTE (PLAID): `krt_push_notification` or `krt_mass_push_notification` marks the SDK's push;
  /// the campaign ids are strings, `krt_attributes` and `krt_event_values` JSON text.
  static let karte = PushVendor(
    id: "karte", name: "KARTE via APNs",
    page: "https://github.com/plaidev/karte-ios-sdk/blob/861a4d6ace8bef6ded6cdfb622b742da79efa02b/KarteRemoteNotification/RemoteNotificationKey.swift",
    marks: [["krt_push_notification"], ["krt_mass_push_notification"]],
    types: [
      (["krt_campaign_id"], .string), (["krt_shorten_id"], .string), (["krt_event_values"], .string), (["krt_attributes"], .string),
    ],
    meanings: [
      (["krt_push_notification"], "a KARTE targeted push"), (["krt_mass_push_notification"], "a KARTE mass push"),
      (["krt_campaign_id"], "KARTE campaign id"), (["krt_shorten_id"], "KARTE short id"),
      (["krt_event_values"], "KARTE event values (JSON text)"), (["krt_attributes"], "KARTE attributes (JSON text: url, attachment)"),
    ])

  /// AppMetrica Push (Yandex): everything under `yamp` (`AMPPushNotificationPayloadParser`): `i` the
  /// notification id, `l` the link, `d` the user data (assigned to `NSString` variables without a
  /// check: their types are left to the printer).
  static let appMetrica = PushVendor(
    id: "appmetrica", name: "AppMetrica Push (Yandex) via APNs",
    page: "https://github.com/appmetrica/push-sdk-ios/blob/403cb3c7bcb7f47b4ca3291d265ea3e5c18c83d4/AppMetricaPush/Sources/AMPPushNotificationPayloadParser.m",
    marks: [["yamp"]],
    types: [],
    meanings: [
      (["yamp"], "AppMetrica Push data"), (["yamp", "i"], "AppMetrica notification id"), (["yamp", "l"], "AppMetrica URL to open"),
      (["yamp", "d"], "AppMetrica user data"), (["yamp", "a"], "AppMetrica attachments"),
      (["yamp", "del-collapse-ids"], "AppMetrica notifications to remove"),
    ])

  /// MobPush (MobTech): the APNs push carries `mobpushMessageId` (the Cocos2d-x plugin's own comment
  /// shows the push as NSLog prints it). The plugin assigns it to an `NSString` variable without a
  /// check, which fixes no type: public capture 145 keeps the number as printed.
  static let mobPush = PushVendor(
    id: "mobpush", name: "MobPush (MobTech) via APNs",
    page: "https://github.com/MobClub/MobPush-For-Cocos2dx/blob/44ce28741e3efadf02e452c2e1b33fada2b28eb8/Classes/C2DXMobPush/iOS/C2DXiOSMobPushCallBack.mm",
    marks: [["mobpushMessageId"]],
    types: [],
    meanings: [(["mobpushMessageId"], "MobPush message id")])
}
