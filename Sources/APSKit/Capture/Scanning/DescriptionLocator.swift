/// Finds where a description starts in a pasted log (after the NSLog timestamp and process
/// prefix, `(lldb) po userInfo`, a label such as `收到通知(推送):`) and parses it from there.
struct DescriptionLocator {
  let bytes: UnsafeBufferPointer<UInt8>
  let stringsOnly: Bool
  var allowDuplicates = false
  var vendor: PushVendor? = nil
  /// Enough to get past any prefix; a capture with more stray brackets is not a description.
  static let maximumCandidates = 16

  /// Offsets where a description may start: every `{`, and a `(` that ends its line, is
  /// followed by `)`/`{`/`(`/`"`, or starts the input (so `(lldb)` and `(推送)` are skipped).
  func candidates() -> [Int] {
    var result: [Int] = []
    var index = 0
    let start = CaptureText.trimmed(bytes, 0..<bytes.count).lowerBound
    while index < bytes.count, result.count < Self.maximumCandidates {
      let byte = bytes[index]
      if byte == UInt8(ascii: "{") {
        result.append(index)
      } else if byte == UInt8(ascii: "(") {
        var next = index + 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        let isLLDB = DataDescriptionReader(bytes: bytes).matches("(lldb)", at: index)
        if !isLLDB && index == start || next >= bytes.count
          || [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "("),
            UInt8(ascii: "\"")].contains(bytes[next])
        {
          result.append(index)
        }
      }
      index += 1
    }
    return result
  }

  /// Parses the first candidate that reads to a complete value. A candidate inside the span an
  /// earlier one failed on is never tried (that would return a fragment of a cut-off capture).
  func parseDescription() throws(CaptureError) -> (JSONText, [CaptureNote]) {
    var firstError: CaptureError?
    var failedUpTo = -1
    for start in candidates() where start > failedUpTo {
      var parser = DescriptionParser(bytes: bytes, start: start, stringsOnly: stringsOnly)
      parser.allowDuplicates = allowDuplicates
      parser.vendor = vendor
      do {
        try parser.writeWhole(.darwin)
        parser.finishNotes()
        var notes = parser.notes
        notes.append(contentsOf: surroundingNotes(start: start, end: parser.index))
        return (JSONText(writing: &parser.output), notes)
      } catch {
        if firstError == nil { firstError = error }
        if case .truncated = error { break }
        if case .duplicateKey = error { break }
        failedUpTo = error.location?.offset ?? bytes.count
      }
    }
    throw elisionOr(firstError ?? .notInForm(form: "nslog", reason: "no '{' or '(' starts a description"))
  }

  /// Parses Swift's `print` form starting at the first `[AnyHashable(` (or `["`, `[:]`).
  func parseSwiftPrint() throws(CaptureError) -> (JSONValue, [CaptureNote]) {
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    if let start = ByteWords.firstIndex(of: ["[AnyHashable("], in: bytes, range: whole)
      ?? ByteWords.firstIndex(of: ["[\"", "[:]"], in: bytes, range: whole)
      ?? (whole.isEmpty || bytes[whole.lowerBound] != UInt8(ascii: "[") ? nil : whole.lowerBound)
    {
      var parser = DescriptionParser(bytes: bytes, start: start, stringsOnly: stringsOnly)
      parser.allowDuplicates = allowDuplicates
      parser.vendor = vendor
      do {
        let value = try parser.parseSwiftCollection()
        parser.finishNotes()
        return (value, parser.notes + surroundingNotes(start: start, end: parser.index))
      } catch {
        throw elisionOr(error)
      }
    }
    let text = String(decoding: bytes[whole], as: UTF8.self)
    if text.hasSuffix(" bytes"), let count = Int(text.dropLast(6)) {
      throw .swiftDataDescription(count: count, at: SourceLocation.of(offset: whole.lowerBound, in: bytes))
    }
    throw .notInForm(form: "swift", reason: "no '[AnyHashable(' or '[\"' starts a Swift dictionary")
  }

  private func surroundingNotes(start: Int, end: Int) -> [CaptureNote] {
    var notes: [CaptureNote] = []
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    if start > whole.lowerBound {
      let prefix = String(decoding: bytes[whole.lowerBound..<start], as: UTF8.self)
      let shown = prefix.count > 60 ? String(prefix.prefix(57)) + "…" : prefix
      notes.append(CaptureNote("skipped the prefix \(shown.debugDescription)"))
    }
    if end < whole.upperBound {
      notes.append(CaptureNote(
        "ignored text after the description", location: SourceLocation.of(offset: end, in: bytes)))
    }
    return notes
  }

  /// os_log's `<…>` marker anywhere means the message was cut: say that instead of the symptom.
  private func elisionOr(_ error: CaptureError) -> CaptureError {
    let marker: [UInt8] = [UInt8(ascii: "<"), 0xE2, 0x80, 0xA6, UInt8(ascii: ">")]
    var index = 0
    while index + marker.count <= bytes.count {
      if bytes[index] == marker[0], Array(bytes[index..<index + marker.count]) == marker {
        return .elided(at: SourceLocation.of(offset: index, in: bytes))
      }
      index += 1
    }
    return error
  }
}
