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
    serverComputed(format: format, badge: serverBadge(format: format, body: body))
  }

  /// The badge text of a `format` body that the vendor's server works the number out from (`+N`, `-N`,
  /// `auto`), if any.
  static func serverBadge(format: String, body: JSONView) -> String? {
    let ios = format == "jpush-v3" ? body["notification"]?["ios"] : body["push_channel"]?["ios"]
    let key = format == "jpush-v3" ? "badge" : "auto_badge"
    guard let text = ios?[key]?.stringValue, text.first == "+" || text.first == "-" || text == "auto",
      largestBadge(text) != nil
    else { return nil }
    return text
  }

  /// The notes for a `serverBadge` of a `format` body (none without one).
  static func serverComputed(format: String, badge text: String?) -> [String] {
    guard let text, let largest = largestBadge(text) else { return [] }
    let key = format == "jpush-v3" ? "badge" : "auto_badge"
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
    tree { writeGeTuiPush(body, into: &$0) }
  }

  /// JPush v3: `notification.ios` keys become `aps` keys (booleans as `1`, numeric badges as
  /// numbers) and `extras` are lifted beside `aps`. Nil when there is no iOS notification.
  public static func fromJPushPush(_ body: JSONView) -> JSONValue? {
    tree { writeJPushPush(body, into: &$0) }
  }

  /// The APNs payload for a template `format` (`getui-v2`, `jpush-v3`).
  public static func apnsPayload(format: String, body: JSONView) -> JSONValue? {
    tree { writeAPNsPayload(format: format, body: body, into: &$0) }
  }

  /// Appends the compact text of the APNs payload a `format` body makes the vendor send to `out`; false (nothing
  /// appended) when the body carries no iOS notification. Written from the body's tape, piece by piece: `validate`
  /// does this for every vendor record, where building the payload as a tree cost an allocation per member.
  public static func writeAPNsPayload(format: String, body: JSONView, into out: inout [UInt8]) -> Bool {
    switch format {
    case "getui-v2": return writeGeTuiPush(body, into: &out)
    case "jpush-v3": return writeJPushPush(body, into: &out)
    default: return false
    }
  }

  /// The payload `write` appends, read back as a tree (for callers that edit it); nil when it appends nothing.
  private static func tree(_ write: (inout [UInt8]) -> Bool) -> JSONValue? {
    var text: [UInt8] = []
    guard write(&text) else { return nil }
    return JSONTape.withRoot(of: text[...]) { $0.value }
  }

  private static func writeGeTuiPush(_ body: JSONView, into out: inout [UInt8]) -> Bool {
    guard let ios = body["push_channel"]?["ios"] else { return false }
    var text = PayloadText(out: out)
    out = []
    text.open()
    text.key("aps")
    // `auto_badge` overrides `aps.badge`; GeTui's server writes the number it works out.
    let aps = ios["aps"]
    if let auto = ios["auto_badge"], let largest = auto.stringValue.flatMap(largestBadge) ?? auto.intValue,
      aps == nil || aps?.kind == .object
    {
      text.open()
      for member in aps?.members ?? .empty(in: ios) where !member.hasKey("badge") { text.member(member) }
      text.key("badge")
      text.number(largest)
      text.close()
    } else if let aps {
      text.value(aps)
    } else {
      text.bytes("{}")
    }
    if let payload = ios["payload"] {
      text.key("payload")
      text.value(payload)
    }
    text.close()
    out = text.out
    return true
  }

  private static func writeJPushPush(_ body: JSONView, into out: inout [UInt8]) -> Bool {
    guard let ios = body["notification"]?["ios"]?.members else { return false }
    var text = PayloadText(out: out)
    out = []
    text.open()
    text.key("aps")
    text.open()
    var extras: JSONView.Members?
    for member in ios {
      let value = member.value
      if member.hasKey("extras"), value.kind == .object {
        extras = value.members
      } else if member.hasKey("content-available") || member.hasKey("mutable-content"), let flag = value.boolValue {
        if flag { text.member(member, number: 1) }
      } else if member.hasKey("badge"), value.kind == .string {
        // A number arrives as a number; "" clears the badge ("0 or an empty string means clearing the badge",
        // https://docs.jiguang.cn/en/jpush/practice/set_badge); "+N"/"-N" are worked out by JPush's server and
        // are written as the largest they can be (`serverComputed`).
        let badge = value.stringValue ?? ""
        if let number = badge.isEmpty ? 0 : largestBadge(badge) { text.member(member, number: number) }
      } else {
        text.member(member)
      }
    }
    text.close()
    for member in extras ?? .empty(in: body) { text.member(member) }
    text.close()
    out = text.out
    return true
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

/// A vendor's sent payload as compact JSON text, written piece by piece from views of the body (each printed as
/// `JSONPrinter` prints it), with the commas between members.
private struct PayloadText {
  var out: [UInt8]
  /// A value was just completed at this level: the next member needs a comma before it.
  private var needsComma = false
  private let printer = JSONPrinter()

  init(out: [UInt8]) { self.out = out }

  mutating func open() {
    out.append(UInt8(ascii: "{"))
    needsComma = false
  }

  mutating func close() {
    out.append(UInt8(ascii: "}"))
    needsComma = true
  }

  /// `"name":`, for a key with nothing to escape.
  mutating func key(_ name: StaticString) {
    separate()
    out.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
  }

  mutating func value(_ view: JSONView) {
    printer.write(view, into: &out)
    needsComma = true
  }

  mutating func number(_ number: Int) {
    out.append(contentsOf: String(number).utf8)
    needsComma = true
  }

  mutating func bytes(_ text: StaticString) {
    text.withUTF8Buffer { out.append(contentsOf: $0) }
    needsComma = true
  }

  /// The member as it is.
  mutating func member(_ member: JSONView.Member) {
    memberKey(member)
    value(member.value)
  }

  /// The member's key with `number` as its value.
  mutating func member(_ member: JSONView.Member, number: Int) {
    memberKey(member)
    self.number(number)
  }

  private mutating func memberKey(_ member: JSONView.Member) {
    separate()
    printer.write(member.keyView, into: &out)
    out.append(UInt8(ascii: ":"))
  }

  private mutating func separate() {
    if needsComma { out.append(UInt8(ascii: ",")) }
    needsComma = false
  }
}
