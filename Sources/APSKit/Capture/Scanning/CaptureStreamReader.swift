/// Captures from a text that arrives in pieces (`log stream … | aps inspect --follow`, a 100 MB
/// log): whole lines are scanned as they come; a capture still open at the end of what arrived
/// waits for more. Memory holds the open capture and a little context, never the whole input.
public struct CaptureStreamReader: Sendable {
  let reader: CaptureReader
  let form: CaptureForm?
  /// Scanned context (up to `context` bytes before `origin`), then the bytes not scanned yet.
  private var pending: [UInt8] = []
  private var origin = 0
  /// The input line of `pending`'s first byte, its byte offset in the input, and the lines the
  /// context ends.
  private var line = 1
  private var offset = 0
  private var originLines = 0
  private var started = false
  /// What the last scan left for the next (a capture found, an error being passed).
  private var carried = ScanState.Carried()
  /// Whether the last capture (and what follows it) waits for the next scan: a log read whole
  /// (`CaptureLogReader`) gets the parts rules across scans; a live stream shows each at once.
  let holdsLast: Bool
  private var held: [CaptureSegment] = []
  /// Whether a notification was given out: a part of a sender's object after it is dropped, as in a whole text.
  private var gaveNotification = false
  /// The last capture given out, for the rules that ask what came before the held ones.
  private var lastGiven: CaptureSegment?
  /// Past this many bytes an open capture is read as it is (it gets its own error).
  static let maximumOpen = 8 << 20
  /// The text kept before a scan's start: a capture's line is a member of a list when the line
  /// before ends in `;` or `,`, PushKit's marks stand up to 1 KB above a payload.
  static let context = 4 << 10
  /// Held segments past this many are given out (a log of errors after one capture).
  static let maximumHeld = 256
  /// An open capture up to this size is scanned again at every line that arrives (`--follow`
  /// shows each capture as soon as its last line is in).
  static let rescanEveryLine = 4 << 10
  /// The bytes still open after the last scan, and the bytes fed since: a longer open capture is
  /// scanned again when a line ends in a closing bracket (the last line of every bracketed printer
  /// does) or when it has grown by a quarter, so that reading it costs its length, not its length
  /// times its lines (each scan reads it from its start).
  private var open = 0
  private var fedSinceScan = 0
  /// Bytes given to the scanner so far (a test checks that it stays linear in the input).
  private(set) var scannedBytes = 0
  /// The bytes held now: context, open capture, lines not scanned yet.
  var heldBytes: Int { pending.count }

  public init(reader: CaptureReader, form: CaptureForm? = nil) {
    self.init(reader: reader, form: form, holdsLast: false)
  }

  init(reader: CaptureReader, form: CaptureForm?, holdsLast: Bool) {
    self.reader = reader
    self.form = form
    self.holdsLast = holdsLast
  }

  /// The end (after its `\n`) of the last whole line in `pending`, found in each chunk as it comes:
  /// a buffer without a line end is never searched again from its start.
  private var lineEnd = 0
  /// Set while the rest of a line over `maximumOpen` bytes is dropped (its error was given).
  private var droppingLine = false

  /// The captures completed by `chunk`.
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [CaptureSegment] {
    var chunk = chunk
    if droppingLine {
      // The rest of a line too long to hold: dropped up to its end, in flat memory.
      guard let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
      droppingLine = false
      line += 1
      offset += newline + 1
      chunk = UnsafeRawBufferPointer(rebasing: chunk[(newline + 1)...])
    }
    let chunkStart = pending.count
    pending.append(contentsOf: chunk)
    fedSinceScan += chunk.count
    if !started, pending.count >= 3 {
      started = true
      if CaptureText.hasBOM(pending) { pending.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }
    }
    if let last = chunk.lastIndex(of: UInt8(ascii: "\n")) { lineEnd = chunkStart + last + 1 }
    let tooLong = pending.count - origin > Self.maximumOpen
    if lineEnd <= origin, tooLong { return [dropLongLine()] }
    // Only a line that ends in this chunk can end a capture (an older line was scanned already).
    guard lineEnd > chunkStart || tooLong,
      open <= Self.rescanEveryLine || fedSinceScan >= open / 4 || tooLong || endsLineWithCloser(from: chunkStart)
    else { return [] }
    return scan(upTo: lineEnd, final: tooLong)
  }

  /// A line over `maximumOpen` bytes with no end yet (`/dev/zero`, a log with only `\r` line ends):
  /// an error, and the rest of the line is dropped as it comes, so memory stays bounded.
  private mutating func dropLongLine() -> CaptureSegment {
    line += originLines
    offset += origin
    let error = CaptureError.lineTooLong(limit: Self.maximumOpen, at: SourceLocation(offset: offset, line: line, column: 1))
    let segment = CaptureSegment(line: line, result: .failure(error))
    offset += pending.count - origin
    pending = []
    origin = 0
    originLines = 0
    lineEnd = 0
    open = 0
    fedSinceScan = 0
    droppingLine = true
    return segment
  }

  /// Whether a line that ends at or after `start` ends (before spaces) in `}`, `]`, `)` or `>`.
  private func endsLineWithCloser(from start: Int) -> Bool {
    pending.withUnsafeBufferPointer { bytes in
      for newline in start..<bytes.count where bytes[newline] == UInt8(ascii: "\n") {
        var end = newline
        while end > 0, CaptureText.isSpace(bytes[end - 1]), bytes[end - 1] != UInt8(ascii: "\n") { end -= 1 }
        if end > 0, [UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: ">")].contains(bytes[end - 1]) {
          return true
        }
      }
      return false
    }
  }

  /// The captures left when the input ends.
  public mutating func finish() -> [CaptureSegment] {
    var segments = scan(upTo: pending.count, final: true)
    segments += held
    held = []
    return segments
  }

  private mutating func scan(upTo end: Int, final: Bool) -> [CaptureSegment] {
    guard end > origin else { return [] }
    scannedBytes += end - origin
    fedSinceScan = 0
    var scanner = CaptureScanner(reader: reader, only: form)
    scanner.waitsOnTail = holdsLast
    let (origin, startLine, carried) = (self.origin, 1 + originLines, self.carried)
    var scanned = pending.withUnsafeBufferPointer {
      scanner.scan(UnsafeBufferPointer(rebasing: $0[0..<end]), final: final, from: origin, line: startLine, carried: carried)
    }
    self.carried = scanned.carried
    for index in scanned.segments.indices { scanned.segments[index].shift(lines: line - 1, bytes: offset, keepingRange: true) }
    let segments = settled(scanned.segments, end: end, final: final)
    dropScanned(upTo: scanned.consumed, lines: scanned.lines)
    return segments
  }

  /// `segments` (ranges still in `pending`) with the rules a whole text's captures get (parts of
  /// another capture dropped, `CaptureParts`), applied with the segments still held.
  private mutating func settled(_ segments: [CaptureSegment], end: Int, final: Bool) -> [CaptureSegment] {
    let text = Array(pending[0..<end])
    var settled = CaptureParts.dropped(CaptureReader.droppingRepeatedAps(held + segments, in: text, afterNotification: gaveNotification, given: lastGiven), in: text)
    // The last capture and what follows it wait: a later line may be its part (its aps alone). Held,
    // they keep their places in `pending` (moved as it is cut) for the rules with the next scan.
    var keep = settled.count
    if holdsLast, let last = settled.lastIndex(where: { if case .success = $0.result { true } else { false } }),
      settled.count - last <= Self.maximumHeld
    {
      keep = last
    }
    // A part of a sender's object waits for the whole notification a later line may give (then it is dropped).
    if holdsLast, !final, let part = settled.firstIndex(where: { if case .failure(.propertyPart) = $0.result { true } else { false } }),
      settled.count - part <= Self.maximumHeld
    {
      keep = min(keep, part)
    }
    for index in 0..<keep { settled[index].range = nil }
    if let given = settled[..<keep].last(where: { if case .success = $0.result { true } else { false } }) {
      gaveNotification = true
      lastGiven = given
    }
    held = Array(settled[keep...])
    return Array(settled[..<keep])
  }

  /// Forgets the scanned bytes before `consumed` (`lines` line ends from `pending`'s start) but the
  /// context kept before the next scan's start.
  private mutating func dropScanned(upTo consumed: Int, lines: Int) {
    let cut = max(0, consumed - Self.context)
    let contextLines = pending.withUnsafeBufferPointer { ByteWords.newlines(in: $0, from: cut, to: consumed).count }
    line += lines - contextLines
    offset += cut
    originLines = contextLines
    origin = consumed - cut
    pending.removeFirst(cut)
    for index in held.indices {
      held[index].range = held[index].range.flatMap { $0.lowerBound >= cut ? ($0.lowerBound - cut)..<($0.upperBound - cut) : nil }
    }
    lineEnd = max(0, lineEnd - cut)
    open = pending.count - origin
  }
}

extension SourceLocation {
  func shifted(lines: Int, bytes: Int) -> SourceLocation {
    // A pending position moves by its offset only (its line is counted when it is resolved).
    SourceLocation(offset: offset + bytes, line: isPending ? 0 : line + lines, column: column)
  }
}

extension Capture {
  /// Note positions moved from a piece of the input to the whole input, in place: a capture held
  /// only here moves its notes without copying each of them.
  mutating func shift(lines: Int, bytes: Int) {
    guard lines != 0 || bytes != 0 else { return }
    for index in notes.indices {
      notes[index].location = notes[index].location?.shifted(lines: lines, bytes: bytes)
    }
  }
}

extension CaptureSegment {
  /// The segment moved from a piece of the input to the whole input, in place (`Capture.shift`).
  /// The range, a position in the piece, is dropped.
  mutating func shift(lines: Int, bytes: Int, keepingRange: Bool = false) {
    line += lines
    if !keepingRange { range = nil }
    guard lines != 0 || bytes != 0 else { return }
    switch result {
    case .success(var capture):
      result = .failure(.empty)  // the capture's only holder is now `capture`
      capture.shift(lines: lines, bytes: bytes)
      result = .success(capture)
    case .failure(let error):
      result = .failure(error.shifted(lines: lines, bytes: bytes))
    }
  }
}

extension CaptureError {
  /// The error with its positions moved from a piece of the input to the whole input.
  func shifted(lines: Int, bytes: Int) -> CaptureError {
    guard lines != 0 || bytes != 0 else { return self }
    return mapLocations { $0.shifted(lines: lines, bytes: bytes) }
  }

  /// The error with its pending positions counted in `bytes` (the text it was read from).
  func resolved(in bytes: UnsafeBufferPointer<UInt8>) -> CaptureError {
    mapLocations { $0.resolved(in: bytes) }
  }

  /// The error with `move` applied to each of its positions.
  func mapLocations(_ move: (SourceLocation) -> SourceLocation) -> CaptureError {
    switch self {
    case .empty, .notJSON, .notInForm, .apsAlone, .registration, .serviceRequest, .apnsResponse, .jsonSchema: return self
    case .invalidUTF8(let offset, let at):
      guard let at else { return self }
      let moved = move(at)
      return .invalidUTF8(offset: offset + moved.offset - at.offset, at: moved)
    case .truncated(let expected, let openedAt, let endsAt): return .truncated(expected: expected, openedAt: openedAt.map(move), endsAt: move(endsAt))
    case .elided(let at): return .elided(at: move(at))
    case .redacted(let at): return .redacted(at: move(at))
    case .lineTooLong(let limit, let at): return .lineTooLong(limit: limit, at: move(at))
    case .unexpected(let character, let expected, let at): return .unexpected(character: character, expected: expected, at: move(at))
    case .missingEquals(let key, let at): return .missingEquals(key: key, at: move(at))
    case .missingSemicolon(let at): return .missingSemicolon(at: move(at))
    case .badEscape(let text, let at): return .badEscape(text, at: move(at))
    case .loneSurrogate(let text, let at): return .loneSurrogate(text, at: move(at))
    case .oddHexDigits(let count, let at): return .oddHexDigits(count: count, at: move(at))
    case .invalidHexDigit(let character, let at): return .invalidHexDigit(character: character, at: move(at))
    case .dataElided(let declared, let prefix, let suffix, let at): return .dataElided(declared: declared, prefix: prefix, suffix: suffix, at: move(at))
    case .lengthMismatch(let declared, let actual, let at): return .lengthMismatch(declared: declared, actual: actual, at: move(at))
    case .malformedDataDescription(let reason, let at): return .malformedDataDescription(reason: reason, at: move(at))
    case .swiftDataDescription(let count, let at): return .swiftDataDescription(count: count, at: move(at))
    case .invalidBase64(let reason, let at): return .invalidBase64(reason: reason, at: move(at))
    case .jsonSyntax(let reason, let at): return .jsonSyntax(reason, at: move(at))
    case .malformedLogLine(let reason, let at): return .malformedLogLine(reason: reason, at: move(at))
    case .incompleteDump(let reason, let at): return .incompleteDump(reason: reason, at: move(at))
    case .duplicateKey(let key, let first, let at): return .duplicateKey(key: key, first: move(first), at: move(at))
    case .objectDescription(let name, let print, let at): return .objectDescription(name: name, print: print, at: move(at))
    case .deliverySummary(let at): return .deliverySummary(at: move(at))
    case .propertyPart(let name, let at): return .propertyPart(name: name, at: move(at))
    case .unreadable(let form, let error): return .unreadable(form: form, error: error.mapLocations(move))
    case .inLogEvent(let at, let error): return .inLogEvent(at: move(at), error: error)
    }
  }
}
