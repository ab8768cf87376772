import Testing

@testable import APSKit

/// The catalogue of push providers: each is recognised by its keys and types its unquoted
/// scalars. Adding a provider is adding a row here with its table.
@Suite struct PushVendorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var vendor: String
    /// An NSLog description of a notification from that provider.
    var nslog: String
    /// A key the provider types, and the value it must read to.
    var pointer: [String]
    var expected: JSONValue
    var testDescription: String { vendor }
  }

  static let cases: [Case] = [
    Case(vendor: "firebase", nslog: "{ aps = { alert = hi; }; \"gcm.message_id\" = 1577; bookingId = 75; }", pointer: ["bookingId"], expected: .string("75")),
    Case(vendor: "getui", nslog: "{ \"_ge_\" = 1; \"_gmid_\" = \"OSS-1:2:3\"; aps = { alert = hi; }; }", pointer: ["_ge_"], expected: .string("1")),
    Case(vendor: "jpush", nslog: "{ \"_j_msgid\" = 813843507; aps = { alert = hi; }; }", pointer: ["_j_msgid"], expected: .number("813843507")),
    Case(vendor: "tpns", nslog: "{ aps = { alert = hi; \"badge_type\" = \"-1\"; }; xg = { bid = 0; ts = 1447915559; }; }", pointer: ["aps", "badge_type"], expected: .number("-1")),
    Case(vendor: "onesignal", nslog: "{ aps = { alert = hi; }; custom = { i = 1234; }; }", pointer: ["custom", "i"], expected: .string("1234")),
    Case(vendor: "airship", nslog: "{ \"_\" = 42; aps = { alert = hi; }; \"com.urbanairship.metadata\" = eyJ9; }", pointer: ["_"], expected: .string("42")),
    Case(vendor: "braze", nslog: "{ ab = { c = 1; }; \"ab_uri\" = 12; aps = { alert = hi; }; }", pointer: ["ab_uri"], expected: .string("12")),
    Case(vendor: "leanplum", nslog: "{ \"_lpm\" = 1234567890; \"lp_occurrence_id\" = 5813; aps = { alert = hi; }; }", pointer: ["lp_occurrence_id"], expected: .string("5813")),
    Case(vendor: "apphud", nslog: "{ \"rule_id\" = 5242; aps = { alert = hi; }; }", pointer: ["rule_id"], expected: .string("5242")),
    Case(vendor: "sinch", nslog: "{ owner = sinch; type = 1; aps = { alert = hi; }; }", pointer: ["type"], expected: .string("1")),
    Case(vendor: "aliyun", nslog: "{ i = 123; m = x; aps = { alert = hi; }; }", pointer: ["i"], expected: .number("123")),
    Case(vendor: "umeng", nslog: "{ d = 96166150581269377811; p = 0; aps = { alert = hi; }; }", pointer: ["d"], expected: .string("96166150581269377811")),
  ]

  @Test(arguments: cases) func recognisedAndTyped(_ testCase: Case) throws {
    let capture = try CaptureReader().read(Array(testCase.nslog.utf8))
    let value = try #require(capture.value)
    #expect((capture.withRoot(PushVendor.recognise) ?? nil)?.vendor.id == testCase.vendor)
    #expect(value[pointer: JSONPointer(tokens: testCase.pointer)] == testCase.expected)
    let report = InspectReport(capture)
    #expect(report.vendor?.id == testCase.vendor)
    #expect(report.providerLine.hasPrefix(try #require(report.vendor?.name)))
  }

  @Test func everyRowHasAnHTTPSPageAndMarks() {
    for vendor in PushVendor.catalogue {
      #expect(vendor.page.hasPrefix("https://"), "\(vendor.id)")
      #expect(!vendor.marks.isEmpty && !vendor.meanings.isEmpty, "\(vendor.id)")
    }
    #expect(Set(PushVendor.catalogue.map(\.id)).count == PushVendor.catalogue.count)
  }

  @Test func plainAPNsHasNoProvider() throws {
    let capture = try CaptureReader().read(Array(#"{"aps":{"alert":"hi"},"id":7}"#.utf8))
    #expect(InspectReport(capture).vendor == nil)
  }
}
