/// Short names the row tables share, so each row reads like one line of a table.
enum RowVocabulary {
  static let legacy: Set<APIGeneration> = [.legacyPre7, .legacy7to9]
  static let modern: Set<APIGeneration> = [.userNotifications, .userNotificationsNoDelegate]
  static let delegateSet: Set<APIGeneration> = [.userNotifications]
  static let running: Set<AppState> = [.background, .suspended]
  static let terminated: Set<AppState> = [.notRunning, .forceQuit]
  static let notOnScreen: Set<AppState> = [.background, .suspended, .notRunning, .forceQuit]
  static let displayed: Set<NotificationKind> = [.alert, .alertContentAvailable]
  static let tap: Set<UserAction> = [.tap]
  static let liveActivity: Set<NotificationKind> = [.liveActivityStart, .liveActivityUpdate, .liveActivityEnd]
  /// Scenario kinds that show an alert (overlays match the scenario's kind).
  static let alerting: Set<NotificationKind> = [.alert, .alertContentAvailable, .mutableContent, .getuiAPNs, .jpushAPNs]
  static let onScreenOrRunning: Set<AppState> = [.foreground, .inactive, .background, .suspended]

  static let active: [JSONMember] = [JSONMember("applicationState", "active")]
  static let inactive: [JSONMember] = [JSONMember("applicationState", "inactive")]
  static let backgroundState: [JSONMember] = [JSONMember("applicationState", "background")]
}
