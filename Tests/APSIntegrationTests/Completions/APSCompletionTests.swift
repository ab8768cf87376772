import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// The committed scripts for the real `aps`, loaded into the real shells, completing against the
/// built debug binary (found on `PATH` as `aps`, so dynamic completions run it).
@Suite struct APSCompletionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var expected: [String]
    /// Checked when true; otherwise the candidates only have to include `expected`.
    var exact = true
    /// Candidates that must not be offered.
    var absent: [String] = []
    /// What zsh offers when it differs: zsh lists a list value or a path without what is
    /// already typed before the comma or the last slash.
    var zshExpected: [String]? = nil
    var testDescription: String { line.debugDescription }
  }

  static let cases: [Case] = [
    Case(line: "aps ", expected: ["completions"], exact: false),
    Case(line: "aps completions ", expected: ["bash", "fish", "zsh"]),
    Case(line: "aps compl", expected: ["completions"]),
    // Template names come from `aps templates list --names`.
    Case(line: "aps build --template live-", expected: ["live-activity-end", "live-activity-start", "live-activity-update"]),
    Case(line: "aps build -t getui-", expected: ["getui-apns", "getui-push"]),
    Case(line: "aps templates vars chat", expected: ["chat-message"]),
    Case(line: "aps build --interruption-level ", expected: ["active", "critical", "passive", "time-sensitive"]),
    Case(line: "aps f", expected: ["fmt"]),
    Case(line: "aps fmt --co", expected: ["--color", "--compact"]),
    Case(line: "aps fmt --color ", expected: ["always", "auto", "never"]),
    // zsh read `_files -g "*.(json)"` as glob qualifiers and offered no file at all.
    Case(line: "aps build --vars ", expected: ["payload.json"], exact: false, absent: ["notes.txt"]),
    Case(line: "aps request ", expected: ["payload.json"], exact: false),
    Case(line: "aps predict --payload ", expected: ["payload.json"], exact: false),
    // -o takes any file, not only *.json.
    Case(line: "aps build -o ", expected: ["capture.bin", "notes.txt", "payload.json"], exact: false),
    Case(line: "aps validate --output n", expected: ["notes.txt"]),
    Case(line: "aps predict --explain P0", expected: ["P01", "P02", "P09"], exact: false),
    Case(line: "aps help getui ", expected: ["decode", "encode"]),
    Case(line: "aps help ", expected: ["fmt", "json", "getui", "help"], exact: false),
    Case(line: "aps build --template ./pay", expected: ["./payload.json"], zshExpected: ["payload.json"]),
    // `send --simulator` offers booted; its template option completes as build's.
    Case(line: "aps send --simulator ", expected: ["booted"]),
    Case(line: "aps send --sim", expected: ["--simulator"]),
    Case(line: "aps send --simulator booted --template chat", expected: ["chat-message"]),
    Case(
      line: "aps predict --implements fetch-handler,will", expected: ["fetch-handler,will-present"],
      zshExpected: ["will-present"]),
  ]

  static func installed(_ shell: CompletionShell) -> Bool {
    shell == .bash || which(shell.rawValue) != nil
  }

  @Test(arguments: cases) func bash(_ row: Case) throws { try check(.bash, row) }

  @Test(.enabled(if: installed(.zsh), "zsh is not installed"), arguments: cases)
  func zsh(_ row: Case) throws { try check(.zsh, row) }

  @Test(.enabled(if: installed(.fish), "fish is not installed"), arguments: cases)
  func fish(_ row: Case) throws { try check(.fish, row) }

  private func check(_ shell: CompletionShell, _ row: Case) throws {
    let binary = try #require(apsBinary, "build aps first: swift build")
    let script = try String(
      contentsOf: packageRoot.appendingPathComponent("completions/\(shell.fileName)"), encoding: .utf8)
    let completer = try ShellCompleter(shell: shell, script: script, program: "aps", executable: .link(binary))
    defer { completer.remove() }
    let found = try completer.complete(row.line)
    let expected = shell == .zsh ? row.zshExpected ?? row.expected : row.expected
    if row.exact {
      #expect(found == expected, "\(shell): \(row.line)")
    } else {
      #expect(Set(expected).isSubset(of: found), "\(shell): \(row.line) offered \(found)")
    }
    for word in row.absent {
      #expect(!found.contains(word), "\(shell): \(row.line) offered \(word)")
    }
  }
}
