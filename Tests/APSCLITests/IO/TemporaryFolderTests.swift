import Testing

@testable import APSCLI

/// One answer to "where do temporary files go" for `send`, `token`, `send --simulator` and
/// `doctor`: `$TMPDIR` when set and not empty, else `/tmp` (POSIX, Base Definitions, "Environment
/// Variables": https://pubs.opengroup.org/onlinepubs/9799919799/basedefs/V1_chap08.html).
@Suite struct TemporaryFolderTests {
  @Test(arguments: [
    ([:], "/tmp"), (["TMPDIR": ""], "/tmp"), (["TMPDIR": "/var/tmp/aps"], "/var/tmp/aps"),
  ] as [([String: String], String)])
  func temporaryFolderOfAnEnvironment(_ environment: [String: String], _ expected: String) {
    let io = CommandIO.memory(stdin: [], environment: environment, stdoutIsTerminal: false, terminalWidth: 80)
    #expect(io.temporaryFolder == expected)
  }

  @Test func doctorChecksTheSameFolder() {
    let result = runAPS(["doctor"], environment: ["TMPDIR": "/nonexistent-aps-tmp", "PATH": "/nonexistent-aps-bin"])
    #expect(result.stdout.contains("cannot write in /nonexistent-aps-tmp: "), "\(result.stdout)")
  }
}
