#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Replaces a file's contents all at once: readers (and a crash) see either the old bytes or the new,
/// never a partial file.
///
/// The bytes go to a temporary file in the target's folder (`TemporaryFile`: the final `rename(2)`
/// stays on one file system and is atomic, and a signal removes it), are flushed with `fsync`, get
/// the original's owner, group and permission bits (new files: 0644 minus the umask), and the
/// temporary is renamed over the target. On any failure the temporary is removed, the target is left
/// untouched, and `CLIError.cannotWrite` (exit 74) says why. A symbolic link is followed: its
/// target is replaced and the link stays. Paths may carry bytes that are not UTF-8 (`ArgumentBytes`).
public enum AtomicFileWriter {
  /// `-o FILE`: a new or regular file is replaced atomically; an existing device, FIFO or socket
  /// (`/dev/null`, `/dev/tty`, a named pipe) is written through, as a shell's `>` would.
  /// Standard output and error by name are `CommandIO.writeOutput`'s business.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let target = resolvedTarget(path)
    if let kind = fileKind(target), kind != S_IFREG, kind != S_IFDIR {
      return try writeThrough(bytes, to: target, displayPath: path)
    }
    try replace(bytes, target: target, displayPath: path)
  }

  /// `fmt --write`: replaces a regular file; anything else is refused ("not a regular file", as
  /// `sed -i` does) rather than written into a FIFO or a device.
  public static func rewrite(_ bytes: [UInt8], path: String) throws {
    let target = resolvedTarget(path)
    if let kind = fileKind(target), kind != S_IFREG {
      throw CLIError.cannotWrite(path: path, reason: kind == S_IFDIR ? "is a directory" : "not a regular file")
    }
    try replace(bytes, target: target, displayPath: path)
  }

  private static func replace(_ bytes: [UInt8], target: String, displayPath path: String) throws {
    var original = stat()
    let exists = try status(of: target, into: &original, displayPath: path)
    guard let (descriptor, temporaryBytes) = TemporaryFile.create(inFolder: ArgumentBytes.bytes(of: folder(of: target)))
    else { throw failure(path) }
    let temporary = ArgumentBytes.string(temporaryBytes)
    var closed = false
    do {
      // mkstemp creates 0600; give the final owner and permissions before any content is visible.
      let mode = exists ? try keepOwnership(of: original, on: descriptor, displayPath: path) : newFileMode()
      guard fchmod(descriptor, mode) == 0 else { throw failure(path) }
      let written = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
      guard written == 0 else { throw failure(path, Platform.errnoMessage(written)) }
      guard fsync(descriptor) == 0 else { throw failure(path) }
      closed = true
      guard close(descriptor) == 0 else { throw failure(path) }
      let renamed = ArgumentBytes.withCString(temporary) { from in
        ArgumentBytes.withCString(target) { rename(from, $0) }
      }
      guard renamed == 0 else { throw failure(path) }
      TemporaryFile.release()
    } catch {
      if !closed { close(descriptor) }
      ArgumentBytes.withCString(temporary) { _ = unlink($0) }
      TemporaryFile.release()
      throw error
    }
    syncFolder(of: target)
  }

  /// Gives the temporary the original's owner and group, as `sed -i` does; returns the mode to set.
  /// Only root may give a file away, and a user may only choose a group they belong to: when the
  /// owner (or group) cannot be kept, the setuid (or setgid) bit is dropped, for it would now grant
  /// the rights of someone else (`-rwsr-xr-x` owned by whoever ran `aps`).
  private static func keepOwnership(of original: stat, on descriptor: Int32, displayPath: String) throws -> mode_t {
    var mode = original.st_mode & 0o7777
    if fchown(descriptor, original.st_uid, original.st_gid) != 0 {
      _ = fchown(descriptor, uid_t.max, original.st_gid)  // uid_t.max is (uid_t)-1: "leave the owner"
    }
    var now = stat()
    guard fstat(descriptor, &now) == 0 else { throw failure(displayPath) }
    if now.st_uid != original.st_uid { mode &= ~mode_t(S_ISUID) }
    if now.st_gid != original.st_gid { mode &= ~mode_t(S_ISGID) }
    return mode
  }

  private static func newFileMode() -> mode_t {
    let mask = umask(0)
    umask(mask)
    return 0o644 & ~mask
  }

  /// Whether `target` exists (its status in `status`); a directory or a read-only file is refused.
  private static func status(of target: String, into status: inout stat, displayPath: String) throws -> Bool {
    guard ArgumentBytes.withCString(target, { stat($0, &status) }) == 0 else {
      guard errno == ENOENT else { throw failure(displayPath) }
      return false
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw CLIError.cannotWrite(path: displayPath, reason: "is a directory")
    }
    // rename(2) only needs the folder to be writable; respect a read-only file as `sed -i` would not.
    guard ArgumentBytes.withCString(target, { access($0, W_OK) }) == 0 else { throw failure(displayPath) }
    return true
  }

  /// The file type bits of what `path` names (following links), or nil when nothing is there.
  private static func fileKind(_ path: String) -> mode_t? {
    var status = stat()
    guard ArgumentBytes.withCString(path, { stat($0, &status) }) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// Writes straight into a special file, as a shell redirection would.
  private static func writeThrough(_ bytes: [UInt8], to target: String, displayPath: String) throws {
    let descriptor = ArgumentBytes.withCString(target) { Platform.open($0, O_WRONLY) }
    guard descriptor >= 0 else { throw failure(displayPath) }
    let written = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
    close(descriptor)
    guard written == 0 else { throw failure(displayPath, Platform.errnoMessage(written)) }
  }

  /// `path` with a symbolic link at the end followed (so the link is kept and its target replaced).
  /// A dangling link names the file to create: its target, read with readlink (realpath needs
  /// the target to exist, and the link itself was replaced by a file).
  private static func resolvedTarget(_ path: String) -> String {
    var status = stat()
    guard ArgumentBytes.withCString(path, { lstat($0, &status) }) == 0, (status.st_mode & S_IFMT) == S_IFLNK else { return path }
    if let resolved = ArgumentBytes.withCString(path, { realpath($0, nil) }) {
      defer { free(resolved) }
      return ArgumentBytes.string(cString: resolved)
    }
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = ArgumentBytes.withCString(path) { readlink($0, &buffer, buffer.count - 1) }
    guard length > 0 else { return path }
    let target = ArgumentBytes.string(buffer[0..<length].map { UInt8(bitPattern: $0) })
    return target.hasPrefix("/") ? target : folder(of: path) + "/" + target
  }

  /// Makes the rename itself durable; best effort, as some file systems refuse to sync a folder.
  private static func syncFolder(of target: String) {
    let descriptor = ArgumentBytes.withCString(folder(of: target)) { Platform.open($0, O_RDONLY) }
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == path.utf8.startIndex { return "/" }
    return String(path[..<slash])
  }

  static func fileName(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  private static func failure(_ path: String, _ reason: String = Platform.errnoMessage()) -> CLIError {
    .cannotWrite(path: path, reason: reason)
  }
}
