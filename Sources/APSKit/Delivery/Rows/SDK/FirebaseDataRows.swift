private typealias V = RowVocabulary

/// Firebase Cloud Messaging data-only messages (`data` without `notification` or
/// `content_available`): not an APNs push, so no system row applies. Firebase's maintainer
/// (firebase-ios-sdk 284): such a message "goes only over the foreground connection"; React
/// Native Firebase: a data-only message is low priority and does not wake the app.
extension DeliveryRow {
  static let firebaseDataRows: [DeliveryRow] = [
    DeliveryRow(
      id: "FD1", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: [.fcmData], sdks: PushSDK.firebaseFamily),
      steps: [Step(id: "C54", why: "the app is in the foreground: Firebase Messaging hands the data message to the app's listener")],
      presentation: .nothing, confidence: .sdkSource, summary: "nothing shown: a data message has no system UI",
      sources: ["FB-284", "RNFB-USAGE"]),
    DeliveryRow(
      id: "FD2", layer: .sdk, match: Condition(states: V.notOnScreen, kinds: [.fcmData], sdks: PushSDK.firebaseFamily),
      presentation: .nothing, confidence: .sdkSource,
      summary: "nothing: outside the foreground a data-only message neither wakes the app nor shows anything; send content_available (a background push) or a notification to reach it there",
      sources: ["FB-284", "RNFB-USAGE"]),
  ]
}
