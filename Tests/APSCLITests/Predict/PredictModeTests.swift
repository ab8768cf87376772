import Foundation
import Testing

@testable import APSCLI

/// `aps predict`: scenes, payload flags, --diff, JSON Lines in every mode, --pitfalls with
/// --explain, captures for --payload, and user-facing sources.
@Suite struct PredictModeGoldenTests {
  static let goldens: [PredictGoldenTests.Golden] = [
    .init(args: ["--ios", "17", "--state", "not-running", "--action", "tap", "--lifecycle", "scenes"], file: "predict/ios17-cold-tap-lifecycle-scenes.txt"),
    .init(args: ["--content-available", "--badge", "--state", "background"], file: "predict/content-available-badge.txt"),
    .init(args: ["--diff", "--ios", "12", "--ios", "27", "--state", "background", "--action", "tap"], file: "predict/diff-12-27.txt"),
    .init(args: ["--diff", "--ios", "12", "--ios", "27", "--state", "background", "--action", "tap", "--format", "json"], file: "predict/diff-12-27.jsonl"),
    .init(args: ["--scenarios", "--format", "json"], file: "predict/scenarios.jsonl"),
    .init(args: ["--pitfalls", "--format", "json"], file: "predict/pitfalls.jsonl"),
    .init(args: ["--pitfalls", "--explain", "P02"], file: "predict/pitfalls-explain-P02.txt"),
    .init(args: ["--explain", "X22"], file: "predict/explain-X22.txt"),
    .init(args: ["--explain", "C34", "--format", "json"], file: "predict/explain-C34.jsonl"),
    .init(args: ["--matrix", "--ios", "17", "--format", "json"], file: "predict/matrix-ios17.jsonl"),
    .init(args: ["--sdk", "firebase", "--proxy", "off", "--state", "foreground"], file: "predict/firebase-proxy-off.txt"),
    // OneSignal 5.5.0 swizzling off (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1650).
    .init(args: ["--sdk", "onesignal", "--proxy", "off", "--action", "tap"], file: "predict/onesignal-proxy-off-tap.txt"),
    // https://developer.apple.com/documentation/activitykit/launching-your-app-from-a-live-activity
    .init(args: ["--kind", "liveactivity-update", "--state", "suspended", "--action", "tap", "--lifecycle", "scenes", "--format", "json"], file: "predict/liveactivity-tap-scenes.jsonl"),
    .init(args: ["--explain", "BLOG-002"], file: "predict/explain-BLOG-002.txt"),
    .init(args: ["--explain", "X25"], file: "predict/explain-X25.txt"),
    .init(args: ["--state", "not-running", "--content-available", "--implements", "registers-late"], file: "predict/registers-late.txt"),
  ]

  @Test(arguments: goldens)
  func output(_ golden: PredictGoldenTests.Golden) {
    let result = runAPS(["predict"] + golden.args)
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    assertGolden(result.stdout, named: golden.file)
  }

  /// Every mode honours --format json as JSON Lines: one compact object per line.
  @Test(arguments: [
    ["--scenarios"], ["--pitfalls"], ["--explain", "P01"], ["--explain", "U09"], ["--explain", "C06"],
    ["--explain", "X10"], ["--explain", "A-FETCH"], ["--explain", "icon-launch-gets-no-payload"],
    ["--pitfalls", "--explain", "P02"], ["--matrix", "--ios", "9"], ["--diff", "--ios", "9", "--ios", "17"], [],
  ])
  func everyModeIsJSONLines(_ args: [String]) throws {
    let result = runAPS(["predict"] + args + ["--format", "json"])
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(!lines.isEmpty)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
      #expect(object is [String: Any], "not an object: \(line)")
      #expect(line.hasPrefix("{\"") && line.hasSuffix("}"), "not one compact object: \(line)")
    }
  }

  /// User-facing sources are page titles with full https links: no reference section
  /// numbers, no shared/seeds paths, no elided links, no "seed posts".
  @Test func userFacingSourcesHaveFullLinks() {
    var ids = ["--scenarios", "--pitfalls"].map { [$0] }
    ids += (PitfallIDs.all + ["X01", "X10", "X18", "X22", "X24", "U09", "B10", "C06", "C34", "A-FETCH", "WWDC25-SCENE"]).map { ["--explain", $0] }
    ids += [["--help"], ["--ios", "9", "--state", "not-running", "--action", "tap", "--format", "json"]]
    for args in ids {
      let out = runAPS(["predict"] + args).stdout
      for banned in ["§", "shared/seeds", "…/", "seed post", "seed 00"] {
        #expect(!out.contains(banned), "\(args) prints \(banned)")
      }
    }
  }
}

enum PitfallIDs {
  static let all = (1...24).map { $0 < 10 ? "P0\($0)" : "P\($0)" }
}

@Suite struct PredictModeCaseTests {
  static let cases: [CLICase] = [
    CLICase(name: "--pitfalls narrows --explain to pitfalls", args: ["predict", "--pitfalls", "--explain", "U09"],
            stderrContains: ["--pitfalls --explain takes a pitfall id"], exit: 64),
    // Flags add to a plain kind (scenario files say "kind": "alert", "sound": true).
    CLICase(name: "kind and flags both", args: ["predict", "--kind", "silent", "--badge", "--format", "mermaid"], exit: 0),
    // GeTui and JPush document no swizzling switch; OneSignal has one from 5.5.0
    // (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/1650).
    CLICase(name: "proxy off for GeTui", args: ["predict", "--sdk", "getui", "--proxy", "off"],
            stderrContains: ["getui has no documented switch"], exit: 64),
    CLICase(name: "proxy off for OneSignal", args: ["predict", "--sdk", "onesignal", "--proxy", "off", "--action", "tap"],
            exit: 0),
    // https://developer.apple.com/documentation/activitykit/launching-your-app-from-a-live-activity
    CLICase(name: "tap on a Live Activity", args: ["predict", "--kind", "liveactivity-update", "--action", "tap"],
            exit: 0),
    CLICase(name: "action button on a Live Activity", args: ["predict", "--kind", "liveactivity-update", "--action", "tap-action"],
            stderrContains: ["a Live Activity push is not a notification"], exit: 64),
    CLICase(name: "diff needs two versions", args: ["predict", "--diff", "--ios", "12"],
            stderrContains: ["give it twice (--diff --ios 12 --ios 17"], exit: 64),
    CLICase(name: "two versions need --diff", args: ["predict", "--ios", "12", "--ios", "17"],
            stderrContains: ["twice with --diff"], exit: 64),
    CLICase(name: "scenes before iOS 13", args: ["predict", "--ios", "12", "--lifecycle", "scenes"],
            stderrContains: ["scenes (UISceneDelegate) exist from iOS 13"], exit: 64),
    CLICase(name: "tap with notifications off", args: ["predict", "--authorization", "alerts-off", "--action", "tap"],
            stderrContains: ["with notifications turned off (or never asked for) nothing is displayed"], exit: 64),
    CLICase(name: "open-settings without the settings link", args: ["predict", "--action", "open-settings", "--implements", "no-settings-link"],
            stderrContains: [".providesAppNotificationSettings"], exit: 64),
    CLICase(name: "mermaid is for one scenario", args: ["predict", "--pitfalls", "--format", "mermaid"],
            stderrContains: ["--format mermaid draws one scenario"], exit: 64),
    CLICase(name: "no flags at all", args: ["predict", "--mutable-content"],
            stderrContains: ["without alert, sound, badge or content-available"], exit: 64),
  ]

  @Test(arguments: cases) func run(_ testCase: CLICase) { testCase.check() }

  /// An NSLog/po description of userInfo is read like `aps inspect` reads it.
  /// Shape: NSDictionary -description as printed by NSLog (`key = value;`, quoted keys with '-').
  @Test func payloadFromAnNSLogDescription() {
    let capture = """
      2024-05-01 10:00:00.000 App[123:4567] {
          aps =     {
              alert = hi;
              "content-available" = 1;
          };
      }
      """
    let result = runAPS(["predict", "--payload", "-", "--state", "background", "--format", "json"], stdin: capture)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.contains(#""kind":"alert-content-available""#))
    #expect(result.stdout.contains(#""id":"C04""#))
  }

  /// Hex of the JSON bytes (what `po deviceToken`-style dumps print).
  @Test func payloadFromHex() {
    let json = #"{"aps":{"content-available":1}}"#
    let hex = json.utf8.map { String(format: "%02x", $0) }.joined()
    let result = runAPS(["predict", "--payload", "-", "--state", "background", "--format", "json"], stdin: hex)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.contains(#""kind":"silent""#))
  }

  /// The header says which life cycle and why.
  @Test func lifecycleIsStated() {
    let result = runAPS(["predict", "--ios", "27", "--state", "background", "--action", "tap"])
    #expect(result.stdout.contains("lifecycle scenes (default from iOS 27"))
    #expect(result.stdout.contains("sceneWillEnterForeground:"))
    #expect(!result.stdout.contains(". applicationWillEnterForeground:"))
  }
}
