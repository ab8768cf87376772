import APSKit
import Foundation
import Testing

/// Throughput of the JSON engine on a JSON Lines corpus, split into the tree parser, the tape scan, printing and validating.
/// A benchmark, so skipped unless asked, and run in release (numbers from a debug build mean nothing):
///
///     swift build -c release --product aps-bench && .build/release/aps-bench --save-corpus /tmp
///     APS_BENCH_CORPUS=/tmp/corpus.jsonl swift test -c release -Xswiftc -enable-testing \
///       --filter JSONThroughputTests
/// When it runs it asserts that every corpus line is read by each path.
@Suite struct JSONThroughputTests {
  static let corpusPath = ProcessInfo.processInfo.environment["APS_BENCH_CORPUS"]

  @Test(.enabled(if: corpusPath != nil, "a benchmark: runs only with APS_BENCH_CORPUS set (see above)"))
  func engineThroughput() throws {
    let path = try #require(Self.corpusPath)
    let corpus = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    var lines: [Range<Int>] = []
    var start = 0
    for (index, byte) in corpus.enumerated() where byte == UInt8(ascii: "\n") {
      lines.append(start..<index)
      start = index + 1
    }
    let megabytes = Double(corpus.count) / 1_000_000
    var report = "corpus: \(corpus.count) bytes, \(lines.count) lines\n"

    func measure(_ name: String, _ body: (UnsafeBufferPointer<UInt8>, inout [UInt8]) -> Bool) {
      var best = Duration.seconds(1_000)
      for _ in 0..<3 {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        var failures = 0
        let elapsed = ContinuousClock().measure {
          corpus.withUnsafeBufferPointer { all in
            for range in lines {
              out.removeAll(keepingCapacity: true)
              if !body(UnsafeBufferPointer(rebasing: all[range]), &out) { failures += 1 }
            }
          }
        }
        #expect(failures == 0, "\(name): \(failures) lines failed")
        best = min(best, elapsed)
      }
      let seconds = Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
      report += "\(name): \(String(format: "%.0f", megabytes / seconds)) MB/s (\(String(format: "%.3f", seconds)) s)\n"
    }

    measure("parse (tree)") { line, _ in (try? JSONText(scanning: line)) != nil }
    measure("parse + compact print") { line, out in
      guard let document = try? JSONText(scanning: line) else { return false }
      JSONPrinter().write(document.value, into: &out)
      return true
    }
    measure("parse + pretty print") { line, out in
      guard let document = try? JSONText(scanning: line) else { return false }
      JSONPrinter(options: .pretty).write(document.value, into: &out)
      return true
    }
    var tape = JSONTape()
    measure("scan (tape)") { line, _ in (try? tape.scan(line)) != nil }
    measure("scan + compact print") { line, out in
      guard (try? tape.scan(line)) != nil else { return false }
      tape.withRoot { JSONPrinter().write($0, into: &out) }
      return true
    }
    measure("scan + pretty print") { line, out in
      guard (try? tape.scan(line)) != nil else { return false }
      tape.withRoot { JSONPrinter(options: .pretty).write($0, into: &out) }
      return true
    }
    measure("validate (reused tape)") { line, _ in
      !PayloadValidator.validate(Array(line)[...], reusing: &tape).diagnostics.contains { $0.rule == "json-syntax" }
    }
    print(report)
  }
}
