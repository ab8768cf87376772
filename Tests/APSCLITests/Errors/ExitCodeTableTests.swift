import Foundation
import Testing

@testable import APSCLI

/// The exit codes follow one table (BSD sysexits(3), https://man.freebsd.org/cgi/man.cgi?query=sysexits):
/// the help, the man page and docs/exit-codes.md list the same codes.
@Suite struct ExitCodeTableTests {
  /// "cannot watch for signals" was exit 1, as if an input had been checked and failed; the system
  /// refusing a pipe is EX_OSERR ("cannot create pipe"), 71.
  @Test func aSystemRefusalIsSeventyOne() {
    let io = CommandIO.memory(stdin: [], environment: [:], stdoutIsTerminal: false, terminalWidth: 80)
    let code = ErrorReporter.report(CLIError.system("cannot watch for signals (no pipe available)"), path: [], io: io)
    #expect(code == ExitCode(71))
    #expect(io.stderr.text == "aps: error: cannot watch for signals (no pipe available)\n")
  }

  @Test func helpManPageAndDocsListTheSameCodes() throws {
    let help = runAPS(["--help"]).stdout
    let listed = Set(help.split(separator: "\n").compactMap { line -> String? in
      let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
      guard words.count > 1, words[0] == "-", Int(words[1]) != nil else { return nil }
      return String(words[1])
    })
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/exit-codes.md"), encoding: .utf8)
    let documented = Set(page.split(separator: "\n").compactMap { line -> String? in
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      return cells.first.flatMap { Int($0) != nil ? $0 : nil }
    })
    let manual = runAPS(["help", "--man"]).stdout
    #expect(listed.contains("71"))
    #expect(documented.subtracting(["129, 130, 143"]) == listed, "help: \(listed.sorted()), docs: \(documented.sorted())")
    for code in listed { #expect(manual.contains(".B \(code)\n"), "man page lacks \(code)") }
  }
}
