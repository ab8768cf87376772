import Testing

@testable import APSKit

/// The library never reads the clock: the time comes with the context (the CLI reads it once, or
/// takes `$SOURCE_DATE_EPOCH`), so the same payload and context give the same findings on any day.
/// Live Activity pushes need `timestamp` (Apple, "Starting and updating Live Activities with
/// ActivityKit push notifications":
/// https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
@Suite struct ValidationClockTests {
  private static let payload = Array(#"{"aps":{"event":"update","content-state":{}}}"#.utf8)

  private static func hints(_ report: ValidationReport) -> [String] {
    report.diagnostics.compactMap { $0.hint?.text { _ in "" } }
  }

  @Test func withoutATimeHintsShowAShellExpression() {
    let report = PayloadValidator.validate(Self.payload, context: .init(pushType: "liveactivity"))
    #expect(Self.hints(report).contains(#"add "timestamp": $(date +%s)"#), "\(Self.hints(report))")
  }

  @Test func theGivenTimeIsTheOneUsed() {
    let report = PayloadValidator.validate(Self.payload, context: .init(pushType: "liveactivity", now: 1_796_119_200))
    #expect(Self.hints(report).contains(#"add "timestamp": 1796119200"#), "\(Self.hints(report))")
  }

  /// apns-expiration against the time (more than 30 days ahead, in the past) is judged only with one.
  @Test func expirationIsJudgedOnlyAgainstAGivenTime() {
    let payload = Array(#"{"aps":{"alert":"hi"}}"#.utf8)
    let past = PayloadValidator.validate(payload, context: .init(topic: "com.example.app", expiration: "1000", now: 1_796_119_200))
    #expect(past.diagnostics.contains { $0.rule == "expiration-past" })
    let unknown = PayloadValidator.validate(payload, context: .init(topic: "com.example.app", expiration: "1000"))
    #expect(!unknown.diagnostics.contains { $0.rule == "expiration-past" || $0.rule == "expiration-range" })
  }
}
