@testable import APSKit
import Testing

/// The key table the rules ask about scanned keys: found by their text however written, whatever their length.
@Suite struct JSONKeyTableTests {
  @Test func keysAreFoundByTheirTextOnly() throws {
    let table = JSONKeyTable(["badge", "sound", "alert", "thread-id", "a", "content-available"])
    let text = #"{"sound":1,"sounds":2,"badgE":3,"thread\u002did":4,"":5,"a":6,"b":7,"content-available":8,"x":9}"#
    let found = try JSONTapeTests.read(text) { root in
      (root.members ?? .empty(in: root)).map { table.contains($0) }
    }
    #expect(found == [true, false, false, true, false, true, false, true, false])
  }

  @Test func anEmptyTableHoldsNothing() throws {
    let found = try JSONTapeTests.read(#"{"":1,"a":2}"#) { root in
      (root.members ?? .empty(in: root)).map { JSONKeyTable([]).contains($0) }
    }
    #expect(found == [false, false])
  }
}
