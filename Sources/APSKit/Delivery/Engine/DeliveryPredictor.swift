/// Matches a scenario to the rows of the delivery model and composes the system layer, the SDK
/// layer and the overlays into one timeline.
public enum DeliveryPredictor {
  /// The prediction for `scenario`, or why it cannot happen.
  public static func predict(_ scenario: DeliveryScenario) throws -> Prediction {
    let resolved = try scenario.resolve()
    var prediction = try predict(resolved: resolved)
    if scenario.kind == .getuiAPNs, resolved.kind == .getuiTransmission {
      prediction.notes.append(
        "T19: the app is open, so GeTui's cid is online: with the default strategy GeTui's server sends the message over its own connection as a transmission (offLine = NO), not through APNs; the APNs part is used only while the cid is offline (background, locked, killed)")
    }
    return prediction
  }

  /// Timeline rules that deliver a push but keep it from view for a while. Not T10: a push held
  /// for the Scheduled Summary counts as shown in the one-push answer (it is in the summary).
  static let heldFromView = ["DT1"]

  /// How the timeline's notes name the push of a one-push question.
  public static let onePushLabel = "the push"

  /// The answer to a one-push question: the arrival's prediction, with the verdict the first
  /// push of a timeline from the same start gets when it does not arrive now. Rules of APNs, the
  /// network and the user's settings (AP6 a token of the other environment, NW1 a proxy, DT1
  /// Downtime…) live in the timeline; without this a flag such as `--token-environment` would be
  /// taken and then have no effect on the one-push answer.
  public static func answer(_ scenario: DeliveryScenario) throws -> Prediction {
    var prediction = try predict(scenario)
    let request = PredictionRequest(start: scenario, events: [.push(PushEvent(kind: scenario.kind, id: onePushLabel))])
    guard let first = (try? DeliveryTimeline.run(request))?.steps.first else { return prediction }
    if first.delivered != false {
      // Held from view but delivered (DT1 Downtime): what the user sees now.
      if let shown = first.presentation, first.notes.contains(where: { note in heldFromView.contains { note.hasPrefix($0 + ":") } }) {
        prediction.presentation = shown
        prediction.notes += first.notes.filter { !prediction.notes.contains($0) }
      }
      return prediction
    }
    prediction.notDelivered = NotDelivered(certainty: first.certainty, notes: first.notes)
    if first.certainty == .definite {
      prediction.callbacks = []
      prediction.presentation = PresentationPrediction(banner: false, list: false, sound: false, badge: false, note: first.notes.first ?? "")
      prediction.launchOptions = nil
    }
    return prediction
  }

  /// The prediction for an already resolved scenario. A bare major version (`--ios 10`) is the
  /// release's usual behaviour: what only its `.0` did is a note, not part of the answer.
  public static func predict(resolved scenario: ResolvedScenario) throws -> Prediction {
    if let release = pointRelease(for: scenario) {
      var family = scenario
      family.ios = release
      var prediction = try predict(resolved: family)
      prediction.notes.insert(
        "iOS \(scenario.ios.major) is read as its release family: what the scenario uses needs iOS \(release), so the answer is for \(release) and later; ask about \(scenario.ios.major).0 or another earlier point release itself to have it refused", at: 0)
      return prediction
    }
    var prediction = try compose(scenario)
    guard !scenario.ios.minorGiven, scenario.ios.minor == 0 else { return prediction }
    var exact = scenario
    exact.ios.minorGiven = true
    guard let dotZero = try? compose(exact) else { return prediction }
    let version = "\(scenario.ios.major).0"
    for row in dotZero.rows where !prediction.rows.contains(where: { $0.id == row.id }) {
      prediction.notes.append("iOS \(version) only (\(row.id)): \(row.summary); ask about \(version) itself to include it")
    }
    for pitfall in dotZero.pitfalls where !prediction.pitfalls.contains(where: { $0.id == pitfall.id }) {
      prediction.notes.append("iOS \(version) only (\(pitfall.id)): \(pitfall.title); ask about \(version) itself to include it")
    }
    return prediction
  }

  /// The point release a bare major version (`--ios 17`) is read as when the scenario uses what
  /// a point release of that major added (push-to-start, 17.2): the bound of the first impossible
  /// rule the scenario meets, when that rule is about the version alone. Nil otherwise.
  static func pointRelease(for scenario: ResolvedScenario) -> IOSVersion? {
    guard !scenario.ios.minorGiven, scenario.ios.minor == 0 else { return nil }
    let base = scenario.context
    guard let rule = ImpossibleRule.all.first(where: { $0.when.matches(base) && !($0.unless?.matches(base) ?? false) }),
      let bound = rule.when.belowIOS, scenario.ios.reaches(bound), bound.minor > 0 else { return nil }
    var raised = base
    raised.ios = bound
    return rule.when.matches(raised) ? nil : bound
  }

  private static func compose(_ scenario: ResolvedScenario) throws -> Prediction {
    let base = scenario.context
    for rule in ImpossibleRule.all where rule.when.matches(base) {
      if let unless = rule.unless, unless.matches(base) { continue }
      throw rule.error
    }
    // A tap on the lock screen is a tap once the device is unlocked (L13, U18).
    let responseAction: UserAction = scenario.action == .tapLockScreen ? .tap : scenario.action
    var arrivalContext = base
    arrivalContext.action = .none
    let sdkArrival = DeliveryRow.sdkRows.filter { $0.phase == .arrival && $0.matches(arrivalContext) }
    var sdkResponse: [DeliveryRow] = []
    if scenario.action != .none {
      var context = base
      context.action = responseAction
      sdkResponse = DeliveryRow.sdkRows.filter { $0.phase == .response && $0.matches(context) }
    }
    let replacesSystem = (sdkArrival + sdkResponse).contains(where: \.replacesSystem)

    var systemArrival: DeliveryRow?
    var systemResponse: DeliveryRow?
    var responseState = scenario.state
    if let apns = scenario.apnsKind, !replacesSystem {
      var context = arrivalContext
      context.kind = apns
      systemArrival = DeliveryRow.systemRows.first { $0.phase == .arrival && $0.matches(context) }
      guard let arrival = systemArrival else { throw notModelled(scenario, "the arrival") }
      // An app launched into the background on arrival is running when the user acts.
      // A suspended app resumed in the background likewise (Apple: "The system resumes the app").
      if arrival.framing == .backgroundLaunch, scenario.state.isTerminated || scenario.state == .suspended {
        responseState = .background
      }
      if scenario.action != .none {
        context.action = responseAction
        context.state = responseState
        systemResponse = DeliveryRow.systemRows.first { $0.phase == .response && $0.matches(context) }
        if systemResponse == nil && sdkResponse.isEmpty { throw notModelled(scenario, "the action") }
      }
    }
    let overlays = DeliveryRow.overlays.filter { $0.matches(base) }

    var composer = TimelineComposer(scenario: scenario)
    for row in overlays { composer.add(row.steps, of: row, phase: .arrival, system: false) }
    if let row = systemArrival { composer.add(row, state: scenario.state, phase: .arrival, system: true) }
    for row in sdkArrival { composer.add(row, state: scenario.state, phase: .arrival, system: false) }
    if let row = systemResponse { composer.add(row, state: responseState, phase: .response, system: true) }
    for row in sdkResponse {
      let framed = systemResponse == nil && !row.replacesSystem
      composer.add(framed ? row : row.unframed, state: responseState, phase: .response, system: false)
    }
    let used = [systemArrival, systemResponse].compactMap { $0 } + sdkArrival + sdkResponse + overlays
    return composer.finish(
      rows: used, arrival: [sdkArrival.first { $0.presentation.decides }, systemArrival, sdkResponse.first].compactMap { $0 },
      launchRows: [systemResponse].compactMap { $0 } + sdkResponse + [systemArrival].compactMap { $0 } + sdkArrival)
  }

  private static func notModelled(_ scenario: ResolvedScenario, _ part: String) -> DeliveryError {
    .notModelled(
      """
      \(part) of \(term: .ios) \(scenario.ios) \(term: .state) \(scenario.state.rawValue) \(term: .kind) \(scenario.kind.rawValue) \
      \(term: .action) \(scenario.action.rawValue) \(term: .sdk) \(scenario.sdk.rawValue)
      """)
  }
}

extension DeliveryRow {
  /// The row without lifecycle framing (the system row already framed the response).
  var unframed: DeliveryRow {
    var copy = self
    copy.framing = .none
    return copy
  }
}

extension PresentationRule {
  var decides: Bool {
    if case .unchanged = self { return false }
    return true
  }
}
