import Testing

@testable import APSKit

private let offline = DeliveryEvent.device(DeviceChange(online: false))
private let online = DeliveryEvent.device(DeviceChange(online: true))

private func alert(expiring expiration: Expiration?) -> DeliveryEvent {
  .push(PushEvent(kind: .alert, headers: PushHeaders(expiration: expiration), id: "m1"))
}

private func wait(_ seconds: Int) -> DeliveryEvent { .wait(seconds: seconds, text: "\(seconds)s") }

/// What a short outage does to pushes APNs would not store (T23) and what a long one does (T01,
/// T02). Each case cites the sentence of its source.
let outageRowCases: [TimelineCase] = [
  // PyAPNs2 issue 50 (https://github.com/Pr0Ger/PyAPNs2/issues/50), a logged test: with apns-expiration
  // 0 and the device "brought online 10 seconds after sending it out, the notification still
  // reached". Sending notification requests to APNs
  // (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
  // "If the value is 0, the notification may deliver with some delay."
  TimelineCase(rule: "T23 expiration 0, 10 s offline", start: S(17, .background, .alert),
               events: [offline, alert(expiring: .immediately), wait(10), online],
               step: 3, callbacks: [], delivered: true, certainty: .may, note: "T23", center: ["m1"]),
  // Same issue: expiration 45 s after sending, "brought it up online after 55 seconds. The
  // notification still reached"; Apple: "the notification may deliver after the specified timestamp".
  TimelineCase(rule: "T23 expired while offline, 55 s", start: S(17, .background, .alert),
               events: [offline, alert(expiring: .after(seconds: 45)), wait(55), online],
               step: 3, callbacks: [], delivered: true, certainty: .may, note: "T23", center: ["m1"]),
  // Apple, same page: "If the value is 0, APNs attempts to deliver the notification only once and
  // doesn't store it": after an outage APNs has had time to notice, nothing arrives.
  TimelineCase(rule: "T01 expiration 0, an hour offline", start: S(17, .background, .alert),
               events: [offline, alert(expiring: .immediately), wait(3600), online],
               step: 3, callbacks: [], delivered: false, certainty: .definite, note: "T01", center: []),
  // Same page: "APNs uses best efforts to honor the expiry date without any guarantee."
  TimelineCase(rule: "T02 expired long before the return", start: S(17, .background, .alert),
               events: [offline, alert(expiring: .after(seconds: 3600)), wait(3 * 3600), online],
               step: 3, callbacks: [], delivered: false, certainty: .bestEffort, note: "T02", center: []),
  // A push APNs stores (a future expiration) is unaffected by the length of the outage.
  TimelineCase(rule: "T02 stored, short outage", start: S(17, .background, .alert),
               events: [offline, alert(expiring: .after(seconds: 7200)), wait(30), online],
               step: 3, callbacks: [], delivered: true, certainty: .definite, note: "T02", center: ["m1"]),
]

@Suite struct TimelineOutageRowTests {
  @Test(arguments: outageRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }
}
