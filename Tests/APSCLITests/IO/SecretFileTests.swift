import Foundation
import Testing

@testable import APSCLI

/// Keys and certificates are read through the one opener of inputs (`ByteSource`): its errors, its
/// cap and exit 66, with the file's permissions kept for the warning about a key others may read.
@Suite struct SecretFileTests {
  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func overTheCapIsTheOpenersError() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = folder.appendingPathComponent("big.p8")
    try Data(repeating: 0x41, count: SecretFile.maximumLength + 1).write(to: key)
    #expect(throws: CLIError.cannotOpen(path: key.path, reason: "the input is over 64 KB; a .p8 key is a few KB at most (is this the right file?)")) {
      try SecretFile.read(key.path, what: "a .p8 key")
    }
  }

  @Test func anEndlessDeviceStopsAtTheCap() {
    #expect(throws: CLIError.cannotOpen(path: "/dev/zero", reason: "the input is over 64 KB; a client certificate is a few KB at most (is this the right file?)")) {
      try SecretFile.read("/dev/zero", what: "a client certificate")
    }
  }

  @Test func aFolderOrAMissingFileIsRefusedAsAnyInputIs() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: CLIError.cannotOpen(path: folder.path, reason: "is a directory; give a file")) {
      try SecretFile.read(folder.path, what: "a .p8 key")
    }
    let missing = folder.appendingPathComponent("missing.p8").path
    #expect(throws: CLIError.cannotOpen(path: missing, reason: "No such file or directory")) {
      try SecretFile.read(missing, what: "a .p8 key")
    }
  }

  @Test func permissionsAreKept() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = folder.appendingPathComponent("AuthKey.p8")
    try Data("-----BEGIN PRIVATE KEY-----\n".utf8).write(to: key)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: key.path)
    let shared = try SecretFile.read(key.path, what: "a .p8 key")
    #expect(shared.readableByOthers && shared.permissions == 0o644)
    #expect(shared.bytes == Array("-----BEGIN PRIVATE KEY-----\n".utf8))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key.path)
    #expect(try !SecretFile.read(key.path, what: "a .p8 key").readableByOthers)
  }
}
