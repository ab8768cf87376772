import Foundation
import Testing

@testable import APSCLI

/// The capture examples in README.md are real: each ```console block starting with
/// `$ aps inspect`, `$ aps convert`, `$ aps getui` or `$ aps jpush` is run and its output compared.
@Suite struct CaptureReadmeTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var command: String
    var expected: String
    var testDescription: String { command }
  }

  static func examples() -> [Example] {
    let owned = ["aps inspect", "aps convert", "aps getui", "aps jpush"]
    return ReadmeExamples.consoleBlocks { command in owned.contains { command.hasPrefix($0) } }.map {
      Example(command: $0.command, expected: $0.output.joined(separator: "\n") + "\n")
    }
  }

  @Test func readmeHasCaptureExamples() {
    #expect(Self.examples().count >= 3)
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: Example) {
    let words = example.command.split(separator: " ").map(String.init).dropFirst().map { word in
      word.hasPrefix("examples/") ? ReadmeExamples.packageRoot.appendingPathComponent(word).path : word
    }
    let result = runAPS(Array(words))
    #expect(result.exitCode == .ok)
    expectEqualLines(result.stdout, example.expected)
  }
}
