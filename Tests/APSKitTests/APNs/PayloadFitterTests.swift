import Testing

@testable import APSKit

@Suite struct PayloadFitterTests {
  static let texts: [(String, String)] = [
    ("ascii", "The quick brown fox jumps over the lazy dog. "),
    ("cjk", "你好世界，推送通知来了。個推極光"),
    ("skin tones", "👍🏽👋🏿🙌🏻 ok "),
    ("zwj", "👨‍👩‍👧‍👦👩‍💻🏳️‍🌈 "),
    ("flags", "🇨🇳🇺🇸🇯🇵🇩🇪"),
    ("combining", "e\u{301}a\u{308}n\u{303}o\u{302}\u{323}Z\u{36B}\u{33F}\u{344} "),
    ("quotes and controls", "say \"hi\"\n\t\u{01}\\ \u{1F}\"\""),
  ]

  static let cases: [(String, String, Int, String)] = texts.flatMap { name, text in
    [(name, text, 90, "…"), (name, text, 131, "…"), (name, text, 200, ""), (name, text, 4096, "..."), (name, text, 97, "…")]
  }

  @Test(arguments: cases)
  func fitsAsLongAsPossible(_ name: String, _ unit: String, _ limit: Int, _ ellipsis: String) throws {
    let original = String(repeating: unit, count: 4200 / unit.utf8.count + 1)
    let payload: JSONValue = ["aps": ["alert": ["title": "T", "body": .string(original)]], "id": "x"]
    let result = try PayloadFitter.fit(payload, limit: limit, ellipsis: ellipsis)
    #expect(result.field == "/aps/alert/body")
    // Parses, fits, ends with the ellipsis.
    let printed = JSONPrinter.compact(result.payload)
    let reparsed = try JSONParser.parse(printed).value
    #expect(reparsed == result.payload)
    #expect(printed.count <= limit && result.bytes == printed.count)
    let body = try #require(reparsed[pointer: JSONPointer("/aps/alert/body")]?.stringValue)
    #expect(body.hasSuffix(ellipsis))
    // Whole graphemes of the original, and one more would not fit.
    let kept = Array(body.dropLast(ellipsis.count))
    let characters = Array(original)
    #expect(Array(characters.prefix(kept.count)) == kept)
    var longer = payload
    try longer.set(.string(String(characters.prefix(kept.count + 1)) + ellipsis), at: JSONPointer("/aps/alert/body"))
    #expect(JSONPrinter.compactSize(of: longer) > limit, "\(name): one more grapheme still fits")
    #expect(result.removedCharacters == characters.count - kept.count)
  }

  @Test func picksTheLongestDefaultField() throws {
    let payload: JSONValue = ["aps": ["alert": ["title": .string(String(repeating: "t", count: 300)), "body": "short"]]]
    let result = try PayloadFitter.fit(payload, limit: 100)
    #expect(result.field == "/aps/alert/title" && result.bytes <= 100)
    let string: JSONValue = ["aps": ["alert": .string(String(repeating: "s", count: 300))]]
    #expect(try PayloadFitter.fit(string, limit: 100).field == "/aps/alert")
  }

  @Test func givenFieldAndUnchangedWhenItFits() throws {
    let payload: JSONValue = ["aps": ["alert": "hi"], "note": .string(String(repeating: "n", count: 300))]
    let note = try JSONPointer("/note")
    let result = try PayloadFitter.fit(payload, limit: 100, field: note)
    #expect(result.field == "/note" && result.bytes <= 100)
    let same = try PayloadFitter.fit(payload, limit: 4096, field: note)
    #expect(same.payload == payload && same.removedCharacters == 0)
  }

  @Test func errors() throws {
    let payload: JSONValue = ["aps": ["badge": 1], "big": .string(String(repeating: "b", count: 300))]
    #expect(throws: FitError.noTextField) { try PayloadFitter.fit(payload, limit: 100) }
    #expect(throws: FitError.fieldNotFound("/aps/alert")) { try PayloadFitter.fit(payload, limit: 100, field: JSONPointer("/aps/alert")) }
    #expect(throws: FitError.notAString("/aps/badge", typeName: "number")) {
      try PayloadFitter.fit(payload, limit: 100, field: JSONPointer("/aps/badge"))
    }
    let crowded: JSONValue = ["aps": ["alert": "hello"], "big": .string(String(repeating: "b", count: 300))]
    #expect(throws: FitError.cannotFit(field: "/aps/alert", bytesWithEmptyField: 332, limit: 100)) {
      try PayloadFitter.fit(crowded, limit: 100)
    }
  }
}
