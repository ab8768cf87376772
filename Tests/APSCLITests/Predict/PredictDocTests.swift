import Foundation
import Testing

@testable import APSCLI

/// docs/predict.md: each console block, marked with its exact command, prints what it shows.
@Suite struct PredictDocTests {
  static func blocks() throws -> [(command: String, output: String)] {
    let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/predict.md"), encoding: .utf8)
    var result: [(String, String)] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
    while let line = lines.popFirst() {
      guard line == "```console", let first = lines.popFirst(), first.hasPrefix("$ aps ") else { continue }
      var body: [String] = []
      while let next = lines.popFirst(), next != "```" { body.append(next) }
      result.append((String(first.dropFirst(2)), body.joined(separator: "\n") + "\n"))
    }
    return result
  }

  @Test func everyConsoleBlockPrintsWhatItShows() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 2)
    for block in blocks {
      let result = runAPS(Array(block.command.split(separator: " ").map(String.init).dropFirst()))
      #expect(result.exitCode == .ok, "\(block.command): \(result.stderr)")
      #expect(result.stdout == block.output, "\(block.command)")
    }
  }
}
