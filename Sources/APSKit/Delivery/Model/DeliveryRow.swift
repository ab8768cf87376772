/// A test on a scenario. Every set that is given must contain the scenario's value; every
/// capability in `requires` must be present and none in `excludes`. Rows, steps, uncertain
/// pointers and pitfall rules all use this one shape, so the model stays a table.
public struct Condition: Sendable {
  var generations: Set<APIGeneration>? = nil
  var states: Set<AppState>? = nil
  /// Matched against the kind of the layer: the APNs kind for system rows, the scenario's kind
  /// for SDK rows, overlays, pointers and pitfalls.
  var kinds: Set<NotificationKind>? = nil
  var actions: Set<UserAction>? = nil
  var sdks: Set<PushSDK>? = nil
  var requires: Set<Capability> = []
  var excludes: Set<Capability> = []
  /// Inclusive lower bound.
  var minIOS: IOSVersion? = nil
  /// Exclusive upper bound.
  var belowIOS: IOSVersion? = nil
  /// At least one of these rows is part of the prediction.
  var rows: Set<String>? = nil
  /// At least one of these callbacks is emitted.
  var callbacks: Set<String>? = nil
  /// Every one of these payload flags is set / none is.
  var flags: Set<APSFlag> = []
  var noFlags: Set<APSFlag> = []
  var lifecycles: Set<Lifecycle>? = nil
  var authorizations: Set<Authorization>? = nil
  var proxies: Set<ProxySetting>? = nil
  var outcomes: Set<ExtensionOutcome>? = nil
  var responses: Set<ContentResponse>? = nil
  var focus: Set<FocusState>? = nil
  var levels: Set<InterruptionLevel>? = nil
  var pushTypes: Set<PushType>? = nil
  var priorities: Set<Int>? = nil

  /// Whether the context meets every part of the condition.
  func matches(_ context: MatchContext) -> Bool {
    if let generations, !generations.contains(context.generation) { return false }
    if let states, !states.contains(context.state) { return false }
    if let kinds, !kinds.contains(context.kind) { return false }
    if let actions, !actions.contains(context.action) { return false }
    if let sdks, !sdks.contains(context.sdk) { return false }
    if !requires.isSubset(of: context.capabilities) { return false }
    if !excludes.isDisjoint(with: context.capabilities) { return false }
    if let minIOS, context.ios < minIOS { return false }
    if let belowIOS, context.ios >= belowIOS { return false }
    // A quirk of one `.0` release (10.0, 18.0) needs that release named, not just its major version.
    if let minIOS, let belowIOS, belowIOS == IOSVersion(minIOS.major, minIOS.minor + 1), minIOS.minor == 0, !context.ios.minorGiven { return false }
    if let rows, rows.isDisjoint(with: context.rows) { return false }
    if let callbacks, callbacks.isDisjoint(with: context.callbacks) { return false }
    if !flags.isSubset(of: context.flags) || !noFlags.isDisjoint(with: context.flags) { return false }
    if let lifecycles, !lifecycles.contains(context.lifecycle) { return false }
    if let authorizations, !authorizations.contains(context.authorization) { return false }
    if let proxies, !proxies.contains(context.proxy) { return false }
    if let outcomes, !outcomes.contains(context.outcome) { return false }
    if let responses, !responses.contains(context.response) { return false }
    if let focus, !focus.contains(context.focus) { return false }
    if let levels, !levels.contains(context.level) { return false }
    if let pushTypes, !(context.pushType.map(pushTypes.contains) ?? false) { return false }
    if let priorities, !priorities.contains(context.priority) { return false }
    return true
  }
}

/// What a condition is tested against.
struct MatchContext: Sendable {
  var ios: IOSVersion
  var generation: APIGeneration
  var state: AppState
  var kind: NotificationKind
  var action: UserAction
  var sdk: PushSDK
  var capabilities: Set<Capability>
  var flags: Set<APSFlag> = []
  var lifecycle: Lifecycle = .appDelegate
  var authorization: Authorization = .full
  var proxy: ProxySetting = .on
  var outcome: ExtensionOutcome = .none
  var response: ContentResponse = .none
  var focus: FocusState = .off
  var level: InterruptionLevel = .active
  var pushType: PushType? = nil
  var priority: Int = 10
  var rows: Set<String> = []
  var callbacks: Set<String> = []
}

/// One callback in a row's sequence, with the short "why" the timeline prints.
struct Step: Sendable {
  var id: String
  var why: String
  var args: [JSONMember] = []
  /// Overrides the row's confidence for this callback (`D (C06) / O (no C04)`).
  var confidence: Confidence? = nil
  /// The step happens only when this holds (`C13` only for scene apps).
  var when: Condition? = nil
  /// The system callbacks this step is called from (an SDK's swizzled handler, or the app's own
  /// handler forwarding to the SDK): it runs only when one of them runs in the same phase.
  var ridesOn: Set<String> = []
}

/// The lifecycle callbacks around a row's own callbacks, derived from the state: the rows of
/// the sources repeat them (`C10 → … → C11`, `C02 → C01 → …`), the engine adds them once.
enum Framing: Sendable {
  case none
  /// The app comes forward: resumed (C10 … C11) or launched (C02 → C01 … C11).
  case foreground
  /// Launched in the background if not running (C02 → C01 …, no C11); nothing when running.
  case backgroundLaunch
  /// An action button: `.foreground` with the `foreground-action` capability, else
  /// `.backgroundLaunch`.
  case perActivationMode
}

/// What the user sees on arrival.
enum PresentationRule: Sendable {
  /// The row does not decide (a response row).
  case unchanged
  case nothing
  /// Displayed by iOS: banner, Notification Center, sound and badge per payload (nothing for
  /// a kind that is not displayed).
  case system
  /// Exactly the options the app passes to C05 / C23 / C30.
  case perOptions
  /// Not documented or conflicting.
  case unknown
}

/// A change to the presentation: each field given replaces what the deciding row said; `true`
/// shows the part only if the push carries it (a banner needs an alert, a sound a sound).
struct PresentationEffect: Sendable {
  var banner: Bool? = nil
  var list: Bool? = nil
  var sound: Bool? = nil
  var badge: Bool? = nil
  /// A Live Activity started and on the Lock Screen (not a part of the notification).
  var liveActivity: Bool? = nil
  /// A sound that is not the push's own (CallKit's ringtone): set whatever the payload carries.
  var ringtone: Bool? = nil
  /// CallKit filters the reported call: no incoming-call UI (CXErrorCodeIncomingCallError.filteredByDoNotDisturb).
  var callFiltered: Bool? = nil

  static let hidden = PresentationEffect(banner: false, list: false, sound: false, badge: false)
  /// Silenced: in the list, no banner, no sound.
  static let quiet = PresentationEffect(banner: false, sound: false)
}

/// What `launchOptions` holds.
enum LaunchRule: Sendable {
  case unchanged
  /// Launched, and the remote-notification key is absent.
  case withoutKey(Confidence)
  /// Launched with the payload under the remote-notification key.
  case payload(Confidence)
  /// Launched; the content is uncertain (the row's U pointer names the item).
  case uncertain
}

/// A row's pointer to an uncertain point (legend): `U (Xnn)` makes the concerned
/// callbacks or fields U; `caveat Xnn` keeps the row's tag. Either puts Xnn in `uncertain`
/// when `when` holds.
struct UncertainRef: Sendable {
  enum Form: Sendable { case uncertain, caveat }
  var id: String
  var form: Form
  /// Callback ids, `launchOptions` or `presentation` that become U (only for `.uncertain`).
  var affects: [String] = []
  var when: Condition? = nil

  static func u(_ id: String, _ affects: [String] = [], when: Condition? = nil) -> UncertainRef {
    UncertainRef(id: id, form: .uncertain, affects: affects, when: when)
  }

  static func caveat(_ id: String, when: Condition? = nil) -> UncertainRef {
    UncertainRef(id: id, form: .caveat, when: when)
  }
}

/// Which layer a row belongs to.
enum RowLayer: Sendable {
  /// iOS itself (legacy, modern and background rows).
  case system
  /// GeTui / JPush on top of the system row.
  case sdk
  /// Applies in addition to the matched rows (extension, lock screen, version facts).
  case overlay
}

/// One row of the model: when it applies and what it predicts.
struct DeliveryRow: Sendable {
  var id: String
  var layer: RowLayer = .system
  /// `.arrival` rows describe action none; `.response` rows describe what a user action adds.
  var phase: RowPhase = .arrival
  var match: Condition
  /// When not empty, at least one of these must hold as well (the sources' "or").
  var anyOf: [Condition] = []
  var framing: Framing = .none
  var steps: [Step] = []
  /// SDK rows only: the system layer's callbacks are not part of this story (`G08`).
  var replacesSystem: Bool = false
  var presentation: PresentationRule = .unchanged
  var launch: LaunchRule = .unchanged
  var confidence: Confidence
  var uncertain: [UncertainRef] = []
  /// What the row does to the presentation the deciding row worked out (Focus, interruption
  /// level, an extension that filters the notification).
  var effect: PresentationEffect? = nil
  /// The content shown after the service extension (the last row that says wins).
  var content: ExtensionOutcome.Shown? = nil
  /// What the user sees or what the row adds, as the text output shows it.
  var summary: String
  var sources: [String]

  func matches(_ context: MatchContext) -> Bool {
    match.matches(context) && (anyOf.isEmpty || anyOf.contains { $0.matches(context) })
  }
}

/// Arrival of the push or the user's response to it.
enum RowPhase: Sendable {
  case arrival
  case response
}

/// Apple, "Pushing background updates to your App": "the system treats background notifications
/// as low priority … and doesn't guarantee their delivery"; rows that deliver one are best effort.
extension DeliveryRow {
  private static let backgroundKinds: Set<NotificationKind> = [.silent, .alertContentAvailable]

  /// Whether the row tells how a background push reaches the app: its own callbacks, or an SDK or
  /// overlay row about background pushes only (B08's budget, G11's and J08's relays). A system
  /// row without callbacks tells that nothing is delivered (B04, B14), which stays as documented.
  var describesTheWake: Bool {
    guard steps.isEmpty else { return true }
    guard layer != .system, let kinds = match.kinds, !kinds.isEmpty else { return false }
    return kinds.isSubset(of: Self.backgroundKinds)
  }

  /// For the catalogue: the row's outcome is a background push reaching an app that is not on
  /// screen, so its documented confidence reads best effort (B).
  var deliversInTheBackground: Bool {
    guard phase == .arrival, describesTheWake, let kinds = match.kinds, !kinds.isEmpty, kinds.isSubset(of: Self.backgroundKinds) else { return false }
    return match.states.map { !$0.isDisjoint(with: [.background, .suspended, .notRunning]) } ?? true
  }
}
