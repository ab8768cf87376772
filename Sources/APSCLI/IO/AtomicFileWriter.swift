import APSKit

/// Replaces a file's contents all at once: readers (and a crash) see either the old bytes or the new,
/// never a partial file.
///
/// The bytes go to a temporary file in the target's folder (`TemporaryFile`: the final `rename(2)`
/// stays on one file system and is atomic, and a signal removes it), are flushed with `fsync`, get
/// the original's owner, group and permission bits (new files: 0644 minus the umask), and the
/// temporary is renamed over the target. On any failure the temporary is removed, the target is left
/// untouched, and `CLIError.cannotWrite` (exit 74) says why. Paths may carry bytes that are not
/// UTF-8 (`ArgumentBytes`).
///
/// A symbolic link at the end of the path is followed (its target is replaced, the link stays)
/// only where the kernel itself would follow it with `fs.protected_symlinks` on: the temporary is
/// renamed into the target's folder, so the kernel never sees the link and cannot make its own
/// check. A link another user planted in a sticky world-writable folder (`/tmp`) is refused, and
/// so is a dangling link: aps never creates a file where a link points.
public enum AtomicFileWriter {
  /// `-o FILE`: a new or regular file is replaced atomically; an existing device, FIFO or socket
  /// (`/dev/null`, `/dev/tty`, a named pipe) is written through, as a shell's `>` would.
  /// Standard output and error by name are `CommandIO.writeOutput`'s business.
  /// A `secret` (a JWT) gets mode 0600 in a new file, and an existing file loses group and others' bits.
  public static func write(_ bytes: [UInt8], to path: String, secret: Bool = false) throws {
    let target = try followedLink(path)
    if let kind = Platform.status(ofPath: target)?.kind, kind != .regular, kind != .directory {
      return try writeThrough(bytes, to: target, displayPath: path)
    }
    try replace(bytes, target: target, displayPath: path, secret: secret)
  }

  /// `fmt --write`: replaces a regular file; anything else is refused ("not a regular file", as
  /// `sed -i` does) rather than written into a FIFO or a device.
  public static func rewrite(_ bytes: [UInt8], path: String) throws {
    let target = try followedLink(path)
    if let kind = Platform.status(ofPath: target)?.kind, kind != .regular {
      throw CLIError.cannotWrite(path: path, reason: kind == .directory ? "is a directory" : "not a regular file")
    }
    try replace(bytes, target: target, displayPath: path)
  }

  private static func replace(_ bytes: [UInt8], target: String, displayPath path: String, secret: Bool = false) throws {
    let original = try status(of: target, displayPath: path)
    guard let (descriptor, temporaryBytes) = TemporaryFile.create(inFolder: ArgumentBytes.bytes(of: folder(of: target)))
    else { throw failure(path) }
    let temporary = ArgumentBytes.string(temporaryBytes)
    var closed = false
    do {
      // mkstemp creates 0600; give the final owner and permissions before any content is visible.
      let kept = try original.map { try keepOwnership(of: $0, on: descriptor, displayPath: path) }
      let mode = secret ? (kept ?? 0o600) & ~0o077 : kept ?? Platform.newFilePermissions()
      guard Platform.setPermissions(mode, of: descriptor) else { throw failure(path) }
      let written = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
      guard written == 0 else { throw failure(path, Platform.errnoMessage(written)) }
      guard Platform.sync(descriptor) else { throw failure(path) }
      closed = true
      guard Platform.close(descriptor) == 0 else { throw failure(path) }
      guard Platform.rename(temporary, to: target) else { throw failure(path) }
      TemporaryFile.release()
    } catch {
      if !closed { Platform.close(descriptor) }
      Platform.remove(temporary)
      TemporaryFile.release()
      throw error
    }
    syncFolder(of: target)
  }

  /// Gives the temporary the original's owner and group, as `sed -i` does; returns the mode to set.
  /// Only root may give a file away, and a user may only choose a group they belong to: when the
  /// owner (or group) cannot be kept, the setuid (or setgid) bit is dropped, for it would now grant
  /// the rights of someone else (`-rwsr-xr-x` owned by whoever ran `aps`).
  private static func keepOwnership(of original: FileStatus, on descriptor: Int32, displayPath: String) throws -> UInt32 {
    var mode = original.permissions
    if !Platform.setOwner(original.owner, group: original.group, of: descriptor) {
      _ = Platform.setOwner(nil, group: original.group, of: descriptor)
    }
    guard let now = Platform.status(ofDescriptor: descriptor) else { throw failure(displayPath) }
    if now.owner != original.owner { mode &= ~Platform.setUserIDBit }
    if now.group != original.group { mode &= ~Platform.setGroupIDBit }
    return mode
  }

  /// The status of `target`, nil when it does not exist; a directory or a read-only file is refused.
  private static func status(of target: String, displayPath: String) throws -> FileStatus? {
    guard let status = Platform.status(ofPath: target) else {
      guard Platform.lastErrorIsNoSuchFile else { throw failure(displayPath) }
      return nil
    }
    if status.kind == .directory {
      throw CLIError.cannotWrite(path: displayPath, reason: "is a directory")
    }
    // rename(2) only needs the folder to be writable; respect a read-only file as `sed -i` would not.
    guard Platform.isWritable(target) else { throw failure(displayPath) }
    return status
  }

  /// Writes straight into a special file, as a shell redirection would.
  private static func writeThrough(_ bytes: [UInt8], to target: String, displayPath: String) throws {
    let descriptor = ArgumentBytes.withCString(target) { Platform.openForWriting($0) }
    guard descriptor >= 0 else { throw failure(displayPath) }
    let written = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
    Platform.close(descriptor)
    guard written == 0 else { throw failure(displayPath, Platform.errnoMessage(written)) }
  }

  /// `path` with the symbolic links at its end followed one at a time, each checked as the kernel
  /// checks a link it follows with `fs.protected_symlinks`; the folders on the way are the
  /// kernel's to walk (and check) when the file is opened or renamed. 40 links at most, Linux's
  /// `MAXSYMLINKS`.
  static func followedLink(_ path: String) throws -> String {
    var current = path
    for _ in 0..<40 {
      guard let link = Platform.linkStatus(ofPath: current), link.kind == .symbolicLink else { return current }
      guard let target = Platform.linkTarget(current) else { throw failure(path) }
      let folder = folder(of: current)
      let shown = TerminalText.visible(ArgumentBytes.display(target))
      if let folderStatus = Platform.status(ofPath: folder),
        !Platform.mayFollowLink(owner: link.owner, folderPermissions: folderStatus.permissions, folderOwner: folderStatus.owner)
      {
        throw CLIError.cannotWrite(
          path: path,
          reason: "is a symbolic link to \(shown) that another user (uid \(link.owner)) made in a folder everyone may write to; aps does not follow it (as the kernel's fs.protected_symlinks would not): write to the target itself, or remove the link")
      }
      let next = target.hasPrefix("/") ? target : folder + "/" + target
      if Platform.status(ofPath: next) == nil && Platform.lastErrorIsNoSuchFile {
        throw CLIError.cannotWrite(
          path: path,
          reason: "is a symbolic link to \(shown), which does not exist; aps does not create a file where a link points: create the target first, or remove the link")
      }
      current = next
    }
    throw CLIError.cannotWrite(path: path, reason: "too many levels of symbolic links")
  }

  /// Makes the rename itself durable; best effort, as some file systems refuse to sync a folder.
  private static func syncFolder(of target: String) {
    let descriptor = ArgumentBytes.withCString(folder(of: target)) { Platform.openForReading($0) }
    guard descriptor >= 0 else { return }
    _ = Platform.sync(descriptor)
    Platform.close(descriptor)
  }

  static func folder(of path: String) -> String { Platform.folder(of: path) }

  static func fileName(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  private static func failure(_ path: String, _ reason: String = Platform.errnoMessage()) -> CLIError {
    .cannotWrite(path: path, reason: reason)
  }
}
