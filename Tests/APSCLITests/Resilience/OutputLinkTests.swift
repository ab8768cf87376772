import APSPlatform
import Foundation
import Testing

@testable import APSCLI

/// `-o` through a symbolic link: a link is followed (and kept) only where the kernel would follow
/// it with fs.protected_symlinks; a dangling link never makes aps create a file where it points.
@Suite struct OutputLinkTests {
  @Test func danglingLinkIsRefusedAndNothingIsCreated() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "out.json")
    let result = runAPS(["fmt", "-c", "-", "-o", link.path], stdin: #"{"a": 1}"#)
    #expect(result.exitCode == .ioError)
    #expect(result.stderr.contains("is a symbolic link to out.json, which does not exist"), "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "out.json", "the link stays")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
  }

  /// The kernel's rule, row by row ("Protected symlinks", https://docs.kernel.org/admin-guide/sysctl/fs.html):
  /// (link owner, folder mode, folder owner, follower) → followed.
  @Test(arguments: [
    (1000, 0o1777, 0, 0, false),  // another user's link in /tmp, followed by root
    (1000, 0o1777, 0, 1000, true),  // the follower's own link
    (0, 0o1777, 0, 1000, true),  // the folder owner's link
    (1000, 0o0777, 0, 0, true),  // world-writable but not sticky
    (1000, 0o1775, 0, 0, true),  // sticky but not world-writable
    (1000, 0o0755, 0, 0, true),
  ])
  func kernelRule(_ row: (Int, Int, Int, Int, Bool)) {
    #expect(
      Platform.mayFollowLink(
        owner: UInt32(row.0), folderPermissions: UInt32(row.1), folderOwner: UInt32(row.2), follower: UInt32(row.3)) == row.4)
  }

  /// The reproducer: root writes `-o /tmp/s/out.json` where another user planted a link to a
  /// file of root's. Making the link another user's needs root (lchown).
  @Test(.enabled(if: geteuid() == 0, "giving a link to another user needs root"))
  func plantedLinkInStickyFolderIsRefused() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sticky = folder.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: sticky, withIntermediateDirectories: false)
    chmod(sticky.path, 0o1777)
    let victim = folder.appendingPathComponent("victim.txt")
    try Data("keep".utf8).write(to: victim)
    let link = sticky.appendingPathComponent("out.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)
    #expect(lchown(link.path, 4321, 4321) == 0)
    let result = runAPS(["fmt", "-c", "-", "-o", link.path], stdin: #"{"a": 1}"#)
    #expect(result.exitCode == .ioError)
    #expect(result.stderr.contains("is a symbolic link to \(victim.path) that another user (uid 4321)"), "\(result.stderr)")
    #expect(try String(contentsOf: victim, encoding: .utf8) == "keep")
    // The same link of the follower's own is followed, and kept.
    #expect(lchown(link.path, 0, 0) == 0)
    #expect(runAPS(["fmt", "-c", "-", "-o", link.path], stdin: #"{"a": 1}"#).exitCode == .ok)
    #expect(try String(contentsOf: victim, encoding: .utf8) == "{\"a\":1}\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == victim.path)
  }
}
