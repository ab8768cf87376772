import Testing

@testable import APSCLI

/// Two readers of standard input in one command line: the second used to find it empty and say
/// "payload is empty" (exit 1, blaming the data). The parser refuses them from the command model,
/// for every command alike (rows: the first-contact review's command lines).
@Suite struct StandardInputOnceTests {
  @Test(arguments: [
    (["validate", "--headers", "-", "-"], "--headers - and <file> - both read standard input"),
    (["validate", "--headers", "-"], "--headers - and no <file> (standard input) both read standard input"),
    (["validate", "-", "-"], "<file> - and <file> - both read standard input"),
    (["fmt", "-", "-"], "<file> - and <file> - both read standard input"),
    (["send", "-", "--device-tokens", "-"], "--device-tokens - and <file> - both read standard input"),
    (["build", "--template", "-", "--vars", "-"], "--template - and --vars - both read standard input"),
  ])
  func refused(_ arguments: [String], _ message: String) {
    let result = runAPS(arguments, stdin: "{}")
    #expect(result.exitCode == .usage, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  /// One reader stays fine, and `-o -` is standard output, not a second input.
  @Test(arguments: [["validate", "-"], ["fmt", "-", "-o", "-"], ["validate"]])
  func oneReader(_ arguments: [String]) {
    let result = runAPS(arguments, stdin: #"{"aps":{"alert":"hi"}}"#)
    #expect(result.exitCode == .ok, "\(result.stderr)")
  }
}
