/// Why a template cannot be read or rendered. Every case names the variable or the place
/// (a JSON Pointer into the template) so the message can say what to fix.
public enum TemplateError: Error, Equatable, Sendable {
  /// A `{{…}}` that does not follow the grammar; `column` counts characters of the string, from 1.
  case malformedPlaceholder(pointer: JSONPointer, column: Int, reason: String)
  /// The same variable is declared with two types.
  case conflictingTypes(name: String, first: PlaceholderType, second: PlaceholderType, pointer: JSONPointer)
  /// A `=default` that does not parse as the placeholder's type.
  case invalidDefault(name: String, type: PlaceholderType, text: String, reason: String, pointer: JSONPointer)
  /// The `"$template"` object is not what it should be.
  case invalidMetadata(pointer: JSONPointer, reason: String)
  /// A template must be a JSON object.
  case notAnObject(found: String)
  /// A value given for a variable does not parse as the variable's type.
  case invalidValue(name: String, type: PlaceholderType, value: String, reason: String)
  /// Required variables that were not given, each with its description.
  case missingVariables([MissingVariable])
  /// Variables given that the template does not use (an error only with `--strict`).
  case unusedVariables([UnusedVariable])
}

/// A required variable that was not given.
public struct MissingVariable: Equatable, Sendable {
  public var name: String
  public var type: PlaceholderType
  public var description: String?
  /// The example from the template's metadata, as compact JSON text.
  public var example: String?

  public init(name: String, type: PlaceholderType, description: String?, example: String?) {
    self.name = name
    self.type = type
    self.description = description
    self.example = example
  }
}

/// A variable given that the template never uses, with a "Did you mean …?" when one is close.
public struct UnusedVariable: Equatable, Sendable {
  public var name: String
  public var hint: String?

  public init(name: String, hint: String?) {
    self.name = name
    self.hint = hint
  }
}
