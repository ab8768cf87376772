import Foundation
import Testing

/// One README example: the command line and the output it must print.
struct ReadmeExample: Sendable, CustomTestStringConvertible {
  var command: String
  var expected: String
  var testDescription: String { command }
}

/// The ```console blocks of README.md: the first line is `$ COMMAND`, the rest its output.
/// README tests pick the blocks whose command they own and run them.
enum ReadmeExamples {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each console block whose command (without `$ `) satisfies `isOwned`, with its output lines.
  static func consoleBlocks(where isOwned: (String) -> Bool) -> [(command: String, output: [String])] {
    let readme = packageRoot.appendingPathComponent("README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
    var blocks: [(command: String, output: [String])] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      guard line == "```console", let first = lines.first, first.hasPrefix("$ "), isOwned(String(first.dropFirst(2)))
      else { continue }
      let command = String((lines.popFirst() ?? "").dropFirst(2))
      var output: [String] = []
      while let next = lines.popFirst(), next != "```" { output.append(next) }
      blocks.append((command, output))
    }
    return blocks
  }

  /// The examples whose command starts with one of `prefixes`, output joined with a final newline.
  static func examples(startingWith prefixes: [String]) -> [ReadmeExample] {
    consoleBlocks { command in prefixes.contains { command.hasPrefix($0) } }.map {
      ReadmeExample(command: $0.command, expected: $0.output.joined(separator: "\n") + "\n")
    }
  }
}
