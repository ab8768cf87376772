private typealias V = RowVocabulary

/// Silent and alert+content-available pushes, the service extension, VoIP; and the
/// foreground-inactive row U17, which no source describes for any kind.
extension DeliveryRow {
  static let voipRows: [DeliveryRow] = [
    DeliveryRow(
      id: "V01", match: Condition(states: [.foreground, .inactive, .background, .suspended], kinds: [.voip]),
      steps: [Step(id: "C15", why: "PushKit delivers the VoIP push; report a call to CallKit before calling the completion")],
      presentation: .nothing, confidence: .documented,
      summary: "CallKit incoming-call UI; never displayed by the notification system",
      sources: ["A-HNA", "A-PK", "A-PK8", "A-PKV"]),
    DeliveryRow(
      id: "V02", match: Condition(states: [.notRunning], kinds: [.voip]), framing: .backgroundLaunch,
      steps: [Step(id: "C15", why: "after launch, once the app has created its PKPushRegistry and delegate (create them early)")],
      presentation: .nothing, launch: .uncertain, confidence: .documented,
      uncertain: [.u("X09", ["launchOptions"])],
      summary: "CallKit UI; iOS launches the app in the background",
      sources: ["A-HNA", "TWILIO-115"]),
    DeliveryRow(
      id: "V03", match: Condition(states: [.forceQuit], kinds: [.voip]), framing: .backgroundLaunch,
      steps: [Step(id: "C15", why: "possibly: reports conflict on whether a force-quit app is woken for VoIP")],
      presentation: .nothing, launch: .uncertain, confidence: .uncertain,
      uncertain: [.u("X04", ["C02", "C01", "C15", "launchOptions"])],
      summary: "conflicting reports", sources: ["RNVOIP-8", "RNVOIP-14"]),
  ]

  static let inactiveRows: [DeliveryRow] = [
    DeliveryRow(
      id: "U17", match: Condition(states: [.inactive], kinds: [.alert, .alertContentAvailable, .silent]),
      presentation: .unknown, confidence: .uncertain, uncertain: [.u("X06", ["presentation"])],
      summary: "not documented", sources: []),
  ]

  static let backgroundRows: [DeliveryRow] = [
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
      // Model v3: definite. Apple documents the key for a launch caused by a remote notification
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
  ]

  static let overlayRows: [DeliveryRow] = [
    DeliveryRow(
      id: "N01", layer: .overlay, match: Condition(kinds: [.mutableContent], requires: [.serviceExtension], minIOS: IOSVersion(10), authorizations: [.full, .provisional]),
      steps: [
        Step(id: "C14", why: "the extension process gets the request first (about 30 s) and modifies the content",
             when: Condition(outcomes: Set(ExtensionOutcome.allCases).subtracting([.killedAtStartup]))),
        Step(id: "C17", why: "C14 did not call its content handler in time: one last chance, else the original is shown", when: Condition(requires: [.extensionTimeout])),
      ],
      confidence: .documented, uncertain: [.u("X16", ["C14", "C17"], when: Condition(states: [.forceQuit]))], content: .modified,
      summary: "the modified alert (the original content if the handler is never called)",
      sources: ["A-NSE", "A-MOD", "A-NSE-EXPIRE"]),
    DeliveryRow(
      id: "N02", layer: .overlay, match: Condition(kinds: [.silent], requires: [.serviceExtension]),
      confidence: .documented, summary: "the service extension does not run for a silent, sound-only or badge-only push",
      sources: ["A-NSE", "A-MOD"]),
    DeliveryRow(
      id: "N03", layer: .overlay,
      match: Condition(kinds: [.mutableContent], sdks: [.getui, .getuiLegacy, .jpush], requires: [.serviceExtension], minIOS: IOSVersion(10)),
      confidence: .documented, summary: "the SDK's extension library in C14 reports the display receipt (GeTui GTExtensionSDK)",
      sources: ["GT-RN-DOC", "GT-DOC-OV"]),
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
    DeliveryRow(
      id: "V04", layer: .overlay, match: Condition(kinds: [.voip], minIOS: IOSVersion(26, 4)),
      confidence: .documented,
      summary: "C16 with PKVoIPPushMetadata replaces C15; mustReport is false when the app is in the foreground, already in a call, or the push is stale",
      sources: ["A-PK26", "VOIP26"]),
  ]
}
