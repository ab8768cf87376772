private typealias V = RowVocabulary

/// An alert arriving: on screen (willPresent or nothing), off screen (shown by iOS), and in the inactive state.
extension DeliveryRow {
  static let alertRows: [DeliveryRow] = [
    DeliveryRow(
      id: "I01", match: Condition(states: [.inactive], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler]),
      steps: [Step(id: "C04", why: "content-available reaches the app while it is on screen but inactive", args: V.inactive)],
      presentation: .system, confidence: .uncertain,
      uncertain: [.u("X06", ["C04"]), .u("X06", ["presentation"], when: Condition(kinds: [.alertContentAvailable]))],
      summary: "probably delivered like a foreground push (the app is running); no source describes the inactive state",
      sources: ["A-FETCH", "A-STATE"]),
    // Inactive = "running in the foreground but … not receiving events" (UIApplication.State);
    // willPresent is for a notification that "arrived while the app was running in the
    // foreground"; OneSignal PR 719 (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/719):
    // with the notification center pulled over the app "The notification received handler still fires".
    DeliveryRow(
      id: "I04", match: Condition(generations: V.delegateSet, states: [.inactive], kinds: [.alert], requires: [.willPresent]),
      steps: [Step(id: "C05", why: "the app is still in the foreground (inactive): iOS probably asks willPresent")],
      presentation: .unknown, confidence: .uncertain, uncertain: [.u("X06", ["C05", "presentation"])],
      summary: "probably handled like a foreground push (willPresent); no Apple page describes the inactive state",
      sources: ["A-WP", "A-STATE", "OS-719"]),
    // Responses.
    DeliveryRow(
      id: "I02", phase: .response, match: Condition(generations: [.legacy7to9], states: [.inactive], actions: V.tap, requires: [.fetchHandler]),
      steps: [Step(id: "C04", why: "the tapped push reaches the app delegate while the app is inactive", args: V.inactive)],
      confidence: .uncertain, uncertain: [.u("X06", ["C04"])],
      summary: "the app is on screen; the tap is delivered like a resume tap (applicationState inactive), not documented",
      sources: ["A-FETCH", "A-STATE"]),
    DeliveryRow(
      id: "I03", phase: .response, match: Condition(generations: V.delegateSet, states: [.inactive], actions: V.tap, requires: [.didReceive]),
      steps: [Step(id: "C06", why: "the tap, default action, while the app is on screen but inactive")],
      confidence: .uncertain, uncertain: [.u("X06", ["C06"])],
      summary: "the app is on screen; C06 as for any tap (UN delegate), the inactive state itself is not documented",
      sources: ["A-DR", "A-STATE"]),
    DeliveryRow(
      id: "U17", match: Condition(states: [.inactive], kinds: [.alert, .alertContentAvailable, .silent]),
      presentation: .unknown, confidence: .uncertain, uncertain: [.u("X06", ["presentation"])],
      summary: "not documented", sources: []),
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
    DeliveryRow(
      id: "Q18", layer: .overlay,
      match: Condition(generations: V.delegateSet, states: [.foreground], kinds: V.alerting, requires: [.willPresent], minIOS: IOSVersion(18), belowIOS: IOSVersion(18, 1)),
      steps: [Step(id: "C05", why: "iOS 18.0 calls willPresent twice for one push (the second about 30 s later); fixed in 18.1")],
      confidence: .observed, summary: "iOS 18.0: willPresent twice for one push", sources: ["CORDOVA-303", "WIX-1051"]),
  ]
}
