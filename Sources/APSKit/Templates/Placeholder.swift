/// The type a placeholder declares: what its value must parse as and what JSON it becomes.
public enum PlaceholderType: String, CaseIterable, Sendable, Hashable {
  /// Any text; becomes a JSON string (the default).
  case string
  /// A whole number such as `3` or `-1`; becomes a JSON number.
  case int
  /// Any JSON number such as `0.5` or `1e3`; becomes a JSON number with that exact lexeme.
  case number
  /// `true` or `false`; becomes a JSON boolean.
  case bool
  /// Any JSON text; becomes that value (object, array, string, …).
  case json
}

/// One `{{name?:type=default}}` inside a template string.
public struct Placeholder: Sendable, Hashable {
  public var name: String
  public var type: PlaceholderType
  /// The text after `=`, parsed as `type` when used.
  public var defaultText: String?
  /// Written with `?`: when the variable is not given, the member (or array element) goes.
  public var isOptional: Bool

  public init(name: String, type: PlaceholderType = .string, defaultText: String? = nil, isOptional: Bool = false) {
    self.name = name
    self.type = type
    self.defaultText = defaultText
    self.isOptional = isOptional
  }
}

/// A piece of a template string: literal text or a placeholder.
public enum TemplateSegment: Sendable, Hashable {
  case text(String)
  case placeholder(Placeholder)
}
