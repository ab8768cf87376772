import Foundation
import Testing

@testable import APSCLI

/// `aps convert --to FORM` then `aps convert` reads back the JSON it started from, for every form
/// convert reads (objc is a literal for source code only: it is refused, never misread). The
/// Swift literal's `as [String: Any]`, `NSNull()` and `NSDecimalNumber(string:)` were read as
/// text, with exit 0.
@Suite struct ConvertRoundTripTests {
  static let payloads = [
    #"{"aps":{"alert":{"title":"Hi \"q\"","body":"a\\nb, c]"},"badge":3,"sound":"default"},"k":[1,2.5,"x",null],"e":{},"z":[],"s":"1111"}"#,
    #"{"a":null,"b":true,"c":false}"#,
    #"{"big":123456789012345678901234,"m":[1,"a",[]],"n":{"o":{"p":[{}]}}}"#,
    #"{"aps":{"content-available":1},"id":"订单 1"}"#,
  ]

  @Test(arguments: ["json", "swift", "nslog", "nsdata", "nsdata-legacy", "hex", "base64"])
  func formReadsBackAsTheSameJSON(_ form: String) {
    for payload in Self.payloads {
      let converted = runAPS(["convert", "--to", form, "-"], stdin: payload)
      #expect(converted.exitCode == .ok, "\(form): \(converted.stderr)")
      let back = runAPS(["convert", "-c", "-q", "-"], stdin: converted.stdout)
      #expect(back.exitCode == .ok, "\(form): \(back.stderr)")
      // Darwin's description prints booleans as 1 and 0: nslog keeps their value, not their type.
      let expected = form == "nslog" ? payload.replacingOccurrences(of: "true", with: "1").replacingOccurrences(of: "false", with: "0") : payload
      #expect(back.stdout == expected + "\n", "\(form): \(converted.stdout)")
    }
  }

  @Test func objectiveCLiteralIsRefusedNotMisread() {
    let converted = runAPS(["convert", "--to", "objc", "-"], stdin: Self.payloads[0])
    let back = runAPS(["convert", "-c", "-q", "-"], stdin: converted.stdout)
    #expect(back.exitCode != .ok, "\(back.stdout)")
  }
}
