private typealias V = RowVocabulary

/// Background (content-available) pushes: the wake, its budget and throttle, Low Power Mode and Background App Refresh, force-quit, restarts and rarely used apps.
extension DeliveryRow {
  static let backgroundRows: [DeliveryRow] = [
    DeliveryRow(
      id: "B04", match: Condition(states: [.forceQuit], kinds: [.silent, .alertContentAvailable]),
      presentation: .system, confidence: .documented,
      summary: "no background launch after a force-quit; a held background push is discarded (the alert part still shows)",
      sources: ["A-FETCH-FQ", "A-FETCH", "A-BG", "WWDC13-204", "JP-NEW", "BLOG-001", "PUSHY"]),
    DeliveryRow(
      id: "B14", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.throttled], excludes: [.debuggerAttached]),
      presentation: .nothing, confidence: .documented,
      summary: "throttled: past the background budget the push is held for later (the newest one) or not delivered; the throttle is off under the debugger",
      sources: ["FORUM-776933", "WWDC13-204"]),
    DeliveryRow(
      id: "B15", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.rarelyUsed], excludes: [.debuggerAttached]),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: background pushes do not reach an app the user has not launched for a while",
      sources: ["FORUM-776933"]),
    DeliveryRow(
      id: "B12", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.justRebooted]),
      presentation: .nothing, confidence: .observed,
      summary: "deferred: right after a restart the scheduler refuses background launches for a few minutes (ThunderingHerdPolicy)",
      sources: ["SO-REBOOT"]),
    DeliveryRow(
      id: "B10", match: Condition(states: [.background, .suspended, .notRunning], kinds: [.silent]),
      anyOf: [Condition(requires: [.lowPower]), Condition(requires: [.backgroundRefreshOff]), Condition(requires: [.lowBattery])],
      presentation: .nothing, confidence: .observed, uncertain: [.caveat("X22")],
      summary: "not delivered now: Firebase's and notifee's maintainers report data-only pushes disabled or queued in Low Power Mode / with Background App Refresh off; below 20 % battery the system runs essential work only",
      sources: ["FB-403", "NOTIFEE-205", "DC-1099", "A-BRS", "WWDC20-10063", "PGP-2937"]),
    DeliveryRow(
      id: "B11", match: Condition(states: [.background, .suspended, .notRunning], kinds: [.alertContentAvailable]),
      anyOf: [Condition(requires: [.lowPower]), Condition(requires: [.backgroundRefreshOff]), Condition(requires: [.lowBattery])],
      presentation: .system, confidence: .observed, uncertain: [.caveat("X22")],
      summary: "the alert shows; the content-available wake (C04) is disabled or queued in Low Power Mode / with Background App Refresh off / below 20 % battery",
      sources: ["FB-403", "NOTIFEE-205", "A-BRS", "WWDC20-10063", "PGP-2937"]),
    DeliveryRow(
      id: "B01", match: Condition(states: [.foreground], kinds: [.silent], requires: [.fetchHandler]),
      steps: [Step(id: "C04", why: "content-available reaches the fetch handler while the app is active", args: V.active)],
      presentation: .nothing, confidence: .documented, summary: "nothing", sources: ["A-FETCH"]),
    DeliveryRow(
      id: "B05", match: Condition(states: [.foreground], kinds: [.silent], excludes: [.fetchHandler]),
      steps: [Step(id: "C03", why: "only C03 is implemented: a silent push reaches it only in the foreground", args: V.active, when: Condition(requires: [.legacyHandler]))],
      presentation: .nothing, confidence: .documented, summary: "nothing", sources: ["BLOG-001", "A-FETCH"]),
    DeliveryRow(
      id: "B02", match: Condition(states: V.running, kinds: [.silent], requires: [.fetchHandler, .backgroundMode]),
      framing: .backgroundLaunch,
      steps: [Step(id: "C04", why: "iOS wakes the app in the background; call the handler within 30 s", args: V.backgroundState)],
      presentation: .nothing, confidence: .documented, summary: "nothing", sources: ["A-BG", "A-FETCH"]),
    DeliveryRow(
      id: "B07", match: Condition(states: V.running, kinds: [.alertContentAvailable], requires: [.fetchHandler, .backgroundMode]),
      framing: .backgroundLaunch,
      steps: [Step(id: "C04", why: "content-available wakes the app in the background on arrival", args: V.backgroundState)],
      presentation: .system, confidence: .documented, uncertain: [.caveat("X28")],
      summary: "alert, sound, badge; a later tap reaches the app again (C04 on iOS ≤ 9, C06 on 10+)",
      sources: ["A-FETCH", "ONESIGNAL-146"]),
    DeliveryRow(
      id: "B03", match: Condition(states: [.notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode]),
      framing: .backgroundLaunch,
      steps: [Step(id: "C04", why: "iOS launches the app into the background for content-available; no C11", args: V.backgroundState)],
      // Definite: Apple documents the key for a launch caused by a remote notification
      // (A-LOK: "A key indicating that a remote notification is available for the app to
      // process"); JIGARM measured it for a background launch.
      presentation: .system, launch: .payload(.documented), confidence: .documented,
      uncertain: [.caveat("X09")],
      summary: "nothing for a silent push (the alert part is shown for alert-content-available); launchOptions holds the payload",
      sources: ["JIGARM", "A-FETCH", "A-APG"]),
    DeliveryRow(
      id: "B06", match: Condition(states: [.background, .suspended, .notRunning], kinds: [.silent]),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: background delivery needs C04 and the remote-notification background mode",
      sources: ["BLOG-001", "A-FETCH", "JP-FAQ"]),
    DeliveryRow(
      id: "B08", layer: .overlay, match: Condition(kinds: [.silent]),
      confidence: .documented,
      summary: "best effort: throttled (not more than two or three per hour), coalesced to the newest, delivered at the next launch if held",
      sources: ["A-BG"]),
    DeliveryRow(
      id: "B09", layer: .overlay, match: Condition(states: V.running, kinds: [.silent], requires: [.lowPower]),
      confidence: .uncertain, uncertain: [.u("X05", ["C04"])],
      summary: "Low Power Mode / Background App Refresh off: conflicting reports on background delivery",
      sources: ["A-BRS", "KII-RH", "FB-403", "CHATSECURE-770"]),
  ]
}
