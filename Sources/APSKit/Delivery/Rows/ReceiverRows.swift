private typealias V = RowVocabulary

/// What receives the push and how it got there, where that changes what one push does: an app the
/// user hid (iOS 18) and a push injected into the simulator.
extension DeliveryRow {
  static let receiverRows: [DeliveryRow] = [
    DeliveryRow(
      id: "HA1", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.appHidden], minIOS: IOSVersion(18)),
      confidence: .observed, effect: .hidden,
      summary: "the user hid the app (iOS 18, Hide and Require Face ID): its notifications are not shown, no banner, list entry, sound or badge",
      sources: ["MACRUMORS-HIDE", "ALLTHINGS-HIDE"]),
    DeliveryRow(
      id: "SIM1", layer: .overlay, match: Condition(kinds: [.mutableContent], requires: [.simulatedPush]),
      confidence: .documented, content: .original,
      summary: "the push was injected into the simulator (xcrun simctl push or a dropped .apns file), not sent through APNs: the Notification Service Extension does not run, so the original content is shown",
      sources: ["A-XCODE14-SIMCTL"]),
  ]
}
