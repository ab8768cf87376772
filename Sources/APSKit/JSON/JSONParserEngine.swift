/// The parser's state over one buffer. Containers live on explicit stacks, so nesting never recurses.
struct JSONParserEngine {
  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int
  let options: JSONParser.Options
  var pos = 0
  /// Decoded bytes of the string being read when it has escapes (reused between strings).
  var scratch: [UInt8] = []

  /// One open array or object; `key` is the member being read (objects only), `start` its `{` or `[`.
  struct Frame {
    var isObject: Bool
    var key: String
    var start: Int
  }
  var frames: [Frame] = []
  var arrays: [[JSONValue]] = []
  var objects: [[JSONMember]] = []
  /// Keys of big objects (16+ members), built lazily so small objects check duplicates by a short scan.
  var keySets: [Set<String>] = []
  var duplicates: [(object: JSONPointer, key: String, offset: Int, firstOffset: Int)] = []
  var recorded: [(pointer: JSONPointer, offset: Int)] = []

  init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParser.Options) {
    self.bytes = bytes
    self.end = bytes.count
    self.options = options
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONDocument {
    let hadBOM = end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    if hadBOM { pos = 3 }
    skipWhitespace()
    guard pos < end else { throw error(.emptyInput, at: pos) }
    let value = try parseValue()
    skipWhitespace()
    if pos < end { throw error(.trailingData(found: describe(at: pos)), at: pos) }

    var document = JSONDocument(value: value, hadByteOrderMark: hadBOM)
    if !duplicates.isEmpty {
      var tracker = LocationTracker(bytes: bytes)
      var firstTracker = LocationTracker(bytes: bytes)
      document.duplicateKeys = duplicates.map {
        JSONDuplicateKey(
          objectPointer: $0.object, key: $0.key, location: tracker.location(of: $0.offset),
          firstLocation: firstTracker.location(of: $0.firstOffset))
      }
    }
    if !recorded.isEmpty {
      var tracker = LocationTracker(bytes: bytes)
      var locations: [JSONPointer: SourceLocation] = [:]
      locations.reserveCapacity(recorded.count)
      for entry in recorded where locations[entry.pointer] == nil {
        locations[entry.pointer] = tracker.location(of: entry.offset)
      }
      document.locations = locations
    }
    return document
  }

  // MARK: - Values and containers

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    var value: JSONValue
    next: while true {
      skipWhitespace()
      if options.recordLocations { recorded.append((pointer(includingTop: true), pos)) }
      guard pos < end else { throw error(.unexpectedEnd(expected: "a JSON value"), at: pos) }
      switch bytes[pos] {
      case UInt8(ascii: "{"):
        try checkDepth()
        let opening = pos
        pos += 1
        skipWhitespace()
        if pos < end, bytes[pos] == UInt8(ascii: "}") {
          pos += 1
          value = .object([])
        } else {
          frames.append(Frame(isObject: true, key: "", start: opening))
          objects.append([])
          keySets.append([])
          try readKeyAndColon()
          continue next
        }
      case UInt8(ascii: "["):
        try checkDepth()
        let opening = pos
        pos += 1
        skipWhitespace()
        if pos < end, bytes[pos] == UInt8(ascii: "]") {
          pos += 1
          value = .array([])
        } else {
          frames.append(Frame(isObject: false, key: "", start: opening))
          arrays.append([])
          continue next
        }
      case UInt8(ascii: "\""):
        value = .string(try parseString(isKey: false))
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = .number(try parseNumber())
      case UInt8(ascii: "t"):
        try expectLiteral("true")
        value = .bool(true)
      case UInt8(ascii: "f"):
        try expectLiteral("false")
        value = .bool(false)
      case UInt8(ascii: "n"):
        try expectLiteral("null")
        value = .null
      default:
        throw error(.expectedValue(found: describe(at: pos)), at: pos)
      }

      // A value is complete: hand it to the open container, closing containers as they end.
      while let frame = frames.last {
        skipWhitespace()
        if frame.isObject {
          objects[objects.count - 1].append(JSONMember(frame.key, value))
          guard pos < end else {
            throw error(.unexpectedEnd(expected: "',' or '}' after object member"), at: pos, includingTop: false)
          }
          let byte = bytes[pos]
          if byte == UInt8(ascii: ",") {
            let comma = pos
            pos += 1
            skipWhitespace()
            if pos < end, bytes[pos] == UInt8(ascii: "}") {
              throw error(.trailingComma(closing: "}"), at: comma, includingTop: false)
            }
            try readKeyAndColon()
            continue next
          }
          guard byte == UInt8(ascii: "}") else { throw error(.expectedCommaOrObjectEnd, at: pos, includingTop: false) }
          pos += 1
          frames.removeLast()
          keySets.removeLast()
          value = .object(objects.removeLast())
        } else {
          arrays[arrays.count - 1].append(value)
          guard pos < end else {
            throw error(.unexpectedEnd(expected: "',' or ']' after array element"), at: pos, includingTop: false)
          }
          let byte = bytes[pos]
          if byte == UInt8(ascii: ",") {
            let comma = pos
            pos += 1
            skipWhitespace()
            if pos < end, bytes[pos] == UInt8(ascii: "]") {
              throw error(.trailingComma(closing: "]"), at: comma, includingTop: false)
            }
            continue next
          }
          guard byte == UInt8(ascii: "]") else { throw error(.expectedCommaOrArrayEnd, at: pos, includingTop: false) }
          pos += 1
          frames.removeLast()
          value = .array(arrays.removeLast())
        }
      }
      return value
    }
  }

  /// Reads `"key" :` for the innermost object, noting a repeated key.
  private mutating func readKeyAndColon() throws(JSONParseError) {
    skipWhitespace()
    guard pos < end else {
      throw error(.unexpectedEnd(expected: "'\"' to start an object key"), at: pos, includingTop: false)
    }
    guard bytes[pos] == UInt8(ascii: "\"") else {
      throw error(.expectedKey(found: describe(at: pos)), at: pos, includingTop: false)
    }
    let keyOffset = pos
    let key = try parseString(isKey: true)
    if isRepeatedKey(key) {
      duplicates.append((pointer(includingTop: false), key, keyOffset, firstKeyOffset(of: key, before: keyOffset)))
    }
    frames[frames.count - 1].key = key
    skipWhitespace()
    guard pos < end else { throw error(.unexpectedEnd(expected: "':' after object key"), at: pos, includingTop: false) }
    guard bytes[pos] == UInt8(ascii: ":") else {
      throw error(.expectedColon(found: describe(at: pos)), at: pos, includingTop: false)
    }
    pos += 1
  }

  /// The opening quote of the first `key` in the innermost object: a rescan of the (already valid) object
  /// text, done only for repeated keys so the common path records no key offsets.
  private mutating func firstKeyOffset(of key: String, before limit: Int) -> Int {
    let saved = pos
    defer { pos = saved }
    var index = frames[frames.count - 1].start + 1
    var depth = 0
    var expectingKey = true
    while index < limit {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        pos = index
        let text = try? parseString(isKey: true)
        if depth == 0, expectingKey {
          if text == key { return index }
          expectingKey = false
        }
        index = pos > index ? pos : limit
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      case UInt8(ascii: ","): if depth == 0 { expectingKey = true }
      default: break
      }
      index += 1
    }
    return limit
  }

  private mutating func isRepeatedKey(_ key: String) -> Bool {
    let top = objects.count - 1
    if objects[top].count < 16 { return objects[top].contains { $0.key == key } }
    if keySets[top].isEmpty { keySets[top] = Set(objects[top].lazy.map(\.key)) }
    return !keySets[top].insert(key).inserted
  }

  private func checkDepth() throws(JSONParseError) {
    if frames.count >= options.maxDepth { throw error(.tooDeep(limit: options.maxDepth), at: pos) }
  }

  private mutating func expectLiteral(_ word: StaticString) throws(JSONParseError) {
    let count = word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { literal in
      pos + count <= end && (0..<count).allSatisfy { bytes[pos + $0] == literal[$0] }
    }
    guard matches else { throw error(.invalidLiteral(expected: word.description), at: pos) }
    pos += count
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while pos < end {
      let byte = bytes[pos]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
      pos += 1
    }
  }

  // MARK: - Errors

  /// The pointer of the value being read; without the innermost token for errors about a container's punctuation.
  func pointer(includingTop: Bool) -> JSONPointer {
    var tokens: [String] = []
    tokens.reserveCapacity(frames.count)
    var arrayIndex = 0
    for (depth, frame) in frames.enumerated() {
      if depth == frames.count - 1, !includingTop { break }
      if frame.isObject {
        tokens.append(frame.key)
      } else {
        tokens.append(String(arrays[arrayIndex].count))
        arrayIndex += 1
      }
    }
    return JSONPointer(tokens: tokens)
  }

  func error(_ kind: JSONParseError.Kind, at offset: Int, includingTop: Bool = true) -> JSONParseError {
    JSONParseError(kind: kind, location: SourceLocation.of(offset: offset, in: bytes), pointer: pointer(includingTop: includingTop))
  }

  /// `'x'`, `end of input`, `control character U+0001`, `'中'`, `byte 0xFF` for messages.
  func describe(at offset: Int) -> String {
    guard offset < end else { return "end of input" }
    let byte = bytes[offset]
    if byte < 0x20 || byte == 0x7F { return "control character " + JSONParseError.Kind.scalarName(UInt32(byte)) }
    if byte < 0x80 { return "'\(Character(Unicode.Scalar(byte)))'" }
    let length = utf8SequenceLength(at: offset, limit: end)
    guard length > 0 else { return "byte 0x" + JSONParseError.Kind.hex(UInt32(byte), width: 2) }
    return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self) + "'"
  }
}
