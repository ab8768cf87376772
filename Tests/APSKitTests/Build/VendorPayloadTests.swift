import Testing

@testable import APSKit

@Suite struct VendorPayloadTests {
  /// `read` applied to `body` as printed and scanned: how every vendor body is read.
  func read<R>(_ read: (JSONView) -> R, _ body: JSONValue) -> R {
    JSONTape.withRoot(of: JSONPrinter.compact(body)[...], read)!
  }

  @Test func geTuiIOSChannelBecomesAPSPlusPayload() throws {
    let body = try JSONText(scanning: #"""
      {"request_id":"r","push_message":{"transmission":"t"},
       "push_channel":{"ios":{"type":"notify","aps":{"alert":{"title":"订单"},"sound":"default"},"auto_badge":"+1","payload":"{\"id\":1}"}}}
      """#).value
    #expect(read(VendorPayload.fromGeTuiPush, body) == [
      "aps": ["alert": ["title": "订单"], "sound": "default", "badge": 100_000], "payload": "{\"id\":1}",
    ])
    #expect(read(VendorPayload.fromGeTuiPush, ["push_message": ["transmission": "t"]]) == nil)
  }

  @Test func jPushNotificationBecomesAPSAndExtrasGoBeside() throws {
    let body = try JSONText(scanning: #"""
      {"notification":{"ios":{"alert":"Hi","sound":"default","badge":"5","content-available":true,
       "mutable-content":false,"thread-id":"t","extras":{"newsid":321}}},"message":{"msg_content":"m"}}
      """#).value
    #expect(read(VendorPayload.fromJPushPush, body) == [
      "aps": ["alert": "Hi", "sound": "default", "badge": 5, "content-available": 1, "thread-id": "t"], "newsid": 321,
    ])
    let plusOne: JSONValue = ["notification": ["ios": ["alert": "Hi", "badge": "+1"]]]
    #expect(read(VendorPayload.fromJPushPush, plusOne) == ["aps": ["alert": "Hi", "badge": 100_000]])
    #expect(read(VendorPayload.fromJPushPush, ["message": ["msg_content": "m"]]) == nil)
  }

  /// JPush works the badge out on its server: "Can be set to N, +N, or -N. The value range of N is [0,99]. If
  /// the uploaded badge value is 10, the badge will be set to N, 10+N, or 10-N", "0 or an empty string means
  /// clearing the badge" (https://docs.jiguang.cn/en/jpush/practice/set_badge), with uploaded values in
  /// [0,99999]. The sent payload does carry a badge, so it is kept at the largest value it can take, and
  /// `serverComputed` says why; dropping it made `validate` warn "no alert, badge or sound" on a badge push.
  @Test(arguments: [
    ("+1", 100_000, true), ("+99", 100_098, true), ("-1", 99_998, true), ("5", 5, false), ("", 0, false),
    ("auto", 99_999, true),
  ])
  func jPushServerBadges(_ text: String, _ checkedAs: Int, _ noted: Bool) throws {
    let body: JSONValue = ["platform": "ios", "audience": "all", "notification": ["ios": ["badge": .string(text)]]]
    #expect(read(VendorPayload.fromJPushPush, body) == ["aps": ["badge": .number(String(checkedAs))]])
    let notes = read({ VendorPayload.serverComputed(format: "jpush-v3", body: $0) }, body)
    #expect(notes.isEmpty == !noted)
    if noted { #expect(notes[0].contains("\(checkedAs)") && notes[0].contains("https://docs.jiguang.cn/")) }
  }

  /// GeTui's `push_channel.ios.auto_badge` overrides `aps.badge` and is worked out on GeTui's server
  /// (https://docs.getui.com/getui/server/rest_v2/push/).
  @Test func geTuiAutoBadgeReplacesTheBadge() {
    let body: JSONValue = ["audience": "all", "push_channel": ["ios": ["aps": ["alert": "a", "badge": 3], "auto_badge": "+2"]]]
    #expect(read(VendorPayload.fromGeTuiPush, body) == ["aps": ["alert": "a", "badge": 100_001]])
    #expect(read({ VendorPayload.serverComputed(format: "getui-v2", body: $0) }, body).count == 1)
    let fixed: JSONValue = ["audience": "all", "push_channel": ["ios": ["aps": ["alert": "a"], "auto_badge": "7"]]]
    #expect(read(VendorPayload.fromGeTuiPush, fixed) == ["aps": ["alert": "a", "badge": 7]])
    #expect(read({ VendorPayload.serverComputed(format: "getui-v2", body: $0) }, fixed).isEmpty)
  }

  /// The text a vendor sends, as `validate` writes it from the body's tape: compact, keys and strings printed
  /// as `JSONPrinter` prints them, whatever the body's spacing and escapes. Expected texts follow the mappings
  /// above (GeTui REST v2 push, https://docs.getui.com/getui/server/rest_v2/push/; JPush Push API v3,
  /// https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push); nil when the body has no iOS notification.
  @Test(arguments: [
    // `auto_badge` drops every `badge` (an escaped one too) and appends the worked-out one.
    ("getui-v2", #"{"audience":"all","push_channel":{"ios":{"aps":{"alert":"a\/b","\u0062adge":3,"sound":"x"},"auto_badge":"+2","payload":"p"}}}"#,
     #"{"aps":{"alert":"a/b","sound":"x","badge":100001},"payload":"p"}"#),
    ("getui-v2", #"{"audience":"all","push_channel":{"ios":{"aps":"x","auto_badge":"5"}}}"#, #"{"aps":"x"}"#),
    ("getui-v2", #"{"audience":"all","push_channel":{"ios":{"auto_badge":5}}}"#, #"{"aps":{"badge":5}}"#),
    ("getui-v2", #"{"audience":"all","push_channel":{"ios":{"type":"notify"}}}"#, #"{"aps":{}}"#),
    ("getui-v2", "{\"audience\":\"all\",\"push_channel\":{\"ios\":{\"aps\": { \"alert\" : { \"title\" : \"t\" } } }}}",
     #"{"aps":{"alert":{"title":"t"}}}"#),
    ("getui-v2", #"{"audience":"all","push_message":{"transmission":"t"}}"#, nil),
    // The last object `extras` wins; false flags are dropped, true ones sent as 1; "" clears the badge.
    ("jpush-v3",
     #"{"platform":"ios","audience":"all","notification":{"ios":{"extras":{"a":1},"alert":"hi","content-available":false,"mutable-content":true,"badge":"","sound":"s","extras":{"b":[1, 2]},"thread-id":"t"}}}"#,
     #"{"aps":{"alert":"hi","mutable-content":1,"badge":0,"sound":"s","thread-id":"t"},"b":[1,2]}"#),
    // Values of other kinds go into `aps` as they are; a badge text that is no number is dropped.
    ("jpush-v3", #"{"notification":{"ios":{"extras":"e","badge":"abc","content-available":"yes","sound":"d\u00e9"}}}"#,
     #"{"aps":{"extras":"e","content-available":"yes","sound":"dé"}}"#),
    ("jpush-v3", #"{"notification":{"ios":{"badge":3}}}"#, #"{"aps":{"badge":3}}"#),
    ("jpush-v3", #"{"notification":{"ios":"x"}}"#, nil),
  ] as [(String, String, String?)])
  func sentTextIsWrittenFromTheBody(_ format: String, _ body: String, _ expected: String?) {
    var sent: [UInt8] = [0x2A]  // appended to, never replaced
    let written = JSONTape.withRoot(of: Array(body.utf8)[...]) {
      VendorPayload.writeAPNsPayload(format: format, body: $0, into: &sent)
    }
    #expect(written == (expected != nil))
    #expect(String(decoding: sent, as: UTF8.self) == "*" + (expected ?? ""))
    let tree = JSONTape.withRoot(of: Array(body.utf8)[...]) { VendorPayload.apnsPayload(format: format, body: $0) } ?? nil
    #expect(tree == expected.flatMap { try? JSONText(scanning: $0).value })
  }
}
