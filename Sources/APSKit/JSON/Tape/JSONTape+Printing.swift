/// A tape written while compact JSON is written (`JSONTapeWriter`): each entry is the one `scan` would make of
/// the written bytes, known as they are written, so a value aps writes (a tree it built, or a capture's
/// printed value as the printers' grammar reads it) is read through `JSONView` without the scan's work (UTF-8
/// checks, number lexing, key comparisons) on text aps wrote itself.
///
/// Everything the writer writes is canonical: no whitespace, and escapes written as the printer writes
/// them, so every entry is flagged `canonical` (and the compact size, read off the root, is the text's length);
/// an array's consecutive numbers, literals, empty strings and small containers join runs as the scan's do.
extension JSONTape {
  /// Prints `value` compact into the empty `out` and returns its tape, equal to a scan of `out` with
  /// `printedTreeOptions`. The tape's `bytes` are left unset: the caller points them at where the text lives
  /// (`out` itself while it is not changed, or a copy; entries hold offsets).
  static func printing(_ value: JSONValue, into out: inout [UInt8]) -> JSONTape {
    precondition(out.isEmpty, "offsets are recorded from the start of out")
    var writer = JSONTapeWriter()
    swap(&writer.out, &out)
    writer.value(value)
    let tape = writer.finishedTape()
    swap(&writer.out, &out)
    return tape
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

  /// Flags of a string the writer wrote from `text` with `escapes`, as the scan sets them.
  @inline(__always)
  fileprivate static func printedStringFlags(_ text: UnsafeBufferPointer<UInt8>, _ escapes: JSONStringEscaper.Escapes)
    -> UInt8
  {
    var flags = Flags.canonical
    if escapes.contains(.any) { flags |= Flags.escaped }
    // The writer writes non-ASCII raw (no `asciiOnly`), so the source holds it exactly when the text does.
    if JSONLexing.holdsNonASCII(text) { flags |= Flags.nonASCII }
    return flags
  }
}

/// The one writer of compact JSON with its tape: told a value's parts in order (open, key, scalar, close), it
/// appends the bytes `JSONPrinter` prints for the same value and records the tape a scan of them would make.
/// A tree is written through it (`value`), and the printers' grammar writes what it reads through it as it
/// reads, so a capture's value is never built as a tree to be printed after.
///
/// A key is held until its value is written (`key`, `dropKey`): a member whose value JSON has none for
/// (JavaScript's `undefined`) leaves nothing. A container's kind is recorded when its first member comes or it
/// closes, so an empty one is recorded as the scan records `{}` and `[]`.
struct JSONTapeWriter {
  /// The compact JSON written so far.
  var out: [UInt8] = []
  private var tape = JSONTape(options: JSONTape.printedTreeOptions)
  /// The innermost container opened with nothing in it yet: where its bracket is, and its kind.
  private var openedEmpty: (start: Int, object: Bool)?
  private var heldKey: String?
  private var afterValue = false

  init() {
    // A push prints to under a kilobyte: one allocation instead of a doubling per power of two.
    out.reserveCapacity(1024)
  }

  /// Whether nothing has been written.
  var isEmpty: Bool { out.isEmpty }

  /// The key of the member whose value is written next.
  @inline(__always)
  mutating func key(_ key: String) { heldKey = key }

  /// Forgets the held key: its member has no value JSON can hold.
  @inline(__always)
  mutating func dropKey() { heldKey = nil }

  /// The bytes and tape entries that stand before a value: the open container's, a comma, the held key.
  @inline(__always)
  private mutating func beginValue() {
    if let opened = openedEmpty {
      openedEmpty = nil
      tape.pushFrame(JSONTape.Frame(entry: tape.entryCount, key: -1, count: 0, isObject: opened.object, departuresAtOpen: 0))
      tape.record(opened.object ? .object : .array, from: opened.start, end: nil, flags: 0)
    }
    if afterValue { out.append(UInt8(ascii: ",")) }
    guard var key = heldKey else { return }
    heldKey = nil
    let start = out.count
    key.withUTF8 { utf8 in
      let escapes = JSONStringEscaper.write(utf8, into: &out)
      if escapes.contains(.unicode) { tape.hadUnicodeEscape = true }
      let keyEntry = tape.entryCount
      tape.record(.string, from: start, end: out.count, flags: JSONTape.printedStringFlags(utf8, escapes))
      tape.notePrintedKey(keyEntry, text: utf8, in: out)
    }
    out.append(UInt8(ascii: ":"))
  }

  @inline(__always)
  private mutating func scalar(_ kind: JSONTape.Kind, from start: Int) {
    if !tape.joinRun(from: start, end: out.count) { tape.record(kind, from: start, end: out.count, flags: JSONTape.Flags.canonical) }
    tape.completeValue()
    afterValue = true
  }

  mutating func null() {
    beginValue()
    let start = out.count
    out.append(contentsOf: Self.nullBytes)
    scalar(.null, from: start)
  }

  mutating func bool(_ flag: Bool) {
    beginValue()
    let start = out.count
    out.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
    scalar(flag ? .true : .false, from: start)
  }

  /// A number: `lexeme` is a valid RFC 8259 number, written as it is.
  mutating func number(_ lexeme: UnsafeBufferPointer<UInt8>) {
    beginValue()
    let start = out.count
    out.append(contentsOf: lexeme)
    scalar(.number, from: start)
  }

  mutating func number(_ lexeme: String) {
    var lexeme = lexeme
    lexeme.withUTF8 { number($0) }
  }

  /// A string of the UTF-8 `text` (valid, as a Swift string's always is).
  mutating func string(_ text: UnsafeBufferPointer<UInt8>) {
    beginValue()
    let start = out.count
    let escapes = JSONStringEscaper.write(text, into: &out)
    if escapes.contains(.unicode) { tape.hadUnicodeEscape = true }
    // `""` in an array joins a run as `[]` does, as the scan's does.
    if out.count - start != 2 || !tape.joinRun(from: start, end: out.count) {
      tape.record(.string, from: start, end: out.count, flags: JSONTape.printedStringFlags(text, escapes))
    }
    tape.completeValue()
    afterValue = true
  }

  mutating func string(_ text: String) {
    var text = text  // withUTF8 needs a var; a native string is not copied
    text.withUTF8 { string($0) }
  }

  /// Opens an object or an array; its members follow, then `close`.
  mutating func open(object: Bool) {
    beginValue()
    openedEmpty = (out.count, object)
    out.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
    afterValue = false
  }

  /// Closes the innermost open container.
  mutating func close() {
    heldKey = nil
    if let opened = openedEmpty {
      openedEmpty = nil
      out.append(opened.object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
      if !tape.joinRun(from: opened.start, end: opened.start + 2) {
        tape.record(opened.object ? .object : .array, from: opened.start, end: opened.start + 2, flags: JSONTape.Flags.canonical)
      }
      tape.completeValue()
      afterValue = true
      return
    }
    tape.frameCount -= 1
    let closed = tape.frameBase[tape.frameCount]
    out.append(closed.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    if closed.keySet >= 0 { tape.keySets.removeLast() }  // the innermost set is the last one made
    tape.closeWide(closed.entry, end: out.count)
    tape.entryBase[closed.entry].add(flags: JSONTape.Flags.canonical)
    tape.inlineClosed(closed.entry, from: Int(tape.entryBase[closed.entry].start), end: out.count)
    tape.completeValue()
    afterValue = true
  }

  /// A tree, written part by part.
  mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let lexeme): number(lexeme)
    case .string(let text): string(text)
    case .array(let elements):
      open(object: false)
      for element in elements { self.value(element) }
      close()
    case .object(let members):
      open(object: true)
      for member in members {
        key(member.key)
        self.value(member.value)
      }
      close()
    }
  }

  /// The tape of everything written (one whole value), its `bytes` unset: the caller points them at where
  /// the text lives.
  mutating func finishedTape() -> JSONTape {
    precondition(out.count <= JSONTape.maximumLength, "a written value is held in memory, far below the tape's 4 GiB")
    tape.pos = out.count
    tape.end = out.count
    return tape
  }

  private static let nullBytes: [UInt8] = Array("null".utf8)
  private static let trueBytes: [UInt8] = Array("true".utf8)
  private static let falseBytes: [UInt8] = Array("false".utf8)
}
