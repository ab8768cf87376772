/// How bad a finding is: an error makes the payload invalid; a warning only with `--strict`.
public enum Severity: String, Sendable, Hashable, Comparable {
  case error, warning

  /// Errors sort before warnings.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .error && rhs == .warning
  }
}

/// One finding of the validator: which rule, where (JSON Pointer), what is wrong and how to fix it.
public struct Diagnostic: Sendable, Hashable {
  /// The rule's severity.
  public var severity: Severity
  /// The stable rule id, such as `badge-type`.
  public var rule: String
  /// The JSON Pointer of the offending value (`""` for the whole payload or a header).
  public var path: String
  /// What is wrong, naming the value.
  public var message: String
  /// How to fix it; nil when the message says it all.
  public var hint: Hint?
  /// 1-based line and column when known (parse errors carry them; the CLI fills the rest).
  public var line: Int?
  public var column: Int?

  /// A finding; line and column are usually filled in later by `ValidationReport.locate(in:)`.
  public init(
    severity: Severity, rule: String, path: String, message: String, hint: Hint? = nil,
    line: Int? = nil, column: Int? = nil
  ) {
    self.severity = severity
    self.rule = rule
    self.path = path
    self.message = message
    self.hint = hint
    self.line = line
    self.column = column
  }
}
