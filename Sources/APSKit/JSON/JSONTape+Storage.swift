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
    entries = .allocate(capacity: entryCapacity)
    frames = .allocate(capacity: frameCapacity)
  }

  deinit {
    // Entries and frames are trivial values: nothing to deinitialize.
    entries.deallocate()
    frames.deallocate()
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
  }

  /// Appends one entry ending at `pos`; its `next` is the entry after it until a container's end fixes it.
  @inline(__always)
  mutating func append(_ kind: Kind, from start: Int, count: Int = 0, flags: UInt8 = 0) {
    if entryCount == entryCapacity { growEntries() }
    (entryBase + entryCount).initialize(
      to: Entry(start: start, end: pos, next: entryCount + 1, count: count, kind: kind, flags: flags))
    entryCount += 1
  }

  @inline(__always)
  mutating func pushFrame(_ frame: Frame) {
    if frameCount == frameCapacity { growFrames() }
    (frameBase + frameCount).initialize(to: frame)
    frameCount += 1
  }

  @inline(never)
  private mutating func growEntries() {
    entryBase = Self.doubled(entryBase, count: entryCount, capacity: &entryCapacity)
    storage.entries = entryBase
    storage.entryCapacity = entryCapacity
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

  /// The entries of the last scan.
  var entries: UnsafeBufferPointer<Entry> { UnsafeBufferPointer(start: entryBase, count: entryCount) }
}
