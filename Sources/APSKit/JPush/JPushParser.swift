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

  /// Reads `value`; `unwrap` parses a content that is itself JSON text.
  public static func parse(_ value: JSONValue, unwrap: Bool = false) throws(JPushError) -> JPushMessage {
    guard case .object = value else { throw .notAnObject(value.typeName) }
    var message: JPushMessage
    if value["message"] != nil || value["notification"] != nil || value["platform"] != nil || value["audience"] != nil {
      message = pushBody(value)
    } else if value["msg_content"] != nil {
      message = messageObject(value, shape: .message, prefix: "")
    } else if value["aps"] != nil {
      message = apns(value)
    } else if value["content"] != nil || value["_j_msgid"] != nil {
      message = customMessage(value)
    } else {
      throw .unknownShape(keys: value.keys)
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

  private static func pushBody(_ body: JSONValue) -> JPushMessage {
    var result: JPushMessage
    if let message = body["message"] {
      if case .object = message {
        result = messageObject(message, shape: .pushAPI, prefix: "/message")
      } else {
        result = empty(.pushAPI)
        result.findings.append(CaptureFinding(.error, "/message", "message must be an object, got \(message.typeName)"))
      }
      let size = PayloadSize.compactSize(of: message)
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

  private static func messageObject(_ message: JSONValue, shape: JPushMessage.Shape, prefix: String) -> JPushMessage {
    var result = empty(shape)
    result.title = message["title"]?.stringValue
    result.contentType = message["content_type"]?.stringValue
    result.extras = message["extras"]
    if let content = message["msg_content"] {
      result.content = content
      if content.stringValue == nil {
        result.findings.append(CaptureFinding(.error, prefix + "/msg_content", "msg_content must be a string, got \(content.typeName)"))
      }
    } else {
      result.findings.append(CaptureFinding(.error, prefix + "/msg_content", "msg_content is required (error 1002)"))
    }
    checkExtras(result.extras, pointer: prefix + "/extras", into: &result)
    for key in message.keys where !messageKeys.contains(key) {
      result.findings.append(CaptureFinding(.warning, prefix + "/" + key, "unknown key in message (JPush answers 1009)"))
    }
    for key in ["title", "content_type"] {
      if let value = message[key], value.stringValue == nil {
        result.findings.append(CaptureFinding(.error, prefix + "/" + key, "\(key) must be a string, got \(value.typeName)"))
      }
    }
    return result
  }

  private static func checkExtras(_ extras: JSONValue?, pointer: String, into result: inout JPushMessage) {
    if let extras, extras.members == nil {
      result.findings.append(CaptureFinding(.error, pointer, "extras must be an object, got \(extras.typeName)"))
    }
  }

  private static func checkIOSNotification(_ ios: JSONValue, into result: inout JPushMessage) {
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
    let size = PayloadSize.compactSize(of: .object([JSONMember("ios", ios)])) - 2  // `"ios":{…}` without the braces
    if size > 2000 {
      result.findings.append(CaptureFinding(
        .error, pointer, "\"ios\":{…} is \(size) bytes; JPush allows 2000 (error 1005)"))
    }
  }

  private static func customMessage(_ userInfo: JSONValue) -> JPushMessage {
    var result = empty(.customMessage)
    result.content = userInfo["content"]
    result.title = userInfo["title"]?.stringValue
    result.contentType = userInfo["content_type"]?.stringValue
    result.extras = userInfo["extras"]
    result.msgId = userInfo["_j_msgid"]
    if result.content == nil {
      result.findings.append(CaptureFinding(.error, "/content", "no content: the custom message text is missing"))
    } else if result.content?.stringValue == nil {
      result.findings.append(CaptureFinding(.error, "/content", "content must be a string"))
    }
    checkExtras(result.extras, pointer: "/extras", into: &result)
    result.fields = internalFields(userInfo)
    return result
  }

  private static func apns(_ userInfo: JSONValue) -> JPushMessage {
    var result = empty(.apns)
    let alert = userInfo["aps"]?["alert"]
    result.content = alert?.stringValue.map(JSONValue.string) ?? alert?["body"]
    result.title = alert?["title"]?.stringValue
    result.msgId = userInfo["_j_msgid"]
    let extras = (userInfo.members ?? []).filter { $0.key != "aps" && !$0.key.hasPrefix("_j_") }
    result.extras = .object(extras)
    result.fields = internalFields(userInfo)
    if userInfo["_j_msgid"] == nil {
      result.findings.append(CaptureFinding(.warning, "", "no _j_msgid: this APNs payload may not come from JPush"))
    }
    return result
  }

  private static func internalFields(_ userInfo: JSONValue) -> [ExplainedField] {
    var fields: [ExplainedField] = []
    for member in userInfo.members ?? [] where member.key.hasPrefix("_j_") {
      fields.append(ExplainedField(
        "/" + JSONPointer.escape(member.key), value: member.value, internalMeanings[member.key] ?? "JPush internal key"))
      if member.key == "_j_data_", let text = member.value.stringValue, let json = CaptureReader.json(text).0 {
        fields.append(ExplainedField(
          "/_j_data_ (decoded)", json.shortDisplay(), "the JSON inside _j_data_", pointer: "/_j_data_", json: json))
      }
    }
    return fields
  }
}
