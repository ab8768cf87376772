extension ValidationRule {
  /// Live Activity, Safari and broadcast-start key values (Apple: "Starting and updating Live Activities with ActivityKit push notifications",
  /// https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications).
  static let liveActivityValueRules: [ValidationRule] = [
    ValidationRule("event-value", .error, "`event` must be start, update or end.", source: "[GEN]; [LA]", when: .aps(.event)) { facts in
      guard let value = facts.apsValue(.event) else { return [] }
      if let text = value.stringValue, ["start", "update", "end"].contains(text) { return [] }
      let guess = value.stringValue.flatMap { Suggestions.closest(to: $0.lowercased(), among: ["start", "update", "end"]).first }
      return [
        Finding(
          "/aps/event", "event must be \"start\", \"update\" or \"end\", got \(Describe.value(value))",
          hint: guess.map { "write \"event\": \"\($0)\"" } ?? "write \"event\": \"update\"")
      ]
    },
    ValidationRule("events-key", .error, "The Live Activity key is `event`, not `events`.", source: "[GEN]; [LA]", when: .aps(.events)) { facts in
      facts.has(.events)
        ? [Finding("/aps/events", "the key is \"event\", not \"events\"", hint: "rename \"events\" to \"event\"")]
        : []
    },
    ValidationRule("live-activity-object", .error, "`content-state` and `attributes` must be dictionaries.", source: "[GEN]", when: .signals(.unexpectedKind)) { facts in
      APNsKeys.liveActivityObjects.compactMap { key in
        guard let value = facts.apsValue(key), value.members == nil else { return nil }
        return Finding("/aps/\(key)", "\(key) must be an object, got \(Describe.value(value))", hint: "encode the ActivityKit struct as a JSON object")
      }
    },
    ValidationRule("url-args-type", .error, "`url-args` must be an array of strings.", source: "[SAFARI-legacy]", when: .aps(.urlArgs)) { facts in
      guard let value = facts.apsValue(.urlArgs) else { return [] }
      guard let elements = value.elements else {
        return [Finding("/aps/url-args", "url-args must be an array of strings, got \(Describe.value(value))", hint: #"write "url-args": ["…"] (or [] when the URL has no placeholders)"#)]
      }
      return elements.enumerated().filter { $0.element.kind != .string }.map {
        Finding(Describe.pointer("/aps/url-args", $0.offset), "url-args items must be strings, got \(Describe.value($0.element))", hint: "quote the value")
      }
    },
    ValidationRule("input-push-token-value", .error, "`input-push-token` must be 1.", source: "[LA]", when: .aps(.inputPushToken)) { facts in
      flagOne(facts, .inputPushToken, hint: #"write "input-push-token": 1 to get a push token for updates"#)
    },
    ValidationRule("input-push-channel-value", .error, "`input-push-channel` must be a non-empty channel ID string.", source: "[LA]", when: .aps(.inputPushChannel)) { facts in
      guard let value = facts.apsValue(.inputPushChannel) else { return [] }
      if let text = value.stringValue, !text.isEmpty { return [] }
      return [Finding("/aps/input-push-channel", "input-push-channel must be a broadcast channel ID, got \(Describe.value(value))", hint: "give the base64 channel ID APNs returned when the channel was created")]
    },
    ValidationRule(
      "input-push-exclusive", .error, "`input-push-token` and `input-push-channel` are alternatives; use one.",
      source: "[LA] (presented as alternatives)", when: .aps(.inputPushToken)
    ) { facts in
      facts.has(.inputPushToken) && facts.has(.inputPushChannel)
        ? [Finding("/aps/input-push-channel", "input-push-token and input-push-channel are both present", hint: "keep input-push-token for per-activity updates or input-push-channel for broadcast, not both")]
        : []
    },
    ValidationRule("input-push-ios18", .warning, "`input-push-token`/`input-push-channel` need iOS 18; older devices don't start the activity.", source: "[LA]", when: .aps(.inputPushToken, .inputPushChannel)) { facts in
      APNsKeys.inputPush.filter { facts.has($0) }.map {
        Finding("/aps/\($0)", "\($0) works on iOS 18 and later only; on older devices the Live Activity does not start", hint: "send a payload without it to devices before iOS 18")
      }
    },
  ]
}
