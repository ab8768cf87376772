/// The form detection chose, and for text shaped like a structure that no form reads, the
/// most plausible form (whose error is reported instead of reading it as text).
struct Detection {
  var form: CaptureForm
  var unreadable: CaptureForm?
  /// The reading detection already made of the whole input in `form` (not read twice).
  var capture: Capture?
}

extension CaptureReader {
  /// Guesses the form of `bytes` (a leading byte order mark is ignored). Structured forms are recognised by
  /// their opening (`▿ N elements`, `{`, `[AnyHashable(`, `{length`, `<hex>`), byte forms by their alphabet: hex
  /// and base64 only when they decode to readable UTF-8 text, so a plain word stays text.
  public func detect(_ input: [UInt8]) -> CaptureForm {
    let body = CaptureText.hasBOM(input) ? Array(input.dropFirst(3)) : input
    return detection(body).form
  }

  func detection(_ body: [UInt8]) -> Detection {
    body.withUnsafeBufferPointer { detection($0) }
  }

  /// Every form tried on `input`, in detection order, with whether it reads the whole input or
  /// why not (for `--verbose`), each term of a reason written by `spelling`.
  public func formsTried(_ input: [UInt8], spelling: (HintTerm) -> String) -> [String] {
    return (Self.structuredForms + [.hex, .base64]).map { form in
      do throws(CaptureError) {
        let capture = try read(input, as: form)
        let partial = Self.readsPart(capture)
        return "\(form.rawValue): reads \(partial ? "part of the input (text around it ignored)" : "the whole input")"
      } catch {
        // Detection is what this list shows: a reason does not say how to ask for it.
        let text = error.explained(formHint: false).text(spelling: spelling)
        let reason = error.location.map { "\($0): \(text)" } ?? text
        return "\(form.rawValue): \(CaptureText.abbreviated(reason, limit: 160))"
      }
    }
  }

  /// The structured forms, in the order detection and `--verbose` try them. Dart last, as the
  /// scanner tries it: Dart quotes nothing, so it reads a console's `{ a: 'x' }` or a Python 2
  /// `{u'a': u'x'}` whole, with the quotes inside keys and strings.
  static let structuredForms: [CaptureForm] = [.swiftDump, .json, .getuiLog, .swift, .nsdata, .nsdataLegacy, .nslog, .javascript]
    + CaptureForm.server + [.dart]

  /// Whether `capture` came from only part of the input (a prefix skipped or text around it ignored).
  static func readsPart(_ capture: Capture) -> Bool {
    capture.notes.contains { $0.readsPart }
  }

  /// Whether `form` reads all of `bytes`, with that reading. A repeated key counts as read
  /// whole: it is that form's error (reported when the input is read), not another form's cue.
  func trialRead(_ bytes: UnsafeBufferPointer<UInt8>, as form: CaptureForm, known: KnownReadings? = nil) -> (whole: Bool, capture: Capture?) {
    do {
      let capture = try read(bytes, as: form, known: known)
      return (!Self.readsPart(capture), capture)
    } catch .duplicateKey {
      return (true, nil)
    } catch {
      return (false, nil)
    }
  }

  func detection(_ bytes: UnsafeBufferPointer<UInt8>) -> Detection {
    let form = detect(bytes)
    // Two forms can both be plausible (an NSLog line whose prefix holds another form's opening):
    // when the first guess reads only part of the input, or fails, the form that reads all of
    // it wins.
    if Self.structuredForms.contains(form) {
      // The forms read by scanning (`dart`, `js`, the server printers) run every printer at a start:
      // what one trial read, the next takes instead of reading again. A trial's scan stops once its
      // form cannot read the whole text (a capture found after text has a prefix).
      let known = KnownReadings(bytes)
      let first = trialRead(bytes, as: form, known: known)
      if first.whole { return Detection(form: form, capture: first.capture) }
      // Text that starts like a JSON object is JSON here: its syntax error is the answer (a JSON
      // payload must be strict). The scanner still reads it as JSON with comments where a text is
      // a log (`inspect`, `convert`).
      let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
      let jsonLooking = Self.startsLikeJSONObject(bytes, whole)
      // A server printer reads the whole text only from its first byte: when that starts nothing (a
      // log's timestamp), no server trial can, and their openers are not looked for in the text.
      let serverMayRead = !whole.isEmpty && Self.isCandidate(bytes, whole.lowerBound)
      var opened: Set<CaptureForm>?
      for other in Self.structuredForms where other != form && !(other == .javascript && jsonLooking) {
        if CaptureForm.server.contains(other) {
          guard serverMayRead else { continue }
          if opened == nil { opened = Self.serverFormsOpened(in: bytes) }
          guard opened?.contains(other) == true else { continue }
        }
        let trial = trialRead(bytes, as: other, known: known)
        if trial.whole { return Detection(form: other, capture: trial.capture) }
      }
      return Detection(form: form, capture: first.capture)
    }
    guard form == .text, Self.looksStructured(bytes) else { return Detection(form: form) }
    let quotedKey = bytes.indices.dropLast().contains { bytes[$0] == UInt8(ascii: "\"") && bytes[$0 + 1] == UInt8(ascii: ":") }
    return Detection(form: .text, unreadable: bytes.contains(UInt8(ascii: "=")) && !quotedKey ? .nslog : .json)
  }

  /// The server-side printers whose opener stands anywhere in `bytes` (each trial reading scans the
  /// whole text, so a form whose container never opens is not tried): Python and Ruby `{'`, `{u'`,
  /// `{"`, `{:`; Elixir `%{` or `%` before a module name's capital; PHP `array`, `object(`;
  /// `print_r` `Array`, `stdClass Object`; Go `map[`; Ruby 3.4 and a symbol-keyed literal open
  /// with a bare name (`{aps: {…}`), no fixed text. One pass over the text for all of them, stopped
  /// once every opener is found.
  static func serverFormsOpened(in bytes: UnsafeBufferPointer<UInt8>) -> Set<CaptureForm> {
    // A bit per group of forms that share openers, in the order of `groups`.
    let groups: [[CaptureForm]] = [[.python, .ruby], [.elixir], [.php, .phpVarDump, .phpDump], [.phpPrintR], [.go, .goPlain], [.ruby]]
    var found = 0
    var offset = 0
    while offset < bytes.count, found != 0b111111 {
      let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0
      switch bytes[offset] {
      case UInt8(ascii: "{"):
        let opens = next == UInt8(ascii: "'") || next == UInt8(ascii: "\"") || next == UInt8(ascii: ":")
          || ByteWords.matches("{u'", in: bytes, at: offset)
        // The first group covers Ruby too: its bit marks Ruby found.
        if opens { found |= 1 | 32 } else if found & 32 == 0, PrinterTable.looksLikeRuby(bytes, at: offset) { found |= 32 }
      case UInt8(ascii: "%"):
        if next == UInt8(ascii: "{") || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")) { found |= 2 }
      case UInt8(ascii: "a"): if next == UInt8(ascii: "r"), ByteWords.matches("array", in: bytes, at: offset) { found |= 4 }
      case UInt8(ascii: "o"): if next == UInt8(ascii: "b"), ByteWords.matches("object(", in: bytes, at: offset) { found |= 4 }
      case UInt8(ascii: "A"): if next == UInt8(ascii: "r"), ByteWords.matches("Array", in: bytes, at: offset) { found |= 8 }
      case UInt8(ascii: "s"): if next == UInt8(ascii: "t"), ByteWords.matches("stdClass Object", in: bytes, at: offset) { found |= 8 }
      case UInt8(ascii: "m"): if next == UInt8(ascii: "a"), ByteWords.matches("map[", in: bytes, at: offset) { found |= 16 }
      default: break
      }
      offset += 1
    }
    var forms: Set<CaptureForm> = []
    for (bit, group) in groups.enumerated() where found & (1 << bit) != 0 { forms.formUnion(group) }
    return forms
  }

  /// Text whose first character (after spaces and `//`, `#` or `/* */` comment lines) is `{` or
  /// `[`, or whose last is `}` or `]`: meant as a structure, so reading it as text would hide
  /// the problem (a truncated JSON body, a JS object literal, commented JSON).
  static func looksStructured(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard CaptureText.firstInvalidUTF8(bytes) == nil else { return false }
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    guard !whole.isEmpty else { return false }
    let last = bytes[whole.upperBound - 1]
    if last == UInt8(ascii: "}") || last == UInt8(ascii: "]") { return true }
    var index = whole.lowerBound
    while index < whole.upperBound {
      let byte = bytes[index]
      if CaptureText.isSpace(byte) {
        index += 1
      } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "/") && index + 1 < whole.upperBound && bytes[index + 1] == UInt8(ascii: "/") {
        while index < whole.upperBound, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/") && index + 1 < whole.upperBound && bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < whole.upperBound, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        index += 2
      } else {
        return byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
      }
    }
    return false
  }

  /// `{` then a double-quoted key then `:`: JSON (with a syntax error when it does not parse),
  /// never a strings-file description.
  /// `runEnd`: `runEnd(bytes, from: whole.lowerBound)` when the caller has it.
  static func startsLikeJSONObject(_ bytes: UnsafeBufferPointer<UInt8>, _ whole: Range<Int>, runEnd: Int? = nil) -> Bool {
    var index = whole.lowerBound
    guard index < whole.upperBound, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { return false }
    index = min(runEnd ?? Self.runEnd(bytes, from: index), whole.upperBound)
    guard index < whole.upperBound, bytes[index] == UInt8(ascii: "\"") else { return false }
    index += 1
    while index < whole.upperBound, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\") { index += 1 }
      index += 1
    }
    index += 1
    while index < whole.upperBound, CaptureText.isSpace(bytes[index]) { index += 1 }
    return index < whole.upperBound && bytes[index] == UInt8(ascii: ":")
  }

  func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> CaptureForm {
    guard CaptureText.firstInvalidUTF8(bytes) == nil else { return .text }
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    guard !whole.isEmpty else { return .text }
    if SwiftDumpReader.looksLikeDump(bytes) { return .swiftDump }
    let text = String(decoding: bytes[whole], as: UTF8.self)
    let first = bytes[whole.lowerBound]
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") {
      if (try? JSONText(scanning: Array(bytes[whole]))) != nil { return .json }
    }
    if Self.startsLikeJSONObject(bytes, whole) { return .json }
    let locator = DescriptionLocator(bytes: bytes, stringsOnly: false, allowDuplicates: true)
    if GeTuiLogLine.looksLikeLogLine(text) {
      // A balanced description read to its end wins over a log line found inside one of its keys.
      let isWholeDescription = (first == UInt8(ascii: "{") || first == UInt8(ascii: "("))
        && (try? locator.parseDescription())?.1.contains { $0.ignoresText } == false
      if !isWholeDescription { return .getuiLog }
    }
    // JSON after a log line's prefix (NSLog, print, os_log) that reads to the end of the input.
    if let (skipped, _) = Self.afterLogPrefix(bytes), (try? JSONText(scanning: skipped)) != nil { return .json }
    let reader = DataDescriptionReader(bytes: bytes)
    let brace = whole.first { bytes[$0] == UInt8(ascii: "{") }
    // Each `<` looked for eight bytes a step: a log without data is searched to its end.
    var angle: Int?
    var probe = whole.lowerBound
    while angle == nil, probe < whole.upperBound {
      probe = ByteWords.firstIndex(of: UInt8(ascii: "<"), or: UInt8(ascii: "<"), in: bytes, from: probe, to: whole.upperBound)
      if probe < whole.upperBound, isLegacyData(bytes, at: probe) { angle = probe }
      probe += 1
    }
    let swiftStart = ByteWords.firstIndex(of: ["[AnyHashable(", "[\"", "[:]"], in: bytes, range: whole)
    if let swiftStart, brace.map({ swiftStart < $0 }) ?? true { return .swift }
    if let brace, reader.isModernDescription(at: brace), angle.map({ brace < $0 }) ?? true { return .nsdata }
    if let angle, brace.map({ angle < $0 }) ?? true { return .nsdataLegacy }
    // `<…>` around a damaged hex body is still meant as data (and gets a precise error).
    if bytes[whole.lowerBound] == UInt8(ascii: "<"), bytes[whole.upperBound - 1] == UInt8(ascii: ">"),
      !reader.matches("<null>", at: whole.lowerBound)
    {
      return .nsdataLegacy
    }
    if text.hasSuffix(" bytes"), Int(text.dropLast(6)) != nil { return .swift }
    if brace != nil || !locator.candidates().isEmpty {
      // A description, or text shaped like one (so its error is reported), else plain text.
      if (try? locator.parseDescription()) != nil || bytes[whole].contains(where: { $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: ";") }) {
        return .nslog
      }
    }

    if let data = try? CaptureHex.decode(bytes, whole), Self.isReadable(data) { return .hex }
    if whole.count >= 4, let data = try? CaptureBase64.decode(bytes, whole), Self.isReadable(data) {
      return .base64
    }
    return .text
  }

  /// `<` followed by hex digits and spaces up to `>` (or the end: a cut-off capture), or `<>`.
  private func isLegacyData(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    var cursor = index + 1
    var digits = 0
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
      guard CaptureHex.value(bytes[cursor]) != nil || CaptureText.isSpace(bytes[cursor]) else { return false }
      if !CaptureText.isSpace(bytes[cursor]) { digits += 1 }
      cursor += 1
    }
    return digits > 0 || cursor < bytes.count
  }

  /// Hex or base64 whose bytes are text (valid UTF-8, four in five printable) but for a control
  /// character no payload's text holds: the form and why it is refused, else nil. Read as plain
  /// text instead, the capture came back unchanged with exit 0.
  static func decodedControl(_ body: [UInt8]) -> (form: CaptureForm, reason: String)? {
    body.withUnsafeBufferPointer { bytes -> (form: CaptureForm, reason: String)? in
      let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
      let decoded: [(CaptureForm, [UInt8]?)] = [
        (.hex, try? CaptureHex.decode(bytes, whole)),
        (.base64, whole.count >= 8 ? try? CaptureBase64.decode(bytes, whole) : nil),
      ]
      for case (let form, let data?) in decoded where data.count >= 4 {
        guard data.withUnsafeBufferPointer({ CaptureText.firstInvalidUTF8($0) }) == nil else { continue }
        let control = data.firstIndex { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }
        let printable = data.filter { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
        guard let control, printable * 5 >= data.count * 4 else { continue }
        let hex = String(data[control], radix: 16, uppercase: true)
        return (form, "its bytes are text holding the control character U+00\(hex.count < 2 ? "0" : "")\(hex) (byte \(control + 1) of \(data.count)), which no payload text holds; if the bytes are meant, name the form \(form.rawValue) and convert them to hex, base64 or nsdata")
      }
      return nil
    }
  }

  /// Valid UTF-8 without control characters other than tab, CR and LF.
  static func isReadable(_ data: [UInt8]) -> Bool {
    guard !data.isEmpty else { return false }
    let valid = data.withUnsafeBufferPointer { CaptureText.firstInvalidUTF8($0) } == nil
    return valid && !data.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }
  }
}
