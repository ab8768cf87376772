extension ValidationRule {
  /// What each Live Activity event needs, and where its keys belong (Apple: "Starting and updating Live Activities with ActivityKit push notifications",
  /// https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
  static let liveActivityRules: [ValidationRule] = [
    ValidationRule(
      "live-activity-required", .error, "A liveactivity push needs `timestamp` and `event`.",
      source: "[GEN]; [LA]", when: .signals(.liveActivity)
    ) { facts in
      guard facts.pushType == .liveactivity, facts.aps?.members != nil else { return [] }
      return [APSKey.timestamp, .event].filter { !facts.has($0) }.map {
        Finding("/aps", "Live Activity push without \($0)", hint: $0 == .event ? #"add "event": "update""# : "add \"timestamp\": \(facts.context.nowText())")
      }
    },
    ValidationRule(
      "live-activity-content-state", .error, "Live Activity start and update need `content-state`.",
      source: "[LA]", when: .signals(.liveActivity)
    ) { facts in
      guard facts.pushType == .liveactivity, let event = facts.event, ["start", "update"].contains(event),
        !facts.has(.contentState)
      else { return [] }
      return [Finding("/aps", "Live Activity \(event) without content-state", hint: #"add "content-state": {…} matching the ContentState struct"#)]
    },
    ValidationRule(
      "live-activity-start", .error, "A Live Activity start needs `attributes-type`, `attributes` and `alert`.",
      source: "[LA]", when: .signals(.liveActivity)
    ) { facts in
      guard facts.pushType == .liveactivity, facts.event == "start" else { return [] }
      return [APSKey.attributesType, .attributes, .alert].filter { !facts.has($0) }.map {
        Finding("/aps", "Live Activity start without \($0)", hint: "add \"\($0)\"")
      }
    },
    ValidationRule(
      "live-activity-end-state", .warning, "A Live Activity end should include the final `content-state`.",
      source: "[LA]", when: .signals(.liveActivity)
    ) { facts in
      guard facts.pushType == .liveactivity, facts.event == "end", !facts.has(.contentState) else { return [] }
      return [Finding("/aps", "Live Activity end without content-state", hint: "include the final content state so the ended activity shows it")]
    },
    ValidationRule(
      "dismissal-date-event", .warning, "`dismissal-date` only matters with `event: end`.",
      source: "[LA]", when: .aps(.dismissalDate)
    ) { facts in
      guard facts.has(.dismissalDate), let event = facts.event, event != "end" else { return [] }
      return [Finding("/aps/dismissal-date", "dismissal-date with event \"\(event)\" has no effect", hint: "send it with \"event\": \"end\"")]
    },
    ValidationRule(
      "start-only-keys", .warning, "`attributes`, `attributes-type`, `input-push-*` belong to start payloads.",
      source: "[LA]", when: .aps(.event)
    ) { facts in
      guard let event = facts.event, event != "start" else { return [] }
      return [APSKey.attributesType, .attributes, .inputPushToken, .inputPushChannel].filter { facts.has($0) }.map {
        Finding("/aps/\($0)", "\($0) with event \"\(event)\" is only read when starting an activity", hint: "remove it from \(event) payloads")
      }
    },
    ValidationRule(
      "live-activity-keys-push-type", .warning, "Live Activity keys only take effect with push type liveactivity.",
      source: "[GEN]; [LA]", when: .aps(.event, .contentState, .timestamp, .attributesType, .attributes, .dismissalDate, .staleDate, .inputPushToken, .inputPushChannel)
    ) { facts in
      guard facts.pushType != .liveactivity else { return [] }
      return APNsKeys.liveActivity.filter { facts.has($0) }.map {
        Finding("/aps/\($0)", "\($0) only takes effect with push type liveactivity, not \(facts.pushType.rawValue)", hint: "send it with \(term: .pushType) liveactivity, or remove it")
      }
    },
    ValidationRule(
      "live-activity-extra-keys", .warning, "Live Activity payloads don't carry badge, content-available or mutable-content.",
      source: "[LA]; pushy", when: .signals(.liveActivity)
    ) { facts in
      guard facts.pushType == .liveactivity else { return [] }
      return [APSKey.badge, .contentAvailable, .mutableContent].filter { facts.has($0) }.map {
        Finding("/aps/\($0)", "\($0) is not part of a Live Activity payload", hint: "remove it")
      }
    },
    ValidationRule(
      "live-activity-sound", .warning, "In a Live Activity payload the sound goes inside `alert`.",
      source: "[LA]; pushy", when: .signals(.liveActivity)
    ) { facts in
      guard facts.pushType == .liveactivity, facts.has(.sound) else { return [] }
      return [Finding("/aps/sound", "sound directly under aps in a Live Activity payload", hint: "move it into \"alert\": {…, \"sound\": \"…\"}")]
    },
    ValidationRule(
      "date-order", .warning, "`stale-date` and `dismissal-date` should come after `timestamp`.",
      source: "[LA]", when: .aps(.staleDate, .dismissalDate)
    ) { facts in
      // A stale-date before the update's own timestamp makes the activity stale on arrival; a
      // dismissal-date before it removes it at once (Apple: Starting and updating Live Activities
      // with ActivityKit push notifications).
      guard let timestamp = facts.apsValue(.timestamp)?.wholeNumber else { return [] }
      return [APSKey.staleDate, .dismissalDate].compactMap { key in
        guard let date = facts.apsValue(key)?.wholeNumber, date < timestamp else { return nil }
        return Finding(
          "/aps/\(key)", "\(key) \(DateText.annotated(date)) is before timestamp \(DateText.annotated(timestamp))",
          hint: "a \(key) before the timestamp takes effect at once; use a later date such as --\(key) now+1h")
      }
    },
  ]
}
