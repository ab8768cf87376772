/// The blanked copies `LineView.withRepeatedHeader` reads, one per run of lines that share a
/// header, kept for the later starts in that run. Finding the run's end and copying the text to it
/// again at each start cost a log whose lines all share one prefix its length per line. One scan's
/// starts share it; its offsets are the scanned buffer's. So do the measures of its starts: a span
/// or a run searched forward from each start in the blanked text cost a run whose headers hold
/// brackets (a syslog `MyApp[123] <Notice>:`) its length per line when a bracket stays open.
final class HeaderRuns {
  private struct Run {
    /// The run's first headed line and its end (as `withRepeatedHeader` finds them).
    var first: Int
    var end: Int
    /// The text from `base`, with the header blanked on every line of the run in it.
    var base: Int
    var blanked: [UInt8]
    /// The bracket spans of `blanked` (offsets from `base`), one pass for all the run's starts.
    var spans = BracketSpans(UnsafeBufferPointer(start: nil, count: 0))
    /// The last `CaptureReader.runEnd` measured in `blanked` (offsets from `base`): a later start
    /// inside that run of spaces and `{` has the same end.
    var lastRun: (start: Int, end: Int)?

    /// What `CaptureScanner.attempt` would measure at `start` in the view `origin..<viewEnd` of
    /// `blanked` (all offsets the buffer's; the answers the view's). Asked while every header of
    /// the run is blanked: the pass must see one text. The view holds the same bytes from `start`
    /// on (its own line's header stands before the start), so only answers past its end differ.
    mutating func measures(at start: Int, origin: Int, viewEnd: Int) -> StartMeasures {
      var pass = spans
      spans = BracketSpans(UnsafeBufferPointer(start: nil, count: 0))  // `pass` grows without a copy
      let local = start - base
      // Inside the last run, its end is the answer; one that reached the copy's end goes on from
      // there once the copy grows (`runEnd` looks from the byte after the one it is given).
      let from = lastRun.flatMap { $0.start <= local && local < $0.end ? $0 : nil } ?? (start: local, end: local + 1)
      let (spanEnd, runEnd) = blanked.withUnsafeBufferPointer { copy in
        pass.rebase(copy)
        return (pass.end(from: local), CaptureReader.runEnd(copy, from: from.end - 1))
      }
      spans = pass
      lastRun = (from.start, runEnd)
      let inView = spanEnd.map { $0 + base }.flatMap { $0 <= viewEnd ? $0 - origin : nil }
      return StartMeasures(spanEnd: inView, runEnd: min(runEnd + base, viewEnd) - origin)
    }
  }

  /// The live runs by header: a log has few at once, so a list searched in order (a dictionary
  /// hashed the header three times a start).
  private var runs: [(header: [UInt8], run: Run)] = []

  /// Two header bytes match when equal or both digits: a log's timestamp changes from line to line.
  static func sameShape(_ left: UInt8, _ right: UInt8) -> Bool {
    left == right || (left >= 0x30 && left <= 0x39 && right >= 0x30 && right <= 0x39)
  }

  /// `body` on `bytes[..<end]` (`bytes` starts at `origin` in the buffer) with `header` blanked on
  /// the lines from `next` that start with it, exactly as a fresh copy would be, and the measures at
  /// `start` in it; `end` gets the end of those lines to say how far the copy must reach.
  func withBlanked(
    _ bytes: UnsafeBufferPointer<UInt8>, origin: Int, header: [UInt8], start: Int, next: Int, end copyEnd: (Int) -> Int,
    _ body: (UnsafeBufferPointer<UInt8>, StartMeasures) -> CaptureScanner.Outcome
  ) -> CaptureScanner.Outcome {
    let common = header.count
    var run: Run
    if let index = runs.firstIndex(where: { $0.header == header }), case let known = runs[index].run,
      known.first <= origin + next, origin + next < known.end, known.base <= origin
    {
      run = known
      runs.remove(at: index)  // keeps `run.blanked` uniquely referenced while it changes
    } else {
      var line = next
      while line + common <= bytes.count, bytes[line..<line + common].elementsEqual(header, by: Self.sameShape) {
        while line < bytes.count, bytes[line] != UInt8(ascii: "\n") { line += 1 }
        line += 1
      }
      runs.removeAll { $0.run.end <= origin + next || $0.header == header }
      run = Run(first: origin + next, end: origin + line, base: origin, blanked: [])
    }
    let end = origin + copyEnd(run.end - origin)
    if run.base + run.blanked.count < end {
      let from = run.base + run.blanked.count
      run.blanked.append(contentsOf: bytes[(from - origin)..<(end - origin)])
      Self.mark(&run, header: header, in: from..<end, with: nil)
    }
    let measures = run.measures(at: origin + start, origin: origin, viewEnd: end)
    // The lines before `next` are the capture's own (the header stays on them).
    let own = origin..<(origin + next)
    Self.mark(&run, header: header, in: own, with: header)
    let outcome = run.blanked.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[(origin - run.base)..<(end - run.base)]), measures)
    }
    Self.mark(&run, header: header, in: own, with: nil)
    runs.append((header, run))
    return outcome
  }

  /// Writes `bytes` (nil: spaces) over the header of each line of the run that starts in `range`
  /// (`range` starts at a line's start).
  private static func mark(_ run: inout Run, header: [UInt8], in range: Range<Int>, with bytes: [UInt8]?) {
    var line = range.lowerBound
    let stop = min(range.upperBound, run.end, run.base + run.blanked.count)
    while line < stop {
      if line >= run.first {
        for index in 0..<header.count { run.blanked[line - run.base + index] = bytes?[index] ?? UInt8(ascii: " ") }
      }
      while line < stop, run.blanked[line - run.base] != UInt8(ascii: "\n") { line += 1 }
      line += 1
    }
  }
}
