import Foundation
import Testing

@testable import APSCLI

/// The `aps predict` examples in README.md are real: each ```console block starting with
/// `$ aps predict` and each `<!-- aps predict … -->` … `<!-- end -->` section is run and compared.
@Suite struct PredictReadmeTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var command: String
    var expected: String
    var testDescription: String { command }
  }

  static func examples() -> [Example] {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
    var examples: [Example] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      let consoleStart = line == "```console" && (lines.first?.hasPrefix("$ aps predict") ?? false)
      let commentStart = line.hasPrefix("<!-- aps predict") && line.hasSuffix(" -->")
      guard consoleStart || commentStart else { continue }
      let command = consoleStart
        ? String((lines.popFirst() ?? "").dropFirst(2))
        : String(line.dropFirst(5).dropLast(4))
      let end = consoleStart ? "```" : "<!-- end -->"
      var body: [String] = []
      while let next = lines.popFirst(), next != end { body.append(next) }
      examples.append(Example(command: command, expected: body.joined(separator: "\n") + "\n"))
    }
    return examples
  }

  @Test func readmeHasPredictExamples() {
    #expect(Self.examples().count >= 3)
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: Example) {
    let words = example.command.split(separator: " ").map(String.init).dropFirst()
    let result = runAPS(Array(words))
    #expect(result.exitCode == .ok)
    expectEqualLines(result.stdout, example.expected)
  }
}
