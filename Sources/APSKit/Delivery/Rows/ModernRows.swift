private typealias V = RowVocabulary

/// iOS 10+, UserNotifications. Rows are tried in order; the first match wins.
extension DeliveryRow {
  static let modernRows: [DeliveryRow] = [
    DeliveryRow(
      id: "U04", match: Condition(generations: V.delegateSet, states: [.foreground], kinds: [.alertContentAvailable], requires: [.fetchHandler, .willPresent]),
      steps: [
        Step(id: "C04", why: "content-available wakes the app's fetch handler", args: V.active),
        Step(id: "C05", why: "iOS asks how to present the notification while the app is active"),
      ],
      presentation: .perOptions, confidence: .documented, uncertain: [.u("X03")],
      summary: "per the options the app passes to C05",
      sources: ["A-FETCH", "A-WP", "ONESIGNAL-146"]),
    DeliveryRow(
      id: "U01", match: Condition(generations: V.delegateSet, states: [.foreground], kinds: V.displayed, requires: [.willPresent]),
      steps: [Step(id: "C05", why: "iOS asks how to present the notification while the app is active")],
      presentation: .perOptions, confidence: .documented,
      uncertain: [.caveat("X02", when: Condition(requires: [.fetchHandler]))],
      summary: "exactly the options passed to C05: [] shows nothing; iOS 14+ .banner, .list, .sound, .badge",
      sources: ["A-WP", "A-PO", "A-PO-BANNER", "A-PO-ALERT", "RS-UNPO", "A-HNA"]),
    DeliveryRow(
      id: "U02", match: Condition(generations: V.delegateSet, states: [.foreground], kinds: V.displayed, excludes: [.willPresent]),
      presentation: .nothing, confidence: .documented, uncertain: [.caveat("X20")],
      summary: "nothing: without C05 iOS presents as if with no options",
      sources: ["A-WP", "A-WP-NONE"]),
    DeliveryRow(
      id: "U03", match: Condition(generations: [.userNotificationsNoDelegate], states: [.foreground], kinds: V.displayed),
      steps: [
        Step(id: "C04", why: "without a UN delegate the push falls back to the app delegate", args: V.active, when: Condition(requires: [.fetchHandler])),
        Step(id: "C03", why: "without a UN delegate the push falls back to the app delegate", args: V.active, when: Condition(requires: [.legacyHandler], excludes: [.fetchHandler])),
      ],
      presentation: .system, confidence: .documented, uncertain: [.u("X01", ["C04", "C03"])],
      summary: "shown with the notification's original options (Apple: \"If you do not provide a delegate at all … the system uses the notification's original options\")",
      sources: ["A-WP-NODELEGATE", "A-WP", "FLUTTER-777", "KII-MC", "QIITA"]),
    DeliveryRow(
      id: "U06", match: Condition(generations: V.modern, states: V.notOnScreen, kinds: V.displayed),
      presentation: .system, confidence: .documented,
      summary: "banner / list / lock screen, sound, badge per payload and settings; no app callback on arrival",
      sources: ["A-HNA", "A-IL", "A-PROV", "KII-MC"]),
    // Responses.
    DeliveryRow(
      id: "U05", phase: .response,
      match: Condition(generations: V.delegateSet, states: [.foreground], actions: V.tap, requires: [.didReceive]),
      steps: [Step(id: "C06", why: "the tap on the banner, actionIdentifier == UNNotificationDefaultActionIdentifier")],
      confidence: .documented, summary: "no lifecycle callbacks: the app is already active",
      sources: ["A-DR", "A-DEFAULTID"]),
    DeliveryRow(
      id: "U07", phase: .response,
      match: Condition(generations: V.delegateSet, states: V.running, actions: V.tap, requires: [.didReceive]),
      framing: .foreground,
      steps: [Step(id: "C06", why: "the tap, default action (the tap itself does not call C04)")],
      confidence: .documented, uncertain: [.u("X03")],
      summary: "app comes forward",
      sources: ["A-DR", "A-DEFAULTID", "PUSHWOOSH-60", "QIITA", "KII-UA"]),
    DeliveryRow(
      id: "U08", phase: .response,
      match: Condition(generations: V.modern, actions: V.tap),
      anyOf: [Condition(generations: [.userNotificationsNoDelegate]), Condition(excludes: [.didReceive])],
      framing: .foreground,
      steps: [
        Step(id: "C04", why: "no UN delegate or no C06: the tap falls back to the app delegate", args: V.inactive, when: Condition(requires: [.fetchHandler])),
        Step(id: "C03", why: "no UN delegate or no C06: the tap falls back to the app delegate", args: V.inactive, when: Condition(requires: [.legacyHandler], excludes: [.fetchHandler])),
      ],
      launch: .payload(.observed), confidence: .observed,
      uncertain: [.caveat("X10", when: Condition(states: V.terminated)), .caveat("X11", when: Condition(states: V.terminated))],
      summary: "app comes forward (iOS 10.0.x had regressions here, P23)",
      sources: ["QIITA", "OR-15889", "OR-15668"]),
    DeliveryRow(
      id: "U10", phase: .response,
      match: Condition(generations: V.delegateSet, states: V.terminated, actions: V.tap, requires: [.unDelegateLate]),
      framing: .foreground, launch: .payload(.observed), confidence: .documented,
      uncertain: tapLaunchPointers,
      summary: "app launches; C06 for this tap may never arrive: read the launch options",
      sources: ["A-UNDEL", "FLUTTERFIRE"]),
    DeliveryRow(
      id: "U09", phase: .response,
      match: Condition(generations: V.delegateSet, states: V.terminated, actions: V.tap, requires: [.didReceive]),
      framing: .foreground,
      steps: [
        Step(id: "C06", why: "delivered shortly after the launch methods finish (the delegate was set in C02/C01)"),
      ],
      launch: .payload(.observed), confidence: .documented,
      uncertain: [.u("X03")] + tapLaunchPointers,
      summary: "app launches",
      sources: ["A-DELPROP", "A-UNDEL", "A-SCENE", "A-LOK", "A-HNA", "JP-API", "JIGARM", "JP-FL", "GT-FLUT", "JP-RN"]),
    DeliveryRow(
      id: "U11", phase: .response,
      match: Condition(generations: V.delegateSet, actions: [.tapAction], requires: [.didReceive]),
      framing: .perActivationMode,
      steps: [Step(id: "C06", why: "the chosen action's identifier (UNTextInputNotificationResponse for text actions)")],
      launch: .uncertain, confidence: .documented,
      uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "system sheet; a .foreground action brings the app forward, others run it in the background",
      sources: ["A-HNA", "A-ACTFG", "A-DR"]),
    DeliveryRow(
      id: "U11", phase: .response, match: Condition(generations: V.delegateSet, actions: [.tapAction], excludes: [.didReceive]),
      confidence: .documented, summary: "C06 not implemented: the app never learns of the action",
      sources: ["A-DR"]),
    DeliveryRow(
      id: "U12", phase: .response,
      match: Condition(generations: V.delegateSet, actions: [.dismiss], requires: [.customDismiss, .didReceive]),
      framing: .backgroundLaunch,
      steps: [Step(id: "C06", why: "explicit dismiss of a category with .customDismissAction", args: [JSONMember("actionIdentifier", "UNNotificationDismissActionIdentifier")])],
      launch: .uncertain, confidence: .documented,
      uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "the notification goes away; the app runs in the background if needed",
      sources: ["A-DISMISS", "A-HNA"]),
    DeliveryRow(
      id: "U13", phase: .response, match: Condition(generations: V.modern, actions: [.ignore, .dismiss]),
      confidence: .documented, summary: "nothing: ignoring, flicking away or dismissing without .customDismissAction triggers no callback",
      sources: ["A-DISMISS"]),
    DeliveryRow(
      id: "U14", phase: .response, match: Condition(generations: V.modern, states: V.running, actions: [.tapIcon]),
      framing: .foreground, confidence: .observed,
      summary: "no push callback; the payload only via getDeliveredNotifications while the entry stays",
      sources: ["A-RMDEL", "BLOG-000", "BLOG-003"]),
    DeliveryRow(
      id: "U15", phase: .response, match: Condition(generations: V.modern, states: V.terminated, actions: [.tapIcon]),
      framing: .foreground, launch: .withoutKey(.documented), confidence: .documented,
      summary: "app launches; no C06, no remote-notification key",
      sources: ["A-LRNPG", "JP-API", "BLOG-003"]),
    DeliveryRow(
      id: "U16", phase: .response, match: Condition(generations: V.delegateSet, actions: [.openSettings], requires: [.settingsLink], minIOS: IOSVersion(12)),
      // The settings link opens the app, so it comes forward like any other open.
      framing: .foreground,
      steps: [
        Step(id: "C07", why: "the in-app notification settings link, from the notification", when: Condition(excludes: [.settingsFromSettingsApp])),
        Step(id: "C07", why: "the in-app notification settings link, tapped in Settings", args: [JSONMember("notification", .null)], when: Condition(requires: [.settingsFromSettingsApp])),
      ],
      confidence: .documented, summary: "the app shows its notification settings",
      sources: ["A-UNDEL", "JP-API"]),
    DeliveryRow(
      id: "U18", layer: .overlay, phase: .response, match: Condition(generations: V.modern, actions: [.tapLockScreen]),
      confidence: .observed, summary: "lock-screen entry; after unlock the tap rows apply",
      sources: ["A-ACTFG"]),
  ]

  /// X10 for a tap launch: a caveat for non-scene apps on iOS 10–25, U for scenes or iOS 26+.
  static let tapLaunchPointers: [UncertainRef] = [
    .caveat("X10", when: Condition(excludes: [.scenes], belowIOS: IOSVersion(26))),
    .caveat("X10", when: Condition(requires: [.scenes], belowIOS: IOSVersion(26))),
    .caveat("X18", when: Condition(requires: [.scenes])),
    .u("X10", ["launchOptions"], when: Condition(minIOS: IOSVersion(26))),
  ]
}
