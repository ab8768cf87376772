private typealias V = RowVocabulary

/// iOS ≤ 9, no UserNotifications. Rows are tried in order; the first match wins.
extension DeliveryRow {
  static let legacyRows: [DeliveryRow] = [
    DeliveryRow(
      id: "L01", match: Condition(generations: [.legacy7to9], states: [.foreground], kinds: V.displayed, requires: [.fetchHandler]),
      steps: [Step(id: "C04", why: "the push goes straight to the app while it is active", args: V.active)],
      presentation: .nothing, confidence: .documented,
      summary: "nothing: no banner, no sound, icon badge not changed",
      sources: ["BLOG-001", "BLOG-002", "BLOG-003", "A-FETCH", "KII-RH", "KII-MC"]),
    DeliveryRow(
      id: "L02", match: Condition(generations: V.legacy, states: [.foreground], kinds: V.displayed, excludes: [.fetchHandler]),
      steps: [Step(id: "C03", why: "the push goes straight to the app while it is active (C04 not implemented)", args: V.active)],
      presentation: .nothing, confidence: .documented, summary: "nothing",
      sources: ["A-LEGACY", "BLOG-001", "BLOG-002"]),
    DeliveryRow(
      id: "L03", match: Condition(generations: V.legacy, states: V.notOnScreen, kinds: V.displayed),
      presentation: .system, confidence: .documented,
      summary: "banner/alert + sound + badge per payload and settings; no app callback on arrival",
      sources: ["A-LRNPG-DEPTH", "BLOG-001", "KII-RH", "ONMY"]),
    // Responses.
    DeliveryRow(
      id: "L04", phase: .response,
      match: Condition(generations: [.legacy7to9], states: V.running, actions: V.tap, requires: [.fetchHandler]),
      framing: .foreground,
      steps: [Step(id: "C04", why: "the tapped push, delivered while the app is still inactive", args: V.inactive)],
      confidence: .documented, summary: "app comes forward",
      sources: ["BLOG-000", "BLOG-001", "A-FETCH", "KII-UA", "JIGARM"]),
    DeliveryRow(
      id: "L05", phase: .response,
      match: Condition(generations: V.legacy, states: V.running, actions: V.tap, excludes: [.fetchHandler]),
      framing: .foreground,
      steps: [Step(id: "C03", why: "the tapped push; check applicationState to tell it from a foreground arrival", args: V.inactive)],
      confidence: .documented, summary: "app comes forward",
      sources: ["BLOG-002", "A-LEGACY", "ONMY"]),
    DeliveryRow(
      id: "L06", phase: .response, match: Condition(generations: V.legacy, states: V.running, actions: [.tapIcon]),
      framing: .foreground, confidence: .observed,
      summary: "app comes forward; no push callback; the notification stays in Notification Center",
      sources: ["BLOG-000", "BLOG-003", "ONMY"]),
    DeliveryRow(
      id: "L07", phase: .response,
      match: Condition(generations: V.legacy, states: V.terminated, actions: V.tap, excludes: [.fetchHandler]),
      framing: .foreground, launch: .payload(.documented), confidence: .documented,
      summary: "app launches; C03 is not called, the payload is only in launchOptions",
      sources: ["A-LEGACY", "A-LOK", "BLOG-001", "BLOG-002", "BLOG-003", "XYK"]),
    DeliveryRow(
      id: "L08", phase: .response,
      match: Condition(generations: [.legacy7to9], states: V.terminated, actions: V.tap, requires: [.fetchHandler]),
      framing: .foreground,
      steps: [Step(id: "C04", why: "the tapped push, after didFinishLaunching (reported, not documented)", args: V.inactive, confidence: .observed)],
      launch: .payload(.documented), confidence: .documented, uncertain: [.caveat("X11")],
      summary: "app launches with the payload in launchOptions, then C04 runs",
      sources: ["BLOG-001", "JIGARM", "GEIST", "A-LEGACY", "A-LOK"]),
    DeliveryRow(
      id: "L09", phase: .response, match: Condition(generations: V.legacy, states: V.terminated, actions: [.tapIcon]),
      framing: .foreground, launch: .withoutKey(.documented), confidence: .documented,
      summary: "app launches; no push callback, no remote-notification key",
      sources: ["A-LRNPG", "BLOG-003", "JP-API", "ONMY"]),
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
  ]
}
