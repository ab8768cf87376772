import Foundation
import Testing

@testable import APSKit

@Suite struct GeTuiDecoderTests {
  func fixture(_ name: String) throws -> Capture {
    let data = try Data(contentsOf: CaptureFixture.folder.appendingPathComponent(name))
    return try CaptureReader().read(Array(data))
  }

  @Test func logLineGivesTaskMessageAndPayload() throws {
    let decoded = GeTuiDecoder.decode(try fixture("getui-log__demo.txt"))
    #expect(decoded.source == .logLine)
    #expect(decoded.taskId == "OSL-0824_vKUVUIs1qd67M2X6WH2dh2")
    #expect(decoded.messageId == "d09057a1fbba4ff9ae4f30e826e83642")
    #expect(decoded.offline == false)
    #expect(decoded.payloadJSON?["type"] == .number("71"))
  }

  @Test func offlineMarkerAndPayloadIdVariant() throws {
    let decoded = GeTuiDecoder.decode(try fixture("getui-log__offline-payloadid.txt"))
    #expect(decoded.offline == true)
    #expect(decoded.payload == "hello,messageId:not-a-field")
    #expect(decoded.payloadJSON == nil)
    #expect(decoded.fields.first?.path == "payloadId")
  }

  @Test(arguments: ["nslog__getui-apns-seed000.txt", "json__getui-userinfo.txt"])
  func apnsUserInfoExtractsPayloadAndSplitsGmid(_ name: String) throws {
    let decoded = GeTuiDecoder.decode(try fixture(name))
    #expect(decoded.source == .apnsUserInfo)
    #expect(decoded.payload == "{\"title\":\"zhanguowusuang\",\"subtitle\":\"VHCombin\",\"actionType\":\"100\"}\n")
    #expect(decoded.payloadJSON?["actionType"] == .string("100"))
    #expect(decoded.taskId == "GT_1116_4f494301457b99468eaafd9425c7583c")
    #expect(decoded.messageId == "3d0ac84f-83a-1671902a71e-7273733695")
    #expect(decoded.fields.map(\.path) == ["/_ge_", "/_gmid_", "taskId", "messageId", "_gmid_ rest", "/_gurl_", "/payload"])
    #expect(decoded.findings.isEmpty)
  }

  @Test func swiftPrintUserInfo() throws {
    let decoded = GeTuiDecoder.decode(try fixture("swift__getui-userinfo.txt"))
    #expect(decoded.payloadJSON?["id"] == .number("123"))
    #expect(decoded.taskId == "OSS-1128_0398c109")
  }

  @Test func escapedJSONStringIsDecodedOneLevel() throws {
    let decoded = GeTuiDecoder.decode(try fixture("json__escaped-json-string.txt"))
    #expect(decoded.payload == "{\"a\":1}")
    #expect(decoded.payloadJSON == ["a": 1])
  }

  @Test func callbackDictionary() throws {
    let decoded = GeTuiDecoder.decode(try fixture("nslog__flutter-getui-dict.txt"))
    #expect(decoded.source == .callbackDictionary)
    #expect(decoded.offline == false)
    #expect(decoded.payloadJSON == ["type": 71])
  }

  @Test func oddGmidIsAWarning() {
    var findings: [CaptureFinding] = []
    _ = JSONText(printing: ["_gmid_": "hello"]).withRoot { GeTuiKeys.explain($0, findings: &findings) }
    #expect(findings == [CaptureFinding(.warning, "/_gmid_", "_gmid_ is not shaped taskId:… (expected e.g. OSS-0212_1b75…:…)")])
    for good in ["OSS-0212_1b7578259b74972b2bba556bb12a9f9a", "RASS_0930_8a85", "GT_1116_4f49", "RASA_123_12469008ac"] {
      #expect(GeTuiKeys.isTaskIdShaped(Substring(good)), "\(good)")
    }
  }

  @Test func pushBodyWithTwoKindsIsAnError() {
    let body: JSONValue = ["push_message": ["transmission": "x", "notification": ["title": "t"]]]
    let decoded = GeTuiDecoder.decode(Capture(form: .json, value: body))
    #expect(decoded.findings.contains { $0.severity == .error && $0.pointer == "/push_message" })
    #expect(decoded.payload == "x")
    let long = GeTuiDecoder.decode(Capture(form: .json, value: ["push_message": ["transmission": .string(String(repeating: "字", count: 3073))]]))
    #expect(long.findings.map(\.severity) == [.warning])
  }
}
