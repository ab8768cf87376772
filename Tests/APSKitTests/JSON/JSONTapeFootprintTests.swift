import Testing

@testable import APSKit

/// The tape's memory per value: one 8-byte slot (offset, kind, flags, length), and a second only for a
/// container with members (its end and next sibling), so the worst shapes hold at most 4× their size in
/// slots: a 30 MB `[1,1,…]` (15 M values) holds 120 MB, where 16-byte entries held 240 MB and 56-byte
/// entries with `Int` fields 840 MB.
@Suite struct JSONTapeFootprintTests {
  @Test func aSlotIsEightBytes() {
    #expect(MemoryLayout<JSONTape.Slot>.stride == 8)
  }

  /// What the slots hold reads back as the scan saw it: offsets past 2^31, wide containers' ends and next
  /// siblings, key length bits, and flags beside them.
  @Test func slotsReadBackAsWritten() throws {
    let far = 1 << 31
    let narrow = JSONTape.Slot(.string, start: far, length: 12, flags: JSONTape.Flags.escaped | JSONTape.Flags.canonical)
    var wide = JSONTape.Slot(start: far + 20, word: JSONTape.Slot.bits(.object, 0) | JSONTape.Slot.wide)
    wide.add(flags: JSONTape.Flags.canonical)
    wide.word |= UInt32(JSONTape.Entry.lengthBit(40)) << JSONTape.Slot.keyLengthShift
    let second = JSONTape.Slot(start: Int(UInt32.max), word: 7)
    let slots = [narrow, wide, second, narrow]
    slots.withUnsafeBufferPointer { buffer in
      let entries = JSONTape.Entries(buffer, text: nil)
      let string = entries[0]
      #expect(string.start == far && string.end == far + 12 && string.next == 1 && string.kind == .string)
      #expect(string.flags == JSONTape.Flags.escaped | JSONTape.Flags.canonical && string.keyLengths == 0)
      let object = entries[1]
      #expect(object.start == far + 20 && object.end == Int(UInt32.max) && object.next == 7 && object.kind == .object)
      #expect(object.flags == JSONTape.Flags.canonical && object.keyLengths == 1 << 15)
      #expect(entries[3].next == 4 && JSONTape.firstChild(of: 1) == 3)
    }
  }

  /// A value of 32 MB or more keeps no length (it would not fit beside its kind and flags): its end is read
  /// from the text, after the string's closing quote (escaped quotes and backslashes skipped), the number's
  /// last character, the empty container's closing bracket.
  @Test(arguments: [
    (#""a\"b\\"]"#, JSONTape.Kind.string, 8), (#""\\\\"x"#, .string, 6), ("-1.5e+7]", .number, 7), ("12}", .number, 2),
    ("[ \n ]", .array, 5), ("{\t}", .object, 3),
  ])
  func aFarValuesEndIsReadFromTheText(text: String, kind: JSONTape.Kind, end: Int) {
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBufferPointer { JSONTape.farEnd(0, kind, in: $0.baseAddress) } == end)
  }

  /// A 33 MB string, as a key and as a value, reads back whole: its end, its compact size, its text.
  @Test func aStringOf32MBOrMoreReadsBackWhole() throws {
    let long = String(repeating: "x", count: JSONTape.Slot.farLength + 5) + #"\"."#
    let text = Array(#"{"\#(long)":1,"k":"\#(long)"}"#.utf8)
    let read = JSONTape.withRoot(of: text[...]) { root in
      (root.compactSize, root.keys.first?.utf8.count, root["k"]?.stringValue?.utf8.count, root.keys.count)
    }
    let (size, keyLength, valueLength, count) = try #require(read)
    #expect(size == text.count && keyLength == long.utf8.count - 1 && valueLength == long.utf8.count - 1 && count == 2)
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

  /// Room the system will not give (here 2^61 bytes of slots) is an answer, not a trap: the tape keeps
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

  /// A big document's slots are reserved by counting them from its blocks first: exactly the room it needs,
  /// never a doubling past it (which left a 30 MB `[1,1,…]` holding up to twice its entries), or only the
  /// head start every scan has when they fit in it. The worst shapes, about 400 KB each (past the 1 MB of
  /// slots reserved without counting), whitespace inside empty containers included (they take one slot);
  /// numbers, literals, `[]`, `""` and small containers written compact share one run (`runs`), spaced out
  /// (or holding an escape) they take a slot each; a key `""` after a comma keeps its slot.
  @Test(arguments: [
    ("1", ",", 1, true), ("[]", ",", 1, true), ("true", ",", 1, true), (#""""#, ",", 1, true),
    (#"{"a":1}"#, ",", 1, true), (#""k""#, " , ", 1, false), ("[ ]", ",\n", 1, false), ("[1]", ",", 1, true),
    ("{ }", " ,", 1, false), ("1", ", ", 1, false), ("[]", " ,", 1, false), (#""""#, ", ", 1, false),
    (#"{"a":1,"":"","b":[1,""]}"#, ",", 1, true), (#"{"a":[],"" :1}"#, ",", 6, false), ("[1]", ", ", 1, false),
    (#"{"\n":1}"#, ",", 4, false), (#"[[1],{"a":[1]}]"#, ",", 1, true),
  ])
  func aBigDocumentReservesExactlyItsSlots(value: String, separator: String, slots: Int, runs: Bool) throws {
    let count = 400_000 / (value.count + separator.count)
    let text = Array(("[" + Array(repeating: value, count: count).joined(separator: separator) + "]").utf8)
    var tape = JSONTape()
    try text.withUnsafeBufferPointer { try tape.scan($0) }
    let stride = MemoryLayout<JSONTape.Slot>.stride
    #expect(tape.entryCount == (runs ? 1 : count * slots) + 2)  // and the root's two
    let headStart = min(text.count / 8, JSONTape.reservedEntriesAtMost)
    #expect(tape.reservedEntryBytes == max(tape.entryCount, headStart) * stride)
    #expect(runs || tape.entryCount > headStart, "a row without runs must outgrow the head start")
  }

  /// The memory goal: a document's slots stay within 4× its size (and the root's two) in the worst shapes:
  /// one-byte values and their commas, empty containers, empty strings, small containers (joined to runs),
  /// and the smallest containers that keep their slots: holding an escape (nested in another, `[["\n"]]`, they
  /// pass 4×: 40 bytes of slots a 9).
  @Test(arguments: [
    "1", "[]", #""""#, #"{"a":1}"#, "{}", "[ ]", "[1]", "[[1]]", #"{"":1}"#, #"{"a":[1]}"#, #"{"k":"v","n":2}"#,
    #"["\n"]"#, #"{"\n":1}"#,
  ])
  func theWorstShapesStayWithinFourTimesTheirSize(value: String) throws {
    let count = 400_000 / (value.count + 1)
    let text = Array(("[" + Array(repeating: value, count: count).joined(separator: ",") + "]").utf8)
    var tape = JSONTape()
    try text.withUnsafeBufferPointer { try tape.scan($0) }
    #expect(tape.reservedEntryBytes <= 4 * text.count + 2 * MemoryLayout<JSONTape.Slot>.stride, "\(value)")
  }
}
