/// The tape's records: one 8-byte slot per value (two for a container with members, one for a run of an
/// array's scalars and small containers), one frame per open container while scanning.
extension JSONTape {
  /// What the tape stores: 8 bytes. A document of one-byte values would have a value per two bytes (4× its
  /// size in slots); written compact, those values share runs, and the shortest values left a slot each
  /// take three bytes with their separator (`1, `): under 3× the text.
  ///
  /// `start` is a byte offset; `word` packs the kind (bits 0-2: a `Kind`, or `run`), `Flags` (bits 3-5) and
  /// `wide` (bit 6). A run (`JSONTape+Runs.swift`) is one narrow slot for an array's consecutive numbers,
  /// literals, empty strings and small containers written compact, so `[1,1,…]` and `[[1],[1],…]` hold one
  /// slot, not a slot per two bytes or three per four.
  /// A narrow slot (every scalar and string, an empty container) keeps its length in bits 7-31 (`farLength`
  /// for 32 MB or more: its end is then found in the text, see `farEnd`); its next sibling is the next slot.
  /// A wide slot (a container with members) is followed by a second slot holding its end offset and the
  /// index of its next sibling, and keeps an object's `keyLengths` in bits 16-31: only containers pay for
  /// what only containers need, and a key is always one slot, so a member's value is the slot after its key.
  struct Slot: Equatable {
    var start: UInt32
    var word: UInt32

    static let kindMask: UInt32 = 7
    /// The kind bits of a run (no `Kind` has them).
    static let run: UInt32 = 7
    /// The kind and flags of every run: it is canonical.
    static let runBits = run | UInt32(Flags.canonical) << flagShift
    static let flagShift: UInt32 = 3
    static let wide: UInt32 = 1 << 6
    static let lengthShift: UInt32 = 7
    static let keyLengthShift: UInt32 = 16
    /// The length field of a value this long or longer: its end is found in the text.
    static let farLength = (1 << 25) - 1

    @inline(__always)
    init(start: Int, word: UInt32) {
      self.start = UInt32(truncatingIfNeeded: start)
      self.word = word
    }

    /// A narrow slot.
    @inline(__always)
    init(_ kind: Kind, start: Int, length: Int, flags: UInt8) {
      let stored = length < Self.farLength ? length : Self.farLength
      self.init(start: start, word: UInt32(truncatingIfNeeded: stored) << Self.lengthShift | Self.bits(kind, flags))
    }

    @inline(__always)
    static func bits(_ kind: Kind, _ flags: UInt8) -> UInt32 {
      UInt32(kind.rawValue) | UInt32(flags) << flagShift
    }

    /// Sets `flags` (kept with those already set).
    @inline(__always)
    mutating func add(flags: UInt8) { word |= UInt32(flags) << Self.flagShift }
  }

  /// One value as read from its slots: offsets and indexes as `Int`. What can be worked out is not stored: a
  /// container's member count is a walk over its children (`JSONTape.childCount`), a string's printed length
  /// is its source length unless it is written with escapes the printer writes otherwise
  /// (`JSONTape.printedLength`); what only the scan needs (the key bits that find repeated keys, the counts
  /// so far) lives in the open container's `Frame`.
  struct Entry {
    /// Byte offset: a string's opening quote; a container's bracket; a number's or literal's lexeme.
    let start: Int
    /// The index just past this value and everything inside it: its next sibling.
    let next: Int
    let word: UInt32
    /// The end as the slots hold it (wrong only for a value of `farLength` or more, see `end`).
    private let storedEnd: Int
    private let text: UnsafePointer<UInt8>?

    @inline(__always)
    init(start: Int, storedEnd: Int, next: Int, word: UInt32, text: UnsafePointer<UInt8>?) {
      self.start = start
      self.storedEnd = storedEnd
      self.next = next
      self.word = word
      self.text = text
    }

    /// Byte offset after the value: after a string's closing quote, a container's closing bracket, a number's
    /// or literal's lexeme.
    var end: Int {
      @inline(__always) get {
        word >> Slot.lengthShift == UInt32(Slot.farLength) ? JSONTape.farEnd(start, kind, in: text) : storedEnd
      }
    }
    /// Never asked of a run (`isRun`), whose members each have their own kind.
    var kind: Kind {
      @inline(__always) get {
        assert(!isRun, "a run's members are read one by one")
        return unsafeBitCast(UInt8(truncatingIfNeeded: word & Slot.kindMask), to: Kind.self)
      }
    }
    /// Whether this slot is a run of an array's members (`JSONTape+Runs.swift`).
    var isRun: Bool { @inline(__always) get { word & Slot.kindMask == Slot.run } }
    /// `Flags` of the value.
    var flags: UInt8 { @inline(__always) get { UInt8(truncatingIfNeeded: word >> Slot.flagShift) & 7 } }
    /// Objects: bit `min(n, 15)` set for each key of n bytes (every bit for a key written with escapes), so
    /// looking up a key the object lacks is usually one test, not a walk over its members.
    var keyLengths: UInt16 {
      @inline(__always) get { word & Slot.wide == 0 ? 0 : UInt16(truncatingIfNeeded: word >> Slot.keyLengthShift) }
    }

    /// How many slots the value itself takes (its children follow them): two for a container with members.
    var slotCount: Int { @inline(__always) get { word & Slot.wide == 0 ? 1 : 2 } }

    /// The `keyLengths` bit of a key of `length` bytes.
    @inline(__always)
    static func lengthBit(_ length: Int) -> UInt16 { 1 << UInt16(min(length, 15)) }
  }

  /// The slots of a scan read as entries: `tape[index]` for the value at `index`. A container's first child
  /// is at `JSONTape.firstChild(of:)` (past its second slot); an empty one has none (its next is before that).
  struct Entries {
    let slots: UnsafeBufferPointer<Slot>
    /// The scanned text: where the end of a value of 32 MB or more is found.
    let text: UnsafePointer<UInt8>?

    @inline(__always)
    init(_ slots: UnsafeBufferPointer<Slot>, text: UnsafePointer<UInt8>?) {
      self.slots = slots
      self.text = text
    }

    var count: Int { slots.count }

    @inline(__always)
    subscript(index: Int) -> Entry {
      let slot = slots[index]
      let start = Int(slot.start)
      guard slot.word & Slot.wide != 0 else {
        let end = start &+ Int(slot.word >> Slot.lengthShift)
        return Entry(start: start, storedEnd: end, next: index &+ 1, word: slot.word, text: text)
      }
      let second = slots[index &+ 1]
      return Entry(start: start, storedEnd: Int(second.start), next: Int(second.word), word: slot.word, text: text)
    }
  }

  /// The index of the first child of the container at `index` (its next, or past it, when it has none).
  @inline(__always)
  static func firstChild(of index: Int) -> Int { index &+ 2 }

  /// The end of a value of 32 MB or more, read from the (scanned, valid) text: after a string's closing quote,
  /// a number's last character, an empty container's closing bracket. Linear in the value, as reading it is.
  @inline(never)
  static func farEnd(_ start: Int, _ kind: Kind, in text: UnsafePointer<UInt8>?) -> Int {
    guard let text else { preconditionFailure("a value of 32 MB or more is read with its text") }
    var index = start + 1
    while true {
      let byte = text[index]
      switch kind {
      case .string:
        if byte == UInt8(ascii: "\"") { return index + 1 }
        if byte == UInt8(ascii: "\\") { index += 1 }  // the escaped byte is never the closing quote
      case .number:
        let isNumberByte = JSONLexing.isDigit(byte) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
          || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        if !isNumberByte { return index }
      default:
        if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { return index + 1 }
      }
      index += 1
    }
  }

  /// String flags: written with a backslash escape; holding non-ASCII bytes. Any entry: `canonical` when its
  /// source bytes are exactly its compact printed form (no whitespace, escapes as the printer writes them),
  /// so printing it compact is one copy.
  enum Flags {
    static let escaped: UInt8 = 1
    static let nonASCII: UInt8 = 2
    static let canonical: UInt8 = 4
  }

  /// One open array or object while scanning: its entry, the entry of the member key being read (objects;
  /// -1 before the first), and how many values it holds so far.
  struct Frame {
    var entry: Int
    var key: Int
    var count: Int
    var isObject: Bool
    /// `departures` when the container opened: unchanged at its end means it is canonical.
    var departuresAtOpen: Int
    /// Objects: the index in `keySets` of their decoded keys, once they are worth a set (-1 until then).
    var keySet: Int = -1
    /// Objects: the `keyBit` of each key so far (every bit for a key written with escapes), for finding
    /// repeated keys while scanning.
    var keyBits: UInt64 = 0
  }

  /// A repeated key found while scanning, positions as byte offsets.
  struct PendingDuplicate {
    var object: JSONPointer
    var key: String
    var offset: Int
    var firstOffset: Int
  }
}

/// What an entry does not store, worked out from the tape and the bytes.
extension JSONTape {
  /// How many members or elements the container at `index` holds: a walk over its children, the members of
  /// a run counted by its commas read from `bytes` (or each run as one, its commas its own, without them).
  @inline(__always)
  static func childCount(_ tape: Entries, _ index: Int, in bytes: UnsafeBufferPointer<UInt8>?) -> Int {
    let container = tape[index]
    let step = container.kind == .object ? 1 : 0  // a member steps over its key to its value
    var count = 0
    var child = firstChild(of: index)
    while child < container.next {
      let entry = tape[child + step]
      if step == 0, entry.isRun, let bytes { count += runCount(entry, in: bytes) } else { count += 1 }
      child = entry.next
    }
    return count
  }

  /// The length of a string's compact printed form, quotes included: its source, unless it is written
  /// with escapes the printer writes otherwise (then decoded and measured).
  @inline(__always)
  static func printedLength(of entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    if entry.flags & Flags.canonical != 0 { return entry.end - entry.start }
    return reprintedLength(of: entry, in: bytes)
  }

  @inline(never)
  private static func reprintedLength(of entry: Entry, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var decoded: [UInt8] = []
    decodeEscapes(of: entry, in: bytes, into: &decoded)
    return decoded.withUnsafeBufferPointer { JSONStringEscaper.encodedLength($0) }
  }
}
