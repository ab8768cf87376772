import Foundation
import Testing
@testable import APSCLITests

/// docs/makefiles.md, run as printed with the real `aps` binary and `make`: one pattern rule
/// builds payloads of two templates (named by `"$template"` in each vars file), `make check`
/// validates them in one call with the headers file beside each, and its console block is what
/// it prints.
@Suite(.serialized, .enabled(if: which("make") != nil && apsBinary != nil, "needs make and the built aps binary"))
struct MakefileDocsTests {
  static let page = packageRoot.appendingPathComponent("docs/makefiles.md")

  /// The fenced block of `language` after `marker`.
  static func block(_ text: String, after marker: String, language: String) throws -> String {
    let at = try #require(text.range(of: marker), "\(marker)")
    let start = try #require(text.range(of: "```\(language)\n", range: at.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
    return String(text[start.upperBound..<end.lowerBound])
  }

  @Test func patternRuleBuildsAndChecksMixedPushTypes() throws {
    let text = try String(contentsOf: Self.page, encoding: .utf8)
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = FileManager.default
    for sub in ["vars", "push-templates"] {
      try files.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    let makefile = try Self.block(text, after: "# aps in a Makefile", language: "make")
    #expect(makefile.components(separatedBy: "out/%.json: ").count == 2, "one pattern rule")
    try makefile.write(to: folder.appendingPathComponent("Makefile"), atomically: true, encoding: .utf8)
    for name in ["vars/shipped.json", "vars/call.json", "push-templates/order.json"] {
      let content = try Self.block(text, after: "`\(name)`:", language: "json")
      try content.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = URL(fileURLWithPath: try #require(apsBinary)).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["MAKEFLAGS"] = nil
    let make = try #require(which("make"))
    let checked = try runProcess(make, ["check"], environment: environment, directory: folder)
    #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    let console = try Self.block(text, after: "`make check` builds", language: "console")
    #expect("$ make check\n" + checked.stdout == console, "the page shows what make check prints")
    let shipped = try String(contentsOf: folder.appendingPathComponent("out/shipped.json"), encoding: .utf8)
    #expect(shipped.hasSuffix(#""order":"1234"}"#), "a number for a string variable is its text")

    // A bad value in a vars file fails make with the file's place, as a data error (exit 1).
    try #"{"$template": "alert", "title": "a", "body": "b", "badge": "many"}"#
      .write(to: folder.appendingPathComponent("vars/broken.json"), atomically: true, encoding: .utf8)
    let broken = try runProcess(make, ["out/broken.json"], environment: environment, directory: folder)
    #expect(broken.status != 0)
    #expect(broken.stderr.contains("vars/broken.json:1:"), "\(broken.stderr)")
    #expect(!broken.stderr.contains("Usage:"))
  }
}
