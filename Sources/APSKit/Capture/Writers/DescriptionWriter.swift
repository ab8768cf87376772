/// Writes JSON as Darwin's `-[NSDictionary description]` (what `NSLog(@"%@", userInfo)` prints):
/// 4-space levels, `key = value;`, nested containers opening on the key's line (`aps =     {`),
/// array elements at the next level, `\Uxxxx` for non-ASCII, NSNull as `"<null>"`.
///
/// Keys are sorted as Darwin sorts them: "If each key in the dictionary is an NSString object,
/// the entries are listed in ascending order by key" (NSDictionary `description`,
/// https://developer.apple.com/documentation/foundation/nsdictionary/description), compared
/// with `compare:`, i.e. by UTF-16 code unit (JSON keys are always strings). A value or key is
/// bare when it is letters and digits only, else quoted: the string "1234" is bare as the
/// number is (phone captures show `"gcm.message_id" = 1585131294275802;` for FCM's string), a
/// negative or real number quoted (`"-1"`, `"0.5"`: NSNumber's description goes through the same
/// quoting). Booleans print as `1`/`0`, as Darwin prints an NSNumber boolean. The text is what
/// the phone prints, so, as with any capture, reading it back types a bare token by its key.
public enum DescriptionWriter {
  /// The description of `value`, ending with a newline.
  public static func write(_ value: JSONValue) -> String {
    var out: [UInt8] = []
    write(value, level: 0, into: &out)
    out.append(UInt8(ascii: "\n"))
    return String(decoding: out, as: UTF8.self)
  }

  private static func indent(_ level: Int, into out: inout [UInt8]) {
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * level))
  }

  private static func write(_ value: JSONValue, level: Int, into out: inout [UInt8]) {
    switch value {
    case .object(let members):
      out.append(contentsOf: Array("{\n".utf8))
      for member in members.sorted(by: { $0.key.utf16.lexicographicallyPrecedes($1.key.utf16) }) {
        indent(level + 1, into: &out)
        writeString(member.key, isKey: true, into: &out)
        out.append(contentsOf: Array(" = ".utf8))
        if member.value.isContainer {
          indent(level + 1, into: &out)
        }
        write(member.value, level: level + 1, into: &out)
        out.append(contentsOf: Array(";\n".utf8))
      }
      indent(level, into: &out)
      out.append(UInt8(ascii: "}"))
    case .array(let elements):
      out.append(contentsOf: Array("(\n".utf8))
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(contentsOf: Array(",\n".utf8)) }
        indent(level + 1, into: &out)
        if element.isContainer { indent(level + 1, into: &out) }
        write(element, level: level + 1, into: &out)
      }
      if !elements.isEmpty { out.append(UInt8(ascii: "\n")) }
      indent(level, into: &out)
      out.append(UInt8(ascii: ")"))
    case .string(let text):
      writeString(text, isKey: false, into: &out)
    case .number(let lexeme):
      writeString(lexeme, isKey: false, into: &out)
    case .bool(let flag):
      // As Darwin prints an NSNumber boolean (a bare `true` reads back as the text "true").
      out.append(contentsOf: Array((flag ? "1" : "0").utf8))
    case .null:
      out.append(contentsOf: Array("\"<null>\"".utf8))
    }
  }

  private static func writeString(_ text: String, isKey: Bool, into out: inout [UInt8]) {
    let bareSafe = !text.isEmpty && text.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
    if bareSafe {
      out.append(contentsOf: Array(text.utf8))
      return
    }
    out.append(UInt8(ascii: "\""))
    if !isKey && text == "<null>" {
      out.append(contentsOf: Array("\\U003cnull>\"".utf8))
      return
    }
    for unit in text.utf16 {
      switch unit {
      case 0x22: out.append(contentsOf: [0x5C, 0x22])
      case 0x5C: out.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x20..<0x7F: out.append(UInt8(unit))
      default:
        let hex = String(unit, radix: 16)
        out.append(contentsOf: Array(("\\U" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONValue {
  /// Whether this is an object or an array.
  var isContainer: Bool {
    switch self {
    case .object, .array: return true
    default: return false
    }
  }
}
