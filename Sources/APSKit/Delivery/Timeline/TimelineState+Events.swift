/// What each kind of event does to the timeline's state.
extension TimelineState {
  /// A push sent now: held, stored, deferred or delivered.
  mutating func arrive(_ push: PushEvent, index: Int) throws -> TimelineStep {
    if let reminded = remindedAsNotification(push) {
      var result = try arrive(reminded.push, index: index)
      result.notes.insert(reminded.note, at: 0)
      return result
    }
    if let refused = refusedByProvider(push, index: index) { return refused }
    if let answered = answeredByAPNs(push, index: index) { return answered }
    var push = push
    // GeTui's cid is online only while the app is open and the device connected: otherwise its
    // server hands the message to APNs, and it stays an APNs notification when it arrives (T19).
    if !online || (app != .foreground && app != .inactive) { push.sentThroughAPNs = true }
    chargeServerBadge(&push)
    let scenario = try scenario(for: push)
    let kind = try scenario.resolve().kind
    var held = HeldPush(push: push, index: index, scenario: scenario, sentAt: clock.seconds)
    held.uncertainHold = holdsForLowData || fetchPenalized
    let viaSDK = kind == .jpushCustom || kind == .getuiTransmission
    if let unsent = notSentByService(held, index: index) { return unsent }
    if let diverted = try divert(held, kind: kind, index: index) { return diverted }
    if let refused = refusedByAPNs(held, kind: kind, index: index) { return refused }
    if let unreached = unreached(held, index: index) { return unreached }
    if let unconfigured = unconfigured(held, kind: kind, index: index) { return unconfigured }
    if let unregistered = unregistered(held, kind: kind, index: index) { return unregistered }
    if let unreached = unreachedBySetup(held, index: index) { return unreached }
    if let stopped = stoppedBySettings(held, kind: kind, index: index) { return stopped }
    if let unreachable = unreachableReceiver(held, index: index) { return unreachable }
    if let absent = noUserLoggedIn(held, index: index) { return absent }
    if !online {
      if viaSDK {
        let rule = kind == .jpushCustom ? "T05" : "T06"
        let notes = [Self.note(rule, "the device is offline: the SDK's server keeps the message for the app's next connection")] + holdForSDK(held, kind: kind)
        return step(index, delivered: false, notes: notes)
      }
      if push.headers.expiration == .immediately {
        dropped.append(held)
        return step(index, delivered: false, notes: [Self.note("T01")])
      }
      if let expiration = push.headers.expiration, !expiration.keeps(at: clock.seconds) {
        dropped.append(held)
        return step(index, delivered: false, notes: [Self.note("T02", "apns-expiration lies in the past (UNIX seconds, not a duration): APNs does not store the push")])
      }
      var notes = [Self.note("T02")]
      if let old = stored {
        notes.append(Self.note("T03", "APNs keeps one push per app: this one replaces \(old.label)"))
      }
      stored = held
      return step(index, delivered: false, certainty: stored != nil && notes.count > 1 ? .may : .definite, notes: notes)
    }
    // GeTui's own connection is down while the app is off screen (without runBackgroundEnable):
    // the message waits as an offline message (T06, G16).
    if kind == .getuiTransmission, !app.isOnScreen, app != .background || !scenario.implements.contains(Capability.runBackground.rawValue) {
      sdkHeld.append(held)
      return step(index, delivered: false, notes: [Self.note("T06")])
    }
    // Before the first unlock after a restart the scheduler refuses background launches (B12):
    // the push waits for the unlock, best effort.
    if kind == .silent, justRebooted, !app.isOnScreen {
      var held = held
      held.untilFirstUnlock = true
      deferred.append(held)
      return step(index, delivered: false, certainty: .bestEffort, notes: ["B12: the device has not been unlocked since the restart: the background launch waits (best effort)"])
    }
    if let mismatched = mismatchedPushType(held, kind: kind, index: index) { return mismatched }
    // Background pushes go out with priority 5 (their default): batched like any other (T09).
    let priority = scenario.situation.priority ?? (kind == .silent ? 5 : 10)
    if priority < 10, locked, kind != .voip {
      deferred.append(held)
      return step(index, delivered: false, certainty: .may, notes: [Self.note("T09")])
    }
    if kind == .location, locked, lowPower {
      deferred.append(held)
      return step(index, delivered: false, certainty: .may, notes: [Self.note("T09", "Low Power Mode: even priority 10 may not wake the locked device to run the location extension")])
    }
    // A priority-10 push wakes the device: the deferred pushes come with it, first (T09).
    let woken = deferred.isEmpty || priority < 10 ? nil : try wake(index: index)
    let (wasRinging, wasForeground) = (ringing, app == .foreground)
    var own = try deliver(held, kind: kind, index: index)
    if kind == .voip { settleCall(&own, push: push, label: held.label, wasRinging: wasRinging) }
    settleSDKBadge(&own, held: held, wasForeground: wasForeground)
    noteReach(&own, held)
    noteConfiguration(&own, held)
    postLocalCopy(&own, held)
    own.notes = (own.prediction?.notes.filter { $0.hasPrefix("T19") } ?? []) + own.notes
    if let woken {
      own.callbacks = Self.numbered(woken.callbacks + own.callbacks)
      own.notes = woken.notes + own.notes
      own.certainty = .may
    }
    // Apple: priority 5 and 1 "might get grouped and delivered in bursts … may also get
    // throttled, saved in storage, and in some cases, not delivered", awake device or not (T20); an
    // app in the foreground gets it immediately (T22).
    if priority < 10, app != .foreground, RowVocabulary.alerting.contains(kind), own.delivered == true, own.certainty == .definite {
      own.certainty = .may
      own.notes.append(Self.note("T20"))
    }
    return settled(surfaced(own, held), held)
  }

  /// A push that never takes APNs's path to the app: it goes to a token the app no longer has
  /// (T33), to a complication that is not on the watch face (CP2), to a Push to Talk channel the
  /// user is not in (PT2), or over a vendor's own channel.
  private mutating func divert(_ held: HeldPush, kind: NotificationKind, index: Int) throws -> TimelineStep? {
    let scenario = held.scenario
    if held.push.staleToken { return step(index, delivered: false, certainty: .may, notes: [Self.note("T33")]) }
    if kind == .complication || kind == .pushToTalk {
      let prediction = try DeliveryPredictor.predict(scenario)
      if let row = prediction.rowIDs.first(where: Self.undeliveredRows.contains) {
        return step(index, prediction: prediction, delivered: false, notes: ["\(row): " + (DeliveryRow.named(row).first?.summary ?? "")])
      }
    }
    if let vendor = connectedVendor(scenario), RowVocabulary.alerting.contains(kind) { return overOwnConnection(vendor, index: index) }
    if kind == .aliyunMessage, !online || app != .foreground && app != .inactive { return holdAliyun(held, index: index) }
    if kind == .fcmData, !online || app != .foreground && app != .inactive { return step(index, delivered: false, notes: [Self.note("T27")]) }
    return nil
  }

  /// Rows that say a push's target is gone, so nothing is delivered.
  static let undeliveredRows: Set<String> = ["CP2", "PT2"]

  /// From iOS 13 the push type must match the payload: a background payload sent as an alert may be
  /// delayed or dropped by APNs (T32); iOS 12 devices do not use the header (H02 starts at 13 too).
  private mutating func mismatchedPushType(_ held: HeldPush, kind: NotificationKind, index: Int) -> TimelineStep? {
    guard kind == .silent, held.scenario.situation.pushType == .alert, held.scenario.ios >= Self.pushTypeFrom else { return nil }
    dropped.append(held)
    return step(index, delivered: false, certainty: .may, notes: [Self.note("T32")])
  }

  /// The IM service whose own connection is open now (T25), if the app uses one.
  private func connectedVendor(_ scenario: DeliveryScenario) -> OwnConnectionVendor? {
    guard let vendor = OwnConnectionVendor.named(scenario.sdk ?? .none), online, vendor.connected.contains(app),
      !(locked && vendor.disconnectsWhenLocked)
    else { return nil }
    return vendor
  }

  /// A message an IM service sends over the app's own connection instead of APNs (T25): the app
  /// gets it if it is running, a suspended app when it runs again; iOS shows nothing.
  private func overOwnConnection(_ vendor: OwnConnectionVendor, index: Int) -> TimelineStep {
    let running = app != .suspended
    let arrival = running ? "the app gets it now" : "the app is suspended: it gets the message when it runs again"
    let note = Self.note("T25", "\(vendor.name): the app's own connection is open (app \(app.rawValue)), so the server sends \(vendor.ownChannel), not an APNs notification; \(arrival). APNs is used \(vendor.fallback)")
    var result = step(index, callbacks: running ? [Self.listenerCallback(vendor)] : [], delivered: running, notes: [note])
    let local = vendor.postsLocalNotification && running
    result.presentation = PresentationPrediction(banner: local, list: local, sound: false, badge: false, note: local ? "\(vendor.name) shows the message as a local notification" : "no APNs notification: the message came over \(vendor.name)'s connection")
    return result
  }

  /// An Alibaba Cloud message while its channel is closed: kept by the server only with
  /// StoreOffline (T15).
  private mutating func holdAliyun(_ held: HeldPush, index: Int) -> TimelineStep {
    // An event's own option wins over the scenario's `store-offline`.
    guard held.push.storeOffline ?? held.scenario.implements.contains(Capability.storeOffline.rawValue) else {
      return step(index, delivered: false, notes: [Self.note("T15", "the channel is closed and the message is not stored offline (StoreOffline is false by default): it never arrives")])
    }
    sdkHeld.append(held)
    return step(index, delivered: false, notes: [Self.note("T15", "the channel is closed: the server stores \(held.label) until it reconnects")])
  }

  /// A push that reaches the device now.
  mutating func deliver(_ held: HeldPush, kind: NotificationKind, index: Int) throws -> TimelineStep {
    if kind == .silent, app == .forceQuit { return try discardAfterForceQuit(held, index: index) }
    var held = held
    // After a restart, until the user opens the app, the system may not wake it (T26); a push
    // B12 held for the first unlock arrives with it, as its source says.
    let restartHold = unopenedSinceRestart && !justRebooted && !held.untilFirstUnlock && !app.isOnScreen && app != .forceQuit
      && (kind == .silent || kind == .alertContentAvailable)
    if restartHold {
      held.uncertainHold = true
      if kind == .silent { held.scenario.implements.append("throttled") }
    }
    let throttled = held.scenario.implements.contains { ["throttled", "low-power", "low-battery", "background-refresh-off"].contains($0) }
    let sentThisHour = kind == .silent ? countBackgroundPush() : 0
    let excessive = sentThisHour > Self.backgroundPerHour
    if excessive, !throttled { held.scenario.implements.append("throttled") }
    // The alert of an alert with content-available shows; its wake is held with the app (T26).
    let prediction = try DeliveryPredictor.predict(restartHold && kind == .alertContentAvailable ? Self.visiblePart(of: held.scenario) : held.scenario)
    var notes: [String] = []
    var certainty = Self.certainty(of: prediction)
    var delivered = true
    if kind == .liveActivityUpdate, let stale = staleLiveActivityUpdate(held, index: index) { return stale }
    if kind.isLiveActivity, let budget = spendLiveActivityBudget(held, kind: kind) {
      guard budget.delivered else { return step(index, delivered: false, certainty: budget.certainty, notes: [budget.note]) }
      certainty = .may
      notes.append(budget.note)
    }
    if held.push.headers.expiration == .immediately, certainty == .definite {
      // "If the value is 0, the notification may deliver with some delay."
      certainty = .may
      notes.append(Self.note("T01", "apns-expiration 0 with the device online: APNs tries once; the push may arrive with some delay"))
    }
    if kind == .jpushCustom, app != .foreground, app != .inactive {
      notes.append(Self.note("T05"))
      notes += holdForSDK(held, kind: kind)
      delivered = false
    }
    // Nothing holds a push to the app in use: the hold ends when the app is launched (T22).
    if kind == .silent, app != .foreground, throttled || excessive || app.isTerminated && app == .forceQuit {
      if let old = coalesced { notes.append(Self.note("T07", "iOS keeps the newest background push: this one replaces \(old.label)")) } else { notes.append(Self.note("T07")) }
      if excessive, !throttled { notes.append(Self.note("T12")) }
      if holdsForLowData { notes.append(Self.note("T24")) }
      if restartHold { notes.append(Self.note("T26")) }
      coalesced = held
      // The third within the hour is held as SAP says (best effort, as Apple's "two or three"
      // allows); past Apple's three the count alone says only that the system may throttle.
      certainty = sentThisHour > Self.backgroundPerHourUpperBound && !throttled || Self.holdIsUncertain(held) ? .may : .bestEffort
      // Held, not handed to the app now (T07).
      delivered = false
    } else if restartHold {
      if let old = coalesced { notes.append(Self.note("T07", "iOS keeps the newest background push: this one replaces \(old.label)")) }
      notes.append(Self.note("T26"))
      coalesced = held
      certainty = .may
    } else if kind == .silent || kind == .alertContentAvailable {
      // In the foreground nothing holds the push: the app is in use and the device awake (T22).
      if app == .foreground, certainty == .bestEffort { certainty = .definite }
      notes.append(Self.note(app == .foreground ? "T22" : "T11"))
    }
    let onScreen = app == .foreground || app == .inactive
    if kind == .voip { countUnreportedCall(held, certainty: &certainty, delivered: &delivered, notes: &notes) }
    // What Notification Center keeps is what showed: without the held wake (T26).
    var shown = held
    if restartHold, kind == .alertContentAvailable { shown.scenario = Self.visiblePart(of: held.scenario) }
    let heldBack = show(shown, prediction: prediction, notes: &notes)
    if notes.contains(where: { $0.hasPrefix("T31") }) { certainty = .may }
    if prioritize, !heldBack, prediction.presentation.banner == true || prediction.presentation.list == true {
      notePrioritized(held, certainty: &certainty, notes: &notes)
    }
    if prediction.callbacks.contains(where: { $0.id == "C02" }), app.isTerminated { app = .background }
    if app == .suspended, prediction.callbacks.contains(where: { $0.id != "C14" && $0.id != "C17" }) { app = .background }
    // No call reported when the PushKit handler returned: iOS ends the app (V05, V07); the check
    // does not apply to an app on screen.
    if delivered, !onScreen, let row = prediction.rowIDs.first(where: { $0 == "V05" || $0 == "V07" }) {
      app = .notRunning
      notes.append("\(row): no call was reported when the PushKit handler returned: iOS ends the app")
    }
    if kind == .voip, delivered, app != .notRunning, reportsCall(held, prediction), prediction.presentation.callFiltered != true { ringing = held.label }
    var result = step(index, prediction: prediction, callbacks: prediction.callbacks, delivered: delivered, certainty: certainty, notes: notes)
    if heldBack { result.presentation?.list = false }
    return result
  }

  /// JPush's server applies N, +N or -N to the badge it keeps when it sends the push (T30).
  private mutating func chargeServerBadge(_ push: inout PushEvent) {
    guard let change = push.badgeChange else { return }
    serverBadge = change.applied(to: serverBadge)
    push.serverBadge = serverBadge
  }

  /// A delivered VoIP push the app reports to CallKit puts up the incoming-call screen (T29).
  private func reportsCall(_ held: HeldPush, _ prediction: Prediction) -> Bool {
    !held.scenario.implements.contains("voip-unreported") && prediction.callbacks.contains { ["C15", "C16", "C18"].contains($0.id) }
  }

  /// A VoIP push the app does not report to CallKit: counted towards the penalty (T08), and not
  /// handed to the app once the penalty applies.
  private mutating func countUnreportedCall(_ held: HeldPush, certainty: inout Certainty, delivered: inout Bool, notes: inout [String]) {
    guard held.scenario.implements.contains(where: { $0 == "voip-unreported" || $0 == "voip-reports-late" }) else { return }
    unreportedCalls += 1
    if unreportedCalls >= Self.penaltyAfter { notes.append(Self.note("T08", "\(unreportedCalls) VoIP pushes not reported to CallKit: later VoIP pushes may no longer launch the app")) }
    if held.scenario.implements.contains("voip-penalty") {
      // "callservicesd will eventually stop reporting pushes entirely": not handed to the app.
      certainty = .may
      delivered = false
    }
  }

  /// Prioritize Notifications may move a shown notification to the top (T14), from iOS 18.4.
  private func notePrioritized(_ held: HeldPush, certainty: inout Certainty, notes: inout [String]) {
    if held.scenario.ios >= Self.prioritizeFrom {
      notes.append(Self.note("T14"))
      if certainty == .definite { certainty = .may }
    } else {
      notes.append("Prioritize Notifications needs iOS 18.4 or later: no effect on iOS \(held.scenario.ios)")
    }
  }

  /// An alert with content-available without its content-available: what iOS shows while the
  /// wake is held.
  static func visiblePart(of scenario: DeliveryScenario) -> DeliveryScenario {
    var visible = scenario
    visible.kind = .alert
    visible.flags?.remove(.contentAvailable)
    return visible
  }

  /// Keeps a message on the SDK's server for the app's next connection; JPush keeps the newest
  /// five ("JPush 当前默认支持 5 条离线消息", T05), so a sixth drops the oldest.
  private mutating func holdForSDK(_ held: HeldPush, kind: NotificationKind) -> [String] {
    sdkHeld.append(held)
    let jpush = sdkHeld.filter { (try? $0.scenario.resolve().kind) == .jpushCustom }
    guard kind == .jpushCustom, jpush.count > Self.jpushOfflineLimit, let oldest = jpush.first else { return [] }
    sdkHeld.removeAll { $0.index == oldest.index }
    return [Self.note("T05", "JPush keeps \(Self.jpushOfflineLimit) offline messages: the oldest, \(oldest.label), is dropped")]
  }

  /// Whether Low Power Mode or Low Data Mode holds the push: Low Power Mode's sources say "may"
  /// (Firebase's maintainer: "Background sync may be disabled entirely if the user enables low
  /// power mode") and "I believe … it is queued" (Notifee's), so the hold and its hand-over are
  /// `may` (T07); Apple's Low Data Mode page turns off Background App Refresh without a word on
  /// background pushes (T24).
  static func holdIsUncertain(_ held: HeldPush) -> Bool {
    held.scenario.implements.contains { $0 == "low-power" || $0 == "low-battery" } || held.uncertainHold
  }

  /// Records a background push and says how many were sent within the hour, this one included (T12).
  private mutating func countBackgroundPush() -> Int {
    backgroundSent = backgroundSent.filter { clock.seconds - $0 < 3600 } + [clock.seconds]
    return backgroundSent.count
  }

  /// The badge a delivered push sets. Taking the badge to 0 has been seen to clear the app's
  /// notifications from Notification Center as well (T31, `may`: radars, not Apple's documentation);
  /// a badge already 0 changes nothing (JPush's FAQ: set 1, then 0).
  private mutating func setBadge(_ value: Int, by held: HeldPush, notes: inout [String]) {
    let before = badge ?? 0
    badge = value
    guard value == 0, before != 0, !center.isEmpty else { return }
    notes.append(Self.note("T31", "badge 0: the app's notifications \(center.map(\.label).joined(separator: ", ")) may be removed from Notification Center"))
    center.removeAll()
  }

  /// Notification Center and the badge after a push is shown; true when Scheduled Summary holds
  /// it back until the summary (T10: not on the Lock Screen or in Notification Center before).
  mutating func show(_ held: HeldPush, prediction: Prediction, notes: inout [String]) -> Bool {
    let seen = prediction.presentation
    if let id = held.push.headers.collapseID, let old = center.firstIndex(where: { $0.push.headers.collapseID == id }) {
      if held.scenario.ios >= Self.collapseIDFrom {
        notes.append(Self.note("T04", "apns-collapse-id \(id): this push replaces \(center[old].label)"))
        center.remove(at: old)
      } else {
        notes.append(Self.note("T04", "apns-collapse-id came with iOS 10: on iOS \(held.scenario.ios) this push does not replace \(center[old].label)"))
      }
    }
    if seen.badge == true, case .number(let text)? = held.scenario.payload?["aps"]?["badge"], let value = Int(text) { setBadge(value, by: held, notes: &notes) }
    // JPush sends the badge its server computed as the payload's aps.badge (T30).
    if let value = held.push.serverBadge, seen.badge == true || seen.list == true {
      let server = held.scenario.sdk == .tpns ? "SB3: Tencent Push Notification Service's" : "JPush's"
      notes.append(Self.note("T30", "\(server) server computed badge \(value) for \(held.label)"))
      setBadge(value, by: held, notes: &notes)
    }
    // Before iOS 7 a notification without a badge removes the number (T37); later pages say nil
    // leaves it unchanged.
    if held.scenario.ios < Self.absentBadgeKeptFrom, let shown = badge, held.push.serverBadge == nil, seen.list == true || seen.banner == true,
      case .object? = held.scenario.payload?["aps"], held.scenario.payload?["aps"]?["badge"] == nil {
      badge = 0
      notes.append(Self.note("T37", "\(held.label) has no badge: on iOS \(held.scenario.ios) the number \(shown) is removed"))
    }
    // Time-sensitive and critical notifications break through the summary with a banner.
    if held.scenario.implements.contains("summary"), seen.list == true, seen.banner != true {
      notes.append(Self.note("T10"))
      summarised.append((held, seen))
      return true
    }
    // A banner goes to the list unless the list is known to be off (NS2: Notification Center's switch).
    if seen.list == true || seen.banner == true && seen.list != false { center.append(held) }
    return false
  }
}
