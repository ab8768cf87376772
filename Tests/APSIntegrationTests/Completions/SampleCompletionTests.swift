import Testing

@testable import APSCLI
@testable import APSCLITests

/// The three generated scripts over the sample tree, loaded into the real shells. Bash is always
/// required; zsh and fish tests skip (visibly) when the shell is not installed.
@Suite struct SampleCompletionTests {
  /// The sample's dynamic completion runs `tool templates list --names`; this stub answers it.
  static let stub = """
    [ "$*" = "templates list --names" ] && { printf 'alert\\nbackground\\n'; exit 0; }
    echo "tool: error: unknown command" >&2
    exit 64
    """

  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var expected: [String]
    var testDescription: String { line.debugDescription }
  }

  static let cases: [Case] = [
    Case(line: "tool f", expected: ["fmt"]),
    Case(line: "tool ", expected: ["fmt", "getui", "help", "shell", "templates"]),
    Case(line: "tool help ", expected: ["fmt", "getui", "help", "json", "shell", "templates"]),
    Case(line: "tool help getui ", expected: ["decode"]),
    Case(line: "tool help g", expected: ["getui"]),
    Case(line: "tool fmt --co", expected: ["--color", "--compact"]),
    Case(line: "tool fmt --color ", expected: ["always", "auto", "never"]),
    Case(line: "tool fmt --color a", expected: ["always", "auto"]),
    Case(line: "tool fmt -c --indent 4 --color n", expected: ["never"]),
    Case(line: "tool getui d", expected: ["decode"]),
    Case(line: "tool getui decode --o", expected: ["--out"]),
    Case(line: "tool getui decode --out ", expected: ["captures/"]),
    Case(line: "tool getui decode ", expected: ["capture.bin", "captures/", "payload.json"]),
    Case(line: "tool templates show ", expected: ["alert", "background"]),
    Case(line: "tool templates show b", expected: ["background"]),
    Case(line: "tool templates --n", expected: ["--names"]),
    Case(line: "tool shell ", expected: ["bash", "fish", "zsh"]),
    Case(line: "tool shell zsh no", expected: ["notes.txt"]),
    Case(line: "tool fmt pay", expected: ["payload.json"]),
  ]

  @Test(arguments: cases) func bash(_ row: Case) throws {
    try check(.bash, row)
  }

  @Test(.enabled(if: which("zsh") != nil, "zsh is not installed"), arguments: cases)
  func zsh(_ row: Case) throws {
    try check(.zsh, row)
  }

  @Test(.enabled(if: which("fish") != nil, "fish is not installed"), arguments: cases)
  func fish(_ row: Case) throws {
    try check(.fish, row)
  }

  private func check(_ shell: CompletionShell, _ row: Case) throws {
    let completer = try ShellCompleter(
      shell: shell, script: shell.script(for: SampleTool.root), program: "tool",
      executable: .script(Self.stub))
    defer { completer.remove() }
    var found = try completer.complete(row.line)
    // Shells differ in whether a folder gets its slash; compare without it.
    found = found.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    let expected = row.expected.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    #expect(found == expected, "\(shell): \(row.line)")
  }

  /// When the program cannot list names, dynamic completion offers nothing and prints nothing.
  @Test func failingDynamicCompletionBash() throws { try checkFailingDynamic(.bash) }

  @Test(.enabled(if: which("zsh") != nil, "zsh is not installed"))
  func failingDynamicCompletionZsh() throws { try checkFailingDynamic(.zsh) }

  @Test(.enabled(if: which("fish") != nil, "fish is not installed"))
  func failingDynamicCompletionFish() throws { try checkFailingDynamic(.fish) }

  private func checkFailingDynamic(_ shell: CompletionShell) throws {
    let completer = try ShellCompleter(
      shell: shell, script: shell.script(for: SampleTool.root), program: "tool",
      executable: .script("echo 'tool: error: unknown command' >&2; exit 64"))
    defer { completer.remove() }
    // `complete` throws when the shell exits non-zero or writes to standard error.
    #expect(try completer.complete("tool templates show ") == [])
  }

  /// Bash splits `--color=` at `=`; the value is still completed.
  @Test func bashCompletesAfterEquals() throws {
    let completer = try ShellCompleter(
      shell: .bash, script: CompletionShell.bash.script(for: SampleTool.root), program: "tool",
      executable: .script(Self.stub))
    defer { completer.remove() }
    let afterEquals = try completer.completeBash(words: ["tool", "fmt", "--color", "="])
    #expect(afterEquals.stdout == "auto\nalways\nnever\n")
    let partial = try completer.completeBash(words: ["tool", "fmt", "--color", "=", "ne"])
    #expect(partial.stdout == "never\n")
    let next = try completer.completeBash(words: ["tool", "fmt", "--color", "=", "never", "--so"])
    #expect(next.stdout == "--sort-keys\n")
  }
}
