import Testing

@testable import APSKit

/// `count` pushes of `kind`, `every` seconds apart, labelled `prefix1` …
private func pushes(_ count: Int, _ kind: NotificationKind, every seconds: Int, priority: Int? = nil, prefix: String = "u") -> [DeliveryEvent] {
  (1...count).flatMap { number -> [DeliveryEvent] in
    let push = DeliveryEvent.push(PushEvent(kind: kind, headers: PushHeaders(priority: priority), id: "\(prefix)\(number)"))
    return number == 1 ? [push] : [.wait(seconds: seconds, text: "\(seconds)s"), push]
  }
}

private func alert(_ id: String, collapse: String) -> DeliveryEvent {
  .push(PushEvent(kind: .alert, headers: PushHeaders(collapseID: collapse), id: id))
}

/// Each case cites the sentence of its source. Steps count waits: push n of `pushes` is step 2n-2.
let budgetRowCases: [TimelineCase] = [
  // Apple, Pushing background updates to your App
  // (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app):
  // "If something force quits or kills the app, the system discards the held notification."
  TimelineCase(rule: "T07 force-quit", start: S(16, .forceQuit, .silent), events: [.push(PushEvent(kind: .silent, id: "s1"))],
             step: 0, callbacks: [], delivered: false, certainty: .definite, note: "T07: the app was force-quit"),
  TimelineCase(rule: "T07 force-quit then launch", start: S(16, .forceQuit, .silent),
             events: [.push(PushEvent(kind: .silent, id: "s1")), .wait(seconds: 300, text: "5m"), .user(.openApp)],
             step: 2, callbacks: ["C02", "C01", "C11"], delivered: nil, certainty: .definite),
  // WWDC 2016 session 707, Introduction to Notifications (https://developer.apple.com/videos/play/wwdc2016/707/):
  // "for remote notifications there's a new request header the APNs collapse id".
  TimelineCase(rule: "T04 iOS 10", start: S(10, .background, .alert), events: [alert("n1", collapse: "c"), alert("n2", collapse: "c")],
             step: 1, callbacks: [], delivered: true, certainty: .definite, note: "T04: apns-collapse-id c: this push replaces n1", center: ["n2"]),
  TimelineCase(rule: "T04 iOS 9", start: S(9, .background, .alert), events: [alert("n1", collapse: "c"), alert("n2", collapse: "c")],
             step: 1, callbacks: [], delivered: true, certainty: .definite, note: "T04: apns-collapse-id came with iOS 10", center: ["n1", "n2"]),
  // Apple, Pushing background updates to your App: "don't try to send more than two or three per hour";
  // SAP Mobile Services, Apple Remote Notification
  // (https://help.sap.com/doc/f53c64b93e5140918d676b927a3cd65b/Cloud/en-US/docs-en/guides/features/push/api/provider/apns.html):
  // "APNs will drop silent notifications when sending too many silent notifications to a device (more than two per hour)."
  TimelineCase(rule: "T12 second", start: S(16, .background, .silent), events: pushes(2, .silent, every: 600, prefix: "s"),
             step: 2, callbacks: ["C34", "C04"], delivered: true, certainty: .bestEffort),
  TimelineCase(rule: "T12 third", start: S(16, .background, .silent), events: pushes(3, .silent, every: 600, prefix: "s"),
             step: 4, callbacks: [], delivered: false, certainty: .bestEffort, note: "T12"),
  TimelineCase(rule: "T12 fourth", start: S(16, .background, .silent), events: pushes(4, .silent, every: 600, prefix: "s"),
             step: 6, callbacks: [], delivered: false, certainty: .may, note: "T12"),
  TimelineCase(rule: "T12 hourly", start: S(16, .background, .silent), events: pushes(3, .silent, every: 1800, prefix: "s"),
             step: 4, callbacks: ["C34", "C04"], delivered: true, certainty: .bestEffort),
  // Apple Developer Forums thread 797554 (https://developer.apple.com/forums/thread/797554), DTS:
  // "high priority updates which will draw down your budget"; Airship, iOS Live Activities
  // (https://www.airship.com/docs/guides/messaging/features/ios-live-activities/): "APNs allows a
  // certain budget of updates per hour. If an app exceeds this budget, notifications will be throttled."
  TimelineCase(rule: "T16 within", start: S(17, .suspended, .liveActivityUpdate), events: pushes(10, .liveActivityUpdate, every: 3, priority: 10),
             step: 18, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "T16 past", start: S(17, .suspended, .liveActivityUpdate), events: pushes(11, .liveActivityUpdate, every: 3, priority: 10),
             step: 20, callbacks: [], delivered: false, certainty: .may, note: "T16: u11 is priority-10 update number 11"),
  TimelineCase(rule: "T16 default priority", start: S(17, .suspended, .liveActivityUpdate), events: pushes(11, .liveActivityUpdate, every: 30),
             step: 20, callbacks: [], delivered: false, certainty: .may, note: "T16"),
  TimelineCase(rule: "T16 hourly", start: S(17, .suspended, .liveActivityUpdate), events: pushes(11, .liveActivityUpdate, every: 600, priority: 10),
             step: 20, callbacks: [], delivered: true, certainty: .definite),
  // Same DTS answer: "low priority updates which will not draw down your budget but may not be
  // delivered to the device in a manner that is suitable for a smooth update".
  TimelineCase(rule: "T17", start: S(17, .suspended, .liveActivityUpdate), events: pushes(12, .liveActivityUpdate, every: 3, priority: 5),
             step: 22, callbacks: [], delivered: true, certainty: .may, note: "T17"),
  // Apple Developer Forums thread 799505 (https://developer.apple.com/forums/thread/799505): "after
  // around 10 pushes live activities are no longer being started"; DTS: "The budget is fixed".
  TimelineCase(rule: "T18 within", start: S(18, .notRunning, .liveActivityStart), events: pushes(10, .liveActivityStart, every: 10, prefix: "s"),
             step: 18, callbacks: ["C40"], delivered: true, certainty: .definite),
  TimelineCase(rule: "T18 past", start: S(18, .notRunning, .liveActivityStart), events: pushes(11, .liveActivityStart, every: 10, prefix: "s"),
             step: 20, callbacks: [], delivered: false, certainty: .may, note: "T18: s11 is push-to-start number 11"),
  // Apple, Displaying live data with Live Activities
  // (https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities):
  // "A Live Activity can be active for up to eight hours unless its app or a person ends it before
  // this limit. After the eight-hour limit, the system automatically ends the Live Activity".
  TimelineCase(rule: "T34 within eight hours", start: S(17.2, .background, .liveActivityStart),
             events: [.push(PushEvent(kind: .liveActivityStart, id: "s1")), .wait(seconds: 7 * 3600, text: "7h"), .push(PushEvent(kind: .liveActivityUpdate, id: "u1"))],
             step: 2, callbacks: [], delivered: true, certainty: .definite),
  TimelineCase(rule: "T34 past eight hours", start: S(17.2, .background, .liveActivityStart),
             events: [.push(PushEvent(kind: .liveActivityStart, id: "s1")), .wait(seconds: 9 * 3600, text: "9h"), .push(PushEvent(kind: .liveActivityUpdate, id: "u1"))],
             step: 2, callbacks: [], delivered: false, certainty: .definite, note: "T34: u1 comes 9 hours after"),
  // The same page: "the Live Activity remains on the Lock Screen … for up to four additional hours".
  TimelineCase(rule: "T34 off the Lock Screen", start: S(17, .background, .liveActivityUpdate),
             events: [.wait(seconds: 13 * 3600, text: "13h"), .push(PushEvent(kind: .liveActivityEnd, id: "e1"))],
             step: 1, callbacks: [], delivered: false, certainty: .definite, note: "T34: e1 comes 13 hours after the Live Activity started: the system ended it after eight hours, so the push does not change it; it is no longer"),
  TimelineCase(rule: "T34 a new start", start: S(17.2, .background, .liveActivityStart),
             events: [.wait(seconds: 9 * 3600, text: "9h"), .push(PushEvent(kind: .liveActivityStart, id: "s1")), .push(PushEvent(kind: .liveActivityUpdate, id: "u1"))],
             step: 2, callbacks: [], delivered: true, certainty: .definite),
]

@Suite struct TimelineBudgetRowTests {
  @Test(arguments: budgetRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// The rules these rows rest on cite sources of the source table.
  @Test(arguments: ["T04", "T07", "T16", "T17", "T18", "T19", "T20", "T21", "T22", "T23", "T24", "T25", "T26", "T33", "T34"])
  func theRuleCitesKnownSources(_ id: String) throws {
    let rule = try #require(TimelineRule.named(id))
    let known = Set(SourceInfo.all.map(\.key))
    #expect(!rule.sources.isEmpty)
    #expect(rule.sources.filter { !known.contains($0) } == [])
  }
}
