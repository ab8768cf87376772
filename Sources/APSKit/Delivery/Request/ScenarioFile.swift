/// A scenario file (`aps predict --scenario FILE`): a JSON object whose keys are the starting
/// state's settings (`ScenarioKey`: `"ios"`, `"state"`, `"alert": true` …, lists as arrays) and
/// `"events"`. It decodes straight into `ScenarioSettings` and events; the command line's settings
/// go over it (`ScenarioSettings.over`).
public struct ScenarioFile: Sendable {
  public var settings = ScenarioSettings()
  /// `"events"`: the timeline after the starting state, and each event as the file gave it.
  public var events: [DeliveryEvent] = []
  public var eventValues: [JSONValue] = []
  /// Where each key stands, for errors about its value or a contradiction.
  var places: [String: SourceLocation?] = [:]

  /// Something in the file that is not a scenario: where (nil: the file as a whole), what, how to fix.
  public struct Failure: Error, Sendable {
    public var location: SourceLocation?
    public var message: String
    public var hint: String?
  }

  /// A `--scenario` value naming a file rather than a built-in scenario: `-`, a path with a
  /// slash, or a name ending in `.json` (built-in names are words and dashes only).
  public static func isFile(_ value: String) -> Bool {
    value == "-" || value.contains("/") || value.hasSuffix(".json")
  }

  /// Reads and checks the file at `path` (paths in it are relative to it); `payloadFile` reads a
  /// payload an event names. Every problem is a `Failure` at the key's place.
  public init(decoding bytes: [UInt8], path: String, payloadFile: (String) throws -> JSONValue) throws {
    let text: JSONText
    do throws(JSONParseError) {
      text = try JSONText(scanning: bytes)
    } catch {
      throw Failure(location: error.location, message: error.message)
    }
    let base = path == "-" || !path.contains("/") ? "" : String(path[...path.lastIndex(of: "/")!])
    // The file is only read: its values are looked at on the tape, and only an inline payload becomes a tree.
    let duplicate = text.duplicateKeys.first
    self = try text.withRoot { root in
      var reader = Reader(bytes: bytes, root: root, duplicate: duplicate, base: base)
      return try reader.read(payloadFile: payloadFile)
    }
  }

  init() {}

  /// The failure for a problem with `key`, at its place when the file gave it.
  public func failure(key: String, message: String, hint: String?) -> Failure? {
    guard let place = places[key] else { return nil }
    return Failure(location: place, message: message, hint: hint)
  }
}

/// Walks the top-level object, checking each key against `ScenarioKey`.
private struct Reader {
  let bytes: [UInt8]
  let root: JSONView
  let duplicate: JSONDuplicateKey?
  let base: String
  var file = ScenarioFile()

  typealias Failure = ScenarioFile.Failure

  mutating func read(payloadFile: (String) throws -> JSONValue) throws -> ScenarioFile {
    guard let members = root.members else {
      throw fail(.root, "a scenario file holds one JSON object, not \(root.typeName)", hint: "{\"ios\": \"17\", \"state\": \"background\", \"alert\": true}")
    }
    if let repeated = duplicate {
      throw Failure(location: repeated.location, message: "\"\(repeated.key)\" is given twice", hint: "keep one")
    }
    for member in members {
      let pointer = JSONPointer.root.appending(member.key)
      file.places[member.key] = place(pointer)
      if member.key == "events" {
        try events(member.value, at: pointer, payloadFile: payloadFile)
        continue
      }
      // A key by another name (`app-state`) is the format's key; both at once is a repetition.
      if ScenarioKey.named(member.key) == nil, let alias = ScenarioVocabulary.key(member.key), let key = ScenarioKey.named(alias) {
        if members.contains(where: { $0.key == alias }) { throw fail(pointer, "\"\(member.key)\" is \"\(alias)\", which the file also gives", hint: "keep one") }
        file.places[alias] = place(pointer)
        try add(key, member.value, at: pointer)
        continue
      }
      guard let key = ScenarioKey.named(member.key) else {
        let names = ScenarioKey.all.map(\.name)
        let suggestion = Suggestions.didYouMean(member.key, among: names).map { " \($0)" } ?? ""
        throw fail(pointer, "unknown key \"\(member.key)\".\(suggestion)", hint: "allowed keys: " + (names + ["events"]).joined(separator: ", "))
      }
      try add(key, member.value, at: pointer)
    }
    return file
  }

  private mutating func add(_ key: ScenarioKey, _ value: JSONView, at pointer: JSONPointer) throws {
    let name = key.name
    switch key.shape {
    case .flag:
      guard let on = value.boolValue else { throw fail(pointer, "\"\(name)\" is a flag: true or false, not \(value.typeName)", hint: nil) }
      if on { _ = key.apply("", to: &file.settings) }
      return
    case .path where value.kind == .object:
      try inline(name, value, at: pointer)
      return
    case .list:
      let words = try list(name, value, at: pointer)
      try check(name, words, allowed: key.allowed, at: pointer)
      // `"will-present": []` is the empty option set, on the command line `none`.
      _ = key.apply(words.isEmpty && name == "will-present" ? "none" : words.joined(separator: ","), to: &file.settings)
      return
    case .value, .path: break
    }
    var text: String
    if let string = value.stringValue {
      text = string
    } else if name == "ios" || name == "linked-sdk" || name == "priority", let lexeme = value.numberLexeme {
      text = lexeme
    } else if key.allowed == ["on", "off"] || name == "focus", let on = value.boolValue {
      text = on ? "on" : "off"
    } else {
      throw fail(pointer, "\"\(name)\" takes \(key.valueName ?? "a value") as a string, not \(value.typeName)", hint: allowedHint(key.allowed))
    }
    if !key.allowed.isEmpty, !key.allowed.contains(text) {
      // Another spelling (`Not Running`) or a synonym with one meaning (`terminated`) is the
      // format's word; a word with two meanings (`killed`) is refused with both named.
      let word = ScenarioVocabulary.normalized(text)
      if let canonical = key.allowed.contains(word) ? word : ScenarioVocabulary.canonical(name, text), key.allowed.contains(canonical) {
        _ = key.apply(canonical, to: &file.settings)
        return
      }
      throw fail(pointer, "\"\(name)\" does not take '\(text)'", hint: ScenarioVocabulary.ambiguity(name, text) ?? allowedHint(key.allowed))
    }
    // "iOS 17" is "17".
    let version = name == "ios" || name == "linked-sdk"
    if version, text.lowercased().hasPrefix("ios") { text = String(text.dropFirst(3).drop { $0 == " " }) }
    if version, IOSVersion(parsing: text) == nil {
      throw fail(pointer, "\"\(name)\" takes a version such as \"9\", \"10.0\" or \"26.4\", got '\(text)'", hint: nil)
    }
    guard key.shape == .path else {
      _ = key.apply(text, to: &file.settings)
      return
    }
    // Paths in the file are relative to the file.
    if text == "-" { throw fail(pointer, "\"\(name)\" in a scenario file names a file, not standard input", hint: nil) }
    let path = text.hasPrefix("/") ? text : base + text
    if name == "payload" { file.settings.payload = .file(path, byScenario: true) } else { file.settings.headers = .file(path) }
  }

  /// `"events"`, decoded straight into events (payload paths are relative to the file).
  private mutating func events(_ value: JSONView, at pointer: JSONPointer, payloadFile: (String) throws -> JSONValue) throws {
    let tree = value.value
    let base = self.base
    do {
      file.events = try EventDecoder.decode(tree, at: pointer) { path in try payloadFile(path.hasPrefix("/") ? path : base + path) }
    } catch let failure as EventDecoder.Failure {
      throw fail(failure.pointer, failure.message, hint: failure.hint)
    }
    if case .array(let items) = tree { file.eventValues = items }
  }

  private func list(_ key: String, _ value: JSONView, at pointer: JSONPointer) throws -> [String] {
    if let text = value.stringValue { return ScenarioKey.words(text) }
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
      // A device state is reported with the key to use instead (`ScenarioBuilder`).
      if key == "implements", ScenarioBuilder.deviceStateKeys[name] != nil { continue }
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
      file.settings.payload = .inline(value.value)
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
      file.settings.headers = .inline(try HeaderFile.parse(Array(lines.utf8)))
    } catch {
      throw fail(pointer, error.message, hint: nil)
    }
  }

  private func allowedHint(_ values: [String]) -> String? {
    values.isEmpty ? nil : "allowed: " + values.joined(separator: ", ")
  }

  /// The key's place: the opening quote of the key before the value at `pointer`.
  private func place(_ pointer: JSONPointer) -> SourceLocation? {
    guard let value = location(of: pointer) else { return nil }
    var offset = value.offset - 1
    while offset > 0, bytes[offset] != UInt8(ascii: ":") { offset -= 1 }
    while offset > 0, bytes[offset] != UInt8(ascii: "\"") { offset -= 1 }
    offset -= 1
    while offset > 0, bytes[offset] != UInt8(ascii: "\"") || bytes[offset - 1] == UInt8(ascii: "\\") { offset -= 1 }
    return pointer.tokens.count == 1 && offset >= 0 ? SourceLocation.of(offset: offset, in: bytes) : value
  }

  private func fail(_ pointer: JSONPointer, _ message: String, hint: String?) -> Failure {
    let location = pointer.tokens.count == 1 ? place(pointer) : (self.location(of: pointer) ?? SourceLocation(offset: 0, line: 1, column: 1))
    return Failure(location: location, message: message, hint: hint)
  }

  /// Where the value at `pointer` starts (the first of repeated keys).
  private func location(of pointer: JSONPointer) -> SourceLocation? {
    root[pointer: pointer].map { SourceLocation.of(offset: $0.offset, in: bytes) }
  }
}
