/// The provider a log names in the label it prints before a capture, when the payload's own keys name
/// none: Android, Flutter and React Native apps log FCM's data map alone (`Message data payload:
/// {title=Hi}`), which holds only the sender's keys. The label is evidence of the sender, and FCM's
/// data map is string to string ("Keys and values must both be strings", Firebase Admin
/// `DataMessagePayload`), so the values are typed as FCM sent them and Firebase is named.
public struct SenderLabel: Sendable, Equatable {
  public var vendor: PushVendor
  /// The words of the label that told ("Message data payload").
  public var words: String

  /// The labels, lowercased, with spaces and `_` dropped:
  /// - `messagedatapayload`: Firebase's Android quickstart logs `"Message data payload: " +
  ///   remoteMessage.data` ("Receive messages in an Android app",
  ///   https://firebase.google.com/docs/cloud-messaging/android/receive);
  /// - `messagedata`: FlutterFire's guide logs `'Message data: ${message.data}'` ("Receive messages in
  ///   a Flutter app", https://firebase.google.com/docs/cloud-messaging/flutter/receive);
  /// - `remotemessage`, `onmessagereceived`: the message class and callback of the Firebase SDKs
  ///   (`RemoteMessage`, `FirebaseMessagingService.onMessageReceived`,
  ///   https://firebase.google.com/docs/reference/android/com/google/firebase/messaging/RemoteMessage);
  /// - `fltfiremsgreceiver`: the log tag of FlutterFire's Android receiver
  ///   (https://github.com/firebase/flutterfire/blob/main/packages/firebase_messaging/firebase_messaging/android/src/main/java/io/flutter/plugins/firebase/messaging/FlutterFirebaseMessagingReceiver.java).
  /// `fcm` counts only beside `message` ("FCM message received:", "[FCM] Message data:").
  private static let labels: [(needle: [UInt8], words: String)] = [
    ("messagedatapayload", "Message data payload"), ("messagedata", "Message data"), ("remotemessage", "RemoteMessage"),
    ("onmessagereceived", "onMessageReceived"), ("fltfiremsgreceiver", "FLTFireMsgReceiver"),
  ].map { (Array($0.0.utf8), $0.1) }

  /// How far before a capture its label is looked for (a logcat line's prefix is about 150 bytes).
  static let reach = 400

  /// The label on the capture's line before `start` that names a sender, when `capture` is shaped as
  /// that sender's data map (a dictionary of scalars without `aps`; printed as JSON, of strings) and
  /// its keys name no provider.
  static func found(_ capture: Capture, _ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> SenderLabel? {
    // The shape first: it is read off the tape at once, while the label costs a walk back over the
    // line and the provider's marks a look-up, asked of every capture of a log.
    let shaped = capture.withRoot { root -> Bool in
      guard let members = root.members, !members.isEmpty, root["aps"] == nil else { return false }
      let typed = !capture.form.losesTypes
      return members.allSatisfy { member in
        let kind = member.value.kind
        return typed ? kind == .string : kind != .object && kind != .array
      }
    }
    guard shaped == true, let words = words(bytes, before: start),
      capture.withRoot({ PushVendor.found(in: $0) == nil }) == true
    else { return nil }
    return SenderLabel(vendor: .firebase, words: words)
  }

  /// The label's words in the text from the line's start (at most `reach` bytes) to `start`.
  static func words(_ bytes: UnsafeBufferPointer<UInt8>, before start: Int) -> String? {
    var folded: [UInt8] = []
    var index = start
    while index > 0, start - index < reach, bytes[index - 1] != UInt8(ascii: "\n") {
      index -= 1
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t") { continue }
      folded.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
    }
    folded.reverse()
    if let label = labels.first(where: { contains(folded, $0.needle) }) { return label.words }
    if contains(folded, Array("fcm".utf8)), contains(folded, Array("message".utf8)) { return "FCM message" }
    return nil
  }

  private static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= text.count else { return false }
    return (0...(text.count - needle.count)).contains { offset in
      text[offset..<offset + needle.count].elementsEqual(needle)
    }
  }
}
