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

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func examples() -> [Example] {
    guard let text = try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8) else { return [] }
    var examples: [Example] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      guard line == "```console", let first = lines.first,
        ["$ aps inspect", "$ aps convert", "$ aps getui", "$ aps jpush"].contains(where: { first.hasPrefix($0) })
      else { continue }
      let command = String((lines.popFirst() ?? "").dropFirst(2))
      var body: [String] = []
      while let next = lines.popFirst(), next != "```" { body.append(next) }
      examples.append(Example(command: command, expected: body.joined(separator: "\n") + "\n"))
    }
    return examples
  }

  @Test func readmeHasCaptureExamples() {
    #expect(Self.examples().count >= 3)
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: Example) {
    let words = example.command.split(separator: " ").map(String.init).dropFirst().map { word in
      word.hasPrefix("examples/") ? Self.root.appendingPathComponent(word).path : word
    }
    let result = runAPS(Array(words))
    #expect(result.exitCode == .ok)
    expectEqualLines(result.stdout, example.expected)
  }
}
