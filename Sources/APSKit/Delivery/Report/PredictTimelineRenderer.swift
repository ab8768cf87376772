/// `aps predict --scenario FILE` with events: each step with the callbacks it causes and what the
/// user sees, then the final state (text); one record with `timeline` and `final` (json).
enum PredictTimelineRenderer {
  static func text(_ result: TimelineResult, head: ResolvedScenario, swift: Bool) -> String {
    var lines = [
      "iOS \(head.ios) (\(head.generation.rawValue)), app \(head.state.rawValue) at the start, SDK \(head.sdk.rawValue), \(result.steps.count) events",
      "implements: " + head.capabilityList.map(\.rawValue).joined(separator: ", "),
      "",
    ]
    for step in result.steps {
      var head = "\(step.index + 1). \(eventText(step.event))"
      if let delivered = step.delivered { head += delivered ? " · delivered" : " · not delivered now" }
      lines.append(head + " · \(step.certainty.rawValue) · app \(step.appState.rawValue)")
      if step.callbacks.isEmpty, case .push = step.event { lines.append("     no callback runs") }
      if step.callbacks.isEmpty, case .user = step.event { lines.append("     no callback runs") }
      for callback in step.callbacks {
        let args = PredictTextRenderer.argumentText(callback.args)
        lines.append("     \(callback.order). \(swift ? callback.swift : callback.selector)\(args.isEmpty ? "" : "  [\(args)]")")
        lines.append("        \(callback.id) · \(callback.why) · \(callback.confidence.rawValue)")
      }
      if let seen = step.presentation { lines.append("     sees: " + PredictTextRenderer.presentationText(seen)) }
      for note in step.notes { lines.append("     " + note) }
    }
    lines.append("")
    let center = result.final.notificationCenter
    lines.append("final: app \(result.final.appState.rawValue) · Notification Center: \(center.isEmpty ? "empty" : center.joined(separator: ", ")) · badge \(result.final.badge.map(String.init) ?? "not set")")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `events` as the file gave them, one per step.
  static func json(_ result: TimelineResult, events: [JSONValue]) -> JSONValue {
    let steps: [JSONValue] = result.steps.map { step in
      var members = [
        JSONMember("event", step.index < events.count ? events[step.index] : .null),
        JSONMember("callbacks", .array(step.callbacks.map(PredictJSON.callback))),
        JSONMember("delivered", step.delivered.map(JSONValue.bool) ?? .null),
        JSONMember("certainty", .string(step.certainty.rawValue)),
        JSONMember("appState", .string(step.appState.rawValue)),
        JSONMember("presentation", step.presentation.map(PredictJSON.presentation) ?? .null),
        JSONMember("notes", .array(step.notes.map(JSONValue.string))),
      ]
      if let rows = step.prediction?.rows, step.delivered == true { members.append(JSONMember("rows", .array(rows.map { .string($0.id) }))) }
      return .object(members)
    }
    return [
      "timeline": .array(steps),
      "final": [
        "appState": .string(result.final.appState.rawValue),
        "notificationCenter": .array(result.final.notificationCenter.map(JSONValue.string)),
        "badge": result.final.badge.map { .number(String($0)) } ?? .null,
      ],
    ]
  }

  static func eventText(_ event: DeliveryEvent) -> String {
    switch event {
    case .push(let push):
      var text = "push " + (push.kind?.rawValue ?? "payload") + (push.id.map { " \"\($0)\"" } ?? "")
      let headers = push.headers
      var parts: [String] = []
      if let priority = headers.priority { parts.append("apns-priority \(priority)") }
      if let id = headers.collapseID { parts.append("apns-collapse-id \(id)") }
      if let expiration = headers.expiration { parts.append("apns-expiration " + expirationText(expiration)) }
      if let type = headers.pushType { parts.append("apns-push-type \(type.rawValue)") }
      if !parts.isEmpty { text += " (" + parts.joined(separator: ", ") + ")" }
      return text
    case .user(let step, let target): return "user \(step.rawValue)" + (target.map { " on \($0)" } ?? "")
    case .wait(_, let text): return "wait \(text)"
    case .system(let event): return "system \(event.rawValue)"
    case .device(let change):
      var parts: [String] = []
      if let online = change.online { parts.append(online ? "online" : "offline") }
      if let locked = change.locked { parts.append(locked ? "locked" : "unlocked") }
      if let focus = change.focus { parts.append("focus \(focus.rawValue)") }
      if let lowPower = change.lowPower { parts.append("low power \(lowPower ? "on" : "off")") }
      if let refresh = change.backgroundRefresh { parts.append("background refresh \(refresh ? "on" : "off")") }
      if let lowData = change.lowData { parts.append("low data \(lowData ? "on" : "off")") }
      if let holds = change.holdsBackgroundPushes { parts.append("holds background pushes \(holds ? "on" : "off")") }
      if let prioritize = change.prioritizeNotifications { parts.append("prioritize notifications \(prioritize ? "on" : "off")") }
      if change.reboot { parts.append("reboot") }
      return "device " + parts.joined(separator: ", ")
    }
  }

  private static func expirationText(_ expiration: Expiration) -> String {
    switch expiration {
    case .immediately: return "0"
    case .after(let seconds):
      let units = [(86400, "d"), (3600, "h"), (60, "m")]
      let (size, unit) = units.first { seconds > 0 && seconds % $0.0 == 0 } ?? (1, "s")
      return "now+\(seconds / size)\(unit)"
    case .at(let unix): return String(unix)
    }
  }
}
