/// The compact JSON byte count of a value: what a provider sends, so what sizes are measured on.
enum CaptureJSON {
  static func compactByteCount(_ value: JSONValue) -> Int {
    // TEMPORARY until JSONPrinter lands on main.
    switch value {
    case .null: return 4
    case .bool(let flag): return flag ? 4 : 5
    case .number(let lexeme): return lexeme.utf8.count
    case .string(let text): return escapedCount(text)
    case .array(let elements): return 2 + max(0, elements.count - 1) + elements.reduce(0) { $0 + compactByteCount($1) }
    case .object(let members):
      return 2 + max(0, members.count - 1)
        + members.reduce(0) { $0 + escapedCount($1.key) + 1 + compactByteCount($1.value) }
    }
  }

  private static func escapedCount(_ text: String) -> Int {
    var count = 2
    for byte in text.utf8 {
      switch byte {
      case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: count += 2
      case 0..<0x20: count += 6
      default: count += 1
      }
    }
    return count
  }
}
