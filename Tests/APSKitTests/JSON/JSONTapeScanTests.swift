import APSKit
import Testing

/// The scan's fast paths against their rules: three-byte UTF-8 read a word at a time, entries and frames in
/// storage that grows, key sets made lazily for big objects, and tapes that are copied.
@Suite struct JSONTapeScanTests {
  /// RFC 3629 §4 (https://www.rfc-editor.org/rfc/rfc3629#section-4): "UTF8-3 = %xE0 %xA0-BF UTF8-tail /
  /// %xE1-EC 2( UTF8-tail ) / %xED %x80-9F UTF8-tail / %xEE-EF 2( UTF8-tail )". Each sequence is tried after a
  /// run of CJK text and right before the closing quote (where the word read passes the string's end), and
  /// the error names the offset of the sequence's first byte.
  @Test(arguments: [
    ([0xE4, 0xB8, 0xAD], true),  // 中
    ([0xE0, 0xA0, 0x80], true),  // U+0800, the first three-byte scalar
    ([0xE0, 0x9F, 0xBF], false),  // overlong U+07FF
    ([0xED, 0x9F, 0xBF], true),  // U+D7FF, just below the surrogates
    ([0xED, 0xA0, 0x80], false),  // U+D800, a surrogate
    ([0xEF, 0xBF, 0xBF], true),  // U+FFFF
    ([0xE4, 0x28, 0xAD], false),  // a second byte that is not a continuation
    ([0xE4, 0xB8, 0x28], false),  // a third byte that is not a continuation
    ([0xE4, 0xB8], false),  // cut short by the quote
  ] as [([UInt8], Bool)])
  func threeByteSequences(_ sequence: [UInt8], _ valid: Bool) {
    let run = Array("账户变动".utf8)
    for (before, after) in [(run, run), (run, []), ([], [])] {
      let bytes = Array("[\"".utf8) + before + sequence + after + Array("\"]".utf8)
      do {
        _ = try JSONText(scanning: bytes)
        #expect(valid, "accepted \(sequence)")
      } catch {
        #expect(!valid, "rejected \(sequence): \(error)")
        guard case .invalidUTF8 = error.kind else {
          Issue.record("not an UTF-8 error: \(error)")
          continue
        }
        #expect(error.location.offset == 2 + before.count)
      }
    }
  }

  /// Past the first allocation of entries (64) and frames (16): the storage grows and the tape reads right.
  @Test func deepAndLongDocumentsGrowTheStorage() throws {
    let depth = 40
    let text = String(repeating: "[", count: depth) + (1...300).map(String.init).joined(separator: ",")
      + String(repeating: "]", count: depth)
    var tape = JSONTape()
    // The tape points into the text it scanned: its size is read inside `read`, while the text lives.
    let (count, size) = try JSONTapeTests.read(text, with: &tape) { root in
      var value = root
      for _ in 1..<depth { value = value.elements!.first { _ in true }! }
      return (value.elements!.reduce(0) { sum, _ in sum + 1 }, root.compactSize)
    }
    #expect(count == 300)
    #expect(size == text.utf8.count)
  }

  /// From 16 members on, repeated keys are found through a set made when first needed; nested big objects
  /// each have their own, and the report keeps source order and both positions.
  @Test func repeatedKeysInBigObjects() throws {
    func members(_ prefix: String, _ count: Int) -> [String] { (0..<count).map { "\"\(prefix)\($0)\":\($0)" } }
    let inner = "{" + (members("i", 20) + ["\"i3\":0", "\"i19\":0"]).joined(separator: ",") + "}"
    let outer = members("k", 18) + ["\"k\\u0035\":0", "\"in\":\(inner)", "\"k17\":0", "\"k2\":0"]
    let document = try JSONText(scanning: "{" + outer.joined(separator: ",") + "}")
    let found = document.duplicateKeys.map { "\($0.objectPointer)|\($0.key)" }
    #expect(found == ["|k5", "/in|i3", "/in|i19", "|k17", "|k2"])
    #expect(document.duplicateKeys.allSatisfy { $0.firstLocation.offset < $0.location.offset })
  }

  /// A copy of a tape keeps what it read when the original scans something else.
  @Test func copiesKeepTheirEntries() throws {
    var tape = JSONTape()
    let first = Array(#"{"a":"first"}"#.utf8)
    let second = Array(#"[1,2,3]"#.utf8)
    try first.withUnsafeBufferPointer { firstBytes in
      try tape.scan(firstBytes)
      let copy = tape
      try second.withUnsafeBufferPointer { try tape.scan($0) }
      #expect(copy.withRoot { $0["a"]?.stringValue } == "first")
      #expect(tape.compactSize == second.count)
    }
  }
}
