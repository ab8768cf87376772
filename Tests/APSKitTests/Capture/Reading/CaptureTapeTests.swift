import Testing

@testable import APSKit

/// A capture's tree is printed once when read (`Capture.sealed`), and every reader after the
/// printers reads that tape.
@Suite struct CaptureTapeTests {
  @Test func aDescriptionIsPrintedOnceIntoItsTape() throws {
    let segments = CaptureReader().segments(Array(CaptureStreamTests.log.utf8))
    #expect(segments.count == 3)
    for segment in segments {
      let capture = try segment.result.get()
      let value = try #require(capture.value)
      #expect(capture.jsonIsPrinted)
      #expect(capture.json?.bytes == JSONPrinter.compact(value))
      #expect(capture.compactJSON == JSONPrinter.compact(value))
      // The printed text is aps's, not the input's: no position is looked up in it.
      #expect(capture.jsonSource == nil)
    }
  }

  @Test func aWholeReadingIsSealedToo() throws {
    let text = "{\n    aps =     {\n        badge = 1;\n    };\n}\n"
    let capture = try CaptureReader().read(Array(text.utf8))
    #expect(capture.form == .nslog && capture.jsonIsPrinted)
    #expect(capture.json?.bytes == Array(#"{"aps":{"badge":1}}"#.utf8))
  }

  @Test func aPerKeyListingIsSealed() throws {
    let text = "key: gcm.message_id, value: 1577\nkey: aps, value: {\n    badge = 1;\n}\n"
    let capture = try #require(try CaptureReader().segments(Array(text.utf8)).first?.result.get())
    #expect(capture.jsonIsPrinted)
    // Typed by Firebase's schema, found on the tape: its data values are strings.
    #expect(capture.json?.bytes == Array(#"{"gcm.message_id":"1577","aps":{"badge":1}}"#.utf8))
  }

  @Test func thePrettyTextIsLaidOutFromTheTape() throws {
    let escaped = "{ \"aps\" : { \"alert\" : \"caf\\u00e9 \\/\" } }"
    let inputs = [CaptureStreamTests.log, escaped, "{\n    aps =     {\n        alert = \"caf\\U00e9\";\n    };\n}\n"]
    for input in inputs {
      for segment in CaptureReader().segments(Array(input.utf8)) {
        let capture = try segment.result.get()
        let value = try #require(capture.value)
        // The same text as printing the tree: a JSON text's own spelling (`\u00e9`, `\/`) is not copied.
        #expect(capture.prettyJSON == JSONPrinter.prettyString(value))
      }
    }
  }

  @Test func jsonKeepsItsSourceText() throws {
    let text = "{ \"aps\" : { \"alert\" : \"hi\" } }"
    let capture = try CaptureReader().read(Array(text.utf8))
    #expect(!capture.jsonIsPrinted)
    #expect(capture.jsonSource == Array(text.utf8))
    #expect(capture.compactJSON == Array(#"{"aps":{"alert":"hi"}}"#.utf8))
  }

  /// One representation at a time: a read capture holds JSON text with its tape (the input's, or a
  /// description printed once), a built one its tree; the other is derived when asked for.
  @Test func aCaptureHoldsOneRepresentation() throws {
    let json = try CaptureReader().read(Array(#"{"a":1}"#.utf8))
    #expect(json.content == .source(try JSONText(scanning: Array(#"{"a":1}"#.utf8))))
    let description = try CaptureReader().read(Array("{\n    a = 1;\n}\n".utf8))
    #expect(description.content == .printed(JSONText(printing: ["a": 1])))
    #expect(description.value == ["a": 1])
    let built = Capture(form: .nslog, value: ["a": 1])
    #expect(built.content == .tree(["a": 1]) && built.json == nil && built.hasValue && built.holdsObject)
    #expect(built.sealed().content == .printed(JSONText(printing: ["a": 1])))
    #expect(!Capture(form: .text).hasValue && !Capture(form: .text).holdsObject)
  }

  @Test func aNewValueDropsThePrintedText() throws {
    var capture = try #require(try CaptureReader().segments(Array(CaptureStreamTests.log.utf8)).first?.result.get())
    capture.value = ["a": 1]
    #expect(capture.json == nil && !capture.jsonIsPrinted)
    #expect(capture.compactJSON == Array(#"{"a":1}"#.utf8))
  }

  @Test func theWrapperAndTheVendorReadTheTape() throws {
    let text = """
      {
          UNNotificationRequest =     {
              content =         {
                  userInfo =             {
                      aps =                 {
                          alert = hi;
                      };
                      "gcm.message_id" = 1577;
                  };
              };
          };
      }
      """
    let capture = try #require(try CaptureReader().segments(Array(text.utf8)).first?.result.get())
    // The userInfo is printed once into its own tape; Firebase's schema typed it where it sat.
    #expect(capture.jsonIsPrinted)
    #expect(capture.compactJSON == Array(#"{"aps":{"alert":"hi"},"gcm.message_id":"1577"}"#.utf8))
    #expect(capture.notes.map(\.description).contains("read the userInfo at /UNNotificationRequest/content/userInfo out of a logged UNNotificationRequest"))
    // One way to find the provider: the scanner's question and inspect's give the same answer.
    #expect(capture.withRoot { PushVendor.vendor(of: $0) } == capture.withRoot { PushVendor.recognise($0)?.vendor })
  }

  @Test func aWrappedPayloadsProviderIsFoundWhereItSits() throws {
    let wrapper: JSONValue = ["pushInfo": ["userInfo": ["aps": ["alert": "hi"], "gcm.message_id": "1"]]]
    let vendor = try #require(JSONText(printing: wrapper).withRoot { PushVendor.found(in: $0) })
    #expect(vendor.id == "firebase")
    #expect(vendor.root == ["pushInfo", "userInfo"])
    #expect(vendor.relative(["pushInfo", "userInfo", "gcm.message_id"]) == ["gcm.message_id"])
  }
}
