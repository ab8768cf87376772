private typealias V = RowVocabulary

/// What the receiving platform, a call in progress, the service extension's deployment target
/// and the category change about one push: Apple TV, Apple Watch and Mac Catalyst apps, a
/// cellular call, an extension built for a later iOS, a single text-input action and the
/// placeholder shown while previews are hidden.
extension DeliveryRow {
  static let reachRows: [DeliveryRow] = [
    // What's New in tvOS (WWDC 2016, 206): "if your app is in the background, then these
    // content-available applications will not wake up your app"; the badge is updated.
    DeliveryRow(
      id: "TV1", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.onAppleTV]),
      presentation: .system, confidence: .documented,
      summary: "an Apple TV app that is not open: tvOS does not wake it for content-available; the badge is applied and the newest push is kept until the user comes back to the app (TV2)",
      sources: ["WWDC16-206"]),
    // Creating Independent watchOS Apps (WWDC 2019, 208): "your background notifications will now
    // get delivered on your WK extension delegate".
    DeliveryRow(
      id: "WA2", layer: .overlay, match: Condition(kinds: [.silent, .alertContentAvailable], requires: [.onAppleWatch]),
      confidence: .documented,
      summary: "an independent watch app: the background push is delivered to the WatchKit extension delegate's didReceiveRemoteNotification(_:fetchCompletionHandler:), the watch's counterpart of C04; send it with apns-push-type background (WA1)",
      sources: ["WWDC19-208"]),
    // Apple Developer Forums 719328, accepted answer: "targetScene is nil on Mac."
    DeliveryRow(
      id: "MC1", layer: .overlay, match: Condition(actions: [.tap, .tapAction], requires: [.onMacCatalyst]),
      confidence: .observed,
      summary: "a Mac Catalyst app: the response's targetScene is nil when the user clicks the notification, so the app picks or opens a window itself",
      sources: ["FORUM-719328"]),
    // Netmera, Media Push: "Ensure the minimum deployment version of your service extension
    // matches or is lower than the device's iOS version."
    DeliveryRow(
      id: "EX1", layer: .overlay, match: Condition(kinds: [.mutableContent], requires: [.extensionAboveDeviceIOS]),
      confidence: .documented, content: .original,
      summary: "the Notification Service Extension's deployment target is above the device's iOS: the system does not run it (no C14), and the notification shows its original content",
      sources: ["NETMERA-NSE-TARGET"]),
    // Radar 26216162: "Notification sounds and vibrational alerts during the call".
    DeliveryRow(
      id: "IC1", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.inCellularCall]),
      confidence: .observed,
      summary: "during a cellular call the notification still plays its sound and vibrates (observed on iOS 9, even with the ring/silent switch on silent)",
      sources: ["OR-26216162"]),
    // Linphone #217: "When we are in a GSM call and a new call is incoming in our app, CallKit
    // offer 3 choices : End & Accept / Decline / Hold & Accept."
    DeliveryRow(
      id: "IC2", layer: .overlay, match: Condition(kinds: [.voip], requires: [.inCellularCall]),
      confidence: .observed,
      summary: "during a cellular call the call the app reports to CallKit rings as call waiting: End & Accept, Decline, Hold & Accept",
      sources: ["LINPHONE-217"]),
    // Radar 22832640: "If there is only one UIUserNotificationAction with
    // UIUserNotificationActionBehaviorTextInput. The pull down notifications can not be tapped to open app."
    DeliveryRow(
      id: "CA1", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.singleTextInputAction]),
      confidence: .observed,
      summary: "the category's only action is a text-input action: tapping the pulled-down notification does not open the app (observed on iOS 9)",
      sources: ["OR-22832640"]),
    // UNMutableNotificationContent.categoryIdentifier: "If you assign a string that doesn't match
    // one of your registered categories, the system displays your notification without custom actions".
    DeliveryRow(
      id: "CA2", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.categoryNotRegistered]),
      confidence: .documented,
      summary: "the payload's category is not one the app registered with setNotificationCategories (category-matches-payload off): the notification shows without action buttons, and nothing reports an error",
      sources: ["A-CATEGORY-ID", "VASANT-CATEGORY"]),
    // hiddenPreviewsBodyPlaceholder: "The placeholder text to display when the system disables
    // notification previews for the app", %u the number of messages of the thread.
    DeliveryRow(
      id: "HP2", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.hiddenPreviewsPlaceholder, .previewsHidden]),
      confidence: .documented,
      summary: "previews are hidden: the notification shows the category's hiddenPreviewsBodyPlaceholder in place of the body, %u replaced by the number of messages in the thread",
      sources: ["A-HIDDEN-PLACEHOLDER"]),
  ]
}
