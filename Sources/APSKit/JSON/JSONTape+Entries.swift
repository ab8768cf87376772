/// The tape's records: one entry per value, one frame per open container while scanning.
extension JSONTape {
  /// One value. Objects hold their members as key entry then value entry, in source order.
  struct Entry {
    /// Byte offsets: a string's opening quote to after its closing quote; a container's bracket to after its
    /// closing bracket; a number's or literal's lexeme.
    var start: Int
    var end: Int
    /// The index just past this value and everything inside it: its next sibling.
    var next: Int
    /// Containers: members or elements. Strings: the length of the compact (printed) form, quotes included.
    var count: Int
    var kind: Kind
    /// `Flags` of a string.
    var flags: UInt8
    /// Objects: bit `min(n, 63)` set for each key of n bytes (every bit for a key written with escapes), so
    /// looking up a key the object lacks is usually one test, not a walk over its members.
    var keyLengths: UInt64 = 0
    /// Objects: the `keyBit` of each key (every bit for a key written with escapes), finer than `keyLengths`,
    /// for finding repeated keys while scanning.
    var keyBits: UInt64 = 0
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
  }

  /// A repeated key found while scanning, positions as byte offsets.
  struct PendingDuplicate {
    var object: JSONPointer
    var key: String
    var offset: Int
    var firstOffset: Int
  }
}
