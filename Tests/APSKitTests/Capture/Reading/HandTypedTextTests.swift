import Testing

@testable import APSKit

/// Texts typed or templated by hand that no printer wrote: refused where they part from every
/// printer's spelling, never read with exit 0 into something the sender did not send.
@Suite struct HandTypedTextTests {
  static func refusal(_ text: String) -> CaptureError? { CaptureLogShapeTests.refusal(text) }

  /// A key curled at both ends (`“badge”`) is what a word processor types; a page that mangles a
  /// copied text curls one quote (`“aps"`, still read: `PrinterRowTests.typographicQuotesAtAKeysEnds`).
  /// AppCan's push callback as a blog documented it ("消息推送", https://www.cnblogs.com/yushunwu/p/2758920.html).
  @Test func keyWhollyInTypographicQuotes() throws {
    let error = try #require(Self.refusal("{aps:{alert:'你收到推送',“badge”:1,\"sound\":\"sound.wav\"}}"))
    #expect(error.location?.column == 21)
    #expect("\(error)".contains("typographic"))
    #expect(Self.refusal("{\"aps\":{“badge”:1}}") != nil)
  }

  /// Keys between typographic single quotes (`‘aps’`) are typed too: those quotes are punctuation,
  /// never part of a bare key, so no printer's grammar may read `‘aps’` as the key's name. The
  /// Newsstand payload asked for in java-apns issue 51 (https://github.com/notnoop/java-apns/issues/51).
  @Test func keyWhollyInTypographicSingleQuotes() throws {
    let error = try #require(Self.refusal("For the Newsstand notification:\n{\n    ‘aps’:{\n    ‘content-available’:1\n    }\n}\n"))
    #expect(error.location?.line == 3)
    #expect(Self.refusal("{aps: {alert: Hi}}") == nil)
  }

  /// A comment that is all a container holds stands for its entries (an FCM HTTP v1 template with
  /// `"data": { //data entered here }`, awesome_notifications_fcm issue 26,
  /// https://github.com/rafaelsetragni/awesome_notifications_fcm/issues/26): refused at the comment,
  /// also when the envelope's `payload` member would read whole. A comment beside entries stays a comment.
  @Test func commentStandingForAContainersEntries() throws {
    let template = """
      {"message": {"data": {
          //data entered here
        },
        "apns": {"payload": {"aps": {"content-available": 1}}}}}
      """
    let error = try #require(Self.refusal(template))
    #expect(error.location?.line == 2)
    #expect(Self.refusal("{\"aps\": {\"badge\": 1, // the count\n \"sound\": \"a\"}}") == nil)
    #expect(Self.refusal("{\"aps\": {\"badge\": 1}, \"data\": { /* none */ }}") == nil)
  }

  /// Dart's `Map.toString()` writes `key: value` ("MapBase.mapToString",
  /// https://api.dart.dev/stable/dart-core/MapBase/mapToString.html): a group glued to its key's `:`
  /// is no Dart text value, so `{aps:{alert:'Hi',“badge”:1}}` is not read as `aps` holding a string.
  @Test func groupGluedToItsKeyIsNoDartText() throws {
    #expect(Self.refusal("{aps:{alert:'Hi',“badge”:1}}") != nil)
    let dart = try CaptureReader().readAll(Array("{aps: {alert: Hi}, extra: {\"type\":\"0\"}}".utf8))
    #expect(JSONPrinter.compactString(try #require(dart.first?.value)) == #"{"aps":{"alert":"Hi"},"extra":"{\"type\":\"0\"}"}"#)
  }
}
