/// The app and device as a timeline runs: what the earlier events left.
struct TimelineState {
  let start: DeliveryScenario
  var app: AppState
  var online = true
  var locked: Bool
  var justRebooted: Bool
  var lowPower: Bool
  var backgroundRefreshOff: Bool
  var focus: FocusState
  /// The system holds background pushes instead of waking the app (the held branch of T07).
  var holdsBackground = false
  /// The device restarted and the user has not opened the app since (T26).
  var unopenedSinceRestart: Bool
  /// Low Data Mode is on: Background App Refresh is off, so background pushes may be held (T24).
  var lowData = false
  /// Low Data Mode came with iOS 13 ("With iOS 13 and later, you can turn on Low Data Mode").
  var holdsForLowData: Bool { lowData && start.ios >= IOSVersion(13) }
  /// Prioritize Notifications is on (T14).
  var prioritize = false
  /// The user deleted the app (and has not installed it again): APNs discards pushes to its token (AP5).
  var appDeleted = false
  /// When the app last came forward, for an App Clip's 8 hours (AC1); the timeline's start before that.
  var launchedAt = 0
  /// A fetch handler is running past its 30 seconds (FC1), and since it ended the app, the system
  /// may hold background pushes.
  var fetchOverrunAt: Int?
  var fetchPenalized = false
  var center: [HeldPush] = []
  var badge: Int?
  /// The badge JPush's server keeps for the device, which `options.badge` changes (T30).
  var serverBadge = 0
  /// APNs store-and-forward: one push per app while the device is offline (T02, T03).
  var stored: HeldPush?
  /// When the device went offline, for the length of the outage (T23).
  var offlineAt: Int?
  /// Pushes sent while offline that APNs did not store (T01, or already expired).
  var dropped: [HeldPush] = []
  /// Messages an SDK holds on its server until the app is active (JPush, T05) or next starts (GeTui, T06).
  var sdkHeld: [HeldPush] = []
  /// An action picked on the locked device that needs the unlock first (T28): the notification's label.
  var awaitingUnlock: String?
  /// The newest throttled background push (T07).
  var coalesced: HeldPush?
  /// Pushes waiting for the device to wake (T09).
  var deferred: [HeldPush] = []
  var unreportedCalls = 0
  /// The newest notification delivered to the list and when, for a request right after it (T36).
  var lastAlert: (step: Int, seconds: Int)?
  /// The notification whose expanded content-extension view is on screen (T35).
  var expanded: HeldPush?
  /// The VoIP push whose call CallKit's incoming-call screen shows until the user answers it (T29).
  var ringing: String?
  /// Notifications Scheduled Summary holds until the summary arrives (T10), with what they show then.
  var summarised: [(push: HeldPush, presentation: PresentationPrediction?)] = []
  /// When each background push of the last hour was sent (T12).
  var backgroundSent: [Int] = []
  /// Live Activity pushes counted against their on-device budgets (T16, T18).
  var liveActivity = LiveActivityBudget()
  var clock = TimelineClock()
  /// NEVPNProtocol.excludeAPNs as a device event set it (nil: the default), and the pushes a web
  /// app received without showing a notification in the push event (VPN2, WP3).
  var vpnExcludesAPNsChange: Bool?
  var webPushesWithoutNotification = 0
  /// The device fell back to a cellular plan without data credit: APNs stays unreachable after
  /// Wi-Fi returns, until the radios are reset (NW4).
  var apnsStuckAfterDataLoss = false
  /// Screen Time's Downtime and Single App Mode as device events set them (nil: the start's),
  /// and the notifications Downtime holds with what they show when it ends (DT1, SA1).
  var downtimeChange: Bool?
  var singleAppModeChange: Bool?
  var downtimeHeld: [(push: HeldPush, presentation: PresentationPrediction?)] = []
  /// The provider's token and rate, the ringing call's UUID, the Live Activity prompt (PV1–PV3, VC1, VC2, LB1).
  var provider = ProviderTimeline()
  /// The authorization a device event set (the user chose Deliver Prominently), and OneSignal's
  /// asking for every option when the app opened (RO4).
  var authorizationChange: Authorization?
  var optionsRequestedAgain = false

  /// The capabilities that are device states, set from this state for each push.
  static let deviceWords: Set<String> = ["locked", "just-rebooted", "low-power", "background-refresh-off", "voip-penalty"]

  init(start: DeliveryScenario) {
    self.start = start
    app = start.state
    let words = Set(start.implements)
    locked = words.contains("locked")
    justRebooted = words.contains("just-rebooted")
    unopenedSinceRestart = justRebooted && !start.state.isOnScreen
    lowPower = words.contains("low-power")
    backgroundRefreshOff = words.contains("background-refresh-off")
    // A penalty given at the start is the history of unreported calls it stands for (T08).
    if words.contains("voip-penalty") { unreportedCalls = Self.penaltyAfter }
    focus = start.situation.focus
    // A budget spent before the timeline starts: its hour of priority-10 updates (T16, LB1).
    if start.provider.liveActivityBudget == .exhausted { liveActivity.updates = Array(repeating: 0, count: LiveActivityBudget.updatesPerHour) }
  }

  /// The one-push scenario of `push` in the current state.
  func scenario(for push: PushEvent) throws -> DeliveryScenario {
    var scenario = start
    scenario.state = app
    scenario.action = .none
    if let kind = push.kind {
      scenario.kind = kind
      scenario.flags = nil
    }
    if let payload = push.payload {
      scenario.payload = payload
      // A kind that is a push type of its own (voip) says what a payload without `aps` is.
      let typed = push.kind.flatMap { kind in kind.pushType.flatMap { NotificationKind.kind(for: $0) == kind ? $0 : nil } }
      let traits = try JSONText(printing: payload).withRoot { try PayloadClassifier.classify($0, pushType: push.headers.pushType ?? typed) }
      scenario.adopt(traits, givenKind: push.kind, givenSDK: scenario.sdk != nil)
    }
    if scenario.kind == .getuiAPNs {
      // GeTui's channel (GT-DOC-FLOW): strategy 3 never uses APNs; 2 and 4 use it first, and so
      // does the default while the cid is offline when the message is sent.
      if push.getuiStrategy == 3 { scenario.kind = .getuiTransmission; scenario.flags = nil }
      else if push.sentThroughAPNs || push.getuiStrategy == 2 || push.getuiStrategy == 4 {
        scenario.implements.append(Capability.getuiAPNsChannel.rawValue)
      }
    }
    if let priority = push.headers.priority { scenario.situation.priority = priority }
    if let type = push.headers.pushType { scenario.situation.pushType = type }
    scenario.implements = scenario.implements.filter { !Self.deviceWords.contains($0) }
    let device: [(Bool, String)] = [
      (locked, "locked"), (justRebooted, "just-rebooted"), (lowPower, "low-power"),
      (backgroundRefreshOff, "background-refresh-off"), (unreportedCalls >= TimelineState.penaltyAfter, "voip-penalty"),
    ]
    scenario.implements += device.filter(\.0).map(\.1)
    // Held by the system: the throttled rows (B14) and the hold of T07, as for an exhausted budget.
    if holdsBackground || holdsForLowData || fetchPenalized || Self.heldByAppleTV(scenario, appOnScreen: app.isOnScreen),
      !scenario.implements.contains("throttled") { scenario.implements.append("throttled") }
    scenario.situation.focus = focus
    if let authorization = authorizationChange { scenario.authorization = authorization }
    if optionsRequestedAgain { scenario.implements.removeAll(where: Self.notRequested.contains) }
    return scenario
  }

  /// Seconds an app keeps running in the background before the system suspends it: C04's handler
  /// has "up to 30 seconds" (T21).
  static let backgroundTime = 30

  /// RongCloud's SDK stays active for the first 2 minutes in the background: "当 App 进入后台 2 分钟之内，
  /// SDK 处于后台活跃状态" (T21, T25).
  static let rongCloudBackgroundTime = 120

  /// Unreported calls after which the model applies the VoIP penalty: Apple says "repeatedly"
  /// without a number, so the outcome is `may` (T08).
  static let penaltyAfter = 3

  /// Outages shorter than this may go unnoticed by APNs (T23): the logged arrivals came after 10,
  /// 25 and 55 seconds offline; no source gives APNs's own timeout, so longer outages follow Apple's
  /// page.
  static let unnoticedOutage = 60

  /// Alibaba Cloud's default ExpireTime: "ExpireTime 默认为 72 小时" (T15).
  static let aliyunExpireTime = 72 * 3600

  /// Prioritize Notifications came with iOS 18.4 (T14).
  static let prioritizeFrom = IOSVersion(18, 4)

  /// Offline messages JPush keeps for one app: "JPush 当前默认支持 5 条离线消息" (T05).
  static let jpushOfflineLimit = 5

  /// JPush's default `time_to_live`: "默认 86400 （1 天）" (T13).
  static let jpushTimeToLive = 86_400

  /// Background pushes an hour beyond which the system holds them: Apple advises "not … more
  /// than two or three per hour" and SAP's push documentation says APNs drops them "more than two
  /// per hour", so the third within an hour is held (best effort, T12).
  static let backgroundPerHour = 2

  /// Past Apple's upper bound ("two or three per hour") the model has only the count: the system
  /// may throttle (T12, `may`).
  static let backgroundPerHourUpperBound = 3

  /// apns-collapse-id came with iOS 10's notifications (WWDC 2016 session 707: "for remote
  /// notifications there's a new request header the APNs collapse id"); earlier systems show both.
  static let collapseIDFrom = IOSVersion(10)
  /// iOS 13 made apns-push-type required (Apple, "Sending notification requests to APNs").
  static let pushTypeFrom = IOSVersion(13)
  /// From iOS 7 the model keeps the badge of a push without one; before, Apple's handler reference
  /// says the absence removes it (T37).
  static let absentBadgeKeptFrom = IOSVersion(7)

  func step(
    _ index: Int, prediction: Prediction? = nil, callbacks: [PredictedCallback] = [], delivered: Bool? = nil,
    certainty: Certainty = .definite, notes: [String] = []
  ) -> TimelineStep {
    TimelineStep(
      index: index, event: .wait(seconds: 0, text: ""), prediction: prediction, callbacks: Self.numbered(callbacks),
      presentation: prediction?.presentation, delivered: delivered, certainty: certainty, notes: notes, appState: app)
  }

  static func numbered(_ callbacks: [PredictedCallback]) -> [PredictedCallback] {
    callbacks.enumerated().map { index, callback in
      var copy = callback
      copy.order = index + 1
      return copy
    }
  }

  /// A callback of the catalogue, as a timeline step adds it (not from a row).
  static func callback(_ id: String, _ why: String, rule: String, confidence: Confidence = .documented, args: [JSONMember] = []) -> PredictedCallback {
    let info = CallbackInfo.named(id)
    return PredictedCallback(
      order: 0, id: id, selector: info?.selector ?? id, swift: info?.swift ?? id, owner: info?.owner ?? "",
      args: args, confidence: confidence, sources: TimelineRule.named(rule)?.sources ?? [], why: why, row: rule)
  }

  /// `T05: …` for a rule's note.
  static func note(_ rule: String, _ text: String? = nil) -> String {
    "\(rule): " + (text ?? TimelineRule.named(rule)?.summary ?? "")
  }

  /// How sure a push's outcome is: best effort for a background wake, `may` when a callback is
  /// only observed or uncertain, definite otherwise.
  static func certainty(of prediction: Prediction) -> Certainty {
    let background: Set<NotificationKind> = [.silent, .alertContentAvailable]
    let wakes = prediction.callbacks.contains { ["C03", "C04", "C21"].contains($0.id) }
    if background.contains(prediction.scenario.kind) && (wakes || prediction.scenario.kind == .silent) { return .bestEffort }
    if prediction.callbacks.contains(where: { $0.confidence >= .observed }) { return .may }
    return .definite
  }
}
