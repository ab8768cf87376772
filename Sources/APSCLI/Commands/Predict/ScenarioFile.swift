import APSKit

/// `aps predict --scenario FILE`: a JSON object whose keys are predict's long option names and
/// whose values are what the command line would hold (lists as arrays, flags as true/false).
/// It becomes option values for the one scenario builder (`PredictOptions`), so a file and the
/// same flags give the same output byte for byte; the command line overrides the file.
struct ScenarioFile {
  /// Option values by long name, as the argument parser stores them.
  var options: [String: [String]] = [:]
  /// `"payload": {…}` and `"headers": {…}` given inline.
  var payload: JSONValue?
  var headers: HeaderFile?
  /// `"events"`: the timeline after the starting state, and each event as the file gave it.
  var events: [DeliveryEvent] = []
  var eventValues: [JSONValue] = []
  /// Where each key stands, for errors about its value or a contradiction.
  var places: [String: DiagnosticText] = [:]

  /// The option value that stands for an inline payload or headers object (NUL cannot be in
  /// an argument, so no path is mistaken for it).
  static let inline = "\u{0}inline"

  /// Options that choose what to print, not the scenario.
  static let modeOptions: Set<String> = ["scenario", "scenarios", "swift", "format", "pretty", "matrix", "diff", "pitfalls", "explain", "help"]

  /// A `--scenario` value naming a file rather than a built-in scenario: `-`, a path with a
  /// slash, or a name ending in `.json` (built-in names are words and dashes only).
  static func isFile(_ value: String) -> Bool {
    value == "-" || value.contains("/") || value.hasSuffix(".json")
  }

  /// Reads and checks the file; every problem is a data error (exit 1) at the key's place.
  static func read(_ path: String, spec: CommandSpec, io: CommandIO) throws -> ScenarioFile {
    let bytes = try io.open(path).readAll()
    let name = io.displayName(path)
    let text: JSONText
    do throws(JSONParseError) {
      text = try JSONText(scanning: bytes)
    } catch {
      throw InputFailure(bytes.withUnsafeBufferPointer {
        DiagnosticText(file: name, line: error.location.line, column: error.location.column, rule: "scenario", message: error.message)
          .withExcerpt(at: error.location, in: $0)
      })
    }
    let base = path == "-" || !path.contains("/") ? "" : String(path[...path.lastIndex(of: "/")!])
    // The file is only read: its values are looked at on the tape, and only an inline payload becomes a tree.
    let duplicate = text.duplicateKeys.first
    return try text.withRoot { root in
      var reader = Reader(bytes: bytes, name: name, root: root, duplicate: duplicate, base: base, spec: spec, io: io)
      return try reader.read()
    }
  }

  /// The command line with the file's values beneath it: an option given on the command line
  /// wins; `implements` and `entitlements` add to the file's list.
  func merged(into parsed: ParsedArguments) -> ParsedArguments {
    var result = parsed
    result.options["scenario"] = nil
    for (key, values) in options {
      if ["implements", "entitlements"].contains(key) {
        result.options[key] = values + (parsed.options[key] ?? [])
      } else if parsed.options[key] == nil {
        result.options[key] = values
      }
    }
    // Payload flags on the command line replace the file's set as a whole.
    if APSFlag.allCases.contains(where: { parsed.flag($0.rawValue) }) || parsed.flag("kind") {
      for flag in APSFlag.allCases where !parsed.flag(flag.rawValue) { result.options[flag.rawValue] = nil }
      if !parsed.flag("kind") { result.options["kind"] = nil }
    }
    return result
  }

  /// The diagnostic for a problem with `key`, at its place when the file gave it.
  func failure(key: String, message: String, hint: String?) -> InputFailure? {
    guard var place = places[key] else { return nil }
    place.message = message
    place.hint = hint
    return InputFailure(place)
  }
}

/// Walks the top-level object, checking each key against predict's options.
private struct Reader {
  let bytes: [UInt8]
  let name: String
  let root: JSONView
  let duplicate: JSONDuplicateKey?
  let base: String
  let spec: CommandSpec
  let io: CommandIO
  var file = ScenarioFile()

  mutating func read() throws -> ScenarioFile {
    guard let members = root.members else {
      throw fail(.root, "a scenario file holds one JSON object, not \(root.typeName)", hint: "{\"ios\": \"17\", \"state\": \"background\", \"alert\": true}")
    }
    if let repeated = duplicate {
      throw fail(location: repeated.location, "\"\(repeated.key)\" is given twice", hint: "keep one")
    }
    let keys = spec.options.filter { !ScenarioFile.modeOptions.contains($0.long) && !$0.isHidden }
    for member in members {
      let pointer = JSONPointer.root.appending(member.key)
      file.places[member.key] = place(pointer)
      if member.key == "events" {
        try events(member.value, at: pointer)
        continue
      }
      guard let option = keys.first(where: { $0.long == member.key }) else {
        let names = keys.map(\.long)
        let suggestion = Suggestions.didYouMean(member.key, among: names).map { " \($0)" } ?? ""
        throw fail(pointer, "unknown key \"\(member.key)\".\(suggestion)", hint: "allowed keys: " + (names + ["events"]).joined(separator: ", "))
      }
      try add(option, member.value, at: pointer)
    }
    return file
  }

  private mutating func add(_ option: OptionSpec, _ value: JSONView, at pointer: JSONPointer) throws {
    let key = option.long
    if option.isFlag {
      guard let on = value.boolValue else { throw fail(pointer, "\"\(key)\" is a flag: true or false, not \(value.typeName)", hint: nil) }
      if on { file.options[key] = [""] }
      return
    }
    if key == "payload" || key == "headers", value.kind == .object {
      try inline(key, value, at: pointer)
      return
    }
    if case .commaList(let allowed) = option.completion {
      let words = try list(key, value, at: pointer)
      try check(key, words, allowed: allowed, at: pointer)
      // `"will-present": []` is the empty option set, on the command line `none`.
      file.options[key] = [words.isEmpty && key == "will-present" ? "none" : words.joined(separator: ",")]
      return
    }
    let text: String
    if let string = value.stringValue {
      text = string
    } else if key == "ios" || key == "priority", let lexeme = value.numberLexeme {
      text = lexeme
    } else if option.allowedValues == ["on", "off"], let on = value.boolValue {
      text = on ? "on" : "off"
    } else {
      throw fail(pointer, "\"\(key)\" takes \(option.valueName ?? "a value") as a string, not \(value.typeName)", hint: allowedHint(option.allowedValues))
    }
    if !option.allowedValues.isEmpty, !option.allowedValues.contains(text) {
      throw fail(pointer, "\"\(key)\" does not take '\(text)'", hint: allowedHint(option.allowedValues))
    }
    if key == "ios", IOSVersion(parsing: text) == nil {
      throw fail(pointer, "\"ios\" takes a version such as \"9\", \"10.0\" or \"26.4\", got '\(text)'", hint: nil)
    }
    // Paths in the file are relative to the file.
    let isPath = key == "payload" || key == "headers"
    if isPath, text == "-" { throw fail(pointer, "\"\(key)\" in a scenario file names a file, not standard input", hint: nil) }
    file.options[key] = [isPath && !text.hasPrefix("/") ? base + text : text]
  }

  /// `"events"`, decoded straight into events (payload paths are relative to the file).
  private mutating func events(_ value: JSONView, at pointer: JSONPointer) throws {
    let tree = value.value
    let base = self.base
    let io = self.io
    do {
      file.events = try EventDecoder.decode(tree, at: pointer) { path in
        try PayloadInput.readNamedByScenario(path.hasPrefix("/") ? path : base + path, io: io).value
      }
    } catch let failure as EventDecoder.Failure {
      throw fail(failure.pointer, failure.message, hint: failure.hint)
    }
    if case .array(let items) = tree { file.eventValues = items }
  }

  private func list(_ key: String, _ value: JSONView, at pointer: JSONPointer) throws -> [String] {
    if let text = value.stringValue {
      return text.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
    guard let items = value.elements else { throw fail(pointer, "\"\(key)\" is a list: an array of strings", hint: nil) }
    return try items.enumerated().map { index, item in
      guard let word = item.stringValue else {
        throw fail(pointer.appending(index: index), "\"\(key)\" lists strings, not \(item.typeName)", hint: nil)
      }
      return word
    }
  }

  private func check(_ key: String, _ words: [String], allowed: [String], at pointer: JSONPointer) throws {
    for (index, word) in words.enumerated() {
      let name = key == "implements" && word.hasPrefix("no-") ? String(word.dropFirst(3)) : word
      // A device state is reported with the key to use instead (PredictOptions).
      if key == "implements", PredictOptions.deviceStateOptions[name] != nil { continue }
      guard allowed.contains(name) else {
        let at = root[pointer: pointer.appending(index: index)] != nil ? pointer.appending(index: index) : pointer
        let suggestion = Suggestions.didYouMean(name, among: allowed).map { " \($0)" } ?? ""
        throw fail(at, "\"\(key)\" does not take '\(word)'.\(suggestion)", hint: allowedHint(allowed))
      }
    }
    if key == "will-present", words.count > 1, words.contains("never") || words.contains("none") {
      throw fail(pointer, "\"will-present\" is \"never\", \"none\" or a list of options, not both", hint: allowedHint(allowed))
    }
  }

  private mutating func inline(_ key: String, _ value: JSONView, at pointer: JSONPointer) throws {
    if key == "payload" {
      file.payload = value.value
      file.options[key] = [ScenarioFile.inline]
      return
    }
    var lines = ""
    for member in value.members ?? .empty(in: value) {
      guard let text = member.value.stringValue else {
        throw fail(pointer.appending(member.key), "header \(member.key) takes a string", hint: nil)
      }
      lines += "\(member.key): \(text)\n"
    }
    do {
      file.headers = try HeaderFile.parse(Array(lines.utf8))
      file.options[key] = [ScenarioFile.inline]
    } catch {
      throw fail(pointer, error.message, hint: nil)
    }
  }

  private func allowedHint(_ values: [String]) -> String? {
    values.isEmpty ? nil : "allowed: " + values.joined(separator: ", ")
  }

  /// The key's place: the opening quote of the key before the value at `pointer`.
  private func place(_ pointer: JSONPointer) -> DiagnosticText {
    guard let value = location(of: pointer) else { return DiagnosticText(file: name, rule: "scenario", message: "") }
    var offset = value.offset - 1
    while offset > 0, bytes[offset] != UInt8(ascii: ":") { offset -= 1 }
    while offset > 0, bytes[offset] != UInt8(ascii: "\"") { offset -= 1 }
    offset -= 1
    while offset > 0, bytes[offset] != UInt8(ascii: "\"") || bytes[offset - 1] == UInt8(ascii: "\\") { offset -= 1 }
    let location = pointer.tokens.count == 1 && offset >= 0 ? SourceLocation.of(offset: offset, in: bytes) : value
    return bytes.withUnsafeBufferPointer {
      DiagnosticText(file: name, line: location.line, column: location.column, rule: "scenario", message: "").withExcerpt(at: location, in: $0)
    }
  }

  private func fail(_ pointer: JSONPointer, _ message: String, hint: String?) -> InputFailure {
    var text = pointer.tokens.count == 1 ? place(pointer) : locatedValue(pointer)
    text.message = message
    text.hint = hint
    return InputFailure(text)
  }

  private func fail(location: SourceLocation, _ message: String, hint: String?) -> InputFailure {
    InputFailure(bytes.withUnsafeBufferPointer {
      DiagnosticText(file: name, line: location.line, column: location.column, rule: "scenario", message: message, hint: hint)
        .withExcerpt(at: location, in: $0)
    })
  }

  /// Where the value at `pointer` starts (the first of repeated keys).
  private func location(of pointer: JSONPointer) -> SourceLocation? {
    root[pointer: pointer].map { SourceLocation.of(offset: $0.offset, in: bytes) }
  }

  private func locatedValue(_ pointer: JSONPointer) -> DiagnosticText {
    let location = self.location(of: pointer) ?? SourceLocation(offset: 0, line: 1, column: 1)
    return bytes.withUnsafeBufferPointer {
      DiagnosticText(file: name, line: location.line, column: location.column, rule: "scenario", message: "").withExcerpt(at: location, in: $0)
    }
  }
}
