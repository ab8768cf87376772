import Testing

@testable import APSKit

/// A logged UNNotification wrapper under a repeated key (`--allow-duplicates`): the userInfo the walk finds is the
/// one unwrapped, as before the wrapper read the tape (looking its path up again from the root finds the first key).
@Suite struct NotificationWrapperRepeatedKeyTests {
  /// A capture read as JSON text (its tape is the source, repeated keys kept as `--allow-duplicates` keeps them).
  static func jsonCapture(_ text: String) throws -> Capture {
    let json = try JSONText(scanning: Array(text.utf8))
    return Capture(form: .json, json: json)
  }

  /// The userInfo found under the second of two repeated wrapper keys is the one unwrapped: the path
  /// found by the walk names the first wrapper when it is looked up again from the root.
  @Test func aRepeatedWrapperKeyUnwrapsTheUserInfoTheWalkFound() throws {
    let capture = try Self.jsonCapture(
      #"{"UNNotificationResponse":{"userInfo":"x"},"UNNotificationResponse":{"userInfo":{"aps":{"alert":"hi"}}}}"#)
    let inner = try NotificationWrapper.unwrapped(capture).first?.get()
    #expect(inner?.value == ["aps": ["alert": "hi"]])
    #expect(inner?.withRoot { $0["aps"]?["alert"]?.stringValue } == "hi")
  }

  @Test func aRepeatedWrapperKeyWithoutUserInfoFirstStillUnwraps() throws {
    let capture = try Self.jsonCapture(
      #"{"UNNotificationResponse":{"x":1},"UNNotificationResponse":{"userInfo":{"aps":{"alert":"hi"}}}}"#)
    let inner = try NotificationWrapper.unwrapped(capture).first?.get()
    #expect(inner?.value == ["aps": ["alert": "hi"]])
    #expect(inner?.withRoot { $0["aps"]?["alert"]?.stringValue } == "hi")
  }
}
