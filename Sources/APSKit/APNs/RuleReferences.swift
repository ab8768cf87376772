/// A page a user can open: its title as the publisher writes it and the full https address.
public struct DocumentReference: Sendable, Hashable {
  public var title: String
  public var url: String

  /// `Title <https://…>`.
  public var description: String { "\(title) <\(url)>" }
}

/// Where each rule comes from, for people: the Apple (or RFC, library) pages behind the tags in
/// `ValidationRule.source`. The tags stay internal; output shows only these titles and links.
/// Titles and paths were checked against developer.apple.com copies, e.g.
/// https://apple-docs.everest.mt/docs/usernotifications/sending-notification-requests-to-apns
/// ("title: Sending notification requests to APNs") and
/// https://apple-docs.everest.mt/docs/usernotifications/handling-error-responses-from-apns
/// ("title: Handling error responses from Apple Push Notification service").
public enum RuleReferences {
  static let apple = "https://developer.apple.com/documentation/"
  static let archive = "https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/"

  /// Tag (as written in `source`, without brackets) → page.
  static let pages: [String: DocumentReference] = [
    "GEN": DocumentReference(title: "Generating a remote notification", url: apple + "usernotifications/generating-a-remote-notification"),
    "SEND": DocumentReference(title: "Sending notification requests to APNs", url: apple + "usernotifications/sending-notification-requests-to-apns"),
    "RESP": DocumentReference(title: "Handling notification responses from APNs", url: apple + "usernotifications/handling-notification-responses-from-apns"),
    "BERR": DocumentReference(title: "Handling error responses from Apple Push Notification service", url: apple + "usernotifications/handling-error-responses-from-apns"),
    "BG": DocumentReference(title: "Pushing background updates to your App", url: apple + "usernotifications/pushing-background-updates-to-your-app"),
    "NSE": DocumentReference(title: "Modifying content in newly delivered notifications", url: apple + "usernotifications/modifying-content-in-newly-delivered-notifications"),
    "LA": DocumentReference(title: "Starting and updating Live Activities with ActivityKit push notifications", url: apple + "activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications"),
    "LADATA": DocumentReference(title: "Displaying live data with Live Activities", url: apple + "activitykit/displaying-live-data-with-live-activities"),
    "WIDGETS": DocumentReference(title: "Updating widgets with WidgetKit push notifications", url: apple + "widgetkit/updating-widgets-with-widgetkit-push-notifications"),
    "CONTROLS": DocumentReference(title: "Updating controls locally and remotely", url: apple + "widgetkit/updating-controls-locally-and-remotely"),
    "IL": DocumentReference(title: "UNNotificationInterruptionLevel", url: apple + "usernotifications/unnotificationinterruptionlevel"),
    "SOUND": DocumentReference(title: "UNNotificationSound", url: apple + "usernotifications/unnotificationsound"),
    "PKR-legacy": DocumentReference(title: "Payload Key Reference (Local and Remote Notification Programming Guide, archived)", url: archive + "RemoteNotificationsPG/PayloadKeyReference.html"),
    "CRNP-legacy": DocumentReference(title: "Creating the Remote Notification Payload (Local and Remote Notification Programming Guide, archived)", url: archive + "RemoteNotificationsPG/CreatingtheNotificationPayload.html"),
    "BIN-legacy": DocumentReference(title: "Binary Provider API (Local and Remote Notification Programming Guide, archived)", url: archive + "RemoteNotificationsPG/BinaryProviderAPI.html"),
    "SAFARI-legacy": DocumentReference(title: "Configuring Safari Push Notifications (Notification Programming Guide for Websites, archived)", url: archive + "NotificationProgGuide/PushNotifications/PushNotifications.html"),
  ]

  /// Sources named in words rather than tags.
  static let named: [(prefix: String, page: DocumentReference)] = [
    ("RFC 8259", DocumentReference(title: "RFC 8259: The JavaScript Object Notation (JSON) Data Interchange Format", url: "https://www.rfc-editor.org/rfc/rfc8259")),
    ("pushy", DocumentReference(title: "Pushy, a Java library for sending APNs notifications", url: "https://github.com/jchambers/pushy")),
    ("sideshow/apns2 PR #185", DocumentReference(title: "sideshow/apns2 pull request #185", url: "https://github.com/sideshow/apns2/pull/185")),
    ("criticalSoundNamed", DocumentReference(title: "UNNotificationSound", url: apple + "usernotifications/unnotificationsound")),
    ("defaultCritical", DocumentReference(title: "UNNotificationSound", url: apple + "usernotifications/unnotificationsound")),
    ("UNNotificationContent.badge", DocumentReference(title: "badge (UNNotificationContent)", url: apple + "usernotifications/unnotificationcontent/badge")),
    ("summaryArgument", DocumentReference(title: "summaryArgument", url: apple + "usernotifications/unnotificationcontent/summaryargument")),
  ]

  /// The pages behind a `source` string such as `[GEN]; [IL]; sideshow/apns2 PR #185`.
  public static func pages(for source: String) -> [DocumentReference] {
    var found: [DocumentReference] = []
    for part in source.split(separator: ";").map({ $0.trimmingSpaces }) {
      var page: DocumentReference?
      if part.hasPrefix("["), let close = part.firstIndex(of: "]") {
        page = pages[String(part[part.index(after: part.startIndex)..<close])]
      } else {
        page = named.first { part.hasPrefix($0.prefix) }?.page
      }
      if let page, !found.contains(page) { found.append(page) }
    }
    return found
  }
}

extension ValidationRule {
  /// The pages this rule rests on, for output (never the internal tags or section numbers).
  public var references: [DocumentReference] { RuleReferences.pages(for: source) }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return text
  }
}
