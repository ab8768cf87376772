import APSKit

/// Runs the APNs rules for `aps build` and `aps request` and prints the findings on standard
/// error in `aps validate`'s format, so standard output holds only the payload or request.
enum BuildValidation {
  static var pushTypes: [String] { PushType.allCases.map(\.rawValue) }

  /// The push type a payload implies (a topic suffix decides first).
  static func inferPushType(_ payload: JSONText, topic: String? = nil) -> String {
    payload.withRoot { PushType.infer(payload: $0, topic: topic) }.rawValue
  }

  /// The push type a payload built in memory implies, read as input is (printed once).
  static func inferPushType(_ payload: JSONValue, topic: String? = nil) -> String {
    inferPushType(JSONText(printing: payload), topic: topic)
  }

  /// Validates a built payload (printed once) as `pushType`, or as the push type it implies; prints findings;
  /// returns true when it fails.
  /// `now`: the time read once for the run (`BuildInput.now`).
  static func fails(_ payload: JSONText, pushType: String?, now: Int, strict: Bool, label: String, quiet: Bool = false, io: CommandIO) -> Bool {
    let context = ValidationContext(pushType: pushType ?? inferPushType(payload), now: now)
    let report = payload.withRoot { PayloadValidator.validate(root: $0, context: context) }
    return print(report, label: label, bytes: [], strict: strict, quiet: quiet, io: io)
  }

  /// Validates the payload bytes of a request together with its headers; returns true when it fails.
  static func fails(request: APNsRequest, payload: [UInt8], label: String, quiet: Bool = false, io: CommandIO) -> Bool {
    let report = PayloadValidator.validate(request: request.context, payload: payload)
    return print(report, label: label, bytes: payload, strict: false, quiet: quiet, io: io)
  }

  private static func print(
    _ report: ValidationReport, label: String, bytes: [UInt8], strict: Bool, quiet: Bool, io: CommandIO
  ) -> Bool {
    let valid = report.isValid(strict: strict)
    if !report.diagnostics.isEmpty && !quiet {
      io.stderr.write(ValidateOutput.text(report, input: PayloadRecord(name: label, line: nil, bytes: bytes[...]), valid: valid))
    }
    return !valid
  }
}
