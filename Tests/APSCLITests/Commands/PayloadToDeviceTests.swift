import Foundation
import Testing

@testable import APSCLI

/// The push type travels, vendor bodies are validated as what the vendor sends, dates
/// are read in every form and shown in ISO 8601, data errors in --vars files exit 1 located.
@Suite struct PayloadToDeviceTests {
  static let voipArgs = ["build", "--template", "voip", "--var", "call-id=6f9619ff-8b86-d011-b42d-00cf4fc964ff", "--var", "caller-name=A", "--var", "handle=1"]

  @Test func invisiblePayloadWithoutPushTypeHintsAtAppDefinedTypes() {
    let voip = runAPS(Self.voipArgs + ["--no-validate"])
    let result = runAPS(["validate"], stdin: voip.stdout)
    #expect(result.stdout.contains("if this is not an alert push, say which with --push-type voip, location, fileprovider"))
    let declared = runAPS(["validate", "--push-type", "alert"], stdin: voip.stdout)
    #expect(declared.stdout.contains(#"hint: add "alert": {"body": "…"}"#), "a declared alert still gets the alert hint")
    let asVoIP = runAPS(["validate", "--strict", "--push-type", "voip"], stdin: voip.stdout)
    #expect(asVoIP.exitCode == .ok, "\(asVoIP.stdout)")
  }

  /// JPush v3 push API (https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push) and GeTui
  /// REST v2 (https://docs.getui.com/getui/server/rest_v2/push/) bodies carry the iOS part inside.
  @Test func vendorBodiesAreCheckedAsTheAPNsPayloadTheVendorSends() {
    let jpush = runAPS(["build", "--template", "jpush-push", "--var", "registration-id=1a0018970a8f1e6c2b3", "--var", "title=T", "--var", "body=B", "--var", "message=m"])
    #expect(jpush.exitCode == .ok, "\(jpush.stderr)")
    let result = runAPS(["validate"], stdin: jpush.stdout)
    #expect(result.exitCode == .ok, "\(result.stdout)")
    #expect(result.stdout.contains("note: a JPush v3 push request; checking the APNs payload the vendor sends from it"))
    #expect(!result.stdout.contains("aps-missing"))
    let bad = #"{"platform":["ios"],"audience":"all","notification":{"ios":{"alert":"hi","sound":5}}}"#
    let badResult = runAPS(["validate"], stdin: bad)
    #expect(badResult.exitCode == .failure, "the vendor's APNs payload is checked: \(badResult.stdout)")
    let getui = runAPS(["validate"], stdin: #"{"request_id":"1","audience":"all","push_channel":{"ios":{"aps":{"alert":{"title":"T","body":"B"}}}}}"#)
    #expect(getui.exitCode == .ok, "\(getui.stdout)")
    #expect(getui.stdout.contains("note: a GeTui REST v2 push request"))
    // A key spelled with an escape is the same key (RFC 8259 section 7): the body is still a JPush
    // request, not an APNs payload missing "aps" (recognised from the scan, not by a byte search).
    let escaped = runAPS(["validate", "--jsonl"], stdin: #"{"\u0061udience":"all","platform":"all","notification":{"ios":{"alert":"a"}}}"#)
    #expect(escaped.exitCode == .ok, "\(escaped.stdout)")
    #expect(escaped.stdout.contains("<stdin>:1: note: a JPush v3 push request"))
  }

  @Test func datesInEveryFormAndShownInISO8601() {
    let environment = ["SOURCE_DATE_EPOCH": "1796119200"]
    let built = runAPS(["build", "--event", "update", "--timestamp", "now", "--stale-date", "now+2h", "--dismissal-date", "2026-12-01T12:30:00+02:00", "--content-state", "{}", "--no-validate"], environment: environment)
    #expect(built.stdout == #"{"aps":{"event":"update","timestamp":1796119200,"content-state":{},"stale-date":1796126400,"dismissal-date":1796121000}}"# + "\n")
    let validated = runAPS(["validate"], stdin: built.stdout, environment: environment)
    #expect(validated.stdout.contains("<stdin>: note: timestamp 1796119200 (2026-12-01T10:00:00Z), stale-date 1796126400 (2026-12-01T12:00:00Z), dismissal-date 1796121000 (2026-12-01T10:30:00Z)"))
    let early = runAPS(["build", "--event", "update", "--timestamp", "now", "--stale-date", "now-1h", "--content-state", "{}"], environment: environment)
    #expect(early.stderr.contains("warning[date-order]: /aps/stale-date: stale-date 1796115600 (2026-12-01T09:00:00Z) is before timestamp 1796119200 (2026-12-01T10:00:00Z)"))
    let past = runAPS(["validate", "--expiration", "2020-01-01T00:00:00Z"], stdin: #"{"aps":{"alert":"x"}}"#, environment: environment)
    #expect(past.stdout.contains("warning[expiration-past]: apns-expiration 1577836800 (2020-01-01T00:00:00Z) is in the past"))
    let inspect = runAPS(["inspect"], stdin: built.stdout)
    #expect(inspect.stdout.contains("1796119200 (2026-12-01T10:00:00Z)"), "\(inspect.stdout)")
    let badDate = runAPS(["build", "--timestamp", "2026-12-01"])
    #expect(badDate.exitCode == .usage)
  }

  @Test func badValueInAVarsFileIsALocatedDataError() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let vars = folder.appendingPathComponent("vars.json")
    try "{\n  \"sender\": \"Al\",\n  \"text\": \"Hi\",\n  \"thread-id\": true\n}\n".write(to: vars, atomically: true, encoding: .utf8)
    let result = runAPS(["build", "--template", "chat-message", "--vars", vars.path])
    // A number would be its text (as --var's); a boolean for a string variable is refused.
    #expect(result.exitCode == .failure, "a data error in a file: exit 1, not 64")
    #expect(result.stderr.contains("vars.json:4:16: error: variable 'thread-id' is a string"), "\(result.stderr)")
    #expect(!result.stderr.contains("Usage:"))
    let overridden = runAPS(["build", "--template", "chat-message", "--vars", vars.path, "--var", "thread-id=t"])
    #expect(overridden.exitCode == .ok, "the command line overrides the file's value: \(overridden.stderr)")
  }
}
