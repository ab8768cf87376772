/// Runs the rule table (`ValidationRule.all`) over one payload.
public enum PayloadValidator {
  /// Validates the bytes of one payload: scans them into a tape (duplicate keys and `\u` escapes come from
  /// the source), works out the push type and sizes, then runs every rule over views of the tape.
  public static func validate(_ bytes: ArraySlice<UInt8>, context: ValidationContext = .init()) -> ValidationReport {
    var tape = JSONTape()
    return validate(bytes, context: context, reusing: &tape)
  }

  /// Validates the payload of a request together with its headers. A push type that is only what the
  /// payload implies is the one the request sends: checked as inferred (findings then say how to name
  /// another one), never reported missing.
  public static func validate(request context: ValidationContext, payload bytes: [UInt8]) -> ValidationReport {
    var context = context
    let topic = context.topic
    if let inferred = JSONTape.withRoot(of: bytes[...], { PushType.infer(payload: $0, topic: topic).rawValue }),
      context.pushType == inferred
    {
      context.pushType = nil
      context.sendsInferredPushType = true
    }
    var report = validate(bytes[...], context: context)
    if !report.diagnostics.isEmpty { report.locate(in: bytes[...]) }
    return report
  }

  /// Validates one payload with a tape kept across payloads (JSON Lines), so a record allocates little.
  public static func validate(
    _ bytes: ArraySlice<UInt8>, context: ValidationContext = .init(), reusing tape: inout JSONTape
  ) -> ValidationReport {
    validate(bytes, context: context, reusing: &tape, everyRule: false)
  }

  /// Runs every rule whatever its trigger: the oracle the trigger tests compare `validate` with.
  static func validateWithEveryRule(_ bytes: [UInt8], context: ValidationContext = .init()) -> ValidationReport {
    var tape = JSONTape()
    return validate(bytes[...], context: context, reusing: &tape, everyRule: true)
  }

  private static func validate(
    _ bytes: ArraySlice<UInt8>, context: ValidationContext, reusing tape: inout JSONTape, everyRule: Bool
  ) -> ValidationReport {
    bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        try tape.scan(buffer)
      } catch {
        return validate(failed: error, bytes, buffer, context: context, everyRule: everyRule)
      }
      return validate(scanned: tape, bytes, context: context, everyRule: everyRule)
    }
  }

  /// The report of a payload whose scan failed with `error` (`buffer` holds `bytes`).
  static func validate(
    failed error: JSONParseError, _ bytes: ArraySlice<UInt8>, _ buffer: UnsafeBufferPointer<UInt8>,
    context: ValidationContext, everyRule: Bool = false
  ) -> ValidationReport {
    // The message notices capture text (NSLog, po) given as JSON and says which command reads it.
    let (message, hint) = error.explained(consideringCapturesIn: buffer)
    let problem = PayloadParseFailure(
      message: message, hint: hint, line: error.location.line, column: error.location.column, path: error.pointer.description)
    let isBlank = PayloadSize.writtenSize(of: bytes) == 0
    return JSONTape.withNull { null in
      run(
        payload: null, isEmpty: isBlank, syntaxError: problem, duplicates: [], escapes: [],
        compactSize: 0, writtenSize: bytes.count, context: context, everyRule: everyRule)
    }
  }

  /// Validates a payload whose bytes `tape` has scanned (a capture's JSON text keeps its tape).
  static func validate(
    scanned tape: borrowing JSONTape, _ bytes: ArraySlice<UInt8>, context: ValidationContext, everyRule: Bool = false
  ) -> ValidationReport {
    let duplicates = tape.duplicateKeys
    let hadUnicodeEscape = tape.hadUnicodeEscape
    return tape.withRoot { root in
      run(
        payload: root, isEmpty: false, syntaxError: nil, duplicates: duplicates,
        escapes: hadUnicodeEscape ? UnicodeEscapeScanner.findEscapes(in: bytes, root: root) : [],
        // The root's own count, read here: `JSONTape.compactSize` reads it through a key path, which
        // costs a `swift_getKeyPath` call (~100 instructions) a record.
        compactSize: root.compactSize,
        writtenSize: PayloadSize.writtenSize(of: bytes), context: context, everyRule: everyRule)
    }
  }

  /// Validates the bytes of one payload held in an array.
  public static func validate(_ bytes: [UInt8], context: ValidationContext = .init()) -> ValidationReport {
    validate(bytes[...], context: context)
  }

  /// Validates a value that has no source of its own (a payload `aps build` made, a tree a capture printer
  /// built; read on the tape written while it was printed): no duplicate-key, `\u`-escape or as-written checks.
  public static func validate(root: JSONView, context: ValidationContext = .init()) -> ValidationReport {
    run(
      payload: root, isEmpty: false, syntaxError: nil, duplicates: [], escapes: [], compactSize: root.compactSize,
      writtenSize: nil, context: context)
  }

  private static func run(
    payload: JSONView, isEmpty: Bool, syntaxError: PayloadParseFailure?, duplicates: [JSONDuplicateKey],
    escapes: [UnicodeEscape], compactSize: Int, writtenSize: Int?, context: ValidationContext,
    everyRule: Bool = false
  ) -> ValidationReport {
    let keys = PayloadKeys(payload: payload)
    let derived = context.derived
    let declared = derived.declaredPushType
    let pushType = declared ?? PushType.infer(keys: keys, topicPushType: derived.topicPushType)
    let parsed = syntaxError == nil && !isEmpty
    let facts = PayloadFacts(
      payload: payload, keys: keys, isEmpty: isEmpty, syntaxError: syntaxError,
      duplicateKeys: duplicates, unicodeEscapes: escapes,
      compactSize: parsed ? compactSize : 0, writtenSize: writtenSize,
      pushType: pushType, context: context)
    var diagnostics: [Diagnostic] = []
    let isObject = parsed && payload.kind == .object
    let triggered = everyRule
      ? ValidationRule.index.all : ValidationRule.index.rules(aps: keys.aps, alert: keys.alert, signals: facts.signals)
    // The table lives for the whole run, so its rules are read without retaining and releasing each
    // one per payload.
    ValidationRule.all.withUnsafeBufferPointer { rules in
      triggered.forEach { index in
        unowned(unsafe) let rule = rules[index]
        guard rule.stage == .source || isObject else { return }
        let findings = rule.check(facts)
        if findings.isEmpty { return }
        diagnostics += findings.map {
          Diagnostic(
            severity: rule.severity, rule: rule.id, path: $0.path, message: $0.message, hint: $0.hint,
            line: $0.line, column: $0.column)
        }
      }
    }
    return ValidationReport(
      pushType: pushType, pushTypeInferred: declared == nil, bytes: parsed ? facts.compactSize : nil,
      writtenBytes: writtenSize, limit: facts.limit, diagnostics: diagnostics)
  }
}
