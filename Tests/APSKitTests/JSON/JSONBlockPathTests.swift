import Foundation
import Testing

@testable import APSKit

/// The vector paths against their byte-at-a-time references: the masks of 64-byte blocks (`JSONBlock`) for every
/// byte value at every position, the values counted from them, and the tapes (the scan's 16-byte search for the
/// end of string content) — entries compared byte for byte, or the same error — on the JSONTestSuite files
/// (https://github.com/nst/JSONTestSuite), the fuzz seeds and texts built to put quotes, escapes, whitespace,
/// non-ASCII and control bytes on each side of a block boundary.
@Suite struct JSONBlockPathTests {
  /// What a scan leaves: the entries' bytes and the scan's findings, or the error.
  struct Outcome: Equatable {
    var entries: [UInt8] = []
    var departures = 0
    var unicodeEscape = false
    var error: JSONParseError?
  }

  static func scan(_ bytes: [UInt8], path: JSONBlock.Path, joiningContainers: Bool = true) -> Outcome {
    var tape = JSONTape(options: .init(maxDepth: 64))
    tape.blockPath = path
    tape.joinsSmallContainers = joiningContainers
    return bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        try tape.scan(buffer)
      } catch {
        return Outcome(error: error)
      }
      let entries = tape.entries.slots.withMemoryRebound(to: UInt8.self) { Array($0) }
      return Outcome(entries: entries, departures: tape.departures, unicodeEscape: tape.hadUnicodeEscape)
    }
  }

  static func expectPathsAgree(_ bytes: [UInt8], _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let vector = scan(bytes, path: .vector)
    let scalar = scan(bytes, path: .scalar)
    #expect(vector == scalar, "\(name)", sourceLocation: sourceLocation)
    bytes.withUnsafeBufferPointer { buffer in
      let counted = JSONStructuralIndex.countSlots(buffer, path: .vector)
      #expect(counted == JSONStructuralIndex.countSlots(buffer, path: .scalar), "\(name)", sourceLocation: sourceLocation)
      // For JSON the count is the entries' (plus one for a byte order mark, which counts as a value start)
      // with small containers in slots of their own; joined to runs, they take fewer.
      if vector.error == nil, buffer.first != 0xEF {
        let unjoined = scan(bytes, path: .vector, joiningContainers: false)
        #expect(counted * MemoryLayout<JSONTape.Slot>.stride == unjoined.entries.count, "\(name)", sourceLocation: sourceLocation)
        #expect(vector.entries.count <= unjoined.entries.count, "\(name)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test(.enabled(if: suiteIsPresent, "JSONTestSuite not found beside the checkout (shared/jsontestsuite)"))
  func everyConformanceFileScansAlikeOnBothPaths() throws {
    let names = suiteFiles(prefix: "")
    #expect(names.count > 300)
    for name in names {
      let bytes = try [UInt8](Data(contentsOf: suiteFolder.appendingPathComponent(name)))
      Self.expectPathsAgree(bytes, name)
      // Shifted across a block boundary: the same text after 1…63 spaces.
      Self.expectPathsAgree(Array(repeating: 0x20, count: bytes.count % 63 + 1) + bytes, "shifted " + name)
    }
  }

  @Test func everyFuzzSeedScansAlikeOnBothPaths() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/json/seeds")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names.count > 10)
    for name in names {
      Self.expectPathsAgree(try [UInt8](Data(contentsOf: folder.appendingPathComponent(name))), name)
    }
  }

  /// Each piece placed at every offset around the first two block boundaries, inside and outside strings.
  @Test func piecesOnEverySideOfABoundaryScanAlike() {
    let pieces = [
      #"\""#, #"\\"#, #"\\\""#, #"\\\\"#, #"\u00e9"#, #"\uD83D\uDE00"#, "é中😀", "\u{01}", "\t", #"\/"#, #"\x"#,
    ]
    for piece in pieces {
      for offset in 50..<140 {
        let filler = String(repeating: "a", count: offset)
        let texts = [
          #"{"k":""# + filler + piece + #"","n":[1,true]}"#,
          "[" + String(repeating: " ", count: offset) + #""\#(piece)" , 12.5e3 ,{"a" :null} ]"#,
          #"[""# + filler + #"","# + String(repeating: "\n", count: offset % 7) + #""\#(piece)\#(piece)"]"#,
        ]
        for text in texts { Self.expectPathsAgree(Array(text.utf8), "\(piece) at \(offset)") }
      }
    }
  }

  /// `""` joins a run after a comma after another run member, but a key `""` there (its colon after
  /// whitespace or not) keeps its slot: counted alike at every offset around the first two block boundaries.
  @Test func emptyStringsInRunsAndAsKeysAreCountedAcrossBlocks() {
    let pieces = [
      #"1,"""#, #"[],"","""#, #""",1"#, #"{"a":1,"":"","b":[1,""]}"#, #"{"a":[],""   :1}"#, #"{"a":null,""\#n:""}"#,
      #""" , """#, #"{"":"",""}"#,
    ]
    for piece in pieces {
      for offset in 50..<140 {
        let filler = String(repeating: " ", count: offset)
        for text in ["[" + filler + piece + "]", "[" + filler + "0," + piece + #","",0]"#] {
          Self.expectPathsAgree(Array(text.utf8), "\(piece) at \(offset)")
        }
      }
    }
  }

  /// Every byte value at every position of a block, in full blocks and in a text's short last block.
  @Test func masksMatchTheReferenceForEveryByte() {
    var generator = SeededBytes(seed: 34)
    for length in [1, 5, 63, 64, 65, 127, 128, 200] {
      for _ in 0..<40 {
        let bytes = (0..<length).map { _ in generator.next() }
        bytes.withUnsafeBufferPointer { buffer in
          var start = 0
          while start < length {
            let vector = JSONBlock.at(start, in: buffer, path: .vector)
            #expect(vector == JSONBlock.at(start, in: buffer, path: .scalar), "length \(length) block \(start)")
            start += JSONBlock.size
          }
        }
      }
    }
  }

  /// Escaped bytes against a byte loop, carried across blocks: runs of backslashes of every length.
  @Test func escapesFollowOddRunsOfBackslashesAcrossBlocks() {
    var generator = SeededBytes(seed: 7)
    for density in 1...9 {
      let isBackslash = (0..<(64 * 4)).map { _ in Int(generator.next() % 10) < density }
      var expected = [Bool](repeating: false, count: isBackslash.count)
      var escapesNext = false
      for (index, backslash) in isBackslash.enumerated() {
        if escapesNext {
          expected[index] = true
          escapesNext = false
        } else if backslash {
          escapesNext = true
        }
      }
      var index = JSONStructuralIndex()
      for block in 0..<4 {
        var mask: UInt64 = 0
        for bit in 0..<64 where isBackslash[block * 64 + bit] { mask |= 1 << UInt64(bit) }
        let escaped = index.escaped(mask)
        let found = (0..<64).map { escaped >> UInt64($0) & 1 == 1 }
        #expect(found == Array(expected[(block * 64)..<(block * 64 + 64)]), "density \(density) block \(block)")
      }
    }
  }

  @Test func prefixXORMarksFromEachOpeningQuoteToItsClose() {
    #expect(JSONStructuralIndex.prefixXOR(0b1001) == UInt64(0b0111))
    #expect(JSONStructuralIndex.prefixXOR(1 << 63 | 1) == ~(UInt64(1) << 63))
    #expect(JSONStructuralIndex.prefixXOR(1 << 10) == ~((UInt64(1) << 10) - 1))
  }
}

/// A small deterministic byte source (xorshift), so failures reproduce.
struct SeededBytes {
  var state: UInt64
  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }
  mutating func next() -> UInt8 {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return UInt8(truncatingIfNeeded: state >> 24)
  }
}
