import Testing

@testable import APSKit

/// Classes the public corpus found in the printers' readers (each a shape, not one case):
/// Swift literals with trailing commas, a value read on trial that failed half-way, dumps pasted
/// into comments.
@Suite struct CapturePrinterClassTests {
  static func values(_ text: String) throws -> [String] {
    try CaptureReader().readAll(Array(text.utf8)).map { capture in
      JSONPrinter.compactString(try #require(capture.value))
    }
  }

  @Test func swiftLiteralTrailingCommas() throws {
    let text = """
      let userInfo: [AnyHashable : Any] = [
          "aps": [
              "alert": [
                  "title": "title",
              ],
              "badge": 1,
          ],
          "id": "5813",
      ]
      """
    #expect(try Self.values(text) == [#"{"aps":{"alert":{"title":"title"},"badge":1},"id":"5813"}"#])
  }

  /// `print(userInfo)` of an optional dictionary prints it inside `Optional(…)` (Swift, "Optional":
  /// https://developer.apple.com/documentation/swift/optional): an unquoted NSString last in it ends
  /// at the `])` closing both, as it ends at a `]` ending its line; a `]` inside a value still does not.
  @Test func unquotedLastValueInsideOptional() throws {
    let text = """
      //  Optional([AnyHashable("content"): 这是 [a] 测试, AnyHashable("extras"): {
      //      url = "http://x";
      //  }, AnyHashable("title"): 测试标题])
      print(notification.userInfo)
      """
    #expect(try Self.values(text) == [#"{"content":"这是 [a] 测试","extras":{"url":"http://x"},"title":"测试标题"}"#])
  }

  /// A raw NSString value that starts like an array (JSON text) is first tried as a collection;
  /// the keys after it must still be typed by the provider's schema (FCM data values are strings).
  @Test func keysAfterARawJSONTextValueKeepTheirSchema() throws {
    let text = """
      ["aps": {
          sound = default;
      }, "gcm.notification.data": [{
       "a":"b"}], "google.c.a.e": 1, "gcm.message_id": 1667666877913914]
      """
    #expect(
      try Self.values(text) == [
        #"{"aps":{"sound":"default"},"gcm.notification.data":"[{\n \"a\":\"b\"}]","google.c.a.e":"1","gcm.message_id":"1667666877913914"}"#
      ])
  }

  /// `// ` before every line, and the root `▿` lost in the paste: the element counts still give the tree.
  @Test func dumpInLineCommentsWithoutRootMarker() throws {
    let text = """
      // 2 elements
      // ▿ 0 : 2 elements
      // ▿ key : AnyHashable("owner")
      // - value : "owner"
      // - value : sinch
      // ▿ 1 : 2 elements
      // ▿ key : AnyHashable("aps")
      // - value : "aps"
      // ▿ value : 1 element
      // ▿ 0 : 2 elements
      // - key : alert
      // - value : Hello
      """
    #expect(try Self.values(text) == [#"{"owner":"sinch","aps":{"alert":"Hello"}}"#])
  }

  /// Inside `/* … */` the closing `*/` ends the last value and is no text after the dump.
  @Test func dumpInBlockCommentEndsAtTheCloser() throws {
    let text = """
      /*
       (lldb) po userInfo
       ▿ 1 element
       ▿ 0 : 2 elements
       ▿ key : AnyHashable("followerId")
       - value : "followerId"
       - value : 8gkpBx01gegRC6vKHA6fjscIry12
       

       */
      """
    #expect(try Self.values(text) == [#"{"followerId":"8gkpBx01gegRC6vKHA6fjscIry12"}"#])
  }

  /// Swift source: `[AnyHashable: Any]` before `= [` is a type, not a capture; `#"…"#` is a raw string.
  @Test func swiftSourceLiteralTypeAndRawString() throws {
    let text = """
      let userInfo: [AnyHashable: Any] = [
          "data": [
              "id": "n2",
              "actions_json": #"[{"id":"like"}]"#
          ]
      ]
      """
    #expect(try Self.values(text) == [#"{"data":{"id":"n2","actions_json":"[{\"id\":\"like\"}]"}}"#])
  }

  /// A bare name in a Swift source literal is a variable the text does not hold: refused, never
  /// read as the string "aps" (a log label such as `userInfo = [` is no source: its values print raw).
  @Test func swiftSourceLiteralVariableIsRefused() throws {
    let text = """
      let userInfo: [AnyHashable: Any] = [
          "clickUrl": "https://example.com/",
          "aps": aps
      ]
      """
    #expect(throws: CaptureError.self) { try Self.values(text) }
    #expect(try Self.values("userInfo = [\"aps\": {\n    sound = default;\n}, \"id\": abc]") == [#"{"aps":{"sound":"default"},"id":"abc"}"#])
  }

  /// Commented-out code that held a comment: both markers go on every line of the capture.
  @Test func nestedCommentMarkers() throws {
    let text = """
      //      //{notification: {title: t, body: text: fine},
      //      // data: {click_action: OPEN}}
      """
    #expect(try Self.values(text) == [#"{"notification":{"title":"t","body":"text: fine"},"data":{"click_action":"OPEN"}}"#])
  }

  /// A print split by hand over '//' lines with blank lines between is still one capture.
  @Test func commentLinesSplitByBlankLines() throws {
    let text = """
      // Received {"collapseKey": "com.example", "data": 


      // {"type": "Notification"}, 

      // "ttl": 2419200}
      """
    #expect(try Self.values(text) == [#"{"collapseKey":"com.example","data":{"type":"Notification"},"ttl":2419200}"#])
  }

  /// Dart prints a string (here JSON text) raw on one line: a break inside it is the author's wrap,
  /// and the joined text is the value.
  @Test func dartJSONTextWrappedByHand() throws {
    let text = """
      /// {type: ORDER, message: {"image":"a.jpg",
      /// "order_id":89,"status":4}, status: 4}
      """
    #expect(try Self.values(text) == [#"{"type":"ORDER","message":"{\"image\":\"a.jpg\",\"order_id\":89,\"status\":4}","status":4}"#])
  }

  /// A raw value that is only `...` (`post_id: ...` in Dart's print, `deviceId=...` in Java's map) stands
  /// for a value the author left out (public captures 724, 740): refused where it stands, never read as
  /// the text "...". A value that merely holds dots (`post/...` beside full ones) is text.
  @Test func rawValueThatIsOnlyAnElision() throws {
    for text in ["log: {type: alert, post_id: ...}\n", "D App: Message data payload: {type=BLOCKED, deviceId=..., n=1}\n"] {
      #expect(throws: CaptureError.self, "\(text)") { try Self.values(text) }
    }
    #expect(try Self.values("log: {type: alert, path: post/..., id: 3}\n") == [#"{"type":"alert","path":"post/...","id":3}"#])
  }
}
