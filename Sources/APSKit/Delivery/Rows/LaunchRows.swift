private typealias V = RowVocabulary

/// A tap on the notification or the icon that brings the app forward or launches it, with what the launch options hold (and the iOS 10.0 regressions).
extension DeliveryRow {
  static let launchRows: [DeliveryRow] = [
    DeliveryRow(
      id: "U21", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: V.tap, requires: [.handleAction], minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1)),
      framing: .foreground,
      steps: [Step(id: "C08", why: "iOS 10.0 without a UN delegate: the default tap reaches handleActionWithIdentifier (fixed in 10.1)")],
      launch: .payload(.observed), confidence: .observed, summary: "iOS 10.0 regression: a tap goes to the action handler",
      sources: ["OR-15279"]),
    DeliveryRow(
      id: "U22", phase: .response, match: Condition(generations: V.modern, actions: V.tap, requires: [.legacyHandler, .fetchHandler], minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1)),
      anyOf: [Condition(generations: [.userNotificationsNoDelegate]), Condition(excludes: [.didReceive])],
      framing: .foreground,
      steps: [Step(id: "C03", why: "iOS 10.0: the tap falls back to the plain handler although the fetch handler exists (fixed in 10.1)", args: V.inactive)],
      launch: .payload(.observed), confidence: .observed, summary: "iOS 10.0 regression: C03 instead of C04 on a tap",
      sources: ["OR-15889", "OR-15668"]),
    DeliveryRow(
      id: "U24", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: V.tap, requires: [.fetchHandler], excludes: [.legacyHandler], minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1)),
      framing: .foreground, launch: .payload(.observed), confidence: .observed,
      summary: "iOS 10.0 regression: with only the fetch handler and no UN delegate the tapped push reaches no method",
      sources: ["OR-15772"]),
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
      match: Condition(generations: [.legacy7to9], states: V.terminated, actions: V.tap, requires: [.fetchHandler], belowIOS: IOSVersion(8)),
      framing: .foreground,
      steps: [Step(id: "C04", why: "the tapped push, after didFinishLaunching (reported for iOS 7, documented from iOS 8)", args: V.inactive, confidence: .observed)],
      launch: .payload(.documented), confidence: .documented, uncertain: [.caveat("X11")],
      summary: "app launches with the payload in launchOptions, then C04 runs",
      sources: ["BLOG-001", "JIGARM", "GEIST", "A-LEGACY", "A-LOK"]),
    // WWDC 2014 713: "launch your application in the foreground and call application:
    // didFinishLaunching WithOptions, where we'll pass in … the remote notification. In the remote
    // notification case, we'll also call application: didReceiveRemote Notification:
    // fetchCompletionHandler."
    DeliveryRow(
      id: "L08", phase: .response,
      match: Condition(generations: [.legacy7to9], states: V.terminated, actions: V.tap, requires: [.fetchHandler], minIOS: IOSVersion(8)),
      framing: .foreground,
      steps: [Step(id: "C04", why: "the tapped push, after didFinishLaunching (WWDC 2014 session 713)", args: V.inactive)],
      launch: .payload(.documented), confidence: .documented,
      summary: "app launches with the payload in launchOptions, then C04 runs",
      sources: ["WWDC14-713", "BLOG-001", "JIGARM", "GEIST", "A-LEGACY", "A-LOK"]),
    DeliveryRow(
      id: "L09", phase: .response, match: Condition(generations: V.legacy, states: V.terminated, actions: [.tapIcon]),
      framing: .foreground, launch: .withoutKey(.documented), confidence: .documented,
      summary: "app launches; no push callback, no remote-notification key",
      sources: ["A-LRNPG", "BLOG-003", "JP-API", "ONMY"]),
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
      id: "U14", phase: .response, match: Condition(generations: V.modern, states: V.running, actions: [.tapIcon]),
      framing: .foreground, confidence: .observed,
      summary: "no push callback; the payload only via getDeliveredNotifications while the entry stays",
      sources: ["A-RMDEL", "BLOG-000", "BLOG-003"]),
    DeliveryRow(
      id: "U15", phase: .response, match: Condition(generations: V.modern, states: V.terminated, actions: [.tapIcon]),
      framing: .foreground, launch: .withoutKey(.documented), confidence: .documented,
      summary: "app launches; no C06, no remote-notification key",
      sources: ["A-LRNPG", "JP-API", "BLOG-003"]),
  ]

  /// X10 for a tap launch: a caveat for non-scene apps on iOS 10–25, U for scenes or iOS 26+.
  static let tapLaunchPointers: [UncertainRef] = [
    .caveat("X10", when: Condition(excludes: [.scenes], belowIOS: IOSVersion(26))),
    .caveat("X10", when: Condition(requires: [.scenes], belowIOS: IOSVersion(26))),
    .caveat("X18", when: Condition(requires: [.scenes])),
    .u("X10", ["launchOptions"], when: Condition(minIOS: IOSVersion(26))),
  ]
}
