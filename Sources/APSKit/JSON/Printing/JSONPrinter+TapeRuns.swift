/// Printing a run (`JSONTape+Runs.swift`): its members, and the small containers that joined it, are read
/// from their bytes and laid out as the same values read from slots of their own.
extension TapeWriter {
  /// The elements of the run at `index` (`JSONTape+Runs.swift`), each on its own line at `depth` (the commas
  /// between them included): copied whole when canonical values are.
  mutating func writeRun(at index: Int, depth: Int) {
    let run = tape[index]
    if copiesCanonical { return put(UnsafeBufferPointer(rebasing: bytes[run.start..<run.end])) }
    var start = run.start
    while true {
      let end = JSONTape.memberEnd(from: start, runEnd: run.end, in: bytes)
      newline(depth)
      writeMemberOfRun(JSONView(tape: tape, bytes: bytes, index: index, member: start), depth: depth)
      guard end < run.end else { return }
      punctuation(UInt8(ascii: ","))
      start = end + 1
    }
  }

  /// A member of a run, or a value inside one, read from its bytes: laid out as `write(at:depth:)` lays out
  /// the same value read from slots of its own.
  mutating func writeMemberOfRun(_ view: JSONView, depth: Int) {
    let entry = view.entry
    switch entry.kind {
    case .string:
      writeString(entry, role: .string)
    case .number, .true, .false, .null:
      writeScalar(entry.kind, entry.start, entry.end)
    case .array:
      guard let elements = view.elements, !elements.isEmpty else { return writeScalar(.array, entry.start, entry.end) }
      punctuation(UInt8(ascii: "["))
      var first = true
      for element in elements {
        if !first { punctuation(UInt8(ascii: ",")) }
        first = false
        newline(depth + 1)
        writeMemberOfRun(element, depth: depth + 1)
      }
      newline(depth)
      punctuation(UInt8(ascii: "]"))
    case .object:
      guard let members = view.members, !members.isEmpty else { return writeScalar(.object, entry.start, entry.end) }
      punctuation(UInt8(ascii: "{"))
      var ordered = Array(members)
      if options.sortKeys {
        // By the keys' UTF-8 bytes, stable, as `sortedKeys(of:)` (no key in a run holds an escape).
        ordered = ordered.enumerated().sorted { lhs, rhs in
          let left = keyBytes(lhs.element.keyView.entry)
          let right = keyBytes(rhs.element.keyView.entry)
          if left.lexicographicallyPrecedes(right) { return true }
          if right.lexicographicallyPrecedes(left) { return false }
          return lhs.offset < rhs.offset
        }.map(\.element)
      }
      for (position, member) in ordered.enumerated() {
        if position > 0 { punctuation(UInt8(ascii: ",")) }
        newline(depth + 1)
        writeString(member.keyView.entry, role: .key)
        punctuation(UInt8(ascii: ":"))
        if !isCompact { put(UInt8(ascii: " ")) }
        writeMemberOfRun(member.value, depth: depth + 1)
      }
      newline(depth)
      punctuation(UInt8(ascii: "}"))
    }
  }
}
