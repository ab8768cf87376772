import Testing

@testable import APSKit

/// "Measure this payload": the compact size against the push type's limit, one tape reused.
@Suite struct PayloadMeasurerTests {
  @Test func measuresTheCompactFormAndInfersThePushType() throws {
    var measurer = PayloadMeasurer(breakdown: true)
    let written = Array(#"{ "aps" : { "content-available" : 1 } }"#.utf8)[...]
    let (report, fitted) = try measurer.measure(written)
    #expect(report.bytes == #"{"aps":{"content-available":1}}"#.utf8.count)
    #expect(report.asWritten == written.count)
    #expect(report.pushType == .background && report.limit == 4096 && report.fits)
    #expect(report.breakdown?.children.first?.path == "/aps")
    #expect(fitted == nil, "fitted only when asked")
  }

  @Test func givenTypeAndLimitWinAndTheTapeIsReused() throws {
    var measurer = PayloadMeasurer(pushType: .voip, fit: (nil, "…"))
    let first = try measurer.measure(Array(#"{"aps":{"alert":"hi"}}"#.utf8)[...])
    #expect(first.report.pushType == .voip && first.report.limit == 5120 && first.report.breakdown == nil)
    #expect(try first.fitted?.get().compact == Array(#"{"aps":{"alert":"hi"}}"#.utf8))
    measurer.limit = 10
    let second = try measurer.measure(Array(#"{"aps":{"badge":12345}}"#.utf8)[...])
    #expect(second.report.bytes == 23 && second.report.limit == 10 && !second.report.fits)
    #expect(second.fitted.map { if case .failure(.noTextField) = $0 { true } else { false } } == true, "fitted against the limit given")
  }

  @Test func notJSONThrowsWithItsPosition() {
    var measurer = PayloadMeasurer()
    #expect(throws: JSONParseError.self) { try measurer.measure(Array("{\"aps\":\n nope}".utf8)[...]) }
  }
}

/// "Validate a vendor body as the APNs payload the vendor will send".
@Suite struct VendorBodyValidatorTests {
  @Test func aJPushBodyIsJudgedAsTheAPNsPayloadJPushSends() {
    let body = #"{"platform":["ios"],"audience":"all","notification":{"ios":{"alert":"hi","badge":1}}}"#
    var tape = JSONTape()
    let checked = VendorBodyValidator.validate(Array(body.utf8)[...], context: ValidationContext(now: 0), tape: &tape)
    #expect(checked.vendor?.format == "jpush-v3")
    #expect(checked.vendor?.apns?["aps"]?["alert"] == .string("hi"))
    #expect(!checked.locate, "findings are about the payload the vendor sends, not positions in the body")
    #expect(String(decoding: checked.bytes, as: UTF8.self).hasPrefix(#"{"aps":"#))
    #expect(checked.report.isValid(strict: false))
  }

  @Test func aPlainPayloadIsCheckedAsItIs() {
    let payload = Array(#"{"aps":{"alert":"hi"}}"#.utf8)[...]
    var tape = JSONTape()
    let checked = VendorBodyValidator.validate(payload, context: ValidationContext(now: 0), tape: &tape)
    #expect(checked.vendor == nil && checked.locate && checked.bytes == payload)
  }
}
