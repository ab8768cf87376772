/// A code block copied from a page that numbers its lines (`1{`, ` 2  "aps": {` … `11}`): the page's
/// gutter came along with the text, glued to it or right-aligned before the block's own indentation.
/// The numbers count up from 1 at each line's start, so they are no part of the value: they are blanked
/// (with spaces, so positions stay the input's) for the reading. Seen on Fenrir's Boltz Engine payload
/// pages ("iOS のプッシュペイロード", https://www.fenrir-inc.com/jp/boltzengine/support/category/detail/?ver=3.1&cat=implement_push_to_app&page=ios_push_payload).
enum LineNumberGutter {
  /// Numbered lines needed before a run counts as a gutter (a `1{` alone may be a log's count).
  static let minimumLines = 3

  /// The text from `lineStart` with the gutter blanked, when the capture at `start` opens on the gutter's
  /// first line (only spaces and `1` before it on its line); nil otherwise. The copy ends after the last
  /// numbered line.
  static func blanked(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, start: Int) -> [UInt8]? {
    var cursor = lineStart
    while cursor < start, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor + 1 == start, bytes[cursor] == UInt8(ascii: "1") else { return nil }
    var numbers: [Range<Int>] = []
    var line = lineStart
    var number = 1
    while line < bytes.count {
      var first = line
      while first < bytes.count, bytes[first] == UInt8(ascii: " ") { first += 1 }
      let digits = Array(String(number).utf8)
      guard first + digits.count <= bytes.count, bytes[first..<first + digits.count].elementsEqual(digits) else { break }
      let after = first + digits.count
      if after < bytes.count, bytes[after] >= UInt8(ascii: "0") && bytes[after] <= UInt8(ascii: "9") { break }
      numbers.append(first..<after)
      number += 1
      line = CaptureScanner.nextLine(bytes, after: after)
      if line == bytes.count || bytes[line - 1] != UInt8(ascii: "\n") { break }
    }
    guard numbers.count >= minimumLines else { return nil }
    var copy = Array(bytes[..<CaptureScanner.nextLine(bytes, after: numbers[numbers.count - 1].upperBound)])
    for range in numbers { for index in range { copy[index] = UInt8(ascii: " ") } }
    return copy
  }
}
