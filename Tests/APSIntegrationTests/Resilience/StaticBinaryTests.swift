import Foundation
import Testing
@testable import APSCLITests

/// The installed form (`swift build -c release --static-swift-stdlib`, as README and .ci/run build it)
/// carries the Swift runtime inside: copied alone into an empty folder and run with a bare
/// environment it still works. Runs only when such a release binary has been built.
@Suite struct StaticBinaryTests {
  static let releaseBinary = packageRoot.appendingPathComponent(".build/release/aps")

  /// Whether the release binary exists and names no shared Swift runtime library.
  static let staticReleaseBinary: Bool = {
    guard let data = try? Data(contentsOf: releaseBinary, options: .alwaysMapped) else { return false }
    return data.range(of: Data("libswiftCore.so".utf8)) == nil && data.range(of: Data("libswiftCore.dylib".utf8)) == nil
  }()

  @Test(.enabled(if: staticReleaseBinary, "build it first: swift build -c release --static-swift-stdlib"))
  func copiedAloneItRunsWithABareEnvironment() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("aps")
    // Copied by `cp`, not in-process: a child another test forks meanwhile would inherit our open
    // write descriptor, and exec would then fail with "Text file busy".
    let copied = try runProcess("/bin/cp", [Self.releaseBinary.path, copy.path])
    #expect(copied.status == 0, "\(copied.stderr)")
    let version = try runProcess(copy.path, ["--version"], environment: ["PATH": "/usr/bin:/bin"], directory: folder)
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("aps "))

    let child = try PipedProcess(copy.path, ["validate", "--format", "json", "-"])
    try child.input.fileHandleForWriting.write(contentsOf: Data(#"{"aps":{"alert":"你好 😀"}}"#.utf8))
    try child.input.fileHandleForWriting.close()
    let output = String(decoding: try #require(child.output).fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let (status, stderr) = child.finish()
    #expect(status == 0, "\(stderr)")
    #expect(output.contains("\"valid\":true"))
  }
}
