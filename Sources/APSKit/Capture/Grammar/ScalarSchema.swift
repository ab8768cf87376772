/// Which keys Apple or the vendors define as strings or numbers, so an unquoted scalar in a
/// description (NSLog drops the quotes of `alert = 11111;`) gets the type its key has.
///
/// Sources:
/// - Apple, "Generating a remote notification" (payload key reference):
///   https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification
///   its table of `aps` keys gives each key's type: alert a string or dictionary, badge a number,
///   sound a string (or dictionary), thread-id, category, target-content-id, interruption-level
///   strings, content-available, mutable-content, relevance-score numbers.
/// - JPush Push API v3 (https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push):
///   `message.msg_content` "string", `title` "string", `content_type` "string";
///   the app-side custom message userInfo carries them as `content`/`title`.
/// - GeTui: `payload` is the `push_channel.ios.payload` string ("增加自定义的数据", string),
///   https://github.com/GetuiLaboratory/getui-pushapi-java-client-v2 (dto/req/message/ios/IosDTO.java) ; `_j_msgid` is JPush's numeric
///   message id (https://docs.jiguang.cn/jpush/client/iOS/ios_api).
public enum ScalarSchema {
  public enum Kind: String, Sendable {
    case string, number
  }

  /// Path patterns (`*` = any key or index) with the type their unquoted scalars get.
  static let table: [(pattern: [String], kind: Kind, owner: String)] = {
    var rows: [(pattern: [String], kind: Kind, owner: String)] = []
    for key in ["alert", "category", "thread-id", "target-content-id", "interruption-level", "filter-criteria", "sound"] {
      rows.append((["aps", key], .string, "Apple"))
    }
    for key in ["title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key", "action-loc-key"] {
      rows.append((["aps", "alert", key], .string, "Apple"))
    }
    for key in ["title-loc-args", "subtitle-loc-args", "loc-args"] {
      rows.append((["aps", "alert", key, "*"], .string, "Apple"))
    }
    rows.append((["aps", "sound", "name"], .string, "Apple"))
    for key in ["badge", "content-available", "mutable-content", "relevance-score", "timestamp", "dismissal-date", "stale-date"] {
      rows.append((["aps", key], .number, "Apple"))
    }
    rows.append((["aps", "sound", "critical"], .number, "Apple"))
    rows.append((["aps", "sound", "volume"], .number, "Apple"))
    for key in ["content", "title", "msg_content", "content_type"] {
      rows.append(([key], .string, "JPush"))
      rows.append((["message", key], .string, "JPush"))
    }
    rows.append((["_j_msgid"], .number, "JPush"))
    for key in ["payload", "payloadMsg", "_gmid_", "taskId", "messageId"] {
      rows.append(([key], .string, "GeTui"))
    }
    return rows
  }()

  /// `table` compiled for the lookup made for every unquoted scalar.
  private static let compiled = PathPatterns(table.map { (pattern: $0.pattern, value: (kind: $0.kind, owner: $0.owner)) })

  /// Firebase Cloud Messaging's own top-level keys (`gcm.message_id`, `gcm.n.e`,
  /// `gcm.notification.*`, `google.c.a.e`, `google.c.sender.id`, …) are strings: FCM's data map
  /// is string to string, its SDK checks `[notification[@"google.c.a.e"] isKindOfClass:[NSString
  /// class]]` and `isEqualToString:@"1"`
  /// (https://github.com/firebase/firebase-ios-sdk/blob/main/FirebaseMessaging/Sources/FIRMessagingAnalytics.m),
  /// and a public userInfo logged as JSON bytes holds `"gcm.message_id":"0:1504754326343994%7df1ea3a7df1ea3a"`
  /// (https://github.com/ostownsville/cordova-plugin-fcm/pull/4) where NSLog prints it bare.
  static let firebasePrefixes = ["gcm.", "google.c."]

  /// The type `path` is defined with, and who defines it; nil when no one does.
  public static func kind(at path: [String], vendor: PushVendor? = nil) -> (kind: Kind, owner: String)? {
    if let vendor, let kind = vendor.kind(at: path) { return (kind, vendor.shortName) }
    // Inside a wrapper, APNs' and the SDKs' keys are counted from the payload it holds.
    let path = vendor?.relative(path) ?? path
    if path.count == 1, firebasePrefixes.contains(where: { path[0].hasPrefix($0) }) { return (.string, "Firebase") }
    return compiled.value(at: path)
  }
}
