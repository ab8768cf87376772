import Foundation
import Testing

@testable import APSCLITests

/// The JSON contract's records read by the real jq (see JSONContractTests for the cases).
@Suite struct JSONContractJQTests {
  /// jq reads every command's output (jq 1.6 is what Debian ships); skipped visibly without jq.
  @Test(.enabled(if: which("jq") != nil, "jq is not installed"), arguments: JSONContractTests.cases)
  func jqReadsEveryRecord(_ row: JSONContractTests.Case) throws {
    let result = runAPS(row.args, stdin: row.stdin)
    let records = try Self.jq(["-c", "."], input: result.stdout)
    #expect(records.status == 0, "\(row.name): \(records.stderr)")
    #expect(records.stdout.split(separator: "\n").count == result.stdout.split(separator: "\n").count)
  }

  /// The reason identifiers are strings: jq 1.6 reads numbers as doubles.
  @Test(.enabled(if: which("jq") != nil, "jq is not installed"))
  func jpushIdKeepsEveryDigitThroughJq() throws {
    let inspect = runAPS(["inspect", "--format", "json"], stdin: JSONContractTests.jpushBigID).stdout
    #expect(try Self.jq(["-r", ".jpush.msgId"], input: inspect).stdout == "36028798247780287\n")
    let parse = runAPS(["jpush", "parse", "--format", "json"], stdin: JSONContractTests.jpushBigID).stdout
    #expect(try Self.jq(["-r", ".msgId"], input: parse).stdout == "36028798247780287\n")
    // The recovered payload stays byte-exact in our own output.
    #expect(inspect.contains(#""json":{"content":"hi","_j_msgid":36028798247780287}"#))
  }

  static func jq(_ arguments: [String], input: String) throws -> ProcessResult {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("in.jsonl")
    try input.write(to: file, atomically: true, encoding: .utf8)
    return try runProcess(try #require(which("jq")), arguments + [file.path])
  }
}
