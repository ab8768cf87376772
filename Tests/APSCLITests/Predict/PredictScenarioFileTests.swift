import Foundation
import Testing

@testable import APSCLI
@testable import APSKit

/// `aps predict --scenario FILE`: the file holds what the flags hold, gives the same bytes, and
/// names a bad key with its place and the allowed values (exit 1).
@Suite struct PredictScenarioFileTests {
  struct Pair: Sendable, CustomTestStringConvertible {
    var file: String
    var flags: [String]
    var testDescription: String { flags.joined(separator: " ") }
  }

  static let pairs: [Pair] = [
    Pair(file: #"{"ios": "17", "state": "foreground", "alert": true, "sound": true, "implements": ["no-un-delegate"]}"#,
         flags: ["--ios", "17", "--state", "foreground", "--alert", "--sound", "--implements", "no-un-delegate"]),
    Pair(file: #"{"ios": 16, "interruption-level": "passive", "focus": "on", "summary": true}"#,
         flags: ["--ios", "16", "--interruption-level", "passive", "--focus", "on", "--summary"]),
    Pair(file: #"{"ios": "15", "alert": true, "mutable-content": true, "service-extension": "empty-filtered", "entitlements": ["filtering"]}"#,
         flags: ["--ios", "15", "--alert", "--mutable-content", "--service-extension", "empty-filtered", "--entitlements", "filtering"]),
    Pair(file: #"{"kind": "liveactivity-update", "alert": true, "dynamic-island": false, "format": "json"}"#.replacingOccurrences(of: #", "format": "json""#, with: ""),
         flags: ["--kind", "liveactivity-update", "--alert", "--dynamic-island", "off"]),
    Pair(file: #"{"state": "not-running", "kind": "voip", "voip-penalty": true}"#, flags: ["--state", "not-running", "--kind", "voip", "--voip-penalty"]),
    Pair(file: #"{"ios": "12", "action": "tap-action", "implements": "no-un-delegate,handle-action"}"#,
         flags: ["--ios", "12", "--action", "tap-action", "--implements", "no-un-delegate,handle-action"]),
  ]

  @Test(arguments: pairs)
  func fileAndFlagsGiveTheSameBytes(_ pair: Pair) {
    for format in ["text", "json"] {
      let fromFile = runAPS(["predict", "--scenario", "-", "--format", format], stdin: pair.file)
      let fromFlags = runAPS(["predict", "--format", format] + pair.flags)
      #expect(fromFile.exitCode == .ok, "stderr: \(fromFile.stderr)")
      #expect(fromFile.stdoutBytes == fromFlags.stdoutBytes)
    }
  }

  /// Flags add to a plain kind: a silent push with mutable-content stays silent (no extension).
  @Test func flagsAddToTheKind() {
    let result = runAPS(["predict", "--kind", "silent", "--mutable-content", "--state", "suspended"])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains("push: content-available, mutable-content"))
    #expect(!result.stdout.contains("C14"))
  }

  @Test func theCommandLineOverridesTheFile() {
    let result = runAPS(["predict", "--scenario", "-", "--ios", "9"], stdin: #"{"ios": "17", "state": "foreground"}"#)
    #expect(result.stdout.hasPrefix("iOS 9 "))
  }

  @Test(arguments: [
    (#"{"ios": "17",\n "stat": "foreground"}"#, "<stdin>:2:2: error[scenario]: unknown key \"stat\". Did you mean 'state'?", "hint: allowed keys: ios, state"),
    (#"{"focus": "maybe"}"#, "<stdin>:1:2: error[scenario]: \"focus\" does not take 'maybe'", "hint: allowed: off, on, allows-app"),
    (#"{"alert": true,\n  "service-extension": "timeout"}"#, "<stdin>:2:3: error[scenario]: a service-extension outcome needs a push with mutable-content", "hint: allowed: none"),
    (#"{"implements": ["fetch-handlr"]}"#, "<stdin>:1:17: error[scenario]: \"implements\" does not take 'fetch-handlr'", "hint: allowed: fetch-handler"),
    (#"{"locked": "yes"}"#, "<stdin>:1:2: error[scenario]: \"locked\" is a flag: true or false", ""),
    (#"{"state": "foreground", "locked": true}"#, "<stdin>:1:25: error[scenario]: a locked device", ""),
    (#"[1]"#, "<stdin>:1:1: error[scenario]: a scenario file holds one JSON object", ""),
  ])
  func badFileIsADataErrorAtTheKey(_ text: String, _ message: String, _ hint: String) {
    let result = runAPS(["predict", "--scenario", "-"], stdin: text.replacingOccurrences(of: "\\n", with: "\n"))
    #expect(result.exitCode == .failure, "stderr: \(result.stderr)")
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    if !hint.isEmpty { #expect(result.stderr.contains(hint)) }
    #expect(result.stdout.isEmpty)
  }

  /// With --format json a bad scenario file also gets the failure record of `aps help json`.
  @Test func badFileWithJSONGetsAFailureRecord() throws {
    let result = runAPS(["predict", "--scenario", "-", "--format", "json"], stdin: #"{"focus": "x"}"#)
    #expect(result.exitCode == .failure)
    let record = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(record["ok"] as? Bool == false && record["file"] as? String == "<stdin>")
    #expect(result.stderr.contains("<stdin>:1:2: error[scenario]"))
  }

  @Test func theSameContradictionOnTheCommandLineIsUsage() {
    let result = runAPS(["predict", "--alert", "--service-extension", "timeout"])
    #expect(result.exitCode == .usage)
  }

  @Test func aMissingFileCannotBeOpened() {
    let result = runAPS(["predict", "--scenario", "./no-such-scenario.json"])
    #expect(result.exitCode.rawValue == 66)
  }

  @Test func namedScenariosStillWork() {
    let result = runAPS(["predict", "--scenario", "getui-legacy-icon-open-payload-only"])
    #expect(result.exitCode == .ok)
  }

  /// Every push type `aps build` writes a payload for can be predicted, from the payload and the
  /// headers file `aps build --headers-out` writes.
  @Test(arguments: [
    ("voip", #"{"caller":"Ann"}"#, "C15"),
    ("location", #"{}"#, "C47"),
    ("widgets", #"{"aps":{"content-changed":true}}"#, "C49"),
    ("liveactivity", #"{"aps":{"event":"update","timestamp":1,"content-state":{}}}"#, ""),
    ("pushtotalk", #"{}"#, "C50"),
    ("fileprovider", #"{"container-identifier":"root"}"#, "C51"),
    ("mdm", #"{"mdm":"x"}"#, ""),
    ("complication", #"{"aps":{}}"#, "C15"),
    ("controls", #"{"aps":{"content-changed":true}}"#, "C52"),
    ("background", #"{"aps":{"content-available":1}}"#, "C04"),
  ])
  func everyPushTypeCanBePredicted(_ type: String, _ payload: String, _ callback: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-predict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let headers = folder.appendingPathComponent("headers").path
    try "apns-push-type: \(type)\napns-priority: \(type == "background" ? 5 : 10)\n".write(toFile: headers, atomically: true, encoding: .utf8)
    let result = runAPS(["predict", "--ios", "26", "--payload", "-", "--headers", headers], stdin: payload)
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    if !callback.isEmpty { #expect(result.stdout.contains(callback)) }
  }

  /// Every template `aps build` has (with its variables' examples) can be predicted from the
  /// payload, and the headers file when it writes one; vendor request bodies (GeTui REST v2,
  /// JPush v3) are predicted from the APNs payload the vendor sends.
  @Test func everyBuiltTemplateCanBePredicted() throws {
    let names = runAPS(["templates", "list", "--names"]).stdout.split(separator: "\n").map(String.init)
    #expect(names.count >= 10)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-templates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for name in names {
      let shown = runAPS(["templates", "show", name]).stdout
      let template = try #require(try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
      let declared = ((template["$template"] as? [String: Any])?["vars"] as? [String: [String: Any]]) ?? [:]
      let vars = declared.compactMapValues { $0["example"] }
      let varsPath = folder.appendingPathComponent("\(name).vars.json").path
      try JSONSerialization.data(withJSONObject: vars).write(to: URL(fileURLWithPath: varsPath))
      let payload = folder.appendingPathComponent("\(name).json").path
      let headers = folder.appendingPathComponent("\(name).headers").path
      var build = runAPS(["build", "-t", name, "--vars", varsPath, "-q", "-o", payload, "--headers-out", headers])
      var predict = ["predict", "--ios", "26", "--payload", payload, "--headers", headers]
      if build.exitCode != .ok {
        // Vendor request bodies have no APNs headers to write.
        build = runAPS(["build", "-t", name, "--vars", varsPath, "-q", "-o", payload])
        predict = ["predict", "--ios", "26", "--payload", payload]
      }
      #expect(build.exitCode == .ok, "\(name): \(build.stderr)")
      let result = runAPS(predict)
      #expect(result.exitCode == .ok, "\(name): \(result.stderr)")
    }
  }

  /// `--diff` over a dimension other than the version.
  @Test func diffComparesTwoInterruptionLevels() {
    let result = runAPS(["predict", "--diff", "--ios", "16", "--interruption-level", "passive", "--interruption-level", "time-sensitive"])
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("--interruption-level passive → time-sensitive: iOS 16"))
    #expect(result.stdout.contains("sees: banner no, list yes, sound no, badge yes → banner yes, list yes, sound yes, badge yes"))
  }

  @Test func diffWithOneDeviceStateFlagComparesWithoutAndWith() {
    let result = runAPS(["predict", "--diff", "--ios", "16", "--summary"])
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("--summary off → on: iOS 16"))
    #expect(result.stdout.contains("sees: banner yes, list yes, sound yes, badge yes → banner no, list yes, sound no, badge yes"))
  }

  @Test func diffAcrossIOS18Point0AndPoint1ShowsTheSecondWillPresent() {
    let result = runAPS(["predict", "--diff", "--ios", "18.0", "--ios", "18.1", "--state", "foreground"])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains("iOS 18: C05 → C05"))
  }
}

/// `--matrix` over a new dimension: every state × each value of the option given several times.
@Suite struct PredictDimensionMatrixTests {
  @Test func matrixOverInterruptionLevels() {
    let result = runAPS(["predict", "--matrix", "--ios", "16", "--focus", "on", "--interruption-level", "active", "--interruption-level", "time-sensitive"])
    #expect(result.exitCode == .ok, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("| state \\ interruption-level | active | time-sensitive |"))
    #expect(result.stdout.contains("| background | (none) · list+badge | (none) · banner+list+sound+badge |"))
  }

  @Test func matrixOverVersionsAsJSON() throws {
    let result = runAPS(["predict", "--matrix", "--ios", "18.0", "--ios", "18.1", "--format", "json"])
    #expect(result.exitCode == .ok)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == AppState.allCases.count * 2)
    let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(first["ios"] as? String == "18.0" && first["state"] as? String == "foreground")
    #expect((first["callbacks"] as? [[String: Any]])?.count == 2)
  }
}
