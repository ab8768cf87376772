/// When each pitfall applies: one of `when` must hold (rows are the pitfall's "triggering
/// scenario"); `uncertain` are the pitfall's own pointers to the uncertain points (X…).
struct PitfallRule: Sendable {
  var id: String
  var when: [Condition]
  var uncertain: [UncertainRef] = []

  static func rows(_ ids: Set<String>) -> Condition { Condition(rows: ids) }

  static let all: [PitfallRule] = [
    PitfallRule(id: "P01", when: [Condition(sdks: [.getuiLegacy], rows: ["G07", "G08"])]),
    PitfallRule(id: "P02", when: [rows(["L06", "L09", "U14", "U15", "G07", "G15"])]),
    PitfallRule(id: "P03", when: [rows(["B04"])]),
    PitfallRule(id: "P04", when: [Condition(excludes: [.fetchHandler], rows: ["B05", "B06"])]),
    PitfallRule(id: "P05", when: [rows(["J03", "U09", "L07", "L08", "G06"])]),
    PitfallRule(id: "P06", when: [rows(["J06"])], uncertain: [.caveat("X08", when: Condition(states: [.background]))]),
    PitfallRule(id: "P07", when: [rows(["L01", "L02", "U02"]), Condition(requires: [.presentsNothing], rows: ["U01"])]),
    PitfallRule(
      id: "P08", when: [rows(["U10", "V02"])],
      // The pitfall's caveat is unconditional, but X10 is about the tap launch (U10), not
      // the PushKit registry half of P08 (V02).
      uncertain: [.caveat("X10", when: Condition(rows: ["U10"]))]),
    PitfallRule(id: "P09", when: [rows(["L07", "L08", "U09", "J03", "G06"])]),
    PitfallRule(id: "P10", when: [rows(["B07", "L08", "G04", "G05", "G06", "G07", "G09", "G15", "J09"])]),
    PitfallRule(id: "P11", when: [rows(["G04", "G05", "G06", "G07", "G09", "G15"])]),
    PitfallRule(id: "P12", when: [rows(["G12"])], uncertain: [.caveat("X08"), .u("X17")]),
    PitfallRule(id: "P13", when: [Condition(requires: [.presentsNothing], rows: ["U01", "U04", "G10", "J01"])]),
    PitfallRule(id: "P14", when: [rows(["B08", "B09"])], uncertain: [.u("X05", when: Condition(requires: [.lowPower]))]),
    PitfallRule(id: "P15", when: [rows(["B02", "B03", "B07", "N01", "V01", "V02", "V03", "G11"])]),
    PitfallRule(id: "P16", when: [rows(["G07", "G08"])]),
    PitfallRule(id: "P17", when: [rows(["U13", "L10"])]),
    PitfallRule(id: "P18", when: [Condition(kinds: [.voip])]),
    PitfallRule(id: "P19", when: [rows(["N02"])]),
    PitfallRule(id: "P20", when: [Condition(sdks: [.getui, .jpush], minIOS: IOSVersion(10))]),
    PitfallRule(
      id: "P21",
      when: [Condition(requires: [.scenes], rows: ["U09", "U10", "J03", "G06"]),
             Condition(minIOS: IOSVersion(26), rows: ["U09", "U10", "J03", "G06"])],
      uncertain: [.caveat("X10")]),
    // Only when something does hide the alert: a Focus that does not allow the app, passive, provisional.
    PitfallRule(id: "P22", when: [
      Condition(kinds: RowVocabulary.alerting, minIOS: IOSVersion(15), focus: [.on]),
      Condition(kinds: RowVocabulary.alerting, minIOS: IOSVersion(15), levels: [.passive]),
      Condition(kinds: RowVocabulary.alerting, minIOS: IOSVersion(12), authorizations: [.provisional]),
    ]),
    PitfallRule(id: "P23", when: [Condition(minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1), rows: ["U03", "U08", "U21", "U22", "U24"])]),
    PitfallRule(id: "P24", when: [Condition(kinds: [.getuiAPNs, .jpushAPNs])]),
    // A background launch: the app was not running and the arrival woke it (C02 listed).
    PitfallRule(
      id: "P25", when: [Condition(states: [.notRunning], requires: [.registersLate], callbacks: ["C02"])],
      uncertain: [.u("X26", ["C04", "C21"])]),
    PitfallRule(id: "P26", when: [Condition(callbacks: ["C34"])], uncertain: [.u("X25", ["C34"])]),
    PitfallRule(id: "P27", when: [Condition(requires: [.serviceExtension], flags: [.alert], noFlags: [.mutableContent])]),
  ]
}

/// A combination the model rejects, with the reason the CLI prints (exit 64). `unless` carves
/// out the one case a row does describe (G08: a leftover entry tapped while the app is open).
struct ImpossibleRule: Sendable {
  /// The row that states it, if one does.
  var row: String? = nil
  var when: Condition
  var unless: Condition? = nil
  var reason: Hint
  /// The scenario key the contradiction is about (a scenario file points at it); nil for the
  /// combinations the sources rule out, which are usage errors.
  var key: String? = nil
  var allowed: [String] = []

  /// The error this rule raises.
  var error: DeliveryError {
    key.map { .conflict(key: $0, reason: reason, allowed: allowed) } ?? .impossible(reason: reason, row: row)
  }

  static let all: [ImpossibleRule] = [
    ImpossibleRule(
      when: Condition(kinds: [.silent], actions: [.tap, .tapAction, .dismiss, .tapIcon, .openSettings, .tapLockScreen]),
      reason: "a silent push (content-available only) displays nothing, so there is nothing to tap, dismiss or open; use \(term: .action) none, or \(term: .kind) alert-content-available"),
    ImpossibleRule(
      when: Condition(kinds: [.voip], actions: [.tap, .tapAction, .dismiss, .tapIcon, .openSettings, .tapLockScreen, .ignore]),
      reason: "a VoIP push is never displayed by the notification system (the call UI belongs to CallKit); use \(term: .action) none"),
    ImpossibleRule(
      when: Condition(kinds: [.getuiTransmission], actions: [.tap, .tapAction, .dismiss, .tapIcon, .openSettings, .tapLockScreen]),
      reason: "a GeTui transmission displays nothing (the app has to post its own local notification); use \(term: .action) none, or \(term: .kind) getui-apns"),
    ImpossibleRule(
      when: Condition(kinds: [.jpushCustom], actions: [.tap, .tapAction, .dismiss, .openSettings, .tapLockScreen]),
      reason: "a JPush custom message displays nothing; use \(term: .action) none or tap-icon, or \(term: .kind) jpush-apns"),
    ImpossibleRule(
      when: Condition(kinds: [.aliyunMessage], actions: [.tap, .tapAction, .dismiss, .tapIcon, .openSettings, .tapLockScreen]),
      reason: "an Alibaba Cloud message displays nothing (the app posts its own local notification if it wants one); use \(term: .action) none"),
    ImpossibleRule(
      when: Condition(states: [.suspended, .notRunning, .forceQuit], kinds: [.getuiTransmission]),
      reason: "a GeTui transmission arrives only over GeTui's own connection, which is down when the app is suspended or not running; GeTui then sends the APNs part: use \(term: .kind) getui-apns"),
    ImpossibleRule(
      when: Condition(actions: [.openSettings], excludes: [.settingsLink]),
      reason: "Settings shows the in-app notification settings link only when the app requested .providesAppNotificationSettings (UNUserNotificationCenterDelegate, userNotificationCenter(_:openSettingsFor:)); drop no-settings-link"),
    ImpossibleRule(
      when: Condition(actions: [.tap, .tapAction, .dismiss, .openSettings, .tapLockScreen], authorizations: [.alertsOff, .notDetermined]),
      reason: "with notifications turned off (or never asked for) nothing is displayed, so there is nothing to tap or dismiss; use \(term: .action) none or tap-icon"),
    ImpossibleRule(
      when: Condition(kinds: [.liveActivityStart, .liveActivityUpdate, .liveActivityEnd], actions: [.tapAction, .dismiss, .openSettings]),
      reason: "a Live Activity push is not a notification (ActivityKit renders it): it has no actions, no dismiss and no settings link; use \(term: .action) tap or tap-lock-screen (opens the app) or none"),
    ImpossibleRule(
      when: Condition(kinds: [.liveActivityStart], belowIOS: IOSVersion(17, 2)),
      reason: "push-to-start (Activity.pushToStartTokenUpdates) exists from iOS 17.2; use \(term: .ios) 17.2 or later (a bare 17 is the release family, which has it)"),
    ImpossibleRule(
      when: Condition(kinds: [.liveActivityUpdate, .liveActivityEnd], belowIOS: IOSVersion(16, 1)),
      reason: "Live Activities exist from iOS 16.1; use \(term: .ios) 16.1 or later"),
    ImpossibleRule(
      when: Condition(states: [.foreground, .inactive], actions: [.tapIcon, .tapLockScreen]),
      reason: "the app is already on screen; tap-icon and tap-lock-screen need \(term: .state) background, suspended, not-running or force-quit"),
    ImpossibleRule(
      when: Condition(generations: [.legacyPre7, .legacy7to9], states: [.foreground], actions: [.tap, .tapAction, .dismiss]),
      unless: Condition(kinds: [.getuiAPNs], actions: [.tap], sdks: [.getuiLegacy]),
      reason: "iOS ≤ 9 shows nothing while the app is in the foreground (L01/L02), so there is nothing to tap or dismiss; use \(term: .action) none"),
    ImpossibleRule(
      when: Condition(generations: [.userNotifications], states: [.foreground], actions: [.tap, .tapAction, .dismiss], requires: [.presentsNothing]),
      reason: "C05 passes no options, so nothing is shown and nothing can be tapped (P13); drop presents-nothing from \(term: .implements)"),
    ImpossibleRule(
      when: Condition(generations: [.userNotifications], states: [.foreground], actions: [.tap, .tapAction, .dismiss], excludes: [.willPresent]),
      reason: "without C05 (will-present) nothing is shown in the foreground (U02), so nothing can be tapped"),
    ImpossibleRule(
      when: Condition(actions: [.tapAction], belowIOS: IOSVersion(8)),
      reason: "action buttons need iOS 8 (C08); use \(term: .ios) 8 or later"),
    ImpossibleRule(
      when: Condition(actions: [.openSettings], belowIOS: IOSVersion(12)),
      reason: "the notification settings link needs iOS 12 (C07); use \(term: .ios) 12 or later"),
    ImpossibleRule(
      when: Condition(kinds: [.mutableContent], belowIOS: IOSVersion(10)),
      reason: "Notification Service Extensions (mutable-content) need iOS 10; use \(term: .ios) 10 or later, or \(term: .kind) alert"),
    ImpossibleRule(
      when: Condition(kinds: [.voip], belowIOS: IOSVersion(8)),
      reason: "PushKit VoIP pushes need iOS 8; use \(term: .ios) 8 or later"),
    ImpossibleRule(
      when: Condition(requires: [.scenes], belowIOS: IOSVersion(13)),
      reason: "scenes need iOS 13; drop scenes from \(term: .implements) or use \(term: .ios) 13 or later"),
    // The new dimensions: a value the rest of the scenario rules out.
    ImpossibleRule(
      when: Condition(noFlags: [.mutableContent], outcomes: Set(ExtensionOutcome.allCases).subtracting([.none])),
      reason: "a service-extension outcome needs a push with mutable-content: 1 (the extension runs only for those)",
      key: "service-extension", allowed: ["none"]),
    ImpossibleRule(
      when: Condition(noFlags: [.alert], outcomes: Set(ExtensionOutcome.allCases).subtracting([.none])),
      reason: "the service extension runs only for a push that shows an alert (mutable-content without an alert is not modified)",
      key: "service-extension", allowed: ["none"]),
    ImpossibleRule(
      when: Condition(belowIOS: IOSVersion(14, 5), outcomes: [.reportsVoIPCall]),
      reason: "reportNewIncomingVoIPPushPayload (a call reported from the service extension) exists from iOS 14.5",
      key: "service-extension", allowed: ExtensionOutcome.allCases.filter { $0 != .reportsVoIPCall }.map(\.rawValue)),
    ImpossibleRule(
      when: Condition(states: [.foreground, .inactive], requires: [.locked]),
      reason: "a locked device shows no app in the foreground; use \(term: .state) background, suspended, not-running or force-quit",
      key: "locked"),
    ImpossibleRule(
      when: Condition(belowIOS: IOSVersion(10), responses: Set(ContentResponse.allCases).subtracting([.none])),
      reason: "Notification Content Extensions exist from iOS 10",
      key: "content-extension", allowed: ["none"]),
  ]
}
