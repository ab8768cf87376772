/// The keys Apple defines for the `aps` and `aps.alert` dictionaries (Generating a remote notification,
/// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
enum APNsKeys {
  /// `aps` keys from [GEN] Table 1 plus `input-push-*` ([LA]), `content-changed` ([WIDGETS]) and
  /// `url-args` ([SAFARI-legacy]).
  static let aps: [String] = [
    "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
    "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date",
    "content-state", "timestamp", "event", "dismissal-date", "attributes-type", "attributes",
    "input-push-token", "input-push-channel", "content-changed", "url-args",
  ]

  /// Current alert keys ([GEN] Table 2).
  static let alertCurrent: [String] = [
    "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args",
    "subtitle-loc-key", "subtitle-loc-args", "loc-key", "loc-args",
  ]

  /// Legacy and undocumented alert keys (Payload Key Reference, archived,
  /// https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/PayloadKeyReference.html):
  /// known, but each has its own warning.
  static let alertLegacy: [String] = ["action-loc-key", "action", "summary-arg", "summary-arg-count"]

  /// Keys that only take effect through the `liveactivity` push type.
  static let liveActivity: [APSKey] = [
    .event, .contentState, .timestamp, .attributesType, .attributes, .dismissalDate, .staleDate, .inputPushToken,
    .inputPushChannel,
  ]

  /// Keys that make a notification visible.
  static let visible: [APSKey] = [.alert, .badge, .sound]

  /// The literal alert texts and the localization keys that replace them.
  static let locPairs: [(literal: AlertKey, key: AlertKey, args: AlertKey)] = [
    (.title, .titleLocKey, .titleLocArgs),
    (.subtitle, .subtitleLocKey, .subtitleLocArgs),
    (.body, .locKey, .locArgs),
  ]

  /// The `interruption-level` values [IL].
  static let interruptionLevels = ["passive", "active", "time-sensitive", "critical"]

  // Key lists the rules walk, kept here so the hot path allocates no array literals.
  static let stringValued: [APSKey] = [.threadID, .category, .targetContentID, .filterCriteria, .attributesType]
  static let dates: [APSKey] = [.timestamp, .staleDate, .dismissalDate]
  static let liveActivityObjects: [APSKey] = [.contentState, .attributes]
  static let inputPush: [APSKey] = [.inputPushToken, .inputPushChannel]
  static let summary: [AlertKey] = [.summaryArg, .summaryArgCount]
  static let visibleMask = KeyMask([APSKey.alert, .badge, .sound])
  static let locArgsMask = KeyMask([AlertKey.titleLocArgs, .subtitleLocArgs, .locArgs])
  static let alertTextMask = KeyMask([AlertKey.title, .subtitle, .body])
  static let alertShown = KeyMask([AlertKey.title, .subtitle, .body, .locKey, .titleLocKey, .subtitleLocKey])
  static let alertKnown = alertCurrent + alertLegacy
  static let alertKnownLiveActivity = alertKnown + ["sound"]
  /// The same lists, for asking about scanned keys without making strings.
  static let apsTable = JSONKeyTable(aps)
  static let alertKnownTable = JSONKeyTable(alertKnown)
  static let alertKnownLiveActivityTable = JSONKeyTable(alertKnownLiveActivity)
}
