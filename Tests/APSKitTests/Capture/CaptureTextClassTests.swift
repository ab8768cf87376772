import Testing

@testable import APSKit

/// Classes of text the fresh set 932–971 was missed on, each read (or refused with the right
/// explanation) as a class: every row's text is public text of that class, its source cited.
@Suite struct CaptureTextClassTests {
  typealias Row = CaptureLogShapeTests.Row

  /// A code block copied with its page's line numbers: glued (`1{`) or right-aligned before the block's
  /// own indentation (` 1{`, ` 2  "aps": {`). Fenrir's Boltz Engine payload page, 3.2 ("iOS のプッシュペイロード",
  /// https://supports.boltzengine.fenrir-inc.com/3.2/implement_push_to_app/ios_push_payload/index.html) and 3.1
  /// (https://www.fenrir-inc.com/jp/boltzengine/support/category/detail/?ver=3.1&cat=implement_push_to_app&page=ios_push_payload).
  static let lineNumberGutters: [Row] = [
    Row(
      name: "Boltz Engine 3.2: numbers glued to the lines",
      text: "以下は一般的なプッシュ通知ペイロードの例です。\n1{\n2 \"aps\": {\n3 \"sound\": \"default\"\n4 },\n5 \"screen\": \"message-detail\",\n6 \"message-id\": 1100\n7}\n主要なapsキー内のオブジェクト\n",
      expected: [#"{"aps":{"sound":"default"},"screen":"message-detail","message-id":1100}"#]),
    Row(
      name: "Boltz Engine 3.1: numbers right-aligned, the block's indentation kept",
      text: " 1{\n 2  \"aps\": {\n 3    \"alert\": {\n 4      \"title\": \"New Message\"\n 5    },\n 6    \"sound\": \"default\"\n 7  },\n 8  \"screen\": \"mesasge-detail\",\n 9  \"message-id\": 1100\n10}\n",
      expected: [#"{"aps":{"alert":{"title":"New Message"},"sound":"default"},"screen":"mesasge-detail","message-id":1100}"#]),
    Row(
      name: "numbers that skip a line are no gutter",
      text: "1{\n2 \"aps\": {\n4 \"sound\": \"default\"\n5 }\n6}\n",
      expected: nil),
  ]

  /// Swift source around a payload literal: a dictionary type is no value, wherever it stands (a parameter's
  /// `[AnyHashable : Any],` in Apple's declaration, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)),
  /// and a function's body (`{` then `let userInfo: … = [`) is code whose literal is read, not a dictionary.
  static let swiftSource: [Row] = [
    Row(
      name: "Apple's handler declaration, then the example payload (errorhandle.ai, 'Reading the APNS Payload using the Client')",
      text: """
        func application(_ application: UIApplication,
                         didReceiveRemoteNotification userInfo: [AnyHashable : Any],
                         fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
            if let aps = userInfo["aps"] as? [String: AnyObject] {
                print("Alert message: \\(aps)")
            }
        }

        {
          "aps": { "alert": "Hello world!", "badge": 1 },
          "customKey": "extra info"
        }

        """,
      expected: [#"{"aps":{"alert":"Hello world!","badge":1},"customKey":"extra info"}"#]),
    Row(
      name: "an XCTest body (NuntisNotificationParsingTests, https://github.com/search?type=code&q=%22NuntisNotificationParsingTests%22)",
      text: """
        final class NuntisNotificationParsingTests: XCTestCase {

          func test_standardApsAlertPayloadExtractsTitleBodyAndCustomData() {
            let userInfo: [AnyHashable: Any] = [
              "aps": ["alert": ["title": "Hello", "body": "World"], "sound": "default"],
              "plan": "vip",
              "campaign_id": "42",
            ]

            let parsed = parseUserInfo(userInfo)
          }
        }

        """,
      expected: [#"{"aps":{"alert":{"title":"Hello","body":"World"},"sound":"default"},"plan":"vip","campaign_id":"42"}"#]),
    Row(
      name: "a Swift Testing body (https://github.com/search?type=code&q=%22cove%3A%2F%2Fthreads%2Fabc123%22)",
      text: """
        struct NotificationPayloadTests {

            @Test func parsesAPNSLikeUserInfo() throws {
                let userInfo: [AnyHashable: Any] = [
                    "aps": ["alert": ["title": "New <b>Message</b>"]],
                    "in_app_only": true
                ]
                let payload = NotificationPayload(userInfo: userInfo)
                #expect(payload != nil)
            }
        }

        """,
      expected: [#"{"aps":{"alert":{"title":"New <b>Message</b>"}},"in_app_only":true}"#]),
    Row(name: "a key named like a keyword is still an entry", text: "{\n    let = 1;\n    aps = { badge = 1; };\n}\n", expected: [#"{"let":1,"aps":{"badge":1}}"#]),
  ]

  /// A loop printing each key and value quoted (`Key = '…', Value = '…'`), each line in its own inline code:
  /// one notification per run of lines ("CrossFirebasePushNotification.Current.OnNotificationOpened event data
  /// not containing the message itself", https://github.com/CrossGeeks/FirebasePushNotificationPlugin/issues/327).
  static let quotedListings: [Row] = [
    Row(
      name: "two runs in inline code, values kept as the strings written",
      text: "received:\n`Key = 'body', Value = 'Foreground  Message Text'`\n`Key = 'title', Value = 'Foreground  Message'`\n\nopened:\n`Key = 'google.sent_time', Value = '1591326675569'`\n`Key = 'from', Value = '/topics/news'`\n",
      expected: [#"{"body":"Foreground  Message Text","title":"Foreground  Message"}"#, #"{"google.sent_time":"1591326675569","from":"/topics/news"}"#]),
    Row(
      name: "unquoted lines, an empty value",
      text: "Key = 'tag', Value = ''\nKey = 'title', Value = 'Hi'\n",
      expected: [#"{"tag":"","title":"Hi"}"#]),
  ]

  /// A console's expanded object copied without its prototype line, the whole of a Markdown code block
  /// ("Notification Payload without message", https://github.com/arnesson/cordova-plugin-firebase/issues/1040).
  static let fencedListings: [Row] = [
    Row(
      name: "key: value lines between fences",
      text: "this is what my payload looks like\n\n```\ncollapse_key: \"app id\"\nfrom: \"11111111\"\ngoogle.sent_time: 1554307094604\ntap: true\n```\nThis is an example from an Android Device\n",
      expected: [#"{"collapse_key":"app id","from":"11111111","google.sent_time":1554307094604,"tap":true}"#]),
  ]

  /// JSON quoted inside a sentence ("Not getting proper data.", https://github.com/fechanique/cordova-plugin-fcm/issues/248):
  /// words before it and after it on its line; text glued to it or a second value after it still refuses it.
  static let jsonInSentences: [Row] = [
    Row(
      name: "a sentence around a JSON object",
      text: "{\"from\":\"/topics/tools_update\",\"wasTapped\":true}\n\nBut when data.wasTapped == false I am getting only {\"wasTapped\":false} for same notification send by server.\n",
      expected: [#"{"from":"/topics/tools_update","wasTapped":true}"#, #"{"wasTapped":false}"#]),
    Row(name: "a second object after it", text: "I get {\"a\":1} and {\"b\":2}\n", expected: nil),
    Row(name: "text glued to it", text: "I get {\"a\":1}xyz here\n", expected: nil),
  ]

  /// A literal a sender's code assigns to a property of the object it sends ("Issues with apns.Notification()",
  /// https://github.com/node-apn/node-apn/issues/130; the apn_on_rails example of public capture 390): refused where
  /// it stands when nothing else in the text is a notification, dropped beside a whole one.
  static let propertyParts: [Row] = [
    Row(
      name: "node-apn: alert and payload assigned, no whole notification",
      text: "var note = new apns.Notification();\nnote.alert = { \"body\" : \"This is a message\", \"action-loc-key\" : \"Play\"};\n\nnote.payload = {\"messageFrom\": 'Me'};\n",
      expected: nil),
    Row(
      name: "a property assigned, then the hash the object produces",
      text: "#   apn.badge = 0\n#   apn.custom_properties = {\"typ\" => 1}\n#   apn.apple_hash # => {\"aps\" => {\"badge\" => 0}, \"typ\" => \"1\"}\n",
      expected: [#"{"aps":{"badge":0},"typ":"1"}"#]),
    Row(name: "a declaration is no property", text: "const payload = {\"aps\": {\"badge\": 1}};\n", expected: [#"{"aps":{"badge":1}}"#]),
  ]

  @Test(arguments: propertyParts) func propertyPartOfASendersObject(_ row: Row) throws { try CaptureLogShapeTests.check(row) }

  @Test(arguments: lineNumberGutters) func lineNumberGutter(_ row: Row) throws { try CaptureLogShapeTests.check(row) }
  @Test(arguments: swiftSource) func swiftSourceAroundALiteral(_ row: Row) throws { try CaptureLogShapeTests.check(row) }
  @Test(arguments: quotedListings) func quotedPerKeyListing(_ row: Row) throws { try CaptureLogShapeTests.check(row) }
  @Test(arguments: fencedListings) func fencedConsoleListing(_ row: Row) throws { try CaptureLogShapeTests.check(row) }
  @Test(arguments: jsonInSentences) func jsonInASentence(_ row: Row) throws { try CaptureLogShapeTests.check(row) }

  /// SpringBoard's summary of a delivery is named as such, with where it stands ("onBackgroundMessage is not
  /// called on iOS 16.2", https://github.com/uxduck/push/issues/7; "Images from firebase doesn't display in iOS Notification.",
  /// https://github.com/OneSignal/react-native-onesignal/issues/979).
  @Test func deliverySummaryIsNamed() throws {
    let text = "Console.app:\n```16:49:45.424565+0100\tSpringBoard\tReceived incoming message on topic de.xyz.xyz.dev at priority 10\n\n"
      + "16:49:45.444566+0100\tSpringBoard\t[de.xyz.xyz.dev] Received remote notification request 20D1-0E16 [ waking: 0, hasAlertContent: 1, hasSound: 1 hasBadge: 0 hasContentAvailable: 0 hasMutableContent: 1 pushType: Alert]\n"
    do {
      _ = try CaptureReader().read(Array(text.utf8))
      Issue.record("read with exit 0")
    } catch {
      guard case .deliverySummary(let at) = error else {
        Issue.record("expected the delivery summary, got \(error)")
        return
      }
      #expect((at.line, at.column) == (2, 37))
    }
  }

  /// JSON holding a Java Map's toString() is refused where the map starts, naming it, not with a
  /// description's message ("Android return extras format is {url=xxx.com}",
  /// https://github.com/urbanairship/urbanairship-cordova/issues/1).
  @Test func javaMapInsideJSONIsNamed() throws {
    let text = "08-14 16:44:15.120: I/MyApp - UALib(17746): Javascript Calling back: window.pushNotification.pushCallback({\"message\":\"TEST MSG\",\"extras\":{key1=value1}});\n"
    let error = try #require(CaptureLogShapeTests.refusal(text))
    guard case .unexpected(let character, _, let at) = error else {
      Issue.record("expected the Java map, got \(error)")
      return
    }
    #expect(character == CaptureReader.javaMapMet)
    #expect((at.line, at.column) == (1, 138))
  }
}
