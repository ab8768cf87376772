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
