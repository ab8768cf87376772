import Foundation
import Testing

@testable import APSCLI

/// The `aps validate` and `aps size` examples of the README and docs/ are real: each ```console block whose
/// command is `aps validate …`, `aps size …` or `cd examples && make check-payloads` is run
/// in-process on the files of the repository's `examples/` folder, with the paths as printed
/// (from the repository root; the Makefile's from `examples/`), and compared (standard output,
/// then standard error).
@Suite struct ValidateReadmeTests {
  static let root = ReadmeExamples.packageRoot.path
  static let fixtures = root + "/examples"

  static func examples() -> [ReadmeExample] {
    let blocks = ReadmeExamples.consoleBlocks {
      $0.hasPrefix("aps validate") || $0.hasPrefix("aps size") || $0 == "cd examples && make check-payloads"
    }
    return blocks.compactMap { block in
      var command = block.command
      var body = block.output
      if command.hasPrefix("cd examples && make") {
        // make echoes the recipe, runs it, then reports the failure: check the recipe's output.
        guard !body.isEmpty else { return nil }
        command = body.removeFirst()
        body.removeAll { $0.hasPrefix("make: ") }
      }
      guard !command.contains("|"), !command.contains("*") else { return nil }
      // A pipe into jq or a glob is run by DocsShellExamplesTests.
      return ReadmeExample(command: command, expected: body.joined(separator: "\n") + "\n", block: block.command)
    }
  }

  @Test func readmeHasTheExamples() {
    #expect(Self.examples().count >= 3)
    let makefile = (try? String(contentsOfFile: Self.fixtures + "/Makefile", encoding: .utf8)) ?? ""
    #expect(makefile.contains("\taps validate --strict $^"))
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: ReadmeExample) {
    let words = example.command.split(separator: " ").map(String.init).dropFirst()
      .map { $0.hasPrefix("examples/") ? Self.root + "/" + $0 : $0.hasPrefix("payloads/") ? Self.fixtures + "/" + $0 : $0 }
    let result = runAPS(Array(words))
    // The Makefile's recipe names files from examples/; every other example from the root.
    let base = example.command.contains("examples/") ? Self.root : Self.fixtures
    let output = (result.stdout + result.stderr).replacingOccurrences(of: base + "/", with: "")
    expectEqualLines(output, example.expected)
  }
}
