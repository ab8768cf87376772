import Foundation
import Testing

/// `aps` links no Foundation: with it the static binary carried ~60 MB more (ICU data)
/// and started about twice as slowly, which counts when a Makefile runs it thousands of times.
/// libc covers what the CLI needs (`Platform`); the Swift standard library has `firstRange(of:)`
/// and `replacing(_:with:)`.
@Suite struct NoFoundationTests {
  @Test func sourcesDoNotImportFoundation() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("aps-bench/") }
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import Foundation") }
      #expect(imports.isEmpty, "Sources/\(file) imports Foundation; use Platform (libc) or the standard library")
    }
  }

  /// libc is reached through one target, `APSPlatform`, so the Darwin branches (never compiled
  /// here) stand in one place, each beside its Linux twin.
  @Test func onlyThePlatformLayerImportsLibc() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && !$0.hasPrefix("APSPlatform/") }
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let imports = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { ["import Glibc", "import Darwin", "import Musl"].contains($0) }
      #expect(imports.isEmpty, "Sources/\(file) imports libc; add a function to Sources/APSPlatform instead")
    }
  }

  /// Platform branches (`#if os(…)`, `#if canImport(…)`: CryptoKit, the Simulator, install hints)
  /// stand in `APSPlatform` only, each Darwin branch a few lines beside its Linux twin, where the
  /// one CI job on macOS compiles them; the CLI asks `Platform` what the system has.
  @Test func onlyThePlatformLayerBranchesOnThePlatform() throws {
    let sources = packageRoot.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && ($0.hasPrefix("APSCLI/") || $0.hasPrefix("APSKit/")) }
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      let branches = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { ($0.hasPrefix("#if ") || $0.hasPrefix("#elseif ")) && ($0.contains("os(") || $0.contains("canImport(")) }
      #expect(branches.isEmpty, "Sources/\(file) branches on the platform (\(branches)); ask Sources/APSPlatform instead")
    }
  }
}
