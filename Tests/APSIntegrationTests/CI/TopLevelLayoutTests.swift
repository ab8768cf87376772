import Foundation
import Testing

@testable import APSCLITests

/// The repository's top level is what the project's owners fixed: the package, its sources and tests,
/// templates and completions, and the user-facing extras. Pages such as the benchmarks or the guide
/// for contributors live in `docs/`.
@Suite struct TopLevelLayoutTests {
  static let allowed: Set<String> = [
    "Package.swift", "Sources", "Tests", "Templates", "completions",
    "README.md", "LICENSE", "docs", "examples", ".ci", ".github", "Formula", ".gitignore",
  ]
  static let inRepository = which("git") != nil
    && FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(".git").path)

  @Test(.enabled(if: inRepository, "needs git and the repository"))
  func trackedTopLevelEntriesAreTheFixedOnes() throws {
    let result = try runProcess(try #require(which("git")), ["-C", packageRoot.path, "ls-files"], timeout: 60)
    #expect(result.status == 0, "\(result.stderr)")
    let top = Set(result.stdout.split(separator: "\n").map { String($0.split(separator: "/")[0]) })
    #expect(top.subtracting(Self.allowed).isEmpty, "not allowed at the top level: \(top.subtracting(Self.allowed).sorted())")
    #expect(top.isSuperset(of: ["Package.swift", "Sources", "Tests", "README.md"]))
  }
}
