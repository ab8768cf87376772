/// What the user's actions do to the timeline's state: a tap or an icon open brings the app forward
/// and hands over what was held for it.
extension TimelineState {
  /// The user does something; an app the user brings forward may have its SDK clear the badge (SB2).
  mutating func user(_ action: UserAction, on target: String? = nil, index: Int) throws -> TimelineStep {
    let wasForeground = app == .foreground
    var result = try act(action, on: target, index: index)
    settleOpened(&result, wasForeground: wasForeground)
    settleAppBadgeReset(&result, wasForeground: wasForeground)
    if !wasForeground, app == .foreground { requestOptionsOnOpen(&result) }
    return result
  }

  private mutating func act(_ action: UserAction, on target: String?, index: Int) throws -> TimelineStep {
    // Opening the app from its icon is one thing, whichever name the event gives it.
    let action = action == .openApp ? UserAction.tapIcon : action
    switch action {
    case .tapIcon where !center.isEmpty:
      // The row model knows what an icon open does while a notification waits (G07, J06).
      return try respond(action, on: target, index: index)
    case .openApp, .tapIcon:
      let launched = app.isTerminated
      let lifecycle = comeForward()
      let handed = handOver(launched: launched)
      // Held messages handed over now are delivered now; ones that expired meanwhile are not.
      let delivered: Bool? = !handed.callbacks.isEmpty ? true : handed.lost ? false : nil
      return step(index, callbacks: lifecycle + handed.callbacks, delivered: delivered, certainty: handed.certainty, notes: handed.notes)
    case .deleteApp:
      return deleteApp(index: index)
    case .reinstallApp:
      appDeleted = false
      app = .notRunning
      (center, sdkHeld, coalesced, summarised, unreportedCalls, badge) = ([], [], nil, [], 0, nil)
      return step(index, notes: [Self.note("T08", "the app was deleted and installed again: its notifications are gone and VoIP pushes reach it again")])
    case .forceQuit:
      app = .forceQuit
      var notes = ["the user swiped the app away: iOS does not launch it for background pushes until the user opens it again (B04)"]
      // "If something force quits or kills the app, the system discards the held notification."
      if let held = coalesced { notes.append(Self.note("T07", "the held background push \(held.label) is discarded with the app")) }
      coalesced = nil
      return step(index, notes: notes)
    case .unlock:
      locked = false
      justRebooted = false
      var woken = try wake(index: index)
      if let call = provider.videoCallAwaitingUnlock {
        provider.videoCallAwaitingUnlock = nil
        let lifecycle = comeForward()
        let handed = handOver(launched: false)
        woken.callbacks = Self.numbered(woken.callbacks + lifecycle + handed.callbacks)
        woken.notes += [Self.note("VC2", "unlocked: the app comes to the foreground with the video call \(call)")] + handed.notes
      }
      if let label = awaitingUnlock {
        awaitingUnlock = nil
        let acted = try respond(.tapAction, on: label, index: index)
        woken.callbacks = Self.numbered(woken.callbacks + acted.callbacks)
        woken.notes += [Self.note("T28", "unlocked: the app hears of the action on \(label) now")] + acted.notes
      }
      return woken
    case .backgroundApp:
      guard app == .foreground || app == .inactive else { return step(index, notes: ["the app is not on screen"]) }
      app = .background
      // A scene-based app hears it through its scene delegate (C37), not the app delegate.
      if usesScenes {
        return step(index, callbacks: [Self.callback("C37", "the user left the app: the scene enters the background", rule: "T11")])
      }
      let enters = !start.implements.contains("no-did-enter-background")
      return step(index, callbacks: enters ? [Self.callback("C34", "the user left the app", rule: "T11")] : [])
    case .answerCall, .declineCall:
      return call(action, target, index: index)
    case .startLiveActivity:
      return startLiveActivity(index: index)
    case .allowLiveActivityUpdates:
      provider.liveActivityAllowed = true
      liveActivity.updates = []
      return step(index, notes: [Self.note("LB1", "the user allows the Live Activity to continue: its update budget is raised")])
    default:
      return try respond(action, on: target, index: index)
    }
  }

  /// The user answers the call on CallKit's screen (T29): the provider is asked to answer; on an
  /// unlocked phone the app comes forward, on a locked one the CallKit screen stays and the app
  /// stays where it was until the user taps its button and unlocks.
  /// Declining ends the call (CXEndCallAction): CallKit's screen goes and the app stays where it was.
  private mutating func call(_ action: UserAction, _ target: String?, index: Int) -> TimelineStep {
    guard let call = ringing, target == nil || target == call else {
      return step(index, notes: ["no incoming call \(target.map { "of \($0) " } ?? "")to \(action == .answerCall ? "answer" : "decline"): a VoIP push the app reports to CallKit puts one on screen"])
    }
    ringing = nil
    provider.ringingUUID = nil
    guard action == .answerCall else {
      return step(index, callbacks: [Self.callback("C56", "the user declines \(call) on CallKit's screen", rule: "T29")], notes: [Self.note("T29", "declined: the call ends and the app stays \(app.rawValue)")])
    }
    let answer = Self.callback("C55", "the user answers \(call) on CallKit's screen", rule: "T29")
    if locked, start.provider.callType == .video {
      provider.videoCallAwaitingUnlock = call
      return step(index, callbacks: [answer], notes: [Self.note("VC2", "a video call answered on the locked phone: iOS asks the user to unlock, then brings the app forward")])
    }
    if locked {
      return step(index, callbacks: [answer], notes: [Self.note("T29", "the phone is locked: the call is answered on CallKit's screen, which stays; the app stays in the background until the user taps its button and unlocks")])
    }
    let lifecycle = comeForward()
    let handed = handOver(launched: false)
    return step(index, callbacks: [answer] + lifecycle + handed.callbacks, certainty: handed.certainty, notes: [Self.note("T29", "the phone is unlocked: answering brings the app to the foreground")] + handed.notes)
  }

  /// A tap, action, dismissal or settings link on the newest notification in Notification Center.
  private mutating func respond(_ action: UserAction, on id: String?, index: Int) throws -> TimelineStep {
    guard action.onNotification, let target = id.map({ id in center.last { $0.label == id } }) ?? center.last else {
      return step(index, notes: [id.map { "no notification of \($0) in Notification Center to act on" } ?? "no notification in Notification Center to act on"])
    }
    // "When the user selects an action with this option, the system prompts the user to unlock the
    // device. After unlocking, the system notifies your app of the selected action."
    if action == .tapAction, locked, let waits = Self.unlockFirst(target) {
      awaitingUnlock = target.label
      return step(index, notes: [waits])
    }
    if let stays = tapOnTextInputOnly(action, target, index: index) { return stays }
    var scenario = target.scenario
    scenario.state = app
    scenario.action = action
    let acted = try DeliveryPredictor.predict(scenario)
    scenario.action = .none
    let arrival = (try? DeliveryPredictor.predict(scenario))?.callbacks ?? []
    var common = 0
    while common < min(arrival.count, acted.callbacks.count), arrival[common].id == acted.callbacks[common].id { common += 1 }
    let response = Array(acted.callbacks.dropFirst(common))
    if action != .ignore, action != .tapIcon, action != .tapLockScreen || !locked { center.removeAll { $0.index == target.index } }
    // The app becomes active through the app delegate (C11) or, in a scene-based app, through the
    // scene delegate (C36): either way it ends in the foreground.
    let comesForward = response.contains { Self.becomesActive.contains($0.id) } || acted.launchOptions != nil && action != .tapAction
    if comesForward {
      app = .foreground
      unopenedSinceRestart = false
      launchedAt = clock.seconds
    } else if app.isTerminated, response.contains(where: { $0.id == "C02" }) { app = .background }
    var notes = ["on \(target.label)"]
    var callbacks = response
    var certainty = Self.certainty(of: acted)
    if app == .foreground {
      let handed = handOver(launched: response.contains { $0.id == "C01" })
      callbacks += handed.callbacks
      notes += handed.notes
      if handed.certainty != .definite { certainty = handed.certainty }
    }
    var result = step(index, prediction: acted, callbacks: callbacks, certainty: certainty, notes: notes)
    result.presentation = nil
    return result
  }

  /// The callbacks that say the app became active: the app delegate's, or the scene delegate's.
  static let becomesActive: Set<String> = ["C11", "C36"]

  /// The app's lifecycle as the model resolves it: `lifecycle`, `--implements scenes`, or the
  /// default of its iOS version.
  private var usesScenes: Bool { (try? start.resolve().lifecycle) == .scenes }

  /// The app brought to the screen from its icon: launched or resumed. A scene-based app hears it
  /// through its scene delegate: Apple's "Managing your app's life cycle"
  /// (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): "When you
  /// enable scene support in your app, iOS always uses your scene delegates in iOS 13 and later."
  private mutating func comeForward() -> [PredictedCallback] {
    defer { app = .foreground }
    unopenedSinceRestart = false
    launchedAt = clock.seconds
    let scenes = usesScenes
    let enter = scenes
      ? Self.callback("C35", "the scene comes forward", rule: "T05") : Self.callback("C10", "the app comes forward", rule: "T05")
    let active = scenes
      ? Self.callback("C36", "the scene becomes active", rule: "T05") : Self.callback("C11", "the app becomes active", rule: "T05")
    switch app {
    case .notRunning, .forceQuit:
      let steps = [Self.callback("C02", "iOS launches the app", rule: "T06"), Self.callback("C01", "launch finishes; the SDKs start here", rule: "T06")]
      guard scenes else { return steps + [Self.callback("C11", "the app becomes active", rule: "T06")] }
      return steps + [Self.callback("C13", "the scene connects", rule: "T06"), Self.callback("C35", "the new scene enters the foreground", rule: "T06"), Self.callback("C36", "the scene becomes active", rule: "T06")]
    case .background, .suspended:
      return [enter, active]
    default:
      return []
    }
  }

  /// What the SDKs and iOS held for an app that is now active: JPush custom messages (T05), GeTui
  /// offline messages (T06), the newest throttled background push (T07).
  private mutating func handOver(launched: Bool) -> (callbacks: [PredictedCallback], notes: [String], certainty: Certainty, lost: Bool) {
    var callbacks: [PredictedCallback] = []
    var notes: [String] = []
    var certainty = Certainty.definite
    var lost = false
    for held in sdkHeld {
      let sdk = (try? held.scenario.resolve().sdk) ?? .none
      if sdk == .aliyun {
        let ttl = held.push.timeToLive ?? Self.aliyunExpireTime
        if clock.seconds - held.sentAt > ttl {
          notes.append(Self.note("T15", "\(held.label) was kept \(ttl) s (ExpireTime) and is gone"))
          lost = true
        } else {
          callbacks.append(Self.callback("C53", "the channel reconnects in the foreground: the stored message \(held.label) arrives", rule: "T15", confidence: .sdkSource))
          notes.append(Self.note("T15", "\(held.label) arrives now that the channel is open"))
        }
      } else if sdk == .jpush, let ttl = Optional(held.push.timeToLive ?? Self.jpushTimeToLive), ttl == 0 || clock.seconds - held.sentAt > ttl {
        notes.append(Self.note("T13", "\(held.label) was kept \(ttl) s (time_to_live) and is gone"))
        lost = true
      } else if sdk == .jpush {
        callbacks.append(Self.callback("C33", "JPush hands over the custom message \(held.label) it held", rule: "T05", confidence: .sdkSource))
        notes.append(Self.note("T05", "\(held.label) arrives now that the app is active and connected"))
      } else {
        let id = sdk == .getuiLegacy ? "C20" : "C21"
        callbacks.append(Self.callback(id, "GeTui delivers the offline message \(held.label) at start", rule: "T06", confidence: .sdkSource, args: [JSONMember("offLine", .bool(true))]))
        notes.append(Self.note("T06", "\(held.label) arrives at this start with offLine = YES"))
      }
    }
    sdkHeld = []
    if let held = coalesced, (held.scenario.implements.contains("fetch-handler") || !held.scenario.implements.contains("no-fetch-handler")) {
      callbacks.append(Self.callback("C04", "the newest held background push \(held.label), handed over at launch", rule: "T07", confidence: launched ? .documented : .observed))
      // Apple: "If the user launches the app, the system immediately delivers the held
      // notification"; for an app that was only suspended the page says nothing.
      if launched {
        notes.append(Self.note("T07", "\(held.label) is delivered immediately at this launch"))
      } else {
        notes.append(Self.note("T07", "\(held.label) is handed over now (best effort: the page speaks of a launch, not of a resume)"))
        certainty = .bestEffort
      }
      if Self.holdIsUncertain(held) { certainty = .may }
      coalesced = nil
    }
    return (callbacks, notes, certainty, lost)
  }
}
