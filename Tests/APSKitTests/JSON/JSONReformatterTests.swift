import APSKit
import Foundation
import Testing

/// The reformatter must print exactly what `JSONParser` + `JSONPrinter` print, and decline whatever the
/// parser rejects or would report (repeated keys, a byte order mark).
@Suite struct JSONReformatterTests {
  static let layouts: [JSONPrinter.Options] = [
    .compact, .pretty, .init(indent: .tab), .init(indent: .spaces(4), asciiOnly: true),
    .init(indent: .compact, asciiOnly: true),
  ]

  /// Checks one input under every layout: accepted exactly when the parser accepts it without remarks,
  /// and then byte-identical to the printer.
  static func expectSameAsTree(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let document = try? JSONParser.parse(bytes)
    let clean = document.map { $0.duplicateKeys.isEmpty && !$0.hadByteOrderMark } ?? false
    for options in layouts {
      var reformatter = JSONReformatter(options: options)
      var out: [UInt8] = [1, 2]
      let accepted = bytes.withUnsafeBufferPointer { reformatter.reformat($0, into: &out) }
      #expect(accepted == clean, "\(String(decoding: bytes.prefix(80), as: UTF8.self))", sourceLocation: sourceLocation)
      guard accepted, let document else {
        #expect(out == [1, 2], "declined input must leave the output alone", sourceLocation: sourceLocation)
        continue
      }
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

  @Test func invalidUTF8IsDeclined() {
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

  @Test func depthAndBigObjectsFallBack() {
    Self.expectSameAsTree(Array((String(repeating: "[", count: 512) + String(repeating: "]", count: 512)).utf8))
    Self.expectSameAsTree(Array((String(repeating: "[", count: 513) + String(repeating: "]", count: 513)).utf8))
    let big = "{" + (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    var reformatter = JSONReformatter(options: .compact)
    var out: [UInt8] = []
    #expect(!Array(big.utf8).withUnsafeBufferPointer { reformatter.reformat($0, into: &out) })
  }

  @Test func sortedAndColouredLayoutsAreLeftToThePrinter() {
    for options in [JSONPrinter.Options(sortKeys: true), JSONPrinter.Options(colors: .standard)] {
      var reformatter = JSONReformatter(options: options)
      var out: [UInt8] = []
      #expect(!reformatter.supportsOptions)
      #expect(!Array("{}".utf8).withUnsafeBufferPointer { reformatter.reformat($0, into: &out) })
    }
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
