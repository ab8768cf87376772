import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// `aps --version` names the commit: `git archive` (a release archive) substitutes it into
/// BuildInfo.swift (`export-subst`), and `.ci/stamp-version` writes the same into a clone's copy.
@Suite struct VersionStampTests {
  static let file = "Sources/APSCLI/BuildInfo.swift"
  static let inRepository = which("git") != nil
    && FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".git").path)

  static func git(_ arguments: [String]) throws -> String {
    let result = try runProcess(try #require(which("git")), ["-C", packageRoot.path] + arguments, timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test(.enabled(if: inRepository, "needs git and the repository"))
  func releaseArchiveCarriesTheCommitAndDate() throws {
    let archived = try Self.git(["archive", "--format=tar", "HEAD", Self.file])
    let hash = try Self.git(["log", "-1", "--format=%h"])
    let date = try Self.git(["log", "-1", "--format=%cs"])
    #expect(archived.contains(#"static let commit = "\#(hash)""#), "export-subst in Sources/APSCLI/.gitattributes")
    #expect(archived.contains(#"static let date = "\#(date)""#))
  }

  @Test(.enabled(if: inRepository, "needs git and the repository"))
  func stampScriptWritesTheSameValues() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("BuildInfo.swift")
    try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(Self.file), to: copy)
    let result = try runProcess(packageRoot.appendingPathComponent(".ci/stamp-version").path, [copy.path], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOf: copy, encoding: .utf8)
    let hash = try Self.git(["log", "-1", "--format=%h"])
    #expect(text.contains(#"static let commit = "\#(hash)"#))
    #expect(!text.split(separator: "\n").contains { $0.contains("static let") && $0.contains("$Format") })
  }
}
