private typealias V = RowVocabulary

/// The user's per-app notification settings (Settings › Notifications › the app), as
/// `UNNotificationSettings` reports them: "the system enforces your app's settings by preventing
/// denied interactions from occurring". Each switch takes away one part of what an alert shows.
extension DeliveryRow {
  static let notificationSettingRows: [DeliveryRow] = [
    // UNAlertStyle.none, "No alert." with alertStyle, "The type of alert that the app may display
    // when the device is unlocked": no banner; the notification still goes to the list.
    DeliveryRow(
      id: "NS1", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.bannersOff]),
      confidence: .documented, effect: PresentationEffect(banner: false),
      summary: "the app's Banners style is off: no banner (the notification still goes where its other styles allow)",
      sources: ["A-ALERTSTYLE"]),
    // notificationCenterSetting: "The setting that indicates whether your app's notifications
    // appear in Notification Center."
    DeliveryRow(
      id: "NS2", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.notificationCenterOff]),
      confidence: .documented, effect: PresentationEffect(list: false),
      summary: "the app's Notification Center style is off: the notification is not kept in Notification Center",
      sources: ["A-NCSETTING"]),
    // badgeSetting: "The setting that indicates whether badges appear on your app's icon."
    DeliveryRow(
      id: "NS3", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.badgesOff]),
      confidence: .documented, effect: PresentationEffect(badge: false),
      summary: "the app's Badges switch is off: the push's badge is not applied to the icon (the alert itself still shows)",
      sources: ["A-BADGESETTING", "A-UNSETTINGS"]),
  ]
}
