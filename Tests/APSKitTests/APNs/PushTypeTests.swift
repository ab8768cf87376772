import Testing

@testable import APSKit

@Suite struct PushTypeTests {
  @Test(arguments: [
    (#"{"aps":{"alert":"hi"}}"#, nil, PushType.alert),
    (#"{"aps":{"badge":1}}"#, nil, .alert),
    (#"{"aps":{"content-available":1}}"#, nil, .background),
    (#"{"aps":{"content-available":1,"badge":1}}"#, nil, .alert),
    (#"{"aps":{"event":"update"}}"#, nil, .liveactivity),
    (#"{"aps":{"content-state":{}}}"#, nil, .liveactivity),
    (#"{"aps":{"content-changed":true}}"#, nil, .widgets),
    (#"{"aps":{"content-changed":true}}"#, "com.example.app.push-type.controls", .controls),
    (#"{"mdm":"ABC"}"#, nil, .mdm),
    (#"{"aps":{},"mdm":"ABC"}"#, nil, .mdm),
    (#"{"caller":"Ann"}"#, "com.example.app.voip", .voip),
    (#"{"ptt":1}"#, "com.example.app.voip-ptt", .pushtotalk),
    (#"{"aps":{"alert":"hi"}}"#, "com.example.app", .alert),
    (#"{"custom":1}"#, nil, .alert),
  ] as [(String, String?, PushType)])
  func inference(_ payload: String, _ topic: String?, _ expected: PushType) throws {
    let value = try JSONText(scanning: payload).value
    #expect(PushType.infer(payload: value, topic: topic) == expected)
    let report = PayloadValidator.validate(Array(payload.utf8), context: .init(topic: topic))
    #expect(report.pushType == expected && report.pushTypeInferred)
  }

  @Test func declaredPushTypeWins() {
    let report = PayloadValidator.validate(Array(#"{"aps":{"content-available":1}}"#.utf8), context: .init(pushType: "alert"))
    #expect(report.pushType == .alert && !report.pushTypeInferred)
  }

  @Test(arguments: PushType.allCases)
  func sizeLimits(_ type: PushType) {
    #expect(type.sizeLimit == (type == .voip ? 5120 : 4096))
    let report = PayloadValidator.validate(value: ["aps": ["alert": "hi"]], context: .init(pushType: type.rawValue))
    #expect(report.limit == type.sizeLimit && report.bytes == 22)
  }

  @Test func limitOverride() {
    let report = PayloadValidator.validate(value: ["aps": ["alert": "hi"]], context: .init(sizeLimit: 10))
    #expect(report.limit == 10 && report.diagnostics.map(\.rule) == ["payload-too-large"])
  }

  @Test func elevenPushTypes() {
    #expect(PushType.allCases.count == 11)
    #expect(PushType.fromTopicSuffix("com.example.app.voip-ptt") == .pushtotalk)
    #expect(PushType.fromTopicSuffix("com.example.app.pushkit.fileprovider") == .fileprovider)
    #expect(PushType.fromTopicSuffix("com.example.app") == nil)
  }
}

@Suite struct ValidationLocationTests {
  @Test func findingsGetLineAndColumn() {
    let source = Array("{\n  \"aps\": {\n    \"badge\": \"1\",\n    \"sound\": {\"critical\": 1}\n  }\n}".utf8)
    var report = PayloadValidator.validate(source, context: .init(topic: "com.example.app"))
    report.locate(in: source[...])
    let badge = report.diagnostics.first { $0.rule == "badge-type" }
    #expect(badge?.line == 3 && badge?.column == 14)
    // A missing key points at its object.
    let name = report.diagnostics.first { $0.rule == "sound-dict" }
    #expect(name?.path == "/aps/sound/name" && name?.line == 4 && name?.column == 14)
    let header = report.diagnostics.first { $0.rule == "push-type-missing" }
    #expect(header != nil && header?.line == nil)
  }

  @Test func unicodeEscapesPointAtTheEscape() {
    let source = Array(#"{"x":1}"#.utf8) + [0x0A] + Array(#"{"aps":{"alert":"caf\u00e9"}}"#.utf8)
    let line = source[8...]  // the second line, as --jsonl hands it over
    let report = PayloadValidator.validate(line)
    let escape = report.diagnostics.first { $0.rule == "unicode-escape" }
    #expect(escape?.line == 1 && escape?.column == 21 && escape?.path == "/aps/alert")
  }
}
