@testable import APSKit

// The tests write inputs as literals (trees); the library reads only through the tape, so each input is
// printed once and read as any input is (`JSONText(printing:)`).

extension JPushParser {
  /// The message in `value`, read as the capture of a printed description would be.
  static func parse(_ value: JSONValue, unwrap: Bool = false) throws(JPushError) -> JPushMessage {
    try parse(Capture(form: .swift, value: value), unwrap: unwrap)
  }
}

extension PayloadClassifier {
  static func classify(_ payload: JSONValue, pushType: PushType? = nil) throws -> PayloadTraits {
    try JSONText(printing: payload).withRoot { try classify($0, pushType: pushType) }
  }
}

extension PushType {
  static func infer(payload: JSONValue, topic: String? = nil) -> PushType {
    JSONText(printing: payload).withRoot { infer(payload: $0, topic: topic) }
  }
}

extension PayloadValidator {
  static func validate(value: JSONValue, context: ValidationContext = .init()) -> ValidationReport {
    JSONText(printing: value).withRoot { validate(root: $0, context: context) }
  }
}

extension PayloadFitter {
  static func fit(
    _ payload: JSONValue, limit: Int, field: JSONPointer? = nil, ellipsis: String = "…"
  ) throws(FitError) -> FitResult {
    try JSONText(printing: payload).withRoot { root in
      Result { () throws(FitError) in try fit(root, limit: limit, field: field, ellipsis: ellipsis) }
    }.get()
  }
}

// The library reads only through the tape (`JSONView.stringValue`, `JSONView.keys`); a test that checks a
// tree it got back reads it with these.
extension JSONValue {
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var keys: [String] { members?.map(\.key) ?? [] }
}
