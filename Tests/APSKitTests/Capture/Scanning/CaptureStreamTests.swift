import Testing

@testable import APSKit

/// Captures in a stream: the same segments whether the text comes whole or in pieces, and
/// fragments refused.
@Suite struct CaptureStreamTests {
  static let log = """
    2024-05-01 10:00:00.000 App[1:2] userInfo: {
        aps =     {
            alert = "first";
        };
        id = 7;
    }
    2024-05-01 10:00:01.000 App[1:2] unrelated line (pid 3) [main]
    flutter: onMessage: {aps: {alert: {title: Hi, body: There}, badge: 1}, gcm.message_id: 1577}
    [Fri Oct 29 2021 07:10:29.839]  LOG      {"action": undefined, "badge": 0, "finish": [Function finish], "title": "T"}

    """

  @Test func everyCaptureWithItsLine() {
    let segments = CaptureReader().segments(Array(Self.log.utf8))
    #expect(segments.map(\.line) == [1, 8, 9])
    let values = segments.compactMap { try? $0.result.get().value }
    #expect(values.count == 3)
    #expect(values[1]["gcm.message_id"] == .string("1577"))  // FCM: every data value is a string
    #expect(values[1]["aps"]?["badge"] == .number("1"))
    #expect(values[2].keys == ["badge", "title"])  // undefined and functions are dropped, as JSON.stringify does
  }

  @Test(arguments: [1, 7, 64, 4096]) func piecesGiveTheSameSegments(_ size: Int) {
    let bytes = Array(Self.log.utf8)
    var stream = CaptureStreamReader(reader: CaptureReader())
    var segments: [CaptureSegment] = []
    var offset = 0
    while offset < bytes.count {
      let piece = Array(bytes[offset..<min(offset + size, bytes.count)])
      segments += piece.withUnsafeBytes { stream.feed($0) }
      offset += size
    }
    segments += stream.finish()
    #expect(segments.map(\.line) == [1, 8, 9])
    #expect(segments.map { try? $0.result.get().value } == CaptureReader().segments(bytes).map { try? $0.result.get().value })
  }

  /// A long capture arriving in small pieces (a live `log stream`) is not read again from its start
  /// at every piece or line: the scanning stays linear in its length (it was quadratic: 7-byte
  /// pieces of this 120 KB capture were 17,000 scans of up to all of it).
  @Test func aLongCaptureInPiecesIsScannedInLinearTime() {
    var text = "{\n"
    for index in 0..<4000 { text += "    key\(index) = \"value \(index)\";\n" }
    text += "}\n"
    let bytes = Array(text.utf8)
    var stream = CaptureStreamReader(reader: CaptureReader())
    var segments: [CaptureSegment] = []
    for offset in stride(from: 0, to: bytes.count, by: 7) {
      segments += bytes[offset..<min(offset + 7, bytes.count)].withUnsafeBytes { stream.feed($0) }
    }
    segments += stream.finish()
    #expect(segments.count == 1)
    #expect((try? segments.first?.result.get().value)?.members?.count == 4000)
    #expect(stream.scannedBytes < 20 * bytes.count)
  }

  /// Never a fragment with exit 0: a member without its dictionary, two glued captures, a
  /// hand-edited `,` for `;`, a full-width `＝`, an Objective-C literal, an aps dictionary alone.
  @Test(arguments: [
    "aps =     {\n    alert = hi;\n};\nid = 7;\n",
    "{ aps = { alert = hi; }; } trailing words\n",
    "{\n  aps = { alert = hi; },\n  id = 7;\n}\n",
    "{\n  aps ＝ { alert = hi; };\n}\n",
    "{\n  url = @\"www.example.com\";\n  aps = { alert = hi; };\n}\n",
    "{\n    alert = hi;\n    badge = 1;\n}\n",
    "\"aps\": {\"alert\": \"hi\"}\n",
  ])
  func fragmentsAreRefused(_ text: String) {
    #expect(throws: CaptureError.self) { try CaptureReader().readAll(Array(text.utf8)) }
  }

  @Test func objectDescriptionsSayWhatToPrint() {
    let text = "<UNNotificationResponse: 0x600003f1c0c0; actionIdentifier: com.apple.UNNotificationDefaultActionIdentifier, notification: <UNNotification: 0x600003f1c0e0; date: 2024-05-01 10:00:00 +0000, request: <UNNotificationRequest: 0x600003e0c150; identifier: 1, content: <UNNotificationContent: 0x6000031b8000; title: Hi, body: There>, trigger: <UNPushNotificationTrigger: 0x600003f1c100; contentAvailable: NO, mutableContent: NO>>>>"
    #expect(throws: CaptureError.objectDescription(
      name: "UNNotificationResponse", print: "response.notification.request.content.userInfo",
      at: SourceLocation(offset: 0, line: 1, column: 1))
    ) { try CaptureReader().readAll(Array(text.utf8)) }
  }

  @Test func amazonSNSEnvelopeGivesEachAPNsPayload() throws {
    let text = #"{"default": "Hi", "APNS": "{\"aps\":{\"alert\":\"Hi\"}}", "APNS_SANDBOX": "{\"aps\":{\"alert\":\"Hi\"}}"}"#
    let captures = try CaptureReader().readAll(Array(text.utf8))
    #expect(captures.map(\.value) == [.object([JSONMember("aps", .object([JSONMember("alert", .string("Hi"))]))])] + [.object([JSONMember("aps", .object([JSONMember("alert", .string("Hi"))]))])])
  }
}
