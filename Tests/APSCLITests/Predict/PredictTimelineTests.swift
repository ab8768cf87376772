import Foundation
import Testing

@testable import APSCLI

/// `aps predict --scenario FILE` with `"events"`: the five timeline situations of the delivery
/// model, each from its scenario file under examples/timelines, checked on the JSON record
/// (`timeline` per event, `final`); and the one-event form printing exactly what the flags print.
@Suite struct PredictTimelineTests {
  /// The record of one example's timeline.
  static func record(_ name: String) throws -> (steps: [[String: Any]], final: [String: Any]) {
    let path = packageRoot.appendingPathComponent("examples/timelines/\(name).json").path
    let result = runAPS(["predict", "--scenario", path, "--format", "json"])
    #expect(result.exitCode == .ok, "\(name): \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
    return (object["timeline"] as? [[String: Any]] ?? [], object["final"] as? [String: Any] ?? [:])
  }

  static func ids(_ step: [String: Any]) -> [String] {
    (step["callbacks"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
  }

  /// JPush (JP-SDK): a custom message sent while the app is in the background is held and reaches
  /// the app (C33) once the user opens it.
  @Test func jpushHoldsTheCustomMessageUntilTheAppIsOpen() throws {
    let (steps, final) = try Self.record("jpush-custom-held-until-open")
    #expect(Self.ids(steps[0]).isEmpty)
    #expect(steps[0]["delivered"] as? Bool == false)
    #expect(Self.ids(steps[2]) == ["C10", "C11", "C33"])
    #expect(final["appState"] as? String == "foreground")
  }

  /// GeTui (GT-DOC-FLOW): a transmission sent while the app is not running arrives at the next
  /// start with offLine = YES.
  @Test func getuiDeliversTheOfflineMessageAtTheNextStart() throws {
    let (steps, _) = try Self.record("getui-offline-at-next-start")
    #expect(steps[0]["delivered"] as? Bool == false)
    #expect(Self.ids(steps[1]) == ["C02", "C01", "C11", "C21"])
    let last = (steps[1]["callbacks"] as? [[String: Any]])?.last
    #expect((last?["args"] as? [String: Any])?["offLine"] as? Bool == true)
  }

  /// Apple, apns-collapse-id: "merge multiple notifications into a single notification".
  @Test func aSecondPushWithTheSameCollapseIDReplacesTheFirst() throws {
    let (_, final) = try Self.record("collapse-id-replaces")
    #expect(final["notificationCenter"] as? [String] == ["goal2"])
    #expect(final["badge"] as? Int == 2)
  }

  /// Apple, apns-expiration: "If the value is 0, APNs attempts to deliver the notification only
  /// once and doesn't store it."
  @Test func expirationZeroToAnOfflineDeviceIsGone() throws {
    let (steps, final) = try Self.record("expiration-0-offline")
    #expect(steps[1]["delivered"] as? Bool == false)
    #expect(steps[3]["delivered"] as? Bool == false)
    #expect(final["notificationCenter"] as? [String] == [])
  }

  /// Apple: APNs stores a push with a future expiration while the device is offline, one per app
  /// ("In most cases, the latest notification is stored").
  @Test func aFutureExpirationIsStoredAndOnlyTheLastOneArrives() throws {
    let (steps, final) = try Self.record("expiration-future-offline")
    #expect(steps[1]["delivered"] as? Bool == false)
    #expect(steps[2]["certainty"] as? String == "may")
    #expect(steps[4]["delivered"] as? Bool == true)
    #expect(final["notificationCenter"] as? [String] == ["second"])
  }

  /// Flags are a shorthand for one push and one action: the same answer byte for byte.
  @Test(arguments: [
    (["--state", "not-running", "--kind", "alert", "--action", "tap"], #"{"state": "not-running", "events": [{"push": {"kind": "alert"}}, {"user": "tap"}]}"#),
    (["--ios", "9", "--sdk", "getui-legacy", "--kind", "getui-apns", "--action", "tap-icon"], #"{"ios": "9", "sdk": "getui-legacy", "events": [{"push": {"kind": "getui-apns"}}, {"user": "tap-icon"}]}"#),
    (["--state", "background", "--kind", "silent"], #"{"state": "background", "events": [{"push": {"kind": "silent"}}]}"#),
  ])
  func flagsPrintWhatTheOneEventScenarioPrints(flags: [String], scenario: String) {
    for format in ["text", "json"] {
      let byFlags = runAPS(["predict"] + flags + ["--format", format])
      let byFile = runAPS(["predict", "--scenario", "-", "--format", format], stdin: scenario)
      #expect(byFlags.exitCode == .ok && byFile.exitCode == .ok, "\(byFile.stderr)")
      #expect(byFlags.stdout == byFile.stdout)
    }
  }

  /// A bad event is a data error at its place in the file.
  @Test(arguments: [
    (#"{"events": [{"push": {"kind": "alert"}, "user": "tap"}]}"#, "exactly one of push, user, wait, device, system"),
    (#"{"events": [{"wait": "soon"}]}"#, "\"wait\" takes a duration"),
    (#"{"events": [{"push": {"kind": "alert"}, "headers": {"apns-expiration": "tomorrow"}}]}"#, "apns-expiration is 0, now+DURATION"),
    (#"{"events": [{"user": "shake"}]}"#, "allowed: tap, tap-action"),
    (#"{"events": [{"system": "summary"}]}"#, "allowed: scheduled-summary"),
    (#"{"events": [{"push": {"kind": "jpush-custom"}, "options": {"time_to_live": -1}}]}"#, "time_to_live is a whole number of seconds"),
    (#"{"events": [{"push": {"kind": "alert"}, "options": {"ttl": 1}}]}"#, "option ttl has no effect on delivery"),
    (#"{"action": "tap", "events": [{"push": {"kind": "alert"}}, {"wait": "1m"}]}"#, "both say what the user does"),
    // Waits that add up past the clock's range trapped; a century is the longest wait.
    (#"{"events": [{"wait": "9223372036854775807"}, {"wait": "1"}]}"#, "up to a century"),
    (#"{"events": [{"wait": "106751991167300d"}]}"#, "up to a century"),
    (#"{"events": [{"wait": "36601d"}]}"#, "up to a century"),
  ])
  func aBadEventIsADataErrorAtItsPlace(scenario: String, message: String) {
    let result = runAPS(["predict", "--scenario", "-"], stdin: scenario)
    #expect(result.exitCode == .failure || result.exitCode == .usage)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(result.stderr.contains("<stdin>:1:") || result.exitCode == .usage, "\(result.stderr)")
  }

  /// A payload file an event names is opened as the top-level "payload" is: one that cannot be
  /// opened is exit 66, one that is no payload exit 1, each with a plain message.
  @Test func anEventsPayloadFileIsOpenedLikeAnyInput() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.json"), withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: folder.appendingPathComponent("bad.json"))
    for (name, code, message) in [("dir.json", ExitCode.noInput, "is a directory"), ("bad.json", .failure, "is not a JSON payload")] {
      let scenario = folder.appendingPathComponent("s.json")
      try Data(#"{"ios":"17","events":[{"push":{"payload":"\#(name)"}}]}"#.utf8).write(to: scenario)
      let result = runAPS(["predict", "--scenario", scenario.path])
      #expect(result.exitCode == code, "\(name): \(result.stderr)")
      #expect(result.stderr.contains(message) && !result.stderr.contains("InputFailure") && !result.stderr.contains("cannotOpen"), "\(result.stderr)")
    }
  }

  /// The ledger judges an event claim step by step and on the final state, and a wrong claim fails.
  @Test func theLedgerJudgesEventClaims() {
    let scenario: [String: Any] = [
      "sdk": "jpush", "state": "background",
      "events": [["push": ["kind": "jpush-custom"], "id": "m1"], ["user": "open-app"]],
    ]
    let right: [String: Any] = [
      "steps": [["event": "m1", "delivered": false, "wakes": false], ["event": 1, "fires": ["C33"], "certainty": "definite"]],
      "final": ["appState": "foreground", "notificationCenter": [String]()],
    ]
    #expect(LedgerJudge.judge(LedgerClaim(name: "right", json: ["scenario": scenario, "expect": right])).agrees)
    let wrong: [String: Any] = ["steps": [["event": 0, "fires": ["C33"]]], "final": ["appState": "background"]]
    let verdict = LedgerJudge.judge(LedgerClaim(name: "wrong", json: ["scenario": scenario, "expect": wrong]))
    #expect(verdict.differences.count == 2, "\(verdict.differences)")
  }

  /// A one-push claim is judged on delivery too: an app that never asks for a token gets nothing
  /// (RG1), and the non-delivery's certainty is compared; a claim of delivery fails.
  @Test func theLedgerJudgesOnePushDelivery() {
    let scenario: [String: Any] = ["kind": "alert", "state": "background", "calls-register-for-remote-notifications": false]
    let right: [String: Any] = ["delivered": false, "certainty": "definite"]
    let verdict = LedgerJudge.judge(LedgerClaim(name: "right", json: ["scenario": scenario, "expect": right]))
    #expect(verdict.agrees && verdict.ignored.isEmpty, "\(verdict.differences) \(verdict.ignored)")
    let wrong: [String: Any] = ["delivered": true]
    #expect(LedgerJudge.judge(LedgerClaim(name: "wrong", json: ["scenario": scenario, "expect": wrong])).differences.count == 1)
    let unsure: [String: Any] = ["delivered": false, "certainty": "best-effort"]
    #expect(LedgerJudge.judge(LedgerClaim(name: "unsure", json: ["scenario": scenario, "expect": unsure])).differences.count == 1)
  }
}
