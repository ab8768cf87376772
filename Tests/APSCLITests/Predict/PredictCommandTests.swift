import Foundation
import Testing

@testable import APSCLI

/// `aps predict` end to end: golden files for each output form, table cases for errors.
@Suite struct PredictGoldenTests {
  struct Golden: Sendable, CustomTestStringConvertible {
    var args: [String]
    var file: String
    var testDescription: String { file }
  }

  static let goldens: [Golden] = [
    Golden(args: ["--scenario", "getui-legacy-icon-open-payload-only"], file: "predict/getui-legacy-icon-open.txt"),
    Golden(args: ["--ios", "17", "--state", "not-running", "--action", "tap", "--implements", "scenes"], file: "predict/ios17-cold-tap-scenes.txt"),
    Golden(args: ["--scenario", "jpush-killed-tap-still-reaches-did-receive", "--swift"], file: "predict/jpush-killed-tap-swift.txt"),
    Golden(args: ["--ios", "17", "--state", "background", "--kind", "getui-apns", "--action", "tap", "--format", "json"], file: "predict/getui-background-tap.json"),
    Golden(args: ["--ios", "26.4", "--state", "not-running", "--kind", "voip", "--format", "json"], file: "predict/voip-26.4-not-running.json"),
    Golden(args: ["--scenario", "getui-legacy-tap-from-background-then-offline-payload", "--format", "mermaid"], file: "predict/getui-legacy-tap.mmd"),
    Golden(args: ["--ios", "17", "--kind", "jpush-apns", "--action", "tap", "--state", "not-running", "--format", "mermaid"], file: "predict/jpush-cold-tap.mmd"),
    Golden(args: ["--matrix", "--ios", "9", "--sdk", "getui-legacy", "--kind", "getui-apns"], file: "predict/matrix-ios9-getui-legacy.md"),
    Golden(args: ["--matrix", "--ios", "17"], file: "predict/matrix-ios17-alert.md"),
    // APNs refuses a token of the other environment (AP6); a proxy stops the push (NW1): the one-push
    // answer gives the first push of a timeline's verdict.
    Golden(args: ["--ios", "14", "--state", "background", "--kind", "alert", "--token-environment", "production", "--apns-environment", "development"], file: "predict/not-delivered-token-environment.txt"),
    Golden(args: ["--ios", "17", "--state", "not-running", "--kind", "silent", "--network", "wifi-behind-proxy", "--format", "json"], file: "predict/not-delivered-proxy.json"),
    Golden(args: ["--scenarios"], file: "predict/scenarios.txt"),
    Golden(args: ["--pitfalls"], file: "predict/pitfalls.txt"),
    Golden(args: ["--explain", "P01"], file: "predict/explain-P01.txt"),
    Golden(args: ["--help"], file: "help/predict.txt"),
  ]

  @Test(arguments: goldens)
  func output(_ golden: Golden) {
    let result = runAPS(["predict"] + golden.args)
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    assertGolden(result.stdout, named: golden.file)
  }

  @Test func jsonHasExactlyTheDocumentedShape() throws {
    let result = runAPS(["predict", "--scenario", "getui-legacy-icon-open-payload-only", "--format", "json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["scenario", "callbacks", "presentation", "launchOptions", "pitfalls", "uncertain"])
    let callbacks = try #require(object["callbacks"] as? [[String: Any]])
    #expect(Set(callbacks[0].keys) == ["order", "id", "selector", "swift", "owner", "args", "confidence", "sources"])
    let last = try #require(callbacks.last)
    #expect(last["id"] as? String == "C20")
    #expect((last["args"] as? [String: Any])?["offLine"] as? Bool == true)
    let presentation = try #require(object["presentation"] as? [String: Any])
    // The content shown after a service extension (null without one).
    #expect(Set(presentation.keys) == ["banner", "list", "sound", "badge", "content"])
    #expect(object["launchOptions"] is NSNull)
    let pitfalls = try #require(object["pitfalls"] as? [[String: Any]])
    #expect(Set(pitfalls[0].keys) == ["id", "title", "fix", "sources"])
  }
}

@Suite struct PredictCaseTests {
  static let cases: [CLICase] = [
    CLICase(name: "tap on a silent push is impossible", args: ["predict", "--kind", "silent", "--action", "tap"],
            stderrContains: ["impossible combination: a silent push", "Usage: aps predict"], exit: 64),
    CLICase(name: "L12: content-available is unknown before iOS 7", args: ["predict", "--ios", "6", "--kind", "silent", "--state", "foreground"],
            stdoutContains: ["L12", "application:didReceiveRemoteNotification:"]),
    CLICase(name: "push-to-start on iOS 17.0 is refused", args: ["predict", "--ios", "17.0", "--kind", "liveactivity-start"],
            stderrContains: ["exists from iOS 17.2"], exit: 64),
    CLICase(name: "push-to-start on a bare iOS 17 is the release family", args: ["predict", "--ios", "17", "--kind", "liveactivity-start"],
            stdoutContains: ["17.2"]),
    CLICase(name: "unknown scenario suggests", args: ["predict", "--scenario", "icon-launch-gets-no-paylod"],
            stderrContains: ["Did you mean 'icon-launch-gets-no-payload'?"], exit: 64),
    CLICase(name: "bad ios", args: ["predict", "--ios", "ten"], stderrContains: ["--ios takes a version"], exit: 64),
    CLICase(name: "unknown kind", args: ["predict", "--kind", "alrt"], stderrContains: ["Did you mean 'alert'?"], exit: 64),
    CLICase(name: "unknown capability", args: ["predict", "--implements", "fetch-handlr"],
            stderrContains: ["Did you mean 'fetch-handler'?"], exit: 64),
    CLICase(name: "sdk conflicts with kind", args: ["predict", "--kind", "jpush-apns", "--sdk", "getui"],
            stderrContains: ["--kind jpush-apns belongs to --sdk jpush"], exit: 64),
    // The second value was dropped silently (the first-contact review).
    CLICase(name: "a setting given twice without --diff", args: ["predict", "--state", "background", "--state", "foreground"],
            stderrContains: ["--state was given 2 times (background, foreground); give it once, or compare the values with --diff or --matrix"], exit: 64),
    CLICase(name: "a value setting given twice without --diff", args: ["predict", "--sdk", "jpush", "--sdk", "getui"],
            stderrContains: ["--sdk was given 2 times (jpush, getui)"], exit: 64),
    CLICase(name: "explain unknown id", args: ["predict", "--explain", "P99"], stderrContains: ["'P99' is not a pitfall"], exit: 64),
    CLICase(name: "missing payload file", args: ["predict", "--payload", "/nonexistent/p.json"],
            stderrContains: ["cannot open /nonexistent/p.json"], exit: 66),
    CLICase(name: "payload without a kind", args: ["predict", "--payload", "-"], stdin: #"{"hello": 1}"#,
            stderrContains: ["cannot tell the kind of push from the payload"], exit: 1),
    CLICase(name: "payload with a syntax error", args: ["predict", "--payload", "-"], stdin: #"{"aps": {"alert": "hi",}}"#,
            stderrContains: ["<stdin>:1:23: error: trailing comma before '}'", "(at /aps)", "                      ^"], exit: 1),
    // Predicting one of two "aps" members predicted an alert where the device may see a silent push.
    CLICase(name: "payload with a repeated key", args: ["predict", "--payload", "-"], stdin: #"{"aps": {"alert": "hi"}, "aps": {"content-available": 1}}"#,
            stderrContains: ["<stdin>:1:26: error[duplicate-key]: duplicate key \"aps\" at /aps (first at line 1, column 2)"], exit: 1),
    CLICase(name: "explain an uncertain point", args: ["predict", "--explain", "x10"],
            stdout: nil, exit: 0),
  ]

  @Test(arguments: cases) func run(_ testCase: CLICase) { testCase.check() }

  @Test func silentPayloadFromStandardInput() {
    let result = runAPS(["predict", "--payload", "-", "--state", "background", "--format", "json"],
                        stdin: #"{"aps": {"content-available": 1}}"#)
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains(#""kind":"silent""#))
    #expect(result.stdout.contains(#""id":"C04""#))
    #expect(result.stdout.split(separator: "\n").count == 1, "JSON Lines: one record")
  }

  @Test func getuiPayloadSelectsTheSDK() {
    let payload = #"{"aps": {"alert": "hi", "sound": "default"}, "_ge_": 1, "_gmid_": "OSL-1:2:3"}"#
    let result = runAPS(["predict", "--payload", "-", "--state", "background", "--action", "tap", "--sdk", "getui-legacy", "--ios", "9"],
                        stdin: payload)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.contains("getui-apns push"))
    #expect(result.stdout.contains("[offLine = YES]"))
  }

  @Test func payloadWithoutBadgeShowsNoBadge() {
    let result = runAPS(["predict", "--payload", "-", "--state", "background"], stdin: #"{"aps": {"alert": "hi"}}"#)
    #expect(result.stdout.contains("sees: banner yes, list yes, sound no, badge no"))
  }

  @Test func presetDimensionsCanBeOverridden() {
    let result = runAPS(["predict", "--scenario", "icon-launch-gets-no-payload", "--ios", "17"])
    #expect(result.stdout.hasPrefix("iOS 17 (userNotifications), app not-running, alert push, user action tap-icon"))
  }
}
