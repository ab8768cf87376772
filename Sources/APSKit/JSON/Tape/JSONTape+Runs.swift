/// Runs: an array's consecutive numbers, literals, `[]`/`{}` and `""` written compact (`1,2,true,[],""`) share
/// one narrow slot, its byte range, and are read back from those bytes. A member holds no comma, so the commas
/// in a run's bytes are exactly its separators: a member ends at the next one, and a run of n commas holds
/// n + 1 members. A slot per value would hold a `[1,1,…]` in 4× its size (8 bytes per 2 of text); a run
/// holds any length of it in one slot (up to `Slot.farLength` bytes, then the next run starts).
///
/// The slot of a run is narrow, canonical (no whitespace inside, every member written as printed) and has
/// the kind bits `Slot.run`, never read as a `Kind`: readers that walk an array's slots ask `isRun` first,
/// and a view of one member keeps that member's offset (`JSONView.member`).
extension JSONTape {
  /// Joins the value at `start..<end` (a number, a literal, or `[]`, `{}` or `""` in two bytes) to the slot
  /// before it when that slot is the previous element of the same array, of the same sorts, ending right
  /// before the comma at `start - 1`: that slot becomes (or grows as) a run. False when a slot of its own is
  /// needed.
  ///
  /// The last slot written ends one byte before `start` when it is the value before that comma, or the key
  /// before a member's colon: a member's value never joins (its key, even `""`, keeps its own slot); a
  /// container's last slot is its last descendant or its own second slot.
  @inline(__always)
  mutating func joinRun(from start: Int, end: Int) -> Bool {
    guard entryCount > 0 else { return false }
    let last = entryBase + (entryCount &- 1)
    let word = last.pointee.word
    let lastStart = Int(last.pointee.start)
    guard lastStart &+ Int(word >> Slot.lengthShift) &+ 1 == start, Self.isRunnable(word),
      frameCount > 0, !frameBase[frameCount &- 1].isObject
    else { return false }
    let joined = end &- lastStart
    guard joined < Slot.farLength else { return false }
    last.pointee.word = UInt32(truncatingIfNeeded: joined) << Slot.lengthShift | Slot.runBits
    return true
  }

  /// Whether a slot's word is a run, a number, a literal, or an empty container or string in two bytes
  /// (narrow).
  @inline(__always)
  static func isRunnable(_ word: UInt32) -> Bool {
    guard word & Slot.wide == 0 else { return false }
    let kind = word & Slot.kindMask
    return kind >= UInt32(Kind.number.rawValue) || (kind <= UInt32(Kind.string.rawValue) && word >> Slot.lengthShift == 2)
  }

  /// Appends a number or literal just read at `start..<pos`, joining a run when it can.
  @inline(__always)
  mutating func appendRunnable(_ kind: Kind, from start: Int) throws(JSONParseError) {
    if joinRun(from: start, end: pos) { return }
    try append(kind, from: start, flags: Flags.canonical)
  }

  /// The member of the run at `run` (a slot index) starting at byte `offset`: a narrow canonical entry
  /// whose next is the slot after the run.
  @inline(__always)
  static func runMember(at offset: Int, of run: Int, in tape: Entries, _ bytes: UnsafeBufferPointer<UInt8>) -> Entry {
    let runEnd = tape[run].end
    let end = memberEnd(from: offset, runEnd: runEnd, in: bytes)
    return Entry(start: offset, storedEnd: end, next: run &+ 1, word: Slot.bits(memberKind(bytes[offset]), Flags.canonical), text: tape.text)
  }

  /// Where the member starting at `offset` ends: at the next comma, or at the run's end.
  @inline(__always)
  static func memberEnd(from offset: Int, runEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = offset &+ 1
    while index < runEnd, bytes[index] != UInt8(ascii: ",") { index &+= 1 }
    return index
  }

  /// What a member starting with `byte` is (the scan accepted it: a literal's first letter, a bracket, the
  /// quote of `""`, or a number's first character).
  @inline(__always)
  static func memberKind(_ byte: UInt8) -> Kind {
    switch byte {
    case UInt8(ascii: "t"): return .true
    case UInt8(ascii: "f"): return .false
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "\""): return .string
    default: return .number
    }
  }

  /// How many members the run `entry` holds: one more than its commas.
  static func runCount(_ entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1
    for index in entry.start..<entry.end where bytes[index] == UInt8(ascii: ",") { count &+= 1 }
    return count
  }
}
