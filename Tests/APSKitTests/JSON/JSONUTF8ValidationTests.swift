import Testing

@testable import APSKit

/// The scan's UTF-8 check (`JSONLexing.firstInvalidUTF8`) steps over runs of three-byte sequences (CJK text)
/// fifteen bytes at a time, then six, then three. Every step must find the same first invalid byte as a
/// decoder that reads one sequence at a time: the standard library's UTF-8 parser, which accepts exactly the
/// well-formed sequences of RFC 3629 section 4 ("UTF-8 definition", https://www.rfc-editor.org/rfc/rfc3629#section-4:
/// no overlong forms, no surrogates D800–DFFF).
@Suite struct JSONUTF8ValidationTests {
  /// Three-byte sequences placed inside a run, each at every position of every step; the valid ones are the
  /// edges of the table's `E0`, `E1–EC`, `ED` and `EE–EF` rows.
  static let inserted: [(name: String, bytes: [UInt8])] = [
    ("overlong E0 80 80", [0xE0, 0x80, 0x80]), ("overlong E0 9F BF", [0xE0, 0x9F, 0xBF]),
    ("surrogate ED A0 80", [0xED, 0xA0, 0x80]), ("surrogate ED BF BF", [0xED, 0xBF, 0xBF]),
    ("ASCII as the third byte", [0xE4, 0xB8, 0x41]), ("ASCII as the second byte", [0xE4, 0x41, 0x41]),
    ("a lead as the third byte", [0xE4, 0xB8, 0xE4]), ("a lone continuation byte", [0x80, 0x80, 0x80]),
    ("a four-byte lead", [0xF0, 0x9F, 0x98]), ("C0 (never valid)", [0xC0, 0x80, 0x41]),
    ("U+0800", [0xE0, 0xA0, 0x80]), ("U+D7FF", [0xED, 0x9F, 0xBF]), ("U+E000", [0xEE, 0x80, 0x80]),
    ("U+FFFF", [0xEF, 0xBF, 0xBF]), ("U+1000", [0xE1, 0x80, 0x80]),
  ]

  /// The index of the first byte a sequence-at-a-time decoder rejects, or nil.
  static func reference(_ bytes: [UInt8], from start: Int, to stop: Int) -> Int? {
    var iterator = bytes[start..<stop].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var index = start
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): index += scalar.count
      case .emptyInput: return nil
      case .error: return index
      }
    }
  }

  static func firstInvalid(_ bytes: [UInt8], from start: Int, to stop: Int) -> Int? {
    bytes.withUnsafeBufferPointer { JSONLexing.firstInvalidUTF8($0, from: start, to: stop) }
  }

  @Test(arguments: inserted.indices)
  func agreesWithTheStandardDecoder(_ which: Int) {
    let run = Array("消息请查收您有一条新".utf8)  // ten three-byte characters
    for prefix in 0...3 {
      for before in 0...11 {
        for after in [0, 1, 2, 7] {
          var text = Array(repeating: UInt8(ascii: "a"), count: prefix)
          text += run.prefix(before * 3) + Self.inserted[which].bytes + run.prefix(after * 3)
          for slack in [0, 1, 16] {
            let padded = text + Array(repeating: UInt8(ascii: "z"), count: slack)
            // The whole text, and the text less its last byte (a sequence cut short by the end of a string).
            for stop in [text.count, max(text.count - 1, 0)] {
              #expect(
                Self.firstInvalid(padded, from: 0, to: stop) == Self.reference(padded, from: 0, to: stop),
                "\(Self.inserted[which].name): \(prefix) ASCII, \(before) before, \(after) after, slack \(slack), stop \(stop)")
            }
          }
        }
      }
    }
  }

  @Test func longValidRunsAreValid() {
    for count in 0...40 {
      let text = Array(String(repeating: "中", count: count).utf8)
      #expect(Self.firstInvalid(text, from: 0, to: text.count) == nil)
    }
  }
}
