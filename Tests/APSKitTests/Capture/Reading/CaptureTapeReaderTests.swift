import Testing

@testable import APSKit

/// Each reader after the printers answers from the capture's tape: these captures hold the
/// printed tape alone (`Capture.Content.printed`), as a sealed description's capture does.
@Suite struct CaptureTapeReaderTests {
  /// A capture whose printed tape holds `tape`.
  static func split(tape: JSONValue, form: CaptureForm = .nslog) -> Capture {
    var capture = Capture(form: form)
    capture.content = .printed(JSONText(printing: tape))
    return capture
  }

  static let event: JSONValue = ["eventMessage": "userInfo: {\n    aps =     {\n        badge = 1;\n    };\n}", "timestamp": "2024-05-01"]

  @Test func logEventsAreReadOnTheTape() {
    #expect(LogEvent.message(Self.split(tape: Self.event)) == "userInfo: {\n    aps =     {\n        badge = 1;\n    };\n}")
    #expect(LogEvent.messages(Self.split(tape: [Self.event, Self.event]))?.count == 2)
    #expect(LogEvent.messages(Self.split(tape: [Self.event, ["eventMessage": "x"]])) == nil)
    #expect(LogEvent.messages(Self.split(tape: ["unrelated": 1])) == nil)
  }

  @Test func theApsAloneCheckReadsTheTape() {
    let results = NotificationWrapper.unwrapped(Self.split(tape: ["alert": "hi", "badge": 1]))
    guard case .failure(.apsAlone(let keys))? = results.first else {
      Issue.record("an aps dictionary alone is refused: \(results)")
      return
    }
    #expect(keys == ["alert", "badge"])
  }

  @Test func theUserInfoIsFoundOnTheTape() throws {
    let tape: JSONValue = ["UNNotificationResponse": ["notification": ["userInfo": ["aps": ["alert": "hi"]]]]]
    let inner = try NotificationWrapper.unwrapped(Self.split(tape: tape)).first?.get()
    #expect(inner?.value == ["aps": ["alert": "hi"]])
    #expect(inner?.compactJSON == Array(#"{"aps":{"alert":"hi"}}"#.utf8))
    #expect(inner?.notes.last?.description == "read the userInfo at /UNNotificationResponse/notification/userInfo out of a logged UNNotificationResponse")
  }

  @Test func snsPayloadsAreReadOnTheTape() throws {
    let tape: JSONValue = ["default": "Hi", "APNS": .string(#"{"aps":{"alert":"Hi"}}"#)]
    let payloads = try #require(NotificationWrapper.snsPayloads(Self.split(tape: tape)))
    #expect(payloads.map(\.value) == [["aps": ["alert": "Hi"]]])
    // The payload's own JSON text is its source (positions and the size as written read from it).
    #expect(payloads.first?.jsonSource == Array(#"{"aps":{"alert":"Hi"}}"#.utf8))
  }

  @Test func inspectReadsTheTape() {
    let report = InspectReport(Self.split(tape: ["aps": ["alert": "hi"], "gcm.message_id": "1"]))
    #expect(report.provider == .apns)
    #expect(report.vendor?.id == "firebase")
    #expect(report.validation != nil)
  }

  @Test func theCompactTextIsTheTapes() {
    #expect(Self.split(tape: ["a": 1]).compactJSON == Array(#"{"a":1}"#.utf8))
  }

  @Test func aCaptureMadeElsewhereIsReadThroughItsValuePrinted() {
    let capture = Capture(form: .nslog, value: ["aps": ["badge": 1]])
    #expect(capture.json == nil)
    #expect(capture.withRoot { $0["aps"]?["badge"]?.intValue } == 1)
    #expect(capture.compactJSON == Array(#"{"aps":{"badge":1}}"#.utf8))
  }
}
