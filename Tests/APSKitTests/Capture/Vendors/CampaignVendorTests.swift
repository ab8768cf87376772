import Testing

@testable import APSKit

/// The providers whose own iOS SDK (or server) source names their keys: each row is the payload the
/// row's `page` reads or sends, printed as NSLog prints it, so only the schema gives the types back.
@Suite struct CampaignVendorTests {
  typealias Case = PushVendorTests.Case

  static let campaign: [Case] = [
    // BlueShiftNotificationConstants.h: the ids are untyped, so a number stays as printed.
    Case(vendor: "blueshift", nslog: "{ aps = { alert = hi; }; \"bsft_message_uuid\" = \"5d3c-11ea\"; \"bsft_experiment_uuid\" = 99; \"bsft_user_uuid\" = u1; }", pointer: ["bsft_experiment_uuid"], expected: .number("99")),
    // WEServiceExtension.swift: source "webengage" and the expandableDetails layout.
    Case(vendor: "webengage", nslog: "{ aps = { alert = hi; \"mutable-content\" = 1; }; source = webengage; expandableDetails = { style = BIG_PICTURE; }; }", pointer: ["expandableDetails", "style"], expected: .string("BIG_PICTURE")),
    // RetenoUserNotification.swift: es_interaction_id `as? String`.
    Case(vendor: "reteno", nslog: "{ aps = { alert = hi; }; \"es_interaction_id\" = 123456; \"es_link\" = \"app://x\"; }", pointer: ["es_interaction_id"], expected: .string("123456")),
    // PushContent.swift: messageId an Int, messageDetails a String.
    Case(vendor: "dengage", nslog: "{ aps = { alert = hi; }; messageSource = DENGAGE; messageId = 42; messageDetails = 987654; }", pointer: ["messageDetails"], expected: .string("987654")),
    Case(vendor: "dengage", nslog: "{ aps = { alert = hi; }; messageSource = DENGAGE; messageId = 42; messageDetails = abc; }", pointer: ["messageId"], expected: .number("42")),
    // NotificarePushAppDelegateInterceptor.swift: id and notificationId `as? String`.
    Case(vendor: "notificare", nslog: "{ aps = { alert = hi; }; \"x-sender\" = notificare; \"x-application\" = 5f1a; id = 77; notificationId = 12345; }", pointer: ["notificationId"], expected: .string("12345")),
    // WonderPush.m reads `_wp.targetUrl` with stringForKey: (an NSString only).
    Case(vendor: "wonderpush", nslog: "{ aps = { alert = hi; }; \"_wp\" = { type = simple; targetUrl = 1234; n = 1234; }; }", pointer: ["_wp", "targetUrl"], expected: .string("1234")),
    // CleverPushInstance.m: both `_id`s through cleverPushStringForKey: (a number is taken too: untyped).
    Case(vendor: "cleverpush", nslog: "{ aps = { alert = hi; }; notification = { \"_id\" = 12345; title = Hi; }; subscription = { \"_id\" = 678; }; }", pointer: ["subscription", "_id"], expected: .number("678")),
    // PEPayLoad.swift: tag a String, rf an Int.
    Case(vendor: "pushengage", nslog: "{ aps = { alert = hi; }; pe = { tag = 12345; rf = 0; u = \"https://e.com\"; }; }", pointer: ["pe", "tag"], expected: .string("12345")),
    // Payload.swift reads iZooto's keys inside aps: r a String, k an Int.
    Case(vendor: "izooto", nslog: "{ aps = { alert = { title = Hi; }; r = 98765; ct = 1700000000; k = 1; }; }", pointer: ["aps", "r"], expected: .string("98765")),
    // AltcraftPushReceiverTest.swift sends `_ac_push` with the media URL.
    Case(vendor: "altcraft", nslog: "{ aps = { alert = hi; \"mutable-content\" = 1; }; \"_ac_push\" = 1; }", pointer: ["aps", "mutable-content"], expected: .number("1")),
    // PushNotificationPayload.swift: ortto_notification_id `as? String`.
    Case(vendor: "ortto", nslog: "{ aps = { alert = hi; }; \"ortto_notification_id\" = 31337; link = \"app://x\"; }", pointer: ["ortto_notification_id"], expected: .string("31337")),
    // ATTNSDK.swift: the open action URL inside attentiveCallbackData.
    Case(vendor: "attentive", nslog: "{ aps = { alert = hi; }; attentiveCallbackData = { \"attentive_open_action_url\" = \"https://e.com/p\"; }; }", pointer: ["attentiveCallbackData", "attentive_open_action_url"], expected: .string("https://e.com/p")),
    // Sendios README, "Push Notification Payload": every data value a String.
    Case(vendor: "sendios", nslog: "{ aps = { alert = hi; }; data = { \"push_id\" = 2; \"logic_id\" = 15; type = route; }; }", pointer: ["data", "logic_id"], expected: .string("15")),
    // Push.swift: nid `as? String`.
    Case(vendor: "suprsend", nslog: "{ aps = { alert = hi; }; \"via_suprsend\" = 1; nid = 4242; }", pointer: ["nid"], expected: .string("4242")),
    // Apptentive+Push.swift: the apptentive dictionary's alert `as? String`.
    Case(vendor: "apptentive", nslog: "{ aps = { \"content-available\" = 1; }; apptentive = { action = pmc; alert = 42; }; }", pointer: ["apptentive", "alert"], expected: .string("42")),
    // KARTE's MeasurementSpec: the campaign and short ids beside the flag.
    Case(vendor: "karte", nslog: "{ aps = { alert = hi; }; \"krt_push_notification\" = 1; \"krt_campaign_id\" = 12345; \"krt_shorten_id\" = 678; }", pointer: ["krt_campaign_id"], expected: .string("12345")),
    // AMPPushNotificationPayloadParser.m: the keys under yamp, untyped.
    Case(vendor: "appmetrica", nslog: "{ aps = { alert = hi; }; yamp = { i = 1234567; l = \"https://ya.ru\"; }; }", pointer: ["yamp", "l"], expected: .string("https://ya.ru")),
    // The MobPush Cocos2d-x plugin's own comment: the push as NSLog prints it.
    Case(vendor: "mobpush", nslog: "{ 1 = 2; aps = { alert = { body = 1; subtitle = 1; title = 1; }; \"content-available\" = 1; \"mutable-content\" = 1; }; mobpushMessageId = 159346875878223872; }", pointer: ["mobpushMessageId"], expected: .number("159346875878223872")),
  ]

  static let chatAndServers: [Case] = [
    // ALPushNotificationService.m: AL_KEY the type, AL_VALUE read as NSString.
    Case(vendor: "applozic", nslog: "{ aps = { alert = hi; }; \"AL_KEY\" = \"APPLOZIC_01\"; \"AL_VALUE\" = 5112345; }", pointer: ["AL_VALUE"], expected: .string("5112345")),
    // The prebuilt call kit's note of a call invitation: zpns_request_id a String, version a number.
    Case(vendor: "zegocloud", nslog: "{ aps = { alert = { title = \"Call invitation\"; }; }; zego = { \"call_id\" = 172604065779740667; version = 1; \"zpns_request_id\" = 2819825754101714171; }; }", pointer: ["zego", "zpns_request_id"], expected: .string("2819825754101714171")),
    // apns.go: the topic and the encrypted message beside aps.
    Case(vendor: "xmtp", nslog: "{ aps = { \"mutable-content\" = 1; }; topic = \"/xmtp/mls/1/g-abc/proto\"; encryptedMessage = \"AAEC\"; messageType = v3-conversation; }", pointer: ["encryptedMessage"], expected: .string("AAEC")),
    // MastodonPushNotification: notification_id an Int, access_token a String.
    Case(vendor: "mastodon", nslog: "{ \"access_token\" = 123456; \"notification_id\" = 42; \"notification_type\" = mention; title = Ann; body = hi; }", pointer: ["access_token"], expected: .string("123456")),
    // PushyApnsSender.java: aerogear-push-id beside aps.
    Case(vendor: "aerogear", nslog: "{ aps = { alert = hi; }; \"aerogear-push-id\" = 12345; }", pointer: ["aerogear-push-id"], expected: .string("12345")),
    // AuthenticationNotification.swift: every mfa value `as? String`.
    Case(vendor: "auth0-guardian", nslog: "{ aps = { alert = \"Sign in?\"; category = \"com.auth0.notification.authentication\"; }; mfa = { dai = \"dev_1\"; txtkn = abc; d = \"2026-01-01T00:00:00.000Z\"; sh = \"tenant.auth0.com\"; c = 123456; }; }", pointer: ["mfa", "c"], expected: .string("123456")),
    // Bark's server: each parameter lowercased, its value as text.
    Case(vendor: "bark", nslog: "{ aps = { alert = { body = hi; }; category = myNotificationCategory; \"mutable-content\" = 1; }; isarchive = 1; group = test; }", pointer: ["isarchive"], expected: .string("1")),
    // Bark's "API V2" request: device_key beside body, badge an integer.
    Case(vendor: "bark", nslog: "{ body = \"Test Bark Server\"; \"device_key\" = ynJ5Ft4atkMkWeo2PAvFhF; title = bleem; badge = 1; group = test; }", pointer: ["badge"], expected: .number("1")),
  ]

  /// Rows already in the catalogue, rechecked against what their SDKs hand the app.
  static let rechecked: [Case] = [
    // OneSignal SDK 3.x's OSNotificationOpenResult without isAppInFocus (public capture 38's shape).
    // Twilio Verify's push challenge (its demo's PushChallengePayloadData): the SIDs are strings.
    Case(vendor: "twilio", nslog: "{ aps = { alert = \"Approve?\"; }; type = \"verify_push_challenge\"; \"challenge_sid\" = YC123; \"factor_sid\" = YF456; message = hi; }", pointer: ["challenge_sid"], expected: .string("YC123")),
    Case(vendor: "onesignal", nslog: "{ notification = { payload = { notificationID = \"7ea8fd68\"; rawPayload = { aps = { alert = hi; }; custom = { i = \"7ea8fd68\"; }; }; }; shown = 1; displayType = 1; }; action = { }; }", pointer: ["notification", "payload", "notificationID"], expected: .string("7ea8fd68")),
  ]

  @Test(arguments: campaign + chatAndServers + rechecked) func recognisedAndTyped(_ testCase: Case) throws {
    try PushVendorTests().recognisedAndTyped(testCase)
  }

  /// Keys that only look like a row's: a Firebase message's `notification` (no `subscription._id`),
  /// `topic` without XMTP's `encryptedMessage`, and Bark's `body` without its `device_key`.
  @Test(arguments: [
    "{ aps = { alert = hi; }; notification = { \"_id\" = 1; }; }",
    "{ aps = { alert = hi; }; topic = news; messageType = text; }",
    "{ aps = { alert = hi; }; body = hi; group = test; }",
    "{ aps = { alert = hi; r = 1; }; }",
  ]) func noProvider(_ nslog: String) throws {
    let capture = try CaptureReader().read(Array(nslog.utf8))
    #expect(InspectReport(capture).vendor == nil)
  }
}
