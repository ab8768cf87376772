/// Notifications sent back to back (T36). Apple, Troubleshooting push notifications
/// (https://developer.apple.com/documentation/usernotifications/troubleshooting-push-notifications):
/// "APNs queues only one notification at a time for each device, and the device must acknowledge
/// receipt of the notification before APNs dequeues it. If you send multiple notification requests
/// in a very short period of time, each new request might overwrite the previous request."
extension TimelineState {
  /// After a notification is delivered: the one delivered just before it, with no time between
  /// them, may have been overwritten (`may`). Pushes over an SDK's own connection, background pushes
  /// and pushes replaced by their collapse id (T04) are left alone.
  mutating func markOverwritten(_ steps: inout [TimelineStep], newest: TimelineStep) {
    let alerting = newest.delivered == true && newest.prediction.map { RowVocabulary.alerting.contains($0.scenario.kind) } == true
      && newest.presentation?.list == true
    defer { lastAlert = alerting ? (newest.index, clock.seconds) : nil }
    guard alerting, let last = lastAlert, last.seconds == clock.seconds,
      let earlier = steps.firstIndex(where: { $0.index == last.step }), steps[earlier].certainty == .definite,
      center.contains(where: { $0.index == last.step })
    else { return }
    steps[earlier].certainty = .may
    steps[earlier].notes.append(Self.note("T36", "the next request followed with no time between: APNs keeps one notification per device until the device acknowledges it, so it may overwrite this one"))
  }
}
