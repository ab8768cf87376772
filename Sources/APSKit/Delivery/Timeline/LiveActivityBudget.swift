/// The on-device budgets of Live Activity pushes (T16, T17, T18): when each counted push was sent;
/// and the activity's lifetime (T34).
struct LiveActivityBudget: Sendable {
  /// When the newest Live Activity started: its push-to-start, else the timeline's start (an
  /// activity the scenario updates existed then at the latest).
  var startedAt = 0

  /// "A Live Activity can be active for up to eight hours unless its app or a person ends it
  /// before this limit. After the eight-hour limit, the system automatically ends the Live Activity"
  /// (Displaying live data with Live Activities).
  static let lifetime = 8 * 3600

  /// "… remains on the Lock Screen until a person removes it or for up to four additional hours" (the same page).
  static let lockScreenAfterEnd = 4 * 3600

  /// The end push that ended the newest Live Activity (LS2); nil while it is active.
  var endedBy: String?

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
  var certainty: Certainty = .may
}

extension TimelineState {
  /// A Live Activity push against its budget, or nil when no budget applies (an end, or an
  /// update within the budget). Priority 5 is not counted but is delivered opportunistically.
  mutating func spendLiveActivityBudget(_ held: HeldPush, kind: NotificationKind) -> LiveActivityOutcome? {
    let now = clock.seconds
    if kind != .liveActivityStart, let ended = endedByLifetime(held, now: now) { return ended }
    if kind != .liveActivityStart, let end = liveActivity.endedBy {
      return LiveActivityOutcome(
        delivered: false, note: Self.note("LS2", "\(end) ended the Live Activity: the system ignores \(held.label)"), certainty: .definite)
    }
    if kind == .liveActivityEnd { liveActivity.endedBy = held.label }
    switch kind {
    case .liveActivityStart:
      guard LiveActivityBudget.spend(&liveActivity.starts, now: now, limit: LiveActivityBudget.startsPerHour) else {
        liveActivity.startedAt = now
        liveActivity.endedBy = nil
        return nil
      }
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
        // Past the budget the user is asked to let the activity continue (LB1); once allowed it is raised.
        guard !provider.liveActivityAllowed else { return nil }
        return LiveActivityOutcome(
          delivered: true,
          note: Self.note("T16", "\(held.label) is priority-10 update number \(liveActivity.updates.count) within the hour: the app declares NSSupportsLiveActivitiesFrequentUpdates, so it may still be applied unless the user turned More Frequent Updates off")
            + "; " + Self.note("LB1", "the user is asked whether the Live Activity may continue"))
      }
      return LiveActivityOutcome(
        delivered: false,
        note: Self.note("T16", "\(held.label) is priority-10 update number \(liveActivity.updates.count) within the hour: past the budget the system may throttle it"))
    default:
      return nil
    }
  }

  /// An update or end sent after the activity's eight hours: the system has ended it (T34), so the
  /// push changes nothing; the ended activity stays on the Lock Screen at most four more hours.
  private func endedByLifetime(_ held: HeldPush, now: Int) -> LiveActivityOutcome? {
    let age = now - liveActivity.startedAt
    guard age > LiveActivityBudget.lifetime else { return nil }
    let minutes = age % 3600 / 60
    let elapsed = "\(age / 3600) hours" + (minutes == 0 ? "" : " \(minutes) minutes")
    let shown = age < LiveActivityBudget.lifetime + LiveActivityBudget.lockScreenAfterEnd
      ? "it may still be on the Lock Screen, static, until the person removes it or 12 hours have passed"
      : "it is no longer on the Lock Screen (at most four hours after it ended)"
    return LiveActivityOutcome(
      delivered: false,
      note: Self.note("T34", "\(held.label) comes \(elapsed) after the Live Activity started: the system ended it after eight hours, so the push does not change it; \(shown)"),
      certainty: .definite)
  }
}
