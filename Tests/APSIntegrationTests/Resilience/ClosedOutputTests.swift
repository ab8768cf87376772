import APSKit
import Foundation
import Testing
@testable import APSCLITests

/// `aps … | head -1`: once the reader has gone, every streaming command stops reading and ends
/// quietly (exit 0, nothing on standard error). Standard input here never ends on its own: it is
/// fed until `aps` stops reading, so a command that kept going would run into the byte limit.
@Suite(.enabled(if: apsBinary != nil, "build aps first (swift build)"))
struct ClosedOutputTests {
  static let streaming: [[String]] = [
    ["fmt", "--jsonl", "-"],
    ["fmt", "-c", "--jsonl", "-"],
    ["validate", "--jsonl", "-"],
    ["validate", "--jsonl", "--format", "json", "-"],
    ["size", "--jsonl", "-"],
    ["size", "--jsonl", "--format", "json", "-"],
  ]

  @Test(arguments: streaming)
  func stopsQuietlyWhenTheReaderGoesAway(_ arguments: [String]) throws {
    let limit = 256 << 20
    let child = try PipedProcess(try #require(apsBinary), arguments)
    let fed = child.feedRepeatedly(SampleCorpus.jsonl(count: 2_000), limit: limit)
    let first = child.readFirstLine()
    child.closeOutput()
    let (status, stderr) = child.finish()
    #expect(!first.isEmpty)
    #expect(status == 0)
    #expect(stderr == "")
    #expect(fed() < limit, "aps kept reading after its output was closed")
  }
}
