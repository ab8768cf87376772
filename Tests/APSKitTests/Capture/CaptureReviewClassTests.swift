import Testing

@testable import APSKit

/// Classes a review of the printer-grammar merge found (never a fragment with exit 0,
/// every error at its place, reading in the text's length).
@Suite struct CaptureReviewClassTests {
  typealias Row = CaptureLogShapeTests.Row

  /// Java's `Map.toString()` never prints `;` between entries: a description typed without its
  /// spaces (`alert=Hello;badge=1`) is refused where the description stops, not read as one value
  /// `"Hello;badge=1"` (which dropped `badge`); a single bare `{a=1}` is no Java map either.
  static let javaIsNoDescription: [Row] = [
    Row(name: "compact description, two entries", text: "{a=1;b=2}", expected: nil),
    Row(name: "compact description after a label", text: "userInfo: {aps={alert=Hello;badge=1}}", expected: nil),
    Row(name: "one entry without Bundle", text: "{a=1}", expected: nil),
    Row(name: "one entry inside Bundle[…]", text: "Bundle[{from=123}]", expected: [#"{"from":123}"#]),
    Row(name: "a ';' inside a Java value", text: "Bundle[{title=a;b, body=c}]", expected: [#"{"title":"a;b","body":"c"}"#]),
  ]

  @Test(arguments: javaIsNoDescription) func javaMapIsNoDescription(_ row: Row) throws { try CaptureLogShapeTests.check(row) }

  /// An NSLog'd empty userInfo printed over two lines after its prefix is a capture of its own; only
  /// an empty container on one line of log text (`listViews: {}`) is that text.
  @Test func emptyDictionaryOverTwoLinesIsKept() throws {
    let text = "App[1:2] userInfo: {\n}\nApp[1:2] userInfo: {\n    aps = {\n        alert = hi;\n    };\n}\n"
    #expect(try CaptureLogShapeTests.values(text) == ["{}", #"{"aps":{"alert":"hi"}}"#])
  }

  /// A per-key listing's errors carry their line and column, as every other capture error does.
  @Test func perKeyListingErrorHasItsPosition() throws {
    let segments = CaptureReader().segments(Array("key: aps, value: x\nkey: aps, value: y\n".utf8))
    let error = try #require(segments.compactMap { segment -> CaptureError? in
      if case .failure(let error) = segment.result { return error } else { return nil }
    }.first)
    guard case .duplicateKey(_, let first, let at) = error else {
      Issue.record("expected a duplicate key, got \(error)")
      return
    }
    #expect((first.line, first.column) == (1, 6))
    #expect((at.line, at.column) == (2, 6))
  }

  /// Every line of a Flutter log starts `word: `, which could begin an inspector listing: the walk
  /// that says a listing does not start there is made once for the lines it covered, not once per
  /// line (20,000 lines took minutes).
  @Test func logOfLabelledLinesIsReadInLinearTime() {
    Growth.expectLinear(n: 2_000, "a log of labelled lines") { lines in
      let bytes = Array(String(repeating: "flutter: {aps: {alert: hi}, id: 1}\n", count: lines).utf8)
      #expect(CaptureReader().segments(bytes).count == lines)
    }
  }
}

/// Case 176: a provider's payload held by a wrapper the app logged (GeTui's extension logs
/// `pushInfo = { …; userInfo = { "_ge_" = 1; … } }`) is typed by the provider's schema from where it
/// sits, not only when it is the capture itself.
@Suite struct CaptureWrappedVendorTests {
  @Test func wrappedPayloadIsTypedByItsProvider() throws {
    let text = """
      {
          pushInfo = {
              title = "";
              userInfo = {
                  "_ge_" = 1;
                  "_gmid_" = "GT_1116_4f49:3d0a";
                  aps = { alert = hi; badge = 1; };
              };
          };
          sel = "configure:";
      }
      """
    #expect(try CaptureLogShapeTests.values(text) == [
      #"{"pushInfo":{"title":"","userInfo":{"_ge_":"1","_gmid_":"GT_1116_4f49:3d0a","aps":{"alert":"hi","badge":1}}},"sel":"configure:"}"#
    ])
  }

  @Test func keysOutsideTheWrappedPayloadKeepThePrintedType() throws {
    // Umeng (marks `d` and `p`) types `d` as a string, but only in its payload: beside the wrapper
    // the printed form decides.
    let text = "{\n    d = 7;\n    inner = {\n        d = 123;\n        p = 0;\n    };\n}"
    #expect(try CaptureLogShapeTests.values(text) == [#"{"d":7,"inner":{"d":"123","p":0}}"#])
  }
}
