import Testing

@testable import APSKit

/// One row of the rule table: a payload (and headers) for which `rule` must fire, or must not.
struct RuleCase: Sendable, CustomTestStringConvertible {
  var rule: String
  var fires: Bool
  var payload: String
  var context: ValidationContext
  /// The JSON Pointer the finding must name, when firing.
  var path: String?

  var testDescription: String { "\(rule) \(fires ? "fails" : "passes"): \(payload.prefix(70))" }

  /// A clock fixed so date rules are reproducible.
  static let now = 1_700_000_000

  static func context(
    _ pushType: String? = nil, topic: String? = nil, priority: String? = nil, expiration: String? = nil,
    collapseID: String? = nil, apnsID: String? = nil, deviceToken: String? = nil, channelID: String? = nil,
    legacyLimit: Int? = nil
  ) -> ValidationContext {
    ValidationContext(
      pushType: pushType, topic: topic, priority: priority, expiration: expiration, collapseID: collapseID,
      apnsID: apnsID, deviceToken: deviceToken, channelID: channelID, legacyLimit: legacyLimit, now: now)
  }

  static func fail(_ rule: String, _ payload: String, at path: String? = nil, _ context: ValidationContext = context()) -> RuleCase {
    RuleCase(rule: rule, fires: true, payload: payload, context: context, path: path)
  }

  static func pass(_ rule: String, _ payload: String, _ context: ValidationContext = context()) -> RuleCase {
    RuleCase(rule: rule, fires: false, payload: payload, context: context, path: nil)
  }

  func check() {
    let report = PayloadValidator.validate(Array(payload.utf8), context: context)
    let hits = report.diagnostics.filter { $0.rule == rule }
    if fires {
      #expect(!hits.isEmpty, "expected \(rule); got \(report.diagnostics.map(\.rule))")
      if let path { #expect(hits.contains { $0.path == path }, "paths: \(hits.map(\.path))") }
      let severity = ValidationRule.named(rule)?.severity
      #expect(hits.allSatisfy { $0.severity == severity && !$0.message.isEmpty })
    } else {
      #expect(hits.isEmpty, "unexpected: \(hits.map(\.message))")
    }
  }
}

/// A string of `count` copies of `text`.
func repeated(_ text: String, _ count: Int) -> String {
  String(repeating: text, count: count)
}
