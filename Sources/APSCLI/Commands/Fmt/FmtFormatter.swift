import APSKit

/// Formats JSON texts into a byte buffer, reporting syntax errors, repeated keys and byte order marks on
/// standard error as `file:line:column:` diagnostics with the source line and a caret.
struct FmtFormatter {
  let printer: JSONPrinter
  let allowDuplicates: Bool
  let diagnostics: OutputSink
  /// Whether notes (a skipped byte order mark) are printed; -q turns them off.
  var notes = true
  /// The one reader, reused by every input so a JSON Lines record allocates nothing.
  private var tape = JSONTape()

  init(printer: JSONPrinter, allowDuplicates: Bool, diagnostics: OutputSink) {
    self.printer = printer
    self.allowDuplicates = allowDuplicates
    self.diagnostics = diagnostics
  }

  /// Appends the formatted `source` and a newline to `out`; false (nothing appended) when it is rejected.
  /// `lineNumber` is the JSON Lines line `source` came from, so messages point into the whole file.
  mutating func format(
    _ source: UnsafeBufferPointer<UInt8>, name: String, lineNumber: Int? = nil, into out: inout [UInt8]
  ) -> Bool {
    guard scanned(source, name: name, lineNumber: lineNumber) else { return false }
    printer.write(rootOf: tape, into: &out)
    out.append(UInt8(ascii: "\n"))
    return true
  }

  /// Writes the formatted `source` and a newline to `sink` as it is produced, in bounded pieces
  /// (a 60 MB document under `--ascii` never holds its whole output in memory); false
  /// (nothing written) when it is rejected.
  mutating func format(_ source: UnsafeBufferPointer<UInt8>, name: String, to sink: OutputSink) -> Bool {
    guard scanned(source, name: name, lineNumber: nil) else { return false }
    let printer = self.printer
    tape.withRoot { printer.write($0) { sink.write($0) } }
    sink.write(byte: UInt8(ascii: "\n"))
    return true
  }

  /// Scans `source`, reporting a syntax error, repeated keys or a byte order mark; true when it
  /// can be printed.
  private mutating func scanned(_ source: UnsafeBufferPointer<UInt8>, name: String, lineNumber: Int?) -> Bool {
    do throws(JSONParseError) {
      try tape.scan(source)
    } catch {
      let (message, hint) = error.explained(consideringCapturesIn: source)
      report(message, hint: hint, at: error.location, in: source, name: name, lineNumber: lineNumber)
      return false
    }
    if !allowDuplicates {
      let duplicates = tape.duplicateKeys
      if !duplicates.isEmpty {
        // Quiet (-q): the first of a document's repeated keys and how many more, as jq stops at a
        // document's first error; otherwise each, so that all can be fixed in one pass.
        for duplicate in notes ? duplicates[...] : duplicates.prefix(1) {
          let more = notes ? 0 : duplicates.count - 1
          report(duplicateMessage(duplicate, lineNumber: lineNumber, more: more), at: duplicate.location, in: source, name: name, lineNumber: lineNumber)
        }
        return false
      }
    }
    if tape.hadByteOrderMark && notes {
      diagnostics.write(DiagnosticText(file: name, line: lineNumber ?? 1, column: 1, level: .note, message: "skipped a UTF-8 byte order mark").rendered)
    }
    return true
  }

  /// Formats every non-blank line of `input` as one JSON text, into `out`. With a `flushThreshold`,
  /// `out` goes to `sink` whenever it grows past it (and at the end), and reading stops once the sink's
  /// reader has gone; without one, `out` collects everything. Returns false when any line was rejected.
  mutating func formatLines(
    _ input: ByteSource, name: String, into out: inout [UInt8], flushingTo sink: OutputSink? = nil,
    flushThreshold: Int = 1 << 16
  ) throws -> Bool {
    var allFormatted = true
    try input.forEachLine { line, number in
      let formatted = line.withUnsafeBufferPointer { buffer -> Bool in
        guard !Self.isBlank(buffer) else { return true }
        return format(buffer, name: name, lineNumber: number, into: &out)
      }
      if !formatted { allFormatted = false }
      guard let sink, out.count >= flushThreshold else { return true }
      sink.write(out)
      out.removeAll(keepingCapacity: true)
      return !sink.isClosed
    }
    if let sink, !out.isEmpty {
      sink.write(out)
      out.removeAll(keepingCapacity: true)
    }
    return allFormatted
  }

  private func duplicateMessage(_ duplicate: JSONDuplicateKey, lineNumber: Int?, more: Int = 0) -> String {
    var quoted: [UInt8] = []
    var key = duplicate.key
    _ = key.withUTF8 { JSONStringEscaper.write($0, into: &quoted) }
    let object = duplicate.objectPointer.tokens.isEmpty ? "the top-level object" : duplicate.objectPointer.description
    let first = Self.shifted(duplicate.firstLocation, lineNumber: lineNumber)
    let others = more > 0 ? ", and \(more) more repeated key\(more == 1 ? "" : "s") in this document" : ""
    return "duplicate key \(String(decoding: quoted, as: UTF8.self)) in \(object) (first at \(first))\(others); "
      + "remove one, or pass --allow-duplicates to keep both"
  }

  private func report(
    _ message: String, hint: Hint? = nil, at location: SourceLocation, in source: UnsafeBufferPointer<UInt8>, name: String,
    lineNumber: Int?
  ) {
    let shown = Self.shifted(location, lineNumber: lineNumber)
    let diagnostic = DiagnosticText(file: name, line: shown.line, column: shown.column, message: message, hint: hint?.description)
    diagnostics.write(diagnostic.withExcerpt(at: shown, in: source).rendered)
  }

  /// A location inside one JSON Lines line, as a line of the whole file (the excerpt still uses the offset).
  private static func shifted(_ location: SourceLocation, lineNumber: Int?) -> SourceLocation {
    guard let lineNumber else { return location }
    var moved = location
    moved.line += lineNumber - 1
    return moved
  }

  private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line where byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
    return true
  }
}
