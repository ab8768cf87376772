import Foundation
import Testing

@testable import APSCLI
@testable import APSKit
@testable import APSKitTests

/// Size, memory and hostile-input limits: no size threshold changes what an input reads as, a line
/// without an end is bounded, a capture that is not UTF-8 is refused with its place, and hostile
/// inputs cost their length (growth from n to 2n compared, never a clock bound).
@Suite(.serialized) struct InputLimitTests {
  /// The size the capture commands once switched at (whole read up to it, a stream past it).
  static let oldThreshold = 4 << 20

  /// `▿ N elements` / `  - i` lines: a Swift dump of an array of numbers, about `size` bytes.
  static func swiftDump(about size: Int) -> (text: String, count: Int) {
    var count = 0
    var lines = [""]
    var length = 0
    while length < size {
      let line = "  - \(count)"
      lines.append(line)
      length += line.utf8.count + 1
      count += 1
    }
    lines[0] = "▿ \(count) elements"
    return (lines.joined(separator: "\n") + "\n", count)
  }

  static let sizes = [oldThreshold - 4096, oldThreshold + 4096]

  @Test(arguments: sizes) func aSwiftDumpReadsTheSameAtAnySize(_ size: Int) {
    let (text, count) = Self.swiftDump(about: size)
    let result = runAPS(["convert", "-c"], stdin: text)
    #expect(result.exitCode == .ok, "\(result.stderr.prefix(300))")
    #expect(result.stdout.hasPrefix("[0,1,2,") && result.stdout.hasSuffix(",\(count - 1)]\n"))
  }

  /// Text that holds no payload is reported as such (exit 1) at any size, never as nothing with exit 0.
  @Test(arguments: sizes) func plainTextReadsTheSameAtAnySize(_ size: Int) {
    let text = String(repeating: "hello world\n", count: size / 12)
    let result = runAPS(["inspect"], stdin: text)
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("no payload found"), "\(result.stderr.prefix(300))")
  }

  @Test(arguments: sizes) func prettyJSONReadsTheSameAtAnySize(_ size: Int) {
    var members: [String] = []
    var length = 0
    while length < size {
      let member = "  \"key\(members.count)\": {\n    \"n\": \(members.count)\n  }"
      members.append(member)
      length += member.utf8.count + 2
    }
    let pretty = "{\n" + members.joined(separator: ",\n") + "\n}\n"
    let compact = pretty.filter { $0 != " " && $0 != "\n" }
    let result = runAPS(["convert", "-c"], stdin: pretty)
    #expect(result.exitCode == .ok, "\(result.stderr.prefix(300))")
    #expect(result.stdout == compact + "\n")
  }

  /// `inspect -f` on a line with no end (`/dev/zero`, a CR-only log): one error, the rest of the
  /// line dropped as it comes, and the next line read with its own number.
  @Test func aFollowedLineWithoutAnEndIsBounded() {
    let long = String(repeating: "a", count: CaptureStreamReader.maximumOpen + (1 << 20))
    let result = runAPS(["inspect", "-f", "--format", "json"], stdin: long + "\n" + #"{"aps":{"alert":"hi"}}"# + "\n")
    #expect(result.stderr.contains("<stdin>:1:1: error: line over 8 MiB without a line end"))
    #expect(result.stdout.contains(#""line":2"#) && result.stdout.contains(#""ok":true"#))
    #expect(result.exitCode == .failure)
  }

  /// A GBK log line ("你好" in GBK is C4 E3 BA C3) in each printer's output: refused with its line,
  /// column and byte offset, as the JSON reader refuses it, never read with U+FFFD.
  static let gbk: [UInt8] = [0xC4, 0xE3, 0xBA, 0xC3]
  static let gbkLogs: [(name: String, before: String, after: String)] = [
    ("NSLog", "2024-01-01 10:00:00.000 App[1:2] {\n    aps =     {\n        alert = \"", "\";\n    };\n}\n"),
    ("Swift print", "2024-01-01 10:00:00.000 App[1:2] userInfo: [AnyHashable(\"aps\"): [\"alert\": \"", "\"]]\n"),
  ]

  @Test(arguments: gbkLogs.indices) func aCaptureThatIsNotUTF8IsRefused(_ index: Int) {
    let log = Self.gbkLogs[index]
    let bytes = Array("first line\n".utf8) + Array(log.before.utf8) + Self.gbk + Array(log.after.utf8)
    let result = runAPS(["inspect"], stdinBytes: bytes)
    let offset = "first line\n".utf8.count + log.before.utf8.count
    #expect(result.exitCode == .failure, "\(log.name)")
    #expect(result.stderr.contains("not valid UTF-8 at byte offset \(offset)"), "\(log.name): \(result.stderr)")
    #expect(result.stderr.contains("iconv -f GBK -t UTF-8"))
    #expect(!result.stdout.contains("\u{FFFD}"))
  }

  /// Doubling the input must not quadruple the work (a quadratic reading did, about 4x per doubling):
  /// measured as `Growth` does, in the thread's own processor time, so a busy machine does not decide.
  static func expectLinear(
    _ what: String, _ run: (Int) -> Void, base: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    Growth.expectLinear(n: base, what, sourceLocation: sourceLocation, run)
  }

  @Test func manyUnicodeEscapesAreValidatedInLinearTime() {
    Self.expectLinear("validate with n \\u00e9 escapes", { n in
      let payload = #"{"aps":{"alert":""# + String(repeating: #"\u00e9"#, count: n) + #""}}"#
      _ = runAPS(["validate"], stdin: payload)
    }, base: 20_000)
  }

  @Test func manyRepeatedKeysAreReportedInLinearTime() {
    Self.expectLinear("fmt of a line with n repeated keys", { n in
      _ = runAPS(["fmt"], stdin: "{" + (0..<n).map { #""k":\#($0)"# }.joined(separator: ",") + "}")
    }, base: 4_000)
  }

  @Test func manyCapturesOnOneLineAreReadInLinearTime() {
    Self.expectLinear("inspect of n captures on one line", { n in
      _ = runAPS(["inspect"], stdin: (0..<n).map { #"{"aps":{"alert":"x\#($0)"}}"# }.joined(separator: " ") + "\n")
    }, base: 2_000)
  }
}
