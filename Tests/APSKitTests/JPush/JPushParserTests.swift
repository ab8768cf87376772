import Foundation
import Testing

@testable import APSKit

@Suite struct JPushParserTests {
  func fixture(_ name: String) throws -> JSONValue {
    let data = try Data(contentsOf: CaptureFixture.folder.appendingPathComponent(name))
    return try #require(try CaptureReader().read(Array(data)).value)
  }

  @Test func pushBody() throws {
    let message = try JPushParser.parse(try fixture("json__jpush-v3-push.txt"))
    #expect(message.shape == .pushAPI)
    #expect(message.content == "Hi,JPush")
    #expect(message.title == "msg")
    #expect(message.contentType == "text")
    #expect(message.extras == ["key": "value"])
    #expect(message.findings.isEmpty)
  }

  @Test(arguments: ["nslog__jpush-custom-message.txt", "json__jpush-custom-message.txt"])
  func customMessage(_ name: String) throws {
    let message = try JPushParser.parse(try fixture(name))
    #expect(message.shape == .customMessage)
    #expect(message.content == "Hi,JPush")
    #expect(message.field("extras.key") == "value")
    #expect(message.msgId?.shortDisplay() == "20266198847393855")
  }

  @Test func apnsNotificationLiftsExtras() throws {
    let message = try JPushParser.parse(try fixture("nslog__jpush-apns-doc.txt"))
    #expect(message.shape == .apns)
    #expect(message.content == "hello,JPush!")
    #expect(message.extras == ["my_key": "a value", "news_id": 134])
    #expect(message.msgId == .number("813843507"))
  }

  @Test func dataFieldIsDecoded() throws {
    let message = try JPushParser.parse(["_j_msgid": 1, "_j_data_": "{\"data_msgtype\":1}", "aps": ["alert": "x"]])
    #expect(message.fields.map(\.path) == ["/_j_msgid", "/_j_data_", "/_j_data_ (decoded)"])
  }

  /// JPush's size limits (error 1005) are checked on the compact form, counted without printing it:
  /// the count is the printed size.
  @Test func sizeLimitsCountTheCompactForm() throws {
    let text = String(repeating: "字", count: 1400)
    let body: JSONValue = ["message": ["msg_content": .string(text)], "notification": ["ios": ["alert": .string(text)]]]
    let message = try JPushParser.parse(body)
    let messageSize = JSONPrinter.compact(["msg_content": .string(text)]).count
    let iosSize = JSONPrinter.compact(["ios": ["alert": .string(text)]]).count - 2
    #expect(message.findings.contains { $0.message == "message is \(messageSize) bytes; JPush allows 4000 for iOS (error 1005)" })
    #expect(message.findings.contains { $0.message == "\"ios\":{…} is \(iosSize) bytes; JPush allows 2000 (error 1005)" })
  }

  struct ProblemCase: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var pointer: String
    var severity: CaptureFinding.Severity
    var testDescription: String { name }
  }

  static let problems: [ProblemCase] = [
    .init(name: "missing msg_content", json: #"{"message":{"title":"t"}}"#, pointer: "/message/msg_content", severity: .error),
    .init(name: "extras not object", json: #"{"message":{"msg_content":"x","extras":[1]}}"#, pointer: "/message/extras", severity: .error),
    .init(name: "content_available", json: #"{"notification":{"ios":{"alert":"a","content_available":true}},"message":{"msg_content":"x"}}"#, pointer: "/notification/ios/content_available", severity: .error),
    .init(name: "badge text", json: #"{"notification":{"ios":{"alert":"a","badge":"many"}},"message":{"msg_content":"x"}}"#, pointer: "/notification/ios/badge", severity: .error),
    .init(name: "interruption level", json: #"{"notification":{"ios":{"alert":"a","interruption-level":"loud"}},"message":{"msg_content":"x"}}"#, pointer: "/notification/ios/interruption-level", severity: .error),
    .init(name: "collapse id", json: #"{"message":{"msg_content":"x"},"options":{"apns_collapse_id":"\#(String(repeating: "c", count: 65))"}}"#, pointer: "/options/apns_collapse_id", severity: .error),
    .init(name: "ttl", json: #"{"message":{"msg_content":"x"},"options":{"time_to_live":864001}}"#, pointer: "/options/time_to_live", severity: .error),
    .init(name: "message size", json: #"{"message":{"msg_content":"\#(String(repeating: "字", count: 1400))"}}"#, pointer: "/message", severity: .error),
    .init(name: "ios size", json: #"{"notification":{"ios":{"alert":"\#(String(repeating: "a", count: 1990))"}},"message":{"msg_content":"x"}}"#, pointer: "/notification/ios", severity: .error),
    .init(name: "unknown message key", json: #"{"message":{"msg_content":"x","sound":"a"}}"#, pointer: "/message/sound", severity: .warning),
    .init(name: "custom message content not string", json: #"{"content":1,"extras":{}}"#, pointer: "/content", severity: .error),
  ]

  @Test(arguments: problems)
  func problemsAreReported(_ problem: ProblemCase) throws {
    let message = try JPushParser.parse(try JSONText(scanning: Array(problem.json.utf8)).value)
    #expect(message.findings.map(\.pointer) == [problem.pointer])
    #expect(message.findings.first?.severity == problem.severity)
  }

  @Test func badgeForms() throws {
    for badge: JSONValue in [5, "+1", "-2", "auto", "7"] {
      let message = try JPushParser.parse(["notification": ["ios": ["alert": "a", "badge": badge]], "message": ["msg_content": "x"]])
      #expect(message.findings.isEmpty, "\(badge)")
    }
  }

  @Test func unwrapAndErrors() throws {
    let message = try JPushParser.parse(["content": "{\"a\":[1]}", "extras": [:]], unwrap: true)
    #expect(message.content == ["a": [1]])
    #expect(throws: JPushError.self) { try JPushParser.parse(["content": "plain", "extras": [:]], unwrap: true) }
    #expect(throws: JPushError.unknownShape(keys: ["x"])) { try JPushParser.parse(["x": 1]) }
    #expect(throws: JPushError.notAnObject("array")) { try JPushParser.parse([1]) }
  }
}
