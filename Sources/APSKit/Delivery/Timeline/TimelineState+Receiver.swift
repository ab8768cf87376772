/// What the receiving app changes in a timeline: a token from before a restore (TK1), Web Push to
/// a web app (WP1, WP2), an App Clip's 8 hours (AC1) and a fetch handler that does not complete (FC1).
extension TimelineState {
  /// Web Push reached Home Screen web apps with iOS 16.4 (WP1).
  static let webPushFrom = IOSVersion(16, 4)
  /// "up to 8 hours after each launch" (AC1).
  static let appClipWindow = 8 * 3600

  /// A push that cannot reach what the scenario names as its receiver: nil when it goes on.
  func unreachableReceiver(_ held: HeldPush, index: Int) -> TimelineStep? {
    let words = Set(held.scenario.implements)
    if held.push.tokenBeforeRestore {
      return step(index, delivered: false, notes: [Self.note("TK1")])
    }
    if words.contains(Capability.safariTab.rawValue) {
      return step(index, delivered: false, notes: [Self.note("WP2")])
    }
    if words.contains(Capability.homeScreenWebApp.rawValue), held.scenario.ios < Self.webPushFrom {
      return step(index, delivered: false, notes: [Self.note("WP1", "iOS \(held.scenario.ios) has no Web Push for Home Screen web apps (from iOS 16.4): the web app could not subscribe")])
    }
    let since = clock.seconds - launchedAt
    if words.contains(Capability.ephemeralAuthorization.rawValue), since > Self.appClipWindow {
      let hours = Double(since) / 3600
      return step(index, delivered: false, notes: [Self.note("AC1", "the App Clip was launched \(hours.formatted1) h ago, more than 8 h: its ephemeral authorization no longer lets notifications through")])
    }
    return nil
  }

  /// A fetch handler that does not call its completion in time (FC1): the step is `may`, the app is
  /// ended once its 30 seconds are over, and later background pushes may be held.
  mutating func overrunFetch(_ step: inout TimelineStep) {
    let words = Set(start.implements)
    guard words.contains(Capability.fetchLate.rawValue) || words.contains(Capability.fetchNeverCalled.rawValue),
      step.callbacks.contains(where: { $0.id == "C04" })
    else { return }
    fetchOverrunAt = clock.seconds
    step.certainty = .may
    step.notes.append(Self.note("FC1", "the fetch handler does not call its completion handler within 30 s: the system may end the app, and may hold later background pushes"))
  }

  /// Time passes after an overrun: 30 seconds or more end the app (FC1).
  mutating func endOverrun(_ step: inout TimelineStep, waited seconds: Int) {
    guard let at = fetchOverrunAt, clock.seconds - at >= Self.backgroundTime, [.background, .suspended].contains(app) else { return }
    fetchOverrunAt = nil
    fetchPenalized = true
    app = .notRunning
    step.notes = [Self.note("FC1", "the fetch handler ran past its 30 s without completing: the app was ended; later background pushes may not wake it")]
  }
}

private extension Double {
  /// One decimal, without Foundation.
  var formatted1: String {
    let tenths = Int((self * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
