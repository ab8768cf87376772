/// Reads what printers print for a collection into a `JSONValue`: `NSLog(@"%@", userInfo)` or
/// lldb's `po` of an NSDictionary/NSArray (the old-style property-list look of CoreFoundation's
/// `CFOldStylePList.c`), Swift, Dart and JavaScript consoles, each a `PrinterTable` row read by
/// `parsePrinted`.
///
/// A description cannot tell the string "1111" from the number 1111: bare tokens that are JSON
/// numbers become numbers (every digit kept), bare `true`/`false` booleans, `"<null>"` null;
/// `stringsOnly` keeps every scalar a string instead. Data values (`<7b22…>`, `{length = …}`)
/// become their UTF-8 text. The ambiguous guesses are reported as notes.
struct DescriptionParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index: Int
  let stringsOnly: Bool
  /// Keep a key repeated in one dictionary instead of failing.
  var allowDuplicates = false
  var path: [String] = []
  var notes: [CaptureNote] = []
  var depth = 0
  /// The provider recognised on a first reading: its schema types unquoted scalars.
  var vendor: PushVendor?
  /// Things only JavaScript prints (a bare key, `'…'`, `undefined`, `Object {`): without one, a
  /// JSON-looking text is JSON and gets JSON's error, not a lenient reading.
  var javascriptMarks = 0
  /// `looksRaw`'s measures, shared by a scan's starts (nil: measured for this reading).
  var rawGroups: RawGroups?
  /// Keys read so far: a reading that failed after one is a capture that went wrong, not log text.
  var keysSeen = 0
  /// The collection is a literal in Swift source (`let userInfo: [AnyHashable: Any] = [`): a bare
  /// name is a variable the text does not hold, and `#"…"#` is a raw string.
  var swiftSource = false
  /// The collection stands inside Swift's `Optional(…)`: `])` may end it.
  var optionalWrapped = false
  /// The literal's first key was a plain name in single quotes: a source literal, whose other keys may be so too.
  var quotedKeyLiteral = false
  /// A server printer is reading an entry's value (not a list element): Go's %v checks that the
  /// next entry follows.
  var serverEntryValue = false
  /// A `=>` was read: the text is Ruby (or PHP), where `"alert": ` in source is a symbol key too.
  var arrowSeen = false
  /// Spellings JSON never uses (a `'…'` string, a literal such as `True` or `None`): a row that
  /// reads JSON's own spelling too (`ServerSpelling.needsOwnSpelling`) must have seen one.
  var ownSpellings = 0
  /// The type chosen for each unquoted scalar, reported after the other notes.
  var guesses = ScalarGuesses()
  /// The first comment that says the text is no whole payload (an elision, a schema's alternatives), and where it starts.
  var commentMark: (mark: CommentMark, start: Int)?
  static let maximumDepth = 256
  /// The compact JSON of what the printers' grammar has read, with its tape, written as it reads.
  var output = JSONTapeWriter()
  /// Notes come in source order, so one forward scan places them all (no rescans per note).
  private var tracker: LocationTracker

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, stringsOnly: Bool) {
    self.bytes = bytes
    self.index = start
    self.stringsOnly = stringsOnly
    self.tracker = LocationTracker(bytes: bytes)
  }

  /// An error position, counted only if the error is kept (see `SourceLocation.pending`).
  func location(_ offset: Int) -> SourceLocation { .pending(offset) }

  /// The location of a note at `offset`.
  mutating func noteLocation(_ offset: Int) -> SourceLocation { tracker.location(of: offset) }
  var pointer: JSONPointer { JSONPointer(tokens: path) }
  var atEnd: Bool { index >= bytes.count }

  func truncated(_ expected: String, openedAt: Int?) -> CaptureError {
    .truncated(expected: expected, openedAt: openedAt.map(location), endsAt: location(bytes.count))
  }

  func unexpected(_ expected: String) -> CaptureError {
    .unexpected(character: CaptureText.describe(bytes, at: index), expected: expected, at: location(index))
  }

  /// Skips whitespace (incl. U+2028/U+2029) and `//`, `/* */` comments.
  mutating func skipSpace() throws(CaptureError) {
    while index < bytes.count {
      let byte = bytes[index]
      if CaptureText.isSpace(byte) {
        index += 1
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        index += 3
      } else if let width = CaptureText.invisibleSpaceWidth(bytes, at: index) {
        index += width
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        noteComment(start: start, text: (start + 2)..<index)
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        let start = index
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        guard index + 1 < bytes.count else { throw truncated("'*/' closing the comment", openedAt: start) }
        noteComment(start: start, text: (start + 2)..<index)
        index += 2
      } else {
        return
      }
    }
  }

  /// The one duplicate-key rule: a repeat is an error naming both positions unless allowed.
  mutating func noteKey(_ key: String, at offset: Int, seen: inout SeenKeys) throws(CaptureError) {
    keysSeen += 1
    if let first = seen.offset(of: key), !allowDuplicates {
      throw .duplicateKey(key: CaptureText.abbreviated(key), first: location(first), at: location(offset))
    }
    seen.add(key, at: offset)
  }

  /// NSData inside a description: its UTF-8 text when it has one, else its hex (noted).
  mutating func parseData() throws(CaptureError) -> JSONValue {
    let start = index
    let read = try DataDescriptionReader(bytes: bytes).read(at: index)
    index = read.end
    let valid = read.data.withUnsafeBufferPointer { CaptureText.firstInvalidUTF8($0) } == nil
    if valid {
      notes.append(CaptureNote(
        "NSData (\(read.data.count) bytes) read as its UTF-8 text", pointer: pointer, location: noteLocation(start)))
      return .string(String(decoding: read.data, as: UTF8.self))
    }
    notes.append(CaptureNote(
      "NSData (\(read.data.count) bytes) is not UTF-8 text; kept as a hex string", pointer: pointer,
      location: noteLocation(start)))
    return .string(CaptureHex.plain(read.data))
  }
}
