/// Captures of one input read in pieces (`aps convert -c LOG`, `… | aps inspect`): the segments
/// `segments(_:)` gives for the whole text, in memory bounded by a window, the largest capture and
/// the captures of one scan, however long the log.
///
/// A text may be one document in a form that reads all of the input (JSON, a description, a dump,
/// NSData, hex…): that form wins over the captures found in it. So the input is held until it ends
/// (then it is read whole, as it always was) or until it is longer than `window`; then, once, what is
/// held is asked for evidence that no such form can read all of the input (`isLog`). With it, the one
/// streaming reader takes the held text and what follows; without, the input is held to its end and
/// read whole (a long document, or a log whose first capture lies past the window).
public struct CaptureLogReader: Sendable {
  let reader: CaptureReader
  let form: CaptureForm?
  /// Held before the evidence is found: at least this many bytes.
  let window: Int
  private var held: [UInt8] = []
  /// Whether the evidence was looked for: once, in what is held when it passes the window (a
  /// bounded prefix, so a document held whole is not scanned again at every piece).
  private var looked = false
  private var stream: CaptureStreamReader?
  /// The most bytes held at once (a test compares it for n and 4n captures).
  public private(set) var mostHeld = 0

  /// One mebibyte: far above one pasted capture or a page of them (read whole, as ever), a small
  /// part of a log of thousands.
  public static let defaultWindow = 1 << 20

  /// `expectedLength`: the input's length when known (a regular file), reserved so that a document
  /// held whole is read into one array, not copied as it grows (pages are taken only as filled).
  public init(reader: CaptureReader, form: CaptureForm? = nil, window: Int = Self.defaultWindow, expectedLength: Int? = nil) {
    self.reader = reader
    self.form = form
    self.window = window
    if let expectedLength, expectedLength < Int.max { held.reserveCapacity(expectedLength + 1) }
  }

  /// Whether the input is read as a stream (a log), not whole.
  public var isStreaming: Bool { stream != nil }

  /// Whether the input will be read whole: past the window without the evidence of a log.
  public var holdsWhole: Bool { looked && stream == nil }

  /// What is held, given up to a caller that gathers the rest of an input read whole in its own
  /// capped storage (a growing array would need twice the input's memory at its last doubling).
  public mutating func takeHeld() -> [UInt8] {
    defer { held = [] }
    return held
  }

  /// The segments the piece `chunk` completed: none until the input is known to be a log, then at
  /// least two segments in all once any is given (a single capture is known only at the end).
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [CaptureSegment] {
    if var stream {
      self.stream = nil  // the only holder while it is fed
      let segments = stream.feed(chunk)
      mostHeld = max(mostHeld, stream.heldBytes)
      self.stream = stream
      return segments
    }
    held.append(contentsOf: chunk)
    mostHeld = max(mostHeld, held.count)
    guard !looked, held.count >= window else { return [] }
    looked = true
    guard held.withUnsafeBufferPointer({ Self.isLog($0, reader: reader, form: form) }) else { return [] }
    var stream = CaptureStreamReader(reader: reader, form: form, holdsLast: true)
    let segments = held.withUnsafeBytes { stream.feed($0) }
    held = []
    mostHeld = max(mostHeld, stream.heldBytes)
    self.stream = stream
    return segments
  }

  /// The segments left when the input ends: a held input read whole.
  public mutating func finish() -> [CaptureSegment] {
    if var stream {
      self.stream = nil
      return stream.finish()
    }
    defer { held = [] }
    return reader.segments(held, as: form)
  }

  /// Whether `bytes`, the start of a longer input, shows that no form reading all of the input can
  /// read it, so its captures are those the scanner finds. A form given with `--from` decides: a
  /// scanned one (`dart`, `js`, the server printers) reads captures, any other reads the input whole.
  /// Else the evidence is a capture the scanner finds with text after it, where
  /// - the capture starts at the text's first character and ends before the input does (one
  ///   document from there would have to end at the input's end), or
  /// - the text before it opens no structure that is still open where the capture starts: a
  ///   timestamp, a label, `[Fri Oct 29 …]`, `<Notice>:`, `(lldb)` (a JSON array of captures, an
  ///   NSArray description, a `<…>` data blob stay open), a whole form read after a prefix being
  ///   only part of the input (`CaptureReader.readsPart`);
  /// and the text is no Swift dump and holds no GeTui demo log line (forms found anywhere in it).
  static func isLog(_ bytes: UnsafeBufferPointer<UInt8>, reader: CaptureReader, form: CaptureForm?) -> Bool {
    if let form { return form.scanned }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let text = CaptureText.trimmed(bytes, start..<bytes.count)
    guard !text.isEmpty, !SwiftDumpReader.looksLikeDump(bytes), !GeTuiLogLine.holdsLogLine(bytes),
      let capture = firstCapture(bytes, reader: reader),
      !CaptureText.trimmed(bytes, capture.upperBound..<bytes.count).isEmpty
    else { return false }
    let first = text.lowerBound
    return capture.lowerBound == first || closes(bytes, from: first, before: capture.lowerBound)
  }

  /// The range of the first capture the scanner reads in `bytes` (what it waits on at the end is not
  /// read), looked for in a prefix that doubles: a log's first capture is near its start. Each longer
  /// prefix is scanned from the line where the last one stopped, so a window with no capture is
  /// scanned once, not twice.
  private static func firstCapture(_ bytes: UnsafeBufferPointer<UInt8>, reader: CaptureReader) -> Range<Int>? {
    // 1 KB first: reading the whole of a longer prefix read every capture in it, not the first only.
    var length = min(bytes.count, 1 << 10)
    var resume: (origin: Int, line: Int, carried: ScanState.Carried?) = (0, 1, nil)
    while true {
      // A prefix ends after a line end where it can: a scan resumes at a line's start.
      var end = length
      if end < bytes.count, let newline = bytes[resume.origin..<end].lastIndex(of: UInt8(ascii: "\n")) { end = newline + 1 }
      let scanned = CaptureScanner(reader: reader).scan(
        UnsafeBufferPointer(rebasing: bytes[0..<end]), final: false, from: resume.origin, line: resume.line, carried: resume.carried)
      for segment in scanned.segments {
        if case .success = segment.result, let range = segment.range { return range }
      }
      guard length < bytes.count else { return nil }
      if scanned.consumed == 0 || bytes[scanned.consumed - 1] == UInt8(ascii: "\n") {
        resume = (scanned.consumed, 1 + scanned.lines, scanned.carried)
      }
      length = min(bytes.count, length * 2)
    }
  }

  /// Whether the structure the byte at `first` may open closes before `end`: brackets and a JSON
  /// string are followed; any other byte opens nothing a whole form reads past a capture found after it
  /// (a scanned printer starting there would have been read there).
  private static func closes(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int, before end: Int) -> Bool {
    let opener = bytes[first]
    switch opener {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard let close = CaptureReader.jsonSpanEnd(bytes, from: first) else { return false }
      return close <= end
    case UInt8(ascii: "\""):
      var index = first + 1
      while index < end, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
      return index < end
    case UInt8(ascii: "("), UInt8(ascii: "<"):
      let closer = opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: ">")
      var depth = 0
      for index in first..<end {
        if bytes[index] == opener { depth += 1 } else if bytes[index] == closer { depth -= 1 }
        if depth == 0 { return true }
      }
      return false
    default:
      return true
    }
  }
}
