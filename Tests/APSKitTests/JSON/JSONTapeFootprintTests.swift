import Testing

@testable import APSKit

/// The tape's memory per value: one 20-byte entry (offsets, indexes and counts as UInt32; the scan's
/// key bits in the open object's frame), so a 30 MB `[1,1,…]` (15 M values) holds 300 MB of
/// entries, not the 840 MB of 56-byte entries with `Int` fields.
@Suite struct JSONTapeFootprintTests {
  @Test func anEntryIsTwentyBytes() {
    #expect(MemoryLayout<JSONTape.Entry>.stride == 20)
  }

  @Test func offsetsAndCountsReadBackAsWritten() throws {
    var entry = JSONTape.Entry(start: 1 << 31, end: Int(UInt32.max), next: 7, count: 3, kind: .array, flags: 4)
    #expect(entry.start == 1 << 31 && entry.end == Int(UInt32.max) && entry.next == 7 && entry.count == 3)
    entry.close(end: 12, next: 9, count: entry.count + 1)
    entry.keyLengths |= JSONTape.Entry.lengthBit(40)
    #expect(entry.end == 12 && entry.next == 9 && entry.count == 4 && entry.start == 1 << 31 && entry.kind == .array && entry.flags == 4 && entry.keyLengths == 1 << 15)
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
}
