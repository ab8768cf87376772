/// GeTui's own keys in an APNs `userInfo` and the checks on a REST v2 push body
/// (GeTui REST v2 push, https://docs.getui.com/getui/server/rest_v2/push/).
public enum GeTuiKeys {
  /// The top-level keys GeTui adds to an APNs payload, with what they mean.
  public static let meanings: [String: String] = [
    "payload": "the transmission text (push_channel.ios.payload; old SDKs: addCustomMsg(\"payload\", …))",
    "_ge_": "GeTui marker (meaning undocumented)",
    "_gmid_": "GeTui message id: taskId:msgId[:…] (GeTui's demo builds it as taskId:msgId)",
    "_gurl_": "GeTui receipt/statistics host",
    "_grinfo_": "GeTui multimedia list ({resId, resType 1 picture 2 audio 3 video, resUrl, isOnlyWifi}, at most 3)",
    "_gvp_t_": "GeTui voice-play type (1 or 2)",
    "_gvp_m_": "GeTui voice-play text (with type 2)",
  ]

  /// Whether `key` is one of GeTui's internal keys.
  public static func isGeTuiKey(_ key: String) -> Bool {
    key.hasPrefix("_g") && key.hasSuffix("_") && meanings[key] != nil
  }

  /// Task ids look like `OSS-0212_1b75…`, `GT_1116_4f49…`, `RASS_0930_8a85…`.
  static func isTaskIdShaped(_ text: Substring) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z") { index += 1 }
    guard (2...4).contains(index), index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_")
    else { return false }
    index += 1
    let digitsStart = index
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
    guard (3...4).contains(index - digitsStart), index < bytes.count, bytes[index] == UInt8(ascii: "_") else { return false }
    index += 1
    guard index < bytes.count else { return false }
    return bytes[index...].allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }
  }

  /// What a key other than `aps` and GeTui's own means in a GeTui `userInfo`.
  static func otherKeyMeaning(_ key: String) -> String {
    switch key {
    // The PHP SDK writes `apns-collapse-id` at the top level of the payload;
    // REST v2 has it in push_channel.ios ("apns-collapse-id": same id replaces the previous
    // notification, https://github.com/GetuiLaboratory/getui-pushapi-java-client-v2 (dto/req/message/ios/IosDTO.java)). Apple's collapse id is
    // the request header: "apns-collapse-id ... must not exceed 64 bytes" (Apple, "Sending
    // notification requests to APNs").
    case "apns-collapse-id":
      return "GeTui's collapse id (push_channel.ios.apns-collapse-id): notifications with the same id replace each "
        + "other; Apple reads it as the apns-collapse-id request header (≤ 64 bytes), not as a payload key"
    default:
      return "custom key: your server's data (push_channel.ios / addCustomMsg), delivered at the top level"
    }
  }

  /// The GeTui fields of an APNs `userInfo`, explained (custom keys listed too); `_gmid_`
  /// split into task id and message id.
  static func explain(_ userInfo: JSONView, findings: inout [CaptureFinding]) -> [ExplainedField] {
    var fields: [ExplainedField] = []
    var custom = 0
    for member in userInfo.members ?? .empty(in: userInfo) {
      guard let meaning = meanings[member.key] else {
        if member.key != "aps" {
          custom += 1
          if custom <= 50 {
            fields.append(ExplainedField("/" + JSONPointer.escape(member.key), value: member.value.value, otherKeyMeaning(member.key)))
          }
        }
        if member.key == "aps", let badge = member.value["autoBadge"] {
          fields.append(ExplainedField("/aps/autoBadge", value: badge.value, autoBadgeMeaning))
        }
        continue
      }
      fields.append(ExplainedField("/" + JSONPointer.escape(member.key), value: member.value.value, meaning))
      guard member.key == "_gmid_" else { continue }
      guard let gmid = member.value.stringValue else {
        findings.append(CaptureFinding(.warning, "/_gmid_", "_gmid_ is a \(member.value.typeName); GeTui sends a string"))
        continue
      }
      let parts = gmid.split(separator: ":", omittingEmptySubsequences: false)
      if let task = parts.first, isTaskIdShaped(task) {
        // GeTui's own demo builds `_gmid_` as taskId:msgId: `dic = @{@"_gmid_": [NSString
        // stringWithFormat:@"%@:%@", taskId ?: @"", msgId ?: @""]};` ("个推进行本地通知统计
        // userInfo中必须要有_gmid_参数"), GetuiLaboratory/react-native-getui
        // https://github.com/GetuiLaboratory/react-native-getui/blob/master/example/iOSDemo/定制版插件/1.1.53/RCTGetuiModule.m
        fields.append(ExplainedField(
          "taskId", String(task), "push task id (first part of _gmid_)", pointer: "/_gmid_", json: .string(String(task))))
        if parts.count > 1, !parts[1].isEmpty {
          fields.append(ExplainedField(
            "messageId", String(parts[1]), "GeTui message id (second part of _gmid_; GeTui's demo builds _gmid_ as taskId:msgId)",
            pointer: "/_gmid_", json: .string(String(parts[1]))))
        }
        if parts.count > 2 {
          let rest = parts.dropFirst(2).joined(separator: ":")
          fields.append(ExplainedField(
            "_gmid_ rest", rest, "further GeTui ids (meaning undocumented)", pointer: "/_gmid_", json: .string(rest)))
        }
      } else {
        findings.append(CaptureFinding(
          .warning, "/_gmid_", "_gmid_ is not shaped taskId:… (expected e.g. OSS-0212_1b75…:…)"))
      }
    }
    if custom > 50 {
      fields.append(ExplainedField(
        "(more)", "\(custom - 50) keys", "further custom keys, not listed", pointer: nil, json: .number(String(custom - 50))))
    }
    return fields
  }

  /// Checks of a REST v2 body (`push_message`): exactly one of transmission, notification,
  /// revoke; transmission at most 3072 characters.
  static func checkPushBody(_ body: JSONView, decoded: inout GeTuiDecoded) {
    guard let message = body["push_message"] else { return }
    let present = ["transmission", "notification", "revoke"].filter { message[$0] != nil }
    if present.count > 1 {
      decoded.findings.append(CaptureFinding(
        .error, "/push_message",
        "push_message has \(present.joined(separator: " and ")); GeTui takes exactly one (都填写时报错)"))
    }
    if let transmission = message["transmission"] {
      guard let text = transmission.stringValue else {
        decoded.findings.append(CaptureFinding(.error, "/push_message/transmission", "transmission must be a string"))
        return
      }
      decoded.payload = text
      (decoded.payloadJSON, decoded.payloadJSONError) = CaptureReader.json(text)
      decoded.fields.append(ExplainedField("/push_message/transmission", text, "the transmission text (GeTui channel)"))
      if text.count > 3072 {
        decoded.findings.append(CaptureFinding(
          .warning, "/push_message/transmission", "transmission is \(text.count) characters; GeTui allows 3072"))
      }
    }
    if let ios = body["push_channel"]?["ios"] { explainIOSChannel(ios, at: "/push_channel/ios", into: &decoded) }
  }

  /// `push_channel.ios.payload`: "增加自定义的数据" (custom data) in GeTui's REST v2 table
  /// (https://github.com/GetuiLaboratory/getui-pushapi-java-client-v2 (dto/req/message/ios/IosDTO.java)); GeTui's scene doc sets it to the same
  /// text as the transmission ("消息分类": `{"push_message":{"transmission":"自定义消息内容"}}` and
  /// `{"ios":{…,"payload":"自定义消息内容"}}`, https://docs.getui.com/getui/scene/news/) — equal by
  /// the sender's choice, not the same field.
  static let iosPayloadMeaning =
    "APNs custom data: arrives as the top-level payload of the userInfo (GeTui's examples set it equal to the transmission; it is a separate field)"

  /// `autoBadge` / `auto_badge`: GeTui's server turns "+1"/"-1"/"N" into the badge (old SDK
  /// `APNPayload.setAutoBadge`, REST v1 `push_info.aps.autoBadge` as in
  /// https://cnblogs.com/meonly/p/12893858.html `"autoBadge": "+1"`; REST v2 `auto_badge`).
  static let autoBadgeMeaning =
    "GeTui's badge arithmetic (\"+1\", \"-1\", \"N\"): GeTui's server computes aps.badge from it; Apple does not know this key"

  /// The keys of a `push_channel.ios` (or REST v1 `push_info`) object explained.
  static func explainIOSChannel(_ ios: JSONView, at prefix: String, into decoded: inout GeTuiDecoded) {
    for member in ios.members ?? .empty(in: ios) {
      let meaning: String
      switch member.key {
      case "payload": meaning = iosPayloadMeaning
      case "aps": meaning = "the aps dictionary GeTui sends to APNs"
      case "auto_badge", "autoBadge": meaning = autoBadgeMeaning
      case "apns-collapse-id": meaning = otherKeyMeaning(member.key)
      case "type": meaning = "notify (APNs notification), voip or liveactivity"
      case "multimedia": meaning = "rich media list ({url, type 1 image 2 audio 3 video, only_wifi})"
      default: meaning = otherKeyMeaning(member.key)
      }
      decoded.fields.append(ExplainedField(prefix + "/" + JSONPointer.escape(member.key), value: member.value.value, meaning))
    }
    if let badge = ios["aps"]?["autoBadge"] {
      decoded.fields.append(ExplainedField(prefix + "/aps/autoBadge", value: badge.value, autoBadgeMeaning))
    }
  }
}
