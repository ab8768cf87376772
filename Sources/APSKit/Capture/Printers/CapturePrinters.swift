/// What one printer made of the text at a candidate start: a value and where it ended, or why
/// not, and whether it had read a key first (then it was a capture that went wrong, not log text).
enum PrinterReading {
  case read(Capture, end: Int)
  case failed(CaptureError, committed: Bool)
}

/// What the scanner measured once at a start for all its printers (from passes over the whole
/// text, so that no start searches to the end of what follows it).
struct StartMeasures {
  /// `CaptureReader.jsonSpanEnd` from the start.
  var spanEnd: Int?
  /// The first byte after the start's that is neither a space nor `{` (`runEnd(bytes, from:)`).
  var runEnd: Int
  /// Shared by the scan's starts (see `RawGroups`).
  var rawGroups: RawGroups?
}

/// The JavaScript reading's refusal at a cut mark, shared with the readings after it at one start.
private final class CutMark {
  var reading: PrinterReading?
}

extension CaptureReader {
  /// Every printer that can start at `start`, most specific first: JSON, NSData, the Darwin
  /// description, Swift's print (modern, then 2/3), JavaScript, Dart, Java. `vendor` types unquoted scalars.
  /// `measured`: what the caller measured at `start` already (the scanner); nil measures it here.
  func readings(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, vendor given: PushVendor? = nil, measured: StartMeasures? = nil
  ) -> [() -> PrinterReading] {
    let vendor = given ?? self.vendor
    let reader = DataDescriptionReader(bytes: bytes)
    switch bytes[start] {
    case UInt8(ascii: "{"):
      if reader.isModernDescription(at: start) { return [{ readData(bytes, at: start) }] }
      if start > 0, bytes[start - 1] == UInt8(ascii: "@") {
        return [{ readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in
            try parser.writeWhole(.objcLiteral)
            parser.skipStatementEnd()
            parser.notes.append(CaptureNote("an Objective-C dictionary literal (@{…}) in source: read as the dictionary it builds"))
            return .nslog
          } }]
      }
      // A Go struct's composite literal (`buford.Payload{Alert: …}`): only Go's reading, which keeps its
      // `Payload` field; the quoteless printers would take its field names and calls for a printed map.
      if PrinterTable.followsGoStructType(bytes, at: start) { return serverReadings(bytes, at: start, vendor: vendor, measured: measured, goStruct: true) }
      // JSON inside a source string literal (`"{\"aps\":…}"`, C#'s `@"{""aps"":…}"`) is that JSON.
      // … and the same JSON pasted without the literal's quotes (`{\"aps\":…}`).
      let literal: [() -> PrinterReading] = StringLiteralRow.row(bytes, at: start).map { row in [{ readStringLiteral(bytes, at: start, row) }] }
        ?? (EscapedJSONWithoutQuotes.starts(bytes, at: start) ? [{ readEscapedJSON(bytes, at: start) }] : [])
      // A console's mark of a cut depth (`[Object]`, `[Array]`) ends the reading: Dart and Java,
      // which quote nothing, would read the console's text whole, quotes and marks as strings.
      let cut = CutMark()
      // Python's repr before JavaScript's literal, which reads `{'key': 'value'}` the same.
      let python = PrinterTable.looksLikePython(bytes, at: start)
      return literal + [
        { readJSON(bytes, at: start, measured: measured) },
        { readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in try parser.writeWhole(.darwin, as: .nslog) } },
      ] + (python ? [serverReading(.python, bytes, at: start, vendor: vendor, measured: measured)] : []) + [
        {
          let reading = readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in try parser.writeWhole(.javascript, as: .javascript) }
          // A template literal's `${…}` too: Dart's reading would take the code's text for the value.
          switch reading {
          case .failed(.elided, committed: true), .failed(.unexpected(character: "'${'", expected: _, at: _), committed: true): cut.reading = reading
          default: break
          }
          return reading
        },
      ] + serverReadings(bytes, at: start, vendor: vendor, measured: measured) + [
        { cut.reading ?? Self.notCallArgument(bytes, at: start, readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in try parser.writeWhole(.dart, as: .dart) }) },
        { cut.reading ?? Self.notCallArgument(bytes, at: start, readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in let map = try parser.parseJavaMap(); return parser.written(map, as: .dart) }) },
      ]
    case UInt8(ascii: "["):
      if PrinterTable.startsPHPShortArray(bytes, at: start) {
        return [{ readJSON(bytes, at: start, measured: measured) }] + serverReadings(bytes, at: start, vendor: vendor, measured: measured)
      }
      // Swift prints a dictionary as `[AnyHashable(`, `["key": `, `[:]` or (2/3) `[key: `; anything
      // else after `[` (`App[123:456]`, an array) is no notification for Swift's printers.
      guard Self.startsSwiftDictionary(bytes, start) else { return [{ readJSON(bytes, at: start, measured: measured) }] }
      // `let userInfo: [AnyHashable: Any] = [` in Swift source: the first brackets are a type.
      if Self.isSwiftType(bytes, start) { return [] }
      // … or a declaration's value (`let payload = [`): its bare names are variables too.
      let source = Self.followsAssignment(bytes, start) || SourceContext.isDeclarationValue(bytes, start: start)
      // Swift 2/3's print writes bare strings: in source, bare names are variables, so only the modern reading.
      let legacy: [() -> PrinterReading] = source ? [] : [
        { readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in try parser.writeWhole(.swiftLegacy, as: .swift) } }
      ]
      return [
        { readJSON(bytes, at: start, measured: measured) },
        { readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in
            parser.swiftSource = source
            parser.optionalWrapped = start >= 9 && reader.matches("Optional(", at: start - 9)
            let collection = try parser.parseSwiftCollection()
            return parser.written(collection, as: .swift)
          } },
      ] + legacy
    case UInt8(ascii: "%"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "o"), UInt8(ascii: "s"), UInt8(ascii: "m"), UInt8(ascii: "M"):
      return serverReadings(bytes, at: start, vendor: vendor, measured: measured)
    case UInt8(ascii: "O"):
      return [{ readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in try parser.writeWhole(.javascript, as: .javascript) } }]
    case UInt8(ascii: "<"):
      if reader.matches("<private>", at: start) {
        return [{ .failed(.redacted(at: .pending(start)), committed: true) }]
      }
      if let object = ObjectDescription.at(bytes, start) { return [{ object.reading(bytes, reader: self, vendor: vendor) }] }
      return [{ readData(bytes, at: start) }]
    default:
      return []
    }
  }

  /// The server-side printers whose container opens at `start` (each looked for cheaply first).
  private func serverReadings(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, vendor: PushVendor?, measured: StartMeasures?, goStruct: Bool = false
  ) -> [() -> PrinterReading] {
    var tables: [PrinterTable] = []
    // Rows whose opener stands before the `{` (C#'s `new`, a Go struct's type name), read from it.
    var braced: [(PrinterTable, ServerSpelling.Kind)] = []
    switch bytes[start] {
    case UInt8(ascii: "{") where goStruct:
      braced = [(.go, .fields)]
    case UInt8(ascii: "{"):
      if PrinterTable.looksLikeRuby(bytes, at: start) { tables.append(.ruby) }
      if PrinterTable.looksLikePerl(bytes, at: start) { tables.append(.perl) }
      if PrinterTable.followsCSharpNew(bytes, at: start) { braced.append((.csharp, .dictionary)) }
      if PrinterTable.followsGoStructType(bytes, at: start) { braced.append((.go, .fields)) }
    case UInt8(ascii: "%"): tables = [.elixir]
    case UInt8(ascii: "M"): tables = [.java]
    case UInt8(ascii: "m"): tables = PrinterTable.startsKotlinMap(bytes, at: start) ? [.kotlin] : [.go, .goPlain]
    default: tables = PrinterTable.phpTables(bytes, at: start)
    }
    return tables.map { serverReading($0, bytes, at: start, vendor: vendor, measured: measured) } + braced.map { table, kind in
      { readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in
          guard let spelling = table.server else { throw .notInForm(form: table.form.rawValue, reason: "no spelling") }
          let braces = try parser.parseServerBraces(table, spelling, kind: kind)
          return parser.written(braces, as: table.form)
        } }
    }
  }

  /// A reading of a printer that quotes nothing (Dart's and Java's map prints), unless it is a call's
  /// argument in source code (`run({request: handler})`): those printers write to a log, never inside
  /// a call, so there the bare values are variables, and the text is no capture.
  /// The same for the value of a declaration (`const payload = { aps: { alert: title } };`): there the bare
  /// values are variables too.
  static func notCallArgument(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, _ reading: PrinterReading) -> PrinterReading {
    guard case .read(_, let end) = reading else { return reading }
    if SourceContext.isCallWrapped(bytes, start: start, end: end) {
      return .failed(.notInForm(form: "dart", reason: "a call's argument in source code, not a printed map"), committed: false)
    }
    if SourceContext.isDeclarationValue(bytes, start: start) {
      return .failed(.notInForm(form: "dart", reason: "a declaration's value in source code, not a printed map"), committed: false)
    }
    return reading
  }

  /// One server-side printer's reading at `start`, its container opened there.
  private func serverReading(
    _ table: PrinterTable, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, vendor: PushVendor?, measured: StartMeasures?
  ) -> () -> PrinterReading {
    { readDescription(bytes, at: start, vendor: vendor, measured: measured) { (parser) throws(CaptureError) in
        guard let spelling = table.server else { throw .notInForm(form: table.form.rawValue, reason: "no spelling") }
        // Without a spelling of its own, the text is JSON (read, or failed, by JSON's row): no
        // reading of this row, whether it ended or stopped (JSON's error is the answer).
        let json = CaptureError.notInForm(form: table.form.rawValue, reason: "nothing only \(table.name) writes (it is JSON)")
        let value: JSONValue
        do throws(CaptureError) {
          value = try parser.parseServer(table, spelling)
        } catch {
          throw spelling.needsOwnSpelling && parser.ownSpellings == 0 ? json : error
        }
        if spelling.needsOwnSpelling, parser.ownSpellings == 0 { throw json }
        return parser.written(value, as: table.form)
      } }
  }

  /// Whether a capture may start at `offset`: `{`, `[`, `<`, pretty-format's `Object {`, or a
  /// server printer's opener.
  static func isCandidate(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    switch bytes[offset] {
    // `${name}` is a template placeholder (JavaScript, shell, Kotlin, a page's prose), no dictionary.
    // `{:name,` is an Elixir/Erlang tuple led by an atom (`{:transport, "ref", %{…}}`), no map.
    case UInt8(ascii: "{"): return (offset == 0 || bytes[offset - 1] != UInt8(ascii: "$")) && !isTuple(bytes, offset) && !opensCode(bytes, offset)
    case UInt8(ascii: "["), UInt8(ascii: "<"): return true
    case UInt8(ascii: "O"): return DataDescriptionReader(bytes: bytes).matches("Object {", at: offset)
    // Java's `Map.of(`.
    case UInt8(ascii: "M"): return PrinterTable.startsJavaMap(bytes, at: offset)
    // The server printers' openers: Elixir's `%{`, PHP's `array`, `Array`, `object(`,
    // `stdClass Object`, Go's `map[` (the second byte first: letters are common in text).
    case UInt8(ascii: "%"):
      return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "{") || DescriptionParser.elixirStructEnd(bytes, from: offset) != nil
    case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "o"), UInt8(ascii: "s"), UInt8(ascii: "m"):
      guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "r") || bytes[offset + 1] == UInt8(ascii: "b")
        || bytes[offset + 1] == UInt8(ascii: "t") || bytes[offset + 1] == UInt8(ascii: "a") || bytes[offset + 1] == UInt8(ascii: "u")
      else { return false }
      let reader = DataDescriptionReader(bytes: bytes)
      switch bytes[offset] {
      case UInt8(ascii: "a"): return reader.matches("array", at: offset)
      case UInt8(ascii: "A"): return reader.matches("Array", at: offset)
      case UInt8(ascii: "o"): return reader.matches("object(", at: offset)
      case UInt8(ascii: "s"): return reader.matches("stdClass Object", at: offset)
      // Go's `map[`; Kotlin's `mapOf(`, `mutableMapOf(`.
      default: return reader.matches("map[", at: offset) || PrinterTable.startsKotlinMap(bytes, at: offset)
      }
    default: return false
    }
  }

  /// Whether `{` at `offset` opens a tuple whose first element is an atom: `{:name,` (a Ruby hash
  /// with symbol keys has `=>` after its first symbol, never `,`).
  static func isTuple(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> Bool {
    var cursor = offset + 1
    guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return false }
    cursor += 1
    let nameStart = cursor
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "_") || (bytes[cursor] | 0x20 >= 0x61 && bytes[cursor] | 0x20 <= 0x7A)
      || (bytes[cursor] >= 0x30 && bytes[cursor] <= 0x39)
    {
      cursor += 1
    }
    return cursor > nameStart && cursor < bytes.count && bytes[cursor] == UInt8(ascii: ",")
  }

  private func readDescription(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, vendor: PushVendor?, measured: StartMeasures?,
    _ body: (inout DescriptionParser) throws(CaptureError) -> CaptureForm
  ) -> PrinterReading {
    var parser = DescriptionParser(bytes: bytes, start: start, stringsOnly: stringsOnly)
    parser.allowDuplicates = allowDuplicates
    parser.vendor = vendor
    parser.rawGroups = measured?.rawGroups
    do {
      let form = try body(&parser)
      if let (mark, at) = parser.commentMark { return .failed(mark.error(at: parser.location(at)), committed: true) }
      if form == .javascript && parser.javascriptMarks == 0 {
        return .failed(.notInForm(form: "js", reason: "nothing only JavaScript prints (it is JSON)"), committed: false)
      }
      parser.finishNotes()
      var capture = Capture(form: form, notes: parser.notes)
      capture.content = .printed(JSONText(writing: &parser.output))
      return .read(capture, end: parser.index)
    } catch {
      if case .duplicateKey = error { return .failed(error, committed: true) }
      // Text in no printer's form (a source literal where a printer quotes nothing) is no failure of its reading.
      if case .notInForm = error { return .failed(error, committed: false) }
      return .failed(error, committed: parser.keysSeen > 0)
    }
  }

  /// What a JSON text holding a Java Map's `toString()` is refused as: that, whichever printer read further
  /// (a description reads `{key1=value1}` as its own entry and fails later, naming the wrong grammar).
  static let javaMapMet = "a Java Map's toString() inside JSON"

  /// The `{` of a Java Map's `toString()` (`{key1=value1}`: "AbstractMap.toString()",
  /// https://docs.oracle.com/javase/8/docs/api/java/util/AbstractMap.html#toString--) where JSON's reading
  /// failed at `offset`: a bare name and `=` right after `{`, as Airship's Cordova plugin passed its extras
  /// ("Android return extras format is {url=xxx.com}", https://github.com/urbanairship/urbanairship-cordova/issues/1).
  static func javaMapInJSON(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    var open = offset
    while open > 0, CaptureText.isSpace(bytes[open - 1]) { open -= 1 }
    guard open > 0, bytes[open - 1] == UInt8(ascii: "{") else { return nil }
    var cursor = offset
    while cursor < bytes.count, DescriptionParser.isWordByte(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".") { cursor += 1 }
    guard cursor > offset, cursor < bytes.count, bytes[cursor] == UInt8(ascii: "=") else { return nil }
    return open - 1
  }

  /// The identifier at `offset` (`token`, `TOKEN`, `user.id`) when it is a word JSON's literals are not.
  static func bareName(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String? {
    var end = offset
    while end < bytes.count, end - offset < 64, DescriptionParser.isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") && end > offset { end += 1 }
    guard end > offset, !(bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")) else { return nil }
    let name = String(decoding: bytes[offset..<end], as: UTF8.self)
    return ["true", "false", "null"].contains(name) ? nil : name
  }

  /// JSON from `start` to its matching bracket (strings skipped), parsed exactly.
  /// Text that starts like a JSON object (`{"key":`) and is not JSON gets JSON's own error.
  private func readJSON(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, measured: StartMeasures?) -> PrinterReading {
    let runEnd = measured?.runEnd ?? Self.runEnd(bytes, from: start)
    if bytes[start] == UInt8(ascii: "{") {
      // `{` then a bare key (a description's `aps =`): neither JSON nor JSON-looking, so say so
      // before measuring the span (every capture of a log of descriptions comes here first).
      if runEnd < bytes.count, bytes[runEnd] != UInt8(ascii: "\""), bytes[runEnd] != UInt8(ascii: "}") {
        return .failed(.notInForm(form: "json", reason: "not JSON"), committed: false)
      }
    }
    let spanEnd = measured.map(\.spanEnd) ?? Self.jsonSpanEnd(bytes, from: start)
    // Brackets that never close are no JSON value, and only a JSON-looking start gets JSON's error.
    if spanEnd == nil, !Self.startsLikeJSONObject(bytes, start..<bytes.count, runEnd: runEnd) {
      return .failed(.notInForm(form: "json", reason: "not JSON"), committed: false)
    }
    let end = spanEnd ?? bytes.count
    let json: JSONText
    do {
      json = try JSONText(scanning: bytes[start..<end])
    } catch {
      guard Self.startsLikeJSONObject(bytes, start..<end, runEnd: runEnd) else {
        return .failed(.notInForm(form: "json", reason: "not JSON"), committed: false)
      }
      let at = SourceLocation.pending(start + error.location.offset)
      if let map = Self.javaMapInJSON(bytes, at: start + error.location.offset) {
        return .failed(
          .unexpected(
            character: Self.javaMapMet,
            expected: "a JSON object there: the app wrote a Java Map into its JSON with toString() ({key=value, …}), which drops the quotes and types; log the Map converted to JSON (new JSONObject(map))",
            at: .pending(map)),
          committed: true)
      }
      if case .invalidLiteral = error.kind, let name = Self.bareName(bytes, at: start + error.location.offset) {
        return .failed(
          .unexpected(
            character: "bare name \(name.debugDescription)",
            expected: "a JSON value (a quoted string, a number, true, false or null): a bare name is a variable of the code the text was cut from, and its value is not in the text",
            at: at),
          committed: true)
      }
      return .failed(.jsonSyntax(error.message, at: at), committed: true)
    }
    let document = json
    if !allowDuplicates, let duplicate = document.duplicateKeys.first {
      let shift = { (location: SourceLocation) in SourceLocation.pending(start + location.offset) }
      return .failed(
        .duplicateKey(key: CaptureText.abbreviated(duplicate.key), first: shift(duplicate.firstLocation), at: shift(duplicate.location)),
        committed: true)
    }
    return .read(Capture(form: .json, json: json), end: end)
  }

  /// `<7b22…>` or `{length = N, bytes = 0x…}` whose bytes are a JSON object.
  private func readData(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> PrinterReading {
    guard let read = try? DataDescriptionReader(bytes: bytes).read(at: start),
      let json = try? JSONText(scanning: read.data), json.withRoot({ $0.members != nil })
    else {
      return .failed(.notInForm(form: "nsdata", reason: "not data holding JSON"), committed: false)
    }
    let capture = Capture(
      form: bytes[start] == UInt8(ascii: "<") ? .nsdataLegacy : .nsdata, json: json, bytes: read.data,
      text: String(decoding: read.data, as: UTF8.self))
    return .read(capture, end: read.end)
  }

  /// The first offset after `start + 1` whose byte is neither a space nor `{`.
  static func runEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var cursor = start + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: "{") { cursor += 1 }
    return cursor
  }

  /// The end (one past) of the bracketed JSON-like value at `start`, skipping double-quoted strings.
  static func jsonSpanEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          if bytes[index] == UInt8(ascii: "\\") { index += 1 }
          index += 1
        }
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return index + 1 }
      default: break
      }
      index += 1
    }
    return nil
  }
}
