import Testing

@testable import APSCLI
@testable import APSKit

/// convert's JSON and byte forms write the text a capture was printed into when read (its tape):
/// this capture holds that text alone, as a read description's capture does.
@Suite struct CaptureTapeOutputTests {
  static func split() -> Capture {
    var capture = Capture(form: .nslog)
    capture.content = .printed(JSONText(printing: ["aps": ["badge": 1]]))
    return capture
  }

  @Test func payloadBytesAreTheSealedText() {
    #expect(CaptureSupport.payloadBytes(Self.split()) == Array(#"{"aps":{"badge":1}}"#.utf8))
  }

  @Test func thePrettyTextIsTheTapes() {
    #expect(Self.split().prettyJSON == "{\n  \"aps\": {\n    \"badge\": 1\n  }\n}")
  }

  @Test func convertWritesThePrintedText() {
    let log = "App[1:2] userInfo: {\n    aps =     {\n        badge = 1;\n    };\n    \"gcm.message_id\" = 1577;\n}\n"
    let compact = #"{"aps":{"badge":1},"gcm.message_id":"1577"}"#
    #expect(runAPS(["convert", "-c", "-q"], stdin: log).stdout == compact + "\n")
    let hex = runAPS(["convert", "--to", "hex", "-q"], stdin: log)
    #expect(hex.exitCode == .ok)
    #expect(hex.stdout == DataWriter.write(Array(compact.utf8), as: .hex))
  }
}
