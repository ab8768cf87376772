import Testing

@testable import APSKit

/// One case per named scenario: what its seed post concludes, as the model must predict it.
struct SeedCase: Sendable, CustomTestStringConvertible {
  var name: String
  /// The seed file the scenario comes from (shared/seeds/).
  var seed: String
  /// The whole timeline.
  var callbacks: [String]
  /// Argument values the seed states (`offLine` YES / NO, `applicationState`).
  var args: [String: JSONValue] = [:]
  var pitfalls: [String] = []
  var launch: LaunchOptionsPrediction.Key? = nil
  var seen: Seen
  var testDescription: String { name }
}

let seedCases: [SeedCase] = [
  // Seed 000, cases 2.2 / 3.2: opening from the icon calls only GeTuiSdkDidReceivePayloadData
  // (once, offLine YES); the flag of 方式一 is then stuck by the leftover entry (P01).
  SeedCase(name: "getui-legacy-icon-open-payload-only", seed: "000_c19f91bd456a1167.txt",
           callbacks: ["C10", "C11", "C20"], args: ["offLine": true], pitfalls: ["P01", "P02", "P11", "P16"], seen: .shown),
  // Seed 000: tapping the leftover entry calls didReceiveRemoteNotification: again, C20 never.
  SeedCase(name: "getui-legacy-leftover-tap-sets-flag-forever", seed: "000_c19f91bd456a1167.txt",
           callbacks: ["C04"], args: ["applicationState": "inactive"], pitfalls: ["P01", "P16"], seen: .shown),
  // Seed 000, case 2.1: 先走这个方法(C04)，再使得个推SDK收到透传消息回调 (C20, offLine YES).
  SeedCase(name: "getui-legacy-tap-from-background-then-offline-payload", seed: "000_c19f91bd456a1167.txt",
           callbacks: ["C10", "C04", "C11", "C20"], args: ["offLine": true], pitfalls: ["P10", "P11"], seen: .shown),
  // Seed 000, case 3.1: launched by the tap, C04 then C20.
  SeedCase(name: "getui-legacy-tap-launches-then-offline-payload", seed: "000_c19f91bd456a1167.txt",
           callbacks: ["C02", "C01", "C04", "C11", "C20"], args: ["offLine": true], pitfalls: ["P09", "P11"], launch: .present, seen: .shown),
  // Seed 000, case 3.2: launched from the icon, GeTuiSdkDidReceivePayloadData directly.
  SeedCase(name: "getui-legacy-icon-launch-payload-only", seed: "000_c19f91bd456a1167.txt",
           callbacks: ["C02", "C01", "C11", "C20"], args: ["offLine": true], pitfalls: ["P01", "P02"], launch: .absent, seen: .shown),
  // Seed 000: in the foreground C20 is called directly, offLine NO; the app alerts itself.
  SeedCase(name: "getui-legacy-foreground-transmission-online", seed: "000_c19f91bd456a1167.txt",
           callbacks: ["C20"], args: ["offLine": false], seen: .hidden),
  // Seed 001 (1): foreground, no sound, straight to didReceiveRemoteNotification.
  SeedCase(name: "foreground-push-silent-to-user-ios9", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: ["C04"], args: ["applicationState": "active"], pitfalls: ["P07"], seen: .hidden),
  // Seed 001 (2): a sound, and a tap calls didReceiveRemoteNotification (the fetch variant).
  SeedCase(name: "background-tap-calls-fetch-handler-inactive", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: ["C10", "C04", "C11"], args: ["applicationState": "inactive"], seen: .shown),
  // Seed 001 (3): launchOptions carries the push; with the fetch variant it is called too.
  SeedCase(name: "tap-launch-payload-in-launch-options-then-fetch", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: ["C02", "C01", "C04", "C11"], pitfalls: ["P09", "P10"], launch: .present, seen: .shown),
  // Seed 001, silent push 3: only C03 ⇒ received in the foreground only.
  SeedCase(name: "silent-push-without-fetch-handler-lost-in-background", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: [], pitfalls: ["P04", "P14"], seen: .hidden),
  // Seed 001, silent push 1–2: foreground/background with the fetch variant.
  SeedCase(name: "silent-push-wakes-fetch-handler-in-background", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: ["C04"], args: ["applicationState": "background"], pitfalls: ["P14", "P15"], seen: .hidden),
  // Seed 001, summary 2: a killed app can be woken briefly (system-terminated only, A-FETCH). The
  // post's conclusion (the fetch handler runs after a launch) holds; C34 sits between C01 and C04
  // because Apple's "About the background execution sequence" says "UIKit calls the app delegate's
  // applicationDidEnterBackground(_:) method. UIKit delivers the event that caused the launch."
  // (https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence);
  // it is U (X25) since rdar://14295449 measured a background launch without it.
  SeedCase(name: "silent-push-launches-system-killed-app", seed: "001_d858ee67d1c11c6c.txt",
           // The launch key on a background launch is documented (A-LOK).
           callbacks: ["C02", "C01", "C34", "C04"], args: ["applicationState": "background"], launch: .present, seen: .hidden),
  // Seed 001, silent push 1: killed ⇒ not received.
  SeedCase(name: "silent-push-after-force-quit-lost", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: [], pitfalls: ["P03"], seen: .hidden),
  // Seed 001, JPush custom messages: kept until the app is in the foreground.
  SeedCase(name: "jpush-custom-message-waits-for-foreground", seed: "001_d858ee67d1c11c6c.txt",
           callbacks: ["C10", "C11", "C33"], pitfalls: ["P06"], seen: .hidden),
  // Seed 002: from suspended, didReceiveRemoteNotification is called; check applicationState.
  SeedCase(name: "resume-tap-calls-legacy-handler-inactive", seed: "002_9a507acf8e45f0a3.txt",
           callbacks: ["C10", "C03", "C11"], args: ["applicationState": "inactive"], seen: .shown),
  // Seed 002: in the foreground nothing is shown and no sound plays; the delegate gets it.
  SeedCase(name: "foreground-push-straight-to-app-no-sound", seed: "002_9a507acf8e45f0a3.txt",
           callbacks: ["C03"], args: ["applicationState": "active"], pitfalls: ["P07"], seen: .hidden),
  // Seed 002: Close ⇒ the app does not handle the push.
  SeedCase(name: "close-button-app-never-sees-push", seed: "002_9a507acf8e45f0a3.txt",
           callbacks: [], seen: .shown),
  // Seed 002: the push is injected into didFinishLaunchingWithOptions; no UI update there.
  SeedCase(name: "tap-launch-payload-only-in-launch-options", seed: "002_9a507acf8e45f0a3.txt",
           callbacks: ["C02", "C01", "C11"], pitfalls: ["P09"], launch: .present, seen: .shown),
  // Seed 002: locked: after unlock the app is entered (historical alert style, X13).
  SeedCase(name: "lock-screen-tap-opens-after-unlock", seed: "002_9a507acf8e45f0a3.txt",
           callbacks: ["C10", "C03", "C11"], seen: .shown),
  // Seed 003: no banner while open; the app must prompt itself.
  SeedCase(name: "foreground-no-banner-legacy-handler", seed: "003_45b18c67d435033f.txt",
           callbacks: ["C03"], pitfalls: ["P07"], seen: .hidden),
  // Seed 003: after a cold-launch tap the written methods are not called; read launchOptions.
  SeedCase(name: "cold-launch-tap-skips-legacy-handler", seed: "003_45b18c67d435033f.txt",
           callbacks: ["C02", "C01", "C11"], pitfalls: ["P09"], launch: .present, seen: .shown),
  // Seed 003: opening from the icon: none of the methods gets the push ("unsolved").
  SeedCase(name: "icon-launch-gets-no-payload", seed: "003_45b18c67d435033f.txt",
           callbacks: ["C02", "C01", "C11"], pitfalls: ["P02"], launch: .absent, seen: .shown),
  // Seed 004: JPush killed-state tap; the seed says navigation is impossible, the model
  // (and Apple) say C31 follows the launch (X14): P09 says how to defer navigation.
  SeedCase(name: "jpush-killed-tap-still-reaches-did-receive", seed: "004_b7d47775cb832b8d.txt",
           callbacks: ["C02", "C01", "C31", "C11"], pitfalls: ["P05", "P09", "P20"], launch: .present, seen: .shown),
  // Seed 004: the click handler is jpushNotificationCenter:didReceiveNotificationResponse:.
  SeedCase(name: "jpush-background-tap-did-receive", seed: "004_b7d47775cb832b8d.txt",
           callbacks: ["C10", "C31", "C11"], pitfalls: ["P20"], seen: .shown),
]

@Suite struct NamedScenarioTests {
  @Test(arguments: seedCases)
  func presetPredictsTheSeedsConclusion(_ testCase: SeedCase) throws {
    let preset = try #require(NamedScenario.named(testCase.name))
    #expect(preset.seed == testCase.seed)
    let prediction = try DeliveryPredictor.predict(preset.scenario)
    #expect(prediction.callbackIDs == testCase.callbacks)
    for (key, value) in testCase.args {
      #expect(prediction.callbacks.contains { $0.arg(key) == value }, "no callback with \(key) = \(value)")
    }
    for id in testCase.pitfalls {
      #expect(prediction.pitfalls.map(\.id).contains(id), "pitfalls: \(prediction.pitfalls.map(\.id))")
    }
    #expect(prediction.launchOptions?.remoteNotification == testCase.launch)
    #expect(testCase.seen.matches(prediction.presentation))
  }

  @Test func everyPresetHasACaseAndAUniqueName() {
    #expect(seedCases.map(\.name) == NamedScenario.all.map(\.name))
    #expect(Set(NamedScenario.all.map(\.name)).count == NamedScenario.all.count)
    #expect(Set(NamedScenario.all.map(\.seed)).count == 5)
  }

  /// Seed 000's headline: after an icon open the payload callback is the only push callback.
  @Test func iconOpenLeavesOnlyThePayloadCallback() throws {
    let prediction = try DeliveryPredictor.predict(#require(NamedScenario.named("getui-legacy-icon-open-payload-only")).scenario)
    let pushCallbacks = prediction.callbacks.filter { !["C01", "C02", "C10", "C11"].contains($0.id) }
    #expect(pushCallbacks.map(\.id) == ["C20"])
    #expect(pushCallbacks.first?.arg("offLine") == true)
  }
}
