extension ValidationRule {
  /// The body is a JSON object with an `aps` dictionary of known keys (Apple: "Generating a remote notification", https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
  static let structureRules: [ValidationRule] = [
    ValidationRule(
      "payload-empty", .error, "The body must not be empty (APNs answers 400 PayloadEmpty).",
      source: "[RESP]", stage: .source, when: .signals(.empty)
    ) { facts in
      guard facts.isEmpty else { return [] }
      // At 1:1, as every other input error is placed: one layout, FILE:LINE:COL.
      var finding = Finding("", "payload is empty", hint: #"send a JSON object such as {"aps":{"alert":"Hello"}}"#)
      finding.line = 1
      finding.column = 1
      return [finding]
    },
    ValidationRule(
      "json-syntax", .error, "The body must be valid JSON (RFC 8259).",
      source: "[GEN]; [SAFARI-legacy]", stage: .source, when: .signals(.syntaxError)
    ) { facts in
      guard let problem = facts.syntaxError, !facts.isEmpty else { return [] }
      var finding = Finding(problem.path, problem.message, hint: problem.hint)
      finding.line = problem.line
      finding.column = problem.column
      return [finding]
    },
    ValidationRule(
      "payload-object", .error, "The top-level value must be a JSON object (dictionary).",
      source: "[GEN]", stage: .source, when: .signals(.notObject)
    ) { facts in
      guard !facts.isEmpty, facts.syntaxError == nil, facts.payload.members == nil else { return [] }
      return [
        Finding(
          "", "payload must be a JSON object, got \(Describe.value(facts.payload))",
          hint: #"wrap it: {"aps":{…}}"#)
      ]
    },
    ValidationRule(
      "duplicate-key", .error,
      "A key must not repeat within one object (which copy APNs keeps is undocumented; parsers disagree).",
      source: "RFC 8259 section 4 (an error here, not a warning: deliberate)", stage: .source, when: .signals(.duplicateKeys)
    ) { facts in
      facts.duplicateKeys.map { duplicate in
        var finding = Finding(
          duplicate.pointer.description, "duplicate key \(Describe.quoted(duplicate.key))",
          hint: "keep one copy of the key and delete the other (parsers disagree on which one wins)")
        finding.line = duplicate.location.line
        finding.column = duplicate.location.column
        return finding
      }
    },
    ValidationRule(
      "aps-missing", .error,
      "The payload must have an `aps` dictionary (except mdm and app-defined types like voip).",
      source: "[GEN]", when: .signals(.apsMissing)
    ) { facts in
      guard facts.aps == nil, !facts.pushType.hasAppDefinedPayload else { return [] }
      return [
        Finding(
          "", "payload has no \"aps\" dictionary (push type \(facts.pushType.rawValue))",
          hint: #"add "aps": {"alert": {"body": "…"}}, or give \#(term: .pushType) for an app-defined payload (voip, location, …)"#)
      ]
    },
    ValidationRule("aps-type", .error, "`aps` must be a dictionary.", source: "[GEN]", when: .signals(.apsNotObject)) { facts in
      guard let aps = facts.aps, aps.members == nil else { return [] }
      return [Finding("/aps", "aps must be an object, got \(Describe.value(aps))", hint: #"write "aps": {…}"#)]
    },
    ValidationRule(
      "aps-unknown-key", .warning,
      "Keys in `aps` that Apple does not define are ignored; custom keys go beside `aps`.",
      source: "[GEN]", when: .signals(.unknownApsKey)
    ) { facts in
      facts.apsMembers.filter { member in !APNsKeys.apsTable.contains(member) }.map { member in
        let suggestion = Suggestions.didYouMean(member.key, among: APNsKeys.aps, quote: { "\"\($0)\"" })
        return Finding(
          Describe.pointer("/aps", member.key),
          "unknown key \(Describe.quoted(member.key)) in aps; APNs ignores it",
          hint: suggestion ?? "move custom data to the top level, beside \"aps\"")
      }
    },
    ValidationRule(
      "alert-unknown-key", .warning, "Keys in `aps.alert` that Apple does not define are ignored.",
      source: "[GEN]", when: .signals(.unknownAlertKey)
    ) { facts in
      guard !facts.isSafari else { return [] }
      return unknownAlertKeys(facts)
    },
    ValidationRule(
      "safari-alert-custom-key", .error,
      "A Safari (website) push alert may hold only title, body and action.",
      source: "[SAFARI-legacy]", when: .signals(.safari)
    ) { facts in
      guard facts.isSafari else { return [] }
      return facts.alertMembers.filter { !["title", "body", "action"].contains($0.key) }.map {
        Finding(
          Describe.pointer("/aps/alert", $0.key),
          "key \(Describe.quoted($0.key)) is not allowed in a Safari push alert",
          hint: "keep only \"title\", \"body\" and \"action\"")
      }
    },
    ValidationRule(
      "custom-null", .warning, "Custom values should be dictionary, array, string, number or boolean, not null.",
      source: "[GEN]", when: .signals(.nullCustomValue)
    ) { facts in
      (facts.payload.members ?? .empty(in: facts.payload)).filter { $0.value.isNull && !$0.hasKey("aps") }.map {
        Finding(Describe.pointer("", $0.key), "custom key \(Describe.quoted($0.key)) is null", hint: "remove the key instead of sending null")
      }
    },
    ValidationRule(
      "unicode-escape", .warning,
      "Write characters as UTF-8, not \\u escapes (unsupported in the legacy format; 6–12 bytes each).",
      source: "[PKR-legacy]", when: .signals(.unicodeEscapes)
    ) { facts in
      facts.unicodeEscapes.map {
        var finding = Finding(
          $0.path,
          "\($0.escape) could be written as \(String($0.scalar)) (\($0.escape.utf8.count) bytes instead of \(String($0.scalar).utf8.count))",
          hint: "write the character itself ('aps fmt' does)")
        finding.line = $0.location.line
        finding.column = $0.location.column
        return finding
      }
    },
  ]

  private static func unknownAlertKeys(_ facts: PayloadFacts) -> [Finding] {
    let liveActivity = facts.pushType == .liveactivity
    let known = liveActivity ? APNsKeys.alertKnownLiveActivity : APNsKeys.alertKnown
    let table = liveActivity ? APNsKeys.alertKnownLiveActivityTable : APNsKeys.alertKnownTable
    return facts.alertMembers.filter { member in !table.contains(member) }.map { member in
      Finding(
        Describe.pointer("/aps/alert", member.key),
        "unknown key \(Describe.quoted(member.key)) in aps.alert; it is ignored",
        hint: Suggestions.didYouMean(member.key, among: known, quote: { "\"\($0)\"" })
          ?? "remove it, or move custom data to the top level")
    }
  }
}
