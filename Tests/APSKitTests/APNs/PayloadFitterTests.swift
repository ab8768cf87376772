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
    let reparsed = try JSONText(scanning: printed).value
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
    #expect(JSONPrinter.compact(longer).count > limit, "\(name): one more grapheme still fits")
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

/// Fitting on the tape splices the cut string into the compact form of the input as written
/// (whitespace, escapes, fields around the cut one): the same bytes as cutting a tree and printing it.
@Suite struct PayloadFitterSpliceTests {
  static let documents = [
    "{\n  \"id\" : [1, 2.50, {\"k\": null}],\n  \"aps\" : {\n    \"alert\" : { \"title\" : \"T\\u00e9\", \"body\" : \"say \\\"hi\\\" \\u0001 \(String(repeating: "Grüße 👋🏽 ", count: 30))\" },\n    \"badge\" : 1 },\n  \"tail\" : \"\\/x\" }",
    "{\"aps\":{\"alert\":\"\(String(repeating: "e\\u0301\\n", count: 80))\"},\"z\":[true,false]}",
    "[{\"x\":\"\(String(repeating: "ab", count: 100))\"}, {\"note\": \"\(String(repeating: "n", count: 300))\", \"after\": [\"…\"]}]",
  ]

  @Test(arguments: zip(documents, [nil, nil, "/1/note"]))
  func sameAsCuttingTheTree(document: String, field: String?) throws {
    let pointer = try field.map { try JSONPointer($0) }
    for limit in [60, 97, 150, 400] {
      var measurer = PayloadMeasurer(limit: limit, fit: (pointer, "…"))
      let fitted = try #require(try measurer.measure(Array(document.utf8)[...]).fitted)
      let tree = try JSONText(scanning: Array(document.utf8)).value
      guard case .success(let result) = fitted else {
        #expect(throws: fitted.failure ?? FitError.noTextField) { try Self.cutTree(tree, limit: limit, field: pointer) }
        continue
      }
      let expected = try Self.cutTree(tree, limit: limit, field: try JSONPointer(result.field))
      #expect(result.compact == JSONPrinter.compact(expected.tree), "limit \(limit)")
      #expect(result.bytes == result.compact.count && result.removedCharacters == expected.removed)
    }
  }

  /// The cut as it was made on trees: the longest prefix whose printed tree fits, by binary search.
  static func cutTree(_ tree: JSONValue, limit: Int, field: JSONPointer?) throws -> (tree: JSONValue, removed: Int) {
    let pointer = try field ?? JSONPointer(try #require(PayloadFitter.defaultFields.first { tree[pointer: try JSONPointer($0)]?.stringValue != nil }))
    let characters = Array(try #require(tree[pointer: pointer]?.stringValue))
    func candidate(_ count: Int) throws -> JSONValue {
      var copy = tree
      try copy.set(.string(String(characters[0..<count]) + "…"), at: pointer)
      return copy
    }
    if JSONPrinter.compact(tree).count <= limit { return (tree, 0) }
    guard JSONPrinter.compact(try candidate(0)).count <= limit else {
      throw FitError.cannotFit(field: pointer.description, bytesWithEmptyField: JSONPrinter.compact(try candidate(0)).count, limit: limit)
    }
    var (low, high) = (0, characters.count)
    while low < high {
      let middle = (low + high + 1) / 2
      if JSONPrinter.compact(try candidate(middle)).count <= limit { low = middle } else { high = middle - 1 }
    }
    return (try candidate(low), characters.count - low)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
