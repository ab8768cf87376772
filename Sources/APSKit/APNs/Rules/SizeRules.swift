extension ValidationRule {
  /// Live Activity static + dynamic data above this share of 4 KB draws a warning ([LADATA]).
  static let liveActivityDataWarning = 3686

  /// Byte limits of the compact form (Apple: "Sending notification requests to APNs", https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
  static let sizeRules: [ValidationRule] = [
    ValidationRule(
      "payload-too-large", .error,
      "The compact payload must fit the push type's limit: 4096 bytes, 5120 for voip (413 PayloadTooLarge).",
      source: "[GEN]; [SEND]; [RESP]", when: .signals(.overLimit)
    ) { facts in
      guard facts.compactSize > facts.limit else { return [] }
      return [
        Finding(
          "", "payload is \(facts.compactSize) bytes, \(facts.compactSize - facts.limit) over the \(facts.limit)-byte limit for \(facts.pushType.rawValue)",
          hint: "shorten the longest text (\(term: .sizeBreakdown) shows what takes the room; \(term: .sizeFit) truncates the alert)")
      ]
    },
    ValidationRule(
      "as-written-size", .warning,
      "The input as written is over the limit although its compact form fits: send the compact bytes.",
      source: "[CRNP-legacy]", when: .signals(.writtenOverLimit)
    ) { facts in
      guard let written = facts.writtenSize, written > facts.limit, facts.compactSize <= facts.limit else {
        return []
      }
      return [
        Finding(
          "", "as written the payload is \(written) bytes, over the \(facts.limit)-byte limit; compact it is \(facts.compactSize) bytes",
          hint: "send the compact form (\(term: .compactForm)); whitespace counts toward the limit")
      ]
    },
    ValidationRule(
      "live-activity-data-size", .warning,
      "Live Activity attributes and content-state together must stay under 4 KB (warned above 90%).",
      source: "[LADATA]", when: .aps(.contentState, .attributes)
    ) { facts in
      let total = (facts.apsValue(.contentState)?.compactSize ?? 0) + (facts.apsValue(.attributes)?.compactSize ?? 0)
      guard total > liveActivityDataWarning else { return [] }
      return [
        Finding(
          "/aps", "attributes and content-state take \(total) bytes together; Live Activity data can't exceed 4 KB",
          hint: "move large data out of the activity; keep only what the views display")
      ]
    },
    ValidationRule(
      "legacy-size", .warning,
      "With \(term: .legacyLimit): the payload must fit the legacy binary limit (2048 bytes iOS 8+, 256 earlier/OS X).",
      source: "[BIN-legacy]", when: .signals(.legacyLimit)
    ) { facts in
      guard let legacy = facts.context.fields.legacyLimit, facts.compactSize > legacy else { return [] }
      return [
        Finding(
          "", "payload is \(facts.compactSize) bytes, over the legacy limit of \(legacy) bytes",
          hint: "old devices and the binary interface drop it; shorten the payload to \(legacy) bytes")
      ]
    },
  ]
}
