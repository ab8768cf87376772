import Foundation
import Testing

@testable import APSCLI

/// One row per `aps build` flag: the exact bytes printed (validation off, so each flag can be
/// shown alone; validation has its own tests).
@Suite struct BuildGoldenTests {
  static let env = ["SOURCE_DATE_EPOCH": "1700000000"]

  static func row(_ name: String, _ args: [String], _ stdout: String) -> CLICase {
    CLICase(name: name, args: ["build", "--no-validate"] + args, env: env, stdout: stdout + "\n")
  }

  static let cases: [CLICase] = [
    row("alert", ["--alert", "Hi"], #"{"aps":{"alert":"Hi"}}"#),
    row("title", ["--title", "T"], #"{"aps":{"alert":{"title":"T"}}}"#),
    row("subtitle", ["--subtitle", "S"], #"{"aps":{"alert":{"subtitle":"S"}}}"#),
    row("body", ["--body", "B"], #"{"aps":{"alert":{"body":"B"}}}"#),
    row("alert then title", ["--alert", "A", "--title", "T"], #"{"aps":{"alert":{"body":"A","title":"T"}}}"#),
    row("launch-image", ["--launch-image", "L.png"], #"{"aps":{"alert":{"launch-image":"L.png"}}}"#),
    row("title-loc", ["--title-loc-key", "K", "--title-loc-arg", "a", "--title-loc-arg", "b"], #"{"aps":{"alert":{"title-loc-key":"K","title-loc-args":["a","b"]}}}"#),
    row("subtitle-loc", ["--subtitle-loc-key", "K", "--subtitle-loc-arg", "a"], #"{"aps":{"alert":{"subtitle-loc-key":"K","subtitle-loc-args":["a"]}}}"#),
    row("loc", ["--loc-key", "K", "--loc-arg", "1", "--loc-arg", "2"], #"{"aps":{"alert":{"loc-key":"K","loc-args":["1","2"]}}}"#),
    row("badge", ["--badge", "0"], #"{"aps":{"badge":0}}"#),
    row("sound", ["--sound", "beep.caf"], #"{"aps":{"sound":"beep.caf"}}"#),
    row("critical-sound", ["--critical-sound", "default"], #"{"aps":{"sound":{"critical":1,"name":"default","volume":1}}}"#),
    row("critical-sound volume", ["--critical-sound", "alarm.caf", "--volume", "0.25"], #"{"aps":{"sound":{"critical":1,"name":"alarm.caf","volume":0.25}}}"#),
    row("thread-id", ["--thread-id", "chat-1"], #"{"aps":{"thread-id":"chat-1"}}"#),
    row("category", ["--category", "MSG"], #"{"aps":{"category":"MSG"}}"#),
    row("content-available", ["--content-available"], #"{"aps":{"content-available":1}}"#),
    row("mutable-content", ["--mutable-content"], #"{"aps":{"mutable-content":1}}"#),
    row("target-content-id", ["--target-content-id", "w1"], #"{"aps":{"target-content-id":"w1"}}"#),
    row("interruption-level", ["--interruption-level", "time-sensitive"], #"{"aps":{"interruption-level":"time-sensitive"}}"#),
    row("relevance-score", ["--relevance-score", "0.50"], #"{"aps":{"relevance-score":0.50}}"#),
    row("filter-criteria", ["--filter-criteria", "work"], #"{"aps":{"filter-criteria":"work"}}"#),
    row("event", ["--event", "update"], #"{"aps":{"event":"update"}}"#),
    row("timestamp", ["--timestamp", "1699999999"], #"{"aps":{"timestamp":1699999999}}"#),
    row("timestamp now", ["--timestamp", "now"], #"{"aps":{"timestamp":1700000000}}"#),
    row("content-state", ["--content-state", #"{"eta": 5}"#], #"{"aps":{"content-state":{"eta":5}}}"#),
    row("stale-date", ["--stale-date", "1700003600"], #"{"aps":{"stale-date":1700003600}}"#),
    row("dismissal-date", ["--dismissal-date", "now"], #"{"aps":{"dismissal-date":1700000000}}"#),
    row("attributes-type", ["--attributes-type", "Delivery"], #"{"aps":{"attributes-type":"Delivery"}}"#),
    row("attributes", ["--attributes", #"{"order":"1"}"#], #"{"aps":{"attributes":{"order":"1"}}}"#),
    row("input-push-token", ["--input-push-token"], #"{"aps":{"input-push-token":1}}"#),
    row("input-push-channel", ["--input-push-channel", "dHN0"], #"{"aps":{"input-push-channel":"dHN0"}}"#),
    row("content-changed", ["--content-changed"], #"{"aps":{"content-changed":true}}"#),
    row("custom", ["--alert", "x", "--custom", "id=42", "--custom", "k=v=w"], #"{"aps":{"alert":"x"},"id":"42","k":"v=w"}"#),
    row("custom-json", ["--alert", "x", "--custom-json", #"route={"screen":"inbox","id":7}"#], #"{"aps":{"alert":"x"},"route":{"screen":"inbox","id":7}}"#),
    row("set", ["--set", "/aps/alert/title=T", "--set", "/a~1b=c"], #"{"aps":{"alert":{"title":"T"}},"a/b":"c"}"#),
    row("set-json", ["--set-json", "/aps/badge=2", "--set-json", "/list=[1,2]"], #"{"aps":{"badge":2},"list":[1,2]}"#),
    row("set array element", ["--set-json", "/l=[1]", "--set-json", "/l/-=2", "--set-json", "/l/0=0"], #"{"l":[0,2]}"#),
    row("template", ["--template", "alert", "--var", "title=Hi", "--var", "body=There"], #"{"aps":{"alert":{"title":"Hi","body":"There"},"sound":"default"}}"#),
    row("template optional given", ["-t", "alert", "--var", "title=Hi", "--var", "body=There", "--var", "badge=3", "--var", "subtitle=S"], #"{"aps":{"alert":{"title":"Hi","subtitle":"S","body":"There"},"sound":"default","badge":3}}"#),
    row("var-json", ["--template", "deeplink", "--var", "title=T", "--var", "body=B", "--var", "class=VC", "--var-json", #"property={"ID":"1"}"#], #"{"aps":{"alert":{"title":"T","body":"B"},"sound":"default"},"class":"VC","property":{"ID":"1"}}"#),
    row("flags override template", ["--template", "alert", "--var", "title=Hi", "--var", "body=There", "--sound", "beep.caf", "--title", "New"], #"{"aps":{"alert":{"title":"New","body":"There"},"sound":"beep.caf"}}"#),
    row("chat-message", ["--template", "chat-message", "--var", "sender=Alice", "--var", "text=Lunch: 12?"], #"{"aps":{"alert":"Alice: Lunch: 12?","sound":"default"}}"#),
    row("simulator", ["--alert", "Hi", "--simulator", "com.example.app"], #"{"Simulator Target Bundle":"com.example.app","aps":{"alert":"Hi"}}"#),
    CLICase(name: "pretty", args: ["build", "--no-validate", "--alert", "Hi", "--pretty"], stdout: "{\n  \"aps\": {\n    \"alert\": \"Hi\"\n  }\n}\n"),
  ]

  @Test(arguments: cases)
  func golden(_ row: CLICase) {
    row.check()
  }

  @Test func varsFileAndStdin() {
    let vars = #"{"title": "T", "body": "B", "badge": 2}"#
    let result = runAPS(["build", "--no-validate", "--template", "alert", "--vars", "-"], stdin: vars)
    #expect(result.stdout == #"{"aps":{"alert":{"title":"T","body":"B"},"sound":"default","badge":2}}"# + "\n")
    // --var wins over --vars.
    let override = runAPS(["build", "--no-validate", "-t", "alert", "--vars", "-", "--var", "title=X"], stdin: vars)
    #expect(override.stdout.contains(#""title":"X""#))
  }

  @Test func outputFileGetsExactlyThePayloadBytes() throws {
    let folder = try TemporaryFolder()
    let path = folder.path + "/p.json"
    try folder.write("p.json", "old")
    let result = runAPS(["build", "--alert", "Hi", "-o", path])
    #expect(result.exitCode == .ok && result.stdout.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"aps":{"alert":"Hi"}}"#)
    let denied = runAPS(["build", "--alert", "Hi", "-o", "/nonexistent/dir/p.json"])
    #expect(denied.exitCode == .ioError)
    #expect(denied.stderr.hasPrefix("aps: error: cannot write /nonexistent/dir/p.json"))
  }
}
