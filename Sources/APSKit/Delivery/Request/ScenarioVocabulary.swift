/// The words someone who has not read the format writes for a scenario's values: a synonym with
/// one meaning becomes the format's word; a word with two meanings is refused with both words
/// named, never guessed. The one table the scenario file and its events read through.
public enum ScenarioVocabulary {
  /// `Not Running`, `not_running`, `NOT-RUNNING` → `not-running`.
  public static func normalized(_ text: String) -> String {
    let trimmed = text.lowercased().drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
    return String(trimmed.map { $0 == "_" || $0 == " " ? "-" : $0 })
  }

  /// The format's word for `text` as a value of `key` (`state`, `kind`, `action`, `user`,
  /// `focus`, a push's `device-token`), or nil when the text is not a known synonym.
  public static func canonical(_ key: String, _ text: String) -> String? {
    let word = normalized(text)
    let tables = [synonyms[key], receiverSynonyms[key], providerSynonyms[key], providerSetupSynonyms[key], pushPluginSynonyms[key]].compactMap { $0 }
    guard !tables.isEmpty else { return nil }
    let table = tables.dropFirst().reduce(tables[0]) { $0.merging($1) { own, _ in own } }
    if let exact = table[word] { return exact }
    return table.values.contains(word) ? word : nil
  }

  /// Why `text` cannot stand for one value of `key`, naming the values it could mean.
  public static func ambiguity(_ key: String, _ text: String) -> String? {
    ambiguous[key]?[normalized(text)]
  }

  /// The scenario key a top-level key stands for (`app-state` → `state`).
  public static func key(_ name: String) -> String? {
    keys[normalized(name)]
  }

  private static let keys: [String: String] = [
    "app-state": "state", "ios-version": "ios", "user-action": "action", "apns-priority": "priority",
    "apns-push-type": "push-type", "push-sdk": "sdk", "low-power-mode": "low-power",
    "background-app-refresh": "background-refresh", "do-not-disturb": "focus",
    "nssupportsliveactivitiesfrequentupdates": "la-frequent-updates", "frequent-updates": "la-frequent-updates",
    "live-activity-frequent-updates": "la-frequent-updates",
    "live-activities-setting": "live-activities", "live-activities-enabled": "live-activities", "allow-live-activities": "live-activities",
    "blocked-caller": "caller-blocked", "caller-on-block-list": "caller-blocked", "allowed-people": "focus-allowed-people",
    "push-to-talk-channel": "ptt-channel",
  ]

  private static let killed =
    "a killed app is either not-running (the system ended it, or it has not been launched since the restart) or force-quit (the user swiped it away in the app switcher): write the one the source means"

  private static let ambiguous: [String: [String: String]] = [
    "state": ["killed": killed, "closed": killed, "quit": killed, "dead": killed, "stopped": killed],
    "user": [
      "close": "closing the app is background-app (the home gesture) or force-quit (swiped away in the app switcher)",
      "close-app": "closing the app is background-app (the home gesture) or force-quit (swiped away in the app switcher)",
    ],
    "kind": [
      "transmission": "a pass-through message is getui-transmission (GeTui's 透传) or jpush-custom (JPush's 自定义消息): write the one the source means",
      "pass-through": "a pass-through message is getui-transmission (GeTui's 透传) or jpush-custom (JPush's 自定义消息): write the one the source means",
      "透传": "a pass-through message is getui-transmission (GeTui's 透传) or jpush-custom (JPush's 自定义消息): write the one the source means",
    ],
    "action": [
      "open": "open is tap (on the notification) or tap-icon (the app's icon)",
      "open-app": timelineStep("open-app"), "force-quit": timelineStep("force-quit"), "unlock": timelineStep("unlock"),
      "background-app": timelineStep("background-app"), "reinstall-app": timelineStep("reinstall-app"),
    ],
  ]

  /// A step on the app or the phone is an event of a timeline, not a one-push action.
  private static func timelineStep(_ word: String) -> String {
    "\(word) acts on the app or the phone, not on the notification: write it as an event, {\"events\": [{\"push\": {\"kind\": \"alert\"}}, {\"user\": \"\(word)\"}]}"
  }

  private static let synonyms: [String: [String: String]] = [
    "state": [
      "active": "foreground", "open": "foreground", "foregrounded": "foreground", "in-foreground": "foreground",
      "on-screen": "foreground",
      "backgrounded": "background", "in-background": "background", "running-in-background": "background",
      "terminated": "not-running", "notrunning": "not-running", "not-launched": "not-running", "cold": "not-running",
      "force-quitted": "force-quit", "force-quited": "force-quit", "forcequit": "force-quit", "force-closed": "force-quit",
      "swiped-away": "force-quit", "swiped": "force-quit", "user-killed": "force-quit", "killed-by-user": "force-quit",
      "app-switcher-killed": "force-quit", "force-killed": "force-quit",
    ],
    "kind": [
      "background": "silent", "background-push": "silent", "content-available": "silent", "data": "silent",
      "data-only": "silent", "silent-push": "silent", "notification": "alert", "visible": "alert", "alert-push": "alert",
      "pushkit": "voip", "voip-push": "voip", "live-activity-start": "liveactivity-start", "push-to-start": "liveactivity-start",
      "live-activity-update": "liveactivity-update", "live-activity-end": "liveactivity-end", "location-push": "location",
      "push-to-talk": "pushtotalk", "file-provider": "fileprovider", "widget": "widgets", "control": "controls",
      "background-notification": "silent", "silent-notification": "silent", "alert-with-content-available": "alert-content-available",
      "alert-and-content-available": "alert-content-available", "voip-call": "voip", "custom-message": "jpush-custom",
      "jpush-message": "jpush-custom", "自定义消息": "jpush-custom", "getui-passthrough": "getui-transmission",
      "fcm-data": "fcm-data-message", "fcm-data-only": "fcm-data-message", "firebase-data-message": "fcm-data-message",
    ],
    "action": [
      "tap-notification": "tap", "tap-banner": "tap", "open-notification": "tap", "click": "tap", "tap-alert": "tap",
      "swipe-away": "dismiss", "clear": "dismiss", "tap-app-icon": "tap-icon", "open-from-icon": "tap-icon",
      "tap-custom-action": "tap-action", "action": "tap-action", "settings": "open-settings", "no-action": "none",
    ],
    "user": [
      "tap-notification": "tap", "tap-banner": "tap", "open-notification": "tap", "click": "tap", "tap-alert": "tap",
      "swipe-away-notification": "dismiss", "clear": "dismiss", "clear-notification": "dismiss",
      "tap-app-icon": "tap-icon", "open-from-icon": "open-app", "launch": "open-app", "launch-app": "open-app",
      "open": "open-app", "bring-to-foreground": "open-app", "foreground-app": "open-app", "foreground": "open-app",
      "force-close": "force-quit", "swipe-away": "force-quit", "kill": "force-quit", "kill-app": "force-quit", "quit": "force-quit", "swipe-away-app": "force-quit", "force-quit-app": "force-quit",
      "kill-app-from-switcher": "force-quit", "home": "background-app", "go-home": "background-app", "leave-app": "background-app",
      "background": "background-app", "send-to-background": "background-app", "switch-away": "background-app",
      "unlock-device": "unlock", "unlock-phone": "unlock", "reinstall": "reinstall-app",
      "tap-custom-action": "tap-action", "settings": "open-settings",
      "answer": "answer-call", "accept-call": "answer-call", "answer-the-call": "answer-call", "pick-up": "answer-call",
      "swipe-to-answer": "answer-call", "answer-callkit": "answer-call", "answer-incoming-call": "answer-call",
      "decline": "decline-call", "reject-call": "decline-call", "end-call": "decline-call", "hang-up": "decline-call",
      "decline-incoming-call": "decline-call",
      "long-press": "expand", "press-and-hold": "expand", "expand-notification": "expand", "3d-touch": "expand",
      "force-touch": "expand", "long-press-notification": "expand", "haptic-touch": "expand",
    ],
    "sdk": [
      "fcm": "firebase", "firebase-messaging": "firebase", "firebase-cloud-messaging": "firebase", "one-signal": "onesignal",
      "jiguang": "jpush", "极光": "jpush", "极光推送": "jpush", "个推": "getui", "alibaba-cloud": "aliyun", "alicloud": "aliyun",
      "aliyun-push": "aliyun", "阿里云": "aliyun", "阿里云推送": "aliyun",
      "huanxin": "easemob", "环信": "easemob", "rong-cloud": "rongcloud", "rongyun": "rongcloud",
      "融云": "rongcloud", "rongcloud-im": "rongcloud", "tencent-cloud-im": "tencent-im", "tim": "tencent-im", "tencent-im-sdk": "tencent-im",
      "tencentim": "tencent-im", "腾讯云im": "tencent-im", "sendbird-chat": "sendbird", "sendbirdchat": "sendbird",
      "zim": "zego-zim", "zegocloud-zim": "zego-zim", "zegocloud": "zego-zim", "zego": "zego-zim", "zegozim": "zego-zim",
      "stream": "stream-chat", "getstream": "stream-chat", "streamchat": "stream-chat", "stream-chat-swift": "stream-chat",
      "mob-push": "mobpush", "mob": "mobpush",
    ],
    "device-token": [
      "old": "before-reinstall", "stale": "before-reinstall", "previous": "before-reinstall", "old-token": "before-reinstall",
      "stale-token": "before-reinstall", "pre-reinstall": "before-reinstall", "before-reinstalling": "before-reinstall",
      "new": "current", "latest": "current", "current-token": "current", "after-reinstall": "current",
      "restored": "before-restore", "pre-restore": "before-restore", "before-backup-restore": "before-restore",
      "before-restoring": "before-restore", "old-device": "before-restore",
      "watch": "watch-app", "watchkit-app": "watch-app", "watch-app-token": "watch-app", "watch-token": "watch-app",
    ],
    "ptt-channel": ["left": "not-joined", "never-joined": "not-joined", "not-in-channel": "not-joined", "in-channel": "joined", "rejoined": "joined"],
    "focus-allowed-people": [
      "sender": "includes-sender", "allowed": "includes-sender", "includes": "includes-sender", "true": "includes-sender",
      "excludes": "excludes-sender", "not-allowed": "excludes-sender", "false": "excludes-sender",
    ],
    "focus": ["do-not-disturb": "on", "dnd": "on", "true": "on", "false": "off", "allowed": "allows-app", "app-allowed": "allows-app"],
  ]
}
