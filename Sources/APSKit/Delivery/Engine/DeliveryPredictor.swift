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

  /// The prediction for an already resolved scenario. A bare major version (`--ios 10`) is the
  /// release's usual behaviour: what only its `.0` did is a note, not part of the answer.
  public static func predict(resolved scenario: ResolvedScenario) throws -> Prediction {
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
