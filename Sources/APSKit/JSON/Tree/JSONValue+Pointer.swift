/// RFC 6901 look-ups and edits. Where an object repeats a key, the first member with it is the one used.
extension JSONValue {
  /// The value at `pointer`, or nil when any step is missing.
  public subscript(pointer pointer: JSONPointer) -> JSONValue? {
    try? value(at: pointer)
  }

  /// The value at `pointer`; throws saying which step is missing.
  public func value(at pointer: JSONPointer) throws(JSONPointerError) -> JSONValue {
    var current = self
    var walked = JSONPointer.root
    for token in pointer.tokens {
      current = try current.child(token, at: walked)
      walked.tokens.append(token)
    }
    return current
  }

  /// Replaces the value at `pointer`, or adds it: a new member when the parent object lacks the key, a new
  /// element when the token is the array's count or `-`. The parent must already exist.
  public mutating func set(_ newValue: JSONValue, at pointer: JSONPointer) throws(JSONPointerError) {
    guard let last = pointer.tokens.last else {
      self = newValue
      return
    }
    try modifyParent(of: pointer, depth: 0) { (parent: inout JSONValue) throws(JSONPointerError) in
      switch parent {
      case .object(var members):
        parent = .null  // drop the second reference so the edit happens in place
        if let index = members.firstIndex(where: { $0.key == last }) {
          members[index].value = newValue
        } else {
          members.append(JSONMember(last, newValue))
        }
        parent = .object(members)
      case .array(var elements):
        let index = try Self.index(last, in: elements, at: pointer.parent, allowAppend: true)
        parent = .null
        if index == elements.count { elements.append(newValue) } else { elements[index] = newValue }
        parent = .array(elements)
      default:
        throw .notAContainer(parent: pointer.parent, typeName: parent.typeName, token: last)
      }
    }
  }

  /// Removes the value at `pointer` and returns it; throws when it does not exist.
  @discardableResult
  public mutating func remove(at pointer: JSONPointer) throws(JSONPointerError) -> JSONValue {
    guard let last = pointer.tokens.last else { throw .cannotRemoveRoot }
    var removed = JSONValue.null
    try modifyParent(of: pointer, depth: 0) { (parent: inout JSONValue) throws(JSONPointerError) in
      switch parent {
      case .object(var members):
        guard let index = members.firstIndex(where: { $0.key == last }) else {
          throw .noSuchMember(parent: pointer.parent, key: last)
        }
        parent = .null
        removed = members.remove(at: index).value
        parent = .object(members)
      case .array(var elements):
        let index = try Self.index(last, in: elements, at: pointer.parent, allowAppend: false)
        parent = .null
        removed = elements.remove(at: index)
        parent = .array(elements)
      default:
        throw .notAContainer(parent: pointer.parent, typeName: parent.typeName, token: last)
      }
    }
    return removed
  }

  /// Runs `body` on the container holding the last token of `pointer`, writing changes back on the way out.
  private mutating func modifyParent(
    of pointer: JSONPointer, depth: Int, _ body: (inout JSONValue) throws(JSONPointerError) -> Void
  ) throws(JSONPointerError) {
    if depth == pointer.tokens.count - 1 {
      try body(&self)
      return
    }
    let token = pointer.tokens[depth]
    let here = JSONPointer(tokens: Array(pointer.tokens[..<depth]))
    switch self {
    case .object(var members):
      guard let index = members.firstIndex(where: { $0.key == token }) else {
        throw .noSuchMember(parent: here, key: token)
      }
      self = .null
      defer { self = .object(members) }
      try members[index].value.modifyParent(of: pointer, depth: depth + 1, body)
    case .array(var elements):
      let index = try Self.index(token, in: elements, at: here, allowAppend: false)
      self = .null
      defer { self = .array(elements) }
      try elements[index].modifyParent(of: pointer, depth: depth + 1, body)
    default:
      throw .notAContainer(parent: here, typeName: typeName, token: token)
    }
  }

  private func child(_ token: String, at here: JSONPointer) throws(JSONPointerError) -> JSONValue {
    switch self {
    case .object(let members):
      guard let member = members.first(where: { $0.key == token }) else { throw .noSuchMember(parent: here, key: token) }
      return member.value
    case .array(let elements):
      return elements[try Self.index(token, in: elements, at: here, allowAppend: false)]
    default:
      throw .notAContainer(parent: here, typeName: typeName, token: token)
    }
  }

  /// The array index named by `token`: digits without leading zeros; `-` (the count) only when appending.
  private static func index(
    _ token: String, in elements: [JSONValue], at here: JSONPointer, allowAppend: Bool
  ) throws(JSONPointerError) -> Int {
    if token == "-" {
      guard allowAppend else { throw .indexOutOfRange(parent: here, index: elements.count, count: elements.count) }
      return elements.count
    }
    let utf8 = token.utf8
    guard let first = utf8.first, utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      first != UInt8(ascii: "0") || utf8.count == 1, let index = Int(token)
    else { throw .invalidIndex(parent: here, token: token) }
    let limit = allowAppend ? elements.count : elements.count - 1
    guard index <= limit else { throw .indexOutOfRange(parent: here, index: index, count: elements.count) }
    return index
  }
}
