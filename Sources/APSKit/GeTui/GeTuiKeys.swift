/// GeTui's own keys in an APNs `userInfo` and the checks on a REST v2 push body
/// (reference getui-jpush.md §1.3–1.5).
public enum GeTuiKeys {
  /// The top-level keys GeTui adds to an APNs payload, with what they mean.
  public static let meanings: [String: String] = [
    "payload": "the transmission text (push_channel.ios.payload; old SDKs: addCustomMsg(\"payload\", …))",
    "_ge_": "GeTui marker (meaning undocumented)",
    "_gmid_": "GeTui message id: taskId:…:… (the first part is the push task id)",
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

  /// The GeTui fields of an APNs `userInfo`, explained; `_gmid_` split into its task id.
  static func explain(_ userInfo: JSONValue, findings: inout [CaptureFinding]) -> [ExplainedField] {
    var fields: [ExplainedField] = []
    for member in userInfo.members ?? [] {
      guard let meaning = meanings[member.key] else { continue }
      fields.append(ExplainedField("/" + member.key, member.value.shortDisplay(), meaning))
      guard member.key == "_gmid_" else { continue }
      guard let gmid = member.value.stringValue else {
        findings.append(CaptureFinding(.warning, "/_gmid_", "_gmid_ is a \(member.value.typeName); GeTui sends a string"))
        continue
      }
      let parts = gmid.split(separator: ":", omittingEmptySubsequences: false)
      if let task = parts.first, isTaskIdShaped(task) {
        fields.append(ExplainedField("taskId", String(task), "push task id (first part of _gmid_)"))
        if parts.count > 1 {
          fields.append(ExplainedField(
            "_gmid_ rest", parts.dropFirst().joined(separator: ":"), "GeTui internal ids (meaning undocumented)"))
        }
      } else {
        findings.append(CaptureFinding(
          .warning, "/_gmid_", "_gmid_ is not shaped taskId:… (expected e.g. OSS-0212_1b75…:…)"))
      }
    }
    return fields
  }

  /// Checks of a REST v2 body (`push_message`): exactly one of transmission, notification,
  /// revoke; transmission at most 3072 characters.
  static func checkPushBody(_ body: JSONValue, decoded: inout GeTuiDecoded) {
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
    if let iosPayload = body["push_channel"]?["ios"]?["payload"] {
      decoded.fields.append(ExplainedField(
        "/push_channel/ios/payload", iosPayload.shortDisplay(), "delivered as the top-level payload of the APNs userInfo"))
    }
  }
}
