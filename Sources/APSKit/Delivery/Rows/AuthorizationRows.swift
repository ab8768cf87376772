private typealias V = RowVocabulary

/// What the app asked the user for: an app that never asked shows nothing (AN1), and an option it
/// did not ask for is one the system does not use (RO1–RO3). Before iOS 7 the system does not know
/// content-available, so a push that carries only it is one with nothing to show (L12).
extension DeliveryRow {
  static let authorizationRows: [DeliveryRow] = [
    // Local and Remote Notification Programming Guide: "apps must have authorization to display
    // alerts, play sounds, or badge the app's icon"; registering with APNs needs none.
    DeliveryRow(
      id: "AN1", layer: .overlay, match: Condition(kinds: V.alerting, authorizations: [.notDetermined]),
      confidence: .documented, effect: .hidden,
      summary: "the app never asked for notification authorization (not-determined): iOS shows no alert, plays no sound and sets no badge; a background push still reaches an app that registered for remote notifications, which needs no authorization",
      sources: ["A-LRNPG-AUTH", "A-UNAUTHOPTIONS"]),
    DeliveryRow(
      id: "RO1", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.alertNotRequested]),
      confidence: .documented, effect: PresentationEffect(banner: false, list: false),
      summary: "the app did not ask for the alert option (requested-options): the notification is not displayed",
      sources: ["A-UNAUTHOPTIONS", "A-LRNPG-AUTH"]),
    DeliveryRow(
      id: "RO2", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.soundNotRequested]),
      confidence: .documented, effect: PresentationEffect(sound: false),
      summary: "the app did not ask for the sound option (requested-options): the push's sound does not play",
      sources: ["A-UNAUTHOPTIONS", "A-LRNPG-AUTH"]),
    DeliveryRow(
      id: "RO3", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.badgeNotRequested]),
      confidence: .documented, effect: PresentationEffect(badge: false),
      summary: "the app did not ask for the badge option (requested-options): the push's badge is not applied",
      sources: ["A-UNAUTHOPTIONS", "A-LRNPG-AUTH"]),
    DeliveryRow(
      id: "L12", match: Condition(generations: [.legacyPre7], states: [.foreground], kinds: [.silent]),
      steps: [Step(id: "C03", why: "before iOS 7 content-available is an unknown key: the push reaches the app like any other while it is active", args: V.active)],
      presentation: .nothing, confidence: .sdkSource,
      summary: "before iOS 7 content-available does not exist: the system ignores the key, so the push has nothing to show; in the foreground it reaches application:didReceiveRemoteNotification:",
      sources: ["IBM-MFP-SILENT", "A-LEGACY"]),
    DeliveryRow(
      id: "L12", match: Condition(generations: [.legacyPre7], states: V.notOnScreen, kinds: [.silent]),
      presentation: .nothing, confidence: .sdkSource,
      summary: "before iOS 7 content-available does not exist: the system ignores the key, so a push with nothing else to show is ignored while the app is not in the foreground (no app code runs)",
      sources: ["IBM-MFP-SILENT", "A-FETCH"]),
  ]
}
