import Testing

@testable import APSKit

/// The text just before a capture often says who sent it (the sender's call, the endpoint, the SDK's
/// class or log tag) when the payload carries none of the sender's keys. `inspect` names the provider
/// from that mark; `convert` never looks.
@Suite struct SenderContextTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var vendor: String
    var mark: String
    var testDescription: String { mark }
  }

  static func reader() -> CaptureReader {
    var reader = CaptureReader()
    reader.readsSenderContext = true
    return reader
  }

  static func reports(_ text: String) throws -> [InspectReport] {
    try reader().readAll(Array(text.utf8)).map { InspectReport($0) }
  }

  static let payload = #"{"aps":{"alert":"Hi"},"order":"42"}"#

  /// Lines as the pages show them, each followed by a payload with no provider's keys.
  static let rows: [Row] = [
    // "Firebase Cloud Messaging HTTP v1 API, projects.messages.send", https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send
    Row(text: "curl -X POST https://fcm.googleapis.com/v1/projects/myproject-b5ae1/messages:send -d '\n\(payload)\n", vendor: "firebase", mark: "fcm.googleapis.com/v1/projects/"),
    // "Send a message using Firebase Admin SDK", https://firebase.google.com/docs/cloud-messaging/send-message
    Row(text: "admin.messaging().send(\n\(payload)\n)\n", vendor: "firebase", mark: "messaging().send("),
    // "Receive messages in a Flutter app", https://firebase.google.com/docs/cloud-messaging/flutter/receive
    Row(text: "FirebaseMessaging.onMessage.listen: \(payload)\n", vendor: "firebase", mark: "FirebaseMessaging"),
    // "FIRMessaging Class Reference", https://firebase.google.com/docs/reference/ios/firebasemessaging/api/reference/Classes/FIRMessaging
    Row(text: "2024-01-02 10:00:00.000 App[1:2] [FIRMessaging] received: \(payload)\n", vendor: "firebase", mark: "FIRMessaging"),
    // "Sending notification requests to APNs", https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns
    Row(text: "POST https://api.sandbox.push.apple.com/3/device/00fc13adff78\n\(payload)\n", vendor: "apns", mark: "push.apple.com/3/device/"),
    // node-apn README, https://github.com/node-apn/node-apn
    Row(text: "apnProvider.send(note, deviceToken) // note.rawPayload =\n\(payload)\n", vendor: "apns", mark: "apnProvider.send("),
    // "OneSignal REST API, Create notification", https://documentation.onesignal.com/reference/create-notification
    Row(text: "POST https://api.onesignal.com/notifications\n\(payload)\n", vendor: "onesignal", mark: "api.onesignal.com/notifications"),
    // "JPush REST API v3 Push", https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push
    Row(text: "curl https://api.jpush.cn/v3/push -d\n\(payload)\n", vendor: "jpush", mark: "api.jpush.cn/v3/push"),
    // "GeTui iOS SDK API", https://docs.getui.com/getui/mobile/ios/api/
    Row(text: "[GeTuiSdk] didReceiveNotification: \(payload)\n", vendor: "getui", mark: "GeTuiSdk"),
    // "Pusher Beams, Server SDK PHP", https://pusher.com/docs/beams/reference/server-sdk-php/
    Row(text: "$pushNotifications->publishToInterests(\n  array(\"hello\"),\n\(payload)\n", vendor: "pusher-beams", mark: "publishToInterests("),
    // "Airship API, Push", https://docs.airship.com/api/ua/#operation-api-push-post
    Row(text: "POST https://go.urbanairship.com/api/push\n\(payload)\n", vendor: "airship", mark: "urbanairship.com/api/push"),
    // "Expo, Send notifications with the Expo Push Service", https://docs.expo.dev/push-notifications/sending-notifications/
    Row(text: "curl -H 'Content-Type: application/json' -X POST https://exp.host/--/api/v2/push/send -d\n\(payload)\n", vendor: "expo", mark: "exp.host/--/api/v2/push/send"),
    // "AWS CLI Command Reference, sns publish", https://docs.aws.amazon.com/cli/latest/reference/sns/publish.html
    Row(text: "aws sns publish --target-arn arn --message-structure json --message\n\(payload)\n", vendor: "aws-sns", mark: "aws sns publish"),
    // "Twilio Notify, Notification Resource", https://www.twilio.com/docs/notify/api/notification-resource
    Row(text: "client.notify.v1.services('ISxx').notifications.create(apn:\n\(payload)\n", vendor: "twilio", mark: "notify.v1.services("),
  ]

  @Test(arguments: rows) func markNamesTheProvider(_ row: Row) throws {
    let report = try #require(try Self.reports(row.text).first)
    #expect(report.capture.senderContext?.mark.text == row.mark)
    if row.vendor == "apns" {
      // The `aps` dictionary already names APNs: the mark agrees, and nothing is added.
      #expect(report.vendor == nil)
      #expect(report.provider == .apns)
      #expect(!report.capture.notes.contains { $0.description.contains("before the capture") })
    } else {
      #expect(report.vendor?.id == row.vendor)
      #expect(report.vendorKeys.isEmpty)
      #expect(report.providerLine.contains("named by `\(row.mark)` before the capture"))
      #expect(report.capture.notes.contains { $0.description.contains("provider named by `\(row.mark)` before the capture") })
    }
  }

  /// A payload without `aps` under Apple's endpoint: APNs is named from the endpoint alone.
  @Test func apnsNamedByItsEndpoint() throws {
    let report = try #require(try Self.reports("POST https://api.push.apple.com/3/device/00fc13adff78\n{\"order\":\"42\"}\n").first)
    #expect(report.provider == .apns)
    #expect(report.providerReason == "provider named by `push.apple.com/3/device/` before the capture")
  }

  /// Every mark in the table names a provider the catalogue has (or APNs itself) and cites an https
  /// page; each is found on the line before a capture.
  @Test func everyMarkIsFoundAndCited() throws {
    for mark in ContextMark.all {
      #expect(mark.vendorID == "apns" || PushVendor.catalogue.contains { $0.id == mark.vendorID }, "\(mark.text)")
      #expect(mark.source.contains("https://"), "\(mark.text)")
      let capture = try #require(try Self.reader().readAll(Array("\(mark.text)\n\(Self.payload)\n".utf8)).first)
      #expect(capture.senderContext?.mark == mark, "\(mark.text)")
    }
  }

  /// The window: the capture's line and three above, stopped by a line that closes a value.
  @Test func windowIsBounded() throws {
    let far = "publishToInterests(\nA\nB\nC\nD\n\(Self.payload)\n"
    #expect(try Self.reports(far).first?.vendor == nil)
    // The second capture's lines above hold the first's mark, but the first capture's last line ends the window.
    let two = "publishToInterests(\n\(Self.payload)\n\(Self.payload)\n"
    let reports = try Self.reports(two)
    #expect(reports.count == 2)
    #expect(reports.map { $0.vendor?.id } == ["pusher-beams", nil])
  }

  /// Prose naming a provider and a call every sender has name nobody.
  /// A mark inside a longer name is no mark (react-native-notifications' `IOSNotification`, public capture 396).
  @Test(arguments: ["We send this with OneSignal:", "push.send(", "Firebase payload:", "sent via onesignal.com:", "IOSNotification = "])
  func falseFriends(_ label: String) throws {
    let report = try #require(try Self.reports("\(label)\n\(Self.payload)\n").first)
    #expect(report.capture.senderContext == nil, "\(label)")
    #expect(report.vendor == nil, "\(label)")
  }

  /// Keys win: JPush's `_j_msgid` (JPush's iOS API, see `PushVendor.jpush`) under a Firebase call.
  @Test func keysWinOverContext() throws {
    let report = try #require(try Self.reports("admin.messaging().send(\n{\"_j_msgid\":1,\"aps\":{}}\n").first)
    #expect(report.vendor?.id == "jpush")
    #expect(report.capture.notes.contains { $0.description.contains("but the payload's keys name jpush: the keys decide") })
  }

  /// Public captures whose keys name no provider and whose text names it just before them: Pusher
  /// Beams' `publishToInterests(` (982), the Xamarin plugin's `CrossFirebasePushNotification` (953,
  /// whose second capture Firebase's `google.*` keys name).
  @Test(arguments: [("982", ["pusher-beams"]), ("953", ["firebase", "firebase"])])
  func publicCasesNamedByContext(_ number: String, _ vendors: [String]) throws {
    let case_ = try #require(PublicCapture.all.first { $0.name.hasPrefix(number + "-") })
    let reports = try Self.reader().readAll(case_.input).map { InspectReport($0) }
    #expect(reports.map { $0.vendor?.id } == vendors)
    #expect(reports.first?.vendorKeys.isEmpty == true)
  }

  /// `convert` reads without looking: the same capture, no context.
  @Test func convertDoesNotLook() throws {
    let capture = try #require(try CaptureReader().readAll(Array("publishToInterests(\n\(Self.payload)\n".utf8)).first)
    #expect(capture.senderContext == nil)
  }
}
