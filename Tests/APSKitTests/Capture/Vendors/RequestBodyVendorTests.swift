import Testing

@testable import APSKit

/// Senders' request bodies and pushes without `aps` name their provider by the keys the provider
/// documents: each row is the documented shape, cited, not a collected case.
@Suite struct RequestBodyVendorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var source: String
    var vendor: String
    var json: String
    var testDescription: String { source }
  }

  static let rows: [Row] = [
    // "Firebase Cloud Messaging HTTP protocol" (legacy), https://firebase.google.com/docs/cloud-messaging/http-server-ref:
    // `registration_ids` for several devices; `to` with the request's `priority` / `content_available`.
    Row(source: "FCM legacy registration_ids", vendor: "firebase", json: #"{"registration_ids":["t1","t2"],"data":{"alert":"hi"}}"#),
    Row(source: "FCM legacy to + priority", vendor: "firebase", json: #"{"to":"/topics/news","priority":"high","data":{"a":"b"}}"#),
    Row(source: "FCM legacy to + content_available", vendor: "firebase", json: #"{"to":"token","content_available":true}"#),
    // Pusher Beams "Publish API", https://pusher.com/docs/beams/reference/publish-api/: interests and one payload per platform.
    Row(source: "Pusher Beams publish body", vendor: "pusher-beams", json: #"{"interests":["donuts"],"apns":{"aps":{"alert":"Hello!"}}}"#),
    Row(source: "Pusher Beams apns + fcm", vendor: "pusher-beams", json: #"{"apns":{"aps":{"alert":"Hi"}},"fcm":{"notification":{"title":"Hi"}}}"#),
    // Vonage "iOS Push Notification Payload Example",
    // https://developer.vonage.com/en/legacy-client-sdk/in-app-voice/guides/push-notification-payload
    Row(source: "Vonage Client SDK push", vendor: "vonage", json: #"{"application_id":"e2dd57b5","push_info":{"priority":"immediate"},"aps":{"alert":"x"}}"#),
    // The Stitch SDK's push parser (NXMPushParser, Vonage client SDK for iOS): the event under `stitch`.
    Row(source: "Nexmo Stitch push", vendor: "vonage", json: #"{"aps":{"content-available":1},"stitch":{"application_id":"f1a5","body":{}}}"#),
    // React Native Firebase v5's RemoteMessage fields (https://github.com/invertase/react-native-firebase/issues/2941).
    Row(source: "RNFirebase v5 RemoteMessage", vendor: "firebase", json: #"{"_collapseKey":"b","_data":{},"_from":"6308","_messageId":"-Lv1","_ttl":3600}"#),
  ]

  @Test(arguments: rows) func vendorNamed(_ row: Row) throws {
    let capture = try CaptureReader().read(Array(row.json.utf8))
    #expect(InspectReport(capture).vendor?.id == row.vendor)
  }

  /// A body of FCM's legacy request with neither `registration_ids` nor the request's own options
  /// names nothing from `to` alone (Expo's request has `to` too).
  @Test func toAloneNamesNoFirebase() throws {
    let capture = try CaptureReader().read(Array(#"{"to":"x","data":{"a":"b"}}"#.utf8))
    #expect(InspectReport(capture).vendor?.id != "firebase")
  }

  /// An MDM push is `{"mdm": PushMagic}` and no `aps` ("Mobile Device Management Protocol
  /// Reference", https://developer.apple.com/business/documentation/MDM-Protocol-Reference.pdf): APNs;
  /// a second key makes it no MDM push.
  @Test func mdmPushIsAPNs() throws {
    let mdm = InspectReport(try CaptureReader().read(Array(#"{"mdm":"PushMagicValue"}"#.utf8)))
    #expect(mdm.provider == .apns)
    #expect(mdm.providerReason.contains("MDM"))
    let other = InspectReport(try CaptureReader().read(Array(#"{"mdm":"x","extra":1}"#.utf8)))
    #expect(other.provider == .unknown)
  }
}
