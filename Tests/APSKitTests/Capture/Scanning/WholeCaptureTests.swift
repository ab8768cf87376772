import Testing

@testable import APSKit

/// A whole capture is refused only on evidence that the text is incomplete: a PushKit payload, a
/// Safari listing that starts with `aps`, a part that repeats a capture already read, and a known
/// trailer on the capture's line are read, each with a note; other text still refuses, at its place.
@Suite struct WholeCaptureTests {
  static func read(_ text: String) throws(CaptureError) -> [Capture] { try CaptureReader().readAll(Array(text.utf8)) }
  static func json(_ captures: [Capture]) throws -> [String] { try captures.map { JSONPrinter.compactString(try #require($0.value)) } }

  /// `pushRegistry(_:didReceiveIncomingPushWith:for:)` logged: a VoIP payload has no `aps`.
  @Test func pushKitPayloadWithoutAps() throws {
    let text = "2026-01-01 App[1:2] didReceiveIncomingPushWithPayload: {\n    alert = Test;\n    badge = 42;\n}\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"alert":"Test","badge":42}"#])
    #expect(captures[0].notes.contains { $0.description.contains("a PushKit payload") })
    // Without a word of PushKit around it, the same dictionary is still an aps dictionary alone.
    #expect(throws: CaptureError.self) { try Self.read("userInfo: {\n    alert = Test;\n    badge = 42;\n}\n") }
  }

  /// Safari's Web Inspector copies a notification's keys one a line, `aps` first, no prototype line.
  @Test func safariListingStartingWithAps() throws {
    let text = "aps: {alert: {title: \"Hi\", body: \"There\"}, badge: 1}\ngcm.message_id: \"1577\"\nsenderName: \"Ann\"\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":1},"gcm.message_id":"1577","senderName":"Ann"}"#])
    #expect(captures[0].notes.contains { $0.description.contains("Safari's Web Inspector") })
    // Pasted in a Markdown code block (public capture 800): the closing fence ends the listing.
    let fenced = "Those are the only informations that I receive\n\n```\n" + text + "```\n"
    #expect(try Self.json(Self.read(fenced)) == [#"{"aps":{"alert":{"title":"Hi","body":"There"},"badge":1},"gcm.message_id":"1577","senderName":"Ann"}"#])
  }

  /// A log with the whole userInfo and, later, its `aps` alone: one notification, exit 0, a note.
  @Test func apsRepeatedAloneAfterTheWholeCapture() throws {
    let text = "App[1:2] userInfo: {\n    aps = {\n        alert = Hi;\n        badge = 1;\n    };\n    id = 7;\n}\nApp[1:2] aps: {\n    alert = Hi;\n    badge = 1;\n}\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hi","badge":1},"id":7}"#])
    #expect(captures[0].notes.contains { $0.description.contains("line 8 logs this notification's aps dictionary again") })
  }

  /// The same in a VoIP log, where a dictionary of aps keys alone reads as a PushKit payload: equal to
  /// the `aps` before it (in its printer's own key order), it is that part again (public capture 512,
  /// Sendbird Calls). A different one is still read.
  @Test func apsRepeatedAloneInAVoIPLog() throws {
    let whole = "userInfo :: [AnyHashable(\"aps\"): {\n    alert = Hi;\n    sound = default;\n}, AnyHashable(\"is_voip\"): 1]\n"
    let captures = try Self.read(whole + " aps   :: [\"sound\": default, \"alert\": Hi]\n")
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hi","sound":"default"},"is_voip":1}"#])
    #expect(captures[0].notes.contains { $0.description.contains("line 5 logs this notification's aps dictionary again") })
    let other = try Self.read(whole + " aps   :: [\"sound\": default, \"alert\": Bye]\n")
    #expect(try Self.json(other).count == 2)
  }

  /// A plugin that logs a message's data and then the JSON it hands on prints one notification twice
  /// (cordova-plugin-fcm, https://github.com/fechanique/cordova-plugin-fcm/issues/375 — public capture
  /// 712): read once. The same form twice is two notifications (a resent push), and so is another one.
  @Test func notificationReprintedInAnotherForm() throws {
    let json = #"{"k":"v","n":1}"#
    let hex = "<" + json.utf8.map { String($0, radix: 16) }.joined() + ">"
    let captures = try Self.read("Data: \(hex)\ncallback\nJS: \(json)\n")
    #expect(try Self.json(captures) == [json])
    #expect(captures[0].notes.contains { $0.description.contains("line 3 logs this notification again in another form") })
    #expect(try Self.json(Self.read("JS: \(json)\nJS: \(json)\n")).count == 2)
    #expect(try Self.json(Self.read("Data: \(hex)\nJS: {\"k\":\"w\",\"n\":1}\n")).count == 2)
  }

  /// An app that logs a notification and then passes it on logs it twice, after two labels (a Flutter
  /// app's "Notification tapped:" then "Processing payload:" — public capture 727; a SIP app's
  /// "message received:" then "Handling incoming call notification:" — 728): read once. The same label
  /// twice, digits aside (a log header's time), is two notifications.
  @Test func notificationReprintedAfterAnotherLabel() throws {
    let json = #"{"type":"message","id":"a1"}"#
    let captures = try Self.read("flutter: tapped: \(json)\nflutter: processing: \(json)\n")
    #expect(try Self.json(captures) == [json])
    #expect(captures[0].notes.contains { $0.description.contains("line 2 logs this notification again from another statement") })
    #expect(try Self.json(Self.read("10:01 got: \(json)\n10:02 got: \(json)\n")).count == 2)
    #expect(try Self.json(Self.read("tapped: \(json)\nx\ny\nz\nw\nprocessing: \(json)\n")).count == 2, "more than four lines apart")
  }

  /// A server logger's metadata printed with every value elided (`{"userId":"..."}`) beside the app's
  /// notification is not one (a calling app's setup notes — public capture 758); a notification with
  /// one elided value among others is still read.
  @Test func elidedMetadataBesideANotification() throws {
    let captures = try Self.read(#"[FCM] sent {"userId":"...", "messageId":"..."}"# + "\n" + #"received: {"type":"incoming_call","body":"..."}"# + "\n")
    #expect(try Self.json(captures) == [#"{"type":"incoming_call","body":"..."}"#])
    #expect(captures[0].notes.contains { $0.description.contains("line 1 logs a value whose every member is elided") })
    #expect(try Self.json(Self.read(#"sent {"userId":"..."}"# + "\n")).count == 1, "alone it is read as printed")
  }

  /// A request to APNs printed whole (method, URL, headers, body, and its response) holds the notification
  /// in its body (Apple, "Sending notification requests to APNs"; an API catalogue's example — public
  /// capture 698); a body without `aps` is no notification request and stays whole.
  @Test func requestToAPNsPrintedWhole() throws {
    let body = #"{"aps":{"alert":"Hi"},"id":1}"#
    let rows: [(text: String, json: String)] = [
      (#"{"request": {"method": "POST", "url": "https://api.push.apple.com/3/device/ab", "headers": {"apns-topic": "t"}, "body": "# + body + #"}, "response": {"status": 200}}"#, body),
      (#"{":path": "/3/device/ab", "headers": {}, "body": "# + body + "}", body),
      (#"{"method": "POST", "body": {"text": "Hi"}}"#, #"{"method":"POST","body":{"text":"Hi"}}"#),
    ]
    for row in rows {
      #expect(try Self.json(Self.read(row.text)) == [row.json], "\(row.text)")
    }
    #expect(try Self.read(rows[0].text)[0].notes.contains { $0.description.contains("at /request/body, the body of a printed request to APNs") })
  }

  /// A sender's envelope holds the notification in `payload` or `data` beside the device token (Gapless's
  /// "Sent:" log line, https://github.com/surrealroad/gapless/ — public capture 603; a test event, 590), or alone
  /// (585): the notification is that member. An SDK's object without a token (React Native's `data` beside its
  /// own fields, public capture 115) stays whole.
  @Test func envelopeMembers() throws {
    let rows: [(text: String, json: String)] = [
      (#"Sent: {"token": "07ab", "identifier": 1, "data": {"aps": {"alert": "Hi"}, "k": 2}, "expiry": 7200}"#, #"{"aps":{"alert":"Hi"},"k":2}"#),
      (#"{"payload": {"aps": {"alert": "Hi"}}}"#, #"{"aps":{"alert":"Hi"}}"#),
      (#"{"deviceToken": "07ab", "payload": {"aps": {"badge": 1}}}"#, #"{"aps":{"badge":1}}"#),
      (#"{"foreground": false, "data": {"aps": {"alert": "Hi"}}, "userInteraction": true}"#, #"{"foreground":false,"data":{"aps":{"alert":"Hi"}},"userInteraction":true}"#),
    ]
    for row in rows {
      let captures = try Self.read(row.text)
      #expect(try Self.json(captures) == [row.json], "\(row.text)")
    }
    #expect(try Self.read(rows[0].text)[0].notes.contains { $0.description.contains("envelope's data member (beside token, identifier, expiry)") })
  }

  /// iOS's own dictionaries around a notification: an app's launch options (UIApplication.LaunchOptionsKey
  /// .remoteNotification, https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification;
  /// public capture 619) and apsd's message as SpringBoard logs it (`APSMessageUserInfo`, public capture 632);
  /// an app's stored record of one it received (`payload` beside an id and a time, public capture 631). Firebase's
  /// ApnsConfig (`headers` beside `payload`, public capture 371) is a sender's object and stays whole.
  @Test func systemAndRecordWrappers() throws {
    let rows: [(text: String, json: String, note: String)] = [
      ("launchOptions {\n    UIApplicationLaunchOptionsRemoteNotificationKey =     {\n        aps = { alert = test; badge = 1; };\n    };\n}\n",
       #"{"aps":{"alert":"test","badge":1}}"#, "UIApplicationLaunchOptionsRemoteNotificationKey"),
      ("{\n    APSMessageTopic = \"com.google.Gmail\";\n    APSMessageUserInfo = { a = 1; aps = { badge = 2; }; };\n    APSProtocolMessagePriority = 10;\n}\n",
       #"{"a":1,"aps":{"badge":2}}"#, "APSMessageUserInfo"),
      (#"{"notifyid": "44B2", "payload": {"aps": {"alert": "Hi"}, "goto": "p"}, "receivetime": "17-04-19"}"#,
       #"{"aps":{"alert":"Hi"},"goto":"p"}"#, "record's payload member (beside notifyid, receivetime)"),
    ]
    for row in rows {
      let captures = try Self.read(row.text)
      #expect(try Self.json(captures) == [row.json], "\(row.text)")
      #expect(captures.first?.notes.contains { $0.description.contains(row.note) } == true, "\(row.text)")
    }
    let config = #"{"headers": "apns-priority", "payload": {"aps": {"badge": 1}}}"#
    #expect(try Self.json(try Self.read(config)) == [#"{"headers":"apns-priority","payload":{"aps":{"badge":1}}}"#])
  }

  /// An app's registration request logged beside its pushes (a device token and the app's identifier; public
  /// capture 613) is none of them, said in a note; alone it is refused as what it is.
  @Test func registrationRequestIsNotANotification() throws {
    let log = "requestData: {\n    \"bundle-id\" = \"com.example.App\";\n    \"device-token\" = 3f9a;\n}\n"
      + "Got background notification: [AnyHashable(\"aps\"): {\n    \"content-available\" = 1;\n}]\n"
    let captures = try Self.read(log)
    #expect(try Self.json(captures) == [#"{"aps":{"content-available":1}}"#])
    #expect(captures[0].notes.contains { $0.description.contains("line 1 logs an app's registration request") })
    #expect(throws: CaptureError.registration(keys: ["bundle-id", "device-token"])) {
      try Self.read(#"{"bundle-id": "com.example.App", "device-token": "3f9a"}"#)
    }
  }

  /// APNs' answer logged after the request it answers (Apple, Handling notification responses from APNs:
  /// `reason`, and `timestamp` for a 410; public capture 857) is not a notification: dropped with a note;
  /// alone it is refused as what it is; a `reason` beside other keys stays a capture.
  @Test func apnsResponseIsNotANotification() throws {
    let log = "// Request\n{ \"aps\" : {\"alert\" : \"Hello\"}}\n\n// Response\n:status = 410\n{ \"reason\": \"Unregistered\", \"timestamp\": 1700000000000}\n"
    let captures = try Self.read(log)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hello"}}"#])
    #expect(captures[0].notes.contains { $0.description.contains("logs APNs' answer (reason Unregistered), not a notification") })
    #expect(throws: CaptureError.apnsResponse(reason: "BadDeviceToken")) { try Self.read(#"{"reason": "BadDeviceToken"}"#) }
    #expect(try Self.json(try Self.read(#"{"reason": "sale", "discount": 10}"#)) == [#"{"reason":"sale","discount":10}"#])
  }

  /// APNs' response headers printed as a map (`:status` and `apns-id`: Apple, "Handling notification
  /// responses from APNs", https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns;
  /// a Ruby client's `response.headers`, public capture 1006) are no notification; a payload's own
  /// `apns-id` key beside others stays a capture.
  @Test func apnsResponseHeadersAreNotANotification() throws {
    #expect(throws: CaptureError.apnsResponse(reason: "200, its response headers")) {
      try Self.read(#"{":status"=>"200", "apns-id"=>"e238ddfa-76ba-4ef2-9e55-620594b89218"}"#)
    }
    #expect(try Self.json(try Self.read(#"{"aps": {"alert": "hi"}, "apns-id": "x"}"#)) == [#"{"aps":{"alert":"hi"},"apns-id":"x"}"#])
  }

  /// A push SDK's registration ids beside a notification (OneSignal's `getIds` result, `userId` and
  /// `pushToken`, https://github.com/OneSignal/react-native-onesignal/issues/4; public capture 783) is
  /// not a notification: dropped with a note; an object with other keys beside them stays a capture.
  @Test func sdkRegistrationIdsAreNotANotification() throws {
    let log = "ids:\n{\n  \"userId\": \"3f6a2c1e\",\n  \"pushToken\": \"5e3c1b9a\"\n}\n\n"
      + "notify:\n{\"payload\": {\"rawPayload\": {\"aps\": {\"alert\": \"hi\"}}}, \"isAppInFocus\": true}\n"
    let captures = try Self.read(log)
    #expect(try Self.json(captures) == [#"{"payload":{"rawPayload":{"aps":{"alert":"hi"}}},"isAppInFocus":true}"#])
    #expect(captures[0].notes.contains { $0.description.contains("(userId, pushToken), not a notification") })
    #expect(throws: CaptureError.registration(keys: ["userId", "pushToken"])) {
      try Self.read(#"{"userId": "3f6a2c1e", "pushToken": "5e3c1b9a"}"#)
    }
    let custom = #"{"userId": "u1", "pushToken": "t1", "aps": {"alert": "hi"}}"#
    #expect(try Self.json(try Self.read(custom)) == [#"{"userId":"u1","pushToken":"t1","aps":{"alert":"hi"}}"#])
  }

  /// Parse's and LeanCloud's push `data` with `badge: "Increment"` ("Sending Options",
  /// https://docs.parseplatform.org/rest/guide/#sending-options; public capture 640) is the service's request,
  /// refused as what it is; a custom `badge` beside `aps` stays the sender's own key.
  @Test func serviceRequestDataIsNotAPayload() throws {
    #expect(throws: CaptureError.serviceRequest(keys: ["alert", "badge", "_profile"])) {
      try Self.read(#"{"alert": "Hi", "badge": "Increment", "_profile": "dev"}"#)
    }
    #expect(try Self.json(Self.read(#"{"aps": {"alert": "Hi"}, "badge": "Increment"}"#)) == [#"{"aps":{"alert":"Hi"},"badge":"Increment"}"#])
  }

  struct Trailer: Sendable, CustomTestStringConvertible {
    var text: String
    var note: String
    var testDescription: String { text }
  }

  static let trailers: [Trailer] = [
    Trailer(text: "payload: {\n    aps = {\n        alert = Hi;\n    };\n    id = 7;\n}, type = PKPushTypeVoIP\n", note: "PushKit's push type"),
    Trailer(text: "{\"aps\":{\"alert\":\"Hi\"},\"id\":7}}\n", note: "a closing bracket no capture opened"),
    Trailer(text: "userInfo: { aps = { alert = Hi; }; id = 7; } }\n", note: "a closing bracket no capture opened"),
  ]

  @Test(arguments: trailers) func knownTrailerOnTheCapturesLine(_ row: Trailer) throws {
    let captures = try Self.read(row.text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hi"},"id":7}"#])
    #expect(captures[0].notes.contains { $0.description.contains(row.note) })
  }

  /// A whole notification logged as one entry (`key = {…};`) of a dictionary whose braces are not in the
  /// text, as an NSLog of `launchOptions` prints it (Apple, "UIApplicationLaunchOptionsRemoteNotificationKey",
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification;
  /// public captures 618, 633, 634): the value is read. An `aps` entry alone is part of a notification: refused.
  @Test func wholeNotificationLoggedAsAnEntry() throws {
    let launch = "//    UIApplicationLaunchOptionsRemoteNotificationKey =     {\n//        aps =         {\n//            alert = Hi;\n//        };\n//        id = 7;\n//    };\n"
    let captures = try Self.read(launch)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hi"},"id":7}"#])
    #expect(captures[0].notes.contains { $0.description.contains("logged as one entry") })
    #expect(try Self.json(Self.read("userinfo =     {\n    aps =         {\n        alert = Hi;\n    };\n    id = 7;\n};\n")) == [#"{"aps":{"alert":"Hi"},"id":7}"#])
    #expect(throws: CaptureError.self) { try Self.read("aps =     {\n    alert = Hi;\n    badge = 1;\n};\n") }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var read: [String]
    var testDescription: String { text }
  }

  /// An empty `{` `}` on lines of their own after a signature is a method's or a function's empty body, no
  /// capture (an Objective-C `- (void)application:… completionHandler` then `{` and `}` after a OneSignal
  /// REST body, "NotificationServiceExtension not firing",
  /// https://github.com/OneSignal/OneSignal-iOS-SDK/issues/764); an empty dictionary after a log's label is read.
  static let emptyBodies: [Row] = [
    Row(
      text: "{\"app_id\":\"x\",\"data\":{ }}\n- (void)application:(UIApplication *)application\ndidReceiveRemoteNotification:(NSDictionary *)userInfo\n{\n    \n}\n",
      read: [#"{"app_id":"x","data":{}}"#]),
    Row(text: "{\"id\":7}\nvoid handle(NSDictionary *userInfo)\n{\n}\n", read: [#"{"id":7}"#]),
    Row(text: "userInfo: {\n}\n", read: ["{}"]),
    Row(text: "payload:\n{\n}\n", read: ["{}"]),
  ]

  @Test(arguments: emptyBodies) func emptyCodeBodyIsNoCapture(_ row: Row) throws {
    #expect(try Self.json(Self.read(row.text)) == row.read)
  }

  /// A JSON member written without the braces of its request (`"notifications": [ {…} ]` in a json fence, gorush's
  /// "remove required field: message", https://github.com/appleboy/gorush/pull/163): its array's dictionaries are
  /// parts of that request, not notifications; refused at the key. With its braces the request is read whole.
  static let bracelessMembers: [Row] = [
    Row(text: "```json\n  \"notifications\": [\n    {\n      \"tokens\": [\"a\"],\n      \"platform\": 1\n    }\n  ]\n```\n", read: []),
    Row(text: "  \"notifications\": [{\"tokens\": [\"a\"]}, {\"tokens\": [\"b\"]}]\n", read: []),
    Row(text: "{\n  \"notifications\": [\n    {\"tokens\": [\"a\"]}\n  ]\n}\n", read: [#"{"notifications":[{"tokens":["a"]}]}"#]),
  ]

  @Test(arguments: bracelessMembers) func arrayMemberWithoutItsBraces(_ row: Row) throws {
    guard row.read.isEmpty else {
      #expect(try Self.json(Self.read(row.text)) == row.read)
      return
    }
    do {
      let captures = try Self.read(row.text)
      Issue.record("read \(captures.count)")
    } catch {
      #expect(error.description.contains("a member without its braces"))
      #expect(error.location?.column == 3)
    }
  }

  /// A log that printed an event and then its fields one per line prints each value it handles: the field
  /// printed again after another label is another call's, read as printed (Pushwoosh's Cordova plugin,
  /// `info={"notification":…}`, `notification=…`, then "Calling GetNotificationsFromServer with …",
  /// "Invalid callback id received by sendPluginResult",
  /// https://github.com/Pushwoosh/pushwoosh-phonegap-plugin/issues/208).
  @Test func fieldOfAnEventPrintedAgainAfterAnotherLabel() throws {
    let field = #"{"additionalData":{"Foreground":true},"ios":{"aps":{"badge":0}}}"#
    let event = #"{"notification":\#(field),"name":"HandleNotificationEvent"}"#
    let log = "info=\(event)\nnotification=\(field)\nname=\"HandleNotificationEvent\"\nCalling GetNotificationsFromServer with \(field)\n"
    #expect(try Self.json(Self.read(log)) == [event, field, field])
    // Without the event before it, the field printed again after another label is one notification.
    #expect(try Self.json(Self.read("notification=\(field)\nCalling GetNotificationsFromServer with \(field)\n")) == [field])
  }

  /// Other text after a capture still refuses it, and says where.
  @Test func otherTextAfterACaptureStillRefusesWithItsPlace() {
    do {
      _ = try Self.read("userInfo: { aps = { alert = Hi; }; id = 7; } and more\n")
      Issue.record("read")
    } catch {
      #expect(error.location?.line == 1)
      #expect(error.description.contains("text after a capture"))
    }
  }
}
