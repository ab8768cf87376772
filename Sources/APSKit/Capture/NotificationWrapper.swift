/// Notifications logged inside something else: a dictionary that a logging helper built from a
/// `UNNotification`/`UNNotificationResponse` (`UNNotificationRequest = { UNNotificationContent = {
/// … userInfo = {…} } }`; public log: http://39.103.169.235/p/4eef612eeefd), or a log event of
/// `log stream --style json/ndjson` whose `eventMessage` holds the printed capture.
enum NotificationWrapper {
  /// What `capture` holds as notifications: the userInfo of a logged UNNotification, the APNs
  /// payloads of an Amazon SNS envelope (one per `APNS`-family key), or itself; a dictionary that
  /// is only an `aps` dictionary is refused (a fragment of the notification).
  static func unwrapped(_ capture: Capture) -> [Result<Capture, CaptureError>] {
    let inner = userInfo(capture)
    if let payloads = snsPayloads(inner) { return payloads.map { .success($0) } }
    if inner.form != .json, let members = inner.value?.members, !members.isEmpty,
      members.allSatisfy({ APSKeyMeanings.table[$0.key] != nil }), members.contains(where: { ["alert", "badge", "sound"].contains($0.key) })
    {
      return [.failure(.apsAlone(keys: members.map(\.key)))]
    }
    return [.success(inner)]
  }

  /// The userInfo of a logged UNNotification wrapper (with a note), else `capture`.
  static func userInfo(_ capture: Capture) -> Capture {
    guard let value = capture.value, let members = value.members,
      let wrapper = members.first(where: { $0.key.hasPrefix("UNNotification") })?.key,
      let (path, userInfo) = userInfo(in: value, path: [], depth: 0)
    else { return capture }
    var result = capture
    result.value = userInfo
    result.jsonSource = nil
    result.notes.append(CaptureNote("read the userInfo at \(JSONPointer(tokens: path)) out of a logged \(wrapper)"))
    return result
  }

  /// Amazon SNS's platform keys that hold an APNs payload as JSON text
  /// (https://docs.aws.amazon.com/sns/latest/dg/sns-send-custom-platform-specific-payloads-mobile-devices.html).
  static let snsKeys = ["APNS", "APNS_SANDBOX", "APNS_VOIP", "APNS_VOIP_SANDBOX", "MACOS", "MACOS_SANDBOX"]

  /// Each APNs payload of an SNS envelope, in text order; nil when `capture` is none.
  static func snsPayloads(_ capture: Capture) -> [Capture]? {
    guard let members = capture.value?.members else { return nil }
    var payloads: [Capture] = []
    for member in members where snsKeys.contains(member.key) {
      guard case .string(let text) = member.value, let document = try? JSONParser.parse(Array(text.utf8)) else { return nil }
      var payload = Capture(form: capture.form, value: document.value, notes: capture.notes)
      payload.jsonSource = Array(text.utf8)
      payload.notes.append(CaptureNote("read the \(member.key) payload (JSON text) out of an Amazon SNS message envelope"))
      payloads.append(payload)
    }
    return payloads.isEmpty ? nil : payloads
  }

  private static func userInfo(in value: JSONValue, path: [String], depth: Int) -> ([String], JSONValue)? {
    guard depth < 8, let members = value.members else { return nil }
    if let info = value["userInfo"], info.members != nil { return (path + ["userInfo"], info) }
    for member in members where member.value.members != nil {
      if let found = userInfo(in: member.value, path: path + [member.key], depth: depth + 1) { return found }
    }
    return nil
  }
}

/// A `log stream`/`log show` event in JSON: its `eventMessage` is the logged text.
enum LogEvent {
  static func message(_ value: JSONValue?) -> String? {
    guard let value, case .string(let message)? = value["eventMessage"],
      value["timestamp"] != nil || value["processImagePath"] != nil || value["messageType"] != nil
    else { return nil }
    return message
  }

  /// The captures in an event's message, reported at the event's line: positions inside the message
  /// text are not positions in the input, so notes lose theirs and errors are wrapped.
  static func segments(_ message: String, reader: CaptureReader, line: Int, at: SourceLocation) -> [CaptureSegment] {
    reader.segments(Array(message.utf8), nested: true).map { segment in
      CaptureSegment(
        line: line,
        result: segment.result.map { capture in
          var moved = capture
          moved.notes = capture.notes.map { CaptureNote($0.message, pointer: $0.pointer) }
          return moved
        }.mapError { .inLogEvent(at: at, error: $0) })
    }
  }
}
