private typealias V = RowVocabulary

/// A paired Apple Watch taking a locked iPhone's alerts. Background pushes are never forwarded
/// ("the phone always handles the notification"), so only alerting kinds match.
extension DeliveryRow {
  static let pairedWatchRows: [DeliveryRow] = [
    DeliveryRow(
      id: "PW1", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.watchOnWrist, .locked]),
      confidence: .documented, effect: PresentationEffect(banner: false, sound: false),
      summary: "the iPhone is locked and the paired Apple Watch is on the wrist and unlocked: the alert is presented on the watch; the iPhone shows no banner and plays no sound (the notification is in its Notification Center)",
      sources: ["A-WATCH-FORWARD", "A-WATCH-SUPPORT"]),
  ]
}
