/// `DescriptionParser.looksRaw`'s bracket test for every bracket from an offset to its line's end,
/// from one pass: scanning to the line's end from each bracket cost a line of unclosed brackets
/// its length for each of them. One scan shares it across its starts; it keeps the last line part.
final class RawGroups {
  private var base: UnsafePointer<UInt8>?
  private var from = 0
  private var to = 0
  /// Per byte from `from`: `measured` for a bracket outside quotes, with what its group holds.
  private var answers: [UInt8] = []
  private static let measured: UInt8 = 1, commaWithoutSpace: UInt8 = 2, spacedEquals: UInt8 = 4

  /// What the bracket group at `offset` (a `{` or `[`) holds before the bracket that closes it on
  /// its line, quoted text skipped: a `,` directly inside it with no space after, and Darwin's
  /// ` = ` anywhere inside it.
  func group(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (commaWithoutSpace: Bool, spacedEquals: Bool) {
    // A bracket the last pass saw inside quotes is measured again from itself, as a group of its own.
    if bytes.baseAddress != base || offset < from || offset >= to || answers[offset - from] & Self.measured == 0 {
      measure(bytes, from: offset)
    }
    let answer = answers[offset - from]
    return (answer & Self.commaWithoutSpace != 0, answer & Self.spacedEquals != 0)
  }

  private func measure(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
    base = bytes.baseAddress
    from = start
    to = start
    while to < bytes.count, bytes[to] != UInt8(ascii: "\n") { to += 1 }
    answers = Array(repeating: 0, count: to - from)
    // The groups still open, innermost last; a comma belongs to the innermost, a ` = ` to every
    // open one (handed to the enclosing group when its inner one closes).
    var open: [Int] = []
    var quoted = false
    var cursor = from
    while cursor < to {
      let byte = bytes[cursor]
      if quoted {
        if byte == UInt8(ascii: "\"") { quoted = false } else if byte == UInt8(ascii: "\\") { cursor += 1 }
        cursor += 1
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): quoted = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        answers[cursor - from] = Self.measured
        open.append(cursor)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if let closed = open.popLast(), let outer = open.last { answers[outer - from] |= answers[closed - from] & Self.spacedEquals }
      case UInt8(ascii: ","):
        if let group = open.last, cursor + 1 < bytes.count, !CaptureText.isSpace(bytes[cursor + 1]) {
          answers[group - from] |= Self.commaWithoutSpace
        }
      case UInt8(ascii: "="):
        if let group = open.last, cursor > from, bytes[cursor - 1] == UInt8(ascii: " "), cursor + 1 < bytes.count,
          bytes[cursor + 1] == UInt8(ascii: " ")
        {
          answers[group - from] |= Self.spacedEquals
        }
      default: break
      }
      cursor += 1
    }
    // Groups the line leaves open hold everything after them.
    while let closed = open.popLast(), let outer = open.last { answers[outer - from] |= answers[closed - from] & Self.spacedEquals }
  }
}
