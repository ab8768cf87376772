/// The APNs payload that a GeTui or JPush push request makes the vendor send, so `aps build` can
/// validate the iOS part of a request body (reference getui-jpush.md §1.3, §4.2, §4.5).
///
/// Only what the request fixes is modelled: server-computed values (GeTui `auto_badge`, JPush
/// `"+1"` badges) and vendor-internal keys (`_ge_`, `_j_msgid`, …) are left out.
public enum VendorPayload {
  /// GeTui REST v2: `push_channel.ios.aps` becomes `aps`; `push_channel.ios.payload` is delivered
  /// as the top-level `payload` string. Nil when the body has no iOS channel.
  public static func fromGeTuiPush(_ body: JSONValue) -> JSONValue? {
    guard let ios = body["push_channel"]?["ios"] else { return nil }
    var members = [JSONMember("aps", ios["aps"] ?? .object([]))]
    if let payload = ios["payload"] { members.append(JSONMember("payload", payload)) }
    return .object(members)
  }

  /// JPush v3: `notification.ios` keys become `aps` keys (booleans as `1`, numeric badges as
  /// numbers) and `extras` are lifted beside `aps`. Nil when there is no iOS notification.
  public static func fromJPushPush(_ body: JSONValue) -> JSONValue? {
    guard let ios = body["notification"]?["ios"]?.members else { return nil }
    var aps: [JSONMember] = []
    var extras: [JSONMember] = []
    for member in ios {
      switch (member.key, member.value) {
      case ("extras", .object(let lifted)):
        extras = lifted
      case ("content-available", .bool(let on)), ("mutable-content", .bool(let on)):
        if on { aps.append(JSONMember(member.key, .number("1"))) }
      case ("badge", .string(let text)):
        // "+1"/"-1" are resolved by JPush's server; a plain number arrives as a number.
        if let number = try? TemplateValue.text(text).converted(to: .int) { aps.append(JSONMember("badge", number)) }
      default:
        aps.append(member)
      }
    }
    return .object([JSONMember("aps", .object(aps))] + extras)
  }

  /// The APNs payload for a template `format` (`getui-v2`, `jpush-v3`).
  public static func apnsPayload(format: String, body: JSONValue) -> JSONValue? {
    switch format {
    case "getui-v2": return fromGeTuiPush(body)
    case "jpush-v3": return fromJPushPush(body)
    default: return nil
    }
  }

  /// The vendor request format a body is, by its top-level keys, when it has no `aps`: JPush v3
  /// (`platform` + `audience` + `notification`/`message`,
  /// https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push) or GeTui REST v2 (`audience` +
  /// `push_message`/`push_channel`, https://docs.getui.com/getui/server/rest_v2/push/).
  public static func detectFormat(_ body: JSONValue) -> String? {
    let keys = body.keys
    guard body.members != nil, !keys.contains("aps") else { return nil }
    if keys.contains("platform"), keys.contains("audience"), keys.contains("notification") || keys.contains("message") {
      return "jpush-v3"
    }
    if keys.contains("audience"), keys.contains("push_message") || keys.contains("push_channel") { return "getui-v2" }
    return nil
  }

  /// `JPush v3 push request` / `GeTui REST v2 push request`: the format in words.
  public static func title(format: String) -> String {
    format == "jpush-v3" ? "JPush v3 push request" : format == "getui-v2" ? "GeTui REST v2 push request" : format
  }
}
