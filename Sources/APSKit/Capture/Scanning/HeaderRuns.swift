/// The blanked copies `LineView.withRepeatedHeader` reads, one per run of lines that share a
/// header, kept for the later starts in that run. Finding the run's end and copying the text to it
/// again at each start cost a log whose lines all share one prefix its length per line. One scan's
/// starts share it; its offsets are the scanned buffer's.
final class HeaderRuns {
  private struct Run {
    /// The run's first headed line and its end (as `withRepeatedHeader` finds them).
    var first: Int
    var end: Int
    /// The text from `base`, with the header blanked on every line of the run in it.
    var base: Int
    var blanked: [UInt8]
  }

  private var runs: [[UInt8]: Run] = [:]

  /// `body` on `bytes[..<end]` (`bytes` starts at `origin` in the buffer) with `header` blanked on
  /// the lines from `next` that start with it, exactly as a fresh copy would be; `end` gets the end
  /// of those lines to say how far the copy must reach.
  func withBlanked(
    _ bytes: UnsafeBufferPointer<UInt8>, origin: Int, header: [UInt8], next: Int, end copyEnd: (Int) -> Int,
    _ body: (UnsafeBufferPointer<UInt8>) -> CaptureScanner.Outcome
  ) -> CaptureScanner.Outcome {
    let common = header.count
    var run: Run
    if let known = runs[header], known.first <= origin + next, origin + next < known.end, known.base <= origin {
      run = known
      runs[header] = nil  // keeps `run.blanked` uniquely referenced while it changes
    } else {
      var line = next
      while line + common <= bytes.count, bytes[line..<line + common].elementsEqual(header) {
        while line < bytes.count, bytes[line] != UInt8(ascii: "\n") { line += 1 }
        line += 1
      }
      runs = runs.filter { $0.value.end > origin + next }
      run = Run(first: origin + next, end: origin + line, base: origin, blanked: [])
    }
    let end = origin + copyEnd(run.end - origin)
    if run.base + run.blanked.count < end {
      let from = run.base + run.blanked.count
      run.blanked.append(contentsOf: bytes[(from - origin)..<(end - origin)])
      Self.mark(&run, header: header, in: from..<end, with: nil)
    }
    // The lines before `next` are the capture's own (the header stays on them).
    let own = origin..<(origin + next)
    Self.mark(&run, header: header, in: own, with: header)
    let outcome = run.blanked.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[(origin - run.base)..<(end - run.base)])) }
    Self.mark(&run, header: header, in: own, with: nil)
    runs[header] = run
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
