extension ValidationRule {
  /// The payload agrees with its push type (Apple: "Sending notification requests to APNs", https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
  static let consistencyRules: [ValidationRule] = [
    ValidationRule(
      "background-content-available", .error, "A background push needs `content-available: 1`.",
      source: "[GEN]; [BG]", when: .signals(.background)
    ) { facts in
      guard facts.pushType == .background, facts.aps?.members != nil, !facts.has(.contentAvailable) else { return [] }
      return [Finding("/aps", "background push without content-available", hint: #"add "content-available": 1"#)]
    },
    ValidationRule(
      "background-has-alert", .error, "A background push must not contain alert, badge or sound.",
      source: "[GEN]; [BG]", when: .signals(.background)
    ) { facts in
      guard facts.pushType == .background else { return [] }
      return APNsKeys.visible.filter { facts.has($0) }.map {
        Finding("/aps/\($0)", "background push must not contain \($0)", hint: "remove \"\($0)\", or send it as \(term: .pushType) alert")
      }
    },
    ValidationRule(
      "background-priority", .error, "A background push must not use priority 10 (\"Using priority 10 is an error\").",
      source: "[SEND]", when: .signals(.background)
    ) { facts in
      guard facts.pushType == .background, facts.context.fields.priority == "10" else { return [] }
      return [Finding("", "background push with apns-priority 10", hint: "use \(term: .priority) 5")]
    },
    ValidationRule(
      "background-priority-low", .warning, "A background push should use priority 5 (\"always use priority 5\").",
      source: "[SEND]", when: .signals(.background)
    ) { facts in
      guard facts.pushType == .background, facts.context.fields.priority == "1" else { return [] }
      return [Finding("", "background push with apns-priority 1; Apple says always use 5", hint: "use \(term: .priority) 5")]
    },
    ValidationRule(
      "content-available-visible", .warning,
      "`content-available` with alert, badge or sound is not a silent push; send it as push type alert.",
      source: "[CRNP-legacy]", when: .aps(.contentAvailable)
    ) { facts in
      guard facts.has(.contentAvailable), facts.pushType != .background else { return [] }
      let visible = APNsKeys.visible.filter { facts.has($0) }.map(\.name)
      guard !visible.isEmpty else { return [] }
      return [
        Finding(
          "/aps/content-available", "content-available with \(visible.joined(separator: ", ")): a visible notification that also wakes the app",
          hint: "fine for \(term: .pushType) alert; for a silent update remove \(visible.joined(separator: ", "))")
      ]
    },
    ValidationRule(
      "alert-nothing-visible", .warning, "An alert push should contain alert, badge or sound.",
      source: "[SEND]", when: .signals(.nothingVisible)
    ) { facts in
      guard facts.pushType == .alert, facts.aps?.members != nil, !APNsKeys.visible.contains(where: { facts.has($0) }) else { return [] }
      // Without a declared push type, a payload with nothing visible is more likely an
      // app-defined push (VoIP, location, …) checked as alert than an alert missing its text.
      let hint: Hint = facts.has(.contentAvailable) ? "send it as \(term: .pushType) background"
        : facts.context.fields.pushType == nil
          ? #"no alert, sound, badge or content-available: if this is not an alert push, say which with \#(term: .pushType) voip, location, fileprovider, pushtotalk, complication, widgets or mdm (or an \#(term: .headersFile) file); else add "alert": {"body": "…"}"#
          : #"add "alert": {"body": "…"}"#
      return [Finding("/aps", "alert push with no alert, badge or sound: nothing to show", hint: hint)]
    },
    ValidationRule(
      "mutable-content-no-alert", .warning,
      "`mutable-content` needs an alert with title, subtitle or body, or the service extension won't run.",
      source: "[NSE]", when: .aps(.mutableContent)
    ) { facts in
      guard facts.has(.mutableContent) else { return [] }
      if facts.alert?.kind == .string || facts.keys.alert.intersects(APNsKeys.alertTextMask) { return [] }
      return [Finding("/aps/mutable-content", "mutable-content without an alert title, subtitle or body: the service extension won't run", hint: #"add "alert": {"body": "…"}"#)]
    },
    ValidationRule(
      "category-no-alert", .warning, "A notification with a `category` should also have an alert.",
      source: "[CRNP-legacy]", when: .aps(.category)
    ) { facts in
      guard facts.has(.category), !facts.has(.alert) else { return [] }
      return [Finding("/aps/category", "category without an alert: its actions have nothing to attach to", hint: #"add "alert": {"body": "…"}"#)]
    },
  ]

  /// The fixed payloads of widgets/controls and Safari pushes (Apple: "Updating widgets with WidgetKit push notifications",
  /// https://developer.apple.com/documentation/widgetkit/updating-widgets-with-widgetkit-push-notifications).
  static let fixedPayloadRules: [ValidationRule] = [
    ValidationRule(
      "widgets-content-changed", .error, "A widgets or controls push needs `aps` = {\"content-changed\": true}.",
      source: "[WIDGETS]; [CONTROLS]", when: .signals(.widgetsOrControls)
    ) { facts in
      guard [.widgets, .controls].contains(facts.pushType), facts.aps?.members != nil else { return [] }
      guard let value = facts.apsValue(.contentChanged) else {
        return [Finding("/aps", "\(facts.pushType.rawValue) push without content-changed", hint: #"write "aps": {"content-changed": true}"#)]
      }
      guard value.boolValue != true else { return [] }
      return [Finding("/aps/content-changed", "content-changed must be true, got \(Describe.value(value))", hint: #"write "content-changed": true"#)]
    },
    ValidationRule(
      "widgets-extra-keys", .warning, "A widgets or controls push carries only `content-changed` in `aps`.",
      source: "[WIDGETS]; [CONTROLS]", when: .signals(.widgetsOrControls)
    ) { facts in
      guard [.widgets, .controls].contains(facts.pushType) else { return [] }
      return facts.apsMembers.filter { $0.key != "content-changed" }.map {
        Finding(Describe.pointer("/aps", $0.key), "\($0.key) has no effect in a \(facts.pushType.rawValue) push", hint: "remove it; only content-changed is read")
      }
    },
    ValidationRule(
      "safari-url-args", .error, "A Safari (website, topic web.…) push must include `url-args`.",
      source: "[SAFARI-legacy]", when: .signals(.safari)
    ) { facts in
      guard facts.isSafari, !facts.has(.urlArgs) else { return [] }
      return [Finding("/aps", "Safari push without url-args", hint: #"add "url-args": [] (one string per placeholder of urlFormatString)"#)]
    },
    ValidationRule(
      "safari-alert", .error, "A Safari push needs an alert dictionary with title and body.",
      source: "[SAFARI-legacy]", when: .signals(.safari)
    ) { facts in
      guard facts.isSafari else { return [] }
      guard let alert = facts.alert, alert.members != nil else {
        return [Finding("/aps/alert", "Safari push needs an alert dictionary", hint: #"write "alert": {"title": "…", "body": "…"}"#)]
      }
      return ["title", "body"].filter { alert[$0] == nil }.map {
        Finding("/aps/alert", "Safari push alert has no \($0)", hint: "add \"\($0)\": \"…\"")
      }
    },
  ]
}
