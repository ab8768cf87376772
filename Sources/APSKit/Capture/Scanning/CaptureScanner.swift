/// Finds every capture in a text (a console log, a page, a `log stream`): at each place a capture
/// may start (`{`, `[`, `<`, `Object {`), every printer tries; the most specific that reads a whole
/// dictionary ending its line wins, and the text before it on its line is its log prefix. A reading
/// that is the value of a key (`aps = {…};`: the outer braces are missing) or that text follows on
/// its line (two captures glued, a hand edit) is refused, never returned as the notification; so is
/// a dictionary that failed after its first key. Other text is log noise.
struct CaptureScanner {
  let reader: CaptureReader
  /// Only readings in this form count (`--from dart`/`--from js`).
  var only: CaptureForm?
  /// The readings earlier scans of the same text in another form made (detection's trials). A scan
  /// given them is a trial: it asks only whether its form reads the whole text, so it stops at its
  /// first segment, or once it has passed text with none (a capture found after text has a prefix).
  var known: KnownReadings? = nil
  /// A stream read as one input (`CaptureLogReader`): the segments at the end of a buffer that more
  /// input may change wait for it (`ScanState.tail`); a live stream shows each at once.
  var waitsOnTail = false
  static let tailSpan = 64 << 10

  /// The segments of `bytes`; with `final` false, stops before a capture the buffer ends inside and
  /// says how many bytes it consumed (the rest waits for more input) and how many lines those end.
  /// A stream scans from `origin` (a line start, on line `line` of `bytes`): the lines before it were
  /// scanned already and stay only as context (whether a capture is a member of a list, PushKit's
  /// marks above it); `carried` is where that earlier scan stood (a capture found, an error passed).
  func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, final: Bool, from origin: Int = 0, line: Int = 1, carried: ScanState.Carried? = nil
  ) -> Scanned {
    var state = ScanState(origin: origin, line: line, carried: carried)
    var shared = SharedMeasures(spans: BracketSpans(bytes, from: origin))
    let stops = Self.stops
    var trial = known.map { _ in Trial(firstText: CaptureText.trimmed(bytes, 0..<bytes.count).lowerBound) }
    while state.offset < bytes.count {
      if trial?.isDecided(state, bytes, only: only) == true { break }
      if bytes[state.offset] == UInt8(ascii: "\n") {
        if state.afterFailure && Self.blankLineFollows(bytes, state.offset) { state.afterFailure = false }
        state.advance(to: state.offset + 1, in: bytes)
        continue
      }
      if state.offset == state.lineStart {
        switch readListing(bytes, final: final, scan: &state, shared: &shared) {
        case .read: continue
        case .needMore: return state.waiting
        case .absent: break
        }
      }
      guard CaptureReader.isCandidate(bytes, state.offset) else {
        state.offset += 1
        // Most bytes of a log can start nothing: stepped over up to one that is a line end or the
        // first byte of a candidate (every scan of a log reads each of its bytes here).
        while state.offset < bytes.count, !stops[Int(bytes[state.offset])] { state.offset += 1 }
        continue
      }
      let outcome = read(bytes, at: state.offset, line: state.line, lineStart: state.lineStart, shared: &shared)
      guard keep(outcome, bytes, final: final, scan: &state) else { return state.waiting }
    }
    // A log read whole waits with what the end of the buffer may change, when that is near the end
    // (a capture is far shorter than `tailSpan`; an error further back stays).
    if waitsOnTail, !final, let tail = state.tail, tail.lineStart >= bytes.count - Self.tailSpan {
      return (Array(state.segments[..<tail.count]), tail.lineStart, tail.line - 1, tail.carried)
    }
    // Every byte was passed by `advance` or, not being a newline, stepped over.
    return (state.segments, bytes.count, state.line - 1, state.carried)
  }

  /// A scan's segments, the bytes it consumed and the lines those end, and what the next scan of
  /// the same stream carries on with.
  typealias Scanned = (segments: [CaptureSegment], consumed: Int, lines: Int, carried: ScanState.Carried)

  /// What a detection trial needs to know to stop.
  private struct Trial {
    /// The first byte that is not a space: a capture found after it has a prefix.
    let firstText: Int
    /// Whether an inspector listing starts a line (a listing carries no prefix note), looked for once.
    var listingAhead: Bool?

    /// Whether the form's first segment is found, or no reading from here on can be a whole capture.
    mutating func isDecided(_ scan: ScanState, _ bytes: UnsafeBufferPointer<UInt8>, only: CaptureForm?) -> Bool {
      if !scan.segments.isEmpty { return true }
      guard scan.offset > firstText else { return false }
      if listingAhead == nil { listingAhead = only == .javascript && InspectorListing.startsALine(bytes) }
      return listingAhead == false
    }
  }

  /// The bytes the scan stops at: a line end, and every first byte `CaptureReader.isCandidate` can
  /// take (`{`, `[`, `<`, `O`, and the server printers' `%`, `a`, `A`, `o`, `s`, `m`, `M`).
  static let stops: [Bool] = (0...255).map { byte in
    "\n{[<O%aAosmM".utf8.contains(UInt8(byte))
  }

  /// What a listing at a line's start gave: read (or refused, or stepped over: the scan goes on
  /// from where it left), more input needed, or no listing there.
  private enum ListingStep { case read, needMore, absent }

  /// A listing read from its line's start: a Web Inspector console listing, or `key: value` lines.
  private func readListing(
    _ bytes: UnsafeBufferPointer<UInt8>, final: Bool, scan: inout ScanState, shared: inout SharedMeasures
  ) -> ListingStep {
    if scan.offset >= shared.noListingBefore, only == nil || only == .javascript, shared.listingMayStart(bytes, at: scan.offset) {
      let listing = InspectorListing.end(bytes, from: scan.offset)
      if let end = listing.end {
        switch InspectorListing.read(bytes, from: scan.offset, to: end, reader: reader) {
        case .capture(let capture, let stop):
          scan.found(expand(capture, line: scan.line, range: scan.offset..<stop, in: bytes, lineStart: scan.lineStart), end: stop, in: bytes)
          return .read
        case .failure(let error, let resume):
          scan.failed(CaptureSegment(line: scan.line, result: .failure(error.resolved(in: bytes))))
          scan.advance(to: resume, in: bytes)
          return .read
        case .needMore:
          scan.offset += 1
          return .read
        case .noise:
          // A fenced block of lines that is no object: its lines are scanned as any text's.
          shared.noListingBefore = scan.offset + 1
        }
      } else {
        shared.noListingBefore = listing.checked + 1
      }
    }
    // Read from its line's start, as the printers are (positions cost the listing's length).
    guard only == nil,
      let listing = KeyValueListing.read(UnsafeBufferPointer(rebasing: bytes[scan.lineStart...]), from: 0, reader: reader, final: final)
    else { return .absent }
    switch listing.shifted(lines: scan.line - 1, bytes: scan.lineStart) {
    case .capture(let capture, let end):
      scan.found(expand(capture, line: scan.line, range: scan.offset..<end, in: bytes, lineStart: scan.lineStart), end: end, in: bytes)
      scan.afterFailure = false
    case .failure(let error, let resume):
      scan.failed(CaptureSegment(line: scan.line, result: .failure(error.resolved(in: bytes))))
      scan.advance(to: resume, in: bytes)
    case .needMore:
      return .needMore
    case .noise:
      scan.offset += 1
    }
    return .read
  }

  /// Every printer at the candidate `offset` (on `line`, which starts at `lineStart`), given the
  /// measures the scan's starts share; in a view of its line with comment markers or a repeated
  /// header blanked when the text as it is gives nothing.
  private func read(
    _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, line: Int, lineStart: Int, shared: inout SharedMeasures
  ) -> Outcome {
    // Each attempt reads from its line's start (positions moved back after): a reader's position
    // tracking then costs the capture's length, not the distance from the start of the buffer.
    // Text typed at a shell's prompt is source, not a printed value (the value printed back follows).
    if REPLInput.isInputLine(bytes, lineStart: lineStart) { return .noise }
    // A function's or a type's body in source code (`throws {` then `let userInfo: … = [`): its literals are read, not it.
    if bytes[offset] == UInt8(ascii: "{"), SourceContext.opensBlock(bytes, brace: offset) || SourceContext.isEmptyBody(bytes, brace: offset) {
      return .noise
    }
    // `"key": [ {…} ]` with no brace open around it: its elements are parts of a request that lost its braces.
    if bytes[offset] == UInt8(ascii: "["), let key = Self.bracelessArrayMember(bytes, bracket: offset, lineStart: lineStart) {
      let lineBytes = UnsafeBufferPointer(rebasing: bytes[lineStart...])
      let error = CaptureError.unexpected(
        character: CaptureText.describe(lineBytes, at: key - lineStart),
        expected: "a whole dictionary, not a member without its braces: the array after this key holds parts of a request whose { and } are not in the text; add them around the member to read it",
        at: .pending(key - lineStart)
      ).resolved(in: lineBytes)
      let resume = CaptureReader.jsonSpanEnd(bytes, from: offset) ?? Self.nextLine(bytes, after: offset)
      return Outcome.failure(error, resume: resume - lineStart).shifted(lines: line - 1, bytes: lineStart)
    }
    let member = Self.isMember(bytes, start: offset, lineStart: lineStart)
    // Asked here: the view read below starts at the line.
    let callOpenBefore = bytes[offset] == UInt8(ascii: "{") && CaptureText.trimmed(bytes, lineStart..<offset).isEmpty
      && SourceContext.opensCall(before: lineStart, in: bytes)
    let lineBytes = UnsafeBufferPointer(rebasing: bytes[lineStart...])
    let spanEnd = shared.spans.end(from: offset)
    // The provider guessed from the capture's text (its span, or 64 KB when it stays open),
    // checked once read (`typedByVendor`).
    var hint: PushVendor?
    if !reader.stringsOnly {
      if shared.hints == nil { shared.hints = VendorHints(bytes) }
      hint = shared.hints?.hint(in: offset..<(spanEnd ?? min(bytes.count, offset + (1 << 16))))
    }
    if shared.runEnd <= offset { shared.runEnd = CaptureReader.runEnd(bytes, from: offset) }
    let measures = StartMeasures(spanEnd: spanEnd.map { $0 - lineStart }, runEnd: shared.runEnd - lineStart, rawGroups: shared.rawGroups)
    if shared.nextLineStart <= offset { shared.nextLineStart = Self.nextLine(bytes, after: offset) }
    return LineView.withView(
      lineBytes, lineStart: 0, start: offset - lineStart, nextLine: shared.nextLineStart - lineStart, spanEnd: spanEnd.map { $0 - lineStart },
      runs: shared.headerRuns, origin: lineStart
    ) { view, viewMeasures in
      // A copy with markers blanked is measured on its own.
      let plain = view.baseAddress == lineBytes.baseAddress && view.count == lineBytes.count
      return attempt(
        view, at: offset - lineStart, member: member, callOpenBefore: callOpenBefore,
        measured: viewMeasures ?? (view.baseAddress == lineBytes.baseAddress ? measures : nil), hint: hint,
        known: plain ? known.flatMap { $0.isOf(bytes) ? $0 : nil } : nil, origin: lineStart)
    }.shifted(lines: line - 1, bytes: lineStart)
  }

  /// Takes what reading at the scan's offset gave; false when it waits for more input.
  private func keep(_ outcome: consuming Outcome, _ bytes: UnsafeBufferPointer<UInt8>, final: Bool, scan: inout ScanState) -> Bool {
    let offset = scan.offset
    switch outcome {
    case .capture(var capture, let end):
      // The first capture's prefix is all the text before it (`(lldb) po userInfo` above it); later ones', their line's.
      let prefix = CaptureText.trimmed(bytes, (scan.noCaptureYet ? 0 : max(scan.lineStart, min(scan.lastCaptureEnd, offset)))..<offset)
      if !prefix.isEmpty {
        let text = String(decoding: bytes[prefix.lowerBound..<offset], as: UTF8.self)
        capture.notes.append(.skippedPrefix(text))
      }
      scan.found(expand(capture, line: scan.line, range: offset..<end, in: bytes, lineStart: scan.lineStart), end: end, in: bytes)
      scan.afterFailure = false
    case .needMore:
      if !final { return false }
      scan.offset += 1
    case .failure(let error, let resume):
      // Cut where the buffer ends (a JSON text's "unexpected end of input" too): more input may complete it.
      if !final, error.isTruncation || error.location.map({ $0.offset >= bytes.count }) == true { return false }
      if !scan.afterFailure { scan.failed(CaptureSegment(line: scan.line, result: .failure(error))) }
      scan.afterFailure = true
      scan.advance(to: max(resume, offset + 1), in: bytes)
    case .noise:
      scan.offset += 1
    }
    return true
  }

  /// Every printer at `start`: the first acceptable full reading, else the furthest failure of a
  /// printer that had read a key, else noise.
  /// `known`: the readings other scans of the text made (`origin`: where `bytes` starts in it).
  private func attempt(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, member: Bool, callOpenBefore: Bool, measured given: StartMeasures?, hint: PushVendor?,
    known: KnownReadings?, origin: Int
  ) -> Outcome {
    let lineStart = 0
    var failure: CaptureError?
    var marked: CaptureError?
    var furthest = -1
    var truncated = false
    // A printer read the container whole, and only its place refused it (`apns: {…}` lost its outer braces).
    var readWhole = false
    func keep(_ error: CaptureError) {
      let at = error.location?.offset ?? bytes.count
      if at > furthest { furthest = at; failure = error }
    }
    // A copy with markers blanked is measured on its own.
    let measured = given ?? StartMeasures(spanEnd: CaptureReader.jsonSpanEnd(bytes, from: start), runEnd: CaptureReader.runEnd(bytes, from: start))
    for (printer, reading) in reader.readings(bytes, at: start, vendor: hint, measured: measured).enumerated() {
      let result: PrinterReading
      if let known, let only {
        guard let given = known.reading(at: origin + start, printer: printer, only: only, reading) else { continue }
        result = given
      } else {
        result = reading()
      }
      switch result {
      case .read(let read, let end):
        guard only == nil || read.form == only else { continue }
        // Printed once here: every reader after the printers reads this tape.
        let capture = read.sealed()
        let empty = capture.withRoot { $0.members?.isEmpty } ?? nil
        guard empty != nil || capture.form == .nsdata && capture.hasValue else { continue }
        // An empty container after other text on its line is part of that text (`listViews: {}`), no
        // notification; one NSLog printed over two lines (`userInfo: {` then `}`) is a logged empty dictionary.
        if empty == true, !CaptureText.trimmed(bytes, lineStart..<start).isEmpty,
          !bytes[start..<end].contains(UInt8(ascii: "\n"))
        {
          continue
        }
        // Only a description prints an empty dictionary over two lines (`aps = {` then `};`): its `;`
        // ends an entry of a dictionary whose braces are missing, whichever printer read it first.
        let layout = empty == true && bytes[start..<end].contains(UInt8(ascii: "\n")) ? CaptureForm.nslog : capture.form
        // `{…}.to_json` is the literal sent as JSON: what follows the call is what follows the literal.
        let serialized = CaptureTrailer.serializerEnd(bytes, from: end)
        let after = serialized ?? end
        let entry = layout == .nslog && Self.isWholeNotificationEntry(capture, bytes, start: start, end: after)
        if !entry, let problem = Self.problem(bytes, start: start, end: after, lineStart: lineStart, form: layout, member: member) {
          // A call's argument in source code (one printer read it whole): the payload passed to a send
          // call is read; any other argument is no capture, nor a fragment that refuses the text.
          switch SourceContext.argument(capture, bytes, start: start, end: after, lineStart: lineStart, callOpenBefore: callOpenBefore) {
          case .payload?: break
          case .other?: return .noise
          case nil:
            keep(problem)
            readWhole = true
            continue
          }
        }
        // A part of the object a sender's code builds (`note.alert = {…};`): refused unless a whole notification
        // is beside it (`CaptureReader.droppingRepeatedAps`). A printed log's label (`userInfo = {`) has no dot, and
        // a description (`notification.userInfo = {` then `aps = …`) is a printed value, not source.
        if [.javascript, .ruby, .python, .php, .dart].contains(capture.form)
          || capture.form == .json && CaptureTrailer.endsStatement(bytes, from: end),
          let name = SourceContext.assignedProperty(bytes, start: start, lineStart: lineStart),
          !SourceContext.mentionsAps(bytes, in: start..<end)
        {
          return .failure(CaptureError.propertyPart(name: name, at: .pending(start)).resolved(in: bytes), resume: Self.nextLine(bytes, after: end))
        }
        var typed = reader.typedByVendor(capture, bytes, at: start, hint: hint)
        if serialized != nil { typed.notes.append(CaptureNote("read the literal that .to_json after it sends as JSON")) }
        if entry { typed.notes.append(CaptureNote("read the notification logged as one entry (key = {…};) of a dictionary whose braces are not in the text")) }
        if let trailer = CaptureTrailer.note(bytes, from: end) { typed.notes.append(CaptureNote("\(trailer)")) }
        return .capture(typed, end: end)
      case .failed(let error, let committed):
        if committed { keep(error) }
        if committed, marked == nil, CommentMark.refused(error) || Self.isJavaMapInJSON(error) { marked = error }
        if error.isTruncation { truncated = true }
      }
    }
    // A printer read the container whole and only a comment in it refused it (`data: { //some data }`,
    // an elided template): that is the refusal, however far another printer read.
    if let marked { return settled(marked, bytes, at: start, furthest: furthest, spanEnd: measured.spanEnd, readWhole: true, hint: hint) }
    guard let failure else { return truncated ? .needMore : .noise }
    return settled(failure, bytes, at: start, furthest: furthest, spanEnd: measured.spanEnd, readWhole: readWhole, hint: hint)
  }

  /// Whether `error` is JSON's refusal of a Java Map's `toString()` inside it (`javaMapInJSON`).
  static func isJavaMapInJSON(_ error: CaptureError) -> Bool {
    guard case .unexpected(let character, _, _) = error else { return false }
    return character == CaptureReader.javaMapMet
  }

  /// What a start whose printers all failed gives: the literal payload member of a container that holds code
  /// (unless a printer read the container whole and only its place refused it), noise for a call's argument without `aps`, else
  /// the furthest failure, said as an elision when os_log cut the message there.
  private func settled(
    _ given: CaptureError, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, furthest: Int, spanEnd: Int?, readWhole: Bool,
    hint: PushVendor?
  ) -> Outcome {
    var failure = given
    if !readWhole, let spanEnd, let member = memberPayload(bytes, from: start, to: spanEnd, failure: failure.resolved(in: bytes), hint: hint) {
      return member
    }
    // A call's argument in source code that no printer reads and that holds no `aps` (`run({request: handler})`,
    // Go's `Publish([]string{"hello"}, request)`), or a Go struct's literal without a payload (`buford.Payload{Alert: …}`):
    // code, as an argument read whole without `aps` is (`SourceContext`).
    // A JSON text holding a Java map is a bridge's printed value, not code, even as a call's argument.
    if !Self.isJavaMapInJSON(failure), let spanEnd, SourceContext.isCallWrapped(bytes, start: start, end: spanEnd)
      || SourceContext.isCallArgument(bytes, start: start, end: spanEnd, lineStart: 0) || PrinterTable.followsGoStructType(bytes, at: start),
      !SourceContext.mentionsAps(bytes, in: start..<spanEnd)
    {
      return .noise
    }
    // os_log's `<…>` where reading stopped: the logger cut the message; say that, not the symptom.
    let marker: [UInt8] = [UInt8(ascii: "<"), 0xE2, 0x80, 0xA6, UInt8(ascii: ">")]
    var probe = start
    while probe + marker.count <= min(bytes.count, max(furthest, start) + marker.count) {
      if bytes[probe] == marker[0], Array(bytes[probe..<probe + marker.count]) == marker {
        failure = .elided(at: .pending(probe))
        break
      }
      probe += 1
    }
    let resume = furthest < bytes.count ? Self.nextLine(bytes, after: furthest) : bytes.count
    return .failure(failure.resolved(in: bytes), resume: resume)
  }

  /// A capture that is a log event (`log stream --style json/ndjson`) or a wrapper holding the
  /// notification (`UNNotificationResponse = { … userInfo = {…} }`) gives what it holds.
  /// A capture whose text is not valid UTF-8 is refused, as a whole input is (`readBody`): its
  /// printer would have given a nil string, and a U+FFFD in its place would pass for the value.
  private func expand(
    _ read: Capture, line: Int, range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, lineStart: Int
  ) -> [CaptureSegment] {
    if let bad = CaptureText.firstInvalidUTF8(UnsafeBufferPointer(rebasing: bytes[range])) {
      // Counted from the capture's line, never from the start of the text.
      let fromLine = UnsafeBufferPointer(rebasing: bytes[lineStart...])
      let at = SourceLocation.of(offset: range.lowerBound + bad - lineStart, in: fromLine).shifted(lines: line - 1, bytes: lineStart)
      return [CaptureSegment(line: line, result: .failure(.invalidUTF8(offset: at.offset, at: at)), range: range)]
    }
    let capture = read.sealed()
    if let message = LogEvent.message(capture) {
      return LogEvent.segments(message, reader: reader, line: line, at: CaptureText.location(line: line))
    }
    // PushKit's marks stand on the lines before a payload (`didReceiveIncomingPushWithPayload:`) or after it on its line.
    let pushKit = { PushKitEvidence.found(bytes, in: (range.lowerBound - 1024)..<(range.upperBound + 256)) }
    let stored = { SourceContext.subscriptStore(bytes, start: range.lowerBound, end: range.upperBound) }
    return NotificationWrapper.unwrapped(capture, pushKitLog: pushKit, storedUnder: stored).map { result in
      // A sender's template is refused where its first expression stands (`TemplateExpressions`).
      if case .success(let read) = result, let refusal = TemplateExpressions.refusal(read, bytes, range: range, line: line, lineStart: lineStart) {
        return CaptureSegment(line: line, result: .failure(refusal), range: range)
      }
      if reader.readsSenderContext, case .success(var read) = result {
        read.senderContext = SenderContext.found(bytes, before: range.lowerBound)
        return CaptureSegment(line: line, result: .success(read), range: range)
      }
      return CaptureSegment(line: line, result: result, range: range)
    }
  }
}
