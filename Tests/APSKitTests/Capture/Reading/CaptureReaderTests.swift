import Testing

@testable import APSKit

@Suite struct CaptureReaderTests {
  func read(_ text: String, as form: CaptureForm? = nil, strings: Bool = false) throws -> Capture {
    try CaptureReader(stringsOnly: strings).read(Array(text.utf8), as: form)
  }

  @Test func typeGuessesAreNoted() throws {
    let capture = try read("{\n    a = \"3.14\";\n    b = \"<null>\";\n    c = true;\n    d = 0;\n    aps = { badge = 1; };\n}\n")
    // A bare `true` in an old-style description is text: Darwin prints an NSNumber boolean as 1.
    #expect(capture.value == ["a": "3.14", "b": nil, "c": "true", "d": 0, "aps": ["badge": 1]])
    #expect(capture.notes.map(\.description) == [
      "2:9: /a: quoted number \"3.14\" kept as a string (Darwin quotes negative and decimal NSNumbers too; it may have been a number)",
      "3:9: /b: \"<null>\" read as null (NSNull prints so; the string \"<null>\" prints the same)",
      "4:9: /c: bare true read as a string: Darwin prints an NSNumber boolean as 1/0, so true here is text (the strings setting keeps every scalar text)",
      "5:9: /d: unquoted 0 read as a number (no schema types this key; the strings setting keeps it text); Darwin prints booleans as 1/0 too",
      "6:21: /aps/badge: unquoted 1 read as a number: Apple defines /aps/badge as a number",
    ])
  }

  @Test func stringsModeKeepsText() throws {
    let capture = try read("{ big = 36028797545517863; n = <null>; q = \"<null>\"; t = true; }", strings: true)
    #expect(capture.value == ["big": "36028797545517863", "n": "<null>", "q": "<null>", "t": "true"])
    #expect(capture.notes.isEmpty)
  }

  @Test func bigIntegersKeepEveryDigit() throws {
    #expect(try read("{ id = 123456789012345678901234567890; }").value == ["id": .number("123456789012345678901234567890")])
  }

  @Test func leadingZerosStayStrings() throws {
    #expect(try read("{ zip = 007; }").value == ["zip": "007"])
  }

  struct FormCase: Sendable, CustomTestStringConvertible {
    var input: String
    var form: CaptureForm
    var testDescription: String { input }
  }

  static let forms: [FormCase] = [
    .init(input: "0x7b226b6579223a317d", form: .hex),
    .init(input: "7B226B6579223A317D\n", form: .hex),
    .init(input: "eyJrZXkiOjF9", form: .base64),
    .init(input: "eyJrZXkiOjF9\n", form: .base64),
    .init(input: "hello", form: .text),
    .init(input: "deadbeef", form: .text),
    .init(input: "1234", form: .text),
    .init(input: "hello {name}", form: .text),
    .init(input: #"{"a":1}"#, form: .json),
    // `{` + `"key":` is JSON with a syntax error, never text or a strings file.
    .init(input: #"{"a":1"#, form: .json),
    .init(input: "{ a = 1; }", form: .nslog),
    .init(input: "<>", form: .nsdataLegacy),
    .init(input: "data: {length = 0, bytes = 0x}", form: .nsdata),
    .init(input: "[AnyHashable(\"a\"): 1]", form: .swift),
    .init(input: "taskId=a,messageId:b,payloadMsg:c", form: .getuiLog),
  ]

  @Test(arguments: forms) func detection(_ testCase: FormCase) {
    #expect(CaptureReader().detect(Array(testCase.input.utf8)) == testCase.form)
  }

  @Test func bomIsSkippedWithANote() throws {
    let capture = try CaptureReader().read([0xEF, 0xBB, 0xBF] + Array("<7b7d>".utf8))
    #expect(capture.value == [:])
    #expect(capture.notes.first?.message == "skipped a UTF-8 byte order mark at the start")
    let inner = try read("<efbbbf 7b7d>")
    #expect(inner.text == "{}")
    #expect(inner.notes.map(\.message) == ["the payload starts with a UTF-8 byte order mark (skipped)"])
  }

  @Test func invalidUTF8OffsetCountsTheBOM() {
    #expect(throws: CaptureError.invalidUTF8(offset: 4, at: SourceLocation(offset: 4, line: 1, column: 2))) {
      try CaptureReader().read([0xEF, 0xBB, 0xBF, 0x61, 0xFF], as: .text)
    }
    #expect(throws: CaptureError.invalidUTF8(offset: 1)) { try read("<61ed a080>") }
    #expect(throws: CaptureError.invalidUTF8(offset: 0)) { try read("<c0af>") }
  }

  @Test func base64Errors() {
    #expect(throws: CaptureError.invalidBase64(reason: "5 characters cannot be base64 (one too many or a character was lost)", at: SourceLocation(offset: 5, line: 1, column: 6))) {
      try read("eyJrZ", as: .base64)
    }
    #expect(throws: CaptureError.invalidBase64(reason: "data after '=' padding", at: SourceLocation(offset: 2, line: 1, column: 3))) {
      try read("eA=A", as: .base64)
    }
  }

  @Test func forcedFormMismatch() {
    #expect(throws: CaptureError.notInForm(form: "nsdata", reason: "no '{' found")) { try read("x <7b7d>", as: .nsdata) }
    #expect(throws: CaptureError.malformedDataDescription(reason: "unknown field 'a'", at: SourceLocation(offset: 2, line: 1, column: 3))) {
      try read("{ a = <7b>; }", as: .nsdata)
    }
    #expect(throws: CaptureError.self) { try read("{ = }", as: .json) }
  }

  @Test func prefixWithBracketsAndLabels() throws {
    let capture = try read("收到通知(推送)[Receive]: label {x} {\n    a = 1;\n}\ntrailing words")
    #expect(capture.value == ["a": 1])
    #expect(capture.notes.map(\.message).contains("ignored text after the description"))
  }

  @Test func cutCaptureIsNeverAFragment() {
    // The inner dictionary is complete, but the outer one was cut: that is truncation.
    #expect(throws: CaptureError.self) { try read("{\n    aps =     {\n        badge = 1;\n    };\n    id = ") }
  }

  /// JSON logged after a prefix on the same line is read, with the prefix named in a note: NSLog's
  /// `2025-01-02 10:11:12.345 App[pid:tid] ` (Apple, "NSLog": "Logs an error message to the Apple System Log
  /// facility", https://developer.apple.com/documentation/foundation/1395275-nslog, whose lines carry the
  /// process name and ids), a device console's `<Notice>: ` and `print("userInfo: \(json)")`. Positions stay
  /// those of the input; text that only ends in a bracket is still refused.
  @Test(arguments: [
    ("2025-01-02 10:11:12.345 Demo[123:4567] {\"aps\":{\"alert\":\"hi\"}}", "2025-01-02 10:11:12.345 Demo[123:4567]"),
    ("Jan  2 10:11:12 iPhone Demo[99] <Notice>: {\n  \"aps\": {\"alert\": \"hi\"}\n}", "Jan  2 10:11:12 iPhone Demo[99] <Notice>:"),
    ("userInfo: {\"aps\":{\"alert\":\"hi\"}}\n", "userInfo:"),
  ])
  func jsonAfterALogPrefix(_ text: String, _ prefix: String) throws {
    let capture = try read(text)
    #expect(capture.form == .json)
    #expect(capture.value == ["aps": ["alert": "hi"]])
    #expect(capture.notes.map(\.description) == ["skipped the prefix \(prefix.debugDescription)"])
    #expect(capture.jsonSource?.count == text.utf8.count)  // blanked, not cut: line:column still match
  }

  @Test func textEndingInABracketIsNotJSON() throws {
    #expect(throws: CaptureError.self) { try read("hello [1, 2]") }
    #expect(try read("note: {\"a\": 1} and more").form == .text)  // the JSON must run to the end
  }
}
