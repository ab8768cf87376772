import Foundation
import Testing

@testable import APSCLI

/// The `aps validate` and `aps size` examples in README.md are real: each ```console block whose
/// command is `aps validate …`, `aps size …` or `make check-payloads` is run in-process on the
/// payloads in `Fixtures/readme/` and compared (standard output, then standard error).
@Suite struct ValidateReadmeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/readme").path

  static func examples() -> [ReadmeExample] {
    let blocks = ReadmeExamples.consoleBlocks {
      $0.hasPrefix("aps validate") || $0.hasPrefix("aps size") || $0 == "make check-payloads"
    }
    return blocks.compactMap { block in
      var command = block.command
      var body = block.output
      if command.hasPrefix("make") {
        // make echoes the recipe, runs it, then reports the failure: check the recipe's output.
        guard !body.isEmpty else { return nil }
        command = body.removeFirst()
        body.removeAll { $0.hasPrefix("make: ") }
      }
      guard !command.contains("|"), !command.contains("*") else { return nil }
      return ReadmeExample(command: command, expected: body.joined(separator: "\n") + "\n")
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
      .map { $0.hasPrefix("payloads/") ? Self.fixtures + "/" + $0 : $0 }
    let result = runAPS(Array(words))
    let output = (result.stdout + result.stderr).replacingOccurrences(of: Self.fixtures + "/", with: "")
    expectEqualLines(output, example.expected)
  }
}
