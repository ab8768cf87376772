import Foundation
import Testing

@testable import APSCLI

/// `jpush parse --get` with a 10,000-part path used to repeat the whole path (20 KB) in its error;
/// a value echoed in an error is cut at 60 characters with its length (docs/resilience.md).
@Suite struct LongFieldNameTests {
  @Test func jpushGetEchoIsCut() throws {
    let capture = try String(contentsOfFile: "Tests/Captures/jpush-notification.log", encoding: .utf8)
    let path = String(repeating: "/a", count: 10_000)
    let result = runAPS(["jpush", "parse", "--get", path], stdin: capture)
    #expect(result.exitCode == .failure, "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("has no '"), "\(result.stderr.prefix(300))")
    #expect(result.stderr.contains("(20000 bytes)"), "\(result.stderr.prefix(300))")
    #expect(result.stderr.utf8.count < 400, "\(result.stderr.utf8.count) bytes")
  }
}
