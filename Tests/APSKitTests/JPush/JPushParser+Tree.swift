@testable import APSKit

extension JPushParser {
  /// The message in `value`, read as the capture of a printed description would be (the tree printed once
  /// and read through the tape): how the tests write inputs as literals.
  static func parse(_ value: JSONValue, unwrap: Bool = false) throws(JPushError) -> JPushMessage {
    guard let message = try parse(Capture(form: .swift, value: value), unwrap: unwrap) else { throw .notAnObject("null") }
    return message
  }
}
