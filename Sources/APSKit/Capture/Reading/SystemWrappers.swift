extension NotificationWrapper {
  /// Keys under which iOS itself hands over a notification inside a dictionary of its own: the launch
  /// options of an app opened from a notification (UIApplication.LaunchOptionsKey.remoteNotification,
  /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification,
  /// printed by NSLog under its raw value), and the message apsd passes to SpringBoard, logged by tweaks
  /// that hook `APSIncomingMessage` (its `APSMessageUserInfo` is the userInfo the app receives).
  static let systemKeys = ["UIApplicationLaunchOptionsRemoteNotificationKey", "APSMessageUserInfo"]

  /// The notification a system dictionary carries under one of `systemKeys`, with a note; nil when
  /// `capture` is none.
  static func systemWrapperPayload(_ capture: Capture) -> Capture? {
    let found = capture.withRoot { root -> (key: String, value: JSONValue)? in
      guard root["aps"] == nil,
        let key = systemKeys.first(where: { root[$0]?["aps"]?.members != nil }), let inner = root[key]
      else { return nil }
      return (key, inner.value)
    }
    guard let found = found ?? nil else { return nil }
    return capture.replacingValue(found.value, note: "read the notification iOS passed as \(found.key) out of the dictionary around it")
  }

  /// The notification inside an app's record of one it received (an id and a receive time beside it, as a
  /// notification list keeps them): a dictionary without `aps` whose `payload` holds `aps` and whose other
  /// members are all strings, numbers or flags. Firebase's ApnsConfig keeps `headers` and `fcm_options`
  /// beside its `payload` (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#apnsconfig):
  /// a sender's object, which stays whole.
  static let apnsConfigFields: Set<String> = ["headers", "fcm_options", "fcmOptions", "live_activity_token"]

  static func storedRecordPayload(_ capture: Capture) -> Capture? {
    let found = capture.withRoot { root -> (value: JSONValue, others: [String])? in
      guard let members = root.members, members.count > 1, root["aps"] == nil,
        let inner = root["payload"], inner["aps"]?.members != nil,
        members.allSatisfy({ $0.hasKey("payload") || ($0.value.kind != .object && $0.value.kind != .array) }),
        !members.contains(where: { apnsConfigFields.contains($0.key) })
      else { return nil }
      return (inner.value, members.map(\.key).filter { $0 != "payload" })
    }
    guard let found = found ?? nil else { return nil }
    return capture.replacingValue(
      found.value, note: "read the notification in the record's payload member (beside \(found.others.joined(separator: ", ")))")
  }
}

extension NotificationWrapper {
  /// The fields of an app's registration with its own push server: the device token and the app it belongs to
  /// (apps log the request body beside the pushes they receive). Such a dictionary holds no notification.
  static let registrationTokens: Set<String> = ["device-token", "deviceToken", "device_token", "devicetoken"]
  static let registrationApps: Set<String> = ["bundle-id", "bundleId", "bundle_id", "bundleIdentifier", "app_id", "appId"]

  /// The keys of a registration request's body: a device token and an app identifier, and no `aps` in it
  /// or in any member; nil when `capture` is none.
  static func registrationKeys(_ capture: Capture) -> [String]? {
    capture.withRoot { root -> [String]? in
      guard let members = root.members, root["aps"] == nil else { return nil }
      let keys = members.map(\.key)
      if Set(keys).isSubset(of: sdkIdsFields), keys.contains("pushToken"),
        members.allSatisfy({ $0.value.kind == .string || $0.value.kind == .null })
      {
        return keys
      }
      guard members.contains(where: { registrationTokens.contains($0.key) }),
        members.contains(where: { registrationApps.contains($0.key) }),
        !members.contains(where: { $0.value["aps"] != nil })
      else { return nil }
      return keys
    } ?? nil
  }

  /// APNs' response body: "a JSON dictionary" with `reason` ("The error code … indicating the reason for
  /// the failure") and, for a 410, `timestamp` (Apple, Handling notification responses from APNs,
  /// https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns).
  /// Logged beside the request it answers (public capture 857); nil for anything else.
  static func apnsResponseReason(_ capture: Capture) -> String? {
    capture.withRoot { root -> String? in
      if let members = root.members, let reason = root["reason"]?.stringValue,
        members.allSatisfy({ $0.key == "reason" || $0.key == "timestamp" })
      {
        return reason
      }
      if let reason = failedSendReason(root) { return reason }
      // The response's headers, printed as a map: `:status` with `apns-id` (and `apns-unique-id` from the
      // development environment), all a 200 carries (same page, "Understand the response headers").
      if let members = root.members, let status = root[":status"]?.stringValue,
        members.allSatisfy({ Self.apnsResponseHeaders.contains($0.key) })
      {
        return "\(status), its response headers"
      }
      // The list node-apn resolves as `failed`, printed whole.
      guard let elements = root.elements else { return nil }
      var reasons = elements.makeIterator()
      guard let first = reasons.next(), let reason = failedSendReason(first) else { return nil }
      while let next = reasons.next() { if failedSendReason(next) == nil { return nil } }
      return reason
    } ?? nil
  }

  private static let apnsResponseHeaders: Set<String> = [":status", "apns-id", "apns-unique-id"]

  /// The reason in one entry of node-apn's failed sends, `{device, status, response: {reason}}` ("node-apn",
  /// `Provider.send` resolves `{sent, failed}`, a failure holding the device, the HTTP status and APNs'
  /// response: https://github.com/node-apn/node-apn/blob/master/README.md; public capture 913).
  private static func failedSendReason(_ entry: JSONView) -> String? {
    guard let members = entry.members, members.contains(where: { $0.hasKey("device") }),
      members.allSatisfy({ $0.key == "device" || $0.key == "status" || $0.key == "response" || $0.key == "error" }),
      let reason = entry["response"]?["reason"]?.stringValue
    else { return nil }
    return reason
  }

  /// What makes `capture` a JSON Schema rather than a payload: a `$schema` naming a JSON Schema dialect,
  /// or `type` "object" beside a `properties` object (the keywords of "JSON Schema: A Media Type for
  /// Describing JSON Documents", https://json-schema.org/draft/2020-12/json-schema-core, and its
  /// validation vocabulary, https://json-schema.org/draft/2020-12/json-schema-validation; public
  /// capture 911, a schema of the APNs payload). Nil for anything else.
  static func jsonSchemaKeyword(_ capture: Capture) -> String? {
    capture.withRoot { root -> String? in
      guard root.members != nil else { return nil }
      if let dialect = root["$schema"]?.stringValue, dialect.contains("json-schema") { return "$schema \(dialect)" }
      guard root["type"]?.stringValue == "object", root["properties"]?.members != nil else { return nil }
      return "type \"object\" with properties"
    } ?? nil
  }

  /// A push SDK's registration ids handed to the app (OneSignal's `getIds` / `idsAvailable` callback: the
  /// subscriber's `userId` or `playerId` and the device's `pushToken`, "Get the current playerid/userid",
  /// https://github.com/OneSignal/react-native-onesignal/issues/4; public capture 783): apps log them beside
  /// the notifications they receive. Strings only, no other key.
  static let sdkIdsFields: Set<String> = ["userId", "playerId", "pushToken"]

  /// The keys of a push service's request data: no `aps`, and a top-level `badge` of "Increment", Parse's
  /// instruction to add one to each device's badge ("Sending Options", https://docs.parseplatform.org/rest/guide/#sending-options;
  /// LeanCloud takes the same `data`, public capture 640). The service moves alert, badge and sound into
  /// `aps`; the phone never gets this dictionary.
  static func serviceRequestKeys(_ capture: Capture) -> [String]? {
    capture.withRoot { root -> [String]? in
      guard let members = root.members, root["aps"] == nil, root["badge"]?.stringValue?.lowercased() == "increment" else { return nil }
      return members.map(\.key)
    } ?? nil
  }
}

extension NotificationWrapper {
  /// Keys that carry what a push shows or hands the app: APNs' `aps` and its alert, badge and sound
  /// (Apple, "Generating a remote notification",
  /// https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification), FCM's
  /// `notification`, `data` and platform sections ("projects.messages",
  /// https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages), and the title, text and
  /// custom-data members of the vendors' requests and SDK objects (OneSignal's `contents`/`headings`, JPush's
  /// `msg_content`/`extras`, TPNS's `custom`, a wrapper's `userInfo` or `payload`).
  static let pushContentKeys: Set<String> = [
    "aps", "alert", "badge", "sound", "content-available", "mutable-content", "category", "thread-id",
    "notification", "data", "message", "apns", "android", "webpush", "payload", "rawPayload", "userInfo",
    "title", "subtitle", "body", "text", "content", "contents", "headings", "msg", "msg_content", "n_content",
    "extras", "extra", "custom", "push",
  ]

  /// The members of an API's answer to a send or of another call's body, which docs and sender logs print beside
  /// the pushes they are about: FlyPush's send answer `{"id", "status": "QUEUED"}` and a topic subscription's
  /// `{"topic"}` ("Notifications" and "Topics",
  /// https://github.com/flypush-io/flypush-docs/blob/d6b432d15562b8f46342311f91ec7572e7a6389d/docs/api-reference/notifications.md),
  /// node-apn's resolved `{sent, failed}` (https://github.com/node-apn/node-apn/blob/master/README.md), FCM's legacy
  /// answer `multicast_id`, `success`, `failure`, `canonical_ids`, `results` ("Firebase Cloud Messaging HTTP protocol",
  /// https://firebase.google.com/docs/cloud-messaging/http-server-ref), JPush's `sendno` and `msg_id` ("REST API v3 Push",
  /// https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/server/push/rest_api_v3_push.md),
  /// and the `result` a callback wraps them in.
  static let answerKeys: Set<String> = [
    "id", "status", "topic", "result", "sent", "failed", "multicast_id", "success", "failure", "canonical_ids", "results",
    "sendno", "msg_id",
  ]

  /// The keys of a dictionary whose every member is one of `answerKeys`: no push's content, no app's own data.
  /// Beside a push it is not read; alone it is read as printed. Nil for anything else.
  static func apiAnswerKeys(_ capture: Capture) -> [String]? {
    capture.withRoot { root -> [String]? in
      guard let members = root.members, !members.isEmpty, members.allSatisfy({ answerKeys.contains($0.key) }) else { return nil }
      return members.map(\.key)
    } ?? nil
  }
}

extension NotificationWrapper {
  /// Whether `error` stopped a source literal at a variable (`key: __dirname + "/key.p8"`).
  static func stoppedAtVariable(_ error: CaptureError) -> Bool {
    switch error {
    case .unexpected(let character, _, _): return character.hasPrefix("bare name ")
    case .unreadable(_, let inner): return stoppedAtVariable(inner)
    default: return false
    }
  }

  /// The keys (`name:` or `"name":`, at any depth) of the first braced literal that starts on `line` of
  /// `text` (1-based), up to its closing brace or the end of the text.
  static func literalKeys(_ text: [UInt8], line: Int) -> [String] {
    var index = 0
    var current = 1
    while current < line, index < text.count {
      if text[index] == UInt8(ascii: "\n") { current += 1 }
      index += 1
    }
    while index < text.count, text[index] != UInt8(ascii: "{") {
      if text[index] == UInt8(ascii: "\n") { return [] }
      index += 1
    }
    var keys: [String] = []
    var depth = 0
    var word: [UInt8] = []
    func isWord(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
    while index < text.count {
      let byte = text[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        var end = index + 1
        while end < text.count, text[end] != byte, text[end] != UInt8(ascii: "\n") {
          end += text[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        word = end <= text.count ? Array(text[(index + 1)..<min(end, text.count)]) : []
        index = end + 1
        continue
      }
      if isWord(byte) {
        if index == 0 || !isWord(text[index - 1]) { word = [] }
        word.append(byte)
        index += 1
        continue
      }
      if byte == UInt8(ascii: ":"), !word.isEmpty { keys.append(String(decoding: word, as: UTF8.self)) }
      if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { word = [] }
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    return keys
  }
}
