/// The one reader of JSON: a single pass over the bytes that checks everything RFC 8259 asks (strict UTF-8,
/// escapes, numbers, the depth limit, repeated keys) and leaves a flat, read-only index of the document, a
/// "tape" in simdjson's sense (https://github.com/simdjson/simdjson/blob/master/doc/tape.md: "we store the
/// parsed document as a tape, a contiguous array of 64-bit words"). Here every value is one 8-byte slot, its
/// kind and byte range; a container with members takes a second slot with the index of its next sibling, so
/// skipping a whole object is one step (`JSONTape.Slot`); an array's consecutive numbers, literals, empty
/// strings and small containers written compact share one slot, a run, read back from its bytes
/// (`JSONTape+Runs.swift`).
/// Strings and numbers stay byte ranges and are decoded only when asked (`JSONView`).
///
/// Reuse one tape for many inputs (JSON Lines): its buffers keep their capacity, so a record allocates
/// nothing. Views of a tape are valid until its next `scan` and while the scanned bytes live.
public struct JSONTape {
  /// What a value is.
  public enum Kind: UInt8, Sendable {
    case object, array, string, number, `true`, `false`, null
  }

  public var options: JSONParser.Options
  /// Owns the memory of the slots and frames (`JSONTape+Storage.swift`); the scan uses the pointers below.
  var storage = JSONTapeStorage()
  var entryBase: UnsafeMutablePointer<Slot>
  var entryCount = 0
  var entryCapacity: Int
  /// The open arrays and objects, innermost last.
  var frameBase: UnsafeMutablePointer<Frame>
  var frameCount = 0
  var frameCapacity: Int
  /// Decoded key texts of open objects that reached 16 members and had to compare a key (built lazily; small
  /// objects compare in place).
  var keySets: [Set<String>] = []
  /// Decoded bytes of the string being read when it has escapes (reused between strings).
  var scratch: [UInt8] = []
  var pendingDuplicates: [PendingDuplicate] = []
  /// The bytes of the last scan (views read them).
  var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var pos = 0
  var end = 0
  /// Whether string content and big documents' values are found with vectors or a byte at a time (the path tests compare with,
  /// only when a test compares the two).
  var blockPath = JSONBlock.Path.vector
  /// Whether small containers join runs (`JSONTape.inlineClosed`): off only where a test compares a tape with
  /// the tape that keeps their slots (what `JSONStructuralIndex` counts).
  var joinsSmallContainers = true
  /// Whether this scan has measured the rest of its text to grow its entries (once a scan).
  var measuredRest = false
  /// Whitespace bytes and strings not written in printed form, so far: where the source departs from the
  /// compact form.
  var departures = 0
  /// The size of the compact form of the last document (what `aps fmt -c` prints and APNs counts): the
  /// root's `JSONView.compactSize`, the one count of a compact size (one step for a compact record).
  public var compactSize: Int { entryCount == 0 ? 0 : withRoot(\.compactSize) }
  /// Whether the last document holds a `\u` escape anywhere (keys included), so readers looking for them
  /// can skip documents without any.
  public internal(set) var hadUnicodeEscape = false
  /// Whether the last document started with a UTF-8 byte order mark (skipped).
  public private(set) var hadByteOrderMark = false

  public init(options: JSONParser.Options = .init()) {
    self.options = options
    entryBase = storage.entries
    entryCapacity = storage.entryCapacity
    frameBase = storage.frames
    frameCapacity = storage.frameCapacity
  }

  /// Scans one JSON text. On success the tape describes it; on failure the error says what, where and in
  /// which value, and the tape is empty.
  public mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) {
    // Entries keep offsets as UInt32: a longer text would wrap them (refused before any room is made).
    // The error's position is read from this text, never from the last one (whose buffer may be gone).
    self.bytes = bytes
    end = bytes.count
    if bytes.count > Self.maximumLength {
      entryCount = 0
      frameCount = 0
      throw tooLarge()
    }
    pos = 0
    departures = 0
    hadUnicodeEscape = false
    prepareStorage()
    // Mostly empty already: `removeAll(keepingCapacity:)` would still make a new buffer each record.
    if !keySets.isEmpty { keySets.removeAll(keepingCapacity: true) }
    if !pendingDuplicates.isEmpty { pendingDuplicates.removeAll(keepingCapacity: true) }
    do throws(JSONParseError) {
      try scanDocument()
      if measuredRest { giveBackUncountedRoom() }
    } catch {
      entryCount = 0
      throw error
    }
  }

  /// The options of a tree aps printed itself (its tape written while printing, or a scan of that text): as
  /// deep as it nests (the depth limit guards input).
  static let printedTreeOptions = JSONParser.Options(maxDepth: .max)

  /// The longest text a tape holds: its entries keep offsets and counts as `UInt32`.
  public static let maximumLength = Int(UInt32.max)

  /// Out of the way of the scan's hot path (a JSON Lines reader scans every record).
  @inline(never)
  private func tooLarge() -> JSONParseError {
    error(.tooLarge(limit: Self.maximumLength), at: 0)
  }

  /// Whether the last scan succeeded (a root value exists).
  public var isEmpty: Bool { entryCount == 0 }

  /// Calls `body` with a view of the root value of the last successful scan.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R {
    try body(JSONView(tape: entries, bytes: bytes, index: 0))
  }

  /// Whether the root of the last scan is an object with a member `key` (no generic closure per call: JSON
  /// Lines readers ask this of every record).
  public func rootHasMember(_ key: String) -> Bool {
    entryCount > 0 && JSONView(tape: entries, bytes: bytes, index: 0)[key] != nil
  }

  /// Repeated keys of the last document, in source order, with both positions.
  public var duplicateKeys: [JSONDuplicateKey] {
    guard !pendingDuplicates.isEmpty else { return [] }
    var tracker = LocationTracker(bytes: bytes)
    var firstTracker = LocationTracker(bytes: bytes)
    return pendingDuplicates.map {
      JSONDuplicateKey(
        objectPointer: $0.object, key: $0.key, location: tracker.location(of: $0.offset),
        firstLocation: firstTracker.location(of: $0.firstOffset))
    }
  }

  // MARK: - The scan

  private mutating func scanDocument() throws(JSONParseError) {
    hadByteOrderMark = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    if hadByteOrderMark { pos = 3 }
    skipWhitespace()
    guard pos < end else { throw error(.emptyInput, at: pos) }
    try scanValue()
    let valueEnd = pos
    skipWhitespace()
    if pos < end {
      let gap = bytes[valueEnd..<pos]
      let crOnly = gap.contains(0x0D) && !gap.contains(0x0A)
      let found = describe(at: pos)
      throw error(crOnly ? .trailingDataAfterCarriageReturn(found: found) : .trailingData(found: found), at: pos)
    }
  }

  private mutating func scanValue() throws(JSONParseError) {
    next: while true {
      // Whitespace before a value is found by the switch: compact input (JSON Lines) pays no test for it.
      guard pos < end else { throw error(.unexpectedEnd(expected: "a JSON value"), at: pos) }
      let start = pos
      let byte = bytes[pos]
      switch byte {
      case 0x20, 0x0A, 0x0D, 0x09:
        skipWhitespace()
        continue next
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        try checkDepth()
        let isObject = byte == UInt8(ascii: "{")
        let departuresAtOpen = departures
        pos += 1
        skipWhitespace()
        // `}` is `{` + 2 and `]` is `[` + 2.
        if pos < end, bytes[pos] == byte &+ 2 {
          pos += 1
          if pos - start != 2 {
            try append(isObject ? .object : .array, from: start)
          } else if !joinRun(from: start, end: pos) {
            try append(isObject ? .object : .array, from: start, flags: Flags.canonical)
          }
        } else {
          pushFrame(Frame(entry: entryCount, key: -1, count: 0, isObject: isObject, departuresAtOpen: departuresAtOpen))
          try openWide(isObject ? .object : .array, from: start)
          if isObject { try readKeyAndColon() }
          continue next
        }
      case UInt8(ascii: "\""):
        if pos &+ 1 < end, bytes[pos &+ 1] == UInt8(ascii: "\"") {
          // `""` joins runs as `[]` does: a `["","",…]` holds one slot, not one per three bytes.
          pos &+= 2
          if !joinRun(from: start, end: pos) { try append(.string, from: start, flags: Flags.canonical) }
        } else if let quote = plainASCIIEnd(from: start &+ 1) {
          // Plain ASCII (ids, sounds, categories, URLs) is read in place, as keys are: no call to the
          // general string reader and no non-ASCII bookkeeping.
          pos = quote &+ 1
          try append(.string, from: start, flags: Flags.canonical)
        } else {
          try scanString(isKey: false)
        }
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try scanNumber()
        try appendRunnable(.number, from: start)
      case UInt8(ascii: "t"):
        try expectLiteral("true", word: 0x6575_7274)
        try appendRunnable(.true, from: start)
      case UInt8(ascii: "f"):
        try expectLiteral("false", lead: 1, word: 0x6573_6C61)  // "alse"
        try appendRunnable(.false, from: start)
      case UInt8(ascii: "n"):
        try expectLiteral("null", word: 0x6C6C_756E)
        try appendRunnable(.null, from: start)
      default:
        throw error(.expectedValue(found: describe(at: pos)), at: pos)
      }

      // A value is complete: count it in the open container, closing containers as they end.
      while frameCount > 0 {
        let frame = frameBase + (frameCount - 1)
        frame.pointee.count += 1
        skipWhitespace()
        let isObject = frame.pointee.isObject
        guard pos < end else {
          let expected = isObject ? "',' or '}' after object member" : "',' or ']' after array element"
          throw error(.unexpectedEnd(expected: expected), at: pos, includingTop: false)
        }
        let byte = bytes[pos]
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        if byte == UInt8(ascii: ",") {
          let comma = pos
          pos += 1
          skipWhitespace()
          if pos < end, bytes[pos] == closing {
            throw error(.trailingComma(closing: isObject ? "}" : "]"), at: comma, includingTop: false)
          }
          if isObject { try readKeyAndColon() }
          continue next
        }
        guard byte == closing else {
          throw error(isObject ? .expectedCommaOrObjectEnd : .expectedCommaOrArrayEnd, at: pos, includingTop: false)
        }
        pos += 1
        let closed = frame.pointee
        frameCount -= 1
        if closed.keySet >= 0 { keySets.removeLast() }  // the innermost set is the last one made
        closeWide(closed.entry, end: pos)
        if departures == closed.departuresAtOpen {
          entryBase[closed.entry].add(flags: Flags.canonical)
          inlineClosed(closed.entry, from: Int(entryBase[closed.entry].start), end: pos)
        }
      }
      return
    }
  }

  /// Reads `"key" :` for the innermost object, noting a repeated key. Inlined into the scan's two calls: a
  /// call per key paid its large frame's saves and restores (the error paths' copies live in it).
  @inline(__always)
  private mutating func readKeyAndColon() throws(JSONParseError) {
    // Both calls come right after whitespace was skipped (past `{` or `,`).
    guard pos < end else {
      throw error(.unexpectedEnd(expected: "'\"' to start an object key"), at: pos, includingTop: false)
    }
    guard bytes[pos] == UInt8(ascii: "\"") else {
      throw error(.expectedKey(found: describe(at: pos)), at: pos, includingTop: false)
    }
    let keyEntry = entryCount
    let keyStart = pos
    var escaped = false
    // Most keys are short plain ASCII: read in place, without the general string reader's call.
    if let quote = plainASCIIEnd(from: keyStart &+ 1) {
      pos = quote &+ 1
      try append(.string, from: keyStart, flags: Flags.canonical)
    } else {
      escaped = try scanString(isKey: true) & Flags.escaped != 0
    }
    let top = frameCount &- 1
    // Worked out from the bytes just read, not from the entry (keys with escapes set every bit).
    let length = pos &- keyStart &- 2
    let lengthBit: UInt16 = escaped ? ~0 : Entry.lengthBit(length)
    let keyBit: UInt64 = escaped ? ~0 : Self.keyBit(length: length, first: bytes[keyStart &+ 1], last: bytes[pos &- 2])
    if frameBase[top].keyBits & keyBit != 0 {
      // Maybe a repeated key (or none yet when the object has no keys: then nothing is compared).
      if let first = earlierKey(matching: keyEntry) {
        let key = Self.text(of: entries[keyEntry], in: bytes)
        pendingDuplicates.append(
          PendingDuplicate(
            object: pointer(includingTop: false), key: key, offset: keyStart, firstOffset: entries[first].start))
      }
    } else if frameBase[top].keySet >= 0 {
      // No earlier key has this bit, so none is equal (the usual case); a big object's set still learns it.
      keySets[frameBase[top].keySet].insert(Self.text(of: entries[keyEntry], in: bytes))
    }
    frameBase[top].key = keyEntry
    entryBase[frameBase[top].entry].word |= UInt32(lengthBit) << Slot.keyLengthShift
    frameBase[top].keyBits |= keyBit
    // Compact input has the colon right after the key: one test, no whitespace search.
    if pos < end, bytes[pos] == UInt8(ascii: ":") {
      pos &+= 1
      return
    }
    skipWhitespace()
    guard pos < end else { throw error(.unexpectedEnd(expected: "':' after object key"), at: pos, includingTop: false) }
    guard bytes[pos] == UInt8(ascii: ":") else {
      throw error(.expectedColon(found: describe(at: pos)), at: pos, includingTop: false)
    }
    pos &+= 1
  }

  // `mutating` (here and on the other helpers of the scan) passes the tape by reference: a non-mutating call
  // that is not inlined copies the whole struct (a `memcpy` per container).
  private mutating func checkDepth() throws(JSONParseError) {
    if frameCount >= options.maxDepth { throw error(.tooDeep(limit: options.maxDepth), at: pos) }
  }

  /// Reads `literal`, whose last four bytes (after `lead` more) are `word`: one load and compare.
  @inline(__always)
  private mutating func expectLiteral(_ literal: StaticString, lead: Int = 0, word: UInt32) throws(JSONParseError) {
    let tail = pos + lead
    guard tail + 4 <= end,
      UInt32(littleEndian: UnsafeRawPointer(bytes.baseAddress! + tail).loadUnaligned(as: UInt32.self)) == word
    else { throw error(.invalidLiteral(expected: literal.description), at: pos) }
    pos = tail + 4
  }
}
