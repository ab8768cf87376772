/// Reads what lldb's `po userInfo` (Swift's `dump`) prints for a Swift `[AnyHashable: Any]`:
///
///     ▿ 3 elements
///       ▿ 0 : 2 elements
///         ▿ key : AnyHashable("gcm.message_id")
///           - value : "gcm.message_id"
///         - value : 0:1513569869182170%389b04e1389b04e1
///       ▿ 1 : 2 elements
///         ▿ key : AnyHashable("aps")
///           - value : "aps"
///         ▿ value : 1 element
///           ▿ 0 : 2 elements
///             - key : alert
///             - value : hello
///
/// The shape comes from public captures pasted into code comments, e.g.
/// https://github.com/search?q=%22%E2%96%BF+key+%3A+AnyHashable%22&type=code — "(lldb) po userInfo
/// ▿ 3 elements ▿ 0 : 2 elements ▿ key : AnyHashable("gcm.message_id") - value : "gcm.message_id"
/// - value : 0:1513569869182170%389b04e1389b04e1" (a Firebase sample) and "▿ Optional<Dictionary<
/// AnyHashable, Any>> ▿ some : 6 elements" (a Photos `info` dump). Swift's `dump` writes `▿` before
/// a value with children, `-` before one without and `▹` when `maxDepth` cut it
/// (https://github.com/swiftlang/swift/blob/main/stdlib/public/core/Dump.swift). Pasted dumps often
/// lose their indentation, so the tree is rebuilt from the `N elements` counts, not the spaces.
/// Swift `String`s print quoted; NSString values of a bridged `userInfo` print raw, so an
/// unquoted value is typed like a description's bare token (`ScalarSchema`), with a note.
/// This is the layout of `PrinterTable.swiftDump`: indented lines instead of brackets; the values
/// are read over the shared grammar by `SwiftDumpValueBuilder`.
struct SwiftDumpReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let stringsOnly: Bool
  let allowDuplicates: Bool
  var vendor: PushVendor?

  enum Marker { case open, leaf, collapsed }

  struct Line {
    var marker: Marker
    var label: String?
    var summary: String
    /// Offsets of the marker and of the summary in the input.
    var offset: Int
    var summaryOffset: Int
    var indent: Int
  }

  final class Node {
    var line: Line
    var children: [Node] = []
    /// Extra lines of a multi-line string value.
    var continuation: [String] = []
    init(_ line: Line) { self.line = line }
  }

  private static let open: [UInt8] = [0xE2, 0x96, 0xBF]  // ▿
  private static let collapsed: [UInt8] = [0xE2, 0x96, 0xB9]  // ▹

  /// Whether `bytes` hold a dump: a line starting `▿ ` that counts elements or wraps an Optional.
  static func looksLikeDump(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    // Only the first lines are asked: a log's every line is never split (detection asks of every input).
    var start = 0
    for _ in 0..<400 where start < bytes.count {
      let newline = ByteWords.firstIndex(of: UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: bytes, from: start, to: bytes.count)
      let end = newline < bytes.count && newline > start && bytes[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
      let line = start..<end
      start = newline + 1
      guard let parsed = parse(line, in: bytes), parsed.marker == .open else { continue }
      return elementCount(parsed.summary) != nil || parsed.summary.hasPrefix("Optional<")
        || parsed.summary.hasPrefix("AnyHashable(")
    }
    return false
  }

  /// The byte ranges of the input's lines (without the line break).
  static func lines(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
      let end = index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
      result.append(start..<end)
      start = index + 1
    }
    if start < bytes.count { result.append(start..<bytes.count) }
    return result
  }

  /// `  ▿ label : summary` / `- summary`; nil when the line has no dump marker.
  static func parse(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Line? {
    var index = range.lowerBound
    // A dump pasted into comments (`// ▿ 3 elements`, ` * - value : …`): the marker is a prefix.
    if let comment = LineView.markerRange(bytes, range.lowerBound), comment.upperBound < range.upperBound {
      index = comment.upperBound
    }
    while index < range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    let indent = index - range.lowerBound
    let marker: Marker
    var after = index
    if endsInElements(bytes, index..<range.upperBound), elementCount(String(decoding: bytes[index..<range.upperBound], as: UTF8.self)) != nil {
      // The root `▿ 3 elements` whose `▿` was lost in the paste: the count still opens the tree.
      return Line(marker: .open, label: nil, summary: String(decoding: bytes[index..<range.upperBound], as: UTF8.self),
        offset: index, summaryOffset: index, indent: indent)
    }
    if matches(open, bytes, at: index, end: range.upperBound) {
      marker = .open
      after += 3
    } else if matches(collapsed, bytes, at: index, end: range.upperBound) {
      marker = .collapsed
      after += 3
    } else if index < range.upperBound, bytes[index] == UInt8(ascii: "-") {
      marker = .leaf
      after += 1
    } else {
      return nil
    }
    guard after < range.upperBound, bytes[after] == UInt8(ascii: " ") else { return nil }
    after += 1
    let text = String(decoding: bytes[after..<range.upperBound], as: UTF8.self)
    var line = Line(marker: marker, label: nil, summary: text, offset: index, summaryOffset: after, indent: indent)
    // `label : summary`: labels are child names (`0`, `key`, `value`, `some`), never spaced.
    if let separator = text.firstRange(of: " : ") {
      let label = text[..<separator.lowerBound]
      if !label.isEmpty, !label.contains(" "), !label.contains("\"") {
        line.label = String(label)
        line.summary = String(text[separator.upperBound...])
        line.summaryOffset = after + text.utf8.distance(from: text.startIndex, to: separator.upperBound)
      }
    } else if text.hasSuffix(" :") {
      line.label = String(text.dropLast(2))
      line.summary = ""
      line.summaryOffset = range.upperBound
    }
    return line
  }

  private static func matches(_ pattern: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
    guard index + pattern.count <= end else { return false }
    return (0..<pattern.count).allSatisfy { bytes[index + $0] == pattern[$0] }
  }

  /// Whether the text in `range` ends (before spaces) in `element` or `elements`, which
  /// `elementCount` needs: most lines of a log are not split into words for nothing.
  private static func endsInElements(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    var end = range.upperBound
    while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
    if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "s") { end -= 1 }
    // Compared from the literal's bytes: asked of every line of a text that detection tries.
    return end - range.lowerBound >= 7 && ByteWords.matches("element", in: bytes, at: end - 7)
  }

  /// Whether a line of `bytes` may open a dump (`parse` gives `.open` only to a line with `▿` in it or
  /// one that ends in `element` or `elements`), found with byte searches instead of parsing each line.
  private static func mayOpen(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if ByteWords.firstIndex(of: ["\u{25BF}"], in: bytes, range: 0..<bytes.count) != nil { return true }
    var start = 0
    while start < bytes.count {
      let newline = ByteWords.firstIndex(of: UInt8(ascii: "\n"), or: UInt8(ascii: "\n"), in: bytes, from: start, to: bytes.count)
      let end = newline < bytes.count && newline > start && bytes[newline - 1] == UInt8(ascii: "\r") ? newline - 1 : newline
      if endsInElements(bytes, start..<end) { return true }
      start = newline + 1
    }
    return false
  }

  /// `3 elements` / `1 element` → the count.
  static func elementCount(_ summary: String) -> Int? {
    let parts = summary.split(separator: " ")
    guard parts.count == 2, parts[1] == "elements" || parts[1] == "element" else { return nil }
    return Int(parts[0])
  }

  func location(_ offset: Int) -> SourceLocation { SourceLocation.of(offset: offset, in: bytes) }

  /// Reads the dump: the value and the notes (type guesses, skipped prefix, multi-line values).
  func read() throws(CaptureError) -> (JSONValue, [CaptureNote]) {
    let noDump = CaptureError.notInForm(form: "swift-dump", reason: "no '▿ N elements' line starts a Swift dump")
    // A text with no line that may open a dump (a log that detection tries) is not split into lines.
    guard Self.mayOpen(bytes) else { throw noDump }
    let ranges = Self.lines(bytes)
    guard let first = ranges.firstIndex(where: { Self.parse($0, in: bytes)?.marker == .open }) else { throw noDump }
    var notes: [CaptureNote] = []
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    if ranges[first].lowerBound > whole.lowerBound {
      let prefix = String(decoding: bytes[whole.lowerBound..<ranges[first].lowerBound], as: UTF8.self)
      notes.append(CaptureNote("skipped the prefix \(CaptureText.abbreviated(prefix.trimmingSpace()).debugDescription)"))
    }
    var cursor = first
    let root = try node(ranges, &cursor, notes: &notes)
    // A lone `*/` closes the comment the dump was pasted in: it is no text after the dump.
    let rest = ranges[cursor...].filter { range in
      let trimmed = CaptureText.trimmed(bytes, range)
      return !trimmed.isEmpty && String(decoding: bytes[trimmed], as: UTF8.self) != "*/"
    }
    if let extra = rest.first {
      notes.append(CaptureNote("ignored text after the dump", location: location(extra.lowerBound)))
    }
    var builder = SwiftDumpValueBuilder(reader: self)
    let (value, built) = try builder.read(root)
    return (value, notes + built)
  }

  /// The node at `cursor` with its children (by their count, or by indentation when the line
  /// does not say how many children it has).
  private func node(
    _ ranges: [Range<Int>], _ cursor: inout Int, notes: inout [CaptureNote], depth: Int = 0
  ) throws(CaptureError) -> Node {
    guard depth <= DescriptionParser.maximumDepth else {
      throw .incompleteDump(
        reason: "more than \(DescriptionParser.maximumDepth) nested levels", at: location(ranges[cursor].lowerBound))
    }
    guard let line = Self.parse(ranges[cursor], in: bytes) else {
      throw .unexpected(
        character: CaptureText.describe(bytes, at: ranges[cursor].lowerBound), expected: "a dump line ('▿ …' or '- …')",
        at: location(ranges[cursor].lowerBound))
    }
    let node = Node(line)
    cursor += 1
    switch line.marker {
    case .collapsed:
      throw .incompleteDump(
        reason: "'▹' marks a value dump did not expand (its depth limit); print it with po again or log the JSON",
        at: location(line.offset))
    case .leaf:
      // A multi-line string value continues on lines without a marker.
      while cursor < ranges.count, Self.parse(ranges[cursor], in: bytes) == nil {
        let text = String(decoding: bytes[ranges[cursor]], as: UTF8.self)
        // `(lldb)` starts the next command; `*/` closes the comment the dump was pasted in.
        if text.hasPrefix("(lldb)") || text.trimmingSpace().hasPrefix("*/") { break }
        if text.trimmingSpace().hasPrefix("(") && text.contains(" more child") {
          throw .incompleteDump(reason: "dump left children out (\(CaptureText.abbreviated(text.trimmingSpace())))", at: location(ranges[cursor].lowerBound))
        }
        node.continuation.append(text)
        cursor += 1
      }
      // Blank lines at the very end are not part of the value.
      while node.continuation.last?.trimmingSpace().isEmpty == true { node.continuation.removeLast() }
      if !node.continuation.isEmpty {
        notes.append(CaptureNote(
          "a value spans \(node.continuation.count + 1) lines: read as one string with line breaks",
          location: location(line.offset)))
      }
    case .open:
      let count: Int? = Self.elementCount(line.summary)
        ?? (line.summary.hasPrefix("AnyHashable(") || line.summary.hasPrefix("Optional<") || line.summary.hasPrefix("Optional(") ? 1 : nil)
      if let count {
        // Blank lines between entries are skipped; running out of lines first is a cut capture.
        while node.children.count < count {
          guard cursor < ranges.count else {
            let shown = CaptureText.abbreviated((line.label.map { $0 + " : " } ?? "") + line.summary)
            throw .truncated(
              expected: "\(count - node.children.count) more of the \(count) children of '▿ \(shown)'",
              openedAt: location(line.offset), endsAt: location(bytes.count))
          }
          if CaptureText.trimmed(bytes, ranges[cursor]).isEmpty { cursor += 1; continue }
          node.children.append(try self.node(ranges, &cursor, notes: &notes, depth: depth + 1))
        }
      } else {
        // Unknown count: the children are the following lines indented deeper.
        while cursor < ranges.count, let next = Self.parse(ranges[cursor], in: bytes), next.indent > line.indent {
          node.children.append(try self.node(ranges, &cursor, notes: &notes, depth: depth + 1))
        }
        if node.children.isEmpty {
          throw .incompleteDump(
            reason: "'\(CaptureText.abbreviated(line.summary))' is not a dictionary, array, string or number; "
              + "log the payload as JSON instead", at: location(line.offset))
        }
      }
    }
    return node
  }
}

extension PrinterTable {
  /// lldb's `po` of a Swift dictionary (Swift's `dump`): `▿ 3 elements`, each entry a `▿ 0 : 2
  /// elements` line over its `▿ key : AnyHashable("aps")` and `- value : …` lines. Strings print
  /// in Swift's quotes with its escapes, other scalars bare (typed by the key's schema, like every
  /// printer's); a Swift `Bool` prints `true`. Read by `SwiftDumpValueBuilder`.
  static let swiftDump = PrinterTable(
    form: .swiftDump, name: "Swift dump (▿ N elements)", quotes: [UInt8(ascii: "\"")])
}
