import Foundation
import Testing

@testable import APSCLITests

/// Every ```console block of the README and docs/ is run by a test: the in-process README suites
/// run the ones they own, and this suite runs each of the others — a pipe into jq, a glob, an
/// `echo` into aps, a command no suite owns — with `sh` from the repository root and the built
/// `aps` first on PATH, comparing standard output, then standard error.
@Suite struct DocsShellExamplesTests {
  /// The blocks the in-process suites run, by the command line each block shows.
  static var runInProcess: Set<String> {
    let examples = BuildReadmeTests.examples() + CaptureReadmeTests.examples() + ValidateReadmeTests.examples()
    return Set(examples.map { $0.block ?? $0.command } + PredictReadmeTests.examples().map(\.command))
  }

  /// The blocks no in-process suite runs; `jq` says whether they need jq.
  static func examples(jq: Bool) -> [ReadmeExample] {
    let inProcess = runInProcess
    // A `make` block needs its page's Makefile: the Makefile tests (MakefileDocsTests, ValidateReadmeTests) run those.
    return ReadmeExamples.consoleBlocks { !inProcess.contains($0) && !$0.hasPrefix("make ") && $0.contains("| jq") == jq }.map {
      ReadmeExample(command: $0.command, expected: $0.output.joined(separator: "\n") + "\n")
    }
  }

  @Test func theShellRunsSomeBlocks() {
    #expect(Self.examples(jq: true).count >= 1)
    #expect(Self.examples(jq: false).count >= 1)
  }

  @Test(.enabled(if: apsBinary != nil, "needs the built aps binary"), arguments: examples(jq: false))
  func exampleOutputIsCurrent(_ example: ReadmeExample) throws {
    try Self.expectOutput(example)
  }

  @Test(.enabled(if: apsBinary != nil && which("jq") != nil, "needs jq and the built aps binary"), arguments: examples(jq: true))
  func jqExampleOutputIsCurrent(_ example: ReadmeExample) throws {
    try Self.expectOutput(example)
  }

  static func expectOutput(_ example: ReadmeExample) throws {
    let folder = URL(fileURLWithPath: try #require(apsBinary)).deletingLastPathComponent().path
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let result = try runProcess("/bin/sh", ["-c", example.command], environment: environment, directory: packageRoot)
    expectEqualLines(result.stdout + result.stderr, example.expected)
  }
}
