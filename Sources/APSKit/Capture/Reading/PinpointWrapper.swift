extension NotificationWrapper {
  /// Amazon Pinpoint's message configuration: one message per channel ("Messages",
  /// https://docs.aws.amazon.com/pinpoint/latest/apireference/apps-application-id-messages.html). Its
  /// `APNSMessage` holds the raw APNs payload itself (the developer guide's "Sending Safari push
  /// notifications" example) or as JSON text in `RawContent`.
  static let pinpointChannels: Set<String> = [
    "APNSMessage", "GCMMessage", "ADMMessage", "BaiduMessage", "DefaultMessage", "DefaultPushNotificationMessage",
    "EmailMessage", "SMSMessage", "VoiceMessage",
  ]

  /// The APNs payload inside a Pinpoint message configuration, with a note; nil when `capture` is
  /// none, or its `APNSMessage` holds Pinpoint's own fields (`Body`, `Title`) rather than a payload.
  static func pinpointPayload(_ capture: Capture) -> Capture? {
    let found = capture.withRoot { root -> (JSONValue?, JSONText?)? in
      guard let members = root.members, !members.isEmpty, members.allSatisfy({ pinpointChannels.contains($0.key) }),
        let message = root["APNSMessage"]
      else { return nil }
      if message["aps"]?.members != nil { return (message.value, nil) }
      guard let raw = message["RawContent"]?.stringValue, let json = try? JSONText(scanning: Array(raw.utf8)),
        json.withRoot({ $0["aps"]?.members != nil })
      else { return nil }
      return (nil, json)
    }
    guard let found = found ?? nil else { return nil }
    let note = "out of an Amazon Pinpoint message configuration"
    if let json = found.1 { return capture.replacingValue(json, note: "read the APNs payload at /APNSMessage/RawContent (JSON text) \(note)") }
    guard let value = found.0 else { return nil }
    return capture.replacingValue(value, note: "read the APNs payload at /APNSMessage \(note)")
  }
}

extension NotificationWrapper {
  /// The members a sender's or an SDK's envelope keeps the notification in, beside its own fields (a device
  /// token, an environment, an expiry): Gapless's "Sent:" log line (`token`, `identifier`, `data`, `expiry`), a
  /// test event's or a plugin's `payload`, as Go structs' `Payload` field is read.
  static let envelopeMembers: Set<String> = ["payload", "data"]

  /// The device-token fields that make a dictionary a sender's envelope rather than an SDK's notification
  /// object (React Native's and Titanium's objects keep `data` with `aps` beside fields of their own).
  static let envelopeTokens: Set<String> = ["token", "device_token", "deviceToken"]

  /// The notification inside an envelope: a dictionary without `aps` whose `payload` or `data` member is a
  /// dictionary with `aps`, beside the device token it is sent to, or alone; with a note naming the envelope's
  /// other fields.
  static func senderEnvelopePayload(_ capture: Capture) -> Capture? {
    if let text = envelopeJSONText(capture) { return text }
    let found = capture.withRoot { root -> (key: String, value: JSONValue, others: [String])? in
      guard let members = root.members, root["aps"] == nil,
        members.count == 1 || members.contains(where: { envelopeTokens.contains($0.key) }),
        let inner = members.first(where: { envelopeMembers.contains($0.key) && $0.value["aps"]?.members != nil })
      else { return nil }
      return (inner.key, inner.value.value, members.map(\.key).filter { $0 != inner.key })
    }
    guard let found = found ?? nil else { return nil }
    let others = found.others.isEmpty ? "" : " (beside \(found.others.joined(separator: ", ")))"
    return capture.replacingValue(found.value, note: "read the notification in the envelope's \(found.key) member\(others)")
  }

  /// The parts of an HTTP request that say it is one (HTTP/2 pseudo-headers included).
  static let requestFields: Set<String> = ["method", "url", "headers", ":path", ":method", "path"]

  /// The notification in a request to APNs printed whole (`{"request": {"method", "url", "headers",
  /// "body": {…}}, "response": …}`, or the request alone): its body, the payload APNs delivers (Apple,
  /// "Sending notification requests to APNs",
  /// https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
  static func requestBodyPayload(_ capture: Capture) -> Capture? {
    let found = capture.withRoot { root -> (value: JSONValue, path: String, others: [String])? in
      guard root["aps"] == nil else { return nil }
      let nested = root["request"]?.members != nil
      guard let request = nested ? root["request"] : root, let members = request.members,
        members.contains(where: { requestFields.contains($0.key) }),
        let body = request["body"], body["aps"]?.members != nil
      else { return nil }
      let others = members.map(\.key).filter { $0 != "body" }
      return (body.value, nested ? "/request/body" : "/body", others)
    }
    guard let found = found ?? nil else { return nil }
    return capture.replacingValue(
      found.value,
      note: "read the notification at \(found.path), the body of a printed request to APNs (beside \(found.others.joined(separator: ", ")))")
  }

  /// The same envelope whose `payload` or `data` member is the notification as JSON text (a sender's
  /// request `{ payload: '{"aps":…}' }`, the body APNs receives as bytes, as Pinpoint's `RawContent` is).
  private static func envelopeJSONText(_ capture: Capture) -> Capture? {
    let found = capture.withRoot { root -> (key: String, json: JSONText, others: [String])? in
      guard let members = root.members, root["aps"] == nil,
        members.count == 1 || members.contains(where: { envelopeTokens.contains($0.key) })
      else { return nil }
      for member in members where envelopeMembers.contains(member.key) {
        guard let raw = member.value.stringValue, raw.first == "{", let json = try? JSONText(scanning: Array(raw.utf8)),
          json.withRoot({ $0["aps"]?.members != nil })
        else { continue }
        return (member.key, json, members.map(\.key).filter { $0 != member.key })
      }
      return nil
    }
    guard let found = found ?? nil else { return nil }
    let others = found.others.isEmpty ? "" : " (beside \(found.others.joined(separator: ", ")))"
    return capture.replacingValue(found.json, note: "read the notification in the envelope's \(found.key) member, JSON text\(others)")
  }
}
