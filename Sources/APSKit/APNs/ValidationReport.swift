/// The result of validating one payload: its push type, its size against the limit and the findings.
public struct ValidationReport: Sendable, Hashable {
  /// The push type the payload was checked as.
  public var pushType: PushType
  /// True when the push type was inferred rather than given.
  public var pushTypeInferred: Bool
  /// UTF-8 bytes of the compact form; nil when the input is not a JSON value.
  public var bytes: Int?
  /// Bytes as written (the input), when validating bytes.
  public var writtenBytes: Int?
  /// The byte limit the payload was measured against.
  public var limit: Int
  /// Findings in rule-table order.
  public var diagnostics: [Diagnostic]

  /// How many findings are errors.
  public var errorCount: Int { diagnostics.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }
  /// How many findings are warnings.
  public var warningCount: Int { diagnostics.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) } }

  /// No errors (and, when `strict`, no warnings either).
  public func isValid(strict: Bool = false) -> Bool {
    strict ? diagnostics.isEmpty : !diagnostics.contains { $0.severity == .error }
  }
}
