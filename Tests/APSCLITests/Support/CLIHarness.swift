import Foundation
import Testing

@testable import APSCLI

/// What one in-process run of `aps` produced.
struct CLIResult: Sendable {
  var stdout: String
  var stderr: String
  var exitCode: ExitCode
  var stdoutBytes: [UInt8]
}

/// Runs `aps` in-process with the given argv (without `aps`), standard input and environment.
func runAPS(
  _ arguments: [String], stdin: String = "", environment: [String: String] = [:],
  stdoutIsTerminal: Bool = false, width: Int = 80
) -> CLIResult {
  runAPS(arguments, stdinBytes: Array(stdin.utf8), environment: environment,
    stdoutIsTerminal: stdoutIsTerminal, width: width)
}

func runAPS(
  _ arguments: [String], stdinBytes: [UInt8], environment: [String: String] = [:],
  stdoutIsTerminal: Bool = false, width: Int = 80
) -> CLIResult {
  let io = CommandIO.memory(
    stdin: stdinBytes, environment: environment, stdoutIsTerminal: stdoutIsTerminal,
    terminalWidth: width)
  let code = APS.run(arguments, io: io)
  _ = io.stdout.text
  return CLIResult(
    stdout: io.stdout.text, stderr: io.stderr.text, exitCode: code, stdoutBytes: io.stdout.captured)
}

/// One gojq-style table row: argv, stdin, expected stdout/stderr (nil: not checked) and exit code.
struct CLICase: Sendable, CustomTestStringConvertible {
  var name: String
  var args: [String]
  var stdin: String = ""
  var env: [String: String] = [:]
  var stdout: String? = nil
  var stderrContains: [String] = []
  var exit: Int32 = 0
  var stdoutContains: [String] = []
  var testDescription: String { name }

  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    let result = runAPS(args, stdin: stdin, environment: env)
    #expect(result.exitCode.rawValue == exit, "exit code; stderr: \(result.stderr)", sourceLocation: sourceLocation)
    if let stdout {
      expectEqualLines(result.stdout, stdout, sourceLocation: sourceLocation)
    }
    for fragment in stdoutContains {
      #expect(result.stdout.contains(fragment), "stdout lacks \(fragment.debugDescription): \(result.stdout)", sourceLocation: sourceLocation)
    }
    for fragment in stderrContains {
      #expect(result.stderr.contains(fragment), "stderr lacks \(fragment.debugDescription): \(result.stderr)", sourceLocation: sourceLocation)
    }
    if !result.stderr.isEmpty {
      #expect(result.stderr.hasSuffix("\n") && !result.stderr.hasSuffix("\n\n"), "stderr must end with one newline", sourceLocation: sourceLocation)
    }
  }
}

/// Compares two texts and, when they differ, reports a `-expected`/`+actual` line diff.
func expectEqualLines(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  var diff: [String] = []
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let want = index < expectedLines.count ? String(expectedLines[index]) : nil
    let got = index < actualLines.count ? String(actualLines[index]) : nil
    if want != got {
      if let want { diff.append("-\(index + 1): \(want)") }
      if let got { diff.append("+\(index + 1): \(got)") }
    }
  }
  let shown = diff.prefix(40).joined(separator: "\n")
  Issue.record(Comment(rawValue: "texts differ:\n" + shown), sourceLocation: sourceLocation)
}

/// Compares `actual` with the golden file `Tests/APSCLITests/Golden/<name>`. When the file is
/// missing or `APS_RECORD=1`, writes it and fails ("recorded"), so a new baseline is always
/// looked at in the diff before it is committed.
func assertGolden(
  _ actual: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let testsFolder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  var folder = testsFolder
  while folder.lastPathComponent != "APSCLITests" && folder.path != "/" {
    folder = folder.deletingLastPathComponent()
  }
  let url = folder.appendingPathComponent("Golden").appendingPathComponent(name)
  let record = ProcessInfo.processInfo.environment["APS_RECORD"] == "1"
  guard !record, let expected = try? String(contentsOf: url, encoding: .utf8) else {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? actual.write(to: url, atomically: true, encoding: .utf8)
    Issue.record(Comment(rawValue: "recorded golden file \(name); check it and run again"), sourceLocation: sourceLocation)
    return
  }
  expectEqualLines(actual, expected, sourceLocation: sourceLocation)
}
