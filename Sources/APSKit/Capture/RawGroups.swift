/// `DescriptionParser.looksRaw`'s bracket test for every bracket from an offset to its line's end,
/// from one pass: scanning to the line's end from each bracket cost a line of unclosed brackets
/// its length for each of them. One scan shares it across its starts; it keeps the last line part.
final class RawGroups {
  private var base: UnsafePointer<UInt8>?
  private var from = 0
  private var to = 0
  /// Per byte from `from`: 0 not a bracket, 1 not raw, 2 raw.
  private var answers: [UInt8] = []

  /// Whether the bracket group at `offset` (a `{` or `[`) has, before the bracket that closes it on
  /// its line, a `,` directly inside it with no space after.
  func commaWithoutSpace(_ bytes: UnsafeBufferPointer<UInt8>, group offset: Int) -> Bool {
    if bytes.baseAddress != base || offset < from || offset >= to { measure(bytes, from: offset) }
    return answers[offset - from] == 2
  }

  private func measure(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
    base = bytes.baseAddress
    from = start
    to = start
    while to < bytes.count, bytes[to] != UInt8(ascii: "\n") { to += 1 }
    answers = Array(repeating: 0, count: to - from)
    // The groups still open, innermost last; a comma belongs to the innermost.
    var open: [Int] = []
    for cursor in from..<to {
      switch bytes[cursor] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        answers[cursor - from] = 1
        open.append(cursor)
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        _ = open.popLast()
      case UInt8(ascii: ","):
        if let group = open.last, cursor + 1 < bytes.count, !CaptureText.isSpace(bytes[cursor + 1]) { answers[group - from] = 2 }
      default: break
      }
    }
  }
}
