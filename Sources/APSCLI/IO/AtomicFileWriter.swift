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
/// The bytes go to a uniquely named temporary file in the target's folder (so the final `rename(2)`
/// stays on one file system and is atomic), are flushed with `fsync`, get the original's permission
/// bits (new files: 0644 minus the umask), and the temporary is renamed over the target. On any failure
/// the temporary is removed, the target is left untouched, and `CLIError.cannotWrite` (exit 74) says why.
/// A symbolic link is followed: its target is replaced and the link stays.
public enum AtomicFileWriter {
  /// Writes `bytes` to `path` atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    try bytes.withUnsafeBytes { try write($0, to: path) }
  }

  /// Writes the raw `bytes` to `path` atomically.
  public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
    let target = resolvedTarget(path)
    if isSpecialFile(target) { return try writeInPlace(bytes, to: target, displayPath: path) }
    let mode = try permissions(for: target, displayPath: path)
    var template = Array((folder(of: target) + "/." + fileName(of: target) + ".aps-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }  // non-empty array
    guard descriptor >= 0 else { throw failure(path) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var closed = false
    do {
      // mkstemp creates 0600; give the final permissions before any content is visible under `path`.
      guard fchmod(descriptor, mode) == 0 else { throw failure(path) }
      let written = Platform.writeAll(descriptor, bytes)
      guard written == 0 else { throw failure(path, Platform.errnoMessage(written)) }
      guard fsync(descriptor) == 0 else { throw failure(path) }
      closed = true
      guard close(descriptor) == 0 else { throw failure(path) }
      guard rename(temporary, target) == 0 else { throw failure(path) }
    } catch {
      if !closed { close(descriptor) }
      unlink(temporary)
      throw error
    }
    syncFolder(of: target)
  }

  /// An existing device, FIFO or socket (`/dev/null`, `/dev/stdout` on a pipe, `/dev/full`): there is
  /// no file to replace, and renaming over it would swap the device node for a plain file.
  private static func isSpecialFile(_ target: String) -> Bool {
    var status = stat()
    guard stat(target, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind != S_IFREG && kind != S_IFDIR
  }

  /// Writes straight into a special file, as a shell redirection would.
  private static func writeInPlace(_ bytes: UnsafeRawBufferPointer, to target: String, displayPath: String) throws {
    #if canImport(Darwin)
      let descriptor = Darwin.open(target, O_WRONLY | O_TRUNC)
    #elseif canImport(Glibc)
      let descriptor = Glibc.open(target, O_WRONLY | O_TRUNC)
    #else
      let descriptor = Musl.open(target, O_WRONLY | O_TRUNC)
    #endif
    guard descriptor >= 0 else { throw failure(displayPath) }
    let written = Platform.writeAll(descriptor, bytes)
    close(descriptor)
    guard written == 0 else { throw failure(displayPath, Platform.errnoMessage(written)) }
  }

  /// The permission bits to give the new file: the existing file's, or 0644 minus the umask.
  private static func permissions(for target: String, displayPath: String) throws -> mode_t {
    var status = stat()
    guard stat(target, &status) == 0 else {
      guard errno == ENOENT else { throw failure(displayPath) }
      let mask = umask(0)
      umask(mask)
      return 0o644 & ~mask
    }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw CLIError.cannotWrite(path: displayPath, reason: "is a directory")
    }
    // rename(2) only needs the folder to be writable; respect a read-only file as `sed -i` would not.
    guard access(target, W_OK) == 0 else { throw failure(displayPath) }
    return status.st_mode & 0o7777
  }

  /// `path` with a symbolic link at the end followed (so the link is kept and its target replaced).
  private static func resolvedTarget(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Makes the rename itself durable; best effort, as some file systems refuse to sync a folder.
  private static func syncFolder(of target: String) {
    #if canImport(Darwin)
      let descriptor = Darwin.open(folder(of: target), O_RDONLY)
    #elseif canImport(Glibc)
      let descriptor = Glibc.open(folder(of: target), O_RDONLY)
    #else
      let descriptor = Musl.open(folder(of: target), O_RDONLY)
    #endif
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
