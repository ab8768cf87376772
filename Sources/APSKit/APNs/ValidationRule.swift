/// One validation rule: a stable kebab-case id, its severity, a one-line summary, where the rule
/// comes from (the Apple page or library), and the check itself. A class:
/// running the table then retains one reference per rule, not each of its fields.
public final class ValidationRule: Sendable {
  /// When a rule can run: on any input, or only once the input is a JSON object.
  enum Stage: Sendable { case source, payload }

  /// The stable kebab-case id shown in output, such as `badge-type`.
  public let id: String
  /// Whether a finding makes the payload invalid.
  public let severity: Severity
  /// One line saying what the rule checks (a term names an option the rule needs).
  public let summary: Hint
  /// The Apple page (a `[TAG]` of `RuleReferences`) or library it rests on.
  public let source: String
  let stage: Stage
  /// What a payload must hold for the check to be worth running.
  let trigger: RuleTrigger
  let check: @Sendable (PayloadFacts) -> [Finding]

  init(
    _ id: String, _ severity: Severity, _ summary: Hint, source: String,
    stage: Stage = .payload, when trigger: RuleTrigger, check: @escaping @Sendable (PayloadFacts) -> [Finding]
  ) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.source = source
    self.stage = stage
    self.trigger = trigger
    self.check = check
  }

  /// Every rule, structure first and request headers last. The validator runs exactly this table.
  public static let all: [ValidationRule] =
    structureRules + sizeRules + apsValueRules + liveActivityValueRules + alertRules
    + consistencyRules + liveActivityRules + fixedPayloadRules + headerRules

  /// Which rules each key and signal triggers.
  static let index = RuleIndex(all)

  /// The rule with this id.
  public static func named(_ id: String) -> ValidationRule? {
    all.first { $0.id == id }
  }
}

/// What a rule's check reports; the validator adds the rule's id and severity.
struct Finding: Sendable {
  var path: String
  var message: String
  var hint: Hint?
  var line: Int? = nil
  var column: Int? = nil

  init(_ path: String, _ message: String, hint: Hint? = nil) {
    self.path = path
    self.message = message
    self.hint = hint
  }

  /// A finding whose hint is plain text (a suggestion, a value to write), with no term to spell.
  init(_ path: String, _ message: String, hint text: String?) {
    self.init(path, message, hint: text.map { Hint($0) })
  }
}
