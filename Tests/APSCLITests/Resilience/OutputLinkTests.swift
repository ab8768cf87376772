import Foundation
import Testing

@testable import APSCLI

/// Issue 21: `-o` through a symbolic link keeps the link, also when its target does not exist yet
/// (a dangling link was replaced by a regular file).
@Suite struct OutputLinkTests {
  @Test func danglingLinkIsKeptAndItsTargetWritten() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let link = folder.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "out.json")
    let result = runAPS(["fmt", "-c", "-", "-o", link.path], stdin: #"{"a": 1}"#)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "out.json", "the link stays")
    #expect(try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8) == "{\"a\":1}\n")
  }
}
