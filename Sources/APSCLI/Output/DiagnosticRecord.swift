import APSKit

/// The one shape of a finding in JSON, whoever found it (`validate`, `size`, `inspect`, `getui`,
/// `jpush`): `{"severity","rule","path","line","column","message","hint"}`, under the member name
/// `diagnostics`. A vendor body's finding gets the vendor's name as its rule (`getui`, `jpush`).
enum DiagnosticRecord {
  static func json(_ finding: Diagnostic, lineOffset: Int = 0) -> JSONValue {
    .object([
      JSONMember("severity", .string(finding.severity.rawValue)),
      JSONMember("rule", .string(finding.rule)),
      JSONMember("path", .string(finding.path)),
      JSONMember("line", finding.line.map { JSONRecord.number($0 + lineOffset) } ?? .null),
      JSONMember("column", finding.column.map(JSONRecord.number) ?? .null),
      JSONMember("message", .string(finding.message)),
      JSONMember("hint", finding.hint.map { .string($0.description) } ?? .null),
    ])
  }

  static func list(_ findings: [Diagnostic], lineOffset: Int = 0) -> JSONValue {
    .array(findings.map { json($0, lineOffset: lineOffset) })
  }

  /// Vendor findings as diagnostics, placed in `source` (the input's JSON text) when there is one.
  static func diagnostics(_ findings: [CaptureFinding], rule: String, source: [UInt8]?) -> [Diagnostic] {
    var list = findings.map {
      Diagnostic(severity: $0.severity == .error ? .error : .warning, rule: rule, path: $0.pointer, message: $0.message)
    }
    if let source { Diagnostic.locate(&list, in: source[...]) }
    return list
  }
}
