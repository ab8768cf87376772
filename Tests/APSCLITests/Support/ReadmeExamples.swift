import Foundation
import Testing

/// One documented example: the command line and the output it must print.
struct ReadmeExample: Sendable, CustomTestStringConvertible {
  var command: String
  var expected: String
  /// The block's first line as printed, when the test runs another line for it (make's recipe).
  var block: String?
  var testDescription: String { command }

  init(command: String, expected: String, block: String? = nil) {
    self.command = command
    self.expected = expected
    self.block = block
  }
}

/// The ```console blocks of the user's pages (README.md and every
/// `docs/*.md`): the first line is `$ COMMAND`, the rest its output. Each README test picks the
/// blocks whose command it owns and runs them in-process; `DocsShellExamplesTests` runs every other
/// block (pipes into other tools, globs, commands no suite owns) with `sh`, so none is left unrun.
enum ReadmeExamples {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The pages whose examples are run, relative to the package root, in a fixed order.
  static let pages: [String] = {
    let docs = packageRoot.appendingPathComponent("docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }()

  /// A page's text, or "" when it is missing (the tests that count examples then fail).
  static func text(of page: String) -> String {
    (try? String(contentsOf: packageRoot.appendingPathComponent(page), encoding: .utf8)) ?? ""
  }

  /// Every page's text, one after the other.
  static var allText: String { pages.map(text(of:)).joined(separator: "\n") }

  /// Each console block whose command (without `$ `) satisfies `isOwned`, with its output lines.
  static func consoleBlocks(where isOwned: (String) -> Bool) -> [(command: String, output: [String])] {
    var blocks: [(command: String, output: [String])] = []
    for page in pages {
      var lines = text(of: page).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
      while let line = lines.popFirst() {
        guard line == "```console", let first = lines.first, first.hasPrefix("$ "), isOwned(String(first.dropFirst(2)))
        else { continue }
        let command = String((lines.popFirst() ?? "").dropFirst(2))
        var output: [String] = []
        while let next = lines.popFirst(), next != "```" { output.append(next) }
        blocks.append((command, output))
      }
    }
    return blocks
  }

  /// The examples whose command starts with one of `prefixes`, output joined with a final newline.
  static func examples(startingWith prefixes: [String]) -> [ReadmeExample] {
    consoleBlocks { command in prefixes.contains { command.hasPrefix($0) } && !needsShell(command) }.map {
      ReadmeExample(command: $0.command, expected: $0.output.joined(separator: "\n") + "\n")
    }
  }

  /// A block the in-process tests cannot run: a glob, or a pipeline stage that is not `aps`.
  static func needsShell(_ command: String) -> Bool {
    command.contains("*") || command.split(separator: "|").contains { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("aps ") }
  }
}
