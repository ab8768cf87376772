/// The APNs payload that a GeTui or JPush push request makes the vendor send, so `aps build` can
/// validate the iOS part of a request body (GeTui REST v2 push, https://docs.getui.com/getui/server/rest_v2/push/;
/// JPush Push API v3, https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push).
///
/// The body is read through `JSONView` (the one reader); the payload it makes is built as a `JSONValue`.
///
/// Vendor-internal keys (`_ge_`, `_j_msgid`, …) are left out. A badge the vendor's server works out
/// (JPush `"+1"`/`"-1"`, GeTui `auto_badge`) is present in what it sends, with a value this tool cannot know:
/// it is written as the largest it can be, so presence and size are judged on the safe side, and
/// `serverComputed` says so.
public enum VendorPayload {
  /// The largest badge a vendor keeps for a device: both SDKs' `setBadge` take 0…99999
  /// (https://docs.jiguang.cn/en/jpush/practice/set_badge: "Value range of value: [0,99999]").
  static let largestStoredBadge = 99_999

  /// The largest badge `"+N"`, `"-N"`, `"N"` or `"auto"` can give, or nil when the text is none of them.
  static func largestBadge(_ text: String) -> Int? {
    if text == "auto" { return largestStoredBadge }
    guard let sign = text.first, sign == "+" || sign == "-", let step = Int(text.dropFirst()), step >= 0 else {
      return Int(text).map { max($0, 0) }
    }
    return sign == "+" ? largestStoredBadge + step : max(largestStoredBadge - step, 0)
  }

  /// Notes on the values of the sent payload that the vendor's server works out, for people.
  public static func serverComputed(format: String, body: JSONView) -> [String] {
    let ios = format == "jpush-v3" ? body["notification"]?["ios"] : body["push_channel"]?["ios"]
    let key = format == "jpush-v3" ? "badge" : "auto_badge"
    guard let text = ios?[key]?.stringValue, text.first == "+" || text.first == "-" || text == "auto",
      let largest = largestBadge(text)
    else { return [] }
    let source = format == "jpush-v3"
      ? "JPush: \"If the uploaded badge value is 10, the badge will be set to N, 10+N, or 10-N\", "
        + "https://docs.jiguang.cn/en/jpush/practice/set_badge"
      : "GeTui REST v2 push, push_channel.ios.auto_badge: https://docs.getui.com/getui/server/rest_v2/push/"
    let vendor = format == "jpush-v3" ? "JPush" : "GeTui"
    if text == "auto" {
      // Accepted by JPush's Python SDK (`^(auto|[+-]\d+)$`) but not described on the badge page: uncertain.
      return [
        "\(key) \"auto\" is not described by \(vendor)'s badge documentation (uncertain: its server works the number "
          + "out); it is checked as \(largest), the largest badge \(vendor) stores (\(source))"
      ]
    }
    return [
      "\(key) \"\(text)\" is worked out by \(vendor)'s server from the count the app last uploaded with setBadge "
        + "(0…99999), so the APNs badge is unknown here; it is checked as \(largest), the largest it can be (\(source))"
    ]
  }

  /// GeTui REST v2: `push_channel.ios.aps` becomes `aps`; `push_channel.ios.payload` is delivered
  /// as the top-level `payload` string. Nil when the body has no iOS channel.
  public static func fromGeTuiPush(_ body: JSONView) -> JSONValue? {
    guard let ios = body["push_channel"]?["ios"] else { return nil }
    var aps = ios["aps"]?.value ?? .object([])
    // `auto_badge` overrides `aps.badge`; GeTui's server writes the number it works out.
    if let auto = ios["auto_badge"], let largest = auto.stringValue.flatMap(largestBadge) ?? auto.intValue,
      case .object(var apsMembers) = aps
    {
      apsMembers.removeAll { $0.key == "badge" }
      apsMembers.append(JSONMember("badge", .number(String(largest))))
      aps = .object(apsMembers)
    }
    var members = [JSONMember("aps", aps)]
    if let payload = ios["payload"] { members.append(JSONMember("payload", payload.value)) }
    return .object(members)
  }

  /// JPush v3: `notification.ios` keys become `aps` keys (booleans as `1`, numeric badges as
  /// numbers) and `extras` are lifted beside `aps`. Nil when there is no iOS notification.
  public static func fromJPushPush(_ body: JSONView) -> JSONValue? {
    guard let ios = body["notification"]?["ios"]?.members else { return nil }
    var aps: [JSONMember] = []
    var extras: [JSONMember] = []
    for member in ios {
      let value = member.value
      switch member.key {
      case "extras" where value.kind == .object:
        extras = value.value.members ?? []
      case "content-available" where value.boolValue != nil, "mutable-content" where value.boolValue != nil:
        if value.boolValue == true { aps.append(JSONMember(member.key, .number("1"))) }
      case "badge" where value.kind == .string:
        // A number arrives as a number; "" clears the badge ("0 or an empty string means clearing the badge",
        // https://docs.jiguang.cn/en/jpush/practice/set_badge); "+N"/"-N" are worked out by JPush's server and
        // are written as the largest they can be (`serverComputed`).
        let text = value.stringValue ?? ""
        let number = text.isEmpty ? 0 : largestBadge(text)
        if let number { aps.append(JSONMember("badge", .number(String(number)))) }
      default:
        aps.append(JSONMember(member.key, value.value))
      }
    }
    return .object([JSONMember("aps", .object(aps))] + extras)
  }

  /// The APNs payload for a template `format` (`getui-v2`, `jpush-v3`).
  public static func apnsPayload(format: String, body: JSONView) -> JSONValue? {
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
  public static func detectFormat(_ body: JSONView) -> String? {
    guard body.kind == .object, body["aps"] == nil, body["audience"] != nil else { return nil }
    if body["platform"] != nil, body["notification"] != nil || body["message"] != nil { return "jpush-v3" }
    if body["push_message"] != nil || body["push_channel"] != nil { return "getui-v2" }
    return nil
  }

  /// `JPush v3 push request` / `GeTui REST v2 push request`: the format in words.
  public static func title(format: String) -> String {
    format == "jpush-v3" ? "JPush v3 push request" : format == "getui-v2" ? "GeTui REST v2 push request" : format
  }
}
