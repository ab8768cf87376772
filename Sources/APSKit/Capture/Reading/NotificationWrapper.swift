/// Notifications logged inside something else: a dictionary that a logging helper built from a
/// `UNNotification`/`UNNotificationResponse` (`UNNotificationRequest = { UNNotificationContent = {
/// … userInfo = {…} } }`; public log: http://39.103.169.235/p/4eef612eeefd), or a log event of
/// `log stream --style json/ndjson` whose `eventMessage` holds the printed capture.
/// Read on the capture's tape (`Capture.withRoot`), as every reader after the printers.
enum NotificationWrapper {
  /// What `capture` holds as notifications: the userInfo of a logged UNNotification, the APNs
  /// payloads of an Amazon SNS envelope (one per `APNS`-family key), none for a registration request's
  /// body, or itself; a dictionary that
  /// is only an `aps` dictionary is refused (a fragment of the notification).
  /// `pushKitLog`: whether the text around the capture says PushKit logged it (asked only when needed):
  /// then a dictionary of `aps`-like keys is a whole PushKit payload, read with a note.
  /// `storedUnder`: the key of the subscript the source code assigns the literal to (`$payload['aps'] = …`),
  /// asked only for an aps dictionary alone: then the notification is `{aps: literal}`.
  static func unwrapped(
    _ capture: Capture, pushKitLog: () -> Bool = { false }, storedUnder: () -> String? = { nil }
  ) -> [Result<Capture, CaptureError>] {
    // Most captures are a notification, `aps` at its root: the shapes below that hold no `aps` of their
    // own (a registration, a service's request, APNs' answer, Pinpoint's channels, an envelope, a
    // request, a system or stored record around the notification, an aps dictionary alone) are not
    // asked of it.
    let holdsAps = capture.withRoot { $0["aps"] != nil } ?? false
    // An app's registration request logged beside its pushes is not one of them.
    if !holdsAps, let keys = registrationKeys(capture) { return [.failure(.registration(keys: keys))] }
    if !holdsAps, let keys = serviceRequestKeys(capture) { return [.failure(.serviceRequest(keys: keys))] }
    if !holdsAps, let reason = apnsResponseReason(capture) { return [.failure(.apnsResponse(reason: reason))] }
    if let keyword = jsonSchemaKeyword(capture) { return [.failure(.jsonSchema(keyword: keyword))] }
    var inner = userInfo(capture)
    if let payloads = snsPayloads(inner) { return payloads.map { .success($0) } }
    // The userInfo found inside a wrapper is asked again.
    let innerHoldsAps = inner.withRoot { $0["aps"] != nil } ?? false
    if !innerHoldsAps {
      if let payload = pinpointPayload(inner) { return [.success(payload)] }
      if let payload = senderEnvelopePayload(inner) ?? requestBodyPayload(inner) { return [.success(payload)] }
      if let payload = systemWrapperPayload(inner) ?? storedRecordPayload(inner) { return [.success(payload)] }
    }
    if !innerHoldsAps, inner.form != .json, let keys = inner.withRoot({ apsKeysAlone($0) }) ?? nil {
      if storedUnder() == "aps", let value = inner.value {
        return [.success(inner.replacingValue(
          .object([JSONMember("aps", value)]), note: "read the literal the code stores as the aps member of the dictionary it sends"))]
      }
      guard pushKitLog() else { return [.failure(.apsAlone(keys: keys))] }
      inner.notes.append(CaptureNote(
        "a PushKit payload (the log names PushKit): its keys (\(keys.joined(separator: ", "))) are the sender's own, not an aps dictionary; a VoIP push needs no aps"))
    }
    return [.success(inner)]
  }

  /// The keys of a dictionary that holds only `aps` keys, among them an alert, badge or sound.
  private static func apsKeysAlone(_ root: JSONView) -> [String]? {
    guard let members = root.members, !members.isEmpty,
      members.allSatisfy({ APSKeyMeanings.table[$0.key] != nil }),
      members.contains(where: { $0.hasKey("alert") || $0.hasKey("badge") || $0.hasKey("sound") })
    else { return nil }
    return members.map(\.key)
  }

  /// The userInfo of a logged UNNotification wrapper (with a note), else `capture`.
  static func userInfo(_ capture: Capture) -> Capture {
    let found = capture.withRoot { root -> (wrapper: String, path: [String], userInfo: JSONValue)? in
      guard let wrapper = root.members?.first(where: { $0.keyHasPrefix("UNNotification") })?.key,
        let (path, userInfo) = userInfo(in: root, path: [], depth: 0)
      else { return nil }
      // The userInfo becomes the capture's tree (printed once below): built from the tape.
      return (wrapper, path, userInfo.value)
    }
    guard let found = found ?? nil else { return capture }
    return capture.replacingValue(
      found.userInfo, note: "read the userInfo at \(JSONPointer(tokens: found.path)) out of a logged \(found.wrapper)")
  }

  /// Amazon SNS's platform keys that hold an APNs payload as JSON text
  /// (https://docs.aws.amazon.com/sns/latest/dg/sns-send-custom-platform-specific-payloads-mobile-devices.html).
  static let snsKeys = ["APNS", "APNS_SANDBOX", "APNS_VOIP", "APNS_VOIP_SANDBOX", "MACOS", "MACOS_SANDBOX"]

  /// Each APNs payload of an SNS envelope, in text order; nil when `capture` is none.
  static func snsPayloads(_ capture: Capture) -> [Capture]? {
    let texts = capture.withRoot { root -> [(key: String, text: String)]? in
      // Most captures hold none of the keys: looked up by name first (a key of another length is
      // passed over without reading it).
      guard let members = root.members, snsKeys.contains(where: { root[$0] != nil }) else { return nil }
      var texts: [(key: String, text: String)] = []
      for member in members where snsKeys.contains(where: member.hasKey) {
        guard let text = member.value.stringValue else { return nil }
        texts.append((member.key, text))
      }
      return texts
    }
    guard let texts = texts ?? nil else { return nil }
    var payloads: [Capture] = []
    for (key, text) in texts {
      // The payload's JSON text, scanned once: its tape is what the payload's readers read.
      guard let json = try? JSONText(scanning: Array(text.utf8)) else { return nil }
      payloads.append(capture.replacingValue(json, note: "read the \(key) payload (JSON text) out of an Amazon SNS message envelope"))
    }
    return payloads.isEmpty ? nil : payloads
  }

  /// The first `userInfo` dictionary, depth first, within 8 levels, with its path. The view found is the one
  /// returned: under a repeated key (`--allow-duplicates`) the path alone would lead to the first of them.
  private static func userInfo(in value: JSONView, path: [String], depth: Int) -> (path: [String], view: JSONView)? {
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
  static func message(_ value: JSONView) -> String? {
    guard let message = value["eventMessage"]?.stringValue,
      value["timestamp"] != nil || value["processImagePath"] != nil || value["messageType"] != nil
    else { return nil }
    return message
  }

  /// The event message of a capture that is one log event.
  static func message(_ capture: Capture) -> String? {
    capture.withRoot { message($0) } ?? nil
  }

  /// The event messages of a capture that is a log event, or an array of them; nil for any other.
  static func messages(_ capture: Capture) -> [String]? {
    capture.withRoot { root -> [String]? in
      if let message = message(root) { return [message] }
      guard let events = root.elements, !events.isEmpty else { return nil }
      var messages: [String] = []
      for event in events {
        guard let message = message(event) else { return nil }
        messages.append(message)
      }
      return messages
    } ?? nil
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

extension Capture {
  /// The notification a wrapper holds, found inside this capture: its value replaced by `value` (a
  /// tree, printed once by `sealed`), its notes kept, and `note` saying where it was found.
  func replacingValue(_ value: JSONValue, note: Hint) -> Capture {
    var payload = self
    payload.value = value
    payload.notes.append(CaptureNote(note))
    return payload.sealed()
  }

  /// The same, for a notification held as JSON text (scanned once: its tape is what later readers read).
  func replacingValue(_ json: JSONText, note: Hint) -> Capture {
    var payload = Capture(form: form, json: json, notes: notes)
    payload.notes.append(CaptureNote(note))
    return payload.sealed()
  }
}
