import Testing

@testable import APSCLI

/// `inspect` and `build` validated with the clock read inside the library, so
/// `$SOURCE_DATE_EPOCH` (https://reproducible-builds.org/specs/source-date-epoch/) did not reach
/// their hints; the time is now read once by the command and passed in.
@Suite struct ClockAtTheEdgeTests {
  @Test func inspectHintsUseSourceDateEpoch() {
    let result = runAPS(
      ["inspect", "--push-type", "liveactivity"], stdin: #"{"aps":{"event":"update","content-state":{}}}"#,
      environment: ["SOURCE_DATE_EPOCH": "1796119200"])
    #expect((result.stdout + result.stderr).contains(#"add "timestamp": 1796119200"#), "\(result.stdout)\(result.stderr)")
  }
}
