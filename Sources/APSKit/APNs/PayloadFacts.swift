/// Everything the rules look at, worked out once per payload by the validator.
struct PayloadFacts: Sendable {
  /// The top-level value (`.null` when the input did not parse).
  var payload: JSONValue
  /// The input had no bytes other than whitespace.
  var isEmpty: Bool
  /// Why the input is not JSON, when it is not.
  var syntaxError: PayloadSyntaxError?
  /// Members whose key repeats an earlier key of the same object, with where the repeat is.
  var duplicateKeys: [JSONDuplicateKey]
  /// `\u` escapes of characters that could have been written as themselves.
  var unicodeEscapes: [UnicodeEscape]
  /// UTF-8 bytes of the compact form: what is sent and counted.
  var compactSize: Int
  /// Bytes as written, when validating an input file.
  var writtenSize: Int?
  var pushType: PushType
  var context: ValidationContext
  /// Compact size of any value (the same measure as `compactSize`).
  var measure: @Sendable (JSONValue) -> Int

  var limit: Int { context.sizeLimit ?? pushType.sizeLimit }
  var aps: JSONValue? { payload["aps"] }
  var apsMembers: [JSONMember] { aps?.members ?? [] }
  func apsValue(_ key: String) -> JSONValue? { aps?.members?.first { $0.key == key }?.value }
  func has(_ key: String) -> Bool { apsValue(key) != nil }
  var alert: JSONValue? { apsValue("alert") }
  var alertMembers: [JSONMember] { alert?.members ?? [] }
  /// The Live Activity event, when it is a string.
  var event: String? { apsValue("event")?.stringValue }
  /// A legacy Safari (website) push: its topic is a Website Push ID (`web.…`).
  var isSafari: Bool { context.topic?.hasPrefix("web.") ?? false }
  /// Whether the push type was declared with a known value rather than inferred.
  var pushTypeDeclared: Bool { context.pushType.flatMap(PushType.init(rawValue:)) != nil }
}

/// Where and why an input is not JSON (from the parser), for rule `json-syntax`.
public struct PayloadSyntaxError: Sendable, Hashable {
  public var message: String
  public var line: Int
  public var column: Int
  public var path: String

  public init(message: String, line: Int, column: Int, path: String) {
    self.message = message
    self.line = line
    self.column = column
    self.path = path
  }
}

/// A `\uXXXX` escape of a character that is not a control character.
struct UnicodeEscape: Sendable, Hashable {
  var path: String
  var escape: String
  var scalar: Unicode.Scalar
}

/// JSON Pointer text building and short value descriptions for messages.
enum Describe {
  /// `base` + `/` + the RFC 6901-escaped token.
  static func pointer(_ base: String, _ token: String) -> String {
    base + "/" + JSONPointer.escape(token)
  }

  static func pointer(_ base: String, _ index: Int) -> String {
    base + "/" + String(index)
  }

  /// `string "1"`, `number 1.5`, `boolean true`, `null`, `object`, `array`.
  static func value(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return "boolean \(flag)"
    case .number(let lexeme): return "number \(lexeme)"
    case .string(let text): return "string \(quoted(text))"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// The text in double quotes, shortened to 40 characters.
  static func quoted(_ text: String) -> String {
    let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
    return "\"" + short.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
