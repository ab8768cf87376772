/// Runs the rule table (`ValidationRule.all`) over one payload.
public enum PayloadValidator {
  /// Validates the bytes of one payload: parses them (duplicate keys and `\u` escapes need the
  /// source), works out the push type and sizes, then runs every rule.
  public static func validate(_ bytes: ArraySlice<UInt8>, context: ValidationContext = .init()) -> ValidationReport {
    let isBlank = PayloadSize.writtenSize(of: bytes) == 0
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      let message = bytes.withContiguousStorageIfAvailable { error.message(consideringCapturesIn: $0) } ?? error.message
      let problem = PayloadSyntaxError(
        message: message, line: error.location.line, column: error.location.column,
        path: error.pointer.description)
      return run(
        payload: .null, isEmpty: isBlank, syntaxError: problem, duplicates: [], escapes: [],
        writtenSize: bytes.count, context: context)
    }
    let escapes = UnicodeEscapeScanner.findEscapes(in: bytes, value: document.value)
    return run(
      payload: document.value, isEmpty: false, syntaxError: nil, duplicates: document.duplicateKeys,
      escapes: escapes, writtenSize: PayloadSize.writtenSize(of: bytes), context: context)
  }

  /// Validates the bytes of one payload held in an array.
  public static func validate(_ bytes: [UInt8], context: ValidationContext = .init()) -> ValidationReport {
    validate(bytes[...], context: context)
  }

  /// Validates a payload already in memory (what `aps build` produces): no source, so no
  /// duplicate-key, `\u`-escape or as-written checks.
  public static func validate(value: JSONValue, context: ValidationContext = .init()) -> ValidationReport {
    run(
      payload: value, isEmpty: false, syntaxError: nil, duplicates: [], escapes: [], writtenSize: nil,
      context: context)
  }

  private static func run(
    payload: JSONValue, isEmpty: Bool, syntaxError: PayloadSyntaxError?, duplicates: [JSONDuplicateKey],
    escapes: [UnicodeEscape], writtenSize: Int?, context: ValidationContext
  ) -> ValidationReport {
    let declared = context.pushType.flatMap(PushType.init(rawValue:))
    let pushType = declared ?? PushType.infer(payload: payload, topic: context.topic)
    let parsed = syntaxError == nil && !isEmpty
    let facts = PayloadFacts(
      payload: payload, isEmpty: isEmpty, syntaxError: syntaxError,
      duplicateKeys: duplicates, unicodeEscapes: escapes,
      compactSize: parsed ? PayloadSize.compactSize(of: payload) : 0, writtenSize: writtenSize,
      pushType: pushType, context: context)
    var diagnostics: [Diagnostic] = []
    let isObject = parsed && payload.members != nil
    for rule in ValidationRule.all where rule.stage == .source || isObject {
      let findings = rule.check(facts)
      if findings.isEmpty { continue }
      diagnostics += findings.map {
        Diagnostic(
          severity: rule.severity, rule: rule.id, path: $0.path, message: $0.message, hint: $0.hint,
          line: $0.line, column: $0.column)
      }
    }
    return ValidationReport(
      pushType: pushType, pushTypeInferred: declared == nil, bytes: parsed ? facts.compactSize : nil,
      writtenBytes: writtenSize, limit: facts.limit, diagnostics: diagnostics)
  }
}
