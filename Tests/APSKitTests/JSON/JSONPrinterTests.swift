import APSKit
import Testing

@Suite struct JSONPrinterTests {
  private func reprint(_ text: String, _ options: JSONPrinter.Options = .compact) throws -> String {
    JSONPrinter(options: options).string(try JSONText(scanning: text).value)
  }

  @Test func compactIsByteExact() throws {
    let input = #"{"aps":{"badge":1.0,"alert":"hi"},"_j_msgid":36028797545517863}"#
    #expect(try reprint(input) == input)
    #expect(try reprint(" { \"a\" : [ 1 , 2e5 , -0.0 ] , \"b\" : { } , \"c\" : [ ] } ") == #"{"a":[1,2e5,-0.0],"b":{},"c":[]}"#)
  }

  @Test(arguments: [
    (#""a\/b""#, #""a/b""#),
    (#""\u00e9\u4f60😀""#, #""é你😀""#),
    (#""q\"b\\n\n\t\r\b\f""#, #""q\"b\\n\n\t\r\b\f""#),
    (#""\u0001\u001f\u007f""#, "\"\\u0001\\u001f\u{7f}\""),
  ])
  func escapesOnlyWhatJSONRequires(input: String, expected: String) throws {
    #expect(try reprint(input) == expected)
  }

  @Test func asciiOnlyEscapesNonASCIIWithSurrogatePairs() throws {
    #expect(try reprint(#""é你😀""#, .init(asciiOnly: true)) == #""\u00e9\u4f60\ud83d\ude00""#)
  }

  @Test func prettyIndentsAndTabs() throws {
    let input = #"{"aps":{"alert":{"title":"Hi"},"badge":1},"list":[1,[]],"empty":{}}"#
    #expect(try reprint(input, .pretty) == """
      {
        "aps": {
          "alert": {
            "title": "Hi"
          },
          "badge": 1
        },
        "list": [
          1,
          []
        ],
        "empty": {}
      }
      """)
    #expect(try reprint(#"{"a":[1]}"#, .init(indent: .tab)) == "{\n\t\"a\": [\n\t\t1\n\t]\n}")
    #expect(try reprint(#"{"a":[1]}"#, .init(indent: .spaces(4))) == "{\n    \"a\": [\n        1\n    ]\n}")
  }

  @Test func sortKeysIsStableForRepeats() throws {
    #expect(try reprint(#"{"b":1,"a":{"d":1,"c":2},"b":0,"B":3}"#, .init(sortKeys: true))
      == #"{"B":3,"a":{"c":2,"d":1},"b":1,"b":0}"#)
  }

  @Test func colorsWrapTokens() throws {
    let text = try reprint(#"{"k":"s","n":1,"t":true,"z":null}"#, .init(colors: .standard))
    #expect(text == "{\u{1B}[34;1m\"k\"\u{1B}[0m:\u{1B}[32m\"s\"\u{1B}[0m,\u{1B}[34;1m\"n\"\u{1B}[0m:\u{1B}[36m1\u{1B}[0m,"
      + "\u{1B}[34;1m\"t\"\u{1B}[0m:\u{1B}[33mtrue\u{1B}[0m,\u{1B}[34;1m\"z\"\u{1B}[0m:\u{1B}[90mnull\u{1B}[0m}")
  }

  @Test(arguments: ["plain", "q\"uote", "back\\slash", "new\nline", "\u{1}ctl", "emoji😀", ""])
  func encodedLengthMatchesPrinter(text: String) {
    #expect(JSONStringEscaper.encodedLength(text) == JSONPrinter.compact(.string(text)).count)
  }
}
