/// Bytes of unknown length gathered in chunks, then joined once.
///
/// A growing `Array` doubles its capacity and copies, so reading 1 GiB cost 2 GiB of memory, and a
/// failed allocation traps (`aps fmt /dev/zero` under `ulimit -v`: "failed to allocate", exit 134).
/// Here every allocation is sized before it is made (never past `limit`), chunks grow to at most
/// 64 MiB, and an allocation the system refuses is a clean error: the caller says which input.
final class ByteAccumulator {
  /// Thrown when memory runs out; `ByteSource` turns it into an error naming the input.
  struct OutOfMemory: Error {
    var requested: Int
  }

  static let firstChunk = 1 << 16
  static let largestChunk = 1 << 26

  /// At most this many bytes are held.
  let limit: Int
  /// `malloc`ed chunks; all but the last are full.
  private var chunks: [UnsafeMutableRawBufferPointer] = []
  private var usedInLast = 0
  /// All bytes held.
  private(set) var count = 0

  init(limit: Int) {
    self.limit = limit
  }

  deinit {
    removeAll()
  }

  /// Free space at the end, allocating a chunk when the last is full (each the size of what is
  /// held, from 64 KiB to 64 MiB: a few allocations, little waste). Empty when `limit` is reached.
  func freeSpace() throws -> UnsafeMutableRawBufferPointer {
    if chunks.isEmpty || usedInLast == chunks[chunks.count - 1].count {
      let size = min(min(max(count, Self.firstChunk), Self.largestChunk), limit - count)
      guard size > 0 else { return UnsafeMutableRawBufferPointer(start: nil, count: 0) }
      guard let memory = Platform.allocate(size) else { throw OutOfMemory(requested: size) }
      chunks.append(UnsafeMutableRawBufferPointer(start: memory, count: size))
      usedInLast = 0
    }
    return UnsafeMutableRawBufferPointer(rebasing: chunks[chunks.count - 1][usedInLast...])
  }

  /// Records that `length` bytes were written into the space `freeSpace` returned.
  func commit(_ length: Int) {
    usedInLast += length
    count += length
  }

  /// Copies `bytes` in (up to `limit`).
  func append(_ bytes: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < bytes.count {
      let space = try freeSpace()
      guard space.count > 0 else { return }
      let length = min(space.count, bytes.count - offset)
      space.baseAddress!.copyMemory(from: bytes.baseAddress! + offset, byteCount: length)  // both non-empty
      commit(length)
      offset += length
    }
  }

  /// Everything held as one exactly sized array, each chunk freed once copied; empty afterwards.
  func joined() throws -> [UInt8] {
    defer { removeAll() }
    try Self.reserve(count)
    return [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
      var offset = 0
      for index in chunks.indices {
        let length = index == chunks.count - 1 ? usedInLast : chunks[index].count
        if length > 0 {
          UnsafeMutableRawBufferPointer(target).baseAddress!.advanced(by: offset)
            .copyMemory(from: chunks[index].baseAddress!, byteCount: length)
        }
        offset += length
        Platform.deallocate(chunks[index].baseAddress)
        chunks[index] = UnsafeMutableRawBufferPointer(start: nil, count: 0)
      }
      initialized = offset
    }
  }

  func removeAll() {
    for chunk in chunks { Platform.deallocate(chunk.baseAddress) }
    chunks = []
    usedInLast = 0
    count = 0
  }

  /// The checked path for one large allocation (`WorkingMemory`).
  static func reserve(_ size: Int) throws {
    do { try WorkingMemory.reserve(size) } catch { throw OutOfMemory(requested: error.requested) }
  }
}
