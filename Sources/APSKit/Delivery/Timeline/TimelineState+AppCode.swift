/// What the app's own code does to Notification Center and the badge around a push (rules AB1,
/// LN1): `implements` values for code the app runs, as the reports and vendors' pages describe it.
extension TimelineRule {
  static let appCodeRules: [TimelineRule] = [
    TimelineRule(id: "AB1", summary: "the app sets its badge to 0 when the user opens it (implements sets-badge-zero-on-open: applicationIconBadgeNumber = 0, setBadgeCount(0)): the number goes, and when it was not 0 iOS also removes the app's delivered notifications from Notification Center, as a push with badge 0 does (T31; reported from iOS 3 to iOS 18, where even -1 no longer keeps them; Apple's pages say nothing of it, so it is `may`); a badge JPush or Tencent Push keep on their server is not reset by it (T30), so their next +1 push counts on from the old number", certainty: .may, sources: ["OR-32972838", "OR-35589208", "BRAZE-BADGES-NC", "EXPO-28641", "EXPO-37017", "JP-BADGE"]),
    TimelineRule(id: "LN1", summary: "the app schedules a local notification of its own for a push it receives (implements schedules-local-notification-on-receive), from the handler that runs on arrival (C03, C04, C05): iOS shows the remote notification itself, so the user sees the message twice, two entries in Notification Center; in the foreground the local copy goes through willPresent as the remote one did", certainty: .definite, sources: ["A-SCHEDULING-LOCAL", "A-UN-REQUEST-ADD"]),
  ]
}

extension SourceInfo {
  static let appCodeSources: [SourceInfo] = [
    SourceInfo(key: "BRAZE-BADGES-NC", title: #"Badges (Braze iOS push customization): "Note that setting the badge number to 0 will also clear up notifications in the notification center.""#, location: #"https://www.braze.com/docs/developer_guide/platform_integration_guides/ios/push_notifications/customization/badges"#),
    SourceInfo(key: "EXPO-28641", title: #"[expo-notifications] setBadgeCountAsync(0) also clears notifications (expo/expo issue 28641, May 2024): "if I call setBadgeCountAsync(0), the badge disappears correctly, but all notifications are also dismissed.""#, location: #"https://github.com/expo/expo/issues/28641"#),
    SourceInfo(key: "EXPO-37017", title: #"[expo-notifications] setBadgeCountAsync(0) also clears notifications (expo/expo issue 37017, May 2025): "all the notifications in the notification center are cleared for that app if the badge is set to a number equal or less than zero""#, location: #"https://github.com/expo/expo/issues/37017"#),
    SourceInfo(key: "A-SCHEDULING-LOCAL", title: #"Scheduling and Handling Local Notifications (Local and Remote Notification Programming Guide): "If your app is not running, or if it is in the background, the system displays local notifications directly to the user." … "If your app is in the foreground when a notification arrives, the system gives your app the opportunity to handle the notification internally.""#, location: #"https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/SchedulingandHandlingLocalNotifications.html"#),
    SourceInfo(key: "A-UN-REQUEST-ADD", title: #"add(_:withCompletionHandler:) (UNUserNotificationCenter): "Schedules the delivery of a local notification.""#, location: #"https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/add(_:withcompletionhandler:)"#),
  ]
}

extension TimelineState {
  /// The user brought the app forward and its code set the badge to 0 (AB1).
  mutating func settleAppBadgeReset(_ result: inout TimelineStep, wasForeground: Bool) {
    guard !wasForeground, app == .foreground, start.implements.contains(Capability.setsBadgeZeroOnOpen.rawValue) else { return }
    let before = badge ?? 0
    badge = 0
    var text = "the app set its badge to 0"
    if before != 0, !center.isEmpty {
      text += ": iOS removes \(center.map(\.label).joined(separator: ", ")) from Notification Center"
      center.removeAll()
      result.certainty = .may
    }
    if [.jpush, .tpns].contains(start.sdk), serverBadge != 0 || before != 0 {
      text += "; the count on \(start.sdk == .tpns ? "Tencent Push's" : "JPush's") server is not reset by it (T30) until the app uploads its count through the SDK (JPush resetBadge / setBadge:)"
    }
    result.notes.append(Self.note("AB1", text))
  }

  /// The app's handler for an arriving push scheduled a local copy of it (LN1).
  mutating func postLocalCopy(_ result: inout TimelineStep, _ held: HeldPush) {
    guard held.scenario.implements.contains(Capability.schedulesLocalNotificationOnReceive.rawValue), result.delivered == true,
      let handler = result.callbacks.first(where: { ["C03", "C04", "C05"].contains($0.id) })
    else { return }
    let remoteShown = center.contains { $0.index == held.index }
    if app == .foreground, !remoteShown {
      result.notes.append(Self.note("LN1", "\(handler.id) scheduled a local copy of \(held.label); in the foreground it goes through willPresent as \(held.label) did: not shown"))
      return
    }
    var copy = held
    copy.push.id = held.label + "-local"
    center.append(copy)
    result.notes.append(Self.note("LN1", "\(handler.id) scheduled a local copy of \(held.label): \(copy.label) shows" + (remoteShown ? " beside it, the same message twice" : "")))
  }
}
