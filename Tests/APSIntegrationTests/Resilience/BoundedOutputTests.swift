import Foundation
import Testing

@testable import APSCLITests

/// Output is written as it is produced. A 10 MB document of non-ASCII strings prints
/// as 60 MB under `fmt --ascii`; it used to be built whole in a buffer that doubled (and then
/// copied), which a 70 MB address-space limit does not allow (the binary before this change aborted, exit 134). Now it streams in 64 KB pieces.
@Suite struct BoundedOutputTests {
  @Test(.enabled(if: apsBinary != nil && which("sh") != nil, "needs the aps binary and sh"))
  func fmtAsciiStreamsUnderAnAddressSpaceLimit() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.json")
    let element = "\"" + String(repeating: "é", count: 1000) + "\""
    try ("[" + Array(repeating: element, count: 5000).joined(separator: ",") + "]").write(to: file, atomically: true, encoding: .utf8)
    let aps = try #require(apsBinary)
    let script = "ulimit -v 70000 && '\(aps)' fmt --ascii '\(file.path)' | wc -c"
    let result = try runProcess(try #require(which("sh")), ["-c", script], timeout: 120)
    #expect(result.status == 0, "\(result.stderr)")
    // Each é becomes \u00e9 (6 bytes); 2 quotes per string, commas, brackets, indentation and newlines.
    #expect(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 30_000_000, "\(result.stdout)")
  }
}
