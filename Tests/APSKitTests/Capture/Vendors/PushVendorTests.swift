import Testing

@testable import APSKit

/// The catalogue of push providers: each is recognised by its keys and types its unquoted
/// scalars. Adding a provider is adding a row here with its table.
@Suite struct PushVendorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var vendor: String
    /// An NSLog description of a notification from that provider.
    var nslog: String
    /// A key the provider types, and the value it must read to.
    var pointer: [String]
    var expected: JSONValue
    var testDescription: String { vendor }
  }

  static let cases: [Case] = [
    Case(vendor: "firebase", nslog: "{ aps = { alert = hi; }; \"gcm.message_id\" = 1577; bookingId = 75; }", pointer: ["bookingId"], expected: .string("75")),
    // A data message from the direct channel (public capture 712, cordova-plugin-fcm issue 375): no aps, no gcm.* keys.
    Case(vendor: "firebase", nslog: "{ DUMMY = DATA; \"collapse_key\" = collapse; from = 249436698482; }", pointer: ["from"], expected: .string("249436698482")),
    Case(vendor: "getui", nslog: "{ \"_ge_\" = 1; \"_gmid_\" = \"OSS-1:2:3\"; aps = { alert = hi; }; }", pointer: ["_ge_"], expected: .string("1")),
    Case(vendor: "jpush", nslog: "{ \"_j_msgid\" = 813843507; aps = { alert = hi; }; }", pointer: ["_j_msgid"], expected: .number("813843507")),
    // The JPush Flutter plugin's Android event map: the intent's extras, MSG_ID read with `getStringExtra`
    // (jpush-flutter-plugin, JPushPlugin.java `getNotificationExtras`; JPushHelper.java `getExtras`:
    // https://github.com/jpush/jpush-flutter-plugin/blob/master/android/src/main/java/com/jiguang/jpush/JPushHelper.java;
    // public captures 1024, 1025).
    Case(vendor: "jpush", nslog: "{ alert = hi; extras = { \"cn.jpush.android.MSG_ID\" = 234; \"cn.jpush.android.NOTIFICATION_ID\" = 234; }; title = t; }", pointer: ["extras", "cn.jpush.android.MSG_ID"], expected: .string("234")),
    // JPush "Schedule API" (https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/server/push/rest_api_push_schedule.md;
    // public capture 1038): the Push API request under `push`, beside the `trigger`.
    Case(vendor: "jpush", nslog: "{ name = s; trigger = { single = { time = \"2014-09-17 12:00:00\"; }; }; push = { platform = all; audience = all; notification = { alert = hi; }; }; }", pointer: ["push", "audience"], expected: .string("all")),
    // JPush "REST API v2 Push" (https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/server/old/rest_api_v2_push.md;
    // public capture 1039): the `msg_content` of a notification.
    Case(vendor: "jpush", nslog: "{ \"n_content\" = hi; \"n_extras\" = { ios = { badge = 88; }; }; }", pointer: ["n_extras", "ios", "badge"], expected: .number("88")),
    Case(vendor: "tpns", nslog: "{ aps = { alert = hi; \"badge_type\" = \"-1\"; }; xg = { bid = 0; ts = 1447915559; }; }", pointer: ["aps", "badge_type"], expected: .number("-1")),
    Case(vendor: "onesignal", nslog: "{ aps = { alert = hi; }; custom = { i = 1234; }; }", pointer: ["custom", "i"], expected: .string("1234")),
    Case(vendor: "airship", nslog: "{ \"_\" = 42; aps = { alert = hi; }; \"com.urbanairship.metadata\" = eyJ9; }", pointer: ["_"], expected: .string("42")),
    Case(vendor: "braze", nslog: "{ ab = { c = 1; }; \"ab_uri\" = 12; aps = { alert = hi; }; }", pointer: ["ab_uri"], expected: .string("12")),
    Case(vendor: "leanplum", nslog: "{ \"_lpm\" = 1234567890; \"lp_occurrence_id\" = 5813; aps = { alert = hi; }; }", pointer: ["lp_occurrence_id"], expected: .string("5813")),
    Case(vendor: "apphud", nslog: "{ \"rule_id\" = 5242; aps = { alert = hi; }; }", pointer: ["rule_id"], expected: .string("5242")),
    Case(vendor: "sinch", nslog: "{ owner = sinch; type = 1; aps = { alert = hi; }; }", pointer: ["type"], expected: .string("1")),
    Case(vendor: "aliyun", nslog: "{ i = 123; m = x; aps = { alert = hi; }; }", pointer: ["i"], expected: .number("123")),
    Case(vendor: "umeng", nslog: "{ d = 96166150581269377811; p = 0; aps = { alert = hi; }; }", pointer: ["d"], expected: .string("96166150581269377811")),
  ]

  /// The long tail: each row is the keys the provider's page or SDK source (its `page`) documents,
  /// printed as NSLog prints them (so the schema must give the types back).
  static let messaging: [Case] = [
    Case(vendor: "intercom", nslog: "{ aps = { alert = hi; }; \"intercom_push_type\" = notification; receiver = \"intercom_sdk\"; \"conversation_id\" = 123456; }", pointer: ["conversation_id"], expected: .string("123456")),
    Case(vendor: "zulip", nslog: "{ aps = { alert = hi; }; server = \"chat.example.com\"; \"realm_uri\" = \"https://chat.example.com\"; \"user_id\" = 10; \"zulip_message_id\" = 4711; event = message; }", pointer: ["zulip_message_id"], expected: .number("4711")),
    Case(vendor: "nextcloud", nslog: "{ aps = { alert = hi; \"mutable-content\" = 1; }; subject = \"QUJD\"; signature = \"REVG\"; }", pointer: ["subject"], expected: .string("QUJD")),
    Case(vendor: "rocketchat", nslog: "{ aps = { alert = hi; }; ejson = \"{\\\"rid\\\":\\\"GENERAL\\\"}\"; }", pointer: ["ejson"], expected: .string("{\"rid\":\"GENERAL\"}")),
    Case(vendor: "rongcloud", nslog: "{ aps = { alert = hi; }; rc = { cType = PR; fId = 1001; tId = 1002; oName = \"RC:TxtMsg\"; id = 5; }; }", pointer: ["rc", "fId"], expected: .string("1001")),
    Case(vendor: "matrix", nslog: "{ aps = { alert = hi; }; \"room_id\" = \"!abc:example.org\"; \"event_id\" = \"$e1\"; \"unread_count\" = 2; }", pointer: ["unread_count"], expected: .number("2")),
    Case(vendor: "mattermost", nslog: "{ aps = { alert = hi; }; \"ack_id\" = 8f3; \"server_id\" = s1; \"channel_id\" = c1; \"post_id\" = 42; type = message; }", pointer: ["post_id"], expected: .string("42")),
    Case(vendor: "sendbird", nslog: "{ aps = { alert = hi; }; sendbird = { type = MESG; channel = { \"channel_url\" = c; }; }; }", pointer: ["sendbird", "type"], expected: .string("MESG")),
    // Sendbird Calls' VoIP push (public capture 512): a caller's user id of digits is still a string.
    Case(vendor: "sendbird", nslog: "{ aps = { alert = Call; }; \"sendbird_call\" = { command = { cmd = CALL; payload = { caller = { \"user_id\" = 876510; }; }; }; }; }", pointer: ["sendbird_call", "command", "payload", "caller", "user_id"], expected: .string("876510")),
    Case(vendor: "stream", nslog: "{ aps = { alert = hi; }; stream = { sender = \"stream.chat\"; type = \"message.new\"; id = 77; cid = \"messaging:general\"; }; }", pointer: ["stream", "id"], expected: .string("77")),
    Case(vendor: "twilio", nslog: "{ aps = { alert = hi; }; \"twi_message_type\" = \"twilio.conversations.new_message\"; \"conversation_sid\" = CH1; \"message_sid\" = IM1; \"message_index\" = 3; }", pointer: ["message_index"], expected: .number("3")),
    Case(vendor: "helpshift", nslog: "{ aps = { alert = hi; }; origin = helpshift; \"issue_id\" = 12345; }", pointer: ["issue_id"], expected: .string("12345")),
    Case(vendor: "voximplant", nslog: "{ voximplant = \"{\\\"callid\\\":1}\"; }", pointer: ["voximplant"], expected: .string("{\"callid\":1}")),
    // The payload shapes documented by each page in the row (cases 285, 286, 290, 343, 324, 328, 342 of the public corpus).
    Case(vendor: "zulip", nslog: "{ aps = { alert = hi; badge = 1; }; zulip = { \"message_ids\" = ( 31 ); }; }", pointer: ["zulip", "message_ids", "0"], expected: .number("31")),
    Case(vendor: "zulip", nslog: "{ aps = { alert = hi; }; custom = { zulip = { server = testserver; \"realm_id\" = 2; \"user_id\" = 10; }; }; }", pointer: ["custom", "zulip", "realm_id"], expected: .number("2")),
    Case(vendor: "nextcloud", nslog: "{ to = token; notification = { body = \"NEW_NOTIFICATION\"; }; data = { subject = QUJD; signature = REVG; }; }", pointer: ["data", "subject"], expected: .string("QUJD")),
    Case(vendor: "twilio", nslog: "{ aps = { alert = hi; badge = 1; }; \"twi_message_id\" = APN54d0; type = \"onetouch_approval_request\"; }", pointer: ["twi_message_id"], expected: .string("APN54d0")),
    Case(vendor: "connectycube", nslog: "{ aps = { alert = VoIP; }; \"signal_type\" = startCall; \"caller_id\" = 12312341; \"ios_voip\" = 1; \"has_video\" = 0; }", pointer: ["caller_id"], expected: .string("12312341")),
    Case(vendor: "linphone", nslog: "{ aps = { sound = \"\"; \"call-id\" = 12345; uuid = \"\"; }; \"from-uri\" = \"sip:a@sip.linphone.org\"; \"pn_ttl\" = 42; \"call-id\" = 12345; }", pointer: ["call-id"], expected: .string("12345")),
    Case(vendor: "liveperson", nslog: "{ aps = { alert = hi; }; \"push-service\" = 1; backendService = ams; conversationId = \"13a1ca79\"; originatorId = \"90588718.2333061110\"; brandId = 90588711; sequence = 8; }", pointer: ["brandId"], expected: .string("90588711")),
    // The vendors of public captures 816-852, each from its documented shape or SDK source (the row's `page`).
    // Infobip's SDK tests build `messageId` beside `internalData` (mobile-messaging-sdk-ios, InAppAlertTests.swift).
    Case(vendor: "infobip", nslog: "{ aps = { alert = hi; }; messageId = 4711; internalData = { inApp = 1; sendDateTime = 1503583689984; }; }", pointer: ["messageId"], expected: .string("4711")),
    // Telnyx's VoIP push: the call's metadata (telnyx-webrtc-ios, migration guide v2 to v3, "Push Notification Payload Format").
    Case(vendor: "telnyx", nslog: "{ aps = { alert = \"Missed call!\"; }; metadata = { \"call_id\" = 87654321; \"caller_number\" = 123456789; }; }", pointer: ["metadata", "caller_number"], expected: .string("123456789")),
    // Home Assistant's own simulator payload (home-assistant/iOS, TestNotifications/map_notification.apns).
    Case(vendor: "home-assistant", nslog: "{ aps = { alert = hi; category = map; }; homeassistant = { latitude = 37; longitude = \"-122\"; }; }", pointer: ["homeassistant", "latitude"], expected: .string("37")),
    // LeanCloud's REST guide, "iOS 设备其他说明": header fields beside aps in the push's data.
    Case(vendor: "leancloud", nslog: "{ aps = { alert = hi; }; \"apns-push-type\" = alert; \"collapse-id\" = 42; }", pointer: ["collapse-id"], expected: .string("42")),
    // KOBIL "Push Content": the recipient beside the message id.
    Case(vendor: "kobil", nslog: "{ aps = { alert = hi; }; category = chat; to = { userId = 1234; tenantId = 5678; }; messageId = 99; }", pointer: ["to", "tenantId"], expected: .string("5678")),
  ]

  static let engagement: [Case] = [
    Case(vendor: "clevertap", nslog: "{ aps = { alert = hi; }; \"wzrk_id\" = \"1700000000_20240101\"; \"wzrk_pivot\" = wzrk_default; \"wzrk_acct_id\" = 123; }", pointer: ["wzrk_acct_id"], expected: .string("123")),
    Case(vendor: "iterable", nslog: "{ aps = { alert = hi; }; itbl = { campaignId = 1234; templateId = 5678; messageId = 9abc; isGhostPush = 0; }; }", pointer: ["itbl", "campaignId"], expected: .number("1234")),
    Case(vendor: "batch", nslog: "{ aps = { alert = hi; }; \"com.batch\" = { i = 1234; l = \"app://x\"; }; }", pointer: ["com.batch", "i"], expected: .string("1234")),
    Case(vendor: "moengage", nslog: "{ aps = { alert = hi; }; moengage = { cid = 42; }; }", pointer: ["moengage", "cid"], expected: .string("42")),
    Case(vendor: "customerio", nslog: "{ aps = { alert = hi; \"mutable-content\" = 1; }; CIO = { push = { link = \"app://x\"; image = \"https://e.com/i.png\"; }; }; }", pointer: ["CIO", "push", "link"], expected: .string("app://x")),
    Case(vendor: "pushwoosh", nslog: "{ aps = { alert = hi; }; p = 12; \"pw_msg\" = 1; }", pointer: ["pw_msg"], expected: .string("1")),
    Case(vendor: "klaviyo", nslog: "{ aps = { alert = hi; }; body = { \"_k\" = { \"$flow\" = X1; }; }; }", pointer: ["body", "_k", "$flow"], expected: .string("X1")),
    Case(vendor: "salesforce", nslog: "{ aps = { alert = hi; }; \"_sid\" = SFMC; \"_m\" = 123; \"_r\" = 456; }", pointer: ["_m"], expected: .string("123")),
    Case(vendor: "adobe-ajo", nslog: "{ aps = { alert = hi; }; \"adb_uri\" = \"app://x\"; \"_xdm\" = { cjm = { id = 1; }; }; }", pointer: ["adb_uri"], expected: .string("app://x")),
    Case(vendor: "adobe-campaign", nslog: "{ aps = { alert = hi; }; \"_mId\" = 12; \"_dId\" = 34; }", pointer: ["_dId"], expected: .string("34")),
    Case(vendor: "pusher-beams", nslog: "{ aps = { alert = hi; }; data = { pusher = { publishId = 123; }; }; }", pointer: ["data", "pusher", "publishId"], expected: .string("123")),
    Case(vendor: "pinpoint", nslog: "{ aps = { alert = hi; }; data = { pinpoint = { deeplink = \"app://x\"; }; }; }", pointer: ["data", "pinpoint", "deeplink"], expected: .string("app://x")),
    Case(vendor: "expo", nslog: "{ aps = { alert = hi; }; body = { screen = home; }; experienceId = \"@ann/app\"; scopeKey = \"@ann/app\"; }", pointer: ["experienceId"], expected: .string("@ann/app")),
    Case(vendor: "knock", nslog: "{ aps = { alert = hi; }; \"knock_message_id\" = 2001; }", pointer: ["knock_message_id"], expected: .string("2001")),
    Case(vendor: "courier", nslog: "{ aps = { alert = hi; }; trackingUrl = \"https://t.example/1\"; }", pointer: ["trackingUrl"], expected: .string("https://t.example/1")),
    Case(vendor: "ntfy", nslog: "{ aps = { alert = hi; }; topic = alerts; event = message; id = abc; time = 1700000000; }", pointer: ["time"], expected: .string("1700000000")),
    Case(vendor: "moodle", nslog: "{ aps = { alert = hi; }; site = 5a1b; notif = 1; courseid = 3; component = \"mod_forum\"; name = posts; }", pointer: ["courseid"], expected: .number("3")),
    Case(vendor: "taplytics", nslog: "{ aps = { alert = hi; }; \"tl_id\" = 555; }", pointer: ["tl_id"], expected: .string("555")),
    // The payload shapes documented by each page in the row (cases 288, 291, 301, 308, 314 of the public corpus).
    Case(vendor: "taplytics", nslog: "{ aps = { alert = hi; \"tl_id\" = 555; }; taplytics = { \"image_url\" = \"\"; }; }", pointer: ["aps", "tl_id"], expected: .string("555")),
    Case(vendor: "pushwoosh", nslog: "{ aps = { category = \"PW_STORIES\"; }; \"pw_stories\" = { pages = ( { duration = 5; } ); }; }", pointer: ["pw_stories", "pages", "0", "duration"], expected: .number("5")),
    Case(vendor: "klaviyo", nslog: "{ aps = { alert = hi; \"mutable-content\" = 1; }; \"rich-media\" = \"https://e.com/1.jpg\"; \"rich-media-type\" = jpg; }", pointer: ["rich-media-type"], expected: .string("jpg")),
    Case(vendor: "emarsys", nslog: "{ aps = { alert = hi; }; u = { sid = 1234; }; ems = { multichannelId = 42; }; }", pointer: ["u", "sid"], expected: .string("1234")),
    // PortSIP's call push as its iOS SDK sample shows it (public capture 620): not JPush, whose `msg_content` it shares.
    Case(vendor: "portsip", nslog: "{ \"X-Push-Id\" = \"pvqx..\"; \"message_id\" = \"9685\"; \"msg_content\" = \"Received a call.\"; \"msg_type\" = call; \"send_from\" = 102; \"send_to\" = \"sip:105@example.com\"; }", pointer: ["send_from"], expected: .string("102")),
    // autopush's `_route` (apnsrouter.py): chid, ver, and for data body/con/enc/cryptokey (public capture 614).
    Case(vendor: "mozilla-autopush", nslog: "{ chid = f6defa01; ver = 1234; con = aesgcm; body = Q1t; aps = { \"mutable-content\" = 1; }; }", pointer: ["ver"], expected: .string("1234")),
    Case(vendor: "pubnub", nslog: "{ \"pn_apns\" = { aps = { alert = hi; badge = 2; }; }; }", pointer: ["pn_apns", "aps", "badge"], expected: .number("2")),
    // Countly's SDK constants (`kCountlyPNKeyCountlyPayload` "c", `…NotificationID` "i"): the id is a string even when all digits.
    Case(vendor: "countly", nslog: "{ aps = { alert = hi; }; c = { i = 62123456; l = \"https://count.ly/\"; }; }", pointer: ["c", "i"], expected: .string("62123456")),
    // Bloomreach (Exponea) "Tracking": the campaign's attributes (public capture 828's shape).
    Case(vendor: "bloomreach", nslog: "{ aps = { alert = hi; }; attributes = { \"campaign_id\" = 123456; \"action_id\" = 1; }; \"url_params\" = { param1 = 7; }; }", pointer: ["attributes", "campaign_id"], expected: .string("123456")),
  ]

  @Test(arguments: messaging + engagement) func longTailRecognisedAndTyped(_ testCase: Case) throws { try recognisedAndTyped(testCase) }

  /// The mark index keeps a bit per first key in each of its eight words (the catalogue grows).
  @Test func tokenSetHoldsIdsInEveryWord() {
    let ids = [0, 63, 64, 127, 128, 255, 256, 319, 320, 383, 384, 447, 448, 511]
    var set = MarkIndex.TokenSet()
    for id in ids { set.insert(id) }
    #expect(ids.allSatisfy(set.contains))
    #expect(![1, 62, 65, 126, 129, 191, 192, 254, 257, 300, 330, 400, 450, 510].contains(where: set.contains))
    var part = MarkIndex.TokenSet()
    for id in [63, 128, 255, 384, 511] { part.insert(id) }
    #expect(part.isSubset(of: set))
    part.insert(200)
    #expect(!part.isSubset(of: set))
    var listed: [Int] = []
    set.forEach { listed.append($0) }
    #expect(listed == ids)
    var joined = MarkIndex.TokenSet()
    joined.formUnion(part)
    #expect(joined == part && joined != set)
  }

  @Test func catalogueHoldsForty() {
    #expect(PushVendor.catalogue.count >= 40)
    #expect(PushVendor.markIndexCounts.keys <= MarkIndex.TokenSet.capacity, "the mark index holds one bit per first key")
    #expect(PushVendor.markIndexCounts.marks <= MarkIndex.TokenSet.capacity, "the mark index holds one bit per mark")
  }

  /// The name a type note gives a provider ("JPush defines /_j_msgid as a number"): its name up to
  /// `(` or ` via `, found in the name's bytes when the catalogue is first used.
  @Test func shortNamesEndBeforeTheParenthesisOrVia() throws {
    let expected = ["getui": "GeTui", "jpush": "JPush", "firebase": "Firebase", "tpns": "TPNS", "onesignal": "OneSignal",
      "aws-sns": "Amazon SNS message envelope", "aliyun": "Alibaba Cloud", "umeng": "Umeng"]
    for (id, short) in expected {
      let vendor = try #require(PushVendor.catalogue.first { $0.id == id }, "\(id)")
      #expect(vendor.shortName == short, "\(id)")
    }
    for vendor in PushVendor.catalogue where vendor.id != "firebase" && vendor.id != "tpns" {
      #expect(!vendor.shortName.isEmpty && vendor.name.hasPrefix(vendor.shortName), "\(vendor.id)")
      #expect(!vendor.shortName.contains("(") && !vendor.shortName.contains(" via ") && vendor.shortName.last != " ", "\(vendor.id)")
    }
  }

  /// The distinctive key names a start's text is searched for, split from the marks' paths by bytes:
  /// the last key of a path, its `*` dropped, at its first `_` or `.`.
  @Test func hintsAreTheMarksLastKeys() throws {
    let firebase = try #require(PushVendor.catalogue.firstIndex { $0.id == "firebase" })
    let dot = PushVendor.hintsBySeparator.dot.filter { $0.rank == firebase }.map { String(decoding: $0.needle, as: UTF8.self) }
    #expect(dot.contains("gcm.message_id") && dot.contains("google.c.") && dot.contains("gcm.notification."))
    let underscore = PushVendor.hintsBySeparator.underscore.filter { $0.rank == firebase }.map { String(decoding: $0.needle, as: UTF8.self) }
    // `data/notification_foreground`: the last key only; `registration_ids`: at its `_`.
    #expect(underscore.contains("notification_foreground") && underscore.contains("registration_ids"))
    #expect(PushVendor.hintsBySeparator.underscore.allSatisfy { $0.needle[$0.separator] == UInt8(ascii: "_") && !$0.needle.contains(UInt8(ascii: "/")) })
  }

  /// FlutterFire's `RemoteMessage.toMap()`: the SDK's fields keep their printed types; FCM's
  /// schema types the `data` inside only.
  @Test func sdkWrapperIsNoFCMData() throws {
    let text = "flutter: {senderId: null, category: null, collapseKey: null, contentAvailable: false, data: {orderId: 75}, from: 123, messageId: 0:1, messageType: null, mutableContent: false, notification: {title: Hi, body: There}, sentTime: 1700000000000, threadId: null, ttl: null}\n"
    let capture = try #require(try CaptureReader().readAll(Array(text.utf8)).first)
    let value = try #require(capture.value)
    #expect(value["senderId"] == .null)
    #expect(value["contentAvailable"] == .bool(false))
    #expect(value[pointer: JSONPointer(tokens: ["data", "orderId"])] == .string("75"))
    let report = InspectReport(capture)
    #expect(report.fields.contains { $0.path == "/senderId" && $0.meaning.contains("SDK's message object") })
    #expect(!report.fields.contains { $0.path == "/notification" && $0.meaning.contains("FCM data") })
  }

  /// No catalogue provider: the report says so and names the keys that look like a sender's own.
  @Test func unknownProviderNamesNamespaceKeys() throws {
    let capture = try CaptureReader().read(Array(#"{"aps":{"alert":"hi"},"acme":{"id":1},"xq_id":"1","xq_ts":"2","com.foo.bar":"x"}"#.utf8))
    let report = InspectReport(capture)
    #expect(report.vendor == nil)
    #expect(report.providerLine.contains("unknown provider: keys that look like a sender's namespace: acme, xq_*, com.foo.*"))
  }

  @Test(arguments: cases) func recognisedAndTyped(_ testCase: Case) throws {
    let capture = try CaptureReader().read(Array(testCase.nslog.utf8))
    let value = try #require(capture.value)
    #expect((capture.withRoot(PushVendor.recognise) ?? nil)?.vendor.id == testCase.vendor)
    #expect(value[pointer: JSONPointer(tokens: testCase.pointer)] == testCase.expected)
    let report = InspectReport(capture)
    #expect(report.vendor?.id == testCase.vendor)
    #expect(report.providerLine.hasPrefix(try #require(report.vendor?.name)))
  }

  @Test func everyRowHasAnHTTPSPageAndMarks() {
    for vendor in PushVendor.catalogue {
      #expect(vendor.page.hasPrefix("https://"), "\(vendor.id)")
      #expect(!vendor.marks.isEmpty && !vendor.meanings.isEmpty, "\(vendor.id)")
    }
    #expect(Set(PushVendor.catalogue.map(\.id)).count == PushVendor.catalogue.count)
  }

  @Test func plainAPNsHasNoProvider() throws {
    let capture = try CaptureReader().read(Array(#"{"aps":{"alert":"hi"},"id":7}"#.utf8))
    #expect(InspectReport(capture).vendor == nil)
  }
}
