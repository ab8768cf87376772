/// The tape's records: one entry per value, one frame per open container while scanning.
extension JSONTape {
  /// One value. Objects hold their members as key entry then value entry, in source order.
  ///
  /// 16 bytes: offsets and indexes are stored as `UInt32` (a document is at most
  /// `JSONTape.maximumLength` bytes, so none can overflow) and read as `Int`. What can be worked out
  /// is not stored: a container's member count is a walk over its children (`JSONTape.childCount`), a
  /// string's printed length is its source length unless it is written with escapes the printer writes
  /// otherwise (`JSONTape.printedLength`); what only the scan needs (the key bits that find repeated
  /// keys, the counts so far) lives in the open container's `Frame`. Small, because a document of
  /// one-byte values has an entry per two bytes: the entry size is the tape's memory multiple.
  struct Entry {
    private var start32: UInt32
    private var end32: UInt32
    private var next32: UInt32
    /// Objects: bit `min(n, 15)` set for each key of n bytes (every bit for a key written with escapes), so
    /// looking up a key the object lacks is usually one test, not a walk over its members.
    var keyLengths: UInt16 = 0
    var kind: Kind
    /// `Flags` of a string.
    var flags: UInt8

    @inline(__always)
    init(start: Int, end: Int, next: Int, kind: Kind, flags: UInt8) {
      start32 = UInt32(truncatingIfNeeded: start)
      end32 = UInt32(truncatingIfNeeded: end)
      next32 = UInt32(truncatingIfNeeded: next)
      self.kind = kind
      self.flags = flags
    }

    /// Byte offsets: a string's opening quote to after its closing quote; a container's bracket to after its
    /// closing bracket; a number's or literal's lexeme.
    var start: Int { @inline(__always) get { Int(start32) } }
    var end: Int { @inline(__always) get { Int(end32) } }
    /// The index just past this value and everything inside it: its next sibling.
    var next: Int { @inline(__always) get { Int(next32) } }

    /// A container's end, once the scan reaches its closing bracket.
    @inline(__always)
    mutating func close(end: Int, next: Int) {
      end32 = UInt32(truncatingIfNeeded: end)
      next32 = UInt32(truncatingIfNeeded: next)
    }

    /// The `keyLengths` bit of a key of `length` bytes.
    @inline(__always)
    static func lengthBit(_ length: Int) -> UInt16 { 1 << UInt16(min(length, 15)) }
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
  /// How many members or elements the container at `index` holds: a walk over its children.
  @inline(__always)
  static func childCount(_ tape: UnsafeBufferPointer<Entry>, _ index: Int) -> Int {
    let container = tape[index]
    let step = container.kind == .object ? 1 : 0  // a member steps over its key to its value
    var count = 0
    var child = index + 1
    while child < container.next {
      count += 1
      child = tape[child + step].next
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
