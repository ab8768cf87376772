/// Printing straight from the tape: what `aps fmt` does for every input (no tree, no second path).
/// Strings with nothing to escape are copied from the source as they are; the rest are decoded and escaped.
extension JSONPrinter {
  /// Appends the text of the scanned value `view` to `out` (no trailing newline).
  public func write(_ view: JSONView, into out: inout [UInt8]) {
    var scratch: [UInt8] = []
    write(view, depth: 0, scratch: &scratch, into: &out)
  }

  private func write(_ view: JSONView, depth: Int, scratch: inout [UInt8], into out: inout [UInt8]) {
    let entry = view.entry
    switch entry.kind {
    case .string:
      writeString(view, color: options.colors?.string, scratch: &scratch, into: &out)
    case .number, .true, .false, .null:
      let color: String?
      switch entry.kind {
      case .number: color = options.colors?.number
      case .null: color = options.colors?.null
      default: color = options.colors?.boolean
      }
      let token = UnsafeBufferPointer(rebasing: view.bytes[entry.start..<entry.end])
      if color == nil {
        out.append(contentsOf: token)
      } else {
        colored(color, into: &out) { $0.append(contentsOf: token) }
      }
    case .array:
      punctuation(UInt8(ascii: "["), into: &out)
      if entry.count > 0 {
        var first = true
        for element in view.elements ?? .init(tape: view.tape, bytes: view.bytes, first: 0, end: 0, count: 0) {
          if !first { punctuation(UInt8(ascii: ","), into: &out) }
          first = false
          indent(depth + 1, into: &out)
          write(element, depth: depth + 1, scratch: &scratch, into: &out)
        }
        indent(depth, into: &out)
      }
      punctuation(UInt8(ascii: "]"), into: &out)
    case .object:
      punctuation(UInt8(ascii: "{"), into: &out)
      if entry.count > 0 {
        let members = view.members ?? .empty(in: view)
        var first = true
        if options.sortKeys {
          for member in Self.sorted(members) {
            writeMember(member, first: &first, depth: depth + 1, scratch: &scratch, into: &out)
          }
        } else {
          for member in members { writeMember(member, first: &first, depth: depth + 1, scratch: &scratch, into: &out) }
        }
        indent(depth, into: &out)
      }
      punctuation(UInt8(ascii: "}"), into: &out)
    }
  }

  private func writeMember(
    _ member: JSONView.Member, first: inout Bool, depth: Int, scratch: inout [UInt8], into out: inout [UInt8]
  ) {
    if !first { punctuation(UInt8(ascii: ","), into: &out) }
    first = false
    indent(depth, into: &out)
    writeString(member.keyView, color: options.colors?.key, scratch: &scratch, into: &out)
    punctuation(UInt8(ascii: ":"), into: &out)
    if options.indent != .compact { out.append(UInt8(ascii: " ")) }
    write(member.value, depth: depth, scratch: &scratch, into: &out)
  }

  /// A string entry: copied as written when it has no escapes (and stays raw), else decoded and escaped.
  private func writeString(_ view: JSONView, color: String?, scratch: inout [UInt8], into out: inout [UInt8]) {
    guard color == nil else {
      colored(color, into: &out) { writeString(view, color: nil, scratch: &scratch, into: &$0) }
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
    scratch.withUnsafeBufferPointer { JSONStringEscaper.write($0, asciiOnly: options.asciiOnly, into: &out) }
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

  /// A newline and the indentation of `depth` levels (nothing when compact), from a run of blanks.
  private func indent(_ depth: Int, into out: inout [UInt8]) {
    let unit: Int
    let blanks: [UInt8]
    switch options.indent {
    case .compact: return
    case .spaces(let width):
      unit = max(0, width)
      blanks = Self.spaceRun
    case .tab:
      unit = 1
      blanks = Self.tabRun
    }
    out.append(UInt8(ascii: "\n"))
    var remaining = unit * depth
    blanks.withUnsafeBufferPointer { run in
      while remaining > 0 {
        let step = min(remaining, run.count)
        out.append(contentsOf: UnsafeBufferPointer(rebasing: run[0..<step]))
        remaining -= step
      }
    }
  }

  private static let spaceRun = [UInt8](repeating: UInt8(ascii: " "), count: 128)
  private static let tabRun = [UInt8](repeating: UInt8(ascii: "\t"), count: 128)
}
