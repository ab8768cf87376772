import Testing

@testable import APSKit

/// Values that are part of a notification, or travel beside one, are not notifications of their own;
/// a code argument (`name={…}`) and a trailing `// comment` do not make a capture a fragment; an empty
/// description dictionary whose outer braces are missing is refused at its `;`, never read as `{}`.
@Suite struct CapturePartsTests {
  static func segments(_ text: String) -> [CaptureSegment] { CaptureReader().segments(Array(text.utf8)) }
  static func json(_ segments: [CaptureSegment]) throws -> [String] {
    try segments.map { segment in
      let capture = try segment.result.get()
      return JSONPrinter.compactString(try #require(capture.value))
    }
  }
  static func notes(_ segment: CaptureSegment) -> [String] {
    (try? segment.result.get().notes.map(\.description)) ?? []
  }

  /// apn_on_rails' `APN::Notification#apple_hash` doc comment: a custom property is set on the object,
  /// then the whole payload is shown (https://github.com/search?type=code&q=%22apn.apple_hash%20%23%20%3D%3E%22).
  @Test func partSetBeforeTheWholePayloadIsNotAnotherNotification() throws {
    let text = """
        #   apn.custom_properties = {"typ" => 1}
        #   apn.apple_hash # => {"aps" => {"badge" => 0, "sound" => "1.aiff"}, "typ" => "1"}

      """
    let found = Self.segments(text)
    #expect(try Self.json(found) == [#"{"aps":{"badge":0,"sound":"1.aiff"},"typ":"1"}"#])
    // The literal is a value assigned to the object's property: dropped beside the whole, with a note saying so.
    #expect(Self.notes(found[0]).contains { $0.contains("line 1 assigns a value to apn.custom_properties of an object the code builds") })
  }

  /// Two notifications whose keys differ are both read: only a strict part of another is dropped.
  @Test func notificationsWithOtherKeysAreAllRead() throws {
    let text = "{\"title\":\"a\"}\n{\"body\":\"b\",\"id\":1}\n"
    #expect(try Self.json(Self.segments(text)) == [#"{"title":"a"}"#, #"{"body":"b","id":1}"#])
  }

  /// `aws sns publish --message-attributes '{…}' --message '{…}'` (AWS CLI reference, sns publish:
  /// https://docs.aws.amazon.com/cli/latest/reference/sns/publish.html; reserved attribute names:
  /// https://docs.aws.amazon.com/sns/latest/dg/sns-message-attributes.html).
  @Test func snsMessageAttributesAreNotANotification() throws {
    let text = """
      aws sns publish --message-attributes \\
      '{ "AWS.SNS.MOBILE.APNS.PUSH_TYPE":{"DataType":"String","StringValue":"voip"}}' \\
      --message '{"APNS_VOIP":"{\\"uuid\\": \\"1\\"}"}' \\

      """
    let found = Self.segments(text)
    #expect(try Self.json(found) == [#"{"uuid":"1"}"#])
    #expect(Self.notes(found[0]).contains { $0.contains("line 2 holds Amazon SNS message attributes") })
    // Alone, they hold no notification: refused, saying what they are.
    let alone = Self.segments("{\"AWS.SNS.MOBILE.APNS.PUSH_TYPE\":{\"DataType\":\"String\",\"StringValue\":\"voip\"}}\n")
    #expect(alone.count == 1)
    #expect(throws: CaptureError.self) { try alone[0].result.get() }
  }

  /// Mixpanel payloads listed one a line with a `//` comment each (WordPress-iOS pull request #2514,
  /// https://github.com/wordpress-mobile/WordPress-iOS/pull/2514).
  @Test func lineCommentAfterACaptureIsATrailer() throws {
    let text = "{ \"origin\":\"mp\", \"open\":\"reader\"} // Opens Reader\n{ \"origin\":\"mp\", \"open\":\"stats\"} // Opens Stats\n"
    let found = Self.segments(text)
    #expect(try Self.json(found) == [#"{"origin":"mp","open":"reader"}"#, #"{"origin":"mp","open":"stats"}"#])
    #expect(Self.notes(found[0]).contains { $0.contains("ignored the comment \"// Opens Reader\"") })
    // Glued to the capture, `//` is no comment marker: still refused.
    #expect(throws: CaptureError.self) { try Self.segments("{\"a\":\"b\"}// x\n")[0].result.get() }
  }

  /// Pusher Beams' Python SDK, `publish(interests=[…], publish_body={…})` (README:
  /// https://github.com/pusher/push-notifications-python), and PyAPNs2's `Payload(…, custom={…})`
  /// (https://github.com/Pr0Ger/PyAPNs2/pull/22): a keyword argument ends at `,` or `)`.
  @Test func keywordArgumentIsAWholeValue() throws {
    let text = """
          response = pn_client.publish(
              interests=['hello'],
              publish_body={'apns': {'aps': {'alert': 'Hello!'}},
                            'fcm': {'notification': {'title': 'Hello'}}}
          )

      """
    #expect(try Self.json(Self.segments(text)) == [#"{"apns":{"aps":{"alert":"Hello!"}},"fcm":{"notification":{"title":"Hello"}}}"#])
    let session = """
      In [2]: payload = Payload(alert="Hi", badge=1, custom={"type": "order_shipped", "order_id": 123})
      Out[4]:
      {'aps': {'alert': 'Hi', 'badge': 1},
       'order_id': 123,
       'type': 'order_shipped'}

      """
    #expect(try Self.json(Self.segments(session)) == [#"{"aps":{"alert":"Hi","badge":1},"order_id":123,"type":"order_shipped"}"#])
    #expect(Self.notes(Self.segments(session)[0]).contains { $0.contains("line 1 holds part of this notification (type, order_id)") })
    // A printed object's `name=` field (airship_flutter's `PushPayload(…)` toString, unquoted Dart
    // values: https://github.com/urbanairship/airship-flutter/issues/215) is part of that object: refused.
    let printed = "PushPayload(\nalert=Hi, \ntitle=T, \nextras={a: b, c: d})\n"
    #expect(throws: CaptureError.self) { try CaptureReader().readAll(Array(printed.utf8)) }
  }

  /// A chat server's push doc: a markdown table whose cell reads `im_loc_${MessageType}`, then the
  /// payload (https://github.com/FUNTEKco/chat-server-document/blob/1ec47456dd631da7bd4b934793ab9b8c05d1c430/%5BPush%5D-Localization.md).
  @Test func templatePlaceholderIsNoDictionary() throws {
    let text = "| loc-key | String | in format of im_loc_${MessageType} |\n\n{\"aps\":{\"alert\":{\"loc-key\":\"im_loc_text\"}}}\n"
    #expect(try Self.json(Self.segments(text)) == [#"{"aps":{"alert":{"loc-key":"im_loc_text"}}}"#])
  }

  /// ExUnit's `assert_receive {…}` (https://hexdocs.pm/ex_unit/ExUnit.Assertions.html#assert_receive/3):
  /// a tuple led by an atom is no map; the Elixir map inside it is the capture. A Ruby hash with
  /// symbol keys (`{:aps=>…}`, Ruby's Hash#inspect) still opens a dictionary.
  @Test func tupleLedByAnAtomIsNoDictionary() throws {
    let text = """
          assert_receive {:lookup, "tenant-1", :sandbox}
          assert_receive {:transport, "ref", %{"aps" => %{"alert" => "Hi"}, "id" => "7"}}

      """
    #expect(try Self.json(Self.segments(text)) == [#"{"aps":{"alert":"Hi"},"id":"7"}"#])
    #expect(try Self.json(Self.segments("{:aps=>{:alert=>\"Hi\"}}\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// Twilio Voice's cancel push pasted without the description's outer braces
  /// (https://github.com/twilio/voice-quickstart-objc/issues/34): `aps = {` / `};` is an entry, not `{}`.
  @Test func emptyEntryOfABracelessDescriptionIsRefusedAtItsSemicolon() {
    let text = "Here is the log:\n\naps = {\n  };\n  \"twi_call_sid\" = CA89;\n"
    let found = Self.segments(text)
    #expect(found.count == 1)
    guard case .failure(let error) = found[0].result else {
      Issue.record("read \(found)")
      return
    }
    #expect(error.location?.line == 4)
    #expect(error.location?.column == 4)
  }
}
