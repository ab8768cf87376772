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
    var payload = found.1.map { Capture(form: capture.form, json: $0, notes: capture.notes) } ?? capture
    if found.1 == nil { payload.value = found.0 }
    let place = found.1 == nil ? "/APNSMessage" : "/APNSMessage/RawContent (JSON text)"
    payload.notes.append(CaptureNote("read the APNs payload at \(place) out of an Amazon Pinpoint message configuration"))
    return payload.sealed()
  }
}
