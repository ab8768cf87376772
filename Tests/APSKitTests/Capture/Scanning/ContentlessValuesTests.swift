import Testing

@testable import APSKit

/// Docs and sender logs print values beside the pushes they are about that are none: an API's answer,
/// another call's body, a sender library's result or settings. Beside a push they are not read (a note says
/// so); alone they are read as printed; an app's own data beside a push (public capture 952's Android map)
/// stays a capture. Each row is the shape of a public text, cited.
@Suite struct ContentlessValuesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The captures read, compact JSON, in text order.
    var expected: [String]
    /// Words of the note on the first capture, when something was passed over.
    var note: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // FlyPush "Notifications" (https://github.com/flypush-io/flypush-docs/blob/d6b432d15562b8f46342311f91ec7572e7a6389d/docs/api-reference/notifications.md;
    // public capture 1049): the send request, then the API's answer under "Response".
    Case(
      name: "send API answer after the request",
      text: "### Request body\n\n```json\n{\n  \"target\": { \"type\": \"ALL\" },\n  \"title\": \"Your order shipped!\",\n  \"body\": \"Friday.\"\n}\n```\n\n"
        + "### Response\n\n```json\n{\n  \"id\": \"notif_01h9xyz\",\n  \"status\": \"QUEUED\"\n}\n```\n",
      expected: [#"{"target":{"type":"ALL"},"title":"Your order shipped!","body":"Friday."}"#],
      note: "an API's answer or another call's body (id, status)"),
    // FlyPush "Topics" (https://github.com/flypush-io/flypush-docs/blob/d6b432d15562b8f46342311f91ec7572e7a6389d/docs/api-reference/topics.md;
    // public capture 1050): a subscription's body, then the send-to-topic request.
    Case(
      name: "subscribe body before the send request",
      text: "```json\n{ \"topic\": \"breaking-news\" }\n```\n\n## Send to a topic\n\n```json\n{\n  \"to\": { \"type\": \"topic\", \"topic\": \"breaking-news\" },\n"
        + "  \"title\": \"Live\",\n  \"body\": \"Polls close.\"\n}\n```\n",
      expected: [#"{"to":{"type":"topic","topic":"breaking-news"},"title":"Live","body":"Polls close."}"#],
      note: "an API's answer or another call's body (topic)"),
    // node-apn issue 532 (https://github.com/node-apn/node-apn/issues/532; public capture 1015): the send's
    // result, then the source whose Provider options hold `__dirname`, then the rawPayload sent.
    Case(
      name: "node-apn result and provider options beside the raw payload",
      text: "```\n{\n\"result\": {\n\"sent\": [\n{\n\"device\": \"xxxx\"\n}\n],\n\"failed\": []\n}\n}\n```\n\n```\n    var options = {\n        token: {\n"
        + "            key: __dirname + \"/public/key.p8\",\n            keyId: \"xxxx\"\n        },\n        production: false\n    };\n\n"
        + "    notification.rawPayload = {\n        sound : \"Wakeup.wav\",\n        aps: {\n            alert: \"Good morning!\"\n        }\n    };\n```\n",
      expected: [#"{"sound":"Wakeup.wav","aps":{"alert":"Good morning!"}}"#],
      note: "names none of a push's keys (token, key, keyId, production)"),
    // An app's data without aps beside a push is a capture (the Android map before the iOS userInfo of
    // "Exploring behavior of onNotificationOpen", cordova-plugin-firebase issue 137, https://github.com/arnesson/cordova-plugin-firebase/issues/137; public capture 952).
    Case(
      name: "app data beside a push stays",
      text: "Android:\n```\n{\"tap\":false, \"VARIABLE\":\"HELLO\"}\n```\niOS:\n```\n{\"tap\":false, \"aps\":{\"alert\":\"hi\"}, \"VARIABLE\":\"HELLO\"}\n```\n",
      expected: [#"{"tap":false,"VARIABLE":"HELLO"}"#, #"{"tap":false,"aps":{"alert":"hi"},"VARIABLE":"HELLO"}"#]),
    // Alone, such a value is read as printed: nothing beside it says it is not the capture asked for.
    Case(name: "an answer alone", text: "{\"id\": \"notif_01h9xyz\", \"status\": \"QUEUED\"}\n", expected: [#"{"id":"notif_01h9xyz","status":"QUEUED"}"#]),
  ]

  @Test(arguments: cases) func contentlessValueBesideAPush(_ testCase: Case) throws {
    let captures = try CaptureReader().readAll(Array(testCase.text.utf8))
    #expect(try captures.map { JSONPrinter.compactString(try #require($0.value)) } == testCase.expected)
    if let note = testCase.note {
      #expect(captures.first?.notes.contains { $0.description.contains(note) } == true)
    }
  }

  /// A literal with a variable that names a push's keys is still refused where it stops (node-apn issue 412's
  /// Notification options, https://github.com/node-apn/node-apn/issues/412; public capture 976), even beside a push.
  @Test func literalWithVariableNamingPushKeysIsRefused() {
    let text = "{\"aps\": {\"alert\": \"hi\"}}\n\nvar pushMessage = new apn.Notification({\n  alert: {\n    title: chatName\n  }\n});\n"
    #expect(throws: CaptureError.self) { try CaptureReader().readAll(Array(text.utf8)) }
  }
}
