/// Where one scan of a text is, and what it has found so far.
struct ScanState {
  var segments: [CaptureSegment] = []
  var offset = 0
  /// The line (from 1) at `offset`, and where it starts.
  var line = 1
  var lineStart = 0
  /// Errors right after an error belong to the same broken capture: one is reported.
  var afterFailure = false
  /// Where the last capture ended: a later capture's prefix note starts there at the earliest
  /// (many captures on one line each noted every earlier one as its prefix: quadratic).
  var lastCaptureEnd = 0

  /// What a scan that stops at the current line says: its segments, the bytes before the line
  /// (consumed; the rest waits for more input) and the lines those end.
  var waiting: (segments: [CaptureSegment], consumed: Int, lines: Int) { (segments, lineStart, line - 1) }

  /// Moves to `target` (at most the text's end), counting the lines passed.
  mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(target, bytes.count)
    guard offset < end else { return }
    let newlines = ByteWords.newlines(in: bytes, from: offset, to: end)
    line += newlines.count
    if let start = newlines.lastLineStart { lineStart = start }
    offset = end
  }

  /// Records the segments of a capture that ends at `end`, and goes on after it.
  mutating func found(_ read: [CaptureSegment], end: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    segments.append(contentsOf: read)
    lastCaptureEnd = end
    advance(to: end, in: bytes)
  }
}

/// What the starts of one scan share, each measured in one pass over the text rather than again
/// from every start (see each type).
struct SharedMeasures {
  var spans: BracketSpans
  /// Built at the first start (a text with none never pays for it).
  var hints: VendorHints?
  /// The start of the line after the current one, found once per line that has a start.
  var nextLineStart = 0
  /// `CaptureReader.runEnd` of the last start: the same for every start in a run of `{` and spaces.
  var runEnd = 0
  let rawGroups = RawGroups()
  let headerRuns = HeaderRuns()
  /// No inspector listing starts at a line start before this (`InspectorListing.end`'s `checked`).
  var noListingBefore = 0
  /// Whether a listing's terminator may stand in the text, looked for at the first line start asked.
  var prototypeLine: Bool?

  /// Whether an inspector listing may start at `lineStart` (`InspectorListing.mayStart`).
  mutating func listingMayStart(_ bytes: UnsafeBufferPointer<UInt8>, at lineStart: Int) -> Bool {
    if prototypeLine == nil { prototypeLine = InspectorListing.hasPrototypeLine(bytes) }
    return InspectorListing.mayStart(bytes, at: lineStart, prototypeLine: prototypeLine == true)
  }
}
