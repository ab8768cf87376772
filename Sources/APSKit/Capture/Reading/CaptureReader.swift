/// Reads whatever a developer pasted from Xcode's console or a log: detects the form (or takes
/// the one forced with `--from`), recovers the bytes, the text and the JSON value.
public struct CaptureReader: Sendable {
  /// Keep every scalar of a description a string (no number/boolean/null guessing).
  public var stringsOnly: Bool
  /// Keep keys repeated in one dictionary (both members, in order) instead of failing.
  public var allowDuplicates: Bool
  /// Look for the mark before each capture of a text that names its sender (`SenderContext`).
  public var readsSenderContext = false
  /// The provider whose schema types unquoted scalars (set on a second reading, once recognised).
  var vendor: PushVendor?

  public init(stringsOnly: Bool = false, allowDuplicates: Bool = false) {
    self.stringsOnly = stringsOnly
    self.allowDuplicates = allowDuplicates
  }

  /// Reads `input` in `form`, or in the detected form when `form` is nil.
  public func read(_ input: [UInt8], as form: CaptureForm? = nil) throws(CaptureError) -> Capture {
    var notes: [CaptureNote] = []
    var body = input
    if CaptureText.hasBOM(body) {
      body.removeFirst(3)
      notes.append(CaptureNote("skipped a UTF-8 byte order mark at the start"))
    }
    let allSpace = body.allSatisfy(CaptureText.isSpace)
    if allSpace && form != .text { throw .empty }
    let detection = form == nil ? detection(body) : nil
    // No capture, and the system's log of a delivery: name it, whichever form the text looked most like.
    if let detection, detection.capture == nil, detection.form == .text || detection.unreadable != nil,
      let summary = Self.deliverySummary(body)
    {
      throw .deliverySummary(at: summary)
    }
    if let plausible = detection?.unreadable {
      // Text shaped like a structure that no form reads: report the most plausible form's
      // error (exit 1), never "text" with exit 0.
      let error: CaptureError
      do {
        _ = try readBody(body, as: plausible, skipped: input.count - body.count)
        error = .notInForm(form: plausible.rawValue, reason: "no form reads the whole input")
      } catch let inner {
        error = inner
      }
      throw .unreadable(form: plausible, error: error)
    }
    if let detection, detection.capture == nil, detection.form == .text, let refused = Self.decodedControl(body) {
      throw .unreadable(form: refused.form, error: .notInForm(form: refused.form.rawValue, reason: refused.reason))
    }
    var capture: Capture
    if let detected = detection?.capture {
      capture = detected
    } else {
      capture = try readBody(body, as: form ?? detection?.form ?? .text, skipped: input.count - body.count)
    }
    capture.notes.insert(contentsOf: notes, at: 0)
    // Printed once here: every reader after the printers reads this tape.
    return typedByVendor(capture.sealed(), input)
  }

  private func readBody(_ body: [UInt8], as resolved: CaptureForm, skipped: Int) throws(CaptureError) -> Capture {
    do {
      return try body.withUnsafeBufferPointer { (buffer) throws(CaptureError) -> Capture in
        if resolved != .text, let invalid = CaptureText.firstInvalidUTF8(buffer) {
          throw .invalidUTF8(offset: invalid, at: SourceLocation.of(offset: invalid, in: buffer))
        }
        return try read(buffer, as: resolved)
      }
    } catch .invalidUTF8(let offset, let at) where resolved == .text || !resolved.holdsBytes {
      // Offsets in the input itself count the skipped byte order mark (a column does not).
      let place = at ?? SourceLocation.of(offset: offset, in: body)
      throw .invalidUTF8(offset: offset + skipped, at: SourceLocation(offset: place.offset + skipped, line: place.line, column: place.column))
    }
  }

  /// `known`: what earlier scans of `bytes` in other forms read (detection's trials share it).
  func read(_ bytes: UnsafeBufferPointer<UInt8>, as form: CaptureForm, known: KnownReadings? = nil) throws(CaptureError) -> Capture {
    do { return try readForm(bytes, as: form, known: known) } catch { throw error.resolved(in: bytes) }
  }

  private func readForm(_ bytes: UnsafeBufferPointer<UInt8>, as form: CaptureForm, known: KnownReadings?) throws(CaptureError) -> Capture {
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    switch form {
    case .json:
      // Scanned once: the tape stays with the capture for every reader after this one.
      let json: JSONText
      var notes: [CaptureNote] = []
      do {
        json = try JSONText(scanning: bytes)
      } catch {
        // A log line's prefix before the JSON (`NSLog(@"%@", json)`, `print("userInfo: \(json)")`).
        guard let (skipped, prefix) = Self.afterLogPrefix(bytes), let parsed = try? JSONText(scanning: skipped) else {
          throw .jsonSyntax(error.message, at: error.location)
        }
        json = parsed
        notes.append(CaptureNote("skipped the prefix \(CaptureText.abbreviated(prefix).debugDescription)"))
      }
      try checkDuplicates(json)
      return Capture(form: .json, json: json, notes: notes)
    case .dart, .javascript, .python, .ruby, .elixir, .php, .phpPrintR, .phpVarDump, .phpDump, .go, .goPlain, .kotlin, .csharp, .perl, .java:
      let segments = CaptureScanner(reader: self, only: form, known: known).scan(bytes, final: true).segments
      guard let first = segments.first else {
        throw .notInForm(form: form.rawValue, reason: "no \(form.opener) starts a dictionary that reads to the end of its line")
      }
      var capture = try first.result.get()
      if segments.count > 1 || first.range.map({ CaptureText.trimmed(bytes, $0.upperBound..<bytes.count).isEmpty }) == false {
        capture.notes.append(CaptureNote("ignored text after the capture"))
      }
      return capture
    case .swiftDump:
      var dump = SwiftDumpReader(bytes: bytes, stringsOnly: stringsOnly, allowDuplicates: allowDuplicates)
      dump.vendor = vendor
      let (value, notes) = try dump.read()
      return Capture(form: .swiftDump, value: value, notes: notes)
    case .nslog:
      let (json, notes) = try DescriptionLocator(bytes: bytes, stringsOnly: stringsOnly, allowDuplicates: allowDuplicates, vendor: vendor).parseDescription()
      var capture = Capture(form: .nslog, notes: notes)
      capture.content = .printed(json)
      return capture
    case .swift:
      let (value, notes) = try DescriptionLocator(bytes: bytes, stringsOnly: stringsOnly, allowDuplicates: allowDuplicates, vendor: vendor).parseSwiftPrint()
      return Capture(form: .swift, value: value, notes: notes)
    case .nsdata, .nsdataLegacy:
      let opener: UInt8 = form == .nsdata ? UInt8(ascii: "{") : UInt8(ascii: "<")
      // Looked for eight bytes a step: a log with no data in it is searched to its end.
      let found = ByteWords.firstIndex(of: opener, or: opener, in: bytes, from: whole.lowerBound, to: whole.upperBound)
      guard let start = found < whole.upperBound ? found : nil else {
        throw .notInForm(form: form.rawValue, reason: "no '\(Character(Unicode.Scalar(opener)))' found")
      }
      let read = try DataDescriptionReader(bytes: bytes).read(at: start)
      var notes: [CaptureNote] = []
      if start > whole.lowerBound || read.end < whole.upperBound {
        notes.append(CaptureNote("ignored text around the data description"))
      }
      return try fromBytes(read.data, form: form, notes: notes)
    case .hex:
      return try fromBytes(CaptureHex.decode(bytes, whole), form: .hex, notes: [])
    case .base64:
      return try fromBytes(CaptureBase64.decode(bytes, whole), form: .base64, notes: [])
    case .getuiLog:
      let text = String(decoding: bytes, as: UTF8.self)
      let line = try GeTuiLogLine.parse(text)
      var capture = Capture(form: .getuiLog, text: line.payload, logLine: line)
      try decodeJSON(Array(line.payload.utf8), into: &capture)
      return capture
    case .text:
      return try fromBytes(Array(bytes), form: .text, notes: [])
    }
  }

  /// Where the system's log of a received notification stands in a text that holds no capture: SpringBoard's
  /// `Received remote notification request` summary or apsd's `Received incoming message on topic` (as
  /// Console.app shows them: "onBackgroundMessage is not called on iOS 16.2", https://github.com/uxduck/push/issues/7).
  /// Nil when the text has neither.
  static func deliverySummary(_ body: [UInt8]) -> SourceLocation? {
    body.withUnsafeBufferPointer { bytes -> SourceLocation? in
      let found = ByteWords.firstIndex(of: ["Received remote notification request", "Received incoming message on topic"], in: bytes, range: 0..<bytes.count)
      return found.map { SourceLocation.of(offset: $0, in: bytes) }
    }
  }

  /// The input with a one-line log prefix before its JSON blanked out, and that prefix: the prefix ends in
  /// `] `, `: ` or `> ` (NSLog's `App[pid:tid] `, `print("userInfo: …")`, os_log's `<Notice>: `) right before
  /// `{` or `[`. Blanked with spaces, not cut, so line:column positions stay those of the input.
  static func afterLogPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> ([UInt8], String)? {
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    var index = whole.lowerBound
    while index + 2 < whole.upperBound, bytes[index] != UInt8(ascii: "\n") {
      let opener = bytes[index + 2]
      if (opener == UInt8(ascii: "{") || opener == UInt8(ascii: "[")) && bytes[index + 1] == UInt8(ascii: " ")
        && [UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: ">")].contains(bytes[index])
      {
        var blanked = Array(bytes)
        for position in whole.lowerBound..<(index + 2) { blanked[position] = UInt8(ascii: " ") }
        return (blanked, String(decoding: bytes[whole.lowerBound...index], as: UTF8.self))
      }
      index += 1
    }
    return nil
  }

  private func fromBytes(_ data: [UInt8], form: CaptureForm, notes: [CaptureNote]) throws(CaptureError) -> Capture {
    var notes = notes
    let (text, skippedBOM) = try CaptureText.decodeUTF8(data)
    if skippedBOM { notes.append(CaptureNote("the payload starts with a UTF-8 byte order mark (skipped)")) }
    var capture = Capture(form: form, bytes: data, text: text, notes: notes)
    try decodeJSON(Array(text.utf8), into: &capture)
    return capture
  }

  /// Sets the capture's JSON value when `text` is JSON (keeping the source for the APNs checks),
  /// else why it is not; a repeated key is an error unless `allowDuplicates`.
  private func decodeJSON(_ text: [UInt8], into capture: inout Capture) throws(CaptureError) {
    let json: JSONText
    do {
      json = try JSONText(scanning: text)
    } catch {
      capture.jsonError = error.description
      return
    }
    try checkDuplicates(json)
    capture.content = .source(json)
  }

  /// The one duplicate-key rule (as `fmt`/`validate`): the first repeat is an error naming both
  /// positions, unless `allowDuplicates`.
  private func checkDuplicates(_ document: JSONText) throws(CaptureError) {
    guard !allowDuplicates, let duplicate = document.duplicateKeys.first else { return }
    throw .duplicateKey(
      key: CaptureText.abbreviated(duplicate.key), first: duplicate.firstLocation, at: duplicate.location)
  }

  /// The JSON value of `text`, or why it is not JSON.
  static func json(_ text: String) -> (JSONValue?, String?) {
    do {
      return (try JSONText(scanning: Array(text.utf8)).value, nil)
    } catch {
      return (nil, error.description)
    }
  }
}
