/// Reads a JPush message in any of its shapes and checks it against the v3 API rules
/// (JPush Push API v3, https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push; its error codes
/// 1002 missing msg_content, 1005 sizes, 1009 unknown keys:
/// https://github.com/jpush/jpush-docs/blob/master/zh/jpush/server/push/http_status_code.md).
public enum JPushParser {
  static let messageKeys: Set<String> = ["msg_content", "title", "content_type", "extras", "test_message"]
  static let iosKeys: Set<String> = [
    "alert", "sound", "badge", "content-available", "mutable-content", "category", "thread-id",
    "interruption-level", "extras", "target-content-id", "relevance-score", "sound-name",
  ]
  static let internalMeanings: [String: String] = [
    "_j_msgid": "JPush message id",
    "_j_uid": "JPush device/user id (meaning undocumented)",
    // Not in JPush's documentation (https://docs.jiguang.cn/jpush/client/iOS/ios_api lists
    // _j_msgid only); captures show different values, so none is promised.
    "_j_business": "JPush internal key (meaning undocumented; its value varies)",
    "_j_data_": "JPush internal data (JSON text)",
    "_j_extras": "JPush extras dictionary (internal)",
    "_j_geofence": "JPush geofence (internal)",
    "_j_ad_content": "JPush ad content (internal)",
  ]

  /// Reads the message a capture holds, through the tape the capture reader left (`Capture.withRoot`); a
  /// capture that holds no JSON value reads as `null`.
  public static func parse(_ capture: Capture, unwrap: Bool = false) throws(JPushError) -> JPushMessage {
    var outcome = Result<JPushMessage, JPushError>.failure(.notAnObject("null"))
    _ = capture.withRoot { root in outcome = Result { () throws(JPushError) in try parse(root, unwrap: unwrap) } }
    return try outcome.get()
  }

  /// Reads `payload`; `unwrap` parses a content that is itself JSON text. What the message shows is built
  /// from the values read (`JSONView.value`).
  public static func parse(_ payload: JSONView, unwrap: Bool = false) throws(JPushError) -> JPushMessage {
    guard payload.kind == .object else { throw .notAnObject(payload.typeName) }
    var message: JPushMessage
    if payload["message"] != nil || payload["notification"] != nil || payload["platform"] != nil || payload["audience"] != nil {
      message = pushBody(payload)
    } else if payload["msg_content"] != nil {
      message = messageObject(payload, shape: .message, prefix: "")
    } else if payload["aps"] != nil {
      message = apns(payload)
    } else if payload["content"] != nil || payload["_j_msgid"] != nil {
      message = customMessage(payload)
    } else {
      throw .unknownShape(keys: payload.keys)
    }
    if unwrap, case .string(let text)? = message.content {
      let (json, error) = CaptureReader.json(text)
      guard let json else { throw .notJSONContent(error ?? "not JSON") }
      message.content = json
    }
    return message
  }

  private static func empty(_ shape: JPushMessage.Shape) -> JPushMessage {
    JPushMessage(shape: shape, fields: [], findings: [])
  }

  private static func pushBody(_ body: JSONView) -> JPushMessage {
    var result: JPushMessage
    if let message = body["message"] {
      if message.kind == .object {
        result = messageObject(message, shape: .pushAPI, prefix: "/message")
      } else {
        result = empty(.pushAPI)
        result.findings.append(CaptureFinding(.error, "/message", "message must be an object, got \(message.typeName)"))
      }
      let size = message.compactSize
      if size > 4000 {
        result.findings.append(CaptureFinding(
          .error, "/message", "message is \(size) bytes; JPush allows 4000 for iOS (error 1005)"))
      }
    } else {
      result = empty(.pushAPI)
      result.findings.append(CaptureFinding(
        .warning, "", "no message (custom message): this push is notification-only and reaches iOS through APNs"))
    }
    if let ios = body["notification"]?["ios"] { checkIOSNotification(ios, into: &result) }
    if let options = body["options"] {
      if let collapse = options["apns_collapse_id"]?.stringValue, collapse.utf8.count > 64 {
        result.findings.append(CaptureFinding(
          .error, "/options/apns_collapse_id", "apns_collapse_id is \(collapse.utf8.count) bytes; at most 64"))
      }
      if let ttl = options["time_to_live"]?.doubleValue, ttl > 864_000 {
        result.findings.append(CaptureFinding(
          .error, "/options/time_to_live", "time_to_live is \(ttl) s; at most 864000 (10 days)"))
      }
    }
    return result
  }

  private static func messageObject(_ message: JSONView, shape: JPushMessage.Shape, prefix: String) -> JPushMessage {
    var result = empty(shape)
    result.title = message["title"]?.stringValue
    result.contentType = message["content_type"]?.stringValue
    result.extras = message["extras"]?.value
    if let content = message["msg_content"] {
      result.content = content.value
      if content.kind != .string {
        result.findings.append(CaptureFinding(.error, prefix + "/msg_content", "msg_content must be a string, got \(content.typeName)"))
      }
    } else {
      result.findings.append(CaptureFinding(.error, prefix + "/msg_content", "msg_content is required (error 1002)"))
    }
    checkExtras(message["extras"], pointer: prefix + "/extras", into: &result)
    for key in message.keys where !messageKeys.contains(key) {
      result.findings.append(CaptureFinding(.warning, prefix + "/" + key, "unknown key in message (JPush answers 1009)"))
    }
    for key in ["title", "content_type"] {
      if let value = message[key], value.kind != .string {
        result.findings.append(CaptureFinding(.error, prefix + "/" + key, "\(key) must be a string, got \(value.typeName)"))
      }
    }
    return result
  }

  private static func checkExtras(_ extras: JSONView?, pointer: String, into result: inout JPushMessage) {
    if let extras, extras.kind != .object {
      result.findings.append(CaptureFinding(.error, pointer, "extras must be an object, got \(extras.typeName)"))
    }
  }

  private static func checkIOSNotification(_ ios: JSONView, into result: inout JPushMessage) {
    let pointer = "/notification/ios"
    for key in ios.keys where !iosKeys.contains(key) {
      result.findings.append(CaptureFinding(.error, pointer + "/" + key, "unsupported key (JPush answers 1009)"
        + (key == "content_available" ? "; write content-available" : "")))
    }
    if let badge = ios["badge"] {
      let text = badge.stringValue ?? badge.numberLexeme ?? ""
      let valid = badge.intValue != nil || text == "auto"
        || (text.first.map { "+-0123456789".contains($0) } ?? false) && Int(text.drop(while: { $0 == "+" || $0 == "-" })) != nil
      if !valid {
        result.findings.append(CaptureFinding(.error, pointer + "/badge", "badge must be an integer, \"+N\", \"-N\" or \"auto\""))
      }
    }
    if let level = ios["interruption-level"], !["active", "critical", "passive", "time-sensitive"].contains(level.stringValue ?? "") {
      result.findings.append(CaptureFinding(
        .error, pointer + "/interruption-level", "interruption-level must be active, critical, passive or time-sensitive"))
    }
    let size = 6 + ios.compactSize  // `"ios":` and its value
    if size > 2000 {
      result.findings.append(CaptureFinding(
        .error, pointer, "\"ios\":{…} is \(size) bytes; JPush allows 2000 (error 1005)"))
    }
  }

  private static func customMessage(_ userInfo: JSONView) -> JPushMessage {
    var result = empty(.customMessage)
    let content = userInfo["content"]
    result.content = content?.value
    result.title = userInfo["title"]?.stringValue
    result.contentType = userInfo["content_type"]?.stringValue
    result.extras = userInfo["extras"]?.value
    result.msgId = userInfo["_j_msgid"]?.value
    if let content {
      if content.kind != .string { result.findings.append(CaptureFinding(.error, "/content", "content must be a string")) }
    } else {
      result.findings.append(CaptureFinding(.error, "/content", "no content: the custom message text is missing"))
    }
    checkExtras(userInfo["extras"], pointer: "/extras", into: &result)
    result.fields = internalFields(userInfo)
    return result
  }

  private static func apns(_ userInfo: JSONView) -> JPushMessage {
    var result = empty(.apns)
    let alert = userInfo["aps"]?["alert"]
    result.content = alert?.stringValue.map(JSONValue.string) ?? alert?["body"]?.value
    result.title = alert?["title"]?.stringValue
    result.msgId = userInfo["_j_msgid"]?.value
    var extras: [JSONMember] = []
    for member in userInfo.members ?? .empty(in: userInfo) where !member.hasKey("aps") && !member.key.hasPrefix("_j_") {
      extras.append(JSONMember(member.key, member.value.value))
    }
    result.extras = .object(extras)
    result.fields = internalFields(userInfo)
    if userInfo["_j_msgid"] == nil {
      result.findings.append(CaptureFinding(.warning, "", "no _j_msgid: this APNs payload may not come from JPush"))
    }
    return result
  }

  private static func internalFields(_ userInfo: JSONView) -> [ExplainedField] {
    var fields: [ExplainedField] = []
    for member in userInfo.members ?? .empty(in: userInfo) {
      let key = member.key
      guard key.hasPrefix("_j_") else { continue }
      fields.append(ExplainedField("/" + JSONPointer.escape(key), value: member.value.value, internalMeanings[key] ?? "JPush internal key"))
      if key == "_j_data_", let text = member.value.stringValue, let json = CaptureReader.json(text).0 {
        fields.append(ExplainedField(
          "/_j_data_ (decoded)", json.shortDisplay(), "the JSON inside _j_data_", pointer: "/_j_data_", json: json))
      }
    }
    return fields
  }
}
