/// Runs: an array's consecutive numbers, literals, `[]`/`{}` and `""`, and its small containers, written
/// compact (`1,2,true,[],"",[1],{"a":1}`), share one narrow slot, their byte range, and are read back from
/// those bytes. A slot per value would hold a `[1,1,…]` in 4× its size (8 bytes per 2 of text), and a small
/// container more (a `[1]` two slots for itself and one for its member: 24 bytes per 4); a run holds any
/// length of them in one slot (up to `Slot.farLength` bytes, then the next run starts).
///
/// A small container joins when it closes canonical (no whitespace inside, every value written as printed),
/// as an array's element, in at most `inlineLengthAtMost` bytes, with no string written with escapes inside:
/// its members are then found in its bytes by brackets and quotes alone (a string ends at the next quote), so
/// reading one member reads at most those bytes. A member of a run ends at the first comma (or colon, after
/// a key) outside its strings and brackets, so the commas between members are its separators.
///
/// The slot of a run is narrow, canonical and has the kind bits `Slot.run`, never read as a `Kind`: readers
/// that walk an array's slots ask `isRun` first, and a view of one member keeps that member's offset
/// (`JSONView.member`), as do the views of a member's own members.
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

  /// The longest container that joins a run (`inlineClosed`): reading one of its members, or looking up a
  /// key, reads at most this many bytes. A longer one takes two slots beside its members' slots: at most 16
  /// bytes per 64 of text.
  static let inlineLengthAtMost = 64

  /// Called when the container at slot `index`, from byte `start` to `end`, has closed canonical: when it is
  /// an array's element of at most `inlineLengthAtMost` bytes holding no string written with escapes, its
  /// slots give way to one member of a run (joined to the run before it, or a run of its own).
  @inline(__always)
  mutating func inlineClosed(_ index: Int, from start: Int, end: Int) {
    guard end &- start <= Self.inlineLengthAtMost, frameCount > 0, !frameBase[frameCount &- 1].isObject, joinsSmallContainers
    else { return }
    inlineSmallContainer(index, from: start, end: end)
  }

  @inline(never)
  private mutating func inlineSmallContainer(_ index: Int, from start: Int, end: Int) {
    var slot = index &+ 2
    while slot < entryCount {
      let word = entryBase[slot].word
      // A container with members inside: its second slot holds an index, not a kind.
      if word & Slot.wide != 0 {
        slot &+= 2
        continue
      }
      let isString = word & Slot.kindMask == UInt32(Kind.string.rawValue)
      if isString, word & UInt32(Flags.escaped) << Slot.flagShift != 0 { return }
      slot &+= 1
    }
    entryCount = index
    if joinRun(from: start, end: end) { return }
    entryBase[index] = Slot(start: start, word: UInt32(truncatingIfNeeded: end &- start) << Slot.lengthShift | Slot.runBits)
    entryCount = index &+ 1
  }

  /// Appends a number or literal just read at `start..<pos`, joining a run when it can.
  @inline(__always)
  mutating func appendRunnable(_ kind: Kind, from start: Int) throws(JSONParseError) {
    if joinRun(from: start, end: pos) { return }
    try append(kind, from: start, flags: Flags.canonical)
  }

  /// The member of the run at `run` (a slot index) starting at byte `offset` (an element of the run, or a
  /// key or value inside one of its containers): a narrow canonical entry whose next is the slot after the run.
  @inline(__always)
  static func runMember(at offset: Int, of run: Int, in tape: Entries, _ bytes: UnsafeBufferPointer<UInt8>) -> Entry {
    let end = memberEnd(from: offset, runEnd: tape[run].end, in: bytes)
    let kind = memberKind(bytes[offset])
    var flags = Flags.canonical
    // No string in a run holds an escape; one may hold non-ASCII, flagged as the scan flags it.
    if kind == .string, end &- offset > 2, JSONLexing.holdsNonASCII(UnsafeBufferPointer(rebasing: bytes[offset..<end])) {
      flags |= Flags.nonASCII
    }
    return Entry(start: offset, storedEnd: end, next: run &+ 1, word: Slot.bits(kind, flags), text: tape.text)
  }

  /// Where the value starting at `offset` inside a run ends: after a string's closing quote (none holds an
  /// escape, so it is the next quote) or a container's closing bracket; a number or literal at the next
  /// comma or closing bracket, or at the run's end.
  @inline(__always)
  static func memberEnd(from offset: Int, runEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = offset
    var depth = 0
    while index < runEnd {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index &+= 1
        while bytes[index] != UInt8(ascii: "\"") { index &+= 1 }
        if depth == 0 { return index &+ 1 }
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth &+= 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { return index }
        depth &-= 1
        if depth == 0 { return index &+ 1 }
      case UInt8(ascii: ","):
        if depth == 0 { return index }
      default:
        break
      }
      index &+= 1
    }
    return index
  }

  /// What a member starting with `byte` is (the scan accepted it: a literal's first letter, a bracket, a
  /// quote, or a number's first character).
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

  /// How many members the run `entry` holds: one more than the commas between them.
  static func runCount(_ entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let end = entry.end
    var count = 1
    var index = memberEnd(from: entry.start, runEnd: end, in: bytes)
    while index < end {
      count &+= 1
      index = memberEnd(from: index &+ 1, runEnd: end, in: bytes)
    }
    return count
  }
}
