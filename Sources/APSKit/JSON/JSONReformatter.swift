/// Formats JSON text straight from bytes to bytes: the same output as `JSONParser` then `JSONPrinter`, but
/// without building a tree, so `aps fmt` over large JSON Lines files runs at memory speed.
///
/// It takes only the common case. Anything else (a syntax error, a repeated key, a byte order mark, nesting
/// past `maxDepth`, an object of more than 64 members, sorted keys, colours) makes `reformat` return
/// false, and the caller takes the parser's path, which keeps or reports everything exactly.
public struct JSONReformatter {
  public let options: JSONPrinter.Options
  public let maxDepth: Int
  /// Open containers, innermost last: true for an object.
  private var stack: [Bool] = []
  /// Decoded bytes of the string being read when it has escapes.
  private var scratch: [UInt8] = []
  /// Keys of the open objects, as ranges of `keyArena`; `objectKeyStarts` marks where each object's begin.
  private var keyArena: [UInt8] = []
  private var keyRanges: [KeyPlace] = []
  private var objectKeyStarts: [Int] = []
  private let indentUnit: [UInt8]
  /// `\n` followed by the indentation of `cachedLevels` levels; a newline is a prefix of it.
  private let lineStart: [UInt8]
  private static let cachedLevels = 32
  private static let maxKeysPerObject = 64

  /// Where a remembered key's bytes are: in the input, or (decoded) in `keyArena`.
  private struct KeyPlace {
    var range: Range<Int>
    var inArena: Bool
  }

  public init(options: JSONPrinter.Options, maxDepth: Int = JSONParser.Options().maxDepth) {
    self.options = options
    self.maxDepth = maxDepth
    switch options.indent {
    case .compact: indentUnit = []
    case .spaces(let width): indentUnit = Array(repeating: UInt8(ascii: " "), count: max(0, width))
    case .tab: indentUnit = [UInt8(ascii: "\t")]
    }
    lineStart = [UInt8(ascii: "\n")] + Array(repeatElement(indentUnit, count: Self.cachedLevels).joined())
  }

  /// Whether these options are handled here at all (sorted keys and colours need the tree).
  public var supportsOptions: Bool { !options.sortKeys && options.colors == nil }

  /// Appends the formatted `source` to `out` (no trailing newline) and returns true; returns false and leaves
  /// `out` as it was when this input needs the parser's path.
  public mutating func reformat(_ source: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
    guard supportsOptions else { return false }
    let mark = out.count
    stack.removeAll(keepingCapacity: true)
    keyArena.removeAll(keepingCapacity: true)
    keyRanges.removeAll(keepingCapacity: true)
    objectKeyStarts.removeAll(keepingCapacity: true)
    if run(source, into: &out) { return true }
    out.removeSubrange(mark...)
    return false
  }

  private var isCompact: Bool { options.indent == .compact }

  private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> Bool {
    let end = bytes.count
    if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return false }
    var pos = 0
    value: while true {
      pos = Self.skipWhitespace(bytes, from: pos)
      guard pos < end else { return false }
      let byte = bytes[pos]
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard stack.count < maxDepth else { return false }
        let isObject = byte == UInt8(ascii: "{")
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        pos = Self.skipWhitespace(bytes, from: pos + 1)
        if pos < end, bytes[pos] == closing {
          out.append(byte)
          out.append(closing)
          pos += 1
        } else {
          out.append(byte)
          stack.append(isObject)
          newline(into: &out)
          guard !isObject else {
            objectKeyStarts.append(keyRanges.count)
            guard let next = key(bytes, from: pos, into: &out) else { return false }
            pos = next
            continue value
          }
          continue value
        }
      case UInt8(ascii: "\""):
        guard let next = string(bytes, at: pos, into: &out, isKey: false) else { return false }
        pos = next
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        guard let next = try? JSONLexing.numberEnd(bytes, from: pos) else { return false }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[pos..<next]))
        pos = next
      case UInt8(ascii: "t"):
        guard let next = literal("true", in: bytes, at: pos, into: &out) else { return false }
        pos = next
      case UInt8(ascii: "f"):
        guard let next = literal("false", in: bytes, at: pos, into: &out) else { return false }
        pos = next
      case UInt8(ascii: "n"):
        guard let next = literal("null", in: bytes, at: pos, into: &out) else { return false }
        pos = next
      default:
        return false
      }

      // A value is complete: a comma leads to the next one, a closing bracket ends its container.
      while let isObject = stack.last {
        pos = Self.skipWhitespace(bytes, from: pos)
        guard pos < end else { return false }
        let byte = bytes[pos]
        pos += 1
        if byte == UInt8(ascii: ",") {
          out.append(byte)
          newline(into: &out)
          if isObject {
            guard let next = key(bytes, from: pos, into: &out) else { return false }
            pos = next
          }
          continue value
        }
        guard byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else { return false }
        stack.removeLast()
        if isObject { forgetKeys(from: objectKeyStarts.removeLast()) }
        newline(into: &out)
        out.append(byte)
      }
      return Self.skipWhitespace(bytes, from: pos) == end
    }
  }

  // MARK: - Tokens

  /// Reads `"key" :` (after optional whitespace), writes it, and returns the index after the colon;
  /// nil for bad syntax or a key the innermost object already has.
  private mutating func key(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into out: inout [UInt8]) -> Int? {
    let pos = Self.skipWhitespace(bytes, from: start)
    guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else { return nil }
    guard var next = string(bytes, at: pos, into: &out, isKey: true) else { return nil }
    next = Self.skipWhitespace(bytes, from: next)
    guard next < bytes.count, bytes[next] == UInt8(ascii: ":") else { return nil }
    out.append(UInt8(ascii: ":"))
    if !isCompact { out.append(UInt8(ascii: " ")) }
    return next + 1
  }

  /// Reads the string whose opening quote is at `start`, writes it escaped as the printer would, and returns
  /// the index after its closing quote; nil when it is invalid (or, for a key, repeated).
  private mutating func string(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into out: inout [UInt8], isKey: Bool
  ) -> Int? {
    let first = start + 1
    var (index, seen) = Self.skipPlainWords(bytes, from: first)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        if seen & 0x80 != 0, JSONLexing.firstInvalidUTF8(bytes, from: first, to: index) != nil { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[first..<index])
        if isKey, !remember(text, decoded: false, source: bytes) { return nil }
        if options.asciiOnly && seen & 0x80 != 0 {
          JSONStringEscaper.write(text, asciiOnly: true, into: &out)
        } else {
          // No quote, backslash or control character inside: the quoted source is already the printed form.
          out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...index]))
        }
        return index + 1
      }
      if byte == UInt8(ascii: "\\") { return escapedString(bytes, from: first, firstEscape: index, into: &out, isKey: isKey) }
      if byte < 0x20 { return nil }
      seen |= byte
      index += 1
    }
    return nil
  }

  /// The slow path of `string`: decodes into `scratch`, then escapes that.
  private mutating func escapedString(
    _ bytes: UnsafeBufferPointer<UInt8>, from first: Int, firstEscape: Int, into out: inout [UInt8], isKey: Bool
  ) -> Int? {
    scratch.removeAll(keepingCapacity: true)
    var runStart = first
    var index = firstEscape
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        if JSONLexing.firstInvalidUTF8(bytes, from: runStart, to: index) != nil { return nil }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        if byte == UInt8(ascii: "\"") {
          var decoded: [UInt8] = []
          swap(&decoded, &scratch)  // borrow the buffer without copying it
          defer { swap(&decoded, &scratch) }
          let remembered = decoded.withUnsafeBufferPointer { text in
            guard !isKey || remember(text, decoded: true, source: bytes) else { return false }
            JSONStringEscaper.write(text, asciiOnly: options.asciiOnly, into: &out)
            return true
          }
          return remembered ? index + 1 : nil
        }
        guard let next = try? JSONLexing.decodeEscape(bytes, at: index, into: &scratch) else { return nil }
        index = next
        runStart = index
        continue
      }
      if byte < 0x20 { return nil }
      index += 1
    }
    return nil
  }

  private func literal(
    _ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at start: Int, into out: inout [UInt8]
  ) -> Int? {
    let count = word.utf8CodeUnitCount
    guard start + count <= bytes.count else { return nil }
    return word.withUTF8Buffer { literal -> Int? in
      for offset in 0..<count where bytes[start + offset] != literal[offset] { return nil }
      out.append(contentsOf: literal)
      return start + count
    }
  }

  // MARK: - Keys of open objects

  /// Records `key` for the innermost object; false when it is already there or the object is big. A key
  /// read straight from `source` is remembered as its place there; a `decoded` one is copied to `keyArena`.
  private mutating func remember(
    _ key: UnsafeBufferPointer<UInt8>, decoded: Bool, source: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let first = objectKeyStarts[objectKeyStarts.count - 1]
    guard keyRanges.count - first < Self.maxKeysPerObject else { return false }
    let repeated = keyArena.withUnsafeBufferPointer { arena in
      keyRanges[first...].contains { place in
        place.range.count == key.count
          && (place.inArena ? arena[place.range] : source[place.range]).elementsEqual(key)
      }
    }
    if repeated { return false }
    if !decoded, let sourceBase = source.baseAddress, let keyBase = key.baseAddress {
      let start = sourceBase.distance(to: keyBase)
      keyRanges.append(KeyPlace(range: start..<start + key.count, inArena: false))
    } else {
      let start = keyArena.count
      keyArena.append(contentsOf: key)
      keyRanges.append(KeyPlace(range: start..<keyArena.count, inArena: true))
    }
    return true
  }

  private mutating func forgetKeys(from first: Int) {
    guard first < keyRanges.count else { return }
    if let arenaStart = keyRanges[first...].first(where: \.inArena)?.range.lowerBound {
      keyArena.removeLast(keyArena.count - arenaStart)
    }
    keyRanges.removeLast(keyRanges.count - first)
  }

  // MARK: - Layout

  /// A newline and the indentation of the current depth, in one append up to `cachedLevels` deep.
  private func newline(into out: inout [UInt8]) {
    guard !isCompact else { return }
    let length = 1 + stack.count * indentUnit.count
    if length <= lineStart.count {
      lineStart.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<length])) }
      return
    }
    out.append(UInt8(ascii: "\n"))
    for _ in 0..<stack.count { out.append(contentsOf: indentUnit) }
  }

  /// Skips string content eight bytes at a time while no byte is a quote, a backslash or a control
  /// character; returns where to go on byte by byte, and the OR of the skipped bytes (for non-ASCII).
  @inline(__always)
  private static func skipPlainWords(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, UInt8) {
    guard let base = bytes.baseAddress else { return (start, 0) }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = start
    var seen: UInt64 = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let quotes = word ^ (ones &* 0x22)
      let backslashes = word ^ (ones &* 0x5C)
      // A zero byte in `quotes`/`backslashes`, or a byte below 0x20 in `word` (exact as a yes/no test).
      let special =
        ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes) | ((word &- ones &* 0x20) & ~word)
      if special & highs != 0 { break }
      seen |= word
      index += 8
    }
    return (index, seen & highs != 0 ? 0x80 : 0)
  }

  @inline(__always)
  private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return index }
      index += 1
    }
    return index
  }
}
