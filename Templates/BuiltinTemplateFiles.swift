// The built-in templates, compiled into the binary with `.embedInCode` (see Package.swift), so a
// copied binary needs no resource bundle. One entry per JSON file in this folder; a test checks
// that the list and the folder agree.

/// The raw bytes of every built-in template, by name (the file name without `.json`).
public enum BuiltinTemplateFiles {
  public static let all: [(name: String, bytes: [UInt8])] = [
    ("alert-localized", PackageResources.alert_localized_json),
    ("alert", PackageResources.alert_json),
    ("badge", PackageResources.badge_json),
    ("chat-message", PackageResources.chat_message_json),
    ("critical", PackageResources.critical_json),
    ("deeplink", PackageResources.deeplink_json),
    ("getui-apns", PackageResources.getui_apns_json),
    ("getui-push", PackageResources.getui_push_json),
    ("jpush-push", PackageResources.jpush_push_json),
    ("live-activity-end", PackageResources.live_activity_end_json),
    ("live-activity-start", PackageResources.live_activity_start_json),
    ("live-activity-update", PackageResources.live_activity_update_json),
    ("rich-media", PackageResources.rich_media_json),
    ("silent", PackageResources.silent_json),
    ("time-sensitive", PackageResources.time_sensitive_json),
    ("voip", PackageResources.voip_json),
    ("widgets", PackageResources.widgets_json),
  ]
}
