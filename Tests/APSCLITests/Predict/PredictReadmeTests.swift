import Foundation
import Testing

@testable import APSCLI

/// The `aps predict` examples of the README and docs/ are real: each ```console block of `aps predict …`
/// and each `<!-- aps predict … -->` … `<!-- end -->` section (the Markdown matrix, which
/// renders as a table) is run and compared.
@Suite struct PredictReadmeTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var command: String
    var expected: String
    var testDescription: String { command }
  }

  static func examples() -> [Example] {
    let blocks = ReadmeExamples.consoleBlocks { $0.hasPrefix("aps predict") }
      .map { Example(command: $0.command, expected: $0.output.joined(separator: "\n") + "\n") }
    return blocks + markedSections()
  }

  /// The sections between `<!-- aps predict … -->` and `<!-- end -->`.
  static func markedSections() -> [Example] {
    var examples: [Example] = []
    var lines = ReadmeExamples.allText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      guard line.hasPrefix("<!-- aps predict"), line.hasSuffix(" -->") else { continue }
      var body: [String] = []
      while let next = lines.popFirst(), next != "<!-- end -->" { body.append(next) }
      examples.append(Example(command: String(line.dropFirst(5).dropLast(4)), expected: body.joined(separator: "\n") + "\n"))
    }
    return examples
  }

  @Test func readmeHasPredictExamples() {
    #expect(Self.examples().count >= 3)
    #expect(Self.markedSections().count == 1)
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: Example) {
    let words = example.command.split(separator: " ").map(String.init).dropFirst()
    let result = runAPS(Array(words))
    #expect(result.exitCode == .ok)
    expectEqualLines(result.stdout, example.expected)
  }
}
