/// Chat and calling platforms (CPaaS) whose servers push through APNs for their SDKs. Each row: the
/// keys the vendor documents or its SDK sample reads, their types, and their meanings (evidence in
/// Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let chat: [PushVendor] = [
    quickBlox, cometChat, hubSpotChat, zendeskSupport, agoraChat, bluesky, applozic, zegoCloud, xmtp, mastodon,
  ]

  /// QuickBlox calls: the VoIP push its video-call sample sends and reads back (every value a string,
  /// the ids comma-separated).
  static let quickBlox = PushVendor(
    id: "quickblox", name: "QuickBlox calls via PushKit/APNs",
    page: "https://github.com/QuickBlox/quickblox-ios-sdk/blob/cc274cb930c5c674f0b5469dac53db3b1cd1685d/sample-videochat-webrtc-swift/sample-videochat-webrtc-swift/Components/Calls/CallHelper/SessionsController.swift",
    marks: [["VOIPCall"], ["opponentsIDs", "sessionID"]],
    types: [
      (["VOIPCall"], .string), (["ios_voip"], .string), (["sessionID"], .string), (["opponentsIDs"], .string),
      (["contactIdentifier"], .string), (["conferenceType"], .string), (["timestamp"], .string),
    ],
    meanings: [
      (["VOIPCall"], "QuickBlox: \"1\" for a call push"), (["ios_voip"], "\"1\": deliver as a VoIP (PushKit) push"),
      (["sessionID"], "QuickBlox call session id"), (["opponentsIDs"], "QuickBlox user ids in the call (comma-separated)"),
      (["contactIdentifier"], "QuickBlox names of the people in the call"), (["conferenceType"], "QuickBlox call type (1 video, 2 audio)"),
      (["timestamp"], "QuickBlox call start time"), (["message"], "QuickBlox alert text"), (["dialog_id"], "QuickBlox chat dialog id"),
    ])

  /// CometChat's notification details beside `aps`, and the webhook body around them
  /// (`trigger` "push-notification-payload-generated", `data.notificationDetails`).
  static let cometChat = PushVendor(
    id: "cometchat", name: "CometChat via APNs",
    page: "https://pub.dev/documentation/cometchat_push_notifications/1.0.1/cometchat_push_notifications_export/CometChatNotificationDetails-class.html",
    marks: [["receiverType", "conversationId"], ["trigger", "data/notificationDetails"]],
    types: [
      (["sender"], .string), (["receiver"], .string), (["conversationId"], .string), (["sentAt"], .string), (["tag"], .string),
      (["sessionId"], .string),
    ],
    meanings: [
      (["sender"], "CometChat sender uid"), (["senderName"], "CometChat sender name"), (["receiver"], "CometChat receiver uid or guid"),
      (["receiverName"], "CometChat receiver name"), (["receiverType"], "CometChat receiver type (user, group)"),
      (["conversationId"], "CometChat conversation id"), (["tag"], "CometChat notification tag"),
      (["type"], "CometChat payload type (chat, call)"), (["sentAt"], "CometChat send time"), (["message"], "CometChat message"),
      (["callAction"], "CometChat call action"), (["sessionId"], "CometChat call session id"), (["callType"], "CometChat call type (audio, video)"),
      (["trigger"], "CometChat webhook trigger"), (["data", "notificationDetails"], "CometChat notification details"),
    ])

  /// HubSpot's mobile chat: any one of its four keys makes the push HubSpot's to the SDK; each is read as a string.
  static let hubSpotChat = PushVendor(
    id: "hubspot", name: "HubSpot mobile chat via APNs",
    page: "https://github.com/HubSpot/mobile-chat-sdk-ios/blob/5783cf7a527de6903bec844510b56dede84cd8f7/Sources/HubspotMobileSDK/PushNotificationChatData.swift",
    marks: [["hsPortalId"], ["hsChatflowId"], ["hsThreadId"], ["hsChatflowParam"]],
    types: [(["hsPortalId"], .string), (["hsChatflowId"], .string), (["hsThreadId"], .string), (["hsChatflowParam"], .string)],
    meanings: [
      (["hsPortalId"], "HubSpot portal (account) id"), (["hsChatflowId"], "HubSpot chatflow id"),
      (["hsThreadId"], "HubSpot conversation thread id"), (["hsChatflowParam"], "HubSpot chatflow to open"),
    ])

  /// Zendesk's Support SDK: a push names the request (ticket) it is about, which the SDK opens.
  static let zendeskSupport = PushVendor(
    id: "zendesk", name: "Zendesk Support SDK via APNs",
    page: "https://developer.zendesk.com/documentation/classic-sdks/support-sdk/ios/handle_push_notifications_wh/",
    marks: [["zendesk_sdk_request_id"]],
    types: [(["zendesk_sdk_request_id"], .string)],
    meanings: [(["zendesk_sdk_request_id"], "Zendesk request (ticket) id to open")])

  /// Agora Chat (Easemob / 环信 abroad): sender `f`, receiver `t`, message id `m`, group `g`, and the
  /// sender's extension `e`; ids are strings even when they are digits (Easemob's own page,
  /// https://doc.easemob.com/document/ios/push/push_parsing.html, shows them quoted).
  static let agoraChat = PushVendor(
    id: "agora", name: "Agora Chat (Easemob 环信) via APNs",
    page: "https://docs.agora.io/en/agora-chat/develop/offline-push/parse-push-fields",
    // … and a sender's REST send-message body (`target_type`, `target`, `msg`, `from`), whose
    // `ext.em_apns_ext` becomes the payload's `e` ("APNs 内容解析", Easemob,
    // https://docs-ai.easemob.com/_export/xhtml/im/300iosclientintegration/apnscontent).
    marks: [["f", "t", "m"], ["target_type", "target", "msg"], ["ext/em_apns_ext"]],
    types: [(["f"], .string), (["t"], .string), (["m"], .string), (["g"], .string)],
    meanings: [
      (["f"], "Agora Chat sender user id"), (["t"], "Agora Chat receiver user id"), (["m"], "Agora Chat message id"),
      (["g"], "Agora Chat group id (group messages)"), (["e"], "Agora Chat extension (em_push_ext.custom of the message)"),
      (["target_type"], "Agora Chat REST: the target kind (users, chatgroups, chatrooms)"), (["target"], "Agora Chat REST: the receivers"),
      (["msg"], "Agora Chat REST: the message (type, text)"), (["ext", "em_apns_ext"], "Agora Chat REST: APNs options (extern becomes the payload's e)"),
    ])

  /// Bluesky's app: `reason` (like, reply, follow, chat-message…) with the account it is for,
  /// `recipientDid`, beside the record URIs (`uri`, `subject`) or the chat's ids; the payload shape of
  /// `NotificationPayload`, as the app's simulator script documents it ("push-notification", README).
  static let bluesky = PushVendor(
    id: "bluesky", name: "Bluesky via APNs",
    page: "https://github.com/bluesky-social/social-app/blob/9aed4580e6dafae50f81a6c961f0d93600fa39d1/scripts/push-notification/README.md",
    marks: [["reason", "recipientDid"]],
    types: [(["recipientDid"], .string), (["reason"], .string), (["convoId"], .string), (["messageId"], .string)],
    meanings: [
      (["reason"], "Bluesky notification reason (like, reply, follow, chat-message, chat-reaction)"),
      (["recipientDid"], "Bluesky account (DID) the notification is for: the app switches to it"),
      (["uri"], "Bluesky AT URI of the record that caused it"), (["subject"], "Bluesky AT URI of the post it is about"),
      (["convoId"], "Bluesky chat conversation id"), (["messageId"], "Bluesky chat message id"),
      (["senderDisplayName"], "Bluesky sender's display name"), (["senderHandle"], "Bluesky sender's handle"),
    ])

  /// Applozic (Kommunicate): `isApplozicNotification:` reads the push's type from `AL_KEY`;
  /// `AL_VALUE` (read as `NSString`) holds the message key or JSON text.
  static let applozic = PushVendor(
    id: "applozic", name: "Applozic (Kommunicate) via APNs",
    page: "https://github.com/AppLozic/Applozic-iOS-SDK/blob/8a7fd1357c454ee9095e74c0afc306312cc80074/sample-with-framework/Applozic/ApplozicCore/push/ALPushNotificationService.m",
    marks: [["AL_KEY"]],
    types: [(["AL_KEY"], .string), (["AL_VALUE"], .string)],
    meanings: [
      (["AL_KEY"], "Applozic notification type (APPLOZIC_01 a message, …)"),
      (["AL_VALUE"], "Applozic value: the message key or JSON text"),
    ])

  /// ZEGOCLOUD (ZIM / ZPNs offline push): the `zego` dictionary beside the alert and the call's
  /// `payload` (JSON text): `zpns_request_id` and `call_id` strings, `version` a number (the
  /// prebuilt call kit's notes of the payload as the phone receives it).
  static let zegoCloud = PushVendor(
    id: "zegocloud", name: "ZEGOCLOUD (ZIM offline push) via APNs",
    page: "https://github.com/ZEGOCLOUD/zego_uikit_prebuilt_call_flutter/blob/f33aabe59f9c5d635921d5aea76a53d93326e0db/lib/src/invitation/callkit/ios/defines.dart",
    marks: [["zego/zpns_request_id"]],
    types: [(["zego", "zpns_request_id"], .string), (["zego", "call_id"], .string), (["zego", "version"], .number), (["payload"], .string)],
    meanings: [
      (["zego"], "ZEGOCLOUD push data (zpns_request_id, call_id, version)"), (["zego", "zpns_request_id"], "ZEGOCLOUD push request id"),
      (["zego", "call_id"], "ZEGOCLOUD call id"), (["payload"], "ZEGOCLOUD message or call invitation (JSON text)"),
    ])

  /// XMTP's notification server: the conversation's `topic` and the still encrypted message
  /// (`encryptedMessage`, base64), with its `messageType`.
  static let xmtp = PushVendor(
    id: "xmtp", name: "XMTP notification server via APNs",
    page: "https://github.com/xmtp/example-notification-server-go/blob/ddc86617a40b9844bc7bbc7b4da6711b99f097e2/pkg/delivery/apns.go",
    marks: [["encryptedMessage", "topic"]],
    types: [(["encryptedMessage"], .string), (["topic"], .string), (["messageType"], .string)],
    meanings: [
      (["topic"], "XMTP conversation topic"), (["encryptedMessage"], "XMTP message, encrypted (base64)"),
      (["messageType"], "XMTP message type"),
    ])

  /// Mastodon's Web Push payload, as the Mastodon iOS app's service extension decodes it
  /// (`MastodonPushNotification`): `notification_id` an `Int`, the others strings.
  static let mastodon = PushVendor(
    id: "mastodon", name: "Mastodon Web Push (Mastodon for iOS)",
    page: "https://github.com/mastodon/mastodon-ios/blob/a9e088a9c7b88720fed5eefdd2dc1606b5f21dc8/MastodonSDK/Sources/MastodonCore/Service/Notification/MastodonPushNotification.swift",
    marks: [["notification_type", "access_token"]],
    types: [
      (["notification_id"], .number), (["access_token"], .string), (["notification_type"], .string), (["preferred_locale"], .string),
      (["icon"], .string), (["title"], .string), (["body"], .string),
    ],
    meanings: [
      (["access_token"], "Mastodon access token of the account (secret)"), (["notification_id"], "Mastodon notification id"),
      (["notification_type"], "Mastodon notification type (mention, follow, favourite, reblog, …)"),
      (["preferred_locale"], "Mastodon account's locale"), (["icon"], "Mastodon sender's avatar URL"),
    ])
}
