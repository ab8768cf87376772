import Testing

@testable import APSCLI

/// The one writer's buffer: writes larger than the buffer, lines built in place and
/// numbers spelled as `String(value)` must all come out in order, byte for byte.
@Suite struct OutputSinkTests {
  @Test func writesOfEverySizeKeepTheirOrder() {
    let sink = OutputSink(memoryNamed: "<test>")
    var expected: [UInt8] = []
    for size in [1, 70_000, 3, 65_536, 0, 65_535, 2, 200_000] {
      let chunk = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ size) }
      sink.write(chunk)
      sink.write(byte: 0x0A)
      expected += chunk + [0x0A]
    }
    #expect(sink.captured == expected)
  }

  @Test func linesBuiltInPlaceFollowWhatWasWritten() {
    let sink = OutputSink(memoryNamed: "<test>")
    sink.write("a")
    sink.write(atMost: 16) { start in
      var out = ByteCursor(start)
      out.append("bc")
      out.append([0x64])
      return out.count
    }
    // Room asked beyond the buffer's size goes through a scratch buffer.
    sink.write(atMost: 100_000) { start in
      var out = ByteCursor(start)
      for _ in 0..<30_000 { out.append("xyz") }
      return out.count
    }
    #expect(sink.text == "abcd" + String(repeating: "xyz", count: 30_000))
  }

  @Test(arguments: [0, 7, 9, 10, 99, 100, 4096, -1, -10, 1_234_567_890, Int.max, Int.min])
  func decimalsAreSpelledAsStringDoes(_ value: Int) {
    let sink = OutputSink(memoryNamed: "<test>")
    sink.write(atMost: ByteCursor.decimalWidth) { start in
      var out = ByteCursor(start)
      out.appendDecimal(value)
      return out.count
    }
    #expect(sink.text == String(value))
  }
}
