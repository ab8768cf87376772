/// Builds a prediction from the matched rows: frames them with lifecycle callbacks, routes
/// system callbacks to the SDK that owns the delegate, applies the version-dependent substitutions (SDKRoute), the
/// uncertain pointers, presentation, launch options and pitfalls.
struct TimelineComposer {
  private struct Entry {
    var step: Step
    var row: DeliveryRow
    var phase: RowPhase
    var system: Bool
  }

  let scenario: ResolvedScenario
  private var entries: [Entry] = []
  /// Pointers the life-cycle framing itself raises (X19: a scene app launched in the background).
  private var framingPointers: [UncertainRef] = []

  init(scenario: ResolvedScenario) {
    self.scenario = scenario
  }

  /// A background push woken into an app that is not on screen: Apple, "Pushing background
  /// updates to your App": "the system treats background notifications as low priority … and
  /// doesn't guarantee their delivery" — what it wakes is best effort, never D.
  private var wakesInBackground: Bool {
    [.silent, .alertContentAvailable].contains(scenario.apnsKind) && ![.foreground, .inactive].contains(scenario.state)
  }

  /// Adds a row's steps between the lifecycle callbacks its framing implies in `state`.
  mutating func add(_ row: DeliveryRow, state: AppState, phase: RowPhase, system: Bool) {
    let (before, after) = lifecycle(row.framing, state: state)
    // A scene app woken in the background, or brought forward after such a launch: X19.
    var wokenInBackground = false
    if case .backgroundLaunch = resolved(row.framing), [.notRunning, .forceQuit, .suspended].contains(state) {
      wokenInBackground = true
    }
    let connectsLate = before.contains { $0.id == "C13" && $0.confidence == .uncertain }
    if scenario.lifecycle == .scenes, wokenInBackground || connectsLate { framingPointers.append(.caveat("X19")) }
    add(before, of: row, phase: phase, system: false)
    if row.layer == .sdk {
      // SDK callbacks come once the app is up and the SDK connected: after the lifecycle.
      add(after, of: row, phase: phase, system: false)
      add(row.steps, of: row, phase: phase, system: system)
    } else {
      add(row.steps, of: row, phase: phase, system: system)
      add(after, of: row, phase: phase, system: false)
    }
  }

  mutating func add(_ steps: [Step], of row: DeliveryRow, phase: RowPhase, system: Bool) {
    for step in steps where step.when?.matches(scenario.context) ?? true {
      entries.append(Entry(step: step, row: row, phase: phase, system: system))
    }
  }

  private func lifecycle(_ framing: Framing, state: AppState) -> (before: [Step], after: [Step]) {
    let scenes = scenario.lifecycle == .scenes
    let launch = [
      Step(id: "C02", why: "iOS launches the app"),
      Step(id: "C01", why: "launch finishes; set the UN delegate and start the SDKs here"),
    ]
    switch framing {
    case .none:
      return ([], [])
    case .perActivationMode:
      return lifecycle(resolved(framing), state: state)
    case .backgroundLaunch:
      // Apple, "About the background execution sequence": launched or resumed in the background,
      // "UIKit calls the app delegate's applicationDidEnterBackground(_:) method", then "UIKit
      // delivers the event that caused the launch". Scene apps: the app-delegate method is not
      // called (applicationDidEnterBackground(_:) page); whether a scene connects is X19.
      // C34 is a default (`no-did-enter-background` removes it); rdar://14295449 measured a
      // background launch without it, so P26 marks it U (X25).
      let reports = !scenes && scenario.capabilities.contains(.didEnterBackground)
      let entered = Step(id: "C34", why: "UIKit moves the app to the background before delivering the push")
      switch state {
      case .notRunning, .forceQuit:
        var launched = [Step(id: "C02", why: "iOS launches the app in the background"), launch[1]]
        // iOS 26 SDK, UIApplicationLaunchOptionsRemoteNotificationKey's deprecation: "Continue using
        // … fetchCompletionHandler: to process silent remote notifications after scene connection".
        if scenes, scenario.ios.major >= 26 {
          launched.append(Step(id: "C13", why: "the scene connects before the push is delivered (iOS 26: silent pushes are processed after scene connection)", confidence: .sdkSource))
        }
        return (reports ? launched + [entered] : launched, [])
      case .suspended:
        return (reports ? [Step(id: "C34", why: "iOS resumes the suspended app in the background before delivering the push")] : [], [])
      default:
        return ([], [])
      }
    case .foreground:
      let enter = scenes
        ? Step(id: "C35", why: "the scene returns to the foreground (UIKit does not call applicationWillEnterForeground: for scene apps)")
        : Step(id: "C10", why: "the app returns to the foreground")
      let active = scenes
        ? [Step(id: "C36", why: "the scene becomes active (UIKit does not call applicationDidBecomeActive: for scene apps)")]
        : [Step(id: "C11", why: "the app becomes active")]
      switch state {
      case .foreground, .inactive: return ([], [])
      case .background where scenes && scenario.state.isTerminated:
        // Launched into the background by the arrival, then brought forward by the user: no
        // page says whether a scene connected at the background launch (X19).
        let connect = Step(
          id: "C13", why: "the scene connects now if none connected at the background launch (X19)",
          confidence: .uncertain)
        return ([connect, enter], active)
      case .background, .suspended:
        return ([enter], active)
      case .notRunning, .forceQuit:
        guard scenes else { return (launch, active) }
        let connect = Step(
          id: "C13",
          why: scenario.action == .tap
            ? "the scene connects; connectionOptions.notificationResponse holds the tap"
            : "the scene connects")
        return (launch + [connect, Step(id: "C35", why: "the new scene enters the foreground")], active)
      }
    }
  }

  /// `.perActivationMode` resolved by the `foreground-action` capability.
  private func resolved(_ framing: Framing) -> Framing {
    guard case .perActivationMode = framing else { return framing }
    return scenario.capabilities.contains(.foregroundAction) ? .foreground : .backgroundLaunch
  }

  /// The entries whose carrier ran: a step that rides on a system callback (an SDK's swizzled
  /// handler, or the app's own handler forwarding to the SDK) cannot run when iOS did not call
  /// that handler (a held background push wakes nothing, so nothing is forwarded).
  private var carriedEntries: [Entry] {
    entries.filter { entry in
      entry.step.ridesOn.isEmpty || entries.contains { $0.phase == entry.phase && entry.step.ridesOn.contains($0.step.id) }
    }
  }

  func finish(rows allRows: [DeliveryRow], arrival: [DeliveryRow], launchRows: [DeliveryRow]) -> Prediction {
    let entries = carriedEntries
    // A row whose every step rode on a handler that did not run is not part of the prediction.
    let uncarried = Set(self.entries.map(\.row.id)).subtracting(entries.map(\.row.id))
    let rows = allRows.filter { !uncarried.contains($0.id) }
    var context = scenario.context
    var rowIDs: [String] = []
    for row in rows where !rowIDs.contains(row.id) { rowIDs.append(row.id) }
    context.rows = Set(rowIDs)
    context.callbacks = Set(entries.map(\.step.id))

    // Pointers of the rows, then of the pitfalls that apply.
    var pointers = rows.flatMap(\.uncertain).filter { $0.when?.matches(context) ?? true } + framingPointers
    var pitfalls: [PitfallInfo] = []
    let routedIDs = entries.map { route($0).id }
    context.callbacks.formUnion(routedIDs)
    for rule in PitfallRule.all where rule.when.contains(where: { $0.matches(context) }) {
      if let info = PitfallInfo.named(rule.id) { pitfalls.append(info) }
      pointers += rule.uncertain.filter { $0.when?.matches(context) ?? true }
    }
    let uncertainTargets = Set(pointers.filter { $0.form == .uncertain }.flatMap(\.affects))

    var callbacks: [PredictedCallback] = []
    for entry in entries {
      let routed = route(entry)
      let info = CallbackInfo.named(routed.id)
      var confidence = entry.step.confidence ?? entry.row.confidence
      if uncertainTargets.contains(entry.step.id) { confidence = .uncertain }
      if confidence == .documented, entry.phase == .arrival, wakesInBackground { confidence = .bestEffort }
      callbacks.append(
        PredictedCallback(
          order: callbacks.count + 1, id: routed.id, selector: info?.selector ?? routed.id,
          swift: info?.swift ?? "", owner: info?.owner ?? "", args: routed.args,
          confidence: confidence, sources: merge(entry.row.sources, routed.sources),
          why: routed.why, row: entry.row.id, via: routed.via))
    }

    var uncertain: [UncertainNote] = []
    for pointer in pointers where !uncertain.contains(where: { $0.id == pointer.id }) {
      uncertain.append(UncertainNote(id: pointer.id, reason: UncertainInfo.named(pointer.id)?.reason ?? pointer.id))
    }
    return Prediction(
      scenario: scenario,
      rows: rowIDs.compactMap { id in
        rows.first { $0.id == id }.map { row in
          let bestEffort = row.confidence == .documented && row.phase == .arrival && wakesInBackground && row.describesTheWake
          return RowNote(id: id, summary: row.summary, confidence: bestEffort ? .bestEffort : row.confidence, sources: row.sources)
        }
      },
      callbacks: callbacks,
      presentation: withContent(rows, applying(rows.compactMap(\.effect), to: presentation(arrival, unknown: uncertainTargets.contains("presentation")))),
      launchOptions: callbacks.contains { $0.id == "C01" }
        ? launchOptions(launchRows, unknown: uncertainTargets.contains("launchOptions")) : nil,
      pitfalls: pitfalls, uncertain: uncertain,
      facts: VersionFact.applying(to: scenario.ios, kind: scenario.kind))

  }

  /// The callback as the app sees it: routed through the SDK that owns the delegate, then
  /// substituted for the iOS version.
  private func route(_ entry: Entry) -> (id: String, args: [JSONMember], why: String, sources: [String], via: String?) {
    var id = entry.step.id
    var via: String?
    var args = entry.step.args
    var why = entry.step.why
    var sources: [String] = []
    if entry.system, let route = SDKRoute.all.first(where: {
      $0.sdk == scenario.sdk && $0.from == id && ($0.phase ?? entry.phase) == entry.phase
        && scenario.ios >= ($0.minIOS ?? IOSVersion(3)) && $0.unless.isDisjoint(with: scenario.capabilities)
    }) {
      via = id
      id = route.to
      args = route.args
      why += "; " + route.why
      sources = route.sources
    }
    for fact in VersionFact.all {
      guard let substitution = fact.substitution, substitution.from == id else { continue }
      let applies = substitution.below ? scenario.ios < fact.since : scenario.ios >= fact.since
      guard applies else { continue }
      id = substitution.to
      args += substitution.args
      sources = merge(sources, fact.sources)
    }
    return (id, args, why, sources, via)
  }

  private func presentation(_ rows: [DeliveryRow], unknown: Bool) -> PresentationPrediction {
    let row = rows.first { $0.presentation.decides }
    let note = row?.summary ?? "nothing"
    let flags = scenario.flags
    // What a displayed push shows: its flags (badge-only: no banner), then what the user allowed
    // (provisional: "arrive quietly and show only in Notification Center", PROV-XAM, OS-PROV; a
    // quietly delivered notification does not badge the icon, WWDC18-710-QUIETLY).
    let alert = flags.contains(.alert)
    let quiet = scenario.authorization == .provisional
    let shown = PresentationPrediction(
      banner: alert && !quiet, list: alert, sound: flags.contains(.sound) && !quiet,
      badge: flags.contains(.badge) && !quiet, note: note)
    let hidden = PresentationPrediction(banner: false, list: false, sound: false, badge: false, note: note)
    if unknown { return PresentationPrediction(banner: nil, list: nil, sound: nil, badge: nil, note: note) }
    // content-available with sound/badge and no alert: iOS still plays the sound and sets the
    // badge while the app is not on screen (the extension and banner need an alert).
    var audible = hidden
    if scenario.apnsKind == .silent, !scenario.state.isOnScreen, scenario.authorization != .alertsOff,
      flags.contains(.sound) || flags.contains(.badge) {
      audible = PresentationPrediction(
        banner: false, list: false, sound: flags.contains(.sound) && !quiet, badge: flags.contains(.badge), note: note)
    }
    switch row?.presentation ?? .nothing {
    case .unchanged, .nothing: return audible
    case .system: return scenario.kind.isDisplayed || scenario.apnsKind == .alert ? shown : audible
    case .perOptions:
      // Exactly what willPresent passes: nothing for [] or a handler never called (A-WP-HEADER).
      guard case .options(let options) = scenario.situation.willPresent,
        !scenario.capabilities.contains(.presentsNothing) else { return hidden }
      // .banner and .list exist from iOS 14; an older system reads only .alert (UNITY-294).
      let alerting = options.contains(.alert)
      let modern = scenario.ios.major >= 14
      return PresentationPrediction(
        banner: shown.banner.map { $0 && (alerting || (modern && options.contains(.banner))) },
        list: shown.list.map { $0 && (alerting || (modern && options.contains(.list))) },
        sound: shown.sound.map { $0 && options.contains(.sound) },
        badge: shown.badge.map { $0 && options.contains(.badge) }, note: note)
    case .unknown:
      return PresentationPrediction(banner: nil, list: nil, sound: nil, badge: nil, note: note)
    }
  }

  /// The content the last row about it names, when something is shown.
  private func withContent(_ rows: [DeliveryRow], _ base: PresentationPrediction) -> PresentationPrediction {
    var result = base
    if base.banner == true || base.list == true { result.content = rows.compactMap(\.content).last?.rawValue }
    return result
  }

  /// The rows' effects in order; a part turned on shows only what the push carries.
  private func applying(_ effects: [PresentationEffect], to base: PresentationPrediction) -> PresentationPrediction {
    var result = base
    let flags = scenario.flags
    func set(_ value: Bool?, _ carried: Bool, _ field: inout Bool?) {
      guard let value else { return }
      field = value && carried
    }
    for effect in effects {
      set(effect.banner, flags.contains(.alert), &result.banner)
      set(effect.list, flags.contains(.alert), &result.list)
      set(effect.sound, flags.contains(.sound), &result.sound)
      set(effect.badge, flags.contains(.badge), &result.badge)
      if let started = effect.liveActivity { result.liveActivity = started }
      if let rings = effect.ringtone { result.sound = rings }
      if let filtered = effect.callFiltered { result.callFiltered = filtered }
    }
    return result
  }

  private func launchOptions(_ rows: [DeliveryRow], unknown: Bool) -> LaunchOptionsPrediction {
    var result = LaunchOptionsPrediction(remoteNotification: .uncertain, confidence: .uncertain, payload: nil)
    for row in rows {
      switch row.launch {
      case .unchanged: continue
      case .withoutKey(let confidence):
        result = LaunchOptionsPrediction(remoteNotification: .absent, confidence: confidence, payload: nil)
      case .payload(let confidence):
        // Scene apps get the tap in C13's connectionOptions.notificationResponse; libraries rebuild
        // the launch key from it (RNSIRI-114), i.e. it is not there (X18).
        result = scenario.lifecycle == .scenes
          ? LaunchOptionsPrediction(remoteNotification: .absent, confidence: .observed, payload: nil)
          : LaunchOptionsPrediction(remoteNotification: .present, confidence: confidence, payload: scenario.payload)
      case .uncertain:
        break
      }
      break
    }
    if unknown, result.remoteNotification == .present {
      result.remoteNotification = .uncertain
      result.confidence = .uncertain
    }
    return result
  }

  private func merge(_ first: [String], _ second: [String]) -> [String] {
    var result = first
    for key in second where !result.contains(key) { result.append(key) }
    return result
  }
}
