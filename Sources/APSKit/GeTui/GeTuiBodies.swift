/// GeTui server bodies and nested userInfo dictionaries that `getui decode` and `inspect` must
/// recognise instead of treating the whole body as the payload.
enum GeTuiBodies {
  /// REST v1 (`POST https://restapi.getui.com/v1/{appid}/push_single`):
  /// `{"message":{"appkey","is_offline","offline_expire_time","msgtype":"transmission"},
  /// "transmission":{"transmission_type","transmission_content"},"push_info":{"aps":{…},"payload"},
  /// "cid","requestid"}` — shape from a public example, https://cnblogs.com/meonly/p/12893858.html
  /// ("restful格式的个推": `"message": {"appkey": appkey, … "msgtype": "transmission"}`,
  /// `"transmission": {"transmission_type": True, "transmission_content": content, …}`,
  /// `"push_info": { //适用于ios "aps": {…, "autoBadge": "+1", …}, "payload": content}`), and the
  /// aiogetui client (PyPI `aiogetui` 0.4, `aiogetui/template.py`).
  static func isRestV1(_ body: JSONView) -> Bool {
    body["message"]?["appkey"] != nil || body["message"]?["msgtype"] != nil
      || body["transmission"]?["transmission_content"] != nil || body["push_info"]?.kind == .object
  }

  static func decodeRestV1(_ body: JSONView, into result: inout GeTuiDecoded) {
    result.source = .restV1Body
    result.payload = nil
    result.payloadJSON = nil
    result.payloadJSONError = nil
    let meanings: [(String, String)] = [
      ("/message/appkey", "GeTui app key"),
      ("/message/msgtype", "message type (transmission = 透传)"),
      ("/message/is_offline", "keep the message for an offline device"),
      ("/message/offline_expire_time", "how long an offline message is kept (ms)"),
      ("/transmission/transmission_type", "true: start the app at once; false: wait for the user to open it"),
      ("/transmission/transmission_content", "the transmission text (GeTui channel)"),
      ("/cid", "the target device's GeTui client id"),
      ("/requestid", "the request id (de-duplicates retries)"),
    ]
    for (path, meaning) in meanings {
      let tokens = path.split(separator: "/").map(String.init)
      if let value = tokens.reduce(Optional(body), { $0?[$1] }) {
        result.fields.append(ExplainedField(path, value: value.value, meaning))
      }
    }
    if let content = body["transmission"]?["transmission_content"] {
      if let text = content.stringValue {
        result.payload = text
        (result.payloadJSON, result.payloadJSONError) = CaptureReader.json(text)
      } else {
        result.findings.append(CaptureFinding(
          .error, "/transmission/transmission_content", "transmission_content must be a string, got \(content.typeName)"))
      }
    }
    if let pushInfo = body["push_info"] { GeTuiKeys.explainIOSChannel(pushInfo, at: "/push_info", into: &result) }
  }

  /// The first object below the top (at most three levels down) that is a GeTui userInfo: it has
  /// a `payload` and `aps` or one of GeTui's keys. Flutter/RN plugins nest it (`pushInfo.userInfo`);
  /// a REST v2 `push_channel.ios` fragment is `{"ios":{"aps":…,"payload":…}}`.
  static func nestedUserInfo(_ value: JSONView) -> (JSONPointer, JSONView)? {
    var level: [([String], JSONView)] = [([], value)]
    for _ in 0..<3 {
      var next: [([String], JSONView)] = []
      for (path, object) in level {
        for member in object.members ?? .empty(in: object) where member.value.kind == .object {
          let inner = member.value
          if inner["payload"] != nil && (inner["aps"] != nil || inner.keys.contains(where: GeTuiKeys.isGeTuiKey)) {
            return (JSONPointer(tokens: path + [member.key]), inner)
          }
          next.append((path + [member.key], inner))
        }
      }
      level = next
    }
    return nil
  }
}
