import Foundation
import Testing

@testable import APSKit

/// Captures nobody here wrote, transcribed by hand from public issues,
/// pages and files (each source and a quoted line in `Fixtures/capture/SOURCES.md`). The
/// recovered JSON or exact error of each `*__real-*` fixture is checked by `CaptureFixtureTests`;
/// this table adds what `aps inspect` must say about it: the form, the provider, whether it
/// fails (exit 1), and the notes that name a guess.
@Suite struct CaptureRealSamplesTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    var fixture: String
    var form: CaptureForm?
    var provider: InspectReport.Provider?
    var notes: [String] = []
    var testDescription: String { fixture }
    /// nil form: refused (exit 1).
    var fails: Bool { form == nil }
  }

  static let samples: [Sample] = [
    // https://github.com/andrehtissot/cordova-plugin-fcm-with-dependecy-updated/issues/217
    .init(fixture: "nslog__real-fcm-cordova-217", form: .nslog, provider: .apns, notes: [
      "3:31: /aps/content-available: unquoted 1 read as a number: Apple defines /aps/content-available as a number",
      "6:24: /gcm.message_id: unquoted 1610360499961912 read as a string: Firebase defines /gcm.message_id as a string",
      "7:42: /gcm.notification.content_mutable: unquoted true read as a string: Firebase defines /gcm.notification.content_mutable as a string",
      "8:28: /google.c.sender.id: unquoted 953195669266 read as a string: Firebase defines /google.c.sender.id as a string",
      "9:10: /id: unquoted 1610052394009 read as a string: Firebase defines /id as a string",
    ]),
    // https://github.com/zo0r/react-native-push-notification/issues/609
    .init(fixture: "nslog__real-rnpn-609", form: .nslog, provider: .apns),
    // http://39.103.169.235/p/4eef612eeefd: a UNNotification logged whole; the userInfo is nested.
    .init(fixture: "nslog__real-unnotification-log", form: .nslog, provider: .unknown, notes: [
      "6:9: /UNNotificationRequest/UNNotificationContent/badge: unquoted 0 read as a number (no schema types this key; the strings setting keeps it text); Darwin prints booleans as 1/0 too",
      // Umeng's schema applies inside the wrapper, counted from the userInfo it holds.
      "23:5: /UNNotificationRequest/UNNotificationContent/userInfo/p: unquoted 0 read as a number: Umeng defines /p as a number",
    ]),
    // https://web-dev-qa-db-ja.com/ja/ios/…/1068512534 (a one-line NSLog of an aps dictionary)
    .init(fixture: "nslog__real-one-line-aps", form: .nslog, provider: .apns),
    // https://thinbug.com/q/37124075: apsd's CFBasicHash log is not a capture form: exit 1.
    .init(fixture: "nslog__real-apsd-cfbasichash", form: nil, provider: nil),
    // Public AppDelegate comments (po userInfo of FCM pushes), see SOURCES.md.
    .init(fixture: "swift-dump__real-fcm-hangul", form: .swiftDump, provider: .apns),
    .init(fixture: "swift-dump__real-fcm-device-group", form: .swiftDump, provider: .apns),
    // Device tokens logged as NSData descriptions, elided or mistyped: exit 1, never a token.
    // https://github.com/MicrosoftDocs/xamarin-docs/issues/3016
    .init(fixture: "nsdata__real-xamarin-3016", form: nil, provider: nil),
    // https://github.com/node-apn/node-apn/issues/670
    .init(fixture: "nsdata__real-node-apn-670", form: nil, provider: nil),
    // https://github.com/infinitered/ProMotion-push/issues/12
    .init(fixture: "nsdata__real-promotion-12", form: nil, provider: nil),
    // https://github.com/ostownsville/cordova-plugin-fcm/pull/4 (the data cut off mid-dump)
    .init(fixture: "nsdata-legacy__real-cordova-fcm-4", form: nil, provider: nil),
    // The same thread, app in the background: the whole userInfo as JSON bytes (gcm.message_id a string).
    .init(fixture: "nsdata-legacy__real-cordova-fcm-4-background", form: .nsdataLegacy, provider: .apns),
    // https://e-com-net.com/article/1191280944502382592.htm (Umeng payload, custom keys beside aps)
    .init(fixture: "json__real-umeng-payload", form: .json, provider: .apns),
    // https://doc.easemob.com/document/ios/push/push_parsing.html
    .init(fixture: "json__real-easemob-userinfo", form: .json, provider: .apns),
    // https://github.com/StansAssets/com.stansassets.ios-native/issues/77 (Amazon SNS wrapper)
    .init(fixture: "json__real-sns-apns-sandbox", form: .json, provider: .unknown),
    // https://nameidi.com/n/9v8o235z.html (GeTui REST v2 push/single/cid example)
    .init(fixture: "json__real-getui-v2-single", form: .json, provider: .getui),
  ]

  @Test(arguments: samples) func inspectSaysWhatTheCaptureIs(_ sample: Sample) throws {
    let input = try CaptureFidelityTests.fixture(sample.fixture)
    guard let form = sample.form else {
      #expect(throws: CaptureError.self) { try CaptureReader().read(input) }
      return
    }
    let capture = try CaptureReader().read(input)
    #expect(capture.form == form)
    let report = InspectReport(capture)
    #expect(report.provider == sample.provider)
    #expect(!report.hasErrors)
    let guesses = capture.notes.map(\.description).filter { $0.contains("read as") }
    if !sample.notes.isEmpty { #expect(guesses == sample.notes) }
  }

  /// A wrapper around the userInfo (a whole UNNotification logged, an Amazon SNS message) is
  /// "provider unknown", and the reason says where the APNs payload is.
  @Test(arguments: [
    ("nslog__real-unnotification-log", "an APNs userInfo is nested at /UNNotificationRequest/UNNotificationContent/userInfo"),
    ("json__real-sns-apns-sandbox", "the string at /APNS_SANDBOX is an APNs payload as JSON text"),
  ])
  func wrappersSayWhereThePayloadIs(_ fixture: String, _ reason: String) throws {
    let report = InspectReport(try CaptureReader().read(try CaptureFidelityTests.fixture(fixture)))
    #expect(report.provider == .unknown)
    #expect(report.providerReason.contains(reason), "\(report.providerReason)")
  }

  /// Airship's Push API body shares `audience` and `notification` with JPush's v3 body; its
  /// `device_types` names Airship ("Push Object", https://docs.airship.com/api/ua/#schemas-pushobject),
  /// so the transport is not called JPush. JPush's own body (platform, audience, notification:
  /// https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push) still is.
  @Test(arguments: [
    (#"{"audience":"all","device_types":"all","notification":{"alert":"Hi"}}"#, InspectReport.Provider.unknown),
    (#"{"platform":"all","audience":"all","notification":{"alert":"Hi"}}"#, InspectReport.Provider.jpush),
  ])
  func pushAPIBodiesNameTheirSender(_ text: String, _ provider: InspectReport.Provider) throws {
    let report = InspectReport(try CaptureReader().read(Array(text.utf8)))
    #expect(report.provider == provider, "\(report.providerReason)")
  }

  /// GeTui's own REST v2 example (https://nameidi.com/n/9v8o235z.html) carries a notification
  /// only: `getui decode` has no transmission to show and says what the input is.
  @Test func getuiV2NotificationOnlyHasNoPayload() throws {
    let decoded = GeTuiDecoder.decode(try CaptureReader().read(try CaptureFidelityTests.fixture("json__real-getui-v2-single")))
    #expect(decoded.source == .restV2Body)
    #expect(decoded.payload == nil)
    #expect(decoded.noPayloadReason == "a GeTui REST v2 push body without push_message.transmission (a notification or revoke only)")
  }

  /// Text from public issues that is no capture form (a hand-typed pseudo dump, a JS console
  /// object, an Android bridge log): refused with exit 1, never read as text with exit 0.
  static let refused: [String] = [
    // https://github.com/firebase/quickstart-ios/issues/489
    "[\n            gcm.message_id: 123456\n            payload: {\n                title: Hey there!\n            }\n            aps: {\n                content-available: 1\n            }\n]\n",
    // https://github.com/jpush/jpush-react-native/issues/584
    "2019-01-02 15:46:39.734 [info][tid:com.facebook.react.JavaScript] '打开通知', { extras: \n   { type: 'WORKORDER',\n     orderId: '3491304a6d4447b4a6152603f74981ad' }\n",
    // https://github.com/GetuiLaboratory/react-native-getui/issues/66
    "onReceiveMessageData msg = { NativeMap: {\"payload\":\"{\\\"roomId\\\":15152}\",\"type\":\"payload\"} }\n",
  ]

  @Test(arguments: refused) func nonCapturesAreRefused(_ text: String) {
    #expect(throws: CaptureError.self) { try CaptureReader().read(Array(text.utf8)) }
  }

  // MARK: detection: the form that reads the whole input wins

  @Test func wholeReadingWinsOverAPartialOne() throws {
    // `[:]` inside an NSArray description looked like a Swift print (read as `{}` with the rest
    // ignored, exit 0); the old-style description reads all of it.
    let capture = try CaptureReader().read(try CaptureFidelityTests.fixture("nslog__array-of-swift-literals"))
    #expect(capture.form == .nslog)
    #expect(capture.value == ["[:]", "[\"a\"]"])
    #expect(!capture.notes.contains { $0.ignoresText })
  }

  // MARK: guesses that keep today's rule are listed too

  @Test(arguments: [("0042", "1:7"), ("+5", "1:7"), ("1.", "1:7")])
  func numberLikeStringsAreNoted(_ token: String, _ at: String) throws {
    let capture = try CaptureReader().read(Array("{ a = \(token); }".utf8))
    #expect(capture.value == ["a": .string(token)])
    #expect(capture.notes.map(\.description) == ["\(at): /a: unquoted \(token) read as a string: not a JSON number (an NSNumber never prints so)"])
  }

  @Test func datesAndWordsAreNotNoted() throws {
    let capture = try CaptureReader().read(Array("{ d = 2017-09-19; w = default; }".utf8))
    #expect(capture.notes.isEmpty)
  }
}
