import APSKit

extension FitError {
  /// What is wrong and what to do.
  var message: String {
    switch self {
    case .noTextField:
      return "no text field to shorten: none of \(PayloadFitter.defaultFields.joined(separator: ", ")) is a string; name one with --field POINTER"
    case .fieldNotFound(let path):
      return "--field \(path): no such value in the payload"
    case .notAString(let path, let typeName):
      return "--field \(path) is \(typeName == "nothing" ? "missing" : "a \(typeName)"), not a string; name a text field"
    case .cannotFit(let field, let bytes, let limit):
      return "cannot fit: with \(field) empty the payload is still \(bytes) bytes, over \(limit); shorten other fields or custom data"
    }
  }
}
