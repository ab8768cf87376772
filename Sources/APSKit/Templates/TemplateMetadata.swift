/// The optional top-level `"$template"` object of a template: never part of the output.
///
/// ```json
/// "$template": {
///   "description": "A visible alert.",
///   "push-type": "alert",
///   "vars": {"title": {"description": "Alert title", "example": "Hello"}}
/// }
/// ```
public struct TemplateMetadata: Sendable, Hashable {
  /// One line saying what the template makes.
  public var description: String?
  /// The `apns-push-type` the payload is for; used for validation when none is given.
  public var pushType: String?
  /// What the template makes when it is not an APNs payload: `getui-v2` or `jpush-v3`.
  public var format: String?
  /// Descriptions and examples of variables, in the order written.
  public var variables: [VariableInfo]

  /// What the metadata says about one variable.
  public struct VariableInfo: Sendable, Hashable {
    public var name: String
    public var description: String?
    public var example: JSONValue?
  }

  /// The key of the metadata object at the top level of a template.
  public static let key = "$template"
  static let knownKeys = ["description", "push-type", "format", "vars"]
  static let knownFormats = ["apns", "getui-v2", "jpush-v3"]

  public init(description: String? = nil, pushType: String? = nil, format: String? = nil, variables: [VariableInfo] = []) {
    self.description = description
    self.pushType = pushType
    self.format = format
    self.variables = variables
  }

  /// Reads the metadata object; unknown keys and wrong types are errors (they are typos).
  public init(json: JSONValue) throws(TemplateError) {
    let base = JSONPointer.root.appending(Self.key)
    guard let members = json.members else {
      throw .invalidMetadata(pointer: base, reason: "must be an object, found \(json.typeName)")
    }
    self.init()
    for member in members {
      let pointer = base.appending(member.key)
      switch member.key {
      case "description": description = try Self.string(member.value, at: pointer)
      case "push-type": pushType = try Self.string(member.value, at: pointer)
      case "format":
        let value = try Self.string(member.value, at: pointer)
        guard Self.knownFormats.contains(value) else {
          throw .invalidMetadata(pointer: pointer, reason: "unknown format '\(value)'; use one of: " + Self.knownFormats.joined(separator: ", "))
        }
        format = value == "apns" ? nil : value
      case "vars": variables = try Self.variables(member.value, at: pointer)
      default:
        var reason = "unknown key '\(member.key)'; metadata keys are: " + Self.knownKeys.joined(separator: ", ")
        if let hint = Suggestions.didYouMean(member.key, among: Self.knownKeys) { reason += ". " + hint }
        throw .invalidMetadata(pointer: pointer, reason: reason)
      }
    }
  }

  /// The information about `name`, if the metadata has any.
  public func info(for name: String) -> VariableInfo? {
    variables.first { $0.name == name }
  }

  private static func string(_ value: JSONValue, at pointer: JSONPointer) throws(TemplateError) -> String {
    guard case .string(let text) = value else {
      throw .invalidMetadata(pointer: pointer, reason: "must be a string, found \(value.typeName)")
    }
    return text
  }

  /// `vars`: name → `{"description": …, "example": …}`, or name → description string.
  private static func variables(_ value: JSONValue, at pointer: JSONPointer) throws(TemplateError) -> [VariableInfo] {
    guard let members = value.members else {
      throw .invalidMetadata(pointer: pointer, reason: "must be an object of variable name → {\"description\", \"example\"}, found \(value.typeName)")
    }
    var result: [VariableInfo] = []
    for member in members {
      let itemPointer = pointer.appending(member.key)
      if case .string(let text) = member.value {
        result.append(VariableInfo(name: member.key, description: text, example: nil))
        continue
      }
      guard let fields = member.value.members else {
        throw .invalidMetadata(pointer: itemPointer, reason: "must be an object with \"description\" and \"example\", found \(member.value.typeName)")
      }
      var info = VariableInfo(name: member.key, description: nil, example: nil)
      for field in fields {
        switch field.key {
        case "description": info.description = try string(field.value, at: itemPointer.appending("description"))
        case "example": info.example = field.value
        default:
          throw .invalidMetadata(pointer: itemPointer.appending(field.key), reason: "unknown key '\(field.key)'; a variable has \"description\" and \"example\"")
        }
      }
      result.append(info)
    }
    return result
  }
}
