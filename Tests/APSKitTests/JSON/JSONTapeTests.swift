import APSKit
import Testing

/// The tape and its views: key look-ups (escaped and long keys), sequences, sizes, reuse across records.
@Suite struct JSONTapeTests {
  /// Scans `text` with `tape` and returns what `body` reads from the root.
  static func read<R>(_ text: String, with tape: inout JSONTape, _ body: (JSONView) -> R) throws -> R {
    let bytes = Array(text.utf8)
    return try bytes.withUnsafeBufferPointer { buffer in
      try tape.scan(buffer)
      return tape.withRoot(body)
    }
  }

  static func read<R>(_ text: String, _ body: (JSONView) -> R) throws -> R {
    var tape = JSONTape()
    return try read(text, with: &tape, body)
  }

  /// A key's bytes are searched in place; a key written with escapes is searched as its text.
  @Test func keyBytesAreSearchedAsTheKeysText() throws {
    let text = #"{"now or never":1,"a\u0020or b":2,"order":3,"or":4,"":5}"#
    let found = try Self.read(text) { root in root.members.map { $0.map { $0.keyUTF8Contains(" or ") } } ?? [] }
    #expect(found == [true, true, false, false, false])
  }

  @Test func keysAreFoundByTheirTextHoweverWritten() throws {
    let long = String(repeating: "k", count: 70)  // past the 63 lengths the object's mask tells apart
    let text = #"{"a\u0062":1,"\#(long)":2,"x":{"y":[true,null]},"a":3,"a":4}"#
    let found = try Self.read(text) { root in
      [
        root["ab"]?.numberLexeme, root[long]?.numberLexeme, root["a"]?.numberLexeme, root["b"]?.numberLexeme,
        root[String(repeating: "k", count: 71)]?.numberLexeme, root["x"]?["y"]?.typeName,
      ]
    }
    #expect(found == ["1", "2", "3", nil, nil, "array"])  // the first of repeated keys
  }

  @Test func membersAndElementsWalkInSourceOrder() throws {
    let (keys, elements, count) = try Self.read(#"{"b":[1,"two",{"c":false},[]],"a":null}"#) { root in
      (
        root.keys, root["b"]?.elements.map { $0.map(\.typeName) } ?? [],
        root.members?.count ?? -1
      )
    }
    #expect(keys == ["b", "a"])
    #expect(elements == ["number", "string", "object", "array"])
    #expect(count == 2)
  }

  @Test func stringsAndNumbersDecodeOnDemand() throws {
    let values = try Self.read(#"["\u00e9\n\ud83d\ude00", 1.50, -0e+1, "plain"]"#) { root in
      (root.elements ?? .empty(in: root)).map { $0.stringValue ?? $0.numberLexeme ?? "?" }
    }
    #expect(values == ["é\n😀", "1.50", "-0e+1", "plain"])
    let matches = try Self.read(#"["default","d\u0065fault", 10]"#) { root in
      (root.elements ?? .empty(in: root)).map { $0.isString("default") || $0.isNumber("10") }
    }
    #expect(matches == [true, true, true])
  }

  /// The compact size comes from the scan and agrees with what the printer writes, for the whole document
  /// and for any value in it.
  @Test(arguments: [
    #"{ "aps" : { "alert" : "Hi \"you\"\u0001\/" , "badge" : 1 } , "k" : [ 1 , { } , [ ] ] }"#,
    "[]", "\"\\u00e9\"", #"{"a":{"a":{"a":"\ud83d\ude00"}}}"#,
  ])
  func compactSizeIsThePrintedLength(_ text: String) throws {
    var tape = JSONTape()
    // The tape points into the text it scanned: everything that reads it stays inside the text's scope.
    let bytes = Array(text.utf8)
    let (whole, printed, apsSize, apsPrinted, tapeSize) = try bytes.withUnsafeBufferPointer { buffer in
      try tape.scan(buffer)
      return tape.withRoot { root in
        var out: [UInt8] = []
        JSONPrinter().write(root, into: &out)
        var aps: [UInt8] = []
        if let value = root["aps"] { JSONPrinter().write(value, into: &aps) }
        return (root.compactSize, out.count, root["aps"]?.compactSize ?? 0, aps.count, tape.compactSize)
      }
    }
    #expect(whole == printed)
    #expect(tapeSize == printed)
    #expect(apsSize == apsPrinted)
  }

  @Test func oneTapeServesManyRecords() throws {
    var tape = JSONTape()
    let first = try Self.read(#"{"a":{"b":1}}"#, with: &tape) { $0["a"]?["b"]?.numberLexeme }
    #expect(throws: JSONParseError.self) { _ = try Self.read(#"{"a":}"#, with: &tape) { $0.kind } }
    #expect(tape.isEmpty)
    let second = try Self.read(#"["x"]"#, with: &tape) { $0.elements?.first { _ in true }?.stringValue }
    #expect(first == "1")
    #expect(second == "x")
  }

  /// Already-compact input is copied as it is; whitespace or escapes the printer writes differently are not.
  @Test(arguments: [
    (#"{"a":[1,"b\n\u001f"]}"#, #"{"a":[1,"b\n\u001f"]}"#),
    (#"{"a": [1, "b"]}"#, #"{"a":[1,"b"]}"#),
    (#"["\u001F","\/","\u00e9"]"#, #"["\u001f","/","é"]"#),
  ])
  func compactPrintingMatchesTheTree(_ input: String, _ expected: String) throws {
    let printed = try Self.read(input) { root in
      var out: [UInt8] = []
      JSONPrinter().write(root, into: &out)
      return String(decoding: out, as: UTF8.self)
    }
    #expect(printed == expected)
    #expect(JSONPrinter.compactString(try JSONText(scanning: input).value) == expected)
  }
}
