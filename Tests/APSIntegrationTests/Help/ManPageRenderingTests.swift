import Foundation
import Testing

@testable import APSCLITests

/// `aps help --man` read by the real man(1).
@Suite struct ManPageRenderingTests {
  /// The page renders with man(1) without a warning (skipped visibly where man is missing).
  @Test(.enabled(if: which("man") != nil, "man is not installed"))
  func manRendersWithoutWarnings() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("aps.1")
    try runAPS(["help", "--man"]).stdout.write(to: page, atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["MANWIDTH"] = "80"
    environment["LANG"] = "C.UTF-8"
    let man = try #require(which("man"))
    let result = try runProcess(man, ["--warnings", "-l", page.path], environment: environment)
    #expect(result.status == 0)
    #expect(result.stderr == "", "man warned: \(result.stderr)")
    #expect(result.stdout.contains("EXIT STATUS") && result.stdout.contains("aps validate"))
  }
}
