/// Fills a template's placeholders with values and returns plain JSON.
///
/// Values never become JSON text: a whole-string placeholder becomes a typed `JSONValue`, and an
/// interpolated one is appended to a Swift string that the printer escapes. So no value can
/// break the JSON around it, whatever quotes, backslashes, braces or newlines it holds.
public struct TemplateRenderer: Sendable {
  /// What rendering produced.
  public struct Rendering: Sendable, Equatable {
    public var payload: JSONValue
    /// Variables given that the template does not use (warnings).
    public var unusedVariables: [UnusedVariable]
  }

  public let template: Template

  public init(template: Template) {
    self.template = template
  }

  /// Renders with `values`; throws every missing required variable at once, a value that does
  /// not parse as its type, or (when `strict`) variables the template does not use.
  public func render(_ values: [String: TemplateValue], strict: Bool = false) throws(TemplateError) -> Rendering {
    var resolved: [String: JSONValue] = [:]
    var missing: [MissingVariable] = []
    for variable in template.variables {
      if let given = values[variable.name] {
        do {
          resolved[variable.name] = try given.converted(to: variable.type)
        } catch {
          throw .invalidValue(name: variable.name, type: variable.type, value: given.displayText, reason: error.reason)
        }
      } else if variable.isRequired {
        missing.append(MissingVariable(
          name: variable.name, type: variable.type, description: variable.description,
          example: variable.example.map(JSONPrinter.compactString)))
      }
    }
    if !missing.isEmpty { throw .missingVariables(missing) }
    let names = template.variables.map(\.name)
    let unused = values.keys.filter { template.variable(named: $0) == nil }.sorted().map {
      UnusedVariable(name: $0, hint: Suggestions.didYouMean($0, among: names))
    }
    if strict && !unused.isEmpty { throw .unusedVariables(unused) }
    let payload = Self.render(template.body, resolved) ?? .object([])
    return Rendering(payload: payload, unusedVariables: unused)
  }

  /// The value of a node, or nil when an optional placeholder in it was not given.
  private static func render(_ node: TemplateNode, _ values: [String: JSONValue]) -> JSONValue? {
    switch node {
    case .literal(let value):
      return value
    case .array(let nodes):
      return .array(nodes.compactMap { render($0, values) })
    case .object(let members):
      return .object(members.compactMap { member in render(member.node, values).map { JSONMember(member.key, $0) } })
    case .string(let segments):
      if segments.count == 1, case .placeholder(let placeholder) = segments[0] {
        return value(of: placeholder, values)
      }
      var text = ""
      for segment in segments {
        switch segment {
        case .text(let literal):
          text += literal
        case .placeholder(let placeholder):
          guard let value = value(of: placeholder, values) else { return nil }
          text += TemplateText.interpolated(value)
        }
      }
      return .string(text)
    }
  }

  /// The given value, else this use's default; nil when optional and not given.
  private static func value(of placeholder: Placeholder, _ values: [String: JSONValue]) -> JSONValue? {
    if let given = values[placeholder.name] { return given }
    // Defaults were parsed when the template was compiled, so this cannot fail here.
    if let text = placeholder.defaultText { return try? TemplateValue.text(text).converted(to: placeholder.type) }
    return nil
  }
}
