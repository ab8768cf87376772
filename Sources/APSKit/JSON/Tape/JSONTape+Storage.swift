import APSPlatform

/// The tape's entries and open frames live in manually managed memory: with `Array`, every append and every
/// write in the scan's hot loop would pay a uniqueness check and a retain/release. The tape
/// keeps the raw pointers in its own stored properties (no class access per value); this box only owns the
/// memory, so it is freed with the last copy of the tape.
final class JSONTapeStorage {
  var entries: UnsafeMutablePointer<JSONTape.Entry>
  var entryCapacity: Int
  var frames: UnsafeMutablePointer<JSONTape.Frame>
  var frameCapacity: Int

  init(entryCapacity: Int = 64, frameCapacity: Int = 16) {
    self.entryCapacity = entryCapacity
    self.frameCapacity = frameCapacity
    // 1 KB: a system that cannot give it cannot run aps at all.
    entries = Self.resized(nil, capacity: entryCapacity)!
    frames = .allocate(capacity: frameCapacity)
  }

  deinit {
    // Entries and frames are trivial values: nothing to deinitialize.
    Platform.deallocate(entries)
    frames.deallocate()
  }

  /// Entries live in `malloc` memory so that they grow with `realloc`: in place where the system can
  /// (glibc remaps large blocks), so growing never holds two copies of a big tape at once.
  /// Nil when the system gives no more memory (a `ulimit -v`): the old entries are then kept as they were.
  static func resized(_ entries: UnsafeMutablePointer<JSONTape.Entry>?, capacity: Int) -> UnsafeMutablePointer<JSONTape.Entry>? {
    Platform.reallocate(entries, capacity * MemoryLayout<JSONTape.Entry>.stride)?
      .bindMemory(to: JSONTape.Entry.self, capacity: capacity)
  }
}

extension JSONTape {
  /// Called before a scan writes: a copy of this tape (sharing the storage) keeps the old entries, and the scan
  /// writes into memory of its own, so tapes keep value semantics.
  mutating func prepareStorage() {
    if !isKnownUniquelyReferenced(&storage) {
      storage = JSONTapeStorage()
    }
    entryBase = storage.entries
    entryCapacity = storage.entryCapacity
    frameBase = storage.frames
    frameCapacity = storage.frameCapacity
    entryCount = 0
    frameCount = 0
    // Room for the entries a small document usually needs (about one per 8 bytes), reserved once rather
    // than reached by doubling. Capped at 1 MB: a big document's room is measured when the scan first
    // outgrows this (`growEntries`), so a text that fails early (a capture reader trying each `{` of a log)
    // costs no pass over all of it.
    let usual = min(end / 8, Self.mostEntries(end), Self.reservedEntriesAtMost)
    if usual > entryCapacity { _ = resizeEntries(usual) }
    measuredRest = false
  }

  /// The bytes of entries the tape holds room for (its memory beside the text).
  var reservedEntryBytes: Int { entryCapacity * MemoryLayout<Entry>.stride }

  /// The most entries reserved before a scan (1 MB of entries); a document needing more is measured then.
  static let reservedEntriesAtMost = (1 << 20) / MemoryLayout<Entry>.stride

  /// The most entries `length` bytes can hold: every value takes a byte and, after the first, a separator.
  @inline(__always)
  static func mostEntries(_ length: Int) -> Int { length / 2 + 2 }

  /// Appends one entry ending at `pos`; its `next` is the entry after it until a container's end fixes it.
  @inline(__always)
  mutating func append(_ kind: Kind, from start: Int, flags: UInt8 = 0) throws(JSONParseError) {
    if entryCount == entryCapacity { try growEntries() }
    (entryBase + entryCount).initialize(
      to: Entry(start: start, end: pos, next: entryCount + 1, kind: kind, flags: flags))
    entryCount += 1
  }

  @inline(__always)
  mutating func pushFrame(_ frame: Frame) {
    if frameCount == frameCapacity { growFrames() }
    (frameBase + frameCount).initialize(to: frame)
    frameCount += 1
  }

  /// The first time in a scan, reserves room for exactly the values left in the text, counted from its 64-byte
  /// blocks (`JSONStructuralIndex`), never a doubling past need; after that (text that is not JSON counts
  /// wrong) doubles, never past what the document can hold.
  @inline(never)
  private mutating func growEntries() throws(JSONParseError) {
    var wanted = max(min(entryCapacity * 2, Self.mostEntries(end)), entryCount + 1)
    if !measuredRest {
      measuredRest = true
      // `pos` is past the value being appended, outside any string: the rest's values start after it.
      let rest = JSONStructuralIndex.countValues(UnsafeBufferPointer(rebasing: bytes[pos..<end]), path: blockPath)
      // Never less than one more than now: nested openers (`[[[[`) take no separator, so the count of a
      // text that is not JSON, or mostEntries' estimate, can fall short of what the scan already holds.
      wanted = max(min(entryCount + 1 + rest, Self.mostEntries(end)), entryCount + 1)
    }
    // Out of memory is an error for this document, not a trap: the next document may well fit.
    guard resizeEntries(wanted) else {
      throw error(.outOfMemory(values: entryCount), at: pos)
    }
  }

  mutating func resizeEntries(_ capacity: Int) -> Bool {
    guard let grown = JSONTapeStorage.resized(entryBase, capacity: capacity) else { return false }
    entryBase = grown
    entryCapacity = capacity
    storage.entries = entryBase
    storage.entryCapacity = entryCapacity
    return true
  }

  @inline(never)
  private mutating func growFrames() {
    frameBase = Self.doubled(frameBase, count: frameCount, capacity: &frameCapacity)
    storage.frames = frameBase
    storage.frameCapacity = frameCapacity
  }

  /// Moves `count` values to new memory of twice `capacity` (updated) and frees the old.
  private static func doubled<Value>(
    _ base: UnsafeMutablePointer<Value>, count: Int, capacity: inout Int
  ) -> UnsafeMutablePointer<Value> {
    capacity *= 2
    let grown = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    return grown
  }

  /// Gives back the room a finished tape will not use: a tape kept for reading (`JSONText`: one per capture
  /// of a log) would otherwise hold the scan's head start and its frames for as long as it lives.
  mutating func shrinkToFit() {
    if entryCapacity > entryCount { _ = resizeEntries(max(entryCount, 1)) }  // realloc shrinks in place
    scratch = []
    guard frameCapacity > 1 else { return }
    frameBase.deallocate()
    frameBase = .allocate(capacity: 1)
    frameCapacity = 1
    frameCount = 0
    storage.frames = frameBase
    storage.frameCapacity = frameCapacity
  }

  /// The entries of the last scan.
  var entries: UnsafeBufferPointer<Entry> { UnsafeBufferPointer(start: entryBase, count: entryCount) }
}
