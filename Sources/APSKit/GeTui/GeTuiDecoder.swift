/// What a GeTui capture held: the transmission (透传) text, decoded from bytes, a demo log line,
/// an APNs `userInfo` (its `payload` string) or a `GeTuiSdkDidReceiveSlience` dictionary; plus
/// the GeTui fields explained.
public struct GeTuiDecoded: Sendable, Equatable {
  public enum Source: String, Sendable {
    /// Payload bytes or text (NSData description, hex, base64, raw text, JSON).
    case transmission
    /// The demo's `taskId=…,messageId:…,payloadMsg:…` log line.
    case logLine = "log-line"
    /// An APNs `userInfo` carrying GeTui's `payload` string.
    case apnsUserInfo = "apns-userinfo"
    /// The dictionary the Flutter/RN plugins log (`payloadMsg`, `taskId`, `offLine`, …).
    case callbackDictionary = "callback-dictionary"
    /// A REST v1 push body (`message.appkey`, `transmission.transmission_content`, `push_info`).
    case restV1Body = "rest-v1-body"
    /// A REST v2 push body (`push_message`, `push_channel`).
    case restV2Body = "rest-v2-body"
  }

  public var source: Source
  /// The transmission text, when there is one.
  public var payload: String?
  /// That text as JSON, when it is JSON.
  public var payloadJSON: JSONValue?
  /// Why the text is not JSON.
  public var payloadJSONError: String?
  public var taskId: String?
  public var messageId: String?
  public var offline: Bool?
  public var fields: [ExplainedField]
  public var findings: [CaptureFinding]

  /// Why there is no payload to show, naming what the input is (a REST v2 body with only a
  /// `notification` is not "a userInfo without payload").
  public var noPayloadReason: String {
    switch source {
    case .restV2Body: return "a GeTui REST v2 push body without push_message.transmission (a notification or revoke only)"
    case .restV1Body: return "a GeTui REST v1 push body without transmission.transmission_content"
    case .callbackDictionary: return "a GeTui callback dictionary without payloadMsg or payload"
    case .logLine: return "a GeTui log line without payloadMsg"
    case .transmission, .apnsUserInfo: return "a userInfo without a 'payload' key"
    }
  }
}

/// Turns a `Capture` into `GeTuiDecoded`.
public enum GeTuiDecoder {
  /// Decodes `capture`. A JSON string that holds JSON (`"{\"a\":1}"`) is decoded one level.
  public static func decode(_ capture: Capture) -> GeTuiDecoded {
    capture.withRoot { decode(capture, root: $0) } ?? decode(capture, root: nil)
  }

  /// Decodes `capture` whose value `root` views (read through its tape; nil when it holds none).
  static func decode(_ capture: Capture, root: JSONView?) -> GeTuiDecoded {
    var result = GeTuiDecoded(
      source: .transmission, payload: capture.text, payloadJSON: capture.value,
      payloadJSONError: capture.jsonError, fields: [], findings: [])
    if let line = capture.logLine {
      result.source = .logLine
      result.taskId = line.taskId
      result.messageId = line.messageId
      result.offline = line.offline
      result.fields = [
        ExplainedField("taskId", line.taskId, "GeTui task id (one push task)", pointer: nil, json: .string(line.taskId)),
        ExplainedField("messageId", line.messageId, "GeTui message id", pointer: nil, json: .string(line.messageId)),
        ExplainedField(
          "offline", line.offline ? "yes" : "no",
          line.offline
            ? "<离线消息>: re-delivered over GeTui's channel after going through APNs (offLine = YES)"
            : "delivered over GeTui's own channel while the app was in the foreground",
          pointer: nil, json: .bool(line.offline)),
      ]
      if let payloadId = line.payloadId {
        result.fields.insert(
          ExplainedField("payloadId", payloadId, "old SDK (before 1.4.1) payload id", pointer: nil, json: .string(payloadId)), at: 0)
      }
      return result
    }
    guard let root else { return result }
    return decode(root, stringIsText: capture.form == .json || capture.text == nil, into: result)
  }

  /// Decodes the value of a capture; `stringIsText`: a JSON string is the transmission text itself.
  private static func decode(_ value: JSONView, stringIsText: Bool, into result: GeTuiDecoded) -> GeTuiDecoded {
    var result = result
    if let text = value.stringValue, stringIsText {
      result.payload = text
      (result.payloadJSON, result.payloadJSONError) = CaptureReader.json(text)
      result.fields.append(ExplainedField(
        "(string)", "JSON string", "decoded one level: the text inside the quotes", pointer: "", json: .string(text)))
      return result
    }
    guard value.kind == .object else { return result }
    if GeTuiBodies.isRestV1(value) {
      GeTuiBodies.decodeRestV1(value, into: &result)
    } else if value["payload"] == nil, value["push_message"] == nil, let (path, inner) = GeTuiBodies.nestedUserInfo(value) {
      // A userInfo one or two levels down (`pushInfo.userInfo`, a `push_channel.ios` fragment).
      let innerTree = inner.value
      var nested = decode(
        inner, stringIsText: true,
        into: GeTuiDecoded(source: .transmission, payload: nil, payloadJSON: innerTree, payloadJSONError: nil, fields: [], findings: []))
      let prefix = path.description
      nested.fields = nested.fields.map { field in
        var field = field
        if field.path.hasPrefix("/") { field.path = prefix + field.path }
        field.pointer = field.pointer.map { prefix + $0 }
        return field
      }
      if path.tokens.last == "ios" {
        // A REST v2 `push_channel.ios` fragment: what GeTui sends to APNs, not a userInfo.
        nested.fields = []
        GeTuiKeys.explainIOSChannel(inner, at: prefix, into: &nested)
        nested.fields.insert(ExplainedField(prefix, value: innerTree, "GeTui REST v2 push_channel.ios: what GeTui sends through APNs"), at: 0)
      } else {
        nested.fields.insert(ExplainedField(prefix, value: innerTree, "the GeTui userInfo found here"), at: 0)
      }
      return nested
    } else if value["payloadMsg"] != nil || value["taskId"] != nil && value["messageId"] != nil {
      decodeCallbackDictionary(value, into: &result)
    } else if let payload = value["payload"] {
      result.source = .apnsUserInfo
      if let text = payload.stringValue {
        result.payload = text
        (result.payloadJSON, result.payloadJSONError) = CaptureReader.json(text)
      } else {
        result.payload = nil
        result.payloadJSON = payload.value
        result.findings.append(CaptureFinding(
          .warning, "/payload", "payload is a \(payload.typeName); GeTui delivers it as a string"))
      }
      result.fields = GeTuiKeys.explain(value, findings: &result.findings)
      if let gmid = value["_gmid_"]?.stringValue {
        // taskId:msgId, as GeTui's demo builds it (see GeTuiKeys.explain).
        let parts = gmid.split(separator: ":", omittingEmptySubsequences: false)
        result.taskId = parts.first.map(String.init)
        if parts.count > 1, !parts[1].isEmpty { result.messageId = String(parts[1]) }
      }
    } else if value["push_message"] != nil {
      result.source = .restV2Body
      result.payload = nil
      result.payloadJSON = nil
      result.payloadJSONError = nil
      GeTuiKeys.checkPushBody(value, decoded: &result)
    } else if value["aps"] != nil {
      // An APNs userInfo without GeTui's `payload`: there is no transmission to show.
      result.source = .apnsUserInfo
      result.payload = nil
      result.payloadJSON = nil
      result.fields = GeTuiKeys.explain(value, findings: &result.findings)
    }
    return result
  }

  private static func decodeCallbackDictionary(_ value: JSONView, into result: inout GeTuiDecoded) {
    result.source = .callbackDictionary
    result.taskId = value["taskId"]?.value.shortDisplay()
    result.messageId = value["messageId"]?.value.shortDisplay()
    if let offline = value["offLine"] {
      result.offline = offline.isNumber("1") || offline.boolValue == true || offline.isString("1")
    }
    if let text = value["payloadMsg"]?.stringValue ?? value["payload"]?.stringValue {
      result.payload = text
      (result.payloadJSON, result.payloadJSONError) = CaptureReader.json(text)
    } else {
      result.payload = nil
      result.payloadJSON = nil
    }
    for member in value.members ?? .empty(in: value) {
      let meaning: String
      let key = member.key
      switch key {
      case "taskId": meaning = "GeTui task id"
      case "messageId": meaning = "GeTui message id"
      case "payloadMsg", "payload": meaning = "the transmission text"
      case "offLine": meaning = "1: came after an APNs notification (offline message); 0: GeTui channel, app in the foreground"
      case "fromGetui": meaning = "1: GeTui channel; 0: APNs channel"
      case "appId": meaning = "GeTui app id"
      default: meaning = "plugin field"
      }
      result.fields.append(ExplainedField("/" + JSONPointer.escape(key), value: member.value.value, meaning))
    }
  }
}
