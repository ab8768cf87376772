/// Printing straight from the tape: what `aps fmt` does for every input (no tree, no second path).
/// Compact output copies every value whose source is already in printed form (the scan marks it canonical)
/// in one piece; strings with nothing to escape are copied as written; the rest are decoded and escaped.
extension JSONPrinter {
  /// Appends the text of the scanned value `view` to `out` (no trailing newline).
  public func write(_ view: JSONView, into out: inout [UInt8]) {
    var writer = TapeWriter(options: options)
    writer.write(view, depth: 0, into: &out)
  }
}

/// One printing of a tape: the options worked out once (colours, indentation) and a reused decoding buffer.
private struct TapeWriter {
  let options: JSONPrinter.Options
  let colors: JSONColors?
  let isCompact: Bool
  /// Compact, plain, unsorted and raw UTF-8: canonical values are copied as they are.
  let copiesCanonical: Bool
  let indentUnit: Int
  let blanks: [UInt8]
  var scratch: [UInt8] = []

  init(options: JSONPrinter.Options) {
    self.options = options
    colors = options.colors
    isCompact = options.indent == .compact
    copiesCanonical = isCompact && !options.asciiOnly && !options.sortKeys && colors == nil
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

  mutating func write(_ view: JSONView, depth: Int, into out: inout [UInt8]) {
    let entry = view.entry
    if copiesCanonical, entry.flags & JSONTape.Flags.canonical != 0 {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: view.bytes[entry.start..<entry.end]))
      return
    }
    switch entry.kind {
    case .string:
      writeString(view, color: colors?.string, into: &out)
    case .number, .true, .false, .null:
      let token = UnsafeBufferPointer(rebasing: view.bytes[entry.start..<entry.end])
      guard let colors else {
        out.append(contentsOf: token)
        return
      }
      let color = entry.kind == .number ? colors.number : entry.kind == .null ? colors.null : colors.boolean
      colored(color, into: &out) { $0.append(contentsOf: token) }
    case .array:
      punctuation(UInt8(ascii: "["), into: &out)
      if entry.count > 0 {
        var first = true
        for element in view.elements ?? .empty(in: view) {
          if !first { punctuation(UInt8(ascii: ","), into: &out) }
          first = false
          newline(depth + 1, into: &out)
          write(element, depth: depth + 1, into: &out)
        }
        newline(depth, into: &out)
      }
      punctuation(UInt8(ascii: "]"), into: &out)
    case .object:
      punctuation(UInt8(ascii: "{"), into: &out)
      if entry.count > 0 {
        let members = view.members ?? .empty(in: view)
        var first = true
        if options.sortKeys {
          for member in Self.sorted(members) { writeMember(member, first: &first, depth: depth + 1, into: &out) }
        } else {
          for member in members { writeMember(member, first: &first, depth: depth + 1, into: &out) }
        }
        newline(depth, into: &out)
      }
      punctuation(UInt8(ascii: "}"), into: &out)
    }
  }

  private mutating func writeMember(_ member: JSONView.Member, first: inout Bool, depth: Int, into out: inout [UInt8]) {
    if !first { punctuation(UInt8(ascii: ","), into: &out) }
    first = false
    newline(depth, into: &out)
    writeString(member.keyView, color: colors?.key, into: &out)
    punctuation(UInt8(ascii: ":"), into: &out)
    if !isCompact { out.append(UInt8(ascii: " ")) }
    write(member.value, depth: depth, into: &out)
  }

  /// A string entry: copied as written when it has no escapes (and stays raw), else decoded and escaped.
  private mutating func writeString(_ view: JSONView, color: String?, into out: inout [UInt8]) {
    if let color, !color.isEmpty {
      out.append(contentsOf: [0x1B, UInt8(ascii: "[")])
      out.append(contentsOf: color.utf8)
      out.append(UInt8(ascii: "m"))
      writeString(view, color: nil, into: &out)
      out.append(contentsOf: JSONColors.reset)
      return
    }
    let entry = view.entry
    let flags = entry.flags
    if flags & JSONTape.Flags.escaped == 0, !options.asciiOnly || flags & JSONTape.Flags.nonASCII == 0 {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: view.bytes[entry.start..<entry.end]))
      return
    }
    scratch.removeAll(keepingCapacity: true)
    JSONTape.decodeEscapes(of: entry, in: view.bytes, into: &scratch)
    let asciiOnly = options.asciiOnly
    scratch.withUnsafeBufferPointer { JSONStringEscaper.write($0, asciiOnly: asciiOnly, into: &out) }
  }

  @inline(__always)
  private func punctuation(_ byte: UInt8, into out: inout [UInt8]) {
    guard let color = colors?.punctuation, !color.isEmpty else {
      out.append(byte)
      return
    }
    colored(color, into: &out) { $0.append(byte) }
  }

  private func colored(_ color: String, into out: inout [UInt8], _ body: (inout [UInt8]) -> Void) {
    guard !color.isEmpty else {
      body(&out)
      return
    }
    out.append(contentsOf: [0x1B, UInt8(ascii: "[")])
    out.append(contentsOf: color.utf8)
    out.append(UInt8(ascii: "m"))
    body(&out)
    out.append(contentsOf: JSONColors.reset)
  }

  /// A newline and the indentation of `depth` levels (nothing when compact), from a run of blanks.
  @inline(__always)
  private func newline(_ depth: Int, into out: inout [UInt8]) {
    guard !isCompact else { return }
    var remaining = indentUnit * depth
    blanks.withUnsafeBufferPointer { run in
      let first = min(remaining, run.count - 1)
      out.append(contentsOf: UnsafeBufferPointer(rebasing: run[0...first]))  // the newline and blanks
      remaining -= first
      while remaining > 0 {
        let step = min(remaining, run.count - 1)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: run[1...step]))
        remaining -= step
      }
    }
  }

  /// Members by their keys' UTF-8 bytes (as jq's `-S` does); stable, so repeated keys keep their order.
  private static func sorted(_ members: JSONView.Members) -> [JSONView.Member] {
    let keyed = members.map { (key: Array($0.key.utf8), member: $0) }
    return keyed.enumerated().sorted { lhs, rhs in
      if lhs.element.key.lexicographicallyPrecedes(rhs.element.key) { return true }
      if rhs.element.key.lexicographicallyPrecedes(lhs.element.key) { return false }
      return lhs.offset < rhs.offset
    }.map(\.element.member)
  }
}
