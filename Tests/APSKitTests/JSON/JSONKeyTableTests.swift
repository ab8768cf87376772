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

  /// Keys are compared a word at a time with an overlapping last word: a key of every length from 1 to 20 is
  /// found, and one byte changed at any position (first and last kept, so it hashes alike) is not.
  @Test func aKeyDifferingInAnyOneByteIsNotFound() throws {
    for length in 1...20 {
      let key = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0))) })
      let table = JSONKeyTable([key])
      var texts = [key]
      for position in 0..<length {
        var bytes = Array(key.utf8)
        bytes[position] = UInt8(ascii: "Z")
        texts.append(String(decoding: bytes, as: UTF8.self))
      }
      let object = "{" + texts.map { "\"\($0)\":1" }.joined(separator: ",") + "}"
      let found = try JSONTapeTests.read(object) { root in
        (root.members ?? .empty(in: root)).map { table.contains($0) }
      }
      #expect(found == [true] + Array(repeating: false, count: length), "length \(length)")
    }
  }

  @Test func anEmptyTableHoldsNothing() throws {
    let found = try JSONTapeTests.read(#"{"":1,"a":2}"#) { root in
      (root.members ?? .empty(in: root)).map { JSONKeyTable([]).contains($0) }
    }
    #expect(found == [false, false])
  }
}
