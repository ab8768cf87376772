/// Printing straight from the tape: what `aps fmt` does for every input (no tree, no second path).
/// Compact output copies every value whose source is already in printed form (the scan marks it canonical)
/// in one piece; strings with nothing to escape are copied as written; the rest are decoded and escaped.
extension JSONPrinter {
  /// Appends the text of the scanned value `view` to `out` (no trailing newline).
  public func write(_ view: JSONView, into out: inout [UInt8]) {
    // Compact output is at most the compact size (more only with asciiOnly, and the buffer grows); pretty
    // output adds indentation, so it starts with twice that.
    let compactSize = view.compactSize
    let capacity = (options.indent == .compact ? compactSize : 2 * compactSize) + 64
    var writer = TapeWriter(options: options, view: view, capacity: capacity)
    writer.write(at: view.index, depth: 0)
    writer.moveOutput(to: &out)
  }
}

/// One printing of a tape: the options worked out once (colours, indentation), a reused decoding buffer, and
/// an output buffer of its own (a pointer and a count: the many small writes of pretty printing skip the
/// array's uniqueness and capacity checks) handed over in one copy at the end.
private struct TapeWriter {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  let options: JSONPrinter.Options
  /// The tape and bytes being printed; values are walked by index.
  let tape: UnsafeBufferPointer<JSONTape.Entry>
  let bytes: UnsafeBufferPointer<UInt8>
  let colors: JSONColors?
  let isCompact: Bool
  /// Compact, plain, unsorted and raw UTF-8: canonical values are copied as they are.
  let copiesCanonical: Bool
  let indentUnit: Int
  let blanks: [UInt8]
  var scratch: [UInt8] = []

  init(options: JSONPrinter.Options, view: JSONView, capacity: Int) {
    tape = view.tape
    bytes = view.bytes
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
    self.options = options
    colors = options.colors
    isCompact = options.indent == .compact
    copiesCanonical =
      isCompact && !options.asciiOnly && !options.sortKeys && colors == nil && !options.escapesTerminalControls
    switch options.indent {
    case .compact:
      indentUnit = 0
      blanks = []
    case .spaces(let width):
      indentUnit = max(0, width)
      blanks = Self.spaceRun
    case .tab:
      indentUnit = 1
      blanks = Self.tabRun
    }
  }

  /// A newline and then blanks: a line start of up to 128 blanks is one append.
  private static let spaceRun = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 128)
  private static let tabRun = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: "\t"), count: 128)

  /// Appends what was written to `out` and frees the buffer (the writer is done).
  mutating func moveOutput(to out: inout [UInt8]) {
    out.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    base.deallocate()
    count = 0
    capacity = 0
  }

  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    if count == capacity { grow(1) }
    base[count] = byte
    count += 1
  }

  @inline(__always)
  private mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let address = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(bytes.count) }
    (base + count).update(from: address, count: bytes.count)
    count += bytes.count
  }

  private mutating func put(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { put($0) }
  }

  private mutating func put(_ text: String) {
    var text = text
    text.withUTF8 { put($0) }
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(capacity * 2, count + needed)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  mutating func write(at index: Int, depth: Int) {
    let kind = tape[index].kind
    if copiesCanonical, tape[index].flags & JSONTape.Flags.canonical != 0 {
      put(UnsafeBufferPointer(rebasing: bytes[tape[index].start..<tape[index].end]))
      return
    }
    switch kind {
    case .string:
      writeString(at: index, color: colors?.string)
    case .number, .true, .false, .null:
      let token = UnsafeBufferPointer(rebasing: bytes[tape[index].start..<tape[index].end])
      guard let colors else {
        put(token)
        return
      }
      let color = kind == .number ? colors.number : kind == .null ? colors.null : colors.boolean
      startColor(color)
      put(token)
      endColor(color)
    case .array:
      punctuation(UInt8(ascii: "["))
      let end = tape[index].next
      var element = index + 1
      if element < end {
        while element < end {
          if element > index + 1 { punctuation(UInt8(ascii: ",")) }
          newline(depth + 1)
          write(at: element, depth: depth + 1)
          element = tape[element].next
        }
        newline(depth)
      }
      punctuation(UInt8(ascii: "]"))
    case .object:
      punctuation(UInt8(ascii: "{"))
      let end = tape[index].next
      if index + 1 < end {
        if options.sortKeys {
          for (position, key) in sortedKeys(of: index).enumerated() { writeMember(key: key, first: position == 0, depth: depth + 1) }
        } else {
          var key = index + 1
          while key < end {
            writeMember(key: key, first: key == index + 1, depth: depth + 1)
            key = tape[key + 1].next
          }
        }
        newline(depth)
      }
      punctuation(UInt8(ascii: "}"))
    }
  }

  /// A member: its key entry at `key`, its value right after.
  private mutating func writeMember(key: Int, first: Bool, depth: Int) {
    if !first { punctuation(UInt8(ascii: ",")) }
    newline(depth)
    writeString(at: key, color: colors?.key)
    punctuation(UInt8(ascii: ":"))
    if !isCompact { put(UInt8(ascii: " ")) }
    write(at: key + 1, depth: depth)
  }

  /// The key entries of the object at `index`, by their keys' UTF-8 bytes (as jq's `-S` does); stable, so
  /// repeated keys keep their order.
  private func sortedKeys(of index: Int) -> [Int] {
    var keyed: [(key: [UInt8], entry: Int)] = []
    var key = index + 1
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
  private mutating func writeString(at index: Int, color: String?) {
    if let color { startColor(color) }
    defer { if let color { endColor(color) } }
    let entry = tape[index]
    let flags = entry.flags
    let raw = UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end])
    if flags & JSONTape.Flags.escaped == 0, !options.asciiOnly || flags & JSONTape.Flags.nonASCII == 0,
      !options.escapesTerminalControls || !JSONStringEscaper.mayHoldTerminalControls(raw)
    {
      put(raw)
      return
    }
    scratch.removeAll(keepingCapacity: true)
    JSONTape.decodeEscapes(of: entry, in: bytes, into: &scratch)
    var escaped: [UInt8] = []
    scratch.withUnsafeBufferPointer {
      JSONStringEscaper.write(
        $0, asciiOnly: options.asciiOnly, terminalControls: options.escapesTerminalControls, into: &escaped)
    }
    put(escaped)
  }

  @inline(__always)
  private mutating func punctuation(_ byte: UInt8) {
    guard let color = colors?.punctuation else {
      put(byte)
      return
    }
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

  /// A newline and the indentation of `depth` levels (nothing when compact), from a run of blanks.
  @inline(__always)
  private mutating func newline(_ depth: Int) {
    guard !isCompact else { return }
    var remaining = indentUnit * depth
    blanks.withUnsafeBufferPointer { run in
      let first = min(remaining, run.count - 1)
      put(UnsafeBufferPointer(rebasing: run[0...first]))  // the newline and blanks
      remaining -= first
      while remaining > 0 {
        let step = min(remaining, run.count - 1)
        put(UnsafeBufferPointer(rebasing: run[1...step]))
        remaining -= step
      }
    }
  }
}
