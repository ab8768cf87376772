import Testing

@testable import APSKit

/// A printed tree's tape is written while printing (`JSONTape.printing`), never scanned: it must be, entry by
/// entry and in everything a reader can ask, the tape a scan of the printed bytes makes.
@Suite struct JSONTapePrintingTests {
  /// Prints `value` with its tape and scans the same bytes, then compares the two tapes and the two texts.
  /// Returns what the scan found, for checking what a corpus covers: repeated keys, and whether there was a `\u`.
  @discardableResult
  static func expectSameAsScan(
    _ value: JSONValue, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> (duplicates: Int, unicodeEscape: Bool) {
    var printed: [UInt8] = []
    var written = JSONTape.printing(value, into: &printed)
    #expect(printed == JSONPrinter.compact(value), sourceLocation: sourceLocation)
    var scanned = JSONTape(options: JSONTape.printedTreeOptions)
    try printed.withUnsafeBufferPointer { buffer in
      written.bytes = buffer
      try scanned.scan(buffer)
      #expect(written.entryCount == scanned.entryCount, sourceLocation: sourceLocation)
      let (mine, theirs) = (written.entries, scanned.entries)
      for index in 0..<min(mine.count, theirs.count) {
        let same = mine.slots[index] == theirs.slots[index]
        #expect(same, "slot \(index): \(mine.slots[index]) written, \(theirs.slots[index]) scanned", sourceLocation: sourceLocation)
        if !same { break }
      }
      #expect(written.compactSize == scanned.compactSize && written.compactSize == printed.count, sourceLocation: sourceLocation)
      #expect(written.hadUnicodeEscape == scanned.hadUnicodeEscape, sourceLocation: sourceLocation)
      #expect(written.hadByteOrderMark == scanned.hadByteOrderMark, sourceLocation: sourceLocation)
      #expect(written.duplicateKeys == scanned.duplicateKeys, sourceLocation: sourceLocation)
      #expect(written.isEmpty == scanned.isEmpty, sourceLocation: sourceLocation)
      #expect(written.options == scanned.options, sourceLocation: sourceLocation)
      #expect(written.pos == scanned.pos && written.end == scanned.end, sourceLocation: sourceLocation)
      #expect(written.departures == scanned.departures, sourceLocation: sourceLocation)
      #expect(written.frameCount == 0 && written.keySets.isEmpty, sourceLocation: sourceLocation)
      #expect(written.withRoot(\.value) == scanned.withRoot(\.value), sourceLocation: sourceLocation)
    }
    // The public face: a printed text reads as the same text scanned.
    let text = JSONText(printing: value)
    let scannedText = try JSONText(scanning: printed, options: JSONTape.printedTreeOptions)
    #expect(text == scannedText, sourceLocation: sourceLocation)
    #expect(text.duplicateKeys == scannedText.duplicateKeys, sourceLocation: sourceLocation)
    #expect(text.value == scannedText.value, sourceLocation: sourceLocation)
    #expect(text.withRoot(\.compactSize) == scannedText.withRoot(\.compactSize), sourceLocation: sourceLocation)
    #expect(text.validate() == scannedText.validate(), sourceLocation: sourceLocation)
    return (scannedText.duplicateKeys.count, scanned.hadUnicodeEscape)
  }

  static let controls: String = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}"

  static let tableCases: [JSONValue] = [
    nil, true, false, 0, "", [], [:], "plain", .number("-0"), .number("1.5e+10"), .number("1E-7"),
    .number("-12.50"), .number("36028797545517863"), .number("0.0"), .number("123456789012345678901234567890e-300"),
    "\"\\/\n\r\t\u{8}\u{C}", .string(controls), "é中😀\u{2028}\u{202E}\u{9B}", "a\u{0}b", "tail é",
    [[], [:], [[[]]], ["": [:]]], ["aps": ["alert": ["title": "订单 📦", "body": "他说：\"见\"\n"], "badge": 1]],
    // Keys: escaped, non-ASCII, empty, and repeated (in place, nested, in arrays, after escapes).
    ["a\"": 1, "a\\": 2, "\u{1}": 3, "é": 4, "": 5], ["a": 1, "a": 2, "a": 3], ["": 1, "": [:], "b": ["": 2, "": 3]],
    [["a": 1, "a": 2], ["b": ["c": 1, "c": ["c": 2, "c": 3]]]], ["x\n": 1, "x\n": 2], ["a\"": 1, "a\\": 2, "a\"": 3],
    // Canonically equivalent keys: different bytes, equal as text; the scan compares bytes unless escaped.
    ["é": 1, "e\u{301}": 2], ["é\n": 1, "e\u{301}\n": 2], ["é": 1, "e\u{301}\n": 2],
    .object((0..<40).map { JSONMember("k\($0 % 23)", .number(String($0))) }),
    .object((0..<100).map { JSONMember(String(repeating: "x", count: $0 % 70), "v") }),
    .object((0..<20).map { JSONMember($0 == 19 ? "k\n3" : "k\n\($0)", nil) }),
  ]

  @Test(arguments: tableCases)
  func tableCase(_ value: JSONValue) throws {
    try Self.expectSameAsScan(value)
  }

  /// Nested far past the input depth limit: a tree aps built is read as deep as it nests.
  @Test func deepNesting() throws {
    var value: JSONValue = ["leaf": [1, "é"]]
    for depth in 0..<1_500 { value = depth % 2 == 0 ? [value, .string("x\(depth)")] : ["k": value, "k": nil] }
    try Self.expectSameAsScan(value)
  }

  /// Thousands of random trees (fixed seed): keys from a small set so they repeat, strings with every
  /// kind of byte the printer treats apart, objects big enough for the scan's key sets.
  @Test func randomTrees() throws {
    var generator = SplitMix(state: 0x5EED_0023)
    var duplicates = 0
    var unicodeEscapes = 0
    for _ in 0..<3_000 {
      let found = try Self.expectSameAsScan(Self.randomValue(depth: 0, using: &generator))
      duplicates += found.duplicates
      unicodeEscapes += found.unicodeEscape ? 1 : 0
    }
    // The corpus reaches what it is for.
    #expect(duplicates > 500 && unicodeEscapes > 500, "\(duplicates) repeated keys, \(unicodeEscapes) with \\u")
  }

  static let pieces = ["a", "b", "é", "中", "😀", "\"", "\\", "/", "\n", "\u{1}", "\u{1F}", "\u{7F}", "\u{9B}", " ", "e\u{301}", ""]
  static let lexemes = ["0", "-0", "7", "-12", "3.25", "1e5", "1E+5", "-2.5e-3", "123456789012345678901", "0.10"]

  static func randomString(using generator: inout some RandomNumberGenerator) -> String {
    (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
  }

  static func randomValue(depth: Int, using generator: inout some RandomNumberGenerator) -> JSONValue {
    switch Int.random(in: 0..<(depth > 3 ? 6 : 9), using: &generator) {
    case 0: return nil
    case 1: return .bool(Bool.random(using: &generator))
    case 2, 3: return .number(lexemes.randomElement(using: &generator)!)
    case 4, 5: return .string(randomString(using: &generator))
    case 6: return .array((0..<Int.random(in: 0...5, using: &generator)).map { _ in randomValue(depth: depth + 1, using: &generator) })
    default:
      // Now and then one big enough for the scan's key sets (16 members) and to fill its 64 key bits.
      let big = depth < 2 && Int.random(in: 0..<8, using: &generator) == 0
      let count = big ? Int.random(in: 16...80, using: &generator) : Int.random(in: 0...4, using: &generator)
      return .object(
        (0..<count).map { _ in
          JSONMember(randomString(using: &generator), randomValue(depth: depth + 1, using: &generator))
        })
    }
  }
}
