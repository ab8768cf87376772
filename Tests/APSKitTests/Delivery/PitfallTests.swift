import Testing

@testable import APSKit

/// One case per pitfall of the catalogue (`PitfallCatalogue`): a scenario that triggers it, and one close to it
/// that does not.
struct PitfallCase: Sendable, CustomTestStringConvertible {
  var id: String
  var triggers: DeliveryScenario
  var doesNot: DeliveryScenario
  var uncertain: [String] = []
  var testDescription: String { id }
}

/// The scenario with a Focus on that does not allow the app.
func focused(_ scenario: DeliveryScenario) -> DeliveryScenario {
  var copy = scenario
  copy.situation.focus = .on
  return copy
}

let pitfallCases: [PitfallCase] = [
  PitfallCase(id: "P01", triggers: S(9, .background, .getuiAPNs, .tapIcon, sdk: .getuiLegacy), doesNot: S(9, .background, .getuiAPNs, .tap, sdk: .getuiLegacy)),
  PitfallCase(id: "P02", triggers: S(17, .notRunning, .alert, .tapIcon), doesNot: S(17, .notRunning, .alert, .tap)),
  PitfallCase(id: "P03", triggers: S(17, .forceQuit, .silent), doesNot: S(17, .notRunning, .silent)),
  PitfallCase(id: "P04", triggers: S(9, .background, .silent, impl: ["no-fetch-handler", "legacy-handler"]), doesNot: S(9, .background, .silent)),
  PitfallCase(id: "P05", triggers: S(10, .notRunning, .jpushAPNs, .tap), doesNot: S(10, .background, .jpushAPNs, .tap)),
  PitfallCase(id: "P06", triggers: S(17, .background, .jpushCustom), doesNot: S(17, .foreground, .jpushCustom), uncertain: ["X08"]),
  PitfallCase(id: "P07", triggers: S(9, .foreground, .alert), doesNot: S(17, .foreground, .alert)),
  PitfallCase(id: "P08", triggers: S(17, .notRunning, .alert, .tap, impl: ["un-delegate-late"]), doesNot: S(17, .notRunning, .alert, .tap), uncertain: ["X10"]),
  PitfallCase(id: "P09", triggers: S(6, .notRunning, .alert, .tap), doesNot: S(6, .background, .alert, .tap)),
  PitfallCase(id: "P10", triggers: S(17, .background, .alertContentAvailable), doesNot: S(17, .background, .alert)),
  PitfallCase(id: "P11", triggers: S(9, .background, .getuiAPNs, .tap, sdk: .getuiLegacy), doesNot: S(9, .foreground, .getuiTransmission, sdk: .getuiLegacy)),
  PitfallCase(id: "P12", triggers: S(17, .background, .getuiTransmission, impl: ["run-background"]), doesNot: S(17, .foreground, .getuiTransmission), uncertain: ["X08", "X17"]),
  PitfallCase(id: "P13", triggers: S(17, .foreground, .alert, impl: ["presents-nothing"]), doesNot: S(17, .foreground, .alert)),
  PitfallCase(id: "P14", triggers: S(17, .background, .silent, impl: ["low-power"]), doesNot: S(17, .background, .alertContentAvailable), uncertain: ["X05"]),
  PitfallCase(id: "P15", triggers: S(17, .background, .silent), doesNot: S(17, .background, .alert)),
  PitfallCase(id: "P16", triggers: S(9, .foreground, .getuiAPNs, .tap, sdk: .getuiLegacy), doesNot: S(9, .background, .getuiAPNs, .tap, sdk: .getuiLegacy)),
  PitfallCase(id: "P17", triggers: S(17, .background, .alert, .ignore), doesNot: S(17, .background, .alert, .dismiss, impl: ["custom-dismiss"])),
  PitfallCase(id: "P18", triggers: S(17, .background, .voip), doesNot: S(17, .background, .silent)),
  PitfallCase(id: "P19", triggers: S(17, .background, .silent, impl: ["service-extension"]), doesNot: S(17, .background, .mutableContent)),
  PitfallCase(id: "P20", triggers: S(17, .background, .getuiAPNs), doesNot: S(17, .background, .getuiAPNs, sdk: .getuiLegacy)),
  PitfallCase(id: "P21", triggers: S(17, .notRunning, .alert, .tap, impl: ["scenes"]), doesNot: S(17, .notRunning, .alert, .tap), uncertain: ["X10"]),
  // Only when something hides the alert (issue: printed for every alert with Focus off).
  PitfallCase(id: "P22", triggers: focused(S(15, .background, .alert)), doesNot: S(15, .background, .alert)),
  PitfallCase(id: "P23", triggers: S(10, .background, .alert, .tap, impl: ["no-un-delegate"]), doesNot: S(10.1, .background, .alert, .tap, impl: ["no-un-delegate"])),
  PitfallCase(id: "P24", triggers: S(17, .background, .jpushAPNs), doesNot: S(17, .background, .jpushCustom)),
  // Apple, archived Local and Remote Notification Programming Guide: "Each time your app launches,
  // it must register with APNs." Signal-iOS PR 2619 (https://github.com/signalapp/Signal-iOS/pull/2619):
  // launched in the background "but doesn't receive the push notification delegate callback".
  PitfallCase(id: "P25", triggers: S(17, .notRunning, .silent, impl: ["registers-late"]), doesNot: S(17, .background, .silent, impl: ["registers-late"]), uncertain: ["X26"]),
  // https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence lists
  // applicationDidEnterBackground before the event; rdar://14295449
  // (https://github.com/lionheart/openradar-mirror/issues/13584) measured it not called.
  PitfallCase(id: "P26", triggers: S(17, .notRunning, .silent), doesNot: S(17, .notRunning, .silent, impl: ["no-did-enter-background"]), uncertain: ["X25"]),
  PitfallCase(id: "P27", triggers: S(17, .background, .alert, impl: ["service-extension"]), doesNot: S(17, .background, .mutableContent)),
]

@Suite struct PitfallTests {
  @Test(arguments: pitfallCases)
  func pitfallAppliesWhereTheReferenceSays(_ testCase: PitfallCase) throws {
    let hit = try DeliveryPredictor.predict(testCase.triggers)
    #expect(hit.pitfalls.map(\.id).contains(testCase.id), "pitfalls: \(hit.pitfalls.map(\.id))")
    for id in testCase.uncertain {
      #expect(hit.uncertain.map(\.id).contains(id), "uncertain: \(hit.uncertain.map(\.id))")
    }
    let miss = try DeliveryPredictor.predict(testCase.doesNot)
    #expect(!miss.pitfalls.map(\.id).contains(testCase.id))
    let info = try #require(PitfallInfo.named(testCase.id))
    #expect(!info.fix.isEmpty && !info.sources.isEmpty)
  }

  @Test func everyPitfallHasARuleAndACase() {
    let expected: [String] = (1...27).map { (number: Int) -> String in
      number < 10 ? "P0\(number)" : "P\(number)"
    }
    #expect(PitfallInfo.all.map(\.id) == expected)
    #expect(PitfallRule.all.map(\.id) == PitfallInfo.all.map(\.id))
    #expect(pitfallCases.map(\.id) == PitfallInfo.all.map(\.id))
  }
}
