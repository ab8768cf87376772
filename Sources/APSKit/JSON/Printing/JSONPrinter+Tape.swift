/// Printing straight from the tape: what `aps fmt` does for every input (no tree, no second path).
/// Compact output copies every value whose source is already in printed form (the scan marks it canonical)
/// in one piece; strings with nothing to escape are copied as written; the rest are decoded and escaped.
extension JSONPrinter {
  /// Appends the text of the scanned value `view` to `out` (no trailing newline).
  public func write(_ view: JSONView, into out: inout [UInt8]) {
    let entry = view.entry
    // Compact plain output of a value already in printed form (most JSON Lines records): one copy, no writer.
    if copiesCanonicalValues, entry.flags & JSONTape.Flags.canonical != 0 {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: view.bytes[entry.start..<entry.end]))
      return
    }
    // The source is at least as long as the compact form (escapes only shrink when decoded and re-escaped;
    // more only with asciiOnly, and the buffer grows); pretty output adds indentation, so it starts with twice.
    let sourceSize = entry.end - entry.start
    let capacity = (options.indent == .compact ? sourceSize : 2 * sourceSize) + 64
    var writer = TapeWriter(options: options, view: view, capacity: capacity)
    writer.write(view)
    writer.moveOutput(to: &out)
  }

  /// Appends the text of the root of `tape`'s last successful scan to `out` (no trailing newline): what a JSON
  /// Lines formatter calls per record, without a closure that captures (and copies) the printer.
  public func write(rootOf tape: JSONTape, into out: inout [UInt8]) {
    write(JSONView(tape: tape.entries, bytes: tape.bytes, index: 0), into: &out)
  }

  /// Hands the text of `view` to `emit` in pieces of about `chunk` bytes (no trailing newline):
  /// the output is never held whole, so a document that prints larger than it reads (`--ascii`
  /// escapes, pretty indentation) needs no more memory than a chunk beside its tape.
  public func write(_ view: JSONView, chunk: Int = 1 << 16, to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
    withoutActuallyEscaping(emit) { emit in
      var writer = TapeWriter(options: options, view: view, capacity: chunk)
      writer.drain = emit
      writer.write(view)
      writer.finish()
    }
  }
}

/// One printing of a tape: the options worked out once (colours, indentation), a reused decoding buffer, and
/// an output buffer of its own (a pointer and a count: the many small writes of pretty printing skip the
/// array's uniqueness and capacity checks) handed over in one copy at the end.
struct TapeWriter {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  let options: JSONPrinter.Options
  /// The tape and bytes being printed; values are walked by index.
  let tape: JSONTape.Entries
  let bytes: UnsafeBufferPointer<UInt8>
  /// Plain output never touches the colour strings (reading one per token costs a retain and a release).
  let colored: Bool
  let colors: JSONColors
  let isCompact: Bool
  /// Compact, plain, unsorted and raw UTF-8: canonical values are copied as they are.
  let copiesCanonical: Bool
  let indentUnit: Int
  /// The indentation byte (a space or a tab).
  let blank: UInt8
  let asciiOnly: Bool
  /// Decoded and re-escaped bytes of a string being rewritten (reused between strings).
  var scratch: [UInt8] = []
  var escaped: [UInt8] = []

  init(options: JSONPrinter.Options, view: JSONView, capacity: Int) {
    tape = view.tape
    bytes = view.bytes
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
    self.options = options
    asciiOnly = options.asciiOnly
    colored = options.colors != nil
    colors = options.colors ?? JSONColors(key: "", string: "", number: "", boolean: "", null: "", punctuation: "")
    isCompact = options.indent == .compact
    copiesCanonical = isCompact && !asciiOnly && !options.sortKeys && !colored && !options.escapesTerminalControls
    switch options.indent {
    case .compact:
      indentUnit = 0
      blank = UInt8(ascii: " ")
    case .spaces(let width):
      indentUnit = max(0, width)
      blank = UInt8(ascii: " ")
    case .tab:
      indentUnit = 1
      blank = UInt8(ascii: "\t")
    }
  }

  /// When set, a full buffer is handed here and reused instead of growing.
  var drain: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// Hands the rest to `drain` and frees the buffer (the writer is done).
  mutating func finish() {
    if count > 0 { drain?(UnsafeBufferPointer(start: base, count: count)) }
    base.deallocate()
    count = 0
    capacity = 0
  }

  /// Appends what was written to `out` and frees the buffer (the writer is done).
  mutating func moveOutput(to out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
  }

  @inline(__always)
  mutating func put(_ byte: UInt8) {
    if count == capacity { grow(1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let address = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity {
      if drain != nil, bytes.count >= capacity { return passOn(bytes) }
      grow(bytes.count)
    }
    (base + count).update(from: address, count: bytes.count)
    count += bytes.count
  }

  /// A piece at least as big as the buffer (a canonical value copied whole) goes to `drain` as it is: a
  /// buffer grown to hold it would be a second copy of the document.
  @inline(never)
  private mutating func passOn(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let drain else { return }
    if count > 0 { drain(UnsafeBufferPointer(start: base, count: count)) }
    count = 0
    drain(bytes)
  }

  private mutating func put(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { put($0) }
  }

  private mutating func put(_ text: String) {
    var text = text
    text.withUTF8 { put($0) }
  }

  private mutating func grow(_ needed: Int) {
    if let drain, count > 0 {
      drain(UnsafeBufferPointer(start: base, count: count))
      count = 0
      if needed <= capacity { return }
    }
    let newCapacity = max(capacity * 2, count + needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Writes the value of `view` (the value at its index, or its member of a run).
  mutating func write(_ view: JSONView) {
    guard view.member >= 0 else { return write(at: view.index, depth: 0) }
    writeMemberOfRun(view, depth: 0)
  }

  mutating func write(at index: Int, depth: Int) {
    let kind = tape[index].kind
    if copiesCanonical, tape[index].flags & JSONTape.Flags.canonical != 0 {
      put(UnsafeBufferPointer(rebasing: bytes[tape[index].start..<tape[index].end]))
      return
    }
    switch kind {
    case .string:
      writeString(tape[index], role: .string)
    case .number, .true, .false, .null:
      writeScalar(kind, tape[index].start, tape[index].end)
    case .array:
      punctuation(UInt8(ascii: "["))
      let end = tape[index].next
      let first = JSONTape.firstChild(of: index)
      var element = first
      if element < end {
        while element < end {
          if element > first { punctuation(UInt8(ascii: ",")) }
          if tape[element].isRun {
            writeRun(at: element, depth: depth + 1)
          } else {
            newline(depth + 1)
            write(at: element, depth: depth + 1)
          }
          element = tape[element].next
        }
        newline(depth)
      }
      punctuation(UInt8(ascii: "]"))
    case .object:
      punctuation(UInt8(ascii: "{"))
      let end = tape[index].next
      let first = JSONTape.firstChild(of: index)
      if first < end {
        if options.sortKeys {
          for (position, key) in sortedKeys(of: index).enumerated() { writeMember(key: key, first: position == 0, depth: depth + 1) }
        } else {
          var key = first
          while key < end {
            writeMember(key: key, first: key == first, depth: depth + 1)
            key = tape[key + 1].next
          }
        }
        newline(depth)
      }
      punctuation(UInt8(ascii: "}"))
    }
  }

  /// A number, a literal, or a member of a run (`[]`, `{}`, `""`) at `start..<end`.
  mutating func writeScalar(_ kind: JSONTape.Kind, _ start: Int, _ end: Int) {
    if kind == .array || kind == .object {
      punctuation(bytes[start])
      punctuation(bytes[end - 1])
      return
    }
    let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
    guard colored else { return put(token) }
    let color =
      switch kind {
      case .number: colors.number
      case .null: colors.null
      case .string: colors.string
      default: colors.boolean
      }
    startColor(color)
    put(token)
    endColor(color)
  }

  /// The text of a key written without escapes: the bytes between its quotes.
  func keyBytes(_ entry: JSONTape.Entry) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[(entry.start + 1)..<(entry.end - 1)])
  }

  /// A member: its key entry at `key`, its value right after.
  private mutating func writeMember(key: Int, first: Bool, depth: Int) {
    if !first { punctuation(UInt8(ascii: ",")) }
    newline(depth)
    writeString(tape[key], role: .key)
    punctuation(UInt8(ascii: ":"))
    if !isCompact { put(UInt8(ascii: " ")) }
    write(at: key + 1, depth: depth)
  }

  /// The key entries of the object at `index`, by their keys' UTF-8 bytes (as jq's `-S` does); stable, so
  /// repeated keys keep their order.
  private func sortedKeys(of index: Int) -> [Int] {
    var keyed: [(key: [UInt8], entry: Int)] = []
    var key = JSONTape.firstChild(of: index)
    while key < tape[index].next {
      keyed.append((Array(JSONTape.text(of: tape[key], in: bytes).utf8), key))
      key = tape[key + 1].next
    }
    return keyed.enumerated().sorted { lhs, rhs in
      if lhs.element.key.lexicographicallyPrecedes(rhs.element.key) { return true }
      if rhs.element.key.lexicographicallyPrecedes(lhs.element.key) { return false }
      return lhs.offset < rhs.offset
    }.map(\.element.entry)
  }

  /// A string entry: copied as written when it has no escapes (and stays raw), else decoded and escaped.
  mutating func writeString(_ entry: JSONTape.Entry, role: StringRole) {
    guard colored else { return writePlainString(entry) }
    let color = role == .key ? colors.key : colors.string
    startColor(color)
    writePlainString(entry)
    endColor(color)
  }

  /// Whether a string is a member's key or a value (they take different colours).
  enum StringRole { case key, string }

  private mutating func writePlainString(_ entry: JSONTape.Entry) {
    let flags = entry.flags
    let raw = UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end])
    // Without escapes, or with only escapes the printer writes the same way (canonical): copied as written.
    if flags & (JSONTape.Flags.escaped | JSONTape.Flags.canonical) != JSONTape.Flags.escaped,
      !asciiOnly || flags & JSONTape.Flags.nonASCII == 0,
      !options.escapesTerminalControls || !JSONStringEscaper.mayHoldTerminalControls(raw)
    {
      put(raw)
      return
    }
    scratch.removeAll(keepingCapacity: true)
    JSONTape.decodeEscapes(of: entry, in: bytes, into: &scratch)
    escaped.removeAll(keepingCapacity: true)
    // The escapes count `write` returns is not needed here (a closure's result is not discardable).
    _ = scratch.withUnsafeBufferPointer {
      JSONStringEscaper.write($0, asciiOnly: asciiOnly, terminalControls: options.escapesTerminalControls, into: &escaped)
    }
    put(escaped)
  }

  @inline(__always)
  mutating func punctuation(_ byte: UInt8) {
    guard colored else {
      put(byte)
      return
    }
    let color = colors.punctuation
    startColor(color)
    put(byte)
    endColor(color)
  }

  /// The SGR sequence starting `color` (nothing for an empty colour).
  private mutating func startColor(_ color: String) {
    guard !color.isEmpty else { return }
    put(0x1B)
    put(UInt8(ascii: "["))
    put(color)
    put(UInt8(ascii: "m"))
  }

  private mutating func endColor(_ color: String) {
    if !color.isEmpty { put(JSONColors.reset) }
  }

  /// A newline and the indentation of `depth` levels (nothing when compact), written in place.
  @inline(__always)
  mutating func newline(_ depth: Int) {
    guard !isCompact else { return }
    let blanks = indentUnit * depth
    if count + 1 + blanks > capacity { grow(1 + blanks) }
    base[count] = UInt8(ascii: "\n")
    var at = count + 1
    let stop = at + blanks
    while at < stop {  // a few bytes: a loop is cheaper than a call to memset
      base[at] = blank
      at += 1
    }
    count += 1 + blanks
  }
}
