import Foundation
import Testing

@testable import APSKit

/// Captures as they really look. One table per class; the fixtures' sources are in
/// `Fixtures/capture/SOURCES.md`.
@Suite struct CaptureFidelityTests {
  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: CaptureFixture.folder.appendingPathComponent(name + ".txt")))
  }

  static func read(_ text: String, as form: CaptureForm? = nil, duplicates: Bool = false) throws -> Capture {
    try CaptureReader(allowDuplicates: duplicates).read(Array(text.utf8), as: form)
  }

  // MARK: class 1 — Swift po/dump trees are read whole or refused

  struct DumpCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var notes: [String]
    var testDescription: String { fixture }
  }

  /// Shapes from public `po userInfo` captures (see SOURCES.md).
  static let dumps: [DumpCase] = [
    .init(fixture: "swift-dump__firebase-flush-left", notes: ["skipped the prefix \"(lldb) po userInfo\""]),
    .init(fixture: "swift-dump__optional-indented", notes: [
      "skipped the prefix \"Printing description of userInfo:\"",
      "13:21: /aps/badge: unquoted 2 read as a number: Apple defines /aps/badge as a number",
      "16:21: /aps/mutable-content: unquoted 1 read as a number: Apple defines /aps/mutable-content as a number",
      "22:15: /tags/1: unquoted 42 read as a number (no schema types this key; the strings setting keeps it text)",
      "26:17: /id: unquoted 007 read as a string: not a JSON number (an NSNumber never prints so)",
      "30:17: /ratio: unquoted 0.5 read as a number (no schema types this key; the strings setting keeps it text)",
    ]),
    .init(fixture: "swift-dump__multiline-value", notes: ["8:9: a value spans 2 lines: read as one string with line breaks"]),
  ]

  @Test(arguments: dumps) func dumpNotes(_ testCase: DumpCase) throws {
    let capture = try CaptureReader().read(try Self.fixture(testCase.fixture))
    #expect(capture.form == .swiftDump)
    #expect(capture.notes.map(\.description) == testCase.notes)
  }

  @Test func dumpOptionalsAndObjectsWithoutCounts() throws {
    // `- some :` is how dump prints the value inside an Optional (Swift's Dump.swift mirrors it).
    let optional = try Self.read("▿ 1 element\n  ▿ 0 : 2 elements\n    - key : a\n    ▿ value : Optional(\"x\")\n      - some : \"x\"\n")
    #expect(optional.value == ["a": "x"])
    // An object dump cannot show as JSON: refused, exit 1 (never a fragment).
    #expect(throws: CaptureError.self) {
      try Self.read("▿ 1 element\n  ▿ 0 : 2 elements\n    - key : frame\n    ▿ value : NSRect\n")
    }
  }

  @Test func dumpNeverReturnsAFragment() throws {
    // Every prefix of a dump either reads to the same value or fails: no partial dictionary.
    let input = try Self.fixture("swift-dump__optional-indented")
    let whole = try CaptureReader().read(input).value
    let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for count in 2..<lines.count {
      let prefix = Array(lines.prefix(count).joined(separator: [UInt8(ascii: "\n")]))
      if let value = try? CaptureReader().read(prefix, as: .swiftDump).value {
        #expect(value == whole, "prefix of \(count) lines read as \(value)")
      }
    }
  }

  // MARK: class 2 — unquoted scalars typed by the key's schema, each choice noted

  struct ScalarCase: Sendable, CustomTestStringConvertible {
    var input: String
    var value: JSONValue
    var note: String
    var testDescription: String { input }
  }

  /// Apple, "Generating a remote notification"
  /// (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification):
  /// alert/sound/category/thread-id/target-content-id strings, badge/content-available numbers;
  /// JPush v3 (https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push): msg_content/title strings.
  static let scalars: [ScalarCase] = [
    .init(input: "{ aps = { alert = 11111; }; }", value: ["aps": ["alert": "11111"]],
      note: "1:19: /aps/alert: unquoted 11111 read as a string: Apple defines /aps/alert as a string"),
    .init(input: "{ aps = { alert = { body = 42; }; }; }", value: ["aps": ["alert": ["body": "42"]]],
      note: "1:28: /aps/alert/body: unquoted 42 read as a string: Apple defines /aps/alert/body as a string"),
    .init(input: "{ aps = { \"target-content-id\" = 7; }; }", value: ["aps": ["target-content-id": "7"]],
      note: "1:33: /aps/target-content-id: unquoted 7 read as a string: Apple defines /aps/target-content-id as a string"),
    .init(input: "{ aps = { \"content-available\" = 1; }; }", value: ["aps": ["content-available": 1]],
      note: "1:33: /aps/content-available: unquoted 1 read as a number: Apple defines /aps/content-available as a number"),
    .init(input: "{ content = 11111; }", value: ["content": "11111"],
      note: "1:13: /content: unquoted 11111 read as a string: JPush defines /content as a string"),
    .init(input: "{ message = { \"msg_content\" = 5; }; }", value: ["message": ["msg_content": "5"]],
      note: "1:31: /message/msg_content: unquoted 5 read as a string: JPush defines /message/msg_content as a string"),
    .init(input: "{ payload = 123; }", value: ["payload": "123"],
      note: "1:13: /payload: unquoted 123 read as a string: GeTui defines /payload as a string"),
    .init(input: "{ \"_j_msgid\" = 813843507; }", value: ["_j_msgid": 813843507],
      note: "1:16: /_j_msgid: unquoted 813843507 read as a number: JPush defines /_j_msgid as a number"),
    .init(input: "{ id = 75; }", value: ["id": 75],
      note: "1:8: /id: unquoted 75 read as a number (no schema types this key; the strings setting keeps it text)"),
    .init(input: "[AnyHashable(\"aps\"): {\n    alert = 9;\n}]", value: ["aps": ["alert": "9"]],
      note: "2:13: /aps/alert: unquoted 9 read as a string: Apple defines /aps/alert as a string"),
  ]

  @Test(arguments: scalars) func unquotedScalarsFollowTheSchema(_ testCase: ScalarCase) throws {
    let capture = try Self.read(testCase.input)
    #expect(capture.value == testCase.value)
    #expect(capture.notes.map(\.description).contains(testCase.note), "\(capture.notes)")
  }

  @Test func guessNotesAreCapped() throws {
    let members = (0..<(ScalarGuesses.limit + 20)).map { "k\($0) = \($0);" }.joined(separator: " ")
    let capture = try Self.read("{ \(members) }")
    #expect(capture.notes.count == ScalarGuesses.limit + 1)
    #expect(capture.notes.last?.message == "and 20 more unquoted scalars typed the same way (not listed)")
  }

  // MARK: class 3 — detection prefers the whole reading, else the most plausible error

  struct DetectCase: Sendable, CustomTestStringConvertible {
    var input: String
    var form: CaptureForm?
    var error: String?
    var testDescription: String { input }
  }

  static let detections: [DetectCase] = [
    // JPush's own v3 example with a missing comma: JSON, error at its real line:column.
    .init(input: "{\n  \"cid\": \"x\"\n  \"platform\": \"all\"\n}", error: "3:3: JSON syntax error: expected ',' or '}' after object member"),
    .init(input: "{\"a\": 1,}", error: "1:8: JSON syntax error: trailing comma before '}': remove the ','"),
    .init(input: "{\n \"aps\": {\"alert\":\"x\"}\n", error: "3:1: JSON syntax error: unexpected end of input: expected ',' or '}' after object member"),
    // A JS object literal and commented JSON are unreadable (exit 1), never "text".
    .init(input: "{ aps: { alert: \"hi\" } }", error: "1:3: not readable as any capture form; read as json (the most plausible): JSON syntax error: expected '\"' to start an object key, found 'a' (keys are double-quoted strings)"),
    .init(input: "// pushed at 10:00\n{\"aps\":{\"alert\":\"hi\"}}", error: "1:1: not readable as any capture form; read as json (the most plausible): JSON syntax error: expected a JSON value, found '/'"),
    // A balanced description whose key holds the GeTui demo line is a description.
    .init(input: "{ \"taskId=a,messageId:b,payloadMsg:c\" = 1; }", form: .nslog),
    .init(input: "taskId=a,messageId:b,payloadMsg:{\"x\":1}", form: .getuiLog),
    .init(input: "▿ 1 element\n  ▿ 0 : 2 elements\n    - key : a\n    - value : 1\n", form: .swiftDump),
    .init(input: "plain words", form: .text),
  ]

  @Test(arguments: detections) func detection(_ testCase: DetectCase) {
    do {
      let capture = try CaptureReader().read(Array(testCase.input.utf8))
      #expect(testCase.error == nil, "read \(String(describing: capture.value))")
      #expect(capture.form == testCase.form)
    } catch {
      #expect(error.description == testCase.error)
    }
  }

  @Test func formsTriedNameEveryForm() throws {
    let tried = CaptureReader().formsTried(Array("{\n  \"cid\": \"x\"\n  \"platform\": \"all\"\n}".utf8), spelling: \.fact)
    // The app-side forms, Dart and JavaScript, the server-side printers, then hex and base64.
    #expect(tried.count == CaptureReader.structuredForms.count + 2)
    #expect(tried.contains { $0.hasPrefix("python: ") } && tried.contains { $0.hasPrefix("go-v: ") })
    #expect(tried.contains("json: 3:3: JSON syntax error: expected ',' or '}' after object member"))
  }

  // MARK: class 4 — vendor bodies

  struct VendorCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var provider: InspectReport.Provider
    var payload: String?
    var testDescription: String { fixture }
  }

  static let vendors: [VendorCase] = [
    .init(fixture: "json__getui-rest-v1", provider: .getui, payload: "{\"type\":1,\"id\":\"42\"}"),
    .init(fixture: "json__jpush-v3-notification-only", provider: .jpush, payload: nil),
    .init(fixture: "json__getui-nested-userinfo", provider: .getui, payload: "{\"page\":\"order\"}"),
    .init(fixture: "json__getui-push-channel-ios", provider: .getui, payload: "自定义消息内容"),
    .init(fixture: "swift-dump__getui-userinfo", provider: .getui, payload: "{\"type\":\"order\",\"id\":123}"),
  ]

  @Test(arguments: vendors) func vendorBodiesAreRecognised(_ testCase: VendorCase) throws {
    let report = InspectReport(try CaptureReader().read(try Self.fixture(testCase.fixture)))
    #expect(report.provider == testCase.provider, "\(report.providerReason)")
    if testCase.provider == .getui {
      #expect(report.getui?.payload == testCase.payload)
    } else {
      #expect(report.jpush?.shape == .pushAPI)
    }
  }

  // MARK: class 5 — one duplicate-key rule, and validate's own checks

  static let duplicates: [(String, CaptureForm)] = [
    ("{\"a\":1,\"a\":2}", .json),
    ("{ a = 1; a = 2; }", .nslog),
    ("[AnyHashable(\"a\"): 1, AnyHashable(\"a\"): 2]", .swift),
    ("▿ 2 elements\n▿ 0 : 2 elements\n- key : a\n- value : 1\n▿ 1 : 2 elements\n- key : a\n- value : 2\n", .swiftDump),
    ("7b2261223a312c2261223a327d", .hex),
  ]

  @Test(arguments: duplicates.indices) func duplicateKeysAreAnErrorEverywhere(_ index: Int) throws {
    let (input, form) = Self.duplicates[index]
    #expect {
      try Self.read(input)
    } throws: { error in
      guard case .duplicateKey(let key, _, _)? = error as? CaptureError else { return false }
      return key == "a"
    }
    let kept = try Self.read(input, duplicates: true)
    #expect(kept.form == form)
    #expect(kept.value?.members?.map(\.key) == ["a", "a"])
  }

  @Test func inspectChecksAreValidates() throws {
    let source = Array("{\"aps\":{\"alert\":\"x\",\"alert\":\"y\"},\"n\":\"\\u00e9\"}".utf8)
    let report = InspectReport(try CaptureReader(allowDuplicates: true).read(source))
    #expect(report.validation == PayloadValidator.validate(source))
    #expect(report.validation?.diagnostics.contains { $0.rule == "duplicate-key" } == true)
  }

  // MARK: class 6 — field explanations

  @Test func geTuiFieldsAreExplained() throws {
    let nested = InspectReport(try CaptureReader().read(try Self.fixture("json__getui-nested-userinfo")))
    let fields = Dictionary(nested.fields.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
    // GeTui's demo: `@{@"_gmid_": [NSString stringWithFormat:@"%@:%@", taskId, msgId]}`.
    #expect(fields["taskId"] == "OSS-0212_1b75aa")
    #expect(fields["messageId"] == "d09057a1c4")
    #expect(fields["/pushInfo/userInfo/orderId"] == "9")
    let ios = InspectReport(try CaptureReader().read(try Self.fixture("json__getui-push-channel-ios")))
    let meanings = Dictionary(ios.fields.map { ($0.path, $0.meaning) }, uniquingKeysWith: { first, _ in first })
    #expect(meanings["/ios/payload"]?.contains("separate field") == true)
    #expect(meanings["/ios/auto_badge"]?.contains("GeTui's server computes aps.badge") == true)
    #expect(meanings["/ios/apns-collapse-id"]?.contains("apns-collapse-id request header") == true)
    let v1 = InspectReport(try CaptureReader().read(try Self.fixture("json__getui-rest-v1")))
    #expect(v1.fields.contains { $0.path == "/push_info/aps/autoBadge" && $0.value == "+1" })
  }

  @Test func jpushBusinessIsUndocumented() throws {
    let message = try JPushParser.parse(["aps": ["alert": "x"], "_j_business": 2, "_j_msgid": 1])
    #expect(message.fields.first { $0.path == "/_j_business" }?.meaning == "JPush internal key (meaning undocumented; its value varies)")
  }

  // MARK: errors cap what they quote

  @Test func errorsQuoteAtMostAFewCharacters() throws {
    let key = String(repeating: "k", count: 1_000_000)
    #expect {
      try Self.read("{ \(key) x }")
    } throws: { error in
      (error as? CaptureError)?.description.count ?? .max < 200
    }
    let keys = (0..<100_000).map { "\"key\($0)\": 1" }.joined(separator: ",")
    let error = JPushError.unknownShape(keys: try JSONText(scanning: "{\(keys)}").value.keys)
    #expect(error.message.count < 600)
  }
}
