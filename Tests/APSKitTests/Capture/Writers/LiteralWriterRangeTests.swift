import Testing

@testable import APSKit

/// Numbers no Swift or Objective-C literal holds are found, with their JSON Pointer; the rest are not.
@Suite struct LiteralWriterRangeTests {
  private func number(in text: String) throws -> (path: String, lexeme: String)? {
    LiteralWriter.unrepresentableNumber(in: try JSONText(scanning: text).value)
  }

  @Test func outOfRangeFloatsAreFound() throws {
    #expect(try number(in: #"{"aps":{"alert":"a"},"x":[1,{"a/b":1e400}]}"#)! == ("/x/1/a~1b", "1e400"))
    #expect(try number(in: "-1.5E+309")! == ("", "-1.5E+309"))
    #expect(try number(in: #"{"tiny":1e-400}"#)! == ("/tiny", "1e-400"))
  }

  @Test func representableNumbersPass() throws {
    for text in ["1.7976931348623157e308", "0e400", "0.000e-999", "4.9e-324", "1e22", String(repeating: "9", count: 100), #"{"a":[1.5,-2]}"#] {
      #expect(try number(in: text) == nil, "\(text)")
    }
  }
}
