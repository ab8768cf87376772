/// A compiled template: its metadata, its body with placeholders found, and its variables.
public struct Template: Sendable {
  /// The name used to find it (`alert`), or the path it was read from.
  public var name: String
  public var metadata: TemplateMetadata
  public var body: TemplateNode
  /// Every variable the body uses, in order of first use.
  public var variables: [TemplateVariable]

  /// Compiles a parsed template: reads `"$template"`, lexes every string, checks that each
  /// variable has one type and that every default parses as it.
  public init(name: String, json: JSONValue) throws(TemplateError) {
    guard let members = json.members else { throw .notAnObject(found: json.typeName) }
    self.name = name
    var metadata = TemplateMetadata()
    var bodyMembers: [JSONMember] = []
    for member in members {
      if member.key == TemplateMetadata.key {
        metadata = try TemplateMetadata(json: member.value)
      } else {
        bodyMembers.append(member)
      }
    }
    self.metadata = metadata
    var collector = VariableCollector(metadata: metadata)
    self.body = try collector.node(for: .object(bodyMembers), at: .root)
    self.variables = collector.variables
    for info in metadata.variables where collector.index[info.name] == nil {
      throw .invalidMetadata(
        pointer: JSONPointer(tokens: [TemplateMetadata.key, "vars", info.name]),
        reason: "describes '\(info.name)', which the template never uses")
    }
  }

  /// The variable called `name`.
  public func variable(named name: String) -> TemplateVariable? {
    variables.first { $0.name == name }
  }
}

/// One variable of a template, merged over all its uses.
public struct TemplateVariable: Sendable, Hashable {
  public var name: String
  public var type: PlaceholderType
  /// The first default written for it, already parsed as `type`.
  public var defaultValue: JSONValue?
  /// Some use has neither `?` nor a default, so the variable must be given.
  public var isRequired: Bool
  public var description: String?
  public var example: JSONValue?
}

/// The body of a template: literal JSON where there are no placeholders.
public indirect enum TemplateNode: Sendable, Hashable {
  case literal(JSONValue)
  /// A string holding placeholders.
  case string([TemplateSegment])
  case array([TemplateNode])
  case object([(key: String, node: TemplateNode)])

  public static func == (lhs: TemplateNode, rhs: TemplateNode) -> Bool {
    switch (lhs, rhs) {
    case (.literal(let a), .literal(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.node == $1.node }
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .literal(let value): hasher.combine(value)
    case .string(let segments): hasher.combine(segments)
    case .array(let nodes): hasher.combine(nodes)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.node)
      }
    }
  }
}

/// Walks the body once, lexing strings and merging each variable's uses.
private struct VariableCollector {
  let metadata: TemplateMetadata
  var variables: [TemplateVariable] = []
  var index: [String: Int] = [:]

  init(metadata: TemplateMetadata) {
    self.metadata = metadata
  }

  mutating func node(for value: JSONValue, at pointer: JSONPointer) throws(TemplateError) -> TemplateNode {
    switch value {
    case .string(let text):
      guard text.utf8.count >= 4, text.contains("{{") else { return .literal(value) }
      let segments: [TemplateSegment]
      do {
        segments = try PlaceholderLexer.segments(in: text)
      } catch {
        let column = String(decoding: text.utf8.prefix(error.offset), as: UTF8.self).count + 1
        throw .malformedPlaceholder(pointer: pointer, column: column, reason: error.reason)
      }
      var hasPlaceholder = false
      for case .placeholder(let placeholder) in segments {
        hasPlaceholder = true
        try declare(placeholder, at: pointer)
      }
      return hasPlaceholder ? .string(segments) : .literal(value)
    case .array(let elements):
      var nodes: [TemplateNode] = []
      for (position, element) in elements.enumerated() {
        nodes.append(try node(for: element, at: pointer.appending(index: position)))
      }
      return nodes.allSatisfy(\.isLiteral) ? .literal(value) : .array(nodes)
    case .object(let members):
      var nodes: [(key: String, node: TemplateNode)] = []
      for member in members {
        nodes.append((member.key, try node(for: member.value, at: pointer.appending(member.key))))
      }
      return nodes.allSatisfy(\.node.isLiteral) ? .literal(value) : .object(nodes)
    case .null, .bool, .number:
      return .literal(value)
    }
  }

  private mutating func declare(_ placeholder: Placeholder, at pointer: JSONPointer) throws(TemplateError) {
    var defaultValue: JSONValue?
    if let text = placeholder.defaultText {
      do {
        defaultValue = try TemplateValue.text(text).converted(to: placeholder.type)
      } catch {
        throw .invalidDefault(name: placeholder.name, type: placeholder.type, text: text, reason: error.reason, pointer: pointer)
      }
    }
    let required = !placeholder.isOptional && defaultValue == nil
    if let position = index[placeholder.name] {
      let known = variables[position]
      guard known.type == placeholder.type else {
        throw .conflictingTypes(name: placeholder.name, first: known.type, second: placeholder.type, pointer: pointer)
      }
      variables[position].isRequired = known.isRequired || required
      if known.defaultValue == nil { variables[position].defaultValue = defaultValue }
      return
    }
    index[placeholder.name] = variables.count
    let info = metadata.info(for: placeholder.name)
    variables.append(TemplateVariable(
      name: placeholder.name, type: placeholder.type, defaultValue: defaultValue, isRequired: required,
      description: info?.description, example: info?.example))
  }
}

extension TemplateNode {
  var isLiteral: Bool {
    if case .literal = self { return true }
    return false
  }
}
