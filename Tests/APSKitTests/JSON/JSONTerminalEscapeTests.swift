import Testing

@testable import APSKit

/// JSON shown on a terminal escapes DEL, C1 and bidi controls (the same JSON value);
/// other non-ASCII text stays raw, and without the option nothing changes.
@Suite struct JSONTerminalEscapeTests {
  @Test func terminalControlsAreEscapedOnlyWhenAsked() throws {
    let value = JSONValue.object([JSONMember("k\u{202E}", .string("é\u{9B}2J\u{7F}→"))])
    var options = JSONPrinter.Options(indent: .spaces(2))
    #expect(JSONPrinter(options: options).string(value) == "{\n  \"k\u{202E}\": \"é\u{9B}2J\u{7F}→\"\n}")
    options.escapesTerminalControls = true
    #expect(JSONPrinter(options: options).string(value) == "{\n  \"k\\u202e\": \"é\\u009b2J\\u007f→\"\n}")
    #expect(JSONPrinter(options: .init(escapesTerminalControls: true)).string(value) == "{\"k\\u202e\":\"é\\u009b2J\\u007f→\"}")
  }

  /// Printing from the tape: a compact record already in printed form is copied whole only when nothing
  /// is to be escaped for a terminal (a raw U+009B in a payload must not reach one).
  @Test func compactCopyFromTheTapeStillEscapesTerminalControls() throws {
    let document = try JSONText(scanning: "{\"k\":\"\u{9B}2J\"}")
    var out: [UInt8] = []
    document.withRoot { JSONPrinter(options: .init(escapesTerminalControls: true)).write($0, into: &out) }
    #expect(String(decoding: out, as: UTF8.self) == #"{"k":"\u009b2J"}"#)
    out = []
    document.withRoot { JSONPrinter().write($0, into: &out) }
    #expect(String(decoding: out, as: UTF8.self) == "{\"k\":\"\u{9B}2J\"}")
  }
}
