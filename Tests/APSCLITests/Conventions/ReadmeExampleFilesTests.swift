import Foundation
import Testing

@testable import APSCLI

/// The README and docs/ work in a user's clone: the files their examples name are in `examples/`,
/// their one-liners on them run as printed (from the repository root), and they cite nothing a
/// user does not have.
@Suite struct ReadmeExampleFilesTests {
  static let readme = ReadmeExamples.allText

  /// `aps …` lines of ```sh blocks that name a file of examples/ and need no shell (no pipe,
  /// variable or redirection) and no server, without their trailing comment.
  static func oneLiners() -> [String] {
    var lines: [String] = []
    var inShell = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") { inShell = line == "```sh"; continue }
      // `aps send` needs APNs (the send tests run it against a mock server).
      guard inShell, line.hasPrefix("aps "), !line.hasPrefix("aps send"), line.contains("examples/") else { continue }
      let command = line.range(of: #"\s+# .*$"#, options: .regularExpression).map { String(line[..<$0.lowerBound]) } ?? line
      if command.contains(where: { "|$><".contains($0) }) { continue }
      lines.append(command.trimmingCharacters(in: .whitespaces))
    }
    return lines
  }

  /// Words as sh splits them, for the quoting the README uses ('…' and "…").
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var current = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if inWord { words.append(current) }
    return words
  }

  @Test func everyExampleFileIsShipped() throws {
    let pattern = try NSRegularExpression(pattern: #"examples/[A-Za-z0-9_./-]*[A-Za-z0-9_]"#)
    let range = NSRange(Self.readme.startIndex..., in: Self.readme)
    let paths = Set(pattern.matches(in: Self.readme, range: range).compactMap { Range($0.range, in: Self.readme).map { String(Self.readme[$0]) } })
    #expect(paths.count >= 6)
    for path in paths where !path.contains("missing") && !path.contains("*") {
      let url = ReadmeExamples.packageRoot.appendingPathComponent(path)
      #expect(FileManager.default.fileExists(atPath: url.path), "\(path) is named in the docs but not shipped")
    }
  }

  @Test func oneLinersAreFound() {
    #expect(Self.oneLiners().count >= 5, "\(Self.oneLiners())")
  }

  @Test(arguments: oneLiners())
  func oneLinerRunsAsPrinted(_ line: String) {
    let arguments = Self.words(line).dropFirst().map { word in
      word.hasPrefix("examples/") ? ReadmeExamples.packageRoot.appendingPathComponent(word).path : word
    }
    let result = runAPS(Array(arguments))
    #expect(result.exitCode == .ok, "\(line): \(result.stderr)")
    #expect(!result.stdout.isEmpty, "\(line)")
  }

  @Test func citesNothingAUserLacks() throws {
    #expect(!Self.readme.contains("../shared"))
    #expect(!Self.readme.contains("§"))
    // Words that point at what only the project's authors have: its issue tracker, its spec, its versions.
    let issue = try NSRegularExpression(pattern: #"\bissues? [0-9]+|\bthe reference\b|\bModel v[0-9]"#)
    let found = issue.matches(in: Self.readme, range: NSRange(Self.readme.startIndex..., in: Self.readme))
      .compactMap { Range($0.range, in: Self.readme).map { String(Self.readme[$0]) } }
    #expect(found.isEmpty, "\(found)")
  }
}
