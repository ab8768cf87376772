import Foundation
import Testing

@testable import APSCLITests

/// The built `aps fmt` on a pipe that `head` closes early.
@Suite struct FmtPipeTests {
  @Test func closedPipeEndsQuietly() throws {
    let binary = try #require(apsBinary, "build aps first: swift build")
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = String(repeating: "{\"aps\":{\"alert\":\"hi\"}}\n", count: 200_000)
    let file = try write(lines, named: "big.jsonl", in: folder, mode: 0o644)
    let result = try runProcess(
      "/bin/bash", ["-c", "set -o pipefail; '\(binary)' fmt --jsonl '\(file.path)' | head -1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "{\n")
    #expect(result.stderr.isEmpty)
  }

  private func write(_ text: String, named name: String, in folder: URL, mode: Int) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    return url
  }
}
