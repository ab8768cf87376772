/// The on-device budgets of Live Activity pushes (T16, T17, T18): when each counted push was sent.
struct LiveActivityBudget: Sendable {
  /// Priority-10 updates of the last hour (T16).
  var updates: [Int] = []
  /// Push-to-start pushes of the last hour (T18).
  var starts: [Int] = []

  /// Priority-10 updates an hour the model lets through. Apple publishes no size ("The per user
  /// "budget" is not documented, and could change", forum 747624) and vendors say only that it is
  /// hourly (Airship); ten is the one figure an Apple engineer gives for a Live Activity budget
  /// (push-to-start, forum 799505), so past it the outcome is `may`, never a certain drop.
  static let updatesPerHour = 10

  /// Push-to-start pushes in a short time: "after around 10 pushes live activities are no longer
  /// being started"; "If you need to push to start more than 10 activities, you would need to
  /// expand the time you are doing that in" (DTS, forum 799505). The window is not published: an hour.
  static let startsPerHour = 10

  /// Records a push sent at `now` in `sent` and says whether it is past `limit` within the hour.
  static func spend(_ sent: inout [Int], now: Int, limit: Int) -> Bool {
    sent = sent.filter { now - $0 < 3600 } + [now]
    return sent.count > limit
  }
}

/// What the budget does to a Live Activity push: `delivered` false when past it.
struct LiveActivityOutcome {
  var delivered: Bool
  var note: String
}

extension TimelineState {
  /// A Live Activity push against its budget, or nil when no budget applies (an end, or an
  /// update within the budget). Priority 5 is not counted but is delivered opportunistically.
  mutating func spendLiveActivityBudget(_ held: HeldPush, kind: NotificationKind) -> LiveActivityOutcome? {
    let now = clock.seconds
    switch kind {
    case .liveActivityStart:
      guard LiveActivityBudget.spend(&liveActivity.starts, now: now, limit: LiveActivityBudget.startsPerHour) else { return nil }
      return LiveActivityOutcome(
        delivered: false,
        note: Self.note("T18", "\(held.label) is push-to-start number \(liveActivity.starts.count) within the hour: the system may not start the Live Activity (\"Push-to-start budget exceeded\")"))
    case .liveActivityUpdate:
      guard (held.scenario.situation.priority ?? 10) >= 10 else {
        return LiveActivityOutcome(delivered: true, note: Self.note("T17"))
      }
      guard LiveActivityBudget.spend(&liveActivity.updates, now: now, limit: LiveActivityBudget.updatesPerHour) else { return nil }
      // NSSupportsLiveActivitiesFrequentUpdates asks for a larger budget, which the user may turn
      // off ("just declaring it does not guarantee a larger update budget", forum 799505): `may`.
      if held.scenario.implements.contains(Capability.laFrequentUpdates.rawValue) {
        return LiveActivityOutcome(
          delivered: true,
          note: Self.note("T16", "\(held.label) is priority-10 update number \(liveActivity.updates.count) within the hour: the app declares NSSupportsLiveActivitiesFrequentUpdates, so it may still be applied unless the user turned More Frequent Updates off"))
      }
      return LiveActivityOutcome(
        delivered: false,
        note: Self.note("T16", "\(held.label) is priority-10 update number \(liveActivity.updates.count) within the hour: past the budget the system may throttle it"))
    default:
      return nil
    }
  }
}
