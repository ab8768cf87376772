/// Marketing, engagement and notification-routing services that send through APNs. Each row: the
/// keys that recognise it, their types where a printer may lose them, their meanings, and the page
/// or SDK source that names them (evidence in Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let engagement: [PushVendor] = [
    cleverTap, iterable, batch, moEngage, customerIO, pushwoosh, klaviyo, salesforce, adobeJourney, adobeCampaign,
    pusherBeams, pinpoint, expo, knock, courier, ntfy, moodle, taplytics, pubNub, emarsys, countly, bloomreach, mindbox, sourse,
  ]

  /// CleverTap: `wzrk_`-prefixed keys (the SDK's own constants).
  static let cleverTap = PushVendor(
    id: "clevertap", name: "CleverTap via APNs", page: "https://github.com/CleverTap/clevertap-ios-sdk",
    marks: [["wzrk_id"], ["wzrk_pivot"], ["wzrk_acct_id"]],
    types: [(["wzrk_id"], .string), (["wzrk_pivot"], .string), (["wzrk_acct_id"], .string), (["wzrk_dl"], .string), (["wzrk_ttl"], .number)],
    meanings: [
      (["wzrk_id"], "CleverTap campaign id (campaign_timestamp)"), (["wzrk_pivot"], "CleverTap campaign variant"),
      (["wzrk_acct_id"], "CleverTap account id"), (["wzrk_dl"], "CleverTap deep link"), (["wzrk_ttl"], "CleverTap expiry (seconds since 1970)"),
      (["wzrk_bp"], "CleverTap rich media URL"), (["wzrk_cid"], "CleverTap Android channel id"), (["wzrk_*"], "CleverTap option"),
    ])

  static let iterable = PushVendor(
    id: "iterable", name: "Iterable via APNs", page: "https://github.com/Iterable/swift-sdk",
    marks: [["itbl"]],
    types: [(["itbl", "campaignId"], .number), (["itbl", "templateId"], .number), (["itbl", "messageId"], .string)],
    meanings: [
      (["itbl"], "Iterable data (campaign, template, message, buttons)"), (["itbl", "campaignId"], "Iterable campaign id"),
      (["itbl", "templateId"], "Iterable template id"), (["itbl", "messageId"], "Iterable message id"),
      (["itbl", "isGhostPush"], "Iterable silent sync push"), (["itbl", "defaultAction"], "Iterable tap action"),
      (["itbl", "actionButtons"], "Iterable action buttons"),
    ])

  /// Batch: everything under `com.batch` (the SDK's `kWebserviceKeyPushBatchData`).
  static let batch = PushVendor(
    id: "batch", name: "Batch via APNs", page: "https://github.com/BatchLabs/Batch-iOS-SDK",
    marks: [["com.batch"]],
    types: [(["com.batch", "i"], .string), (["com.batch", "l"], .string)],
    meanings: [
      (["com.batch"], "Batch data"), (["com.batch", "i"], "Batch push id"), (["com.batch", "l"], "Batch deep link"),
      (["com.batch", "li"], "Batch: open the deep link in the app"), (["com.batch", "at"], "Batch rich attachment"),
      (["com.batch", "od"], "Batch open data"),
    ])

  static let moEngage = PushVendor(
    id: "moengage", name: "MoEngage via APNs", page: "https://github.com/moengage/MoEngage-iOS-SDK",
    marks: [["moengage"]],
    types: [(["moengage", "cid"], .string)],
    meanings: [(["moengage"], "MoEngage data (campaign id, app id, deep link, rich media)"), (["moengage", "cid"], "MoEngage campaign id")])

  static let customerIO = PushVendor(
    id: "customerio", name: "Customer.io via APNs", page: "https://docs.customer.io/integrations/sdk/ios/push/test-push/",
    marks: [["CIO/push"], ["CIO"]],
    types: [(["CIO", "push", "link"], .string), (["CIO", "push", "image"], .string)],
    meanings: [(["CIO"], "Customer.io data"), (["CIO", "push"], "Customer.io push options (link, image)")])

  static let pushwoosh = PushVendor(
    id: "pushwoosh", name: "Pushwoosh via APNs", page: "https://github.com/Pushwoosh/pushwoosh-ios-sdk",
    // … and a sender's `/createMessage` request: `request` with the application (or its group) beside
    // the `notifications` list, its only root parameters with `auth` ("Push Notification payload keys",
    // https://help.pushwoosh.com/hc/en-us/articles/360020536252-Push-Notification-payload-keys).
    marks: [
      ["pw_msg"], ["p", "pw_msg"], ["pw_stories"], ["request/application", "request/notifications"],
      ["request/applications_group", "request/notifications"],
    ],
    types: [(["p"], .string), (["pw_msg"], .string), (["u"], .string), (["l"], .string)],
    meanings: [
      (["p"], "Pushwoosh message hash"), (["pw_msg"], "\"1\": a Pushwoosh push"), (["u"], "Pushwoosh custom data (JSON text)"),
      (["l"], "Pushwoosh URL to open"), (["pw_stories"], "Pushwoosh stories (pages of image, title, link)"),
      (["request"], "Pushwoosh /createMessage request (application, auth, notifications)"),
      (["request", "notifications"], "Pushwoosh messages to create (content, send_date, ios_root_params: keys merged into the APNs payload)"),
    ])

  static let klaviyo = PushVendor(
    id: "klaviyo", name: "Klaviyo via APNs", page: "https://github.com/klaviyo/klaviyo-swift-sdk",
    // `rich-media` and its type: the Klaviyo SDK's notification service extension reads them.
    marks: [["body/_k"], ["rich-media", "rich-media-type"]],
    types: [],
    meanings: [
      (["body"], "Klaviyo data (_k: Klaviyo tracking properties)"), (["url"], "Klaviyo deep link"),
      (["rich-media"], "Klaviyo rich media URL"), (["rich-media-type"], "Klaviyo rich media file type"),
    ])

  /// Salesforce Marketing Cloud MobilePush: `_sid` is "SFMC".
  static let salesforce = PushVendor(
    id: "salesforce", name: "Salesforce Marketing Cloud MobilePush via APNs",
    page: "https://github.com/salesforce-marketingcloud/MarketingCloudSDK-iOS",
    marks: [["_sid"], ["_m", "_r"]],
    types: [(["_m"], .string), (["_r"], .string), (["_sid"], .string), (["_mt"], .string)],
    meanings: [
      (["_sid"], "\"SFMC\": a Marketing Cloud push"), (["_m"], "Marketing Cloud message id"), (["_r"], "Marketing Cloud request id"),
      (["_mt"], "Marketing Cloud message type"), (["_od"], "Marketing Cloud URL to open"), (["_x"], "Marketing Cloud custom keys"),
    ])

  static let adobeJourney = PushVendor(
    id: "adobe-ajo", name: "Adobe Journey Optimizer via APNs",
    page: "https://developer.adobe.com/client-sdks/solution/adobe-journey-optimizer/push-notification/",
    // A sender's FCM request carries the Android keys as data (`message.android.data.adb_*`: "Push
    // Notification Payload Keys", https://developer.adobe.com/client-sdks/edge/adobe-journey-optimizer/push-notification/push-payload/).
    marks: [["_xdm"], ["adb_a"], ["adb_uri"], ["adb_media"], ["message/android/data/adb_*"]],
    types: [(["adb_uri"], .string), (["adb_media"], .string), (["message", "android", "data", "*"], .string)],
    meanings: [
      (["_xdm"], "Adobe tracking data (cjm: journey and message ids)"), (["adb_uri"], "Adobe deep link"),
      (["adb_media"], "Adobe rich media URL"), (["adb_a"], "Adobe action buttons"), (["adb_category"], "Adobe notification category"),
      (["message", "android", "data", "adb_*"], "Adobe Android notification key (title, body, sound, channel, image, actions)"),
    ])

  static let adobeCampaign = PushVendor(
    id: "adobe-campaign", name: "Adobe Campaign via APNs",
    page: "https://experienceleague.adobe.com/docs/campaign-standard/using/administrating/configuring-mobile/push-payload.html",
    marks: [["_mId", "_dId"]],
    types: [(["_mId"], .string), (["_dId"], .string)],
    meanings: [(["_mId"], "Adobe Campaign message id (tracking)"), (["_dId"], "Adobe Campaign delivery id (tracking)")])

  static let pusherBeams = PushVendor(
    id: "pusher-beams", name: "Pusher Beams via APNs", page: "https://pusher.com/docs/beams/reference/publish-payloads/",
    // A sender's publish request: the interests or users beside each platform's payload, `apns`
    // holding `aps` as it is ("Publish API", https://pusher.com/docs/beams/reference/publish-api).
    marks: [
      ["data/pusher"], ["interests", "apns"], ["interests", "fcm"], ["interests", "web"], ["users", "apns"], ["apns/aps", "fcm"],
      ["apns/aps", "web"],
    ],
    types: [(["data", "pusher", "publishId"], .string)],
    meanings: [(["data"], "Pusher Beams data"), (["data", "pusher"], "Pusher Beams delivery data (publishId)")])

  static let pinpoint = PushVendor(
    id: "pinpoint", name: "Amazon Pinpoint via APNs", page: "https://github.com/aws-amplify/aws-sdk-ios",
    marks: [["data/pinpoint"]],
    types: [],
    meanings: [(["data"], "Amazon Pinpoint data"), (["data", "pinpoint"], "Pinpoint campaign or journey data (ids, deep link)")])

  /// Expo's push service: the sender's `data` arrives as `body`, beside the project's identity.
  static let expo = PushVendor(
    id: "expo", name: "Expo push service via APNs", page: "https://docs.expo.dev/push-notifications/sending-notifications-custom/",
    // A sender's request to Expo's push API: `to` (the Expo push token) beside the notification's own
    // `title`/`body` ("Message request format", https://docs.expo.dev/push-notifications/sending-notifications/#message-request-format);
    // FCM's legacy request nests them under `notification`.
    // expo-notifications' own `Notification` object (`date`, `request: {identifier, content, trigger}`) carries
    // the push under its trigger: `remoteMessage` on Android, `payload` on iOS ("Notification",
    // https://docs.expo.dev/versions/latest/sdk/notifications/#notification).
    marks: [
      ["experienceId"], ["scopeKey"], ["to", "title"], ["to", "body"], ["request/trigger/remoteMessage/data/experienceId"],
      ["request/trigger/remoteMessage/data/scopeKey"], ["request/trigger/payload/experienceId"], ["request/trigger/payload/scopeKey"],
    ],
    types: [(["experienceId"], .string), (["scopeKey"], .string)],
    meanings: [
      (["body"], "Expo: the data the sender passed"), (["experienceId"], "Expo project (@owner/slug)"), (["scopeKey"], "Expo project scope"),
      (["to"], "Expo push API: the Expo push token(s) to send to"),
    ])

  static let knock = PushVendor(
    id: "knock", name: "Knock via APNs", page: "https://docs.knock.app/integrations/push/apns",
    marks: [["knock_message_id"]],
    types: [(["knock_message_id"], .string)],
    meanings: [(["knock_message_id"], "Knock message id (delivery tracking)")])

  static let courier = PushVendor(
    id: "courier", name: "Courier via APNs", page: "https://github.com/trycourier/courier-ios",
    marks: [["trackingUrl"]],
    types: [(["trackingUrl"], .string)],
    meanings: [(["trackingUrl"], "Courier delivery and click tracking URL")])

  /// ntfy's iOS app is woken through Firebase: the message's fields are FCM data (strings).
  static let ntfy = PushVendor(
    id: "ntfy", name: "ntfy via FCM and APNs", page: "https://docs.ntfy.sh/config/#ios-instant-notifications",
    marks: [["topic", "event", "time"]],
    types: [(["time"], .string), (["id"], .string), (["priority"], .string)],
    meanings: [
      (["topic"], "ntfy topic"), (["event"], "ntfy event (message, poll_request)"), (["id"], "ntfy message id"),
      (["time"], "ntfy message time (seconds since 1970)"), (["message"], "ntfy message text"), (["poll_id"], "ntfy message to fetch"),
    ])

  /// Moodle's mobile app through the Moodle push server (Airnotifier).
  static let moodle = PushVendor(
    id: "moodle", name: "Moodle app via APNs (Airnotifier)", page: "https://github.com/moodlehq/moodleapp",
    marks: [["site", "notif"], ["site", "component", "name"]],
    types: [(["site"], .string), (["courseid"], .number)],
    meanings: [
      (["site"], "Moodle site id (hash)"), (["notif"], "1: a Moodle notification"), (["component"], "Moodle component that sent it"),
      (["name"], "Moodle message type"), (["courseid"], "Moodle course id"), (["userfromid"], "Moodle sender id"),
    ])

  static let taplytics = PushVendor(
    id: "taplytics", name: "Taplytics via APNs", page: "https://github.com/taplytics/Taplytics-iOS-SDK",
    // Taplytics' documented payload puts its id inside aps, beside a `taplytics` dictionary.
    marks: [["tl_id"], ["aps/tl_id"], ["taplytics"]],
    types: [(["tl_id"], .string), (["aps", "tl_id"], .string)],
    meanings: [
      (["tl_id"], "Taplytics push id"), (["custom_keys"], "Taplytics custom data"), (["taplytics"], "Taplytics data (image_url)"),
    ])

  /// Not a payload: a PubNub message for its push gateway, the APNs payload under `pn_apns`.
  static let pubNub = PushVendor(
    id: "pubnub", name: "PubNub Mobile Push (message for its gateway; the APNs payload in pn_apns)",
    page: "https://www.pubnub.com/docs/sdks/rest-api/mobile-push-notifications-introduction",
    marks: [["pn_apns"], ["pn_gcm", "pn_apns"]],
    types: [],
    meanings: [
      (["pn_apns"], "the APNs payload PubNub sends (aps and custom keys)"), (["pn_apns", "pn_push"], "PubNub APNs2 targets (topic, environment)"),
      (["pn_gcm"], "the FCM payload PubNub sends"), (["pn_ttl"], "PubNub push time to live"), (["pn_debug"], "PubNub push debug flag"),
    ])

  /// Emarsys (SAP Emarsys) mobile engage: its data under `ems` (actions, multichannel campaign id).
  static let emarsys = PushVendor(
    id: "emarsys", name: "Emarsys via APNs", page: "https://github.com/emartech/ios-emarsys-sdk",
    marks: [["ems"], ["ems_msg"]],
    types: [(["u", "sid"], .string), (["ems", "multichannelId"], .string)],
    meanings: [
      (["ems"], "Emarsys data (campaign id, action buttons, rich content)"), (["ems_msg"], "Emarsys in-app message"),
      (["u"], "Emarsys tracking data (sid)"), (["image_url"], "Emarsys rich media URL"),
    ])

  /// Countly: on iOS its data under `c` (`i` the message id, `l` the link, `a` the attachment, `b` the
  /// buttons: the SDK's `kCountlyPNKey…` constants, https://github.com/Countly/countly-sdk-ios); on Android,
  /// as FCM data, the same keys flattened (`c.i`, `c.l`, `c.e.cc`) ("Data Structure Received in Push
  /// Callbacks", https://support.count.ly/hc/en-us/articles/360037944212-Flutter).
  static let countly = PushVendor(
    id: "countly", name: "Countly via APNs", page: "https://github.com/Countly/countly-sdk-ios",
    marks: [["c/i"], ["c.i"]],
    types: [(["c", "i"], .string), (["c", "l"], .string), (["c", "a"], .string), (["c.*"], .string)],
    meanings: [
      (["c"], "Countly data (message id, link, attachment, buttons)"), (["c", "i"], "Countly message id"), (["c", "l"], "Countly link to open"),
      (["c", "a"], "Countly rich media attachment URL"), (["c", "b"], "Countly action buttons"), (["c", "e"], "Countly user properties sent with it"),
      (["c.i"], "Countly message id"), (["c.l"], "Countly link to open"), (["c.m"], "Countly rich media URL"), (["c.*"], "Countly option"),
    ])

  /// Bloomreach Engagement (Exponea): the campaign's tracking `attributes`, `url_params`, and the consent
  /// flags the SDK reads ("Tracking", https://documentation.bloomreach.com/engagement/docs/ios-sdk-tracking).
  static let bloomreach = PushVendor(
    id: "bloomreach", name: "Bloomreach Engagement (Exponea) via APNs",
    page: "https://documentation.bloomreach.com/engagement/docs/ios-sdk-tracking",
    marks: [["attributes/campaign_id", "attributes/action_id"], ["has_tracking_consent"], ["consent_category_tracking"]],
    types: [
      (["attributes", "campaign_id"], .string), (["attributes", "action_id"], .number), (["attributes", "sent_timestamp"], .number),
      (["url_params", "*"], .string),
    ],
    meanings: [
      (["attributes"], "Bloomreach campaign tracking attributes"), (["attributes", "campaign_id"], "Bloomreach campaign id"),
      (["url_params"], "Bloomreach parameters added to opened links"), (["source"], "Bloomreach sender (xnpe_platform)"),
      (["has_tracking_consent"], "Bloomreach: whether the customer consented to tracking"),
      (["consent_category_tracking"], "Bloomreach consent category for tracking"), (["actions"], "Bloomreach action buttons"),
    ])

  /// Mindbox: the message's `uniqueKey` beside the URL a tap opens (`clickUrl`), with `imageUrl`,
  /// `payload` (JSON text) and `buttons` (each with its own `uniqueKey`) ("iOS Push Notifications
  /// Format", https://developers.mindbox.cloud/docs/ios-push-notifications-format).
  static let mindbox = PushVendor(
    id: "mindbox", name: "Mindbox via APNs", page: "https://developers.mindbox.cloud/docs/ios-push-notifications-format",
    marks: [["clickUrl", "uniqueKey"]],
    types: [(["uniqueKey"], .string), (["clickUrl"], .string), (["imageUrl"], .string), (["payload"], .string)],
    meanings: [
      (["uniqueKey"], "Mindbox message id (GUID)"), (["clickUrl"], "Mindbox URL a tap opens"), (["imageUrl"], "Mindbox image URL"),
      (["payload"], "Mindbox additional data (JSON text)"), (["buttons"], "Mindbox buttons (text, url, uniqueKey), up to three"),
    ])

  /// Sourse Smart Notifications: FCM data whose `handler` is "com.sourse.notification", every value a
  /// string, with the SDK's own scheduling keys (`isSmartNotification`, `expiryDate`, `embargoDate`)
  /// (Sourse iOS SDK README, "Smart notification payload specification",
  /// https://github.com/incoming-inc/ios-sdk/blob/034744ec97a85458a4d58b82fa3a9199b0367842/SmartNotifications/README.md).
  /// `handler` alone is too common a word to tell.
  static let sourse = PushVendor(
    id: "sourse", name: "Sourse Smart Notifications via FCM",
    page: "https://github.com/incoming-inc/ios-sdk/blob/034744ec97a85458a4d58b82fa3a9199b0367842/SmartNotifications/README.md",
    marks: [["isSmartNotification"], ["handler", "embargoDate"], ["handler", "expiryDate"]],
    types: [],
    stringData: true,
    meanings: [
      (["handler"], "Sourse: \"com.sourse.notification\" marks a smart notification"), (["title"], "Sourse notification title"),
      (["message"], "Sourse notification text"), (["actionURL"], "Sourse deep link a tap opens"), (["imageURL"], "Sourse image to attach"),
      (["tag"], "Sourse analytics tag"), (["isSmartNotification"], "Sourse: \"0\" shows it at once, \"1\" lets the SDK choose when"),
      (["expiryDate"], "Sourse: not shown after this time (ISO 8601, UTC)"), (["embargoDate"], "Sourse: not shown before this time (ISO 8601, UTC)"),
    ])
}
