import APSKit
import Testing

/// One rejected input: the message, where (line:column), and the JSON Pointer of the value being read.
struct ParseErrorCase: Sendable, CustomTestStringConvertible {
  var input: String
  var message: String
  var line: Int
  var column: Int
  var pointer: String
  var testDescription: String { input.debugDescription }
}

let parseErrorCases: [ParseErrorCase] = [
  .init(input: "", message: "empty input", line: 1, column: 1, pointer: ""),
  .init(input: "{\"a\":1 \"b\":2}", message: "expected ',' or '}' after object member", line: 1, column: 8, pointer: ""),
  .init(input: "{\"aps\":{\n  \"badge\": 1,\n  \"alert\" \"hi\"}}", message: "expected ':' after object key", line: 3, column: 11, pointer: "/aps"),
  .init(input: "[1,2,]", message: "trailing comma before ']'", line: 1, column: 5, pointer: ""),
  .init(input: "{\"a\":tru}", message: "true", line: 1, column: 6, pointer: "/a"),
  .init(input: "{\"a\":\"\\ud800\"}", message: "surrogate", line: 1, column: 7, pointer: "/a"),
  .init(input: "{\"a\":[1,01]}", message: "number", line: 1, column: 9, pointer: "/a/1"),
  .init(input: "{\"a\":\"x\ty\"}", message: "control character", line: 1, column: 8, pointer: "/a"),
  .init(input: "{\"a\":1}x", message: "after", line: 1, column: 8, pointer: ""),
  .init(input: "{'a':1}", message: "keys are double-quoted", line: 1, column: 2, pointer: ""),
  .init(input: "{\"a\":\"unterminated", message: "string", line: 1, column: 19, pointer: "/a"),
]

@Suite struct JSONParserTests {
  @Test(arguments: parseErrorCases)
  func rejectsWithPosition(_ row: ParseErrorCase) {
    do {
      _ = try JSONText(scanning: row.input)
      Issue.record("\(row.input.debugDescription) must be rejected")
    } catch {
      #expect(error.message.contains(row.message), "message: \(error.message)")
      #expect(error.location.line == row.line, "line of \(error.message)")
      #expect(error.location.column == row.column, "column of \(error.message)")
      #expect(error.pointer.description == row.pointer, "pointer of \(error.message)")
    }
  }

  @Test func keepsOrderDuplicatesAndLexemes() throws {
    let document = try JSONText(scanning: #"{"b":1.0,"a":36028797545517863,"b":-0e+1,"s":"\u00e9\n😀"}"#)
    #expect(document.value.keys == ["b", "a", "b", "s"])
    #expect(document.value["b"] == .number("1.0"))
    #expect(document.value["a"] == .number("36028797545517863"))
    #expect(document.value.members?[2].value == .number("-0e+1"))
    #expect(document.value["s"] == .string("é\n😀"))
    #expect(document.duplicateKeys.map(\.key) == ["b"])
    #expect(document.duplicateKeys.first?.location.column == 32)
  }

  /// The first occurrence is found past nested values and strings holding the key, and through escapes.
  @Test(arguments: [
    (#"{"a":{"b":1,"b":2}}"#, "/a", 7, 13),
    (#"{"x":"\"b\"","b":[{"b":0}],"y":{"b":1},"b":3}"#, "", 14, 40),
    (#"{"\u0062":1,"b":2}"#, "", 2, 13),
    ("{\n  \"k\": 1,\n  \"k\": 2\n}", "", 3, 3),
  ])
  func duplicateKeyRemembersTheFirst(_ text: String, object: String, firstColumn: Int, column: Int) throws {
    let document = try JSONText(scanning: text)
    let duplicate = try #require(document.duplicateKeys.first)
    #expect(duplicate.objectPointer.description == object)
    #expect(duplicate.firstLocation.column == firstColumn)
    #expect(duplicate.location.column == column)
    #expect(duplicate.firstLocation.offset < duplicate.location.offset)
  }

  @Test func skipsByteOrderMark() throws {
    let document = try JSONText(scanning: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    #expect(document.hadByteOrderMark)
    #expect(document.value == .object([]))
  }

  @Test func deepNestingIsACleanError() {
    let deep = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
    #expect(throws: JSONParseError.self) { try JSONText(scanning: deep) }
    var options = JSONParser.Options()
    options.maxDepth = 3
    #expect(throws: JSONParseError.self) { try JSONText(scanning: "[[[[]]]]", options: options) }
    #expect((try? JSONText(scanning: "[[[]]]", options: options)) != nil)
  }

  /// Where a value starts is worked out from the tape when asked: the first of repeated keys, nil for a
  /// step that is not there.
  @Test func locatesValuesByPointer() throws {
    let text = "{\n  \"aps\": {\n    \"badge\": \"1\",\n    \"badge\": 2\n  }\n}"
    let document = try JSONText(scanning: text)
    let location = try #require(document.location(of: JSONPointer("/aps/badge")))
    #expect(location.line == 3)
    #expect(location.column == 14)
    #expect(document.location(of: try JSONPointer("/aps/sound")) == nil)
  }

  @Test func pointerGetSetRemove() throws {
    var value = try JSONText(scanning: #"{"a/b":{"~c":[1,2]}}"#).value
    let pointer = try JSONPointer("/a~1b/~0c/1")
    #expect(pointer.tokens == ["a/b", "~c", "1"])
    #expect(pointer.description == "/a~1b/~0c/1")
    #expect(value[pointer: pointer] == .number("2"))
    try value.set("x", at: JSONPointer("/a~1b/~0c/-"))
    #expect(value[pointer: try JSONPointer("/a~1b/~0c")] == [1, 2, "x"])
    let removed = try value.remove(at: JSONPointer("/a~1b/~0c/0"))
    #expect(removed == 1)
    #expect(throws: JSONPointerError.self) { try JSONPointer("a") }
    #expect(throws: JSONPointerError.self) { try value.set(1, at: JSONPointer("/missing/deeper")) }
  }

  @Test func errorRendersWithExcerptAndCaret() {
    let source = Array("{\"aps\":{\"badge\":1 \"alert\":2}}".utf8)
    do {
      _ = try JSONText(scanning: source)
      Issue.record("must fail")
    } catch {
      let text = error.rendered(fileName: "payload.json", source: source)
      #expect(text.hasPrefix("payload.json:1:19: error: expected ',' or '}' after object member"))
      #expect(text.contains("^"))
    }
  }
}
