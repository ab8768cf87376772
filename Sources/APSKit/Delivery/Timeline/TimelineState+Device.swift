/// What the system, the clock and the device do to the timeline: the Scheduled Summary, the unlock
/// that wakes the deferred pushes, a wait, and a change of device state (lock, network, restart).
extension TimelineState {
  /// The system acts on its own schedule: the Scheduled Summary arrives with what it held (T10).
  mutating func system(_ event: SystemEvent, index: Int) -> TimelineStep {
    let held = summarised
    summarised = []
    center += held.map(\.push)
    var result = step(index, delivered: held.isEmpty ? nil : true, notes: held.isEmpty ? ["nothing waits for the summary"] : [Self.note("T10", "the summary shows \(held.map(\.push.label).joined(separator: ", "))")])
    result.presentation = held.last?.presentation
    return result
  }

  /// The device wakes (unlocked): deferred pushes arrive.
  mutating func wake(index: Int) throws -> TimelineStep {
    // Background pushes held for the first unlock (B12) wait for it, whatever else wakes the device.
    let rebooted = justRebooted
    let waiting = deferred.filter { !(rebooted && $0.untilFirstUnlock) }
    deferred = deferred.filter { rebooted && $0.untilFirstUnlock }
    var callbacks: [PredictedCallback] = []
    var notes: [String] = []
    var presentation: PresentationPrediction?
    for held in waiting {
      let kind = try held.scenario.resolve().kind
      var scenario = held
      scenario.scenario = try self.scenario(for: held.push)
      // Awake now: the priority's power considerations (H03) no longer hold it back.
      if kind != .alertContentAvailable { scenario.scenario.situation.priority = nil }
      let delivered = try deliver(scenario, kind: kind, index: index)
      callbacks += delivered.callbacks
      if presentation?.banner != true, presentation?.list != true { presentation = delivered.presentation }
      notes.append(held.untilFirstUnlock ? "B12: \(held.label) arrives after the first unlock (best effort)" : Self.note("T09", "\(held.label) arrives now that the device is awake"))
    }
    var result = step(index, callbacks: callbacks, delivered: waiting.isEmpty ? nil : true, certainty: waiting.isEmpty ? .definite : .may, notes: notes)
    result.presentation = presentation
    return result
  }

  /// Time passes: nothing runs; stored pushes may expire meanwhile.
  mutating func wait(_ seconds: Int, index: Int) -> TimelineStep {
    clock.seconds += seconds
    // The system suspends an app whose background time is over (T21); GeTui's run-background
    // (the Audio mode) keeps it running; RongCloud's SDK keeps it active for 2 minutes.
    let time = start.sdk == .rongcloud ? Self.rongCloudBackgroundTime : Self.backgroundTime
    guard app == .background, seconds >= time, !start.implements.contains(Capability.runBackground.rawValue) else { return step(index) }
    app = .suspended
    return step(index, notes: [Self.note("T21", "the background time is over: iOS suspends the app")])
  }

  /// The device changes: offline, online (stored push delivered), locked, Focus, Low Power Mode, reboot.
  mutating func device(_ change: DeviceChange, index: Int) throws -> TimelineStep {
    if let settings = settingsChange(change, index: index) { return settings }
    if let authorization = change.authorization {
      authorizationChange = authorization
      return step(index, notes: ["the app's notification authorization is now \(authorization.rawValue); what shows is still what the app asked for (requested-options)"])
    }
    if let reach = reachChange(change, index: index) { return reach }
    if let focus = change.focus { self.focus = focus }
    if let lowPower = change.lowPower { self.lowPower = lowPower }
    if let refresh = change.backgroundRefresh { backgroundRefreshOff = !refresh }
    if let holds = change.holdsBackgroundPushes { holdsBackground = holds }
    if let prioritize = change.prioritizeNotifications { self.prioritize = prioritize }
    if let lowData = change.lowData { self.lowData = lowData }
    var notes: [String] = []
    if change.reboot {
      app = .notRunning
      unopenedSinceRestart = true
      locked = true
      justRebooted = true
      notes.append("the device restarted: the app is not running and the device is locked until the first unlock")
    }
    if let locked = change.locked {
      self.locked = locked
      if !locked { return try wake(index: index) }
      // An app "loses focus … when the device is locked" (UIApplicationDelegate's
      // applicationWillResignActive) and leaves the screen: a locked device shows no app in front.
      if app == .foreground || app == .inactive {
        app = .background
        notes.append("the phone locked: the open app resigned active and went to the background")
      }
    }
    guard let online = change.online, online != self.online else { return step(index, notes: notes) }
    self.online = online
    guard online else {
      offlineAt = clock.seconds
      return step(index, notes: notes)
    }
    return try reconnect(index: index, notes: notes)
  }

  /// The device is back online: APNs delivers the push it stored (T02); pushes it did not store are
  /// gone (T01), unless the outage was too short for APNs to notice (T23).
  private mutating func reconnect(index: Int, notes: [String]) throws -> TimelineStep {
    let outage = clock.seconds - (offlineAt ?? clock.seconds)
    offlineAt = nil
    let unstored = dropped.filter { $0.push.headers.expiration == .immediately }
    let expired = stored.map { !stillStored($0) } ?? false
    if outage < Self.unnoticedOutage, !unstored.isEmpty || expired {
      let late = unstored + [stored].compactMap { $0 }
      stored = nil
      dropped = []
      return try deliverLate(late, outage: outage, index: index, notes: notes)
    }
    guard let held = stored else {
      // Pushes APNs did not store (T01) are gone: nothing arrives now.
      let lost = dropped
      dropped = []
      return lost.isEmpty ? step(index, notes: notes) : step(index, delivered: false, notes: notes + [Self.note("T01", "APNs did not store \(lost.map(\.label).joined(separator: ", ")): nothing arrives")])
    }
    stored = nil
    dropped = []
    guard stillStored(held) else {
      if held.push.headers.expiration?.keeps(at: clock.seconds) ?? true {
        return step(index, delivered: false, notes: notes + [Self.note("AP4", "\(held.label) was stored more than 30 days ago: APNs discarded it")])
      }
      // "APNs uses best efforts to honor the expiry date without any guarantee."
      return step(index, delivered: false, certainty: .bestEffort, notes: notes + [Self.note("T02", "\(held.label) expired before the device came back online: APNs discarded it (best effort: it may still arrive)")])
    }
    var delivered = try deliver(HeldPush(push: held.push, index: held.index, scenario: try scenario(for: held.push), sentAt: held.sentAt), kind: try held.scenario.resolve().kind, index: index)
    delivered.notes.insert(Self.note("T02", "the stored push \(held.label) arrives now"), at: 0)
    delivered.notes = notes + delivered.notes
    return delivered
  }

  /// Pushes with apns-expiration 0, or whose expiry passed offline, after an outage APNs may not
  /// have noticed: Apple allows that they "may deliver with some delay" or "after the specified
  /// timestamp", and logged tests saw them arrive, so each arrives, `may` (T23).
  private mutating func deliverLate(_ late: [HeldPush], outage: Int, index: Int, notes: [String]) throws -> TimelineStep {
    var result = step(index, delivered: true, certainty: .may, notes: notes)
    for held in late {
      let arrived = try deliver(HeldPush(push: held.push, index: held.index, scenario: try scenario(for: held.push), sentAt: held.sentAt), kind: try held.scenario.resolve().kind, index: index)
      result.callbacks = Self.numbered(result.callbacks + arrived.callbacks)
      result.notes += [Self.note("T23", "offline \(outage) s: \(held.label) may still arrive")] + arrived.notes
      if result.presentation?.banner != true, result.presentation?.list != true { result.presentation = arrived.presentation }
      if result.prediction == nil { result.prediction = arrived.prediction }
    }
    return result
  }
}
