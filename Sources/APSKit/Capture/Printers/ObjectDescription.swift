/// Apple's description of a notification object, as `print(response)` or `po response` shows it:
/// `<UNNotificationResponse: 0x…; actionIdentifier: …, notification: <UNNotification: 0x…; …>>`.
/// The userInfo is read out of it where the description holds one (`userInfo: {…}`); otherwise it
/// is refused with what to print instead. Other objects (`<APSPushHistory: 0x…>` in a device
/// syslog line) are log text.
struct ObjectDescription {
  var name: String
  var start: Int
  /// One past the matching `>` (the end of the input when it is cut).
  var end: Int

  /// What to print for each notification class to get the payload.
  static let payloadPaths: [String: String] = [
    "UNNotificationResponse": "response.notification.request.content.userInfo",
    "UNTextInputNotificationResponse": "response.notification.request.content.userInfo",
    "UNNotification": "notification.request.content.userInfo",
    "UNNotificationRequest": "request.content.userInfo",
    "UNNotificationContent": "content.userInfo",
    "UNMutableNotificationContent": "content.userInfo",
  ]

  /// The description starting at `start` (`<Name: 0x`), when it names a notification class.
  static func at(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> ObjectDescription? {
    var cursor = start + 1
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ":"), bytes[cursor] != UInt8(ascii: ">"),
      DescriptionParser.isBareByte(bytes[cursor]), cursor - start < 64
    {
      cursor += 1
    }
    guard cursor > start + 1, DataDescriptionReader(bytes: bytes).matches(": 0x", at: cursor) else { return nil }
    let name = String(decoding: bytes[(start + 1)..<cursor], as: UTF8.self)
    guard payloadPaths[name] != nil else { return nil }
    var depth = 0
    var end = start
    while end < bytes.count {
      if bytes[end] == UInt8(ascii: "<") { depth += 1 }
      if bytes[end] == UInt8(ascii: ">") {
        depth -= 1
        if depth == 0 { end += 1; break }
      }
      end += 1
    }
    return ObjectDescription(name: name, start: start, end: end)
  }

  func reading(_ bytes: UnsafeBufferPointer<UInt8>, reader: CaptureReader, vendor: PushVendor?) -> PrinterReading {
    let marker = Array("userInfo".utf8)
    var cursor = start
    while cursor + marker.count < end {
      if bytes[cursor] == marker[0], Array(bytes[cursor..<cursor + marker.count]) == marker {
        var value = cursor + marker.count
        while value < end, CaptureText.isSpace(bytes[value]) || bytes[value] == UInt8(ascii: ":") || bytes[value] == UInt8(ascii: "=") { value += 1 }
        if value < end, bytes[value] == UInt8(ascii: "{") || bytes[value] == UInt8(ascii: "[") {
          for attempt in reader.readings(bytes, at: value, vendor: vendor) {
            if case .read(var capture, let stop) = attempt(), capture.holdsObject, stop <= end {
              capture.notes.append(CaptureNote("read the userInfo out of a \(name) description"))
              return .read(capture, end: end)
            }
          }
        }
      }
      cursor += 1
    }
    return .failed(
      .objectDescription(name: name, print: Self.payloadPaths[name] ?? "userInfo", at: .pending(start)),
      committed: true)
  }
}
