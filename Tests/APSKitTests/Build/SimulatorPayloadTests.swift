import Testing

@testable import APSKit

@Suite struct SimulatorPayloadTests {
  @Test func bundleKeyGoesFirstAndReplacesAnOldOne() {
    let payload: JSONValue = ["aps": ["alert": "hi"], "Simulator Target Bundle": "old"]
    let result = SimulatorPayload.adding(bundleID: "com.example.app", to: payload)
    #expect(result.keys == ["Simulator Target Bundle", "aps"])
    #expect(result["Simulator Target Bundle"] == "com.example.app")
  }

  @Test func simctlLimits() {
    let good: JSONValue = ["aps": ["alert": "hi"]]
    #expect(SimulatorPayload.problems(in: good, pushType: "alert", size: 4096).isEmpty)
    #expect(SimulatorPayload.problems(in: good, pushType: "alert", size: 4097) == [.tooLarge(size: 4097)])
    #expect(SimulatorPayload.problems(in: ["x": 1], pushType: "voip", size: 10) == [.noAPSObject, .notDelivered(pushType: "voip")])
  }

  /// Which push types simctl delivers, each row with Apple's words:
  /// - Xcode 11.4 Release Notes, https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes:
  ///   "Simulator supports simulating remote push notifications, including background content fetch notifications."
  /// - `xcrun simctl help push`: "Only application remote push notifications are supported. VoIP,
  ///   Complication, File Provider, and other types are not supported."
  static let pushTypes: [(type: String, delivered: Bool, source: String)] = [
    ("alert", true, "release notes: simulating remote push notifications"),
    ("background", true, "release notes: including background content fetch notifications"),
    ("voip", false, "simctl help push: VoIP … not supported"),
    ("complication", false, "simctl help push: Complication … not supported"),
    ("fileprovider", false, "simctl help push: File Provider … not supported"),
    ("location", false, "simctl help push: other types are not supported"),
    ("liveactivity", false, "simctl help push: other types are not supported"),
    ("pushtotalk", false, "simctl help push: other types are not supported"),
    ("mdm", false, "simctl help push: other types are not supported"),
    ("widgets", false, "simctl help push: other types are not supported"),
    ("controls", false, "simctl help push: other types are not supported"),
  ]

  @Test(arguments: pushTypes.map(\.type))
  func pushTypesSimctlDelivers(_ type: String) throws {
    let row = try #require(Self.pushTypes.first { $0.type == type })
    let problems = SimulatorPayload.problems(in: ["aps": ["content-available": 1]], pushType: type, size: 40)
    #expect(problems.isEmpty == row.delivered, "\(type): \(row.source)")
  }

  @Test func everyPushTypeHasARow() {
    #expect(Set(PushType.allCases.map(\.rawValue)).isSubset(of: Set(Self.pushTypes.map(\.type))))
  }
}
