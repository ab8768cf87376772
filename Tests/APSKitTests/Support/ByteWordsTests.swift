@testable import APSKit
import Testing

/// The word-at-a-time searches give the byte-by-byte answers, at every start and end (so every
/// alignment and tail length), over texts dense in the bytes they look for and in their neighbours.
@Suite struct ByteWordsTests {
  /// Texts mixing newlines, quotes, brackets, separators, UTF-8 (lead and continuation bytes),
  /// controls and bytes one away from each (`\t`, `\v`, `!`, `#`, `z`, `|`, `~`, 0x7F, 0xFF).
  static let texts: [[UInt8]] = {
    let alphabet: [UInt8] = [
      0x0A, 0x09, 0x0B, 0x22, 0x21, 0x23, 0x5C, 0x5B, 0x5D, 0x7B, 0x7D, 0x7A, 0x7C, 0x7E, 0x5F, 0x2E,
      0x61, 0x20, 0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xE4, 0xB8, 0xAD, 0xFF,
    ]
    var generator = SeededGenerator(seed: 23)
    return (0..<24).map { index in
      (0..<(index * 7 + 3)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
    }
  }()

  @Test func firstIndexOfEitherByte() {
    for text in Self.texts {
      text.withUnsafeBufferPointer { bytes in
        for start in 0...bytes.count {
          for end in start...bytes.count {
            let expected = (start..<end).first { bytes[$0] == 0x5F || bytes[$0] == 0x2E } ?? end
            #expect(ByteWords.firstIndex(of: 0x5F, or: 0x2E, in: bytes, from: start, to: end) == expected)
          }
        }
      }
    }
  }

  @Test func newlinesAndLastLineStart() {
    for text in Self.texts + [Array(repeating: 0x0A, count: 600)] {
      text.withUnsafeBufferPointer { bytes in
        for start in 0...bytes.count {
          for end in Swift.stride(from: start, through: bytes.count, by: bytes.count > 100 ? 37 : 1) {
            let newlines = (start..<end).filter { bytes[$0] == 0x0A }
            let found = ByteWords.newlines(in: bytes, from: start, to: end)
            #expect(found.count == newlines.count)
            #expect(found.lastLineStart == newlines.last.map { $0 + 1 })
          }
        }
      }
    }
  }

  @Test func scalarStartsSkipContinuationBytes() {
    for text in Self.texts + [Array(repeating: 0x80, count: 600)] {
      text.withUnsafeBufferPointer { bytes in
        for start in 0...bytes.count {
          for end in Swift.stride(from: start, through: bytes.count, by: bytes.count > 100 ? 37 : 1) {
            let expected = (start..<end).filter { bytes[$0] & 0xC0 != 0x80 }.count
            #expect(ByteWords.scalarStarts(in: bytes, from: start, to: end) == expected)
          }
        }
      }
    }
  }

  @Test func containsWord() {
    #expect(ByteWords.contains("taskId=", in: "x,taskId=1"))
    #expect(ByteWords.contains("taskId=", in: "taskId="))
    #expect(!ByteWords.contains("taskId=", in: "taskId"))
    #expect(!ByteWords.contains("taskId=", in: "tasktaskI d="))
    #expect(ByteWords.contains("payloadMsg:", in: "消息 payloadMsg:{}"))
    #expect(ByteWords.contains("", in: ""))
  }

  /// The JSON writer's eight-byte test for `"`, `\` and bytes below 0x20 gives its table's answer.
  @Test func jsonStringsEscapeTheSameBytes() {
    for text in Self.texts {
      text.withUnsafeBufferPointer { bytes in
        var written: [UInt8] = []
        JSONStringEscaper.write(bytes, into: &written)
        var expected: [UInt8] = [0x22]
        for byte in bytes {
          switch byte {
          case 0x22: expected += [0x5C, 0x22]
          case 0x5C: expected += [0x5C, 0x5C]
          case 0x0A: expected += [0x5C, 0x6E]
          case 0x0D: expected += [0x5C, 0x72]
          case 0x09: expected += [0x5C, 0x74]
          case 0x08: expected += [0x5C, 0x62]
          case 0x0C: expected += [0x5C, 0x66]
          case ..<0x20: expected += Array(String(format: byte).utf8)
          default: expected.append(byte)
          }
        }
        expected.append(0x22)
        #expect(written == expected)
      }
    }
  }
}

private extension String {
  /// `\u00XX` for a control byte.
  init(format byte: UInt8) {
    let hex = Array("0123456789abcdef")
    self = "\\u00" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
  }
}
