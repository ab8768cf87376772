private typealias V = RowVocabulary

/// Action buttons, dismiss and ignore, the notification settings link, and a tap on the Lock Screen.
extension DeliveryRow {
  static let actionRows: [DeliveryRow] = [
    DeliveryRow(
      id: "U25", phase: .response, match: Condition(generations: V.delegateSet, states: V.terminated, actions: [.tapAction], requires: [.didReceive, .foregroundAction]),
      framing: .foreground,
      steps: [Step(id: "C06", why: "the chosen action's identifier, after the launch")],
      launch: .withoutKey(.observed), confidence: .observed,
      summary: "an action button launches the app without the remote-notification launch key (only a tap on the notification sets it)",
      sources: ["AIRSHIP-260", "A-ACTFG"]),
    DeliveryRow(
      id: "U20", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: [.tapAction]),
      framing: .perActivationMode,
      steps: [
        Step(id: "C09", why: "no UN delegate: the action still reaches the deprecated app-delegate handler (with responseInfo)", when: Condition(requires: [.handleActionResponseInfo])),
        Step(id: "C08", why: "no UN delegate: the action still reaches the deprecated app-delegate handler", when: Condition(requires: [.handleAction], excludes: [.handleActionResponseInfo])),
      ],
      launch: .uncertain, confidence: .observed,
      uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "without a UN delegate a custom action goes to application:handleActionWithIdentifier:… where implemented, else nowhere",
      sources: ["OS-105", "BRAZE-691", "A-HANDLEACT8", "A-HANDLEACT9"]),
    DeliveryRow(
      id: "U23", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: [.dismiss]),
      confidence: .documented, summary: "nothing: a dismiss is reported only to a UN delegate (C06 with .customDismissAction)",
      sources: ["A-DISMISS", "A-UNDEL"]),
    DeliveryRow(
      id: "U19", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: [.openSettings], minIOS: IOSVersion(12)),
      framing: .foreground, confidence: .documented,
      summary: "the app opens, but without a UN delegate nothing tells it to show its notification settings (C07 is a UN delegate method)",
      sources: ["A-UNDEL"]),
    DeliveryRow(
      id: "L10", phase: .response, match: Condition(generations: V.legacy, actions: [.ignore, .dismiss]),
      confidence: .observed, summary: "nothing: the app does not handle the push",
      sources: ["BLOG-002", "ONMY"]),
    DeliveryRow(
      id: "L11", phase: .response,
      match: Condition(generations: [.legacy7to9], states: V.notOnScreen, actions: [.tapAction], belowIOS: IOSVersion(9)),
      framing: .perActivationMode,
      steps: [Step(id: "C08", why: "the chosen action; the app runs in the background unless the action's activation mode is foreground")],
      launch: .uncertain, confidence: .documented, uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "the action runs; app foregrounded or run in background per UIUserNotificationActivationMode",
      sources: ["A-HANDLEACT8", "KII-UA", "A-DEPR", "XAM-ACTMODE"]),
    DeliveryRow(
      id: "L11", phase: .response,
      match: Condition(generations: [.legacy7to9], states: V.notOnScreen, actions: [.tapAction], minIOS: IOSVersion(9)),
      framing: .perActivationMode,
      steps: [
        Step(id: "C09", why: "the chosen action; responseInfo carries text input", when: Condition(excludes: [.handleAction])),
        Step(id: "C09", why: "the chosen action; responseInfo carries text input", when: Condition(requires: [.handleAction, .handleActionResponseInfo])),
        Step(id: "C08", why: "the chosen action (the app implements only the variant without responseInfo)", when: Condition(requires: [.handleAction], excludes: [.handleActionResponseInfo])),
      ],
      launch: .uncertain, confidence: .documented, uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "the action runs; app foregrounded or run in background per UIUserNotificationActivationMode",
      sources: ["A-HANDLEACT9", "KII-UA", "A-DEPR", "XAM-ACTMODE"]),
    DeliveryRow(
      id: "L13", layer: .overlay, phase: .response, match: Condition(generations: V.legacy, actions: [.tapLockScreen]),
      // One blog post (BLOG-002) describes it: U, not O.
      confidence: .uncertain, uncertain: [.u("X13")],
      summary: "lock-screen entry; after unlock the tap rows apply (described by one blog post only)",
      sources: ["BLOG-002"]),
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
}
