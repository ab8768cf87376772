import Testing

@testable import APSKit

/// The tape's memory per value: one 16-byte entry (offsets and indexes as UInt32; member counts
/// and printed string lengths worked out when asked; the scan's key bits in the open object's
/// frame), so a 30 MB `[1,1,…]` (15 M values) holds 240 MB of entries, not the 840 MB of 56-byte
/// entries with `Int` fields.
@Suite struct JSONTapeFootprintTests {
  @Test func anEntryIsSixteenBytes() {
    #expect(MemoryLayout<JSONTape.Entry>.stride == 16)
  }

  @Test func offsetsReadBackAsWritten() throws {
    var entry = JSONTape.Entry(start: 1 << 31, end: Int(UInt32.max), next: 7, kind: .array, flags: 4)
    #expect(entry.start == 1 << 31 && entry.end == Int(UInt32.max) && entry.next == 7)
    entry.close(end: 12, next: 9)
    entry.keyLengths |= JSONTape.Entry.lengthBit(40)
    #expect(entry.end == 12 && entry.next == 9 && entry.start == 1 << 31 && entry.kind == .array && entry.flags == 4 && entry.keyLengths == 1 << 15)
  }

  /// Keys of every length are found, the long ones sharing the last length bit.
  @Test func keysOfAnyLengthAreFound() throws {
    let keys = (0..<40).map { String(repeating: "k", count: $0) }
    let text = "{" + keys.map { "\"\($0)\":\($0.count)" }.joined(separator: ",") + "}"
    let found = JSONTape.withRoot(of: Array(text.utf8)[...]) { root in keys.map { root[$0]?.intValue } }
    #expect(found == keys.map { $0.count })
    #expect(JSONTape.withRoot(of: Array(#"{"abc":1}"#.utf8)[...]) { $0["abd"] == nil && $0["a"] == nil } == true)
  }

  /// A buffer that claims more bytes than 32-bit offsets reach is refused before anything is read or
  /// reserved: 16 real bytes stand for 5 GB.
  @Test func aTextPastTheOffsetsIsRefusedNotWrapped() {
    let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
    defer { memory.deallocate() }
    memory.initialize(repeating: UInt8(ascii: " "), count: 16)
    memory[0] = UInt8(ascii: "[")
    var tape = JSONTape()
    do {
      try tape.scan(UnsafeBufferPointer(start: memory, count: 5_000_000_000))
      Issue.record("a 5 GB text was scanned")
    } catch {
      #expect(error.kind == .tooLarge(limit: Int(UInt32.max)))
      #expect(error.message.contains("the most one document may hold"))
    }
    #expect(tape.isEmpty)
  }

  /// What entries no longer store reads back as the scan saw it: member counts and printed lengths,
  /// escapes the printer writes otherwise included (`\/`, `\u00e9`, upper-case hex).
  @Test func countsAndPrintedLengthsAreWorkedOut() throws {
    let text = #"{"a":[1,[],{}],"\u00e9\/":"x\u001Fy\n","k":{"p":1,"q":[true]}}"#
    let checked = JSONTape.withRoot(of: Array(text.utf8)[...]) { root in
      (root.members?.count, root["a"]?.elements?.count, root["a"]?.elements?.isEmpty, root["k"]?.members?.count,
       root.compactSize, root.value)
    }
    let (members, elements, empty, inner, size, tree) = try #require(checked)
    #expect(members == 3 && elements == 3 && empty == false && inner == 2)
    #expect(size == JSONPrinter.compact(tree).count)
  }

  /// Room the system will not give (here 2^62 bytes of entries) is an answer, not a trap: the tape keeps
  /// its entries and scans the next document (a scan that cannot grow throws `outOfMemory`).
  @Test func roomRefusedLeavesTheTapeUsable() throws {
    var tape = JSONTape()
    let first = Array("[1,2,3]".utf8)
    try first.withUnsafeBufferPointer { try tape.scan($0) }
    #expect(tape.resizeEntries(1 << 58) == false)
    let again = Array(#"{"a":[true,null]}"#.utf8)
    try again.withUnsafeBufferPointer { buffer in
      try tape.scan(buffer)
      #expect(tape.withRoot { $0["a"]?.elements?.count } == 2)
    }
    #expect(JSONParseError.Kind.outOfMemory(values: 3).message.contains("out of memory after 3 values"))
  }

  /// A big document's entries are reserved by counting its values from its blocks first: exactly the room it
  /// needs, never a doubling past it (which left a 30 MB `[1,1,…]` holding up to twice its entries). The worst
  /// shapes, about 400 KB each (past the 1 MB of entries reserved without counting).
  @Test(arguments: [("1", ","), ("[]", ","), (#""""#, ","), (#""k""#, " , ")])
  func aBigDocumentReservesExactlyItsEntries(value: String, separator: String) throws {
    let count = 400_000 / (value.count + separator.count)
    let text = Array(("[" + Array(repeating: value, count: count).joined(separator: separator) + "]").utf8)
    var tape = JSONTape()
    try text.withUnsafeBufferPointer { try tape.scan($0) }
    #expect(tape.entryCount == count + 1)
    #expect(tape.reservedEntryBytes == (count + 1) * MemoryLayout<JSONTape.Entry>.stride)
    // The multiple of the text's size: 16 bytes per value, so 8× for one-byte values and their commas (4× would
    // need 8-byte entries).
    #expect(tape.reservedEntryBytes <= 8 * text.count + MemoryLayout<JSONTape.Entry>.stride)
  }
}
