#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `stat(2)` says about a file, in the terms `aps` decides on.
public struct FileStatus: Sendable {
  public enum Kind: Sendable, Equatable {
    case regular, directory, symbolicLink
    /// A FIFO, a device or a socket.
    case special
  }

  public var kind: Kind
  public var size: Int
  /// The permission bits, setuid and setgid included (`st_mode & 07777`).
  public var permissions: UInt32
  public var owner: UInt32
  public var group: UInt32

  init(_ status: stat) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .special
    }
    size = Int(status.st_size)
    permissions = UInt32(status.st_mode & 0o7777)
    owner = UInt32(status.st_uid)
    group = UInt32(status.st_gid)
  }
}

/// Files by path or descriptor. Paths are `ArgumentBytes` words: exactly their bytes reach the system.
extension Platform {
  /// The setuid and setgid bits, to drop from `FileStatus.permissions`.
  public static let setUserIDBit = UInt32(S_ISUID)
  public static let setGroupIDBit = UInt32(S_ISGID)

  /// `stat(2)`, following a symbolic link; nil with `errno` set.
  public static func status(ofPath path: String) -> FileStatus? {
    var status = stat()
    return ArgumentBytes.withCString(path, { stat($0, &status) }) == 0 ? FileStatus(status) : nil
  }

  /// `lstat(2)`: a symbolic link itself.
  public static func linkStatus(ofPath path: String) -> FileStatus? {
    var status = stat()
    return ArgumentBytes.withCString(path, { lstat($0, &status) }) == 0 ? FileStatus(status) : nil
  }

  /// `fstat(2)` of an open descriptor.
  public static func status(ofDescriptor descriptor: Int32) -> FileStatus? {
    var status = stat()
    return fstat(descriptor, &status) == 0 ? FileStatus(status) : nil
  }

  /// Whether the last call failed because nothing is there (ENOENT).
  public static var lastErrorIsNoSuchFile: Bool { errno == ENOENT }

  public static func fileExists(_ path: String) -> Bool {
    status(ofPath: path) != nil
  }

  /// `access(2)` with W_OK: whether this user may write the file.
  public static func isWritable(_ path: String) -> Bool {
    ArgumentBytes.withCString(path) { access($0, W_OK) } == 0
  }

  /// `access(2)` with X_OK, for finding a program on `PATH`.
  public static func isExecutable(_ path: String) -> Bool {
    ArgumentBytes.withCString(path) { access($0, X_OK) } == 0
  }

  /// `realpath(3)`: the path with every symbolic link resolved, or nil.
  public static func resolvedPath(_ path: String) -> String? {
    guard let resolved = ArgumentBytes.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }
    return ArgumentBytes.string(cString: resolved)
  }

  /// What a symbolic link points to (`readlink(2)`), as written in the link; nil when `path` is
  /// not a link. Unlike `resolvedPath`, it answers for a dangling link.
  public static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = ArgumentBytes.withCString(path) { readlink($0, &buffer, buffer.count - 1) }
    guard length > 0 else { return nil }
    return ArgumentBytes.string(buffer[0..<length].map { UInt8(bitPattern: $0) })
  }

  /// The rule Linux applies with `fs.protected_symlinks = 1` ("Protected symlinks" in the kernel's
  /// sysctl/fs documentation, https://docs.kernel.org/admin-guide/sysctl/fs.html): a link in a
  /// sticky world-writable folder is followed only by its owner, or when the folder's owner owns
  /// it too. Elsewhere any link is followed.
  public static func mayFollowLink(
    owner: UInt32, folderPermissions: UInt32, folderOwner: UInt32, follower: UInt32 = UInt32(geteuid())
  ) -> Bool {
    let stickyAndWorldWritable = folderPermissions & UInt32(S_ISVTX) != 0 && folderPermissions & UInt32(S_IWOTH) != 0
    return !stickyAndWorldWritable || owner == follower || owner == folderOwner
  }

  /// `rename(2)`: atomic within one file system; false with `errno` set.
  public static func rename(_ from: String, to: String) -> Bool {
    ArgumentBytes.withCString(from) { old in ArgumentBytes.withCString(to) { systemRename(old, $0) } } == 0
  }

  /// `unlink(2)`, best effort.
  public static func remove(_ path: String) {
    _ = ArgumentBytes.withCString(path) { unlink($0) }
  }

  /// `fsync(2)`: the bytes written to `descriptor` are on the disk.
  public static func sync(_ descriptor: Int32) -> Bool {
    fsync(descriptor) == 0
  }

  /// `fchmod(2)`.
  public static func setPermissions(_ permissions: UInt32, of descriptor: Int32) -> Bool {
    fchmod(descriptor, mode_t(permissions)) == 0
  }

  /// `fchown(2)`; nil leaves the owner (or group) as it is.
  public static func setOwner(_ owner: UInt32?, group: UInt32?, of descriptor: Int32) -> Bool {
    // (uid_t)-1 and (gid_t)-1 mean "leave it".
    fchown(descriptor, owner.map { uid_t($0) } ?? uid_t.max, group.map { gid_t($0) } ?? gid_t.max) == 0
  }

  /// The permissions a new file gets: 0644 minus the umask (read, then put back).
  public static func newFilePermissions() -> UInt32 {
    let mask = umask(0)
    umask(mask)
    return UInt32(0o644 & ~mask)
  }

  /// The names in a folder (without `.` and `..`) as `ArgumentBytes` words (a name need not be
  /// UTF-8), or nil when it cannot be read.
  public static func directoryEntries(_ path: String) -> [String]? {
    guard let folder = ArgumentBytes.withCString(path, { opendir($0) }) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        ArgumentBytes.string(raw.prefix { $0 != 0 })
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// `dir/name.json` → `name`: the last path component without its extension.
  public static func baseName(_ path: String) -> String {
    var name = Substring(path)
    while name.hasSuffix("/") && name.count > 1 { name = name.dropLast() }
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    return String(name)
  }

  /// A new private folder `TMPDIR/PREFIX-XXXXXX` (`mkdtemp(3)`), or nil with `errno` set.
  public static func makeTemporaryFolder(prefix: String) -> String? {
    let base = temporaryFolder()
    var template = ArgumentBytes.bytes(of: base + "/" + prefix + "-XXXXXX").map { CChar(bitPattern: $0) } + [0]
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return nil }  // non-empty
    return ArgumentBytes.string(cString: template)
  }

  /// `open(2)` creating or truncating a file with these permissions (before the umask).
  public static func openForReplacing(_ path: String, permissions: UInt32 = 0o644) -> Int32 {
    ArgumentBytes.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, mode_t(permissions)) }
  }

  /// A whole file's bytes, or nil when it cannot be read.
  public static func contents(ofFile path: String) -> [UInt8]? {
    let descriptor = ArgumentBytes.withCString(path) { openForReading($0) }
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }  // non-empty
      if count < 0 { return nil }
      if count == 0 { return data }
      data += chunk[0..<count]
    }
  }

  /// The folder part of `path` ("." for a bare name, "/" at the root).
  public static func folder(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == path.utf8.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// `rmdir(2)` of an empty folder, best effort.
  public static func removeFolder(_ path: String) {
    _ = ArgumentBytes.withCString(path) { rmdir($0) }
  }
}

private func systemRename(_ from: UnsafePointer<CChar>, _ to: UnsafePointer<CChar>) -> Int32 {
  #if canImport(Darwin)
    Darwin.rename(from, to)
  #elseif canImport(Glibc)
    Glibc.rename(from, to)
  #else
    Musl.rename(from, to)
  #endif
}
