/// A mark in the text just before a capture that names who sent it: the sender's call
/// (`publishToInterests(`), the endpoint it posts to (`fcm.googleapis.com/v1/projects/`), or the
/// SDK class or log tag that handed it over (`FIRMessaging`). Captures often carry none of a
/// provider's keys (a data map, a plain APNs payload), yet the line that printed or sent them says
/// whose they are. The marks are code, never prose: a word such as "OneSignal" in a sentence, or a
/// call that every sender has (`send(`), names nobody.
public struct ContextMark: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case call, endpoint, tag = "class or log tag"
  }

  /// The bytes as they stand in the text (case matters: `FIRMessaging`, not `firmessaging`).
  public let text: String
  /// The catalogue's provider id (`PushVendor.id`), or `apns` for Apple's own endpoint and the APNs libraries.
  public let vendorID: String
  public let kind: Kind
  /// The page that shows the mark: its title and https link.
  public let source: String

  init(_ text: String, _ vendorID: String, _ kind: Kind, _ source: String) {
    self.text = text
    self.vendorID = vendorID
    self.kind = kind
    self.source = source
  }
}

extension ContextMark {
  private static let fcmV1 = "Firebase Cloud Messaging HTTP v1 API, projects.messages.send, https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send"
  private static let fcmLegacy = "Firebase Cloud Messaging HTTP protocol (legacy), https://firebase.google.com/docs/cloud-messaging/http-server-ref"
  private static let fcmAdmin = "Send a message using Firebase Admin SDK, https://firebase.google.com/docs/cloud-messaging/send-message"
  private static let rnFirebase = "React Native Firebase, Cloud Messaging usage, https://rnfirebase.io/messaging/usage"
  private static let apnsRequest = "Sending notification requests to APNs, https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"
  private static let nodeAPN = "node-apn README, https://github.com/node-apn/node-apn"
  private static let oneSignalCreate = "OneSignal REST API, Create notification, https://documentation.onesignal.com/reference/create-notification"
  private static let oneSignalSDK = "OneSignal Mobile SDK reference, https://documentation.onesignal.com/docs/mobile-sdk-reference"
  private static let beamsPHP = "Pusher Beams, Server SDK PHP, https://pusher.com/docs/beams/reference/server-sdk-php/"
  private static let airshipPush = "Airship API, Push: Send a push, https://docs.airship.com/api/ua/#operation-api-push-post"
  private static let twilioNotify = "Twilio Notify, Notification Resource, https://www.twilio.com/docs/notify/api/notification-resource"

  /// Every mark, each with the page it comes from.
  public static let all: [ContextMark] = [
    // Firebase Cloud Messaging
    ContextMark("fcm.googleapis.com/v1/projects/", "firebase", .endpoint, fcmV1),
    ContextMark("fcm.googleapis.com/fcm/send", "firebase", .endpoint, fcmLegacy),
    ContextMark("messaging().send(", "firebase", .call, fcmAdmin),
    ContextMark("messaging().sendMulticast(", "firebase", .call, fcmAdmin),
    ContextMark("messaging().sendEachForMulticast(", "firebase", .call, fcmAdmin),
    ContextMark("messaging().sendToDevice(", "firebase", .call, fcmLegacy),
    ContextMark("getMessaging().send(", "firebase", .call, fcmAdmin),
    ContextMark("messaging().onMessage(", "firebase", .call, rnFirebase),
    ContextMark("messaging().setBackgroundMessageHandler(", "firebase", .call, rnFirebase),
    ContextMark("messaging().onNotificationOpenedApp(", "firebase", .call, rnFirebase),
    ContextMark("FirebaseMessaging", "firebase", .tag, "Receive messages in a Flutter app (FirebaseMessaging.onMessage), https://firebase.google.com/docs/cloud-messaging/flutter/receive"),
    ContextMark("FIRMessaging", "firebase", .tag, "FIRMessaging Class Reference, https://firebase.google.com/docs/reference/ios/firebasemessaging/api/reference/Classes/FIRMessaging"),
    ContextMark("CrossFirebasePushNotification", "firebase", .tag, "FirebasePushNotificationPlugin README (Xamarin), https://github.com/CrossGeeks/FirebasePushNotificationPlugin"),
    ContextMark("addOnMessageReceivedCallback(", "firebase", .call, "nativescript-plugin-firebase, Messaging, https://github.com/EddyVerbruggen/nativescript-plugin-firebase/blob/master/docs/MESSAGING.md"),
    ContextMark("fcm.onNotification(", "firebase", .call, "cordova-plugin-fcm README, https://github.com/fechanique/cordova-plugin-fcm"),
    ContextMark("onMessageReceived", "firebase", .call, "FirebaseMessagingService.onMessageReceived, https://firebase.google.com/docs/reference/android/com/google/firebase/messaging/FirebaseMessagingService"),
    // Apple's endpoint and the APNs libraries
    ContextMark("push.apple.com/3/device/", "apns", .endpoint, apnsRequest),
    ContextMark("apn.Notification(", "apns", .call, nodeAPN),
    ContextMark("apnProvider.send(", "apns", .call, nodeAPN),
    ContextMark("Rpush::Apns", "apns", .tag, "Rpush README, https://github.com/rpush/rpush"),
    ContextMark("Pigeon.APNS.Notification", "apns", .tag, "Pigeon.APNS.Notification, https://hexdocs.pm/pigeon/Pigeon.APNS.Notification.html"),
    ContextMark("Houston::Notification", "apns", .tag, "Houston README, https://github.com/nomad/houston"),
    // OneSignal
    ContextMark("onesignal.com/api/v1/notifications", "onesignal", .endpoint, oneSignalCreate),
    ContextMark("api.onesignal.com/notifications", "onesignal", .endpoint, oneSignalCreate),
    ContextMark("OneSignal.postNotification(", "onesignal", .call, "OneSignal iOS SDK, postNotification, https://github.com/OneSignal/OneSignal-iOS-SDK"),
    ContextMark("OneSignal.Notifications.", "onesignal", .call, oneSignalSDK),
    ContextMark("OSNotification", "onesignal", .tag, oneSignalSDK),
    // JPush, GeTui
    ContextMark("api.jpush.cn/v3/push", "jpush", .endpoint, "JPush REST API v3 Push, https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push"),
    ContextMark("JPUSHService", "jpush", .tag, "JPush iOS SDK API, https://docs.jiguang.cn/jpush/client/iOS/ios_api"),
    ContextMark("restapi.getui.com", "getui", .endpoint, "GeTui RestAPI V2 push, https://docs.getui.com/getui/server/rest_v2/push/"),
    ContextMark("GeTuiSdk", "getui", .tag, "GeTui iOS SDK API, https://docs.getui.com/getui/mobile/ios/api/"),
    // Pusher Beams
    ContextMark("publishToInterests(", "pusher-beams", .call, beamsPHP),
    ContextMark("publishToUsers(", "pusher-beams", .call, beamsPHP),
    ContextMark("pushnotifications.pusher.com", "pusher-beams", .endpoint, "Pusher Beams, Publish API, https://pusher.com/docs/beams/reference/publish-api/"),
    // Airship, Braze, Expo, Pushwoosh
    ContextMark("urbanairship.com/api/push", "airship", .endpoint, airshipPush),
    ContextMark("airship.us/api/push", "airship", .endpoint, airshipPush),
    ContextMark("airship.eu/api/push", "airship", .endpoint, airshipPush),
    ContextMark(".braze.com/messages/send", "braze", .endpoint, "Braze, POST: Send messages immediately via API only, https://www.braze.com/docs/api/endpoints/messaging/send_messages/post_send_messages"),
    ContextMark("exp.host/--/api/v2/push/send", "expo", .endpoint, "Expo, Send notifications with the Expo Push Service, https://docs.expo.dev/push-notifications/sending-notifications/"),
    ContextMark("sendPushNotificationsAsync(", "expo", .call, "expo-server-sdk-node README, https://github.com/expo/expo-server-sdk-node"),
    ContextMark("pushwoosh.com/json/1.3/createMessage", "pushwoosh", .endpoint, "Pushwoosh Messages API, createMessage, https://docs.pushwoosh.com/developer/api-reference/messages-api/"),
    // Twilio Notify, Amazon, Umeng, TPNS, Matrix, NIFCLOUD, Huawei
    ContextMark("notify.twilio.com/v1/Services/", "twilio", .endpoint, twilioNotify),
    ContextMark("notify.v1.services(", "twilio", .call, twilioNotify),
    ContextMark("notify.services(", "twilio", .call, twilioNotify),
    ContextMark("aws sns publish", "aws-sns", .call, "AWS CLI Command Reference, sns publish, https://docs.aws.amazon.com/cli/latest/reference/sns/publish.html"),
    ContextMark("sns.publish(", "aws-sns", .call, "Boto3, SNS.Client.publish, https://boto3.amazonaws.com/v1/documentation/api/latest/reference/services/sns/client/publish.html"),
    ContextMark("pinpoint.send_messages(", "pinpoint", .call, "Boto3, Pinpoint.Client.send_messages, https://boto3.amazonaws.com/v1/documentation/api/latest/reference/services/pinpoint/client/send_messages.html"),
    ContextMark("msgapi.umeng.com/api/send", "umeng", .endpoint, "Umeng U-Push API, https://developer.umeng.com/docs/67966/detail/68343"),
    ContextMark("UMessage", "umeng", .tag, "Umeng U-Push iOS SDK, https://developer.umeng.com/docs/67966/detail/66734"),
    ContextMark("api.tpns.tencent.com/v3/push/app", "tpns", .endpoint, "TPNS Push API, https://cloud.tencent.com/document/product/548/39064"),
    ContextMark("XGPush", "tpns", .tag, "TPNS iOS SDK API, https://cloud.tencent.com/document/product/548/36667"),
    ContextMark("/_matrix/push/v1/notify", "matrix", .endpoint, "Matrix Push Gateway API, https://spec.matrix.org/latest/push-gateway-api/"),
    ContextMark("NCMBPush", "nifcloud", .tag, "NIFCLOUD mobile backend, push notifications (iOS), https://mbaas.nifcloud.com/doc/current/push/basic_usage_ios.html"),
    ContextMark("push-api.cloud.huawei.com", "huawei", .endpoint, "HUAWEI Push Kit, Sending Messages, https://developer.huawei.com/consumer/en/doc/HMSCore-References/https-send-api-0000001050986197"),
  ]
}

/// The mark (`ContextMark`) nearest before a capture, in a bounded window: the capture's own line
/// before it and at most `linesAbove` lines above, never further back than `reach` bytes nor past a
/// line that closes a value (`}` or `]` at its end: a previous capture's last line). So each capture
/// looks at a few hundred bytes whatever the log's length, and one capture's context does not name
/// the next one's.
public struct SenderContext: Sendable, Equatable {
  public var mark: ContextMark

  static let linesAbove = 3
  static let reach = 512

  /// The marks by their first byte.
  private static let byFirstByte: [[Int]] = {
    var table = Array(repeating: [Int](), count: 256)
    for (index, mark) in ContextMark.all.enumerated() { table[Int(mark.text.utf8.first!)].append(index) }
    return table
  }()
  private static let needles: [[UInt8]] = ContextMark.all.map { Array($0.text.utf8) }

  /// The mark that ends nearest to `start` in its window, nil when none stands there.
  public static func found(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> SenderContext? {
    let from = windowStart(bytes, before: start)
    var best: (end: Int, mark: Int)?
    var index = from
    while index < start {
      // A mark that starts with a letter starts a word: `OSNotification` is not OneSignal's inside
      // react-native-notifications' `IOSNotification`.
      let midWord = index > from && isWordByte(bytes[index - 1])
      for candidate in byFirstByte[Int(bytes[index])] where !(midWord && isWordByte(needles[candidate][0])) {
        let needle = needles[candidate]
        let end = index + needle.count
        guard end <= start, best.map({ end > $0.end }) ?? true else { continue }
        var same = true
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
          same = false
          break
        }
        if same { best = (end, candidate) }
      }
      index += 1
    }
    return best.map { SenderContext(mark: ContextMark.all[$0.mark]) }
  }

  @inline(__always) private static func isWordByte(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
      || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") || byte == UInt8(ascii: "_")
  }

  /// Where the window before `start` begins (see the type).
  static func windowStart(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> Int {
    let floor = max(0, start - reach)
    var index = start
    // The capture's own line.
    while index > floor, bytes[index - 1] != UInt8(ascii: "\n") { index -= 1 }
    var lines = 0
    while index > floor, lines < linesAbove {
      // `index` is a line's start; the line above ends at `index - 1`.
      var lineStart = index - 1
      while lineStart > floor, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      if closesValue(bytes, lineStart..<(index - 1)) { break }
      index = lineStart
      lines += 1
    }
    return index
  }

  /// Whether the line's last character other than spaces, `,` and `;` is `}` or `]`.
  private static func closesValue(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
    var end = line.upperBound
    while end > line.lowerBound {
      let byte = bytes[end - 1]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: ",")
        || byte == UInt8(ascii: ";")
      {
        end -= 1
        continue
      }
      return byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }
    return false
  }

  /// The catalogue's provider the mark names; nil for `apns` (Apple's own, no catalogue row).
  public var vendor: PushVendor? {
    PushVendor.catalogue.first { $0.id == mark.vendorID }
  }

  /// "`publishToInterests(` before the capture".
  public var words: String { "`\(mark.text)` before the capture" }
}
