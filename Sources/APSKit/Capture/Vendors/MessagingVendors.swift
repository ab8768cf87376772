/// Chat, support and calling services that deliver their own pushes through APNs. Each row: the
/// keys that recognise it, their types where a printer may lose them, their meanings, and the
/// page or SDK source that names them (evidence in Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let messaging: [PushVendor] = [
    intercom, zulip, nextcloud, rocketChat, rongCloud, matrix, mattermost, sendbird, stream, twilio, helpshift,
    voximplant, connectyCube, flexisip, livePerson, vonage, portSIP, mozillaAutopush, ably, leanCloud, infobip, telnyx,
    homeAssistant, kobil, auth0Guardian,
  ]

  static let intercom = PushVendor(
    id: "intercom", name: "Intercom via APNs", page: "https://github.com/intercom/intercom-ios",
    marks: [["intercom_push_type"], ["receiver", "conversation_id", "instance_id"]],
    types: [(["conversation_id"], .string), (["instance_id"], .string), (["intercom_push_type"], .string)],
    meanings: [
      (["intercom_push_type"], "Intercom push type (notification, push_only)"), (["receiver"], "\"intercom_sdk\": for the Intercom SDK"),
      (["conversation_id"], "Intercom conversation id"), (["instance_id"], "Intercom app instance id"),
      (["uri"], "Intercom deep link"), (["image_url"], "Intercom sender avatar URL"), (["author_name"], "Intercom message author"),
    ])

  /// Zulip's push bouncer payload (`zerver/lib/push_notifications.py`).
  static let zulip = PushVendor(
    id: "zulip", name: "Zulip via APNs", page: "https://zulip.readthedocs.io/en/latest/production/mobile-push-notifications.html",
    marks: [
      ["zulip_message_id"], ["realm_uri", "user_id", "server"], ["realm_url", "user_id", "server"], ["zulip/message_ids"],
      ["custom/zulip"],
    ],
    types: [
      (["zulip_message_id"], .number), (["user_id"], .number), (["realm_id"], .number), (["sender_id"], .number),
      (["stream_id"], .number),
    ],
    meanings: [
      (["zulip_message_id"], "Zulip message id"), (["server"], "Zulip server host"), (["realm_uri"], "Zulip organization URL"),
      (["realm_url"], "Zulip organization URL"), (["realm_id"], "Zulip organization id"), (["user_id"], "Zulip recipient user id"),
      (["event"], "Zulip event (message, remove)"), (["recipient_type"], "Zulip recipient type (stream, private)"),
      (["sender_email"], "Zulip sender email"), (["sender_id"], "Zulip sender user id"), (["stream"], "Zulip channel name"),
      (["topic"], "Zulip topic"), (["zulip"], "Zulip message data (message ids)"),
      (["custom"], "Zulip message data, under custom.zulip (server, realm, sender, message ids)"),
    ])

  /// Nextcloud's encrypted pushes: the server signs an encrypted subject; the app decrypts it.
  static let nextcloud = PushVendor(
    id: "nextcloud", name: "Nextcloud notifications via APNs (push proxy)",
    page: "https://github.com/nextcloud/notifications/blob/master/docs/push-v2.md",
    // The push proxy's FCM request carries the same two keys in `data`.
    // The subject decrypted (what `occ notification:test-push` prints and the app's extension reads):
    // `nid`, `app`, `subject`, `type`, `id` (push-v2.md, "Encrypted subject data").
    marks: [["subject", "signature"], ["data/subject", "data/signature"], ["nid", "app", "subject"]],
    types: [(["subject"], .string), (["signature"], .string), (["nid"], .number), (["id"], .string)],
    meanings: [
      (["subject"], "Nextcloud notification, encrypted with the device's key (base64); decrypted, its text"),
      (["signature"], "Nextcloud server signature of the subject (base64)"), (["nid"], "Nextcloud notification id"),
      (["app"], "Nextcloud app that notified (spreed: Talk)"), (["type"], "Nextcloud notification type"), (["id"], "Nextcloud object id"),
    ])

  /// Rocket.Chat's push gateway puts the message's data in `ejson` (JSON text: host, rid, sender,
  /// messageId, type, notificationType, as the REST `push.get` shows it).
  static let rocketChat = PushVendor(
    id: "rocketchat", name: "Rocket.Chat via APNs (push gateway)",
    page: "https://developer.rocket.chat/reference/api/rest-api/endpoints/notifications/push-token-endpoints/getpushnotification",
    marks: [["ejson"]],
    types: [(["ejson"], .string)],
    meanings: [(["ejson"], "Rocket.Chat message data (JSON text: host, rid room id, sender, messageId, type, notificationType)")])

  static let rongCloud = PushVendor(
    id: "rongcloud", name: "RongCloud (融云) IM via APNs", page: "https://github.com/rongcloud/ios-ui-sdk-set",
    marks: [["rc/cType"], ["rc/fId"], ["rc/oName"]],
    types: [(["rc", "cType"], .string), (["rc", "fId"], .string), (["rc", "tId"], .string), (["rc", "id"], .string)],
    meanings: [
      (["rc"], "RongCloud message data"), (["rc", "cType"], "RongCloud conversation type (PR private, GRP group…)"),
      (["rc", "fId"], "RongCloud sender id"), (["rc", "tId"], "RongCloud target id"), (["rc", "oName"], "RongCloud message type name"),
      (["rc", "id"], "RongCloud message id"), (["appData"], "RongCloud app data (the sender's push data)"),
    ])

  /// Matrix pushes through a push gateway (Sygnal): the event's ids and the unread count.
  static let matrix = PushVendor(
    id: "matrix", name: "Matrix push gateway (Sygnal) via APNs", page: "https://github.com/matrix-org/sygnal/blob/main/docs/applications.md",
    marks: [["room_id", "event_id"]],
    types: [(["unread_count"], .number), (["room_id"], .string), (["event_id"], .string)],
    meanings: [
      (["room_id"], "Matrix room id"), (["event_id"], "Matrix event id"), (["unread_count"], "Matrix unread messages"),
      (["prio"], "Matrix push priority (high, low)"), (["sender"], "Matrix sender user id"),
    ])

  static let mattermost = PushVendor(
    id: "mattermost", name: "Mattermost via APNs (push proxy)", page: "https://github.com/mattermost/mattermost-push-proxy",
    marks: [["ack_id", "server_id"], ["channel_id", "post_id", "server_id"]],
    types: [(["ack_id"], .string), (["post_id"], .string), (["channel_id"], .string), (["badge"], .number)],
    meanings: [
      (["ack_id"], "Mattermost delivery receipt id"), (["server_id"], "Mattermost server id"), (["channel_id"], "Mattermost channel id"),
      (["post_id"], "Mattermost post id"), (["root_id"], "Mattermost thread root post id"), (["type"], "Mattermost push type (message, clear, session)"),
      (["version"], "Mattermost push format (v2)"), (["sender_id"], "Mattermost sender user id"),
    ])

  /// Sendbird Chat's `sendbird` dictionary, and Sendbird Calls' VoIP push (`sendbird_call`: a `command` whose
  /// `payload` holds the call, its caller and callee; "VoIP notifications",
  /// https://docs.sendbird.com/docs/calls/sdk/v1/ios/features/voip-push-notifications). Sendbird user ids are
  /// strings (`User.userId`), even when they are all digits.
  static let sendbird = PushVendor(
    id: "sendbird", name: "Sendbird via APNs", page: "https://sendbird.com/docs/chat/sdk/v4/ios/push-notifications/overview",
    marks: [["sendbird"], ["sendbird_call"]],
    types: [
      (["sendbird_call", "user_id"], .string), (["sendbird_call", "command", "payload", "*", "user_id"], .string),
      (["sendbird_call", "command", "payload", "call_id"], .string), (["sendbird", "sender", "id"], .string),
    ],
    meanings: [
      (["sendbird"], "Sendbird message data (channel, sender, message id, type)"),
      (["sendbird_call"], "Sendbird Calls VoIP push (the call command, caller and callee)"),
      (["sendbird_call", "command", "payload"], "Sendbird Calls call details (call id, caller, callee, constraints)"),
    ])

  /// Stream Chat's default push template: a `stream` dictionary with `sender: stream.chat`.
  static let stream = PushVendor(
    id: "stream", name: "Stream Chat via APNs", page: "https://getstream.io/chat/docs/push_introduction/",
    marks: [["stream/sender"], ["stream/cid"]],
    types: [(["stream", "id"], .string), (["stream", "cid"], .string)],
    meanings: [
      (["stream"], "Stream Chat data"), (["stream", "sender"], "\"stream.chat\""), (["stream", "type"], "Stream event (message.new…)"),
      (["stream", "id"], "Stream message id"), (["stream", "cid"], "Stream channel id (type:id)"),
    ])

  /// Twilio Conversations' new-message pushes (and Notify's `twi_` keys).
  static let twilio = PushVendor(
    id: "twilio", name: "Twilio (Conversations, Notify) via APNs",
    page: "https://www.twilio.com/docs/conversations/push-notification-configuration",
    // … and Twilio Verify's push challenge: `challenge_sid` beside `factor_sid` (`type` "verify_push_challenge";
    // the SDK's demo, PushChallengePayloadData.swift,
    // https://github.com/twilio/twilio-verify-ios/blob/18aba1ed3e5b35929b3bd5ba44155f7f22468fa7/TwilioVerifyDemo/TwilioVerifyDemo/Common/PushChallengePayloadData.swift).
    marks: [["twi_message_type"], ["twi_body"], ["twi_message_id"], ["conversation_sid", "message_sid"], ["challenge_sid", "factor_sid"]],
    types: [
      (["message_index"], .number), (["conversation_sid"], .string), (["message_sid"], .string), (["challenge_sid"], .string),
      (["factor_sid"], .string),
    ],
    meanings: [
      (["twi_message_type"], "Twilio push type (twilio.conversations.new_message…)"), (["conversation_sid"], "Twilio conversation SID"),
      (["message_sid"], "Twilio message SID"), (["message_index"], "Twilio message index in the conversation"),
      (["author"], "Twilio message author"), (["twi_body"], "Twilio Notify body"), (["twi_title"], "Twilio Notify title"),
      (["twi_message_id"], "Twilio message id (Authy OneTouch approval requests)"),
      (["challenge_sid"], "Twilio Verify challenge SID"), (["factor_sid"], "Twilio Verify factor SID (the device's push factor)"),
    ])

  static let helpshift = PushVendor(
    id: "helpshift", name: "Helpshift via APNs", page: "https://developers.helpshift.com/ios/notifications/",
    marks: [["origin", "issue_id"]],
    types: [(["issue_id"], .string)],
    meanings: [(["origin"], "\"helpshift\": a Helpshift push"), (["issue_id"], "Helpshift issue id")])

  /// Voximplant's VoIP pushes: the call data for the SDK under one key.
  static let voximplant = PushVendor(
    id: "voximplant", name: "Voximplant via PushKit/APNs", page: "https://voximplant.com/docs/guides/sdk/push-notifications",
    marks: [["voximplant"]],
    types: [(["voximplant"], .string)],
    meanings: [(["voximplant"], "Voximplant call data for the SDK (handlePushNotification)")])

  /// ConnectyCube's call pushes (its Flutter call kit's parameters: `signal_type` startCall,
  /// endCall, rejectCall; `ios_voip` 1 routes the push through PushKit).
  static let connectyCube = PushVendor(
    id: "connectycube", name: "ConnectyCube calls via PushKit/APNs",
    page: "https://github.com/ConnectyCube/connectycube-flutter-samples/blob/master/p2p_call_sample/lib/src/utils/consts.dart",
    marks: [["ios_voip", "signal_type"], ["signal_type", "session_id", "call_type"]],
    types: [(["session_id"], .string), (["caller_id"], .string), (["call_opponents"], .string), (["signal_type"], .string)],
    meanings: [
      (["ios_voip"], "1: deliver as a VoIP (PushKit) push"), (["signal_type"], "ConnectyCube call signal (startCall, endCall, rejectCall)"),
      (["session_id"], "ConnectyCube call session id"), (["call_type"], "ConnectyCube call type"),
      (["caller_id"], "ConnectyCube caller user id"), (["caller_name"], "ConnectyCube caller name"),
      (["call_opponents"], "ConnectyCube callee ids (comma-separated)"),
    ])

  /// Linphone's push gateway (Flexisip): the SIP call or message the push wakes the app for.
  static let flexisip = PushVendor(
    id: "linphone", name: "Linphone (Flexisip push gateway) via APNs",
    page: "https://github.com/BelledonneCommunications/flexisip/blob/eb79b9c0648b2b91985e4c214345afd36e68fdf0/src/pushnotification/apple/apple-request.cc",
    marks: [["pn_ttl", "call-id"], ["pn_ttl", "from-uri"], ["aps/call-id", "aps/send-time"]],
    types: [(["pn_ttl"], .number), (["call-id"], .string), (["aps", "call-id"], .string), (["aps", "uuid"], .string)],
    meanings: [
      (["pn_ttl"], "Flexisip push time to live (seconds)"), (["call-id"], "SIP Call-ID of the call or message"),
      (["from-uri"], "SIP address of the caller or sender"), (["display-name"], "caller or sender name"),
      (["customPayload"], "Flexisip custom payload"),
    ])

  /// LivePerson's push service (Messaging SDK): the fields its documentation lists.
  static let livePerson = PushVendor(
    id: "liveperson", name: "LivePerson messaging via APNs", page: "https://developers.liveperson.com/push-service-tls.html",
    marks: [["backendService", "conversationId"], ["push-service", "originatorId"]],
    types: [(["push-service"], .number), (["sequence"], .number), (["brandId"], .string), (["originatorId"], .string)],
    meanings: [
      (["backendService"], "LivePerson service that sent the push (ams)"), (["conversationId"], "LivePerson conversation id"),
      (["push-service"], "LivePerson push service (1 APNs, 2 GCM)"), (["originatorId"], "LivePerson sender (account.agent)"),
      (["brandId"], "LivePerson account number"), (["notificationType"], "LivePerson notification type (apn, gcm)"),
      (["device-token"], "device token the push was sent to"), (["sequence"], "LivePerson message sequence id"),
    ])

  /// PortSIP PBX's call pushes (VoIP through PushKit, or an alert): the call's id, who calls whom, and
  /// the push id the SDK answers with (PortSIP's iOS SDK sample app shows the payload it handles).
  static let portSIP = PushVendor(
    id: "portsip", name: "PortSIP PBX via PushKit/APNs",
    page: "https://support.portsip.com/development-portsip/mobile-push-notifications/how-do-push-notifications-work-with-portsip-pbx",
    marks: [["X-Push-Id", "send_from"], ["msg_type", "send_from", "send_to"]],
    types: [(["X-Push-Id"], .string), (["send_from"], .string), (["send_to"], .string), (["message_id"], .string), (["msg_type"], .string)],
    meanings: [
      (["X-Push-Id"], "PortSIP push id (the SDK sends it back in its SIP REGISTER)"), (["msg_type"], "PortSIP push type (call, im)"),
      (["send_from"], "PortSIP caller (extension)"), (["send_to"], "PortSIP callee (SIP URI)"), (["message_id"], "PortSIP call or message id"),
      (["msg_title"], "PortSIP alert title"), (["msg_content"], "PortSIP alert text"),
    ])

  /// Mozilla's push service (autopush) bridging a WebPush message to Firefox for iOS: the channel id
  /// and version, and for a message with data its encrypted body and encryption headers
  /// (`autopush/router/apnsrouter.py`, `_route`).
  static let mozillaAutopush = PushVendor(
    id: "mozilla-autopush", name: "Mozilla push service (autopush) via APNs",
    page: "https://github.com/mozilla-services/autopush/blob/0007d7672fc175d734ce1badf298e72fd2785e13/autopush/router/apnsrouter.py",
    marks: [["chid", "ver"]],
    types: [
      (["chid"], .string), (["ver"], .string), (["body"], .string), (["con"], .string), (["enc"], .string), (["cryptokey"], .string),
      (["enckey"], .string),
    ],
    meanings: [
      (["chid"], "WebPush channel id (hex)"), (["ver"], "WebPush message version"), (["body"], "WebPush message, encrypted (base64url)"),
      (["con"], "WebPush content encoding (aesgcm, aes128gcm)"), (["enc"], "WebPush Encryption header (salt)"),
      (["cryptokey"], "WebPush Crypto-Key header (dh, p256ecdsa)"), (["enckey"], "WebPush Encryption-Key header (older drafts)"),
    ])

  /// Ably's push payload (the `push` field of a published message, or a direct publish): generic
  /// `notification` and `data` beside per-platform overrides, the `apns` one holding `aps` as APNs gets it
  /// and `apns-headers` ("Publish and receive push notifications", https://ably.com/docs/push/publish).
  /// Before Pusher Beams in the catalogue: a Beams body has no top-level `notification` or `data`.
  static let ably = PushVendor(
    id: "ably", name: "Ably Push via APNs", page: "https://ably.com/docs/push/publish",
    marks: [["apns/apns-headers"], ["notification", "apns/aps"], ["data", "apns/aps"]],
    types: [(["data", "*"], .string), (["apns", "apns-headers", "*"], .string)],
    meanings: [
      (["notification"], "Ably generic notification (title, body, icon, sound, collapseKey)"),
      (["data"], "Ably data (string to string, delivered to every platform)"), (["apns"], "Ably APNs override (merged into what APNs gets)"),
      (["apns", "apns-headers"], "APNs request headers Ably sends (apns-push-type, apns-priority)"), (["fcm"], "Ably FCM override"),
      (["web"], "Ably Web Push override"),
    ])

  /// LeanCloud's push REST API: the `data` of an iOS push holds APNs keys beside LeanCloud's request
  /// fields that become APNs headers (`collapse-id`, `apns-priority`, `apns-push-type`) ("推送 REST API 使用
  /// 指南", https://docs.leancloud.cn/sdk/push/guide/rest/).
  static let leanCloud = PushVendor(
    id: "leancloud", name: "LeanCloud Push via APNs", page: "https://docs.leancloud.cn/sdk/push/guide/rest/",
    marks: [["aps", "apns-push-type"], ["aps", "collapse-id", "apns-priority"]],
    types: [(["collapse-id"], .string), (["apns-push-type"], .string)],
    meanings: [
      (["collapse-id"], "LeanCloud: sent as the apns-collapse-id header"), (["apns-priority"], "LeanCloud: sent as the apns-priority header (10 or 5)"),
      (["apns-push-type"], "LeanCloud: sent as the apns-push-type header"),
    ])

  /// Infobip Mobile Messaging: the message id beside the SDK's `internalData` (send time, silent part,
  /// in-app options), as the SDK's own tests build payloads (https://github.com/infobip/mobile-messaging-sdk-ios).
  static let infobip = PushVendor(
    id: "infobip", name: "Infobip Mobile Messaging via APNs", page: "https://github.com/infobip/mobile-messaging-sdk-ios",
    marks: [["messageId", "internalData"]],
    types: [(["messageId"], .string), (["internalData", "sendDateTime"], .number)],
    meanings: [
      (["messageId"], "Infobip message id"), (["internalData"], "Infobip SDK data (send time, silent part, in-app options)"),
      (["internalData", "sendDateTime"], "Infobip send time (milliseconds since 1970)"), (["internalData", "silent"], "Infobip silent message content"),
      (["internalData", "inApp"], "Infobip: show as an in-app alert"),
    ])

  /// Telnyx WebRTC calls: the call's `metadata` (call id, caller, the voice SDK instance to reconnect to),
  /// as the SDK's VoIP handling reads it (https://github.com/team-telnyx/telnyx-webrtc-ios).
  static let telnyx = PushVendor(
    id: "telnyx", name: "Telnyx WebRTC via PushKit/APNs", page: "https://github.com/team-telnyx/telnyx-webrtc-ios",
    marks: [["metadata/call_id"], ["metadata/voice_sdk_id"], ["voice_sdk_id", "call_id"]],
    types: [(["metadata", "call_id"], .string), (["metadata", "caller_number"], .string), (["metadata", "voice_sdk_id"], .string)],
    meanings: [
      (["metadata"], "Telnyx call data"), (["metadata", "call_id"], "Telnyx call id"), (["metadata", "caller_name"], "Telnyx caller name"),
      (["metadata", "caller_number"], "Telnyx caller number"), (["metadata", "voice_sdk_id"], "Telnyx voice SDK instance the call waits on"),
    ])

  /// The Home Assistant companion app: its own data under `homeassistant`, the server's `webhook_id`, and
  /// the notify options it forwards (`notification_icon`) ("Introduction | Home Assistant Companion Docs",
  /// https://companion.home-assistant.io/docs/notifications/notifications-basic/; the app's test payloads).
  static let homeAssistant = PushVendor(
    id: "home-assistant", name: "Home Assistant companion app via APNs",
    page: "https://companion.home-assistant.io/docs/notifications/notifications-basic/",
    marks: [["homeassistant"], ["aps", "webhook_id"], ["aps", "notification_icon"]],
    types: [(["homeassistant", "*"], .string), (["webhook_id"], .string)],
    meanings: [
      (["homeassistant"], "Home Assistant data (map, camera, entity)"), (["webhook_id"], "Home Assistant server's webhook id"),
      (["notification_icon"], "Home Assistant notification icon (mdi: name)"), (["actions"], "Home Assistant actionable buttons"),
    ])

  /// KOBIL mCSDK: the recipient (`to`: user and tenant) beside the message id and category ("Push Content",
  /// https://dev.developer.kobil.com/docs/mcsdk-docs/shift-lite-twv/development/push-notification/push-content).
  static let kobil = PushVendor(
    id: "kobil", name: "KOBIL mCSDK via APNs",
    page: "https://dev.developer.kobil.com/docs/mcsdk-docs/shift-lite-twv/development/push-notification/push-content",
    marks: [["to/tenantId", "to/userId"]],
    types: [(["to", "userId"], .string), (["to", "tenantId"], .string), (["messageId"], .string)],
    meanings: [
      (["to"], "KOBIL recipient"), (["to", "userId"], "KOBIL recipient user (pseudonym, UUID)"), (["to", "tenantId"], "KOBIL tenant"),
      (["messageId"], "KOBIL message id"), (["category"], "KOBIL message category (chat, payment)"),
    ])

  /// Auth0 Guardian (MFA push): the SDK takes a push whose `aps.category` is its authentication
  /// category and whose `mfa` holds `dai` (enrollment), `txtkn` (transaction token), `d` (date),
  /// `sh` (domain) and `c` (challenge), each `as? String`.
  static let auth0Guardian = PushVendor(
    id: "auth0-guardian", name: "Auth0 Guardian (MFA) via APNs",
    page: "https://github.com/auth0/Guardian.swift/blob/cc2ad87595792871e83677de73aabb104f66eb57/Guardian/Authentication/Notification/AuthenticationNotification.swift",
    marks: [["mfa/txtkn"], ["mfa/dai", "mfa/sh"]],
    types: [
      (["mfa", "dai"], .string), (["mfa", "txtkn"], .string), (["mfa", "d"], .string), (["mfa", "sh"], .string),
      (["mfa", "c"], .string), (["mfa", "txlnkid"], .string),
    ],
    meanings: [
      (["mfa"], "Auth0 Guardian authentication request"), (["mfa", "dai"], "Auth0 Guardian enrollment id"),
      (["mfa", "txtkn"], "Auth0 Guardian transaction token (secret)"), (["mfa", "d"], "Auth0 Guardian request time"),
      (["mfa", "sh"], "Auth0 tenant domain"), (["mfa", "c"], "Auth0 Guardian challenge"), (["mfa", "s"], "Auth0 Guardian source (browser, OS)"),
      (["mfa", "l"], "Auth0 Guardian location"),
    ])
}
