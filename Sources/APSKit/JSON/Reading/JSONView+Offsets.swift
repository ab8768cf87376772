/// Where things are in the compact form of a value, worked out from the tape (nothing printed).
extension JSONView {
  /// The length in UTF-8 bytes of a string's text (escapes decoded); 0 for other values.
  public var textLength: Int {
    let entry = entry
    guard entry.kind == .string else { return 0 }
    if entry.flags & JSONTape.Flags.escaped == 0 { return entry.end - entry.start - 2 }
    var decoded: [UInt8] = []
    JSONTape.decodeEscapes(of: entry, in: bytes, into: &decoded)
    return decoded.count
  }

  /// Where `view` (this value or one inside it) starts in this value's compact form: the sizes of
  /// everything printed before it, walked down its branch (a member of a run is its offset in the run,
  /// which is written as printed, after the run's own).
  func compactOffset(of view: JSONView) -> Int {
    let descendant = view.index
    // A member of a run is at its offset in the run (written as printed) or in this member of the run.
    var offset = view.member < 0 ? 0 : view.member - (member >= 0 ? member : tape[descendant].start)
    var current = index
    while current != descendant {
      let entry = tape[current]
      guard entry.kind == .array || entry.kind == .object else { return offset }
      offset += 1  // the opening bracket or brace
      let isObject = entry.kind == .object
      var child = JSONTape.firstChild(of: current)
      while child < entry.next {
        // A member is its key entry, then its value.
        let value = isObject ? child + 1 : child
        let keySize = isObject ? JSONTape.printedLength(of: tape[child], in: bytes) + 1 : 0  // the key and its colon
        if descendant >= value && descendant < tape[value].next {
          offset += keySize
          current = value
          break
        }
        offset += keySize + JSONView(tape: tape, bytes: bytes, index: value).compactSize + 1  // and its comma
        child = tape[value].next
      }
      if child >= entry.next { return offset }
    }
    return offset
  }
}
