import Foundation
import Testing
@testable import APSCLITests

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Inputs that cannot be read give exit 66 and outputs that cannot be written exit 74, each with
/// one clean `aps: error:` line. Run through the built binary, so the descriptors are real.
///
/// Tests run as root here, and root reads a chmod 000 file; `/proc/self/mem` stands in for an
/// unreadable file on Linux (it opens, and reading its first page fails with EIO).
@Suite(.enabled(if: apsBinary != nil, "build aps first (swift build)"))
struct FaultyFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let payload = packageRoot.appendingPathComponent("Tests/Fuzz/json/seeds/json__bom.json").path

  static let cases: [Case] = {
    var cases: [Case] = [
      Case(arguments: ["validate", "/"], status: 66, message: "aps: error: cannot open /: is a directory; give a file"),
      Case(arguments: ["fmt", "--jsonl", "/"], status: 66, message: "aps: error: cannot open /: is a directory; give a file"),
      Case(arguments: ["size", payload + "/x"], status: 66, message: "aps: error: cannot open \(payload)/x: Not a directory"),
      Case(
        arguments: ["build", "-t", "alert", "--var", "title=T", "--var", "body=B", "-o", "/dev/full"], status: 74,
        message: "aps: error: cannot write /dev/full: No space left on device"),
      Case(
        arguments: ["build", "-t", "alert", "--var", "title=T", "--var", "body=B", "-o", "/"], status: 74,
        message: "aps: error: cannot write /: is a directory"),
    ]
    #if os(Linux)
      cases.append(Case(arguments: ["validate", "/proc/self/mem"], status: 66, message: "aps: error: cannot open /proc/self/mem: Input/output error"))
    #endif
    return cases
  }()

  @Test(arguments: cases)
  func cleanError(_ row: Case) throws {
    let child = try PipedProcess(try #require(apsBinary), row.arguments)
    try child.input.fileHandleForWriting.close()
    let (status, stderr) = child.finish()
    #expect(status == row.status)
    #expect(stderr == row.message + "\n")
  }

  /// `aps fmt x.json > /dev/full`: the disk is full.
  @Test(arguments: [["fmt", payload], ["validate", payload], ["build", "-t", "silent"], ["templates", "list"]])
  func fullDiskOnStandardOutput(_ arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let child = try PipedProcess(try #require(apsBinary), arguments, stdout: full)
    try child.input.fileHandleForWriting.close()
    let (status, stderr) = child.finish()
    #expect(status == 74)
    #expect(stderr == "aps: error: cannot write <stdout>: No space left on device\n")
  }

  /// A directory as standard input (`aps fmt < dir`) opens, and then reading fails.
  @Test func directoryAsStandardInput() throws {
    let folder = try #require(FileHandle(forReadingAtPath: "/"))
    let child = try PipedProcess(try #require(apsBinary), ["fmt"], stdin: folder)
    let (status, stderr) = child.finish()
    #expect(status == 66)
    #expect(stderr == "aps: error: cannot open <stdin>: Is a directory\n")
  }

  @Test(.enabled(if: geteuid() != 0, "root reads any file; /proc/self/mem stands in above"))
  func fileWithoutReadPermission() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("secret.json")
    try Data("{}".utf8).write(to: file)
    chmod(file.path, 0)
    let result = try runProcess(try #require(apsBinary), ["validate", file.path])
    #expect(result.status == 66)
    #expect(result.stderr == "aps: error: cannot open \(file.path): Permission denied\n")
  }
}
