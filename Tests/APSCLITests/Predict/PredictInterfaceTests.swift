import Testing

@testable import APSCLI
@testable import APSKit

/// `--implements` is the app's code; contradictions are errors; two states compare with --diff.
@Suite struct PredictInterfaceTests {
  /// A device state given to --implements names the option that sets it.
  @Test(arguments: [
    ("locked", "use --locked"), ("low-power", "use --low-power"), ("ring-silent", "use --ring-switch silent"),
    ("just-rebooted", "use --just-rebooted"), ("background-refresh-off", "use --background-refresh off"),
    ("no-locked", "use --locked"), ("lacks-filtering", "use --entitlements"),
  ])
  func aDeviceStateInImplementsIsAUsageErrorNamingItsOption(word: String, hint: String) {
    let result = runAPS(["predict", "--implements", word])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("--implements takes the app's code"), "\(result.stderr)")
    #expect(result.stderr.contains(hint), "\(result.stderr)")
  }

  /// In a scenario file the same mistake is a data error at the key.
  @Test func aDeviceStateInAScenarioFileIsADataErrorAtTheKey() {
    let result = runAPS(["predict", "--scenario", "-"], stdin: #"{"implements": ["fetch-handler", "locked"]}"#)
    #expect(result.exitCode == .failure)
    #expect(result.stderr.hasPrefix("<stdin>:1:2: error[scenario]: --implements takes the app's code; 'locked' is a device state"), "\(result.stderr)")
  }

  /// The help lists every value with its meaning; completion offers each value and its no- form.
  @Test func helpAndCompletionOfferEveryValue() {
    let help = runAPS(["help", "predict"]).stdout
    let option = PredictCommand.spec.options.first { $0.long == "implements" }
    guard case .commaList(let offered)? = option?.completion else {
      Issue.record("--implements completes a comma list")
      return
    }
    for capability in Capability.implementable {
      #expect(help.contains("- \(capability.rawValue):"), "help lacks \(capability.rawValue)")
      #expect(offered.contains(capability.rawValue) && offered.contains("no-" + capability.rawValue))
    }
    #expect(!offered.contains("locked") && !offered.contains("low-power"))
  }

  @Test func kindAgainstAPayloadThatSaysOtherwiseIsAUsageError() {
    let result = runAPS(["predict", "--kind", "silent", "--payload", "-"], stdin: #"{"aps":{"alert":"Hi"}}"#)
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("--kind silent contradicts the payload"), "\(result.stderr)")
  }

  @Test func twoStatesCompareWithDiff() {
    let result = runAPS(["predict", "--diff", "--state", "background", "--state", "not-running", "--action", "tap"])
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("--state background → not-running:"))
    #expect(result.stdout.contains("+ C02"))
  }
}

/// The command line and a scenario file take the same settings: every `ScenarioKey` is an
/// option of `aps predict`, in the same order, with the same values.
@Suite struct PredictSettingKeyTests {
  @Test func everySettingIsAnOptionWithTheSameValues() {
    let options = PredictCommand.spec.options
    let names = options.map(\.long).filter { ScenarioKey.named($0) != nil }
    #expect(names == ScenarioKey.all.map(\.name))
    for key in ScenarioKey.all {
      guard let option = options.first(where: { $0.long == key.name }) else { continue }
      #expect(option.valueName == key.valueName, "--\(key.name)")
      if key.shape == .list {
        #expect(option.completion == .commaList(key.allowed), "--\(key.name)")
      } else {
        #expect(option.allowedValues == key.allowed, "--\(key.name)")
      }
    }
  }
}
