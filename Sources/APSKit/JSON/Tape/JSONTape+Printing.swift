/// A tree's tape written while the compact printer prints it: each entry is the one `scan` would make of the
/// printed bytes, known as they are written, so a tree aps built is read through `JSONView` without the
/// scan's work (UTF-8 checks, number lexing, key comparisons) on text aps wrote itself.
///
/// Everything the printer writes is canonical: no whitespace, and escapes written as the printer writes
/// them, so every entry is flagged `canonical` (and the compact size, read off the root, is the text's length);
/// an array's consecutive numbers, literals, empty containers and empty strings join runs as the scan's do.
extension JSONTape {
  /// Prints `value` compact into the empty `out` and returns its tape, equal to a scan of `out` with
  /// `printedTreeOptions`. The tape's `bytes` are left unset: the caller points them at where the text lives
  /// (`out` itself while it is not changed, or a copy; entries hold offsets).
  static func printing(_ value: JSONValue, into out: inout [UInt8]) -> JSONTape {
    precondition(out.isEmpty, "offsets are recorded from the start of out")
    var recorder = Recorder()
    JSONPrinter().writeCompact(value, into: &out, recorder: &recorder)
    precondition(out.count <= maximumLength, "a printed tree is held in memory, far below the tape's 4 GiB")
    recorder.tape.pos = out.count
    recorder.tape.end = out.count
    return recorder.tape
  }

  /// Calls `body` with a view of `value` printed compact, its tape written while printing.
  static func withRoot<R>(printing value: JSONValue, _ body: (JSONView) throws -> R) rethrows -> R {
    var printed: [UInt8] = []
    var tape = printing(value, into: &printed)
    return try printed.withUnsafeBufferPointer { buffer in
      tape.bytes = buffer
      return try tape.withRoot(body)
    }
  }

  /// Appends one value, as `append` does for a scan, ending at `end` (wide slots, as `openWide`, when `end` is
  /// nil: a container with members, closed by `closeWide`).
  @inline(__always)
  fileprivate mutating func record(_ kind: Kind, from start: Int, end: Int?, flags: UInt8) {
    if entryCount + 2 > entryCapacity {
      precondition(resizeEntries(entryCapacity * 2), "out of memory for a printed tree's tape")
    }
    guard let end else {
      (entryBase + entryCount).initialize(to: Slot(start: start, word: Slot.bits(kind, flags) | Slot.wide))
      (entryBase + entryCount + 1).initialize(to: Slot(start: 0, word: 0))
      entryCount += 2
      return
    }
    (entryBase + entryCount).initialize(to: Slot(kind, start: start, length: end - start, flags: flags))
    entryCount += 1
  }

  /// A value is complete: the open container counts it (as the scan does, for array indexes in pointers and
  /// for when an object is worth a key set).
  @inline(__always)
  fileprivate mutating func completeValue() {
    if frameCount > 0 { frameBase[frameCount - 1].count += 1 }
  }

  /// Flags of a string the printer wrote from `text` with `escapes`, as the scan sets them.
  @inline(__always)
  fileprivate static func printedStringFlags(_ text: UnsafeBufferPointer<UInt8>, _ escapes: JSONStringEscaper.Escapes)
    -> UInt8
  {
    var flags = Flags.canonical
    if escapes.contains(.any) { flags |= Flags.escaped }
    // The printer writes non-ASCII raw (no `asciiOnly`), so the source holds it exactly when the text does.
    if JSONLexing.holdsNonASCII(text) { flags |= Flags.nonASCII }
    return flags
  }

  /// Receives the printer's calls; writes into a new tape with `printedTreeOptions`, the scan's for a tree.
  fileprivate struct Recorder: JSONCompactRecorder {
    var tape = JSONTape(options: JSONTape.printedTreeOptions)

    mutating func scalar(_ kind: Kind, from start: Int, end: Int) {
      if !tape.joinRun(from: start, end: end) { tape.record(kind, from: start, end: end, flags: Flags.canonical) }
      tape.completeValue()
    }

    mutating func string(_ text: UnsafeBufferPointer<UInt8>, escapes: JSONStringEscaper.Escapes, from start: Int, end: Int) {
      if escapes.contains(.unicode) { tape.hadUnicodeEscape = true }
      if end - start != 2 || !tape.joinRun(from: start, end: end) {
        tape.record(.string, from: start, end: end, flags: JSONTape.printedStringFlags(text, escapes))
      }
      tape.completeValue()
    }

    mutating func key(
      _ text: UnsafeBufferPointer<UInt8>, escapes: JSONStringEscaper.Escapes, from start: Int,
      member: Int, of members: [JSONMember], in out: inout [UInt8]
    ) {
      if escapes.contains(.unicode) { tape.hadUnicodeEscape = true }
      let keyEntry = tape.entryCount
      tape.record(.string, from: start, end: out.count, flags: JSONTape.printedStringFlags(text, escapes))
      tape.notePrintedKey(keyEntry, member: member, of: members, in: out)
    }

    mutating func empty(object: Bool, from start: Int) {
      if !tape.joinRun(from: start, end: start + 2) {
        tape.record(object ? .object : .array, from: start, end: start + 2, flags: Flags.canonical)
      }
      tape.completeValue()
    }

    mutating func open(object: Bool, from start: Int) {
      tape.pushFrame(Frame(entry: tape.entryCount, key: -1, count: 0, isObject: object, departuresAtOpen: 0))
      tape.record(object ? .object : .array, from: start, end: nil, flags: 0)
    }

    mutating func close(end: Int) {
      tape.frameCount -= 1
      let closed = tape.frameBase[tape.frameCount]
      if closed.keySet >= 0 { tape.keySets.removeLast() }  // the innermost set is the last one made
      tape.closeWide(closed.entry, end: end)
      tape.entryBase[closed.entry].add(flags: Flags.canonical)
      tape.completeValue()
    }
  }
}
