import Testing

@testable import APSKit

/// Analytics, chat and Asian providers: each row is the payload the vendor's page or SDK source (the
/// row's `page`) documents, printed as NSLog prints it, so only the schema gives the types back.
@Suite struct AnalyticsChatVendorTests {
  typealias Case = PushVendorTests.Case

  static let analytics: [Case] = [
    // Acoustic's MCENotificationPayload: mailingId a number, attribution a string; the action beside them.
    Case(vendor: "acoustic", nslog: "{ aps = { alert = hi; }; mce = { mailingId = 1234; attribution = 42; }; \"notification-action\" = { type = url; value = \"https://e.com\"; }; }", pointer: ["mce", "attribution"], expected: .string("42")),
    // Mixpanel's own unit test of `trackPushNotification:` (mp.m, mp.c) with the token and distinct id the SDK reads.
    Case(vendor: "mixpanel", nslog: "{ aps = { alert = hi; }; mp = { m = \"the_message_id\"; c = \"the_campaign_id\"; token = abc; \"distinct_id\" = 1234; }; }", pointer: ["mp", "distinct_id"], expected: .string("1234")),
    Case(vendor: "mixpanel", nslog: "{ aps = { alert = hi; }; \"mp_ontap\" = { type = homescreen; }; }", pointer: ["mp_ontap", "type"], expected: .string("homescreen")),
    // Appcues' ParsedNotification: the ids are strings (`as? String`), the versions integers.
    Case(vendor: "appcues", nslog: "{ aps = { alert = { title = \"Hello world\"; }; }; \"appcues_account_id\" = 103523; \"appcues_app_id\" = app; \"appcues_user_id\" = \"default-00000\"; \"appcues_notification_id\" = \"DEADBEEF-0000\"; \"appcues_notification_version\" = 123; }", pointer: ["appcues_account_id"], expected: .string("103523")),
    Case(vendor: "appcues", nslog: "{ aps = { alert = hi; }; \"appcues_account_id\" = 103523; \"appcues_notification_id\" = N1; \"appcues_workflow_version\" = 456; }", pointer: ["appcues_workflow_version"], expected: .number("456")),
    // Kumulos+Push.swift: custom.a["k.message"].data.id is an Int.
    Case(vendor: "kumulos", nslog: "{ aps = { alert = hi; badge = 1; }; custom = { a = { \"k.message\" = { data = { id = 42; }; }; }; u = \"https://e.com\"; \"badge_inc\" = 1; }; }", pointer: ["custom", "a", "k.message", "data", "id"], expected: .number("42")),
    // UAAccengagePayload.m: a4sid must be a string (its own test sends @"7675").
    Case(vendor: "accengage", nslog: "{ aps = { alert = test; category = \"test_category\"; }; a4sid = 7675; a4surl = \"someurl.com\"; a4sb = ( { action = webView; bid = 1; url = \"someotherurl.com\"; } ); }", pointer: ["a4sb", "0", "bid"], expected: .string("1")),
    // SwrveNotificationConstants.m: _p the push id, _sd the deep link, _siw the influenced window in minutes.
    Case(vendor: "swrve", nslog: "{ aps = { alert = hi; }; \"_p\" = 1234; \"_sd\" = \"app://x\"; \"_siw\" = 720; }", pointer: ["_siw"], expected: .number("720")),
    Case(vendor: "swrve", nslog: "{ aps = { \"content-available\" = 1; }; \"_sp\" = 99; \"_s.SilentPayload\" = { k = v; }; }", pointer: ["_s.SilentPayload", "k"], expected: .string("v")),
  ]

  static let chat: [Case] = [
    // The QuickBlox video-call sample's VoIP payload: every value a string.
    Case(vendor: "quickblox", nslog: "{ message = \"Ann is calling you.\"; \"ios_voip\" = 1; VOIPCall = 1; sessionID = \"5f7c\"; opponentsIDs = \"101,102\"; contactIdentifier = \"Ann,Bob\"; conferenceType = 1; timestamp = 1700000000; }", pointer: ["conferenceType"], expected: .string("1")),
    // CometChat's notification details: sender and conversation ids are strings.
    Case(vendor: "cometchat", nslog: "{ aps = { alert = { title = George; body = Hello; }; }; sender = 1001; receiver = 1002; receiverType = user; conversationId = \"1001_user_1002\"; tag = 77; type = chat; }", pointer: ["sender"], expected: .string("1001")),
    // Zendesk's Support SDK: the request (ticket) id it opens, a string.
    Case(vendor: "zendesk", nslog: "{ aps = { alert = \"New reply\"; }; \"zendesk_sdk_request_id\" = 123456; }", pointer: ["zendesk_sdk_request_id"], expected: .string("123456")),
    // HubSpot's PushNotificationChatData: a portal id of digits is still a string.
    Case(vendor: "hubspot", nslog: "{ aps = { alert = hi; }; hsPortalId = 123456; hsChatflowId = 42; hsThreadId = 7; hsChatflowParam = sales; }", pointer: ["hsPortalId"], expected: .string("123456")),
    // Agora Chat's parse-push-fields page: f, t, m (a message id of digits is a string), g, e.
    // Easemob's push-parsing page (fixture json__real-easemob-userinfo), printed by NSLog: digits stay strings.
    Case(vendor: "agora", nslog: "{ aps = { alert = { body = hi; }; badge = 1; sound = default; }; f = 6001; t = 6006; g = 1421300621769; m = 373360335316321408; }", pointer: ["g"], expected: .string("1421300621769")),
    Case(vendor: "agora", nslog: "{ aps = { alert = hi; }; f = fromUsername; t = receiver; m = 1234567890123; e = { key1 = value1; }; }", pointer: ["m"], expected: .string("1234567890123")),
    // Bluesky's simulator payloads (social-app scripts/push-notification, README:
    // https://github.com/bluesky-social/social-app/blob/9aed4580e6dafae50f81a6c961f0d93600fa39d1/scripts/push-notification/README.md):
    // a chat message's ids are strings even when they are digits.
    Case(vendor: "bluesky", nslog: "{ aps = { alert = { title = Sam; body = hi; }; \"mutable-content\" = 1; }; reason = \"chat-message\"; convoId = 3123; messageId = 42; recipientDid = \"did:plc:abc\"; }", pointer: ["messageId"], expected: .string("42")),
  ]

  static let asian: [Case] = [
    // Tencent Cloud Chat's OfflinePushInfo (a server request's part): PushFlag and BadgeMode are numbers.
    Case(vendor: "tencent-im", nslog: "{ OfflinePushInfo = { PushFlag = 0; Title = T; Desc = D; Ext = \"{}\"; ApnsInfo = { Sound = \"apns.mp3\"; BadgeMode = 1; MutableContent = 1; }; }; }", pointer: ["OfflinePushInfo", "ApnsInfo", "BadgeMode"], expected: .number("1")),
  ]

  /// Where two rows share keys, the more specific mark decides; each side keeps its provider.
  static let overlaps: [Case] = [
    // OneSignal's `custom` also has `a` and `u`; its `i` comes first.
    Case(vendor: "onesignal", nslog: "{ aps = { alert = hi; }; custom = { i = 9; a = { \"k.message\" = x; }; }; }", pointer: ["custom", "i"], expected: .string("9")),
    // ConnectyCube's call push has `ios_voip` too, with its own `signal_type`.
    Case(vendor: "connectycube", nslog: "{ \"ios_voip\" = 1; \"signal_type\" = startCall; \"session_id\" = s1; \"call_type\" = 1; \"caller_id\" = 12312341; }", pointer: ["caller_id"], expected: .string("12312341")),
    // Aliyun's `m` beside `i` stays Aliyun; Agora Chat needs `f`, `t` and `m`.
    Case(vendor: "aliyun", nslog: "{ i = 123; m = x; aps = { alert = hi; }; }", pointer: ["i"], expected: .number("123")),
    // Pushwoosh's `p` is not Swrve's `_p`.
    Case(vendor: "pushwoosh", nslog: "{ aps = { alert = hi; }; p = 12; \"pw_msg\" = 1; }", pointer: ["p"], expected: .string("12")),
  ]

  // The same checks as every catalogue row: recognised, typed by its schema, named by inspect.
  @Test(arguments: analytics + chat + asian + overlaps) func recognisedAndTyped(_ testCase: Case) throws {
    try PushVendorTests().recognisedAndTyped(testCase)
  }

  /// Marks that must not name a provider: a generic wake-up, and keys that only look like a row's.
  @Test(arguments: [
    "{ aps = { \"content-available\" = 1; }; }",
    // WordPress routes a Mixpanel campaign by its own `origin = mp` (public capture 410): no `mp` dictionary.
    "{ aps = { alert = hi; }; origin = mp; open = reader; }",
    "{ aps = { alert = hi; }; f = 1; m = 2; }",
    // `reason` alone is any app's key (Bluesky's row needs `recipientDid` beside it); gaurun's request lists
    // `token`, not gorush's `tokens` (gaurun SPEC.md, https://github.com/mercari/gaurun/blob/master/SPEC.md).
    "{ aps = { alert = hi; }; reason = like; uri = \"at://x\"; }",
    "{ notifications = ( { token = ( xxx ); platform = 1; message = hi; } ); }",
    // Appery's documented payload (`message`, `badge`: https://docs.appery.io/reference/payload-1) has no key of its own.
    "{ message = \"Hello!\"; badge = 1; }",
  ]) func noProvider(_ nslog: String) throws {
    let capture = try CaptureReader().read(Array(nslog.utf8))
    #expect(InspectReport(capture).vendor == nil)
  }
}
