private typealias V = RowVocabulary

/// The Notification Service Extension (what it hands back, its limits) and the Notification Content Extension.
extension DeliveryRow {
  static let extensionRows: [DeliveryRow] = [
    DeliveryRow(
      id: "N11", phase: .response, match: Condition(generations: V.delegateSet, actions: [.tapAction], responses: [.dismiss, .doNotDismiss]),
      confidence: .documented, summary: "the content extension handled the action itself: the app is not told",
      sources: ["WWDC16-708", "WWDC17-708", "A-NCE-RESP"]),
    DeliveryRow(
      id: "N01", layer: .overlay, match: Condition(kinds: [.mutableContent], requires: [.serviceExtension], excludes: [.simulatedPush, .extensionAboveDeviceIOS], minIOS: IOSVersion(10), authorizations: [.full, .provisional]),
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
      id: "N04", layer: .overlay, match: Condition(requires: [.serviceExtension], flags: [.mutableContent], noFlags: [.alert]),
      confidence: .documented, summary: "mutable-content without an alert: the service extension does not run (no alert to modify)",
      sources: ["A-NSE", "A-MOD"]),
    DeliveryRow(
      id: "N05", layer: .overlay, phase: .response,
      match: Condition(kinds: V.displayed.union([.mutableContent, .getuiAPNs, .jpushAPNs]), actions: [.tapAction], requires: [.contentExtension], minIOS: IOSVersion(10)),
      steps: [
        Step(id: "C38", why: "the user expands the notification: the content extension gets it"),
        Step(id: "C39", why: "an action chosen in the expanded view reaches the extension first (.dismissAndForwardAction forwards it to the app)",
             when: Condition(responses: [.none, .dismiss, .doNotDismiss, .dismissAndForward])),
      ],
      confidence: .documented, summary: "the content extension shows the expanded notification and sees the action first",
      sources: ["A-NCE-DR", "A-NCE-RESP"]),
    DeliveryRow(
      id: "N06", layer: .overlay, match: Condition(kinds: [.mutableContent], excludes: [.lacksFiltering], minIOS: IOSVersion(13, 3), outcomes: [.emptyFiltered]),
      confidence: .documented, effect: .hidden,
      summary: "empty content with the filtering entitlement: the notification is not shown", sources: ["FORUM-FILTER", "DELTACHAT-NSE"]),
    DeliveryRow(
      id: "N07", layer: .overlay, match: Condition(kinds: [.mutableContent]),
      anyOf: [Condition(outcomes: [.empty]), Condition(requires: [.lacksFiltering], outcomes: [.emptyFiltered]),
              Condition(belowIOS: IOSVersion(13, 3), outcomes: [.emptyFiltered])],
      confidence: .documented, content: .original,
      summary: "empty content without the filtering entitlement (or before iOS 13.3): the original notification is shown",
      sources: ["WWDC17-708", "FORUM-FILTER"]),
    DeliveryRow(
      id: "N08", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.timeout, .crash, .memoryLimit, .killedAtStartup]),
      confidence: .documented, uncertain: [.caveat("X27", when: Condition(outcomes: [.memoryLimit]))], content: .original,
      summary: "the extension did not deliver content: the original notification is shown",
      sources: ["WWDC16-707", "A-NSE-EXPIRE", "A-NSE-MEM"]),
    DeliveryRow(
      id: "N09", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.nilContent]),
      confidence: .observed, content: .original, summary: "contentHandler(nil): the original notification is shown (it cannot suppress it)",
      sources: ["OR-16264", "A-NSE"]),
    DeliveryRow(
      id: "N12", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.timeoutBestAttempt]),
      confidence: .documented, content: .bestAttempt,
      summary: "C17 delivers the extension's best attempt before time runs out", sources: ["A-NSE-EXPIRE", "XCODE-NSE-TEMPLATE"]),
    DeliveryRow(
      id: "N13", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.unchanged]),
      confidence: .documented, content: .original,
      summary: "the extension hands back the content unchanged: the original notification", sources: ["A-NSE", "A-MOD"]),
    DeliveryRow(
      id: "N14", layer: .overlay, match: Condition(kinds: [.mutableContent], excludes: [.serviceExtension], outcomes: [.none]),
      confidence: .documented, content: .original,
      summary: "mutable-content but no service extension in the app: nothing modifies it, the original notification is shown",
      sources: ["A-NSE", "A-MOD"]),
  ]
}
