/// Writes JSON as a dictionary literal a unit test can hand to
/// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`.
public enum LiteralWriter {
  /// Swift: `["aps": ["alert": "Hi", "badge": 1] as [String: Any]] as [String: Any]`. The literal
  /// compiles as printed after `let userInfo = ` (which infers nothing from context): the top
  /// container, and nested ones Swift cannot infer in an `Any` context (mixed element types,
  /// empty), say their type; null is `NSNull()` and an integer past Int64
  /// `NSDecimalNumber(string:)`, both from Foundation.
  public static func swift(_ value: JSONValue) -> String {
    var out = ""
    writeSwift(value, nested: false, into: &out)
    switch value {
    case .object(let members) where !members.isEmpty: out += " as [String: Any]"
    case .array(let elements) where !elements.isEmpty: out += " as [Any]"
    default: break
    }
    return out + "\n"
  }

  /// Objective-C: `@{@"aps": @{@"alert": @"Hi", @"badge": @1}}`; null is `[NSNull null]`.
  public static func objc(_ value: JSONValue) -> String {
    var out = ""
    writeObjC(value, into: &out)
    return out + "\n"
  }

  /// The first number (its JSON Pointer and lexeme) that no Swift or Objective-C literal holds: one
  /// with a fraction or an exponent past Double's range (`1e400` reads as infinity) or so small it reads
  /// as 0 (`1e-400`). Such a literal still compiles, to another value, and NSDecimalNumber is no way out
  /// (its exponent stops at ±127, so `1e400` is NaN there): the caller refuses the literal instead.
  public static func unrepresentableNumber(in value: JSONValue, at path: String = "") -> (path: String, lexeme: String)? {
    switch value {
    case .object(let members):
      for member in members {
        if let found = unrepresentableNumber(in: member.value, at: path + "/" + JSONPointer.escape(member.key)) { return found }
      }
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let found = unrepresentableNumber(in: element, at: path + "/\(index)") { return found }
      }
    case .number(let lexeme) where lexeme.contains(where: { ".eE".contains($0) }):
      guard let double = Double(lexeme) else { return (path, lexeme) }
      let mantissa = lexeme.prefix { $0 != "e" && $0 != "E" }
      let nonZero = mantissa.contains { ("1"..."9").contains($0) }
      if !double.isFinite || (double == 0 && nonZero) { return (path, lexeme) }
    default: break
    }
    return nil
  }

  private static func writeSwift(_ value: JSONValue, nested: Bool, into out: inout String) {
    switch value {
    case .object(let members):
      if members.isEmpty {
        out += "[:] as [String: Any]"
        return
      }
      out += "["
      for (index, member) in members.enumerated() {
        if index > 0 { out += ", " }
        out += swiftString(member.key) + ": "
        writeSwift(member.value, nested: true, into: &out)
      }
      out += "]"
      if nested && !isHomogeneous(members.map(\.value)) { out += " as [String: Any]" }
    case .array(let elements):
      if elements.isEmpty {
        out += "[] as [Any]"
        return
      }
      out += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += ", " }
        writeSwift(element, nested: true, into: &out)
      }
      out += "]"
      if nested && !isHomogeneous(elements) { out += " as [Any]" }
    case .string(let text): out += swiftString(text)
    case .number(let lexeme):
      // An integer literal is an Int in an `Any` context; one that overflows it would not compile.
      let integer = !lexeme.contains(where: { ".eE".contains($0) })
      out += integer && Int64(lexeme) == nil ? "NSDecimalNumber(string: \"\(lexeme)\")" : lexeme
    case .bool(let flag): out += flag ? "true" : "false"
    case .null: out += "NSNull()"
    }
  }

  /// Whether Swift infers one element type for these literals (all strings, all integers, …).
  private static func isHomogeneous(_ values: [JSONValue]) -> Bool {
    func kind(_ value: JSONValue) -> String {
      switch value {
      case .number(let lexeme): return lexeme.contains(where: { ".eE".contains($0) }) ? "double" : "int"
      case .object, .array, .null: return "mixed"
      default: return value.typeName
      }
    }
    let kinds = Set(values.map(kind))
    return kinds.count == 1 && kinds.first != "mixed"
  }

  private static func swiftString(_ text: String) -> String {
    quoted(text, open: "\"", extra: ["\0": "\\0"]) { "\\u{" + String($0, radix: 16) + "}" }
  }

  /// A control character closes the literal after `\x..` so a following hex digit is not
  /// read as part of the escape (`@"a\x01"@"b"` concatenates). A C1 control is written as its
  /// UTF-8 bytes (C forbids `\u` below U+00A0); a bidi control as `\u202E`.
  private static func objcString(_ text: String) -> String {
    quoted(text, open: "@\"", extra: [:]) { value in
      if value >= 0xA0 { return "\\u" + String(value, radix: 16, uppercase: true) }
      let bytes = value < 0x80 ? [UInt8(value)] : Array(String(Unicode.Scalar(value)!).utf8)  // a C1 scalar
      return bytes.map { "\\x" + ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }.joined() + "\"@\""
    }
  }

  /// A double-quoted literal escaping `"`, `\`, newline, return and tab; other control
  /// characters (C0, DEL, C1 and bidi controls: `TerminalText.needsEscape`, so that a pasted
  /// literal cannot hide text in an editor or a terminal) go through `control`.
  private static func quoted(
    _ text: String, open: String, extra: [Unicode.Scalar: String], control: (UInt32) -> String
  ) -> String {
    var out = open
    for scalar in text.unicodeScalars {
      if let escaped = BackslashEscape.written(scalar, quoting: true) {
        out += escaped
      } else if let escaped = extra[scalar] {
        out += escaped
      } else if TerminalText.needsEscape(scalar) {
        out += control(scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private static func writeObjC(_ value: JSONValue, into out: inout String) {
    switch value {
    case .object(let members):
      out += "@{"
      for (index, member) in members.enumerated() {
        if index > 0 { out += ", " }
        out += objcString(member.key) + ": "
        writeObjC(member.value, into: &out)
      }
      out += "}"
    case .array(let elements):
      out += "@["
      for (index, element) in elements.enumerated() {
        if index > 0 { out += ", " }
        writeObjC(element, into: &out)
      }
      out += "]"
    case .string(let text): out += objcString(text)
    case .number(let lexeme):
      // A boxed integer is a long long; one past it would not compile.
      let integer = !lexeme.contains(where: { ".eE".contains($0) })
      out += integer && Int64(lexeme) == nil ? "[NSDecimalNumber decimalNumberWithString:@\"\(lexeme)\"]" : "@" + lexeme
    case .bool(let flag): out += flag ? "@YES" : "@NO"
    case .null: out += "[NSNull null]"
    }
  }
}
