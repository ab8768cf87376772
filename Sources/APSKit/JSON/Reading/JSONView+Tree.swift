/// Building a `JSONValue` tree from the tape, for the commands that edit or build (`--set`, templates).
extension JSONView {
  /// The value as a tree (member order, repeated keys and number lexemes kept).
  public var value: JSONValue {
    switch kind {
    case .null: return .null
    case .true: return .bool(true)
    case .false: return .bool(false)
    case .number: return .number(numberLexeme ?? "0")
    case .string: return .string(stringValue ?? "")
    case .array:
      var elements: [JSONValue] = []
      for element in self.elements ?? .empty(in: self) {
        elements.append(element.value)
      }
      return .array(elements)
    case .object:
      var members: [JSONMember] = []
      for member in self.members ?? .empty(in: self) { members.append(JSONMember(member.key, member.value.value)) }
      return .object(members)
    }
  }

  /// The value at `pointer` (first member of a repeated key), or nil when a step is missing.
  public subscript(pointer pointer: JSONPointer) -> JSONView? {
    var current = self
    for token in pointer.tokens {
      if let child = current[token] {
        current = child
      } else if let elements = current.elements, let position = Self.arrayIndex(token), position < elements.count {
        var next = elements.makeIterator()
        for _ in 0..<position { _ = next.next() }
        guard let element = next.next() else { return nil }
        current = element
      } else {
        return nil
      }
    }
    return current
  }

  /// An RFC 6901 array index: digits without leading zeros.
  private static func arrayIndex(_ token: String) -> Int? {
    let utf8 = token.utf8
    guard let first = utf8.first, utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
      first != UInt8(ascii: "0") || utf8.count == 1
    else { return nil }
    return Int(token)
  }
}
