import APSKit
import Foundation
import Testing

/// Printing from the tape (what `aps fmt` does) must print exactly what the tree printer prints for every
/// layout, and the tape must reject exactly what the parser rejects, with the same compact size.
@Suite struct JSONTapePrinterTests {
  static let layouts: [JSONPrinter.Options] = [
    .compact, .pretty, .init(indent: .tab), .init(indent: .spaces(4), asciiOnly: true),
    .init(indent: .compact, asciiOnly: true), .init(indent: .spaces(2), sortKeys: true),
    .init(indent: .spaces(2), colors: .standard), .init(sortKeys: true, asciiOnly: true, colors: .standard),
  ]

  /// Checks one input under every layout: scanned exactly when the parser accepts it, and then printed
  /// byte-identically to the tree, with the compact size the tree has.
  static func expectSameAsTree(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let document = try? JSONText(scanning: bytes)
    var tape = JSONTape()
    let scanned = bytes.withUnsafeBufferPointer { (try? tape.scan($0)) != nil }
    #expect(scanned == (document != nil), "\(String(decoding: bytes.prefix(80), as: UTF8.self))", sourceLocation: sourceLocation)
    guard scanned, let document else { return }
    #expect(tape.compactSize == JSONPrinter.compact(document.value).count, sourceLocation: sourceLocation)
    #expect(tape.duplicateKeys == document.duplicateKeys, sourceLocation: sourceLocation)
    for options in layouts {
      var out: [UInt8] = [1, 2]
      bytes.withUnsafeBufferPointer { _ in tape.withRoot { JSONPrinter(options: options).write($0, into: &out) } }
      #expect(
        String(decoding: out.dropFirst(2), as: UTF8.self) == JSONPrinter(options: options).string(document.value),
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [
    #"{"aps":{"alert":{"title":"订单 📦","body":"他说：\"见\"\n"},"badge":1.0},"_j_msgid":36028797545517863}"#,
    #"["\u00e9\/\u0001\ud83d\ude00", "\u0000", "a\tb"]"#, #"  [ 1 , -0.5e+3 , true , false , null , { } , [ ] ]  "#,
    #"[{"a":1},{"a":2}]"#, #"{"k":{"a":1},"a":2}"#, #"{"a":{"b":1},"b":{"b":2}}"#,
    #"{"a":{"x":1,"x":2}}"#, #"{"a":{"b":1},"a":2}"#, #"{"\u0061":1,"a":2}"#, #"{"a\"":1,"a\\":2}"#,
    #"{"":1,"":2}"#, #"{"a":{"":1},"":2,"b\\u0022":{"b\"":3,"c":{"b\"":4}}}"#, #"{"b\"":1,"b\u0022":2}"#,
    #"[1,]"#, #"{"a":1,}"#, #"{"a" 1}"#, #"[01]"#, #"[1.]"#, #"[-]"#, #"[tru]"#, #"[nul"#, #"{"a":1}x"#, "", "  ",
    "\u{FEFF}{}", #"["a"#, "[\"\u{1}\"]", "[\"\\x\"]", #"["\ud800"]"#, #"{"a":[1,2}"#, #"[1}"#, "1", "\"s\"",
  ])
  func casesMatchTheTree(_ text: String) {
    Self.expectSameAsTree(Array(text.utf8))
  }

  /// Printing in pieces (`aps fmt` on one document) hands on the same bytes as printing whole, and never holds
  /// more than a piece: a canonical value bigger than the buffer (`[1,1,…]` compact) goes out as the source's
  /// own bytes, not through a buffer grown to a second copy of the document.
  @Test(arguments: [
    "[" + Array(repeating: "1", count: 5_000).joined(separator: ",") + "]",
    "[ " + Array(repeating: #"{"a":[1,2]}"#, count: 1_000).joined(separator: ", ") + " ]",
    #"{"k":"# + "\"" + String(repeating: "x", count: 3_000) + "\"" + #","e":"é"}"#,
  ])
  func piecesAreTheWholeAndNoBiggerThanTheBuffer(_ text: String) throws {
    let bytes = Array(text.utf8)
    var tape = JSONTape()
    try bytes.withUnsafeBufferPointer { source in
      try tape.scan(source)
      let sourceRange = UInt(bitPattern: source.baseAddress)..<UInt(bitPattern: source.baseAddress! + source.count)
      for options in Self.layouts {
        let chunk = 256
        var whole: [UInt8] = []
        tape.withRoot { JSONPrinter(options: options).write($0, into: &whole) }
        var pieces: [UInt8] = []
        var oversized = 0
        tape.withRoot { root in
          JSONPrinter(options: options).write(root, chunk: chunk) { piece in
            if piece.count > chunk, !sourceRange.contains(UInt(bitPattern: piece.baseAddress)) { oversized += 1 }
            pieces += piece
          }
        }
        #expect(pieces == whole && oversized == 0, "\(options)")
      }
    }
  }

  @Test func invalidUTF8IsRejected() {
    Self.expectSameAsTree([0x22, 0xC3, 0x28, 0x22])
    Self.expectSameAsTree([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D])
    Self.expectSameAsTree(Array("{\"k\\n\":\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"}".utf8))
  }

  /// Special bytes at every offset of the eight-byte steps the string scanner takes.
  @Test func specialBytesAtEveryOffset() {
    for prefix in 0..<20 {
      let run = String(repeating: "a", count: prefix)
      for special in ["\\\"", "\\n", "\u{1}", "中", "😀", "\\u00e9", "/", "~\u{7F}"] {
        Self.expectSameAsTree(Array("[\"\(run)\(special)\(run)\"]".utf8))
        Self.expectSameAsTree(Array("{\"\(run)\(special)\":\"\(run)\"}".utf8))
      }
      Self.expectSameAsTree(Array("[\"\(run)".utf8) + [0xFF] + Array("\"]".utf8))
    }
  }

  @Test func depthAndBigObjectsMatchTheTree() {
    Self.expectSameAsTree(Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8))
    Self.expectSameAsTree(Array((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8))
    Self.expectSameAsTree(Array(("{" + (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}").utf8))
    Self.expectSameAsTree(Array(("{" + (0..<100).map { "\"k\($0 % 40)\":\($0)" }.joined(separator: ",") + "}").utf8))
  }

  @Test func sampleCorpusMatchesTheTree() {
    for line in SampleCorpus.lines(count: 500, seed: 7) {
      Self.expectSameAsTree(Array(line.utf8))
    }
  }

  /// Every JSONTestSuite file: a differential test against the parser and printer.
  @Test(.enabled(if: suiteIsPresent, "../shared/jsontestsuite is absent"), arguments: suiteFiles(prefix: ""))
  func conformanceSuiteMatchesTheTree(file: String) throws {
    let bytes = try [UInt8](Data(contentsOf: suiteFolder.appendingPathComponent(file)))
    Self.expectSameAsTree(bytes)
  }
}
