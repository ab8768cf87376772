import Testing

@testable import APSKit

/// A whole input read in pieces (`CaptureLogReader`): memory that does not grow with the log, and the
/// segments a whole read gives, whole-input forms included.
@Suite struct CaptureLogReaderTests {
  /// aps-bench's log shape (`CaptureBench.captureLog`): NSLog'd Firebase payloads, ~1 KB each.
  static func log(_ count: Int, from first: Int = 0) -> [UInt8] {
    var text = ""
    for index in first..<(first + count) {
      text += """
        2026-11-25 10:41:02.\(100_000 + index)+0100 MyApp[48213:1904518] userInfo: {
            aps =     {
                alert =         {
                    body = "Your order \(index) is on its way";
                    title = "Order shipped";
                };
                badge = \(index % 100);
            };
            "gcm.message_id" = \(1_577_972_666_053_157 + index);
            note = "\(String(repeating: "lorem ipsum ", count: 40))";
            orderId = \(index);
        }

        """
    }
    return Array(text.utf8)
  }

  /// The segments of `bytes` fed in `piece`-byte pieces, and the most bytes the reader held.
  static func read(_ bytes: [UInt8], window: Int, piece: Int = 4096) -> (segments: [CaptureSegment], held: Int, streamed: Bool) {
    var reader = CaptureLogReader(reader: CaptureReader(), window: window)
    var segments: [CaptureSegment] = []
    for start in stride(from: 0, to: bytes.count, by: piece) {
      segments += bytes[start..<min(start + piece, bytes.count)].withUnsafeBytes { reader.feed($0) }
    }
    let streamed = reader.isStreaming
    segments += reader.finish()
    return (segments, reader.mostHeld, streamed)
  }

  /// What a whole read gives, without the positions in the text (a stream's segments carry none).
  static func placed(_ segments: [CaptureSegment]) -> [CaptureSegment] {
    segments.map { CaptureSegment(line: $0.line, result: $0.result) }
  }

  /// The bytes held for 4n captures are those held for n: the window and one scan's pieces, not the log.
  @Test func heldBytesDoNotGrowWithTheLog() {
    let small = Self.read(Self.log(100), window: 16 << 10)
    let large = Self.read(Self.log(400), window: 16 << 10)
    #expect(small.streamed && large.streamed)
    #expect(small.segments.count == 100 && large.segments.count == 400)
    #expect(large.held <= small.held + 4096, "held \(small.held) bytes for 100 captures, \(large.held) for 400")
    #expect(large.held < Self.log(400).count / 4)
  }

  /// Read in pieces past the window, a log gives what the whole read gives: the same captures, lines,
  /// notes and errors.
  @Test(arguments: [1, 97, 4096]) func aLogGivesWhatTheWholeReadGives(_ piece: Int) {
    var bytes = Self.log(30)
    bytes += Array("2026-11-25 10:41:03.000 MyApp[48213:1904518] userInfo: {\n    aps = { alert = \"cut\"; };\n    id = 1 trailing\n}\n".utf8)
    bytes += Self.log(5, from: 30)
    let streamed = Self.read(bytes, window: 2048, piece: piece)
    #expect(streamed.streamed)
    #expect(Self.placed(streamed.segments) == Self.placed(CaptureReader().segments(bytes)))
  }

  /// A text cut right after an Objective-C literal's `@` (as a piece of a log can end) is cut
  /// there, an error; reading past its end was a crash.
  @Test func aLiteralCutAtItsMarkerIsTruncated() {
    let segments = CaptureReader().segments(Array(#"NSDictionary *d = @{ @"aps": @"#.utf8))
    #expect(segments.allSatisfy { (try? $0.result.get()) == nil })
  }

  /// Inputs that are one document in a form that reads all of it stay one, however long: a JSON
  /// array of payloads, an NSArray description, a `log stream --style json` array.
  @Test(arguments: [
    "[\n" + Array(repeating: #"  {"aps": {"alert": "hi"}, "id": 7}"#, count: 200).joined(separator: ",\n") + "\n]\n",
    "(\n" + Array(repeating: "    {\n        aps = { alert = hi; };\n        id = 7;\n    }", count: 200).joined(separator: ",\n") + "\n)\n",
  ])
  func aWholeDocumentStaysWhole(_ text: String) {
    let bytes = Array(text.utf8)
    let read = Self.read(bytes, window: 1024, piece: 512)
    #expect(!read.streamed)
    #expect(Self.placed(read.segments) == Self.placed(CaptureReader().segments(bytes)))
  }
}

/// Every public capture read in pieces with a window far smaller than itself (so each text that
/// shows it is a log is streamed): the segments a whole read gives. Whole pieces test the evidence
/// that a text is a log; 4 KB pieces, captures cut where a scan ends.
@Suite struct CaptureLogReaderCorpusTests {
  @Test(arguments: [4096, 1 << 16]) func everyPublicCaptureReadsAsWhole(_ piece: Int) {
    var differing: [String] = []
    var streamed = 0
    for capture in PublicCapture.all {
      let read = CaptureLogReaderTests.read(capture.input, window: 64, piece: piece)
      if read.streamed { streamed += 1 }
      if CaptureLogReaderTests.placed(read.segments) != CaptureLogReaderTests.placed(CaptureReader().segments(capture.input)) {
        differing.append(capture.name)
      }
    }
    #expect(differing.isEmpty, "\(differing.count) differ (\(streamed) streamed): \(differing.joined(separator: ", "))")
    #expect(streamed > 50)
  }
}
