import Testing

@testable import APSKit

/// An app that logs FCM's data map alone prints only the sender's keys; the label the log prints before
/// it names the sender. FCM's data map is string to string ("Keys and values must both be strings",
/// Firebase Admin `DataMessagePayload`:
/// https://firebase.google.com/docs/reference/admin/node/firebase-admin.messaging.datamessagepayload.md),
/// so the map's values are read as strings and Firebase is named, by `convert` and `inspect` alike.
@Suite struct SenderLabelTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var source: String
    var text: String
    var json: String
    var label: String
    var testDescription: String { source }
  }

  static let rows: [Row] = [
    // Firebase's Android quickstart logs `"Message data payload: " + remoteMessage.data` ("Receive
    // messages in an Android app", https://firebase.google.com/docs/cloud-messaging/android/receive);
    // the data is the docs' example message's (`"score": "850", "time": "2:45"`).
    Row(
      source: "Android quickstart", text: "D/MyFirebaseMsgService: Message data payload: {score=850, time=2:45}\n",
      json: #"{"score":"850","time":"2:45"}"#, label: "Message data payload"),
    // A Flutter app's `print('FCM message received: ${message.data}')` (Dart's Map.toString()).
    Row(
      source: "FlutterFire message.data", text: "I/flutter (1): FCM message received: {count: 3, kind: new call}\n",
      json: #"{"count":"3","kind":"new call"}"#, label: "FCM message"),
    // FlutterFire's guide: `print('Message data: ${message.data}')` ("Receive messages in a Flutter app",
    // https://firebase.google.com/docs/cloud-messaging/flutter/receive).
    Row(
      source: "FlutterFire guide", text: "flutter: Message data: {orderId: 42, status: shipped}\n",
      json: #"{"orderId":"42","status":"shipped"}"#, label: "Message data"),
    // React Native Firebase's `onMessage(remoteMessage => …)` with the data as JSON (its values strings).
    Row(
      source: "React Native Firebase data", text: #"LOG  Remote message received: {"type":"call"}"# + "\n",
      json: #"{"type":"call"}"#, label: "RemoteMessage"),
    // FirebaseMessagingService's callback named in the log line.
    Row(
      source: "onMessageReceived", text: "onMessageReceived data: {id=7, kind=x}\n", json: #"{"id":"7","kind":"x"}"#, label: "onMessageReceived"),
  ]

  @Test(arguments: rows) func labelNamesFirebase(_ row: Row) throws {
    let captures = try CaptureReader().readAll(Array(row.text.utf8))
    let capture = try #require(captures.first)
    #expect(captures.count == 1)
    #expect(JSONPrinter.compactString(try #require(capture.value)) == row.json)
    #expect(capture.senderLabel?.words == row.label)
    let report = InspectReport(capture)
    #expect(report.vendor?.id == "firebase")
    #expect(report.providerLine.contains("named by the log's label \"\(row.label)\""))
  }

  /// Without a label the same map names no one and its bare digits are numbers; a label is no evidence
  /// for a dictionary that is not a data map (`aps` in it, a nested container: an SDK's message object,
  /// FlutterFire's `toMap()`), nor for JSON whose values are not all strings, nor against keys that
  /// name another provider.
  @Test(arguments: [
    ("no label", "D/App: payload: {score=850, time=2:45}\n", #"{"score":850,"time":"2:45"}"#),
    ("aps", "FCM message: {aps = {badge = 1;}; id = 2;}\n", #"{"aps":{"badge":1},"id":2}"#),
    ("nested", "FCM message received: {data: {a: 1}, messageId: x}\n", #"{"data":{"a":1},"messageId":"x"}"#),
    ("typed JSON", #"FCM message: {"n":1}"# + "\n", #"{"n":1}"#),
  ])
  func noEvidence(_ name: String, _ text: String, _ json: String) throws {
    let capture = try #require(try CaptureReader().readAll(Array(text.utf8)).first)
    #expect(capture.senderLabel == nil, "\(name)")
    #expect(JSONPrinter.compactString(try #require(capture.value)) == json, "\(name)")
  }

  /// A map of one entry is Java's when the Android SDK's label stands before it (public capture 735,
  /// the Kotlin quickstart's comment `// Message data payload: {egg=3}`); alone, `{a=1}` is no printer's.
  @Test func oneEntryMapAfterTheAndroidLabel() throws {
    let capture = try #require(try CaptureReader().readAll(Array("Message data payload: {egg=3}\n".utf8)).first)
    #expect(JSONPrinter.compactString(try #require(capture.value)) == #"{"egg":"3"}"#)
    #expect(throws: CaptureError.self) { try CaptureReader().readAll(Array("payload: {egg=3}\n".utf8)) }
  }

  @Test func keysNameAnotherProvider() throws {
    // JPush's `_j_msgid` (JPush's iOS API, see `PushVendor.jpush`) outweighs the label.
    let capture = try #require(try CaptureReader().readAll(Array("FCM message: {_j_msgid: 2, t: x}\n".utf8)).first)
    #expect(capture.senderLabel == nil)
    #expect(InspectReport(capture).vendor?.id != "firebase")
  }

  /// An app that logs the labelled data map and passes it on logs it again after its own label
  /// (public capture 728): one notification, typed as the first.
  @Test func reprintAfterAnotherLabel() throws {
    let text = "I/flutter: FCM message received: {type: CALL, timestamp: 1758232322}\nI/flutter: Handling call: {type: CALL, timestamp: 1758232322}\n"
    let captures = try CaptureReader().readAll(Array(text.utf8))
    #expect(try captures.map { JSONPrinter.compactString(try #require($0.value)) } == [#"{"type":"CALL","timestamp":"1758232322"}"#])
  }
}
