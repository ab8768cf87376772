#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A secret (a signing key, a client certificate) handed to a child (`openssl`, `curl`) by a name
/// it opens, `CHILD_SECRET_PATH`, without a copy on disk where the system allows it.
///
/// Linux: an anonymous memory file (`memfd_create`) the child inherits as descriptor 3 and opens
/// as `/dev/fd/3`; Linux opens that name afresh at offset 0 each time, so curl can read the
/// certificate again for every connection. No file name ever exists, so neither a signal nor
/// `kill -9` can leave one behind. Elsewhere (and on a kernel without memfd): a file of mode 0600 in
/// a new folder of mode 0700, both registered with `TemporaryFile` so that SIGINT, SIGTERM or
/// SIGHUP removes them; a secret read once (`readOnce`, openssl's key) is opened, its name removed
/// at once, and given as `/dev/fd/3` too (Darwin's `/dev/fd/N` duplicates the descriptor, so
/// `rewind` puts it back at the start before each child).
public final class ChildSecret {
  /// The descriptor number the child finds the secret at.
  public static let childDescriptor: Int32 = 3

  /// The name the child opens.
  public let path: String
  /// The open secret aps keeps (-1 when the child gets a file by name).
  public private(set) var descriptor: Int32
  /// The private folder of a copy on disk (nil when the secret stays in memory).
  public private(set) var folder: String?
  private var slots: [Int] = []

  private init(path: String, descriptor: Int32, folder: String?, slots: [Int]) {
    self.path = path
    self.descriptor = descriptor
    self.folder = folder
    self.slots = slots
  }

  /// The secret `bytes` for a child, as `name` in a private folder under `base` when it cannot
  /// stay in memory; nil with `errno` set when it cannot be made.
  public static func make(_ bytes: [UInt8], name: String, base: String, readOnce: Bool) -> ChildSecret? {
    if let memory = anonymousFile().flatMap(raised) {
      guard bytes.withUnsafeBytes({ Platform.writeAll(memory, $0) }) == 0 else {
        _ = close(memory)
        return nil
      }
      return ChildSecret(path: "/dev/fd/\(childDescriptor)", descriptor: memory, folder: nil, slots: [])
    }
    guard let (folder, folderSlot) = TemporaryFile.makeFolder(in: base) else { return nil }
    let file = "\(folder)/\(name)"
    // The file's name is registered before the file exists: a signal in between removes nothing extra.
    let slots = [folderSlot, TemporaryFile.register(ArgumentBytes.bytes(of: file), isFolder: false)].compactMap { $0 }
    let secret = ChildSecret(path: file, descriptor: -1, folder: folder, slots: slots)
    guard Platform.writePrivateFile(file, bytes) else {
      let saved = errno
      secret.discard()
      errno = saved
      return nil
    }
    guard readOnce else { return secret }
    let opened = ArgumentBytes.withCString(file) { Platform.openForReading($0) }
    secret.discard()
    guard opened >= 0, let kept = raised(opened) else { return nil }
    return ChildSecret(path: "/dev/fd/\(childDescriptor)", descriptor: kept, folder: nil, slots: [])
  }

  /// What `Subprocess.spawn` gives the child: (our descriptor, the child's number).
  public var inherited: [(Int32, Int32)] { descriptor >= 0 ? [(descriptor, Self.childDescriptor)] : [] }

  /// Back to the start, for the next child (a duplicated descriptor shares its offset).
  public func rewind() {
    if descriptor >= 0 { _ = lseek(descriptor, 0, SEEK_SET) }
  }

  /// Removes the copy (or closes the memory file); safe to call twice.
  public func discard() {
    if let folder {
      Platform.remove(path)
      Platform.removeFolder(folder)
      self.folder = nil
    }
    for slot in slots { TemporaryFile.unregister(slot) }
    slots = []
    if descriptor >= 0 { _ = close(descriptor) }
    descriptor = -1
  }

  deinit { discard() }

  /// `descriptor` moved to a number of 10 or more, close-on-exec: never the child's own number,
  /// so the spawn's `dup2` always makes a copy (one the child keeps across exec).
  private static func raised(_ descriptor: Int32) -> Int32? {
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 10)
    _ = close(descriptor)
    return moved >= 0 ? moved : nil
  }

  /// `memfd_create(2)` with MFD_CLOEXEC (only the child given it by `inherited` sees it), looked up
  /// at run time: Swift's Glibc module does not declare it. Nil elsewhere.
  private static func anonymousFile() -> Int32? {
    #if os(Linux)
      typealias Create = @convention(c) (UnsafePointer<CChar>, UInt32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memfd_create") else { return nil }
      let descriptor = unsafeBitCast(symbol, to: Create.self)("aps-secret", 1)
      return descriptor >= 0 ? descriptor : nil
    #else
      return nil
    #endif
  }
}
