import Testing

@testable import APSKit

/// What stands around a payload in a sender's source, console or documentation decides whether it
/// is read: a call's argument list laid out one argument a line, a device token printed after the
/// payload, a sender's failure list, a typographic quote closing a string, a literal passed to
/// `JSON.stringify`, and a JSON Schema that only describes a payload. Each text is the shape of a
/// public capture, cited.
@Suite struct SourceContextShapesTests {
  static func read(_ text: String) throws(CaptureError) -> [Capture] { try CaptureReader().readAll(Array(text.utf8)) }
  static func json(_ captures: [Capture]) throws -> [String] { try captures.map { JSONPrinter.compactString(try #require($0.value)) } }

  /// Sygnal's tests, `self.assertEqual(` with the expected message and the actual value one a line
  /// (https://github.com/matrix-org/sygnal/blob/4700184bac220125a51fed7ece428e233fb0c824/tests/test_apns.py;
  /// public captures 896, 897): the payload is the call's first argument.
  @Test func payloadAsFirstArgumentOfACallLaidOutOneALine() throws {
    let oneLine = "        self.assertEqual(\n            {\"aps\": {\"badge\": 2}},\n            notification_req.message,\n        )\n"
    #expect(try Self.json(Self.read(oneLine)) == [#"{"aps":{"badge":2}}"#])
    let multiLine = "        self.assertEqual(\n            {\n                \"room_id\": \"!r:example.com\",\n                \"event_id\": \"$e\",\n"
      + "                \"aps\": {\"mutable-content\": 1},\n            },\n            notification_req.message,\n        )\n"
    let captures = try Self.read(multiLine)
    #expect(try Self.json(captures) == [#"{"room_id":"!r:example.com","event_id":"$e","aps":{"mutable-content":1}}"#])
    #expect(InspectReport(captures[0]).vendor?.id == "matrix")
    // After a line that opens no call, text after the value still refuses it.
    #expect(throws: CaptureError.self) { try Self.read("expected =\n{\"aps\": {\"badge\": 2}}, notification_req.message\n") }
  }

  /// node-apn's example prints `Sending: <payload> to <token>`, then the failures it resolved as
  /// `{device, status, response: {reason}}` (node-apn issue #568, https://github.com/node-apn/node-apn/issues/568;
  /// public capture 913): the payload is read, the failure list is APNs' answer, not a notification.
  @Test func senderConsoleWithDeviceTokenAndFailureList() throws {
    let token = "<a41c07be 3d9f0e52 c8b16a74 05e2d9cf 7b1a93e4 6d0c28f5 1e9b74a3 c52f0d68>"
    let text = "Sending: {\"aps\":{\"alert\":\"Breaking News\"}} to \(token)\nsent: 0\nfailed: 1\n"
      + "[ { device: '\(token)',\n    status: '400',\n    response: { reason: 'BadDeviceToken' } } ]\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Breaking News"}}"#])
    #expect(captures[0].notes.contains { $0.description.contains("before the device token it was sent to") })
    #expect(captures[0].notes.contains { $0.description.contains("logs APNs' answer (reason BadDeviceToken)") })
    // Other words after the payload still refuse it.
    #expect(throws: CaptureError.self) { try Self.read("Sending: {\"aps\":{\"alert\":\"Hi\"}} to everyone\n") }
  }

  /// react-native-fcm's console object pasted through an editor that closed two strings with ”
  /// (evollu/react-native-fcm issue #569, https://github.com/evollu/react-native-fcm/issues/569; public
  /// capture 907): a string left open at its line's end closes at the ” before it, with a note.
  @Test func typographicQuoteClosingAStringAtItsLineEnd() throws {
    let text = "{\n\tcollapse_key: \"customkey\",\n\tfrom:\"298328200808\u{201D},\n\tgoogle.message_id:\"0:1505750690123439%e3881134\u{201D},\n\tgoogle.sent_time:1505750690140\n}\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"collapse_key":"customkey","from":"298328200808","google.message_id":"0:1505750690123439%e3881134","google.sent_time":1505750690140}"#])
    #expect(captures[0].notes.contains { $0.description.contains("a typographic quote (”) closing the string \"298328200808\"") })
    // Two typographic quotes in the string: which one closes it cannot be known.
    #expect(throws: CaptureError.self) { try Self.read("{\n\tfrom:\"29\u{201D}83\u{201D},\n\tto: \"x\"\n}\n") }
  }

  /// A tool's docs whose examples pass `payload: JSON.stringify({…})` inside a call's object (an Xcode
  /// MCP server's simctl-push tool; public capture 921): the stringified literal is the payload.
  @Test func literalPassedToJSONStringifyInACallObject() throws {
    let text = "await simctlPushTool({\n  udid: 'device-123',\n  bundleId: 'com.example.MyApp',\n  payload: JSON.stringify({\n"
      + "    aps: { alert: 'Test notification' }\n  })\n})\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Test notification"}}"#])
  }

  /// A wiki page's export whose line ends were lost: headings, each payload and the list of its keys on
  /// one line (Easemob's raw DokuWiki export, https://docs-im.easemob.com/_export/raw/start/300iosclientintegration/85apnscontent;
  /// public capture 895): every payload is read; other text after a payload still refuses it.
  @Test func payloadsOnOneLineBetweenWikiMarkup() throws {
    let text = "====== APNs ====== ==== 单聊 ==== { \"aps\":{ \"alert\":\"a\" }, \"f\":\"6001\", \"t\":\"6006\", \"m\":\"1\" } * alert: 显示信息 * f: 发送方"
      + " ==== 群聊 ==== { \"aps\":{ \"alert\":\"b\" }, \"f\":\"6001\", \"t\":\"6006\", \"g\":\"2\", \"m\":\"1\" } * alert: 显示信息\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [
      #"{"aps":{"alert":"a"},"f":"6001","t":"6006","m":"1"}"#, #"{"aps":{"alert":"b"},"f":"6001","t":"6006","g":"2","m":"1"}"#,
    ])
    #expect(captures[0].notes.contains { $0.description.contains("ignored the list of the keys after the capture") })
    #expect(throws: CaptureError.self) { try Self.read("{\"aps\":{\"alert\":\"a\"}} * 2\n") }
  }

  /// A JSON Schema of the APNs payload (API Evangelist's iOS collection,
  /// https://github.com/api-evangelist/ios/blob/ec4014c6a4ce2758c2fce4deedbf56a409eaef92/json-schema/apns-notification-payload-schema.json;
  /// public capture 911) describes the keys; it is refused as what it is.
  @Test func jsonSchemaIsNoPayload() throws {
    let schema = #"{"$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object", "properties": {"aps": {"type": "object"}}}"#
    #expect(throws: CaptureError.jsonSchema(keyword: "$schema https://json-schema.org/draft/2020-12/schema")) { try Self.read(schema) }
    let noDialect = #"{"type": "object", "required": ["aps"], "properties": {"aps": {"type": "object"}}}"#
    #expect(throws: CaptureError.jsonSchema(keyword: "type \"object\" with properties")) { try Self.read(noDialect) }
    // A payload whose own data has a `type` stays a payload.
    #expect(try Self.json(Self.read(#"{"aps": {"alert": "hi"}, "type": "object"}"#)) == [#"{"aps":{"alert":"hi"},"type":"object"}"#])
  }
}
