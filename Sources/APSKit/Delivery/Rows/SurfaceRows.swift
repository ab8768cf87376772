private typealias V = RowVocabulary

/// Focus modes that decide per notification: iOS 18.1's Reduce Interruptions (Apple Intelligence
/// judges what needs attention) and an app's Focus filter (the payload's `filter-criteria`).
extension DeliveryRow {
  static let surfaceRows: [DeliveryRow] = [
    // Time-sensitive and critical notifications break through a Focus (IL2's sources); which
    // others Apple Intelligence lets through is not published, so the timeline makes it `may`.
    DeliveryRow(
      id: "IL10", layer: .overlay,
      match: Condition(kinds: V.alerting, minIOS: DeliveryScenario.reduceInterruptionsFrom, focus: [.reduceInterruptions], levels: [.passive, .active]),
      confidence: .observed, effect: .quiet,
      summary: "Reduce Interruptions Focus (iOS 18.1+, Apple Intelligence): a notification it does not judge to need immediate attention is silenced into Notification Center (may: the judgement is not published; time-sensitive and critical break through)",
      sources: ["REFOCUS-RI", "A-IL-TS"]),
    // UNNotificationContent.filterCriteria: "The criteria the system evaluates to determine if it
    // displays the notification in the current Focus."
    DeliveryRow(
      id: "IL11", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.focusFiltered], levels: [.passive, .active, .timeSensitive]),
      confidence: .documented, effect: .quiet,
      summary: "a Focus is on and the app's Focus filter does not let the payload's filter-criteria through: the notification is not presented in this Focus (no banner, no sound)",
      sources: ["A-FILTER-CRITERIA", "A-FOCUS-INTENTS"]),
  ]
}
