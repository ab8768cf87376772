extension ValidationRule {
  /// The `alert` dictionary (Apple: "Generating a remote notification", https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
  static let alertRules: [ValidationRule] = [
    ValidationRule(
      "alert-field-type", .error,
      "Alert texts and loc keys must be strings, loc args arrays of strings (Live Activities may use loc dictionaries).",
      source: "[GEN]; [LA]", when: .signals(.alertFieldsToCheck)
    ) { facts in
      var findings: [Finding] = []
      let liveActivity = facts.pushType == .liveactivity
      for member in facts.alertMembers {
        // A string value is fine for every key here but the loc-args arrays: skip it without making the key.
        if member.value.kind == .string, !member.hasKey("title-loc-args"), !member.hasKey("subtitle-loc-args"),
          !member.hasKey("loc-args")
        {
          continue
        }
        var path: String { Describe.pointer("/aps/alert", member.key) }  // only when there is a finding
        switch member.key {
        case "title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key":
          if member.value.kind == .string { continue }
          if liveActivity, ["title", "body"].contains(member.key), member.value.members != nil {
            findings += locDictionaryProblems(member.value, path: path)
            continue
          }
          findings.append(Finding(path, "\(member.key) must be a string, got \(Describe.value(member.value))", hint: "write \"\(member.key)\": \"…\""))
        case "title-loc-args", "subtitle-loc-args", "loc-args":
          findings += stringArrayProblems(member.value, key: member.key, path: path)
        case "sound" where liveActivity:
          if member.value.kind != .string {
            findings.append(Finding(path, "sound must be a string, got \(Describe.value(member.value))", hint: #"write "sound": "default""#))
          }
        default:
          continue
        }
      }
      return findings
    },
    ValidationRule(
      "loc-args-without-key", .warning, "`*-loc-args` without the matching `*-loc-key` are unused.",
      source: "[GEN]", when: .alert(.titleLocArgs, .subtitleLocArgs, .locArgs)
    ) { facts in
      APNsKeys.locPairs.compactMap { pair in
        guard facts.alertValue(pair.args) != nil, facts.alertValue(pair.key) == nil else { return nil }
        return Finding("/aps/alert/\(pair.args)", "\(pair.args) has no \(pair.key) to fill", hint: "add \"\(pair.key)\" or remove \"\(pair.args)\"")
      }
    },
    ValidationRule(
      "loc-key-and-literal", .warning, "Give a literal text or its loc key, not both (the loc key is used instead).",
      source: "[GEN]", when: .alert(.titleLocKey, .subtitleLocKey, .locKey)
    ) { facts in
      APNsKeys.locPairs.compactMap { pair in
        guard facts.alertValue(pair.literal) != nil, facts.alertValue(pair.key) != nil else { return nil }
        return Finding("/aps/alert/\(pair.key)", "both \(pair.literal) and \(pair.key) are present; the device shows the localized \(pair.key)", hint: "remove \"\(pair.literal)\" or \"\(pair.key)\"")
      }
    },
    ValidationRule(
      "legacy-alert-key", .warning, "`action-loc-key` is legacy; `action` is for Safari pushes only.",
      source: "[PKR-legacy]; [SAFARI-legacy]", when: .alert(.actionLocKey, .action)
    ) { facts in
      var findings: [Finding] = []
      if facts.alertValue(.actionLocKey) != nil {
        findings.append(Finding("/aps/alert/action-loc-key", "action-loc-key is a legacy key current iOS ignores", hint: "use a notification category with actions instead"))
      }
      if facts.alertValue(.action) != nil, !facts.isSafari {
        findings.append(Finding("/aps/alert/action", "action is only used by Safari website pushes", hint: "remove it, or use a notification category for buttons"))
      }
      return findings
    },
    ValidationRule("summary-arg-ignored", .warning, "`summary-arg` and `summary-arg-count` are ignored since iOS 15.", source: "summaryArgument; pushy", when: .alert(.summaryArg, .summaryArgCount)) { facts in
      APNsKeys.summary.filter { facts.alertValue($0) != nil }.map {
        Finding("/aps/alert/\($0)", "\($0) is ignored on iOS 15 and later", hint: "remove it; the system writes the summary itself")
      }
    },
    ValidationRule("summary-arg-count-value", .error, "`summary-arg-count` must be a whole number ≥ 1.", source: "pushy setSummaryArgumentCount", when: .alert(.summaryArgCount)) { facts in
      guard let value = facts.alertValue(.summaryArgCount) else { return [] }
      if let lexeme = value.numberLexeme, Numbers.isInteger(lexeme), let count = Int(lexeme), count >= 1 { return [] }
      return [Finding("/aps/alert/summary-arg-count", "summary-arg-count must be a whole number of at least 1, got \(Describe.value(value))", hint: #"write "summary-arg-count": 1"#)]
    },
    ValidationRule("alert-empty", .warning, "An alert push with an alert dictionary that has nothing to show.", source: "[GEN]; [SEND]", when: .signals(.alertShowsNothing)) { facts in
      guard facts.pushType == .alert, facts.alert?.members != nil else { return [] }
      guard !facts.keys.alert.intersects(APNsKeys.alertShown) else { return [] }
      return [Finding("/aps/alert", "alert has no title, subtitle, body or loc-key: nothing to display", hint: #"add "body": "…""#)]
    },
  ]

  static func stringArrayProblems(_ value: JSONView, key: String, path: String) -> [Finding] {
    guard let elements = value.elements else {
      return [Finding(path, "\(key) must be an array of strings, got \(Describe.value(value))", hint: "write \"\(key)\": [\"…\"]")]
    }
    return elements.enumerated().filter { $0.element.kind != .string }.map {
      let hint = $0.element.numberLexeme.map { "quote it: \"\($0)\"" } ?? "use a string"
      return Finding(Describe.pointer(path, $0.offset), "\(key) items must be strings, got \(Describe.value($0.element))", hint: hint)
    }
  }

  /// A Live Activity `{"loc-key": string, "loc-args": [string]}` text.
  static func locDictionaryProblems(_ value: JSONView, path: String) -> [Finding] {
    var findings: [Finding] = []
    if value["loc-key"]?.kind != .string {
      findings.append(Finding(Describe.pointer(path, "loc-key"), "a localized text needs a string \"loc-key\"", hint: #"write {"loc-key": "KEY", "loc-args": []}"#))
    }
    if let args = value["loc-args"] {
      findings += stringArrayProblems(args, key: "loc-args", path: Describe.pointer(path, "loc-args"))
    }
    return findings
  }
}
