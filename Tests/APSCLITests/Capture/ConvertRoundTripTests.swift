import Foundation
import Testing

@testable import APSCLI

/// `aps convert --to FORM` then `aps convert` reads back the JSON it started from (for nslog, which loses
/// types as NSLog does, the same description), for every form convert reads (objc is a literal for source code only: it is refused, never misread). The
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
      if form == "nslog" {
        // A description loses types as Darwin's does (booleans print as 1 and 0, 2.5 and -1 are quoted,
        // "1111" is bare): what it reads back as prints the same description again.
        let again = runAPS(["convert", "--to", "nslog", "-"], stdin: back.stdout)
        #expect(again.stdout == converted.stdout, "\(form): \(back.stdout)")
      } else {
        #expect(back.stdout == payload + "\n", "\(form): \(converted.stdout)")
      }
    }
  }

  @Test func objectiveCLiteralIsRefusedNotMisread() {
    let converted = runAPS(["convert", "--to", "objc", "-"], stdin: Self.payloads[0])
    let back = runAPS(["convert", "-c", "-q", "-"], stdin: converted.stdout)
    #expect(back.exitCode != .ok, "\(back.stdout)")
  }
}
