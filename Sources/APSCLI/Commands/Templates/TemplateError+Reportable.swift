import APSKit

extension TemplateError: ReportableError {
  public var exitCode: ExitCode {
    switch self {
    // A value on the command line that is not of the variable's type is a usage error.
    case .invalidValue: return .usage
    default: return .failure
    }
  }

  /// The JSON Pointer into the template, for the errors that have one.
  var pointer: JSONPointer? {
    switch self {
    case .malformedPlaceholder(let pointer, _, _), .conflictingTypes(_, _, _, let pointer),
      .invalidDefault(_, _, _, _, let pointer), .invalidMetadata(let pointer, _):
      return pointer
    default:
      return nil
    }
  }

  public var message: String {
    switch self {
    case .malformedPlaceholder(let pointer, let column, let reason):
      return "malformed placeholder in the string at '\(pointer)', character \(column): \(reason)"
    case .conflictingTypes(let name, let first, let second, let pointer):
      return "variable '\(name)' is used as \(first.rawValue) and, at '\(pointer)', as \(second.rawValue); give every use the same type"
    case .invalidDefault(let name, let type, let text, let reason, let pointer):
      return "default \(BuildInput.echoed(text)) of variable '\(name)' at '\(pointer)' is not a valid \(type.rawValue): \(reason)"
    case .invalidMetadata(let pointer, let reason):
      return "'\(pointer)' \(reason)"
    case .notAnObject(let found):
      return "a template must be a JSON object, found \(found)"
    case .invalidValue(let name, let type, let value, let reason):
      return "variable '\(name)' is \(type.rawValue == "int" ? "an" : "a") \(type.rawValue); \(BuildInput.echoed(value)) is not: \(reason)"
    case .missingVariables(let missing):
      var lines = ["missing required variable\(missing.count == 1 ? "" : "s"); give \(missing.count == 1 ? "it" : "each") with --var NAME=VALUE (or --var-json, --vars FILE):"]
      for variable in missing {
        var line = "  \(variable.name) (\(variable.type.rawValue))"
        if let description = variable.description { line += ": \(description)" }
        if let example = variable.example { line += " (example: \(example))" }
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    case .unusedVariables(let unused):
      // One error, one line per variable (the diagnostic layout prefixes the first line only).
      guard unused.count > 1 else { return unused.map { $0.warningText + " (--strict)" }.joined() }
      return "\(unused.count) variables are not used by the template (--strict):"
        + unused.map { "\n  " + $0.warningText }.joined()
    }
  }
}

extension UnusedVariable {
  /// `variable 'titel' is not used by the template. Did you mean 'title'?`
  var warningText: String {
    "variable '\(name)' is not used by the template" + (hint.map { ". " + $0 } ?? "")
  }
}
