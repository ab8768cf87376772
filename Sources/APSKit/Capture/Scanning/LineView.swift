/// A capture pasted inside comments or quotes (`// {…`, ` * aps = …`, `# `, `> `): the marker that
/// starts each of its lines is blanked (with spaces, so positions stay the input's) for the reading.
enum LineView {
  /// `nextLine`: where the line after `start`'s begins (the scanner finds it once per line);
  /// `spanEnd`: where the bracket at `start` closes in the text as it is (nil: it stays open);
  /// `runs`, `origin`: see `withRepeatedHeader`. `body` gets the view and, when they were measured
  /// for it, the measures at `start` (nil: the caller's, or measured by the reading).
  static func withView(
    _ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, start: Int, nextLine: Int, spanEnd: Int?,
    runs: HeaderRuns, origin: Int,
    _ body: (UnsafeBufferPointer<UInt8>, StartMeasures?) -> CaptureScanner.Outcome
  ) -> CaptureScanner.Outcome {
    if let gutter = LineNumberGutter.blanked(bytes, lineStart: lineStart, start: start) {
      switch gutter.withUnsafeBufferPointer({ body($0, nil) }) {
      case .capture(var capture, let end):
        capture.notes.append(CaptureNote("read a code block copied with its line numbers (1, 2, 3… at each line's start): the numbers are no part of the value"))
        return .capture(capture, end: end)
      case let other: return other
      }
    }
    guard let first = markerRange(bytes, lineStart), first.upperBound <= start else {
      return withRepeatedHeader(
        bytes, lineStart: lineStart, start: start, nextLine: nextLine, spanEnd: spanEnd, runs: runs, origin: origin, body)
    }
    let marker = Array(bytes[first.lowerBound..<min(first.lowerBound + 1, first.upperBound)])
    // The marked lines (blank ones between them too) are the most the blanking below can reach.
    var runEnd = lineStart
    while runEnd < bytes.count {
      var blank = runEnd
      while blank < bytes.count, bytes[blank] == UInt8(ascii: " ") || bytes[blank] == UInt8(ascii: "\t") || bytes[blank] == UInt8(ascii: "\r") {
        blank += 1
      }
      let isBlank = blank < bytes.count && bytes[blank] == UInt8(ascii: "\n")
      guard isBlank || markerRange(bytes, runEnd).map({ bytes[$0.lowerBound] == marker[0] }) == true else { break }
      while runEnd < bytes.count, bytes[runEnd] != UInt8(ascii: "\n") { runEnd += 1 }
      runEnd += 1
    }
    var copy = Array(bytes[..<copyEnd(bytes, runEnd: runEnd, spanEnd: spanEnd)])
    // Commented-out code that held a comment (`//      // {…`): as many markers as the capture's
    // first line has before the capture are blanked on each of its lines.
    var levels = 1
    for index in first { copy[index] = UInt8(ascii: " ") }
    while let next = copy.withUnsafeBufferPointer({ markerRange($0, lineStart) }), next.upperBound <= start,
      copy[next.lowerBound] == marker[0]
    {
      for index in next { copy[index] = UInt8(ascii: " ") }
      levels += 1
    }
    copy = Array(bytes[..<copy.count])
    var line = lineStart
    lines: while line < copy.count {
      // Blank lines between the marked ones (a print split by hand) do not end the capture.
      var blank = line
      while blank < copy.count, copy[blank] == UInt8(ascii: " ") || copy[blank] == UInt8(ascii: "\t") || copy[blank] == UInt8(ascii: "\r") {
        blank += 1
      }
      if blank < copy.count, copy[blank] == UInt8(ascii: "\n") {
        line = blank + 1
        continue
      }
      for level in 0..<levels {
        let found = copy.withUnsafeBufferPointer { markerRange($0, line) }
        guard let range = found, Array(copy[range.lowerBound..<range.lowerBound + 1]) == marker else { break lines }
        // A marker deeper than the first line's before words with no printer's punctuation
        // (`          //额外参数` among `//        key1 = value1;`, public capture 809) is a remark inside
        // the commented-out print: kept, read as its comment. Deeper markers before entries are blanked.
        if level == 0, range.lowerBound - line > first.lowerBound - lineStart, isRemark(copy, from: range.upperBound) { break }
        for index in range { copy[index] = UInt8(ascii: " ") }
      }
      while line < copy.count, copy[line] != UInt8(ascii: "\n") { line += 1 }
      line += 1
    }
    return copy.withUnsafeBufferPointer { body($0, nil) }
  }

  /// A log that repeats its line header on every line of one message (Android logcat's
  /// `01-02 02:52:55.256  5408  5695 I ReactNativeJS: `, NSLog's `2018-03-22 12:21:18.118703+0530 App[1:2] `):
  /// the header the next lines share with the capture's first line (12 characters or more, ending in
  /// a space; a digit matches any digit, as each line's timestamp differs) is blanked on them.
  /// Tried only when the text as it is gives no capture (copying the input per capture would be slow);
  /// the blanked copy is `runs`' (`origin`: where `bytes` starts in the scanned buffer).
  static func withRepeatedHeader(
    _ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, start: Int, nextLine next: Int, spanEnd: Int?,
    runs: HeaderRuns, origin: Int,
    _ body: (UnsafeBufferPointer<UInt8>, StartMeasures?) -> CaptureScanner.Outcome
  ) -> CaptureScanner.Outcome {
    let plain = body(bytes, nil)
    if case .capture = plain { return plain }
    var common = 0
    while lineStart + common < start, next + common < bytes.count,
      HeaderRuns.sameShape(bytes[lineStart + common], bytes[next + common]), bytes[next + common] != UInt8(ascii: "\n")
    {
      common += 1
    }
    while common > 0, bytes[lineStart + common - 1] != UInt8(ascii: " ") { common -= 1 }
    guard common >= 12 else { return plain }
    let header = Array(bytes[lineStart..<lineStart + common])
    return runs.withBlanked(
      bytes, origin: origin, header: header, start: start, next: next, end: { copyEnd(bytes, runEnd: $0, spanEnd: spanEnd) }, body)
  }

  /// Whether the rest of the line from `offset` is words only: no byte a printer writes around an entry.
  private static func isRemark(_ bytes: [UInt8], from offset: Int) -> Bool {
    var index = offset
    var words = false
    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
      if Array("=:{}[]();,\"'<>".utf8).contains(bytes[index]) { return false }
      if !CaptureText.isSpace(bytes[index]) { words = true }
      index += 1
    }
    return words
  }

  /// Where a blanked copy ends: after the line that ends the blanked run (`runEnd` is its start), or
  /// after the line where the start's bracket closes when that is later. A copy of the whole rest
  /// of the text for each start cost a long log its length per start.
  private static func copyEnd(_ bytes: UnsafeBufferPointer<UInt8>, runEnd: Int, spanEnd: Int?) -> Int {
    var end = min(bytes.count, max(runEnd, spanEnd ?? 0))
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return min(bytes.count, end + 1)
  }

  /// The comment or quote marker at the start of the line at `lineStart` (after spaces): `//…`, `#`,
  /// `*` (not `*/`), `>`; nil when the line has none.
  static func markerRange(_ bytes: UnsafeBufferPointer<UInt8>, _ lineStart: Int) -> Range<Int>? {
    var index = lineStart
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    guard index < bytes.count else { return nil }
    let start = index
    switch bytes[index] {
    case UInt8(ascii: "/"):
      guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") else { return nil }
      while index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
    case UInt8(ascii: "*"):
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") { return nil }
      index += 1
    case UInt8(ascii: "#"), UInt8(ascii: ">"):
      index += 1
    default:
      return nil
    }
    return start..<index
  }
}
