import Foundation
import Testing

@testable import APSCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite struct AtomicFileWriterTests {
  @Test func newFileGets0644MinusUmask() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("new.json")
    try AtomicFileWriter.write(Array("{}\n".utf8), to: file.path)
    let mask = umask(0)
    umask(mask)
    #expect(try permissions(file) == Int(0o644 & ~mask))
    #expect(try Data(contentsOf: file) == Data("{}\n".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["new.json"])
  }

  @Test func replacingKeepsPermissionsAndEmptyContentWorks() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o751], ofItemAtPath: file.path)
    try AtomicFileWriter.write([], to: file.path)
    #expect(try Data(contentsOf: file).isEmpty)
    #expect(try permissions(file) == 0o751)
  }

  /// A relative path with no folder part writes in the current folder.
  @Test func folderAndNameOfPaths() {
    #expect(AtomicFileWriter.folder(of: "a.json") == ".")
    #expect(AtomicFileWriter.folder(of: "/a.json") == "/")
    #expect(AtomicFileWriter.folder(of: "x/y/a.json") == "x/y")
    #expect(AtomicFileWriter.fileName(of: "x/y/a.json") == "a.json")
  }

  @Test func symbolicLinkIsFollowedAndKept() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("real.json")
    let link = folder.appendingPathComponent("link.json")
    try Data("old".utf8).write(to: target)
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
    try AtomicFileWriter.write(Array("new".utf8), to: link.path)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
    #expect(try Data(contentsOf: target) == Data("new".utf8))
  }

  @Test(arguments: ["missing-folder/x.json", "."])
  func failuresThrowCannotWriteAndLeaveNothing(_ relative: String) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(relative).path
    #expect {
      try AtomicFileWriter.write(Array("x".utf8), to: path)
    } throws: { error in
      guard let error = error as? CLIError, case .cannotWrite = error else { return false }
      return error.exitCode == .ioError
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// Root may write anything, so this only means something for other users.
  @Test(.enabled(if: geteuid() != 0, "root bypasses file permissions"))
  func readOnlyFileIsRefusedAndUntouched() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("locked.json")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    #expect(throws: CLIError.self) { try AtomicFileWriter.write(Array("new".utf8), to: file.path) }
    #expect(try Data(contentsOf: file) == Data("old".utf8))
  }
}

/// In-place writes of what is not a regular file, owners and special bits, short
/// temporary names, `-o` through the process's own descriptors.
@Suite struct AtomicFileWriterHostileTests {
  @Test func rewriteRefusesWhatIsNotARegularFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o644) == 0)
    for path in [fifo, "/dev/null"] {
      #expect(throws: CLIError.cannotWrite(path: path, reason: "not a regular file")) {
        try AtomicFileWriter.rewrite(Array("{}".utf8), path: path)
      }
    }
  }

  /// `sed -i` keeps owner and group; root may give the file back to its owner.
  @Test(.enabled(if: geteuid() == 0, "only root may give a file to another owner; skipped"))
  func replacingKeepsOwnerGroupAndSetIDBitsAsRoot() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x.json").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    #expect(chown(file, 4242, 4343) == 0)
    #expect(chmod(file, 0o6755) == 0)
    try AtomicFileWriter.write(Array("new".utf8), to: file)
    var status = stat()
    #expect(stat(file, &status) == 0)
    #expect(status.st_uid == 4242 && status.st_gid == 4343)
    #expect(status.st_mode & 0o7777 == 0o6755)
  }

  /// A 250-byte name still fits NAME_MAX (255) with the temporary's name (`.aps-XXXXXX`).
  @Test func longFileNameWorksAndTemporaryNameIsShort() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(String(repeating: "n", count: 245) + ".json").path
    try AtomicFileWriter.write(Array("{}".utf8), to: file)
    try AtomicFileWriter.write(Array("{ }".utf8), to: file)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("{ }".utf8))
    let (descriptor, path) = try #require(TemporaryFile.create(inFolder: Array(folder.path.utf8)))
    close(descriptor)
    unlink(path.map { CChar(bitPattern: $0) } + [0])
    TemporaryFile.release()
    #expect(path.count == folder.path.utf8.count + 12)
    #expect(String(decoding: path.suffix(12), as: UTF8.self).hasPrefix("/.aps-"))
  }

  @Test func outputToStandardOutputByNameGoesThroughTheStream() {
    for name in ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"] {
      let result = runAPS(["build", "-t", "silent", "-o", name])
      #expect(result.exitCode == .ok)
      #expect(result.stdout == "{\"aps\":{\"content-available\":1}}")
    }
    let toError = runAPS(["build", "-t", "silent", "-o", "/dev/stderr"])
    #expect(toError.stderr == "{\"aps\":{\"content-available\":1}}")
  }

  @Test func emptyOutputNameIsAUsageError() {
    let result = runAPS(["build", "-t", "silent", "-o", ""])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.hasPrefix("aps: error: -o needs a file name, not ''; use - for standard output\n"))
  }
}
