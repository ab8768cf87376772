/// A JSON value that keeps everything a byte-exact tool needs: member order, repeated keys and
/// the exact lexeme of every number (`1.0` stays `1.0`, `36028797545517863` keeps every digit).
///
/// For building and editing (build, templates, `--set`, records), printed to bytes once: `members`, the
/// key and pointer subscripts and `JSONValue+Pointer`'s setters are the editing API. Code that only reads a
/// document reads its tape through `JSONView` (`JSONText`, `Capture.withRoot`).
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  /// The number exactly as written in the source (a valid RFC 8259 number lexeme).
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Members in source order; a key may appear more than once (the parser reports it).
  case object([JSONMember])
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  public var key: String
  public var value: JSONValue

  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue {
  /// The JSON type name used in messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// The members when this is an object.
  public var members: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The value of the first member named `key`, when this is an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first(where: { $0.key == key })?.value
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(nilLiteral: ()) { self = .null }
  public init(integerLiteral value: Int) { self = .number(String(value)) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { JSONMember($0.0, $0.1) })
  }
}
