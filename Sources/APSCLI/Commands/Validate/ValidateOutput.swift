import APSKit

/// How `aps validate` prints reports: compiler-style text or one JSON object per payload.
enum ValidateOutput {
  /// `file:line:column: error[rule]: /path: message` plus a hint line per finding, then a summary.
  static func text(_ report: ValidationReport, input: PayloadRecord, valid: Bool) -> String {
    var out = ""
    for finding in report.diagnostics {
      out += diagnosticText(finding, file: input.name, inputLine: input.line).rendered
    }
    out += "\(TerminalText.visible(input.label)): \(verdict(report, valid: valid)) (\(summary(report)))\n"
    return out
  }

  /// One finding in the one diagnostic layout; `inputLine` is the JSON Lines line the payload
  /// came from, so the line points into the whole file.
  static func diagnosticText(_ finding: Diagnostic, file: String, inputLine: Int?) -> DiagnosticText {
    var line = inputLine
    var column: Int?
    if let found = finding.line {
      line = (inputLine ?? 1) + found - 1
      column = finding.column ?? 1
    }
    return DiagnosticText(
      file: file, line: line, column: column, level: finding.severity == .error ? .error : .warning,
      rule: finding.rule, message: (finding.path.isEmpty ? "" : finding.path + ": ") + finding.message,
      hint: finding.hint?.description)
  }

  /// `ok`, `ok, 1 warning`, `invalid: 2 errors, 1 warning`, `fails --strict: 1 warning`.
  private static func verdict(_ report: ValidationReport, valid: Bool) -> String {
    let counts = [
      plural(report.errorCount, "error"), plural(report.warningCount, "warning"),
    ].compactMap { $0 }.joined(separator: ", ")
    if valid { return counts.isEmpty ? "ok" : "ok, \(counts)" }
    return report.errorCount == 0 ? "fails --strict: \(counts)" : "invalid: \(counts)"
  }

  private static func plural(_ count: Int, _ noun: String) -> String? {
    count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `alert, 412 of 4096 bytes`, or `not JSON`.
  private static func summary(_ report: ValidationReport) -> String {
    guard let bytes = report.bytes else { return "not JSON" }
    return "\(report.pushType.rawValue), \(bytes) of \(report.limit) bytes"
  }

  /// The record of one payload; `ok` and `valid` are the same verdict. `vendor` says which
  /// GeTui/JPush request body was recognised and the APNs payload checked (null for a plain
  /// payload); `dates` are the Live Activity dates with their ISO 8601 form (text mode's notes).
  static func json(
    _ report: ValidationReport, input: PayloadRecord, valid: Bool, vendor: VendorBodyValidator.VendorBody?,
    dates: [ValidateInputs.DateField]
  ) -> JSONValue {
    JSONRecord.input(file: input.name, line: input.line, ok: valid, [
      JSONMember("valid", .bool(valid)),
      JSONMember("pushType", .string(report.pushType.rawValue)),
      JSONMember("pushTypeInferred", .bool(report.pushTypeInferred)),
      JSONMember("bytes", report.bytes.map(number) ?? .null),
      JSONMember("limit", number(report.limit)),
      JSONMember("vendor", vendor?.json ?? .null),
      JSONMember("dates", .array(dates.map(\.json))),
      JSONMember("diagnostics", .array(report.diagnostics.map { diagnostic(
        $0, lineOffset: (input.line ?? 1) - 1) })),
    ])
  }

  static func diagnostic(_ finding: Diagnostic, lineOffset: Int) -> JSONValue {
    DiagnosticRecord.json(finding, lineOffset: lineOffset)
  }

  static func number(_ value: Int) -> JSONValue { .number(String(value)) }

  /// `aps validate --rules`: one aligned line per rule, then the pages it rests on (titles and
  /// full links; the pages are listed once, numbered, after the rules).
  static func rulesTable() -> String {
    let rules = ValidationRule.all
    var pages: [DocumentReference] = []
    for rule in rules {
      for page in rule.references where !pages.contains(page) { pages.append(page) }
    }
    let idWidth = rules.map(\.id.count).max() ?? 0
    var out = ""
    for rule in rules {
      let id = rule.id.padded(to: idWidth)
      let severity = rule.severity.rawValue.padded(to: 7)
      let numbers = rule.references.compactMap { page in pages.firstIndex(of: page).map { "[\($0 + 1)]" } }
      out += "\(id)  \(severity)  \(rule.summary)  \(numbers.joined(separator: " "))\n"
    }
    out += "\(rules.count) rules; warnings fail only with --strict.\n\nSources:\n"
    for (index, page) in pages.enumerated() {
      out += "[\(index + 1)] \(page.title)\n    \(page.url)\n"
    }
    return out
  }

  /// `aps validate --rules --format json`: one record per rule, with its sources.
  static func ruleJSON(_ rule: ValidationRule) -> JSONValue {
    .object([
      JSONMember("id", .string(rule.id)), JSONMember("severity", .string(rule.severity.rawValue)),
      JSONMember("summary", .string(rule.summary.description)),
      JSONMember("sources", .array(rule.references.map {
        .object([JSONMember("title", .string($0.title)), JSONMember("url", .string($0.url))])
      })),
    ])
  }
}
