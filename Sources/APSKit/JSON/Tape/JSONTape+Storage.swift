import APSPlatform

/// The tape's entries and open frames live in manually managed memory: with `Array`, every append and every
/// write in the scan's hot loop would pay a uniqueness check and a retain/release. The tape
/// keeps the raw pointers in its own stored properties (no class access per value); this box only owns the
/// memory, so it is freed with the last copy of the tape.
final class JSONTapeStorage {
  var entries: UnsafeMutablePointer<JSONTape.Slot>
  var entryCapacity: Int
  var frames: UnsafeMutablePointer<JSONTape.Frame>
  var frameCapacity: Int

  init(entryCapacity: Int = 64, frameCapacity: Int = 16) {
    self.entryCapacity = entryCapacity
    self.frameCapacity = frameCapacity
    // 512 bytes: a system that cannot give it cannot run aps at all.
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
  static func resized(_ entries: UnsafeMutablePointer<JSONTape.Slot>?, capacity: Int) -> UnsafeMutablePointer<JSONTape.Slot>? {
    Platform.reallocate(entries, capacity * MemoryLayout<JSONTape.Slot>.stride)?
      .bindMemory(to: JSONTape.Slot.self, capacity: capacity)
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
    // Room for the slots a small document usually needs (about one per 8 bytes), reserved once rather
    // than reached by doubling. Capped at 1 MB: a big document's room is measured when the scan first
    // outgrows this (`growEntries`), so a text that fails early (a capture reader trying each `{` of a log)
    // costs no pass over all of it.
    let usual = min(end / 8, Self.mostEntries(end), Self.reservedEntriesAtMost)
    if usual > entryCapacity { _ = resizeEntries(usual) }
    measuredRest = false
  }

  /// The bytes of slots the tape holds room for (its memory beside the text).
  var reservedEntryBytes: Int { entryCapacity * MemoryLayout<Slot>.stride }

  /// The most slots reserved before a scan (1 MB of them); a document needing more is measured then.
  static let reservedEntriesAtMost = (1 << 20) / MemoryLayout<Slot>.stride

  /// The most slots `length` bytes can hold: a container with members takes two slots for its two brackets,
  /// any other value at least a byte, so never more than a slot a byte.
  @inline(__always)
  static func mostEntries(_ length: Int) -> Int { length + 2 }

  /// Appends the value at `start..<pos` (scalars, strings, empty containers): one narrow slot.
  @inline(__always)
  mutating func append(_ kind: Kind, from start: Int, flags: UInt8 = 0) throws(JSONParseError) {
    if entryCount == entryCapacity { try growEntries(adding: 1) }
    (entryBase + entryCount).initialize(to: Slot(kind, start: start, length: pos &- start, flags: flags))
    entryCount += 1
  }

  /// Appends the wide slots of a container with members opening at `start`; its end and next sibling are
  /// written when it closes (`closeWide`).
  @inline(__always)
  mutating func openWide(_ kind: Kind, from start: Int, flags: UInt8 = 0) throws(JSONParseError) {
    if entryCount &+ 2 > entryCapacity { try growEntries(adding: 2) }
    (entryBase + entryCount).initialize(to: Slot(start: start, word: Slot.bits(kind, flags) | Slot.wide))
    (entryBase + entryCount + 1).initialize(to: Slot(start: 0, word: 0))
    entryCount += 2
  }

  /// Closes the container at `index`, ending at byte `end`: its next sibling is the slot after the last written.
  @inline(__always)
  mutating func closeWide(_ index: Int, end: Int) {
    entryBase[index + 1] = Slot(start: end, word: UInt32(truncatingIfNeeded: entryCount))
  }

  @inline(__always)
  mutating func pushFrame(_ frame: Frame) {
    if frameCount == frameCapacity { growFrames() }
    (frameBase + frameCount).initialize(to: frame)
    frameCount += 1
  }

  /// Makes room for `adding` more slots. The first time in a scan, reserves room for exactly the slots left in the text, counted from its 64-byte
  /// blocks (`JSONStructuralIndex`), never a doubling past need; after that (text that is not JSON counts
  /// wrong) grows by an eighth, never past what the document can hold.
  @inline(never)
  private mutating func growEntries(adding: Int) throws(JSONParseError) {
    var wanted = max(min(entryCapacity + entryCapacity / 8, Self.mostEntries(end)), entryCount + adding)
    if !measuredRest {
      measuredRest = true
      // `pos` is past the value being appended, outside any string: the rest's values start after it.
      let rest = JSONStructuralIndex.countSlots(UnsafeBufferPointer(rebasing: bytes[pos..<end]), path: blockPath)
      // Never less than the value being appended needs: the count of a text that is not JSON, or
      // mostEntries' estimate, can fall short of what the scan already holds.
      wanted = max(min(entryCount + adding + rest, Self.mostEntries(end)), entryCount + adding)
    }
    // Out of memory is an error for this document, not a trap: the next document may well fit.
    guard resizeEntries(wanted) else {
      throw error(.outOfMemory(values: entryCount), at: pos)
    }
  }

  /// After a scan that measured its rest: the count (`JSONStructuralIndex`) is each value's slots as if no
  /// container joined a run (`inlineClosed` settles that only when the container closes), so a document of
  /// small containers used fewer. The room past them was never written (so never made resident); it is given
  /// back (`realloc` shrinks in place), down to the head start every scan of this size has.
  @inline(never)
  mutating func giveBackUncountedRoom() {
    let kept = max(entryCount, min(end / 8, Self.mostEntries(end), Self.reservedEntriesAtMost), 1)
    if entryCapacity > kept { _ = resizeEntries(kept) }
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

  /// The slots of the last scan, read as entries.
  var entries: Entries { Entries(UnsafeBufferPointer(start: entryBase, count: entryCount), text: bytes.baseAddress) }
}
