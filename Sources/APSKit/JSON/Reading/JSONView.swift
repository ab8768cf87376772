/// A read-only view of one value on a `JSONTape`: the same questions a `JSONValue` answers (type, members,
/// string, number lexeme), answered from the bytes without building anything. Member order and repeated keys
/// are the source's; a key look-up finds the first member with that key.
///
/// Valid while the tape is not scanned again and its bytes live (use it inside `JSONTape.withRoot`).
public struct JSONView: @unchecked Sendable {
  let tape: JSONTape.Entries
  let bytes: UnsafeBufferPointer<UInt8>
  /// The value's slot (a run's, for a member of a run).
  let index: Int
  /// For a member of a run (`JSONTape+Runs.swift`): the byte offset where it starts; else -1.
  let member: Int

  init(tape: JSONTape.Entries, bytes: UnsafeBufferPointer<UInt8>, index: Int, member: Int = -1) {
    self.tape = tape
    self.bytes = bytes
    self.index = index
    self.member = member
  }

  var entry: JSONTape.Entry {
    @inline(__always) get { member < 0 ? tape[index] : JSONTape.runMember(at: member, of: index, in: tape, bytes) }
  }

  /// What the value is.
  public var kind: JSONTape.Kind { entry.kind }

  /// The JSON type name used in messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
  public var typeName: String {
    switch kind {
    case .null: return "null"
    case .true, .false: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }

  public var isNull: Bool { kind == .null }

  /// Where the value starts in the source (a string's opening quote).
  public var offset: Int { entry.start }

  /// The text when this is a string (escapes decoded).
  public var stringValue: String? {
    guard kind == .string else { return nil }
    return JSONTape.text(of: entry, in: bytes)
  }

  /// Whether this is a string whose text is `text` (compared as bytes; no string is made).
  public func isString(_ text: String) -> Bool {
    let entry = entry
    guard entry.kind == .string else { return false }
    return Self.textEquals(entry, bytes, text)
  }

  /// The lexeme when this is a number.
  public var numberLexeme: String? {
    let entry = entry
    guard entry.kind == .number else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[entry.start..<entry.end]), as: UTF8.self)
  }

  /// Whether this is a number written exactly as `lexeme`.
  public func isNumber(_ lexeme: String) -> Bool {
    let entry = entry
    guard entry.kind == .number else { return false }
    var lexeme = lexeme
    return lexeme.withUTF8 { wanted in
      wanted.count == entry.end - entry.start && wanted.elementsEqual(bytes[entry.start..<entry.end])
    }
  }

  /// The value when this is a boolean.
  public var boolValue: Bool? {
    switch kind {
    case .true: return true
    case .false: return false
    default: return nil
    }
  }

  /// The number as a `Double` (rounded to the nearest double, may be infinite for huge lexemes).
  public var doubleValue: Double? { numberLexeme.flatMap(Double.init) }

  /// The number as an `Int` when its lexeme is an integer (no fraction or exponent) that fits.
  public var intValue: Int? { numberLexeme.flatMap { Int($0) } }

  /// The members when this is an object.
  public var members: Members? {
    guard kind == .object else { return nil }
    guard member < 0 else { return Members(inRunAt: self) }
    return Members(tape: tape, bytes: bytes, first: JSONTape.firstChild(of: index), end: tape[index].next)
  }

  /// The elements when this is an array.
  public var elements: Elements? {
    guard kind == .array else { return nil }
    guard member < 0 else { return Elements(inRunAt: self) }
    return Elements(tape: tape, bytes: bytes, first: JSONTape.firstChild(of: index), end: tape[index].next)
  }

  /// The value of the first member named `key`, when this is an object.
  @inline(__always)
  public subscript(key: String) -> JSONView? {
    guard member < 0 else { return memberInRun(key) }
    let entry = entry
    guard entry.kind == .object, entry.keyLengths & JSONTape.Entry.lengthBit(key.utf8.count) != 0 else { return nil }
    var member = JSONTape.firstChild(of: index)
    while member < entry.next {
      if Self.textEquals(tape[member], bytes, key) { return JSONView(tape: tape, bytes: bytes, index: member + 1) }
      member = tape[member + 1].next
    }
    return nil
  }

  /// The value of the first member named `key` of an object in a run (at most
  /// `JSONTape.inlineLengthAtMost` bytes to read).
  @inline(never)
  private func memberInRun(_ key: String) -> JSONView? {
    guard let members else { return nil }
    for member in members where member.hasKey(key) { return member.value }
    return nil
  }

  /// The keys of this object in source order (repeats included); empty for non-objects.
  public var keys: [String] { members.map { $0.map(\.key) } ?? [] }

  /// The size of this value's compact form (what `aps fmt -c` prints for it), the one count of it: a value
  /// whose source is already compact (a JSON Lines record, a printed tree, any canonical part) is its byte
  /// range; otherwise the sum over its entries, skipping the canonical ones whole.
  public var compactSize: Int {
    if member >= 0 { return entry.end - entry.start }  // a run's member is written as printed
    var total = 0
    var child = index
    let stop = tape[index].next
    while child < stop {
      let entry = tape[child]
      if entry.flags & JSONTape.Flags.canonical != 0 {
        total += entry.end - entry.start
        child = entry.next
        continue
      }
      switch entry.kind {
      case .string: total += JSONTape.printedLength(of: entry, in: bytes)
      case .number, .true, .false, .null: total += entry.end - entry.start
      // Brackets and commas; a run is one child here, its own commas in its size.
      case .array: total += 1 + max(JSONTape.childCount(tape, child, in: nil), 1)
      case .object:
        let count = JSONTape.childCount(tape, child, in: nil)  // objects hold no run
        total += 1 + max(count, 1) + count  // braces, commas and colons
      }
      child += entry.slotCount  // a container's children follow its own slots
    }
    return total
  }

  /// Whether any string in this value (keys included) holds a `\u` escape: only strings written with
  /// escapes are read.
  var containsUnicodeEscape: Bool {
    guard member < 0 else { return false }  // a run holds no escape
    var child = index
    let stop = tape[index].next
    while child < stop {
      let entry = tape[child]
      child += entry.slotCount
      guard entry.flags & JSONTape.Flags.escaped != 0 else { continue }
      var position = entry.start + 1
      while position < entry.end - 2 {
        if bytes[position] == UInt8(ascii: "\\") {
          if bytes[position + 1] == UInt8(ascii: "u") { return true }
          position += 2
        } else {
          position += 1
        }
      }
    }
    return false
  }

  /// Whether the string entry's text equals `text`.
  @inline(__always)
  static func textEquals(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
    if entry.flags & JSONTape.Flags.escaped != 0 { return JSONTape.text(of: entry, in: bytes) == text }
    let length = entry.end - entry.start - 2
    let utf8 = text.utf8
    guard utf8.count == length else { return false }
    let start = entry.start + 1
    if let equal = utf8.withContiguousStorageIfAvailable({ wanted -> Bool in
      var offset = 0
      while offset < length {
        if wanted[offset] != bytes[start + offset] { return false }
        offset += 1
      }
      return true
    }) {
      return equal
    }
    return utf8.elementsEqual(bytes[start..<(start + length)])
  }
}

/// What a container's sequence yields: elements (views) or members (key plus value).
public protocol JSONViewChild {
  /// Whether each item is a key entry followed by its value (object members).
  static var isMember: Bool { get }
  init(at view: JSONView)
}

extension JSONView: JSONViewChild {
  public static var isMember: Bool { false }
  public init(at view: JSONView) { self = view }
}

extension JSONView {
  /// One `"key": value` member of an object.
  public struct Member: JSONViewChild, @unchecked Sendable {
    let keyView: JSONView
    public static var isMember: Bool { true }
    public init(at view: JSONView) { keyView = view }
    /// The member's value.
    public var value: JSONView {
      guard keyView.member >= 0 else { return JSONView(tape: keyView.tape, bytes: keyView.bytes, index: keyView.index + 1) }
      // In a run: past the key's closing quote and its colon.
      return JSONView(tape: keyView.tape, bytes: keyView.bytes, index: keyView.index, member: keyView.entry.end + 1)
    }
    /// The key's text.
    public var key: String { JSONTape.text(of: keyView.entry, in: keyView.bytes) }
    /// Whether the key is `text` (no string is made).
    public func hasKey(_ text: String) -> Bool { JSONView.textEquals(keyView.entry, keyView.bytes, text) }
    /// Whether the key starts with `prefix`, read in place (no string made for a key written plainly).
    public func keyHasPrefix(_ prefix: String) -> Bool {
      let entry = keyView.entry
      if entry.flags & JSONTape.Flags.escaped != 0 { return key.hasPrefix(prefix) }
      let length = entry.end - entry.start - 2
      guard prefix.utf8.count <= length else { return false }
      return prefix.utf8.elementsEqual(keyView.bytes[(entry.start + 1)..<(entry.start + 1 + prefix.utf8.count)])
    }
    /// Whether the key's UTF-8 holds `needle` (ASCII), read in place; a key written with escapes is
    /// decoded first.
    public func keyUTF8Contains(_ needle: StaticString) -> Bool {
      let entry = keyView.entry
      let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
      if entry.flags & JSONTape.Flags.escaped != 0 {
        var text = self.key
        return text.withUTF8 { Self.contains($0, wanted) }
      }
      return Self.contains(UnsafeBufferPointer(rebasing: keyView.bytes[(entry.start + 1)..<(entry.end - 1)]), wanted)
    }
    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let first = wanted.first, wanted.count <= text.count else { return false }
      var index = 0
      while index + wanted.count <= text.count {
        if text[index] == first, UnsafeBufferPointer(rebasing: text[index..<(index + wanted.count)]).elementsEqual(wanted) { return true }
        index += 1
      }
      return false
    }
    /// Where the key's opening quote is.
    public var keyOffset: Int { keyView.offset }
  }

  /// The members of an object, in source order.
  public typealias Members = Children<Member>
  /// The elements of an array, in order.
  public typealias Elements = Children<JSONView>

  /// The members or elements of a container, walked by next-sibling steps over the tape, or, for a
  /// container in a run, over its bytes.
  public struct Children<Item: JSONViewChild>: Sequence, @unchecked Sendable {
    let tape: JSONTape.Entries
    let bytes: UnsafeBufferPointer<UInt8>
    /// Slot indexes; for a container in a run, byte offsets: past its opening bracket, at its closing one.
    let first: Int
    let end: Int
    /// For a container in a run: the run's slot; else -1.
    var run = -1
    /// How many members or elements: counted by walking them (O(n)), so read it once, outside a loop.
    public var count: Int {
      guard first < end else { return 0 }
      guard run < 0 else { return reduce(0) { count, _ in count + 1 } }
      return JSONTape.childCount(tape, first - 2, in: bytes)
    }
    public var isEmpty: Bool { first >= end }

    /// The members or elements of `view`, a container in a run.
    init(inRunAt view: JSONView) {
      tape = view.tape
      bytes = view.bytes
      run = view.index
      first = view.member + 1
      end = view.entry.end - 1
    }

    init(tape: JSONTape.Entries, bytes: UnsafeBufferPointer<UInt8>, first: Int, end: Int) {
      self.tape = tape
      self.bytes = bytes
      self.first = first
      self.end = end
    }

    public struct Iterator: IteratorProtocol {
      let children: Children
      var position: Int
      /// Inside a run of elements (`JSONTape+Runs.swift`): where the next one starts; else -1.
      var member = -1
      public mutating func next() -> Item? {
        guard position < children.end else { return nil }
        guard children.run < 0 else { return nextInRun() }
        let tape = children.tape
        // A member steps over its key to the sibling after its value.
        let entry = tape[Item.isMember ? position + 1 : position]
        guard !Item.isMember, entry.isRun else {
          defer { position = entry.next }
          return Item(at: JSONView(tape: tape, bytes: children.bytes, index: position))
        }
        let start = member < 0 ? entry.start : member
        let end = JSONTape.memberEnd(from: start, runEnd: entry.end, in: children.bytes)
        defer {
          member = end < entry.end ? end + 1 : -1  // past the comma, or past the run
          if member < 0 { position = entry.next }
        }
        return Item(at: JSONView(tape: tape, bytes: children.bytes, index: position, member: start))
      }

      /// The next member or element of a container in a run: `position` is where it starts.
      private mutating func nextInRun() -> Item {
        let start = position
        var end = JSONTape.memberEnd(from: start, runEnd: children.end, in: children.bytes)
        if Item.isMember { end = JSONTape.memberEnd(from: end + 1, runEnd: children.end, in: children.bytes) }  // past the colon
        position = end + 1  // past the comma, or past the closing bracket
        return Item(at: JSONView(tape: children.tape, bytes: children.bytes, index: children.run, member: start))
      }
    }

    public func makeIterator() -> Iterator { Iterator(children: self, position: first) }

    /// None (what a value of another kind has).
    public static func empty(in view: JSONView) -> Children {
      Children(tape: view.tape, bytes: view.bytes, first: 0, end: 0)
    }
  }
}
