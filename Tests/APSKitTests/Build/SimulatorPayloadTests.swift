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
    #expect(SimulatorPayload.problems(in: ["x": 1], pushType: "voip", size: 10) == [.noAPSObject, .notAlert(pushType: "voip")])
  }
}
