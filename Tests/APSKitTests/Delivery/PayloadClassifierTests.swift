import Testing

@testable import APSKit

struct PayloadCase: Sendable, CustomTestStringConvertible {
  var name: String
  var payload: JSONValue
  var kind: NotificationKind
  var sdk: PushSDK?
  var testDescription: String { name }
}

private let apsSilent: JSONValue = ["content-available": 1]
private let apsAlert: JSONValue = ["alert": "hi", "sound": "default"]
private let apsAlertCA: JSONValue = ["alert": "hi", "content-available": 1]
private let apsMutable: JSONValue = ["alert": ["title": "t", "body": "b"], "mutable-content": 1]
private let apsBadge: JSONValue = ["badge": 3]
private let apsJPushSilent: JSONValue = ["content-available": true]
private let emptyExtras: JSONValue = .object([])

let payloadCases: [PayloadCase] = [
  PayloadCase(name: "content-available alone", payload: ["aps": apsSilent], kind: .silent),
  PayloadCase(name: "alert", payload: ["aps": apsAlert], kind: .alert),
  PayloadCase(name: "alert + content-available", payload: ["aps": apsAlertCA], kind: .alertContentAvailable),
  PayloadCase(name: "mutable-content", payload: ["aps": apsMutable], kind: .mutableContent),
  PayloadCase(name: "badge only", payload: ["aps": apsBadge], kind: .alert),
  PayloadCase(name: "GeTui APNs", payload: ["aps": apsAlert, "_ge_": 1, "_gmid_": "OSL-1:2:3"], kind: .getuiAPNs, sdk: .getui),
  PayloadCase(name: "GeTui silent", payload: ["aps": apsSilent, "_gurl_": "sdk.open.extension.getui.com:8123"], kind: .silent, sdk: .getui),
  PayloadCase(name: "JPush APNs", payload: ["aps": apsAlert, "_j_msgid": 813843507], kind: .jpushAPNs, sdk: .jpush),
  PayloadCase(name: "JPush silent", payload: ["aps": apsJPushSilent, "_j_business": 1], kind: .silent, sdk: .jpush),
  PayloadCase(name: "JPush custom message", payload: ["_j_msgid": "20266198847393855", "content": "Hi,JPush", "title": "msg", "extras": emptyExtras], kind: .jpushCustom, sdk: .jpush),
  PayloadCase(name: "GeTui transmission", payload: ["_gmid_": "GT_1:2:3", "payload": "x"], kind: .getuiTransmission, sdk: .getui),
]

@Suite struct PayloadClassifierTests {
  @Test(arguments: payloadCases)
  func infersKindAndSDK(_ testCase: PayloadCase) throws {
    let traits = try PayloadClassifier.classify(testCase.payload)
    #expect(traits.kind == testCase.kind)
    #expect(traits.sdk == testCase.sdk)
  }

  @Test func mutableContentWithoutAlertIsNotAnExtensionPush() throws {
    let aps: JSONValue = ["mutable-content": 1, "content-available": 1]
    let traits = try PayloadClassifier.classify(["aps": aps])
    #expect(traits.kind == .silent)
    #expect(traits.mutableContent)
  }

  @Test func unclassifiablePayloadsSayWhy() {
    let array: JSONValue = [1, 2]
    let noAPS: JSONValue = ["hello": "world"]
    let apsString: JSONValue = ["aps": "x"]
    let zero: JSONValue = ["content-available": 0]
    #expect(throws: DeliveryError.unclassifiablePayload("the top level is array, not an object")) {
      try PayloadClassifier.classify(array)
    }
    #expect(throws: DeliveryError.unclassifiablePayload("there is no \"aps\" dictionary and no GeTui or JPush key")) {
      try PayloadClassifier.classify(noAPS)
    }
    #expect(throws: DeliveryError.unclassifiablePayload("\"aps\" is string, not an object (at /aps)")) {
      try PayloadClassifier.classify(apsString)
    }
    #expect(throws: DeliveryError.unclassifiablePayload("\"aps\" has no alert, sound, badge or content-available (at /aps)")) {
      try PayloadClassifier.classify(["aps": zero])
    }
  }
}
