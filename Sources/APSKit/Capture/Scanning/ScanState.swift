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
  /// Whether no capture was found before (the first one's prefix is all the text before it).
  private var foundBefore = false
  var noCaptureYet: Bool { !foundBefore && segments.isEmpty }

  /// What one scan of a stream hands to the next: whether a capture was found, and whether an error
  /// is being passed (the errors right after it belong to the same broken capture).
  struct Carried: Sendable {
    var found = false
    var afterFailure = false
  }

  init(origin: Int = 0, line: Int = 1, carried: Carried? = nil) {
    offset = origin
    self.line = line
    lineStart = origin
    lastCaptureEnd = origin
    foundBefore = carried?.found ?? false
    afterFailure = carried?.afterFailure ?? false
  }

  var carried: Carried { Carried(found: !noCaptureYet, afterFailure: afterFailure) }

  /// What a scan that stops at the current line says: its segments, the bytes before the line
  /// (consumed; the rest waits for more input) and the lines those end.
  /// The segments found on the current line are left out: the line is scanned again with more input.
  var waiting: CaptureScanner.Scanned { (Array(segments[..<lineFirstSegment]), lineStart, line - 1, carried) }
  /// How many segments were found before the current line.
  private var lineFirstSegment = 0

  /// Moves to `target` (at most the text's end), counting the lines passed.
  mutating func advance(to target: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(target, bytes.count)
    guard offset < end else { return }
    let newlines = ByteWords.newlines(in: bytes, from: offset, to: end)
    line += newlines.count
    if let start = newlines.lastLineStart {
      lineStart = start
      lineFirstSegment = segments.count
    }
    offset = end
  }

  /// Where the scan stood before the segments at its end that more input may change: an error (a
  /// reading cut where the buffer ends may read whole with the lines after), a capture reaching the
  /// buffer's end (a listing, a wrapped string may go on). A log read whole scans them again.
  private(set) var tail: (count: Int, lineStart: Int, line: Int, carried: Carried)?

  private mutating func markTail() {
    // A line that holds a capture already found is not scanned again (the capture would be twice).
    if tail == nil, lastCaptureEnd <= lineStart || segments.isEmpty { tail = (segments.count, lineStart, line, carried) }
  }

  /// Records the error a reading from the current line gave.
  mutating func failed(_ segment: CaptureSegment) {
    markTail()
    segments.append(segment)
  }

  /// Records the segments of a capture that ends at `end`, and goes on after it.
  mutating func found(_ read: [CaptureSegment], end: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    if CaptureText.trimmed(bytes, end..<bytes.count).isEmpty { markTail() } else { tail = nil }
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
