/// Finds `\uXXXX` escapes of characters that are not control characters (rule `unicode-escape`).
enum UnicodeEscapeScanner {
  /// The escapes inside string values of the document scanned from `bytes` (whose root is `root`). Cheap
  /// when there are none: only input containing `\u` is walked, and only strings written with escapes are
  /// read. Escapes inside object keys are not reported.
  static func findEscapes(in bytes: ArraySlice<UInt8>, root: JSONView) -> [UnicodeEscape] {
    guard root.containsUnicodeEscape else { return [] }
    var found: [UnicodeEscape] = []
    bytes.withUnsafeBufferPointer { buffer in
      // One forward pass for every position: the strings are walked in document order, so each
      // escape's line and column continue from the last one's (counting from the document's start
      // per escape made many escapes cost their count times the document's length).
      var locations = LocationTracker(bytes: buffer)
      forEachEscapedString(in: root, at: .root) { pointer, offset in
        found += scanToken(bytes, from: bytes.startIndex + offset, path: pointer.description, locations: &locations)
      }
    }
    return found
  }

  private static func forEachEscapedString(in value: JSONView, at pointer: JSONPointer, _ body: (JSONPointer, Int) -> Void) {
    switch value.kind {
    case .string: if value.entry.flags & JSONTape.Flags.escaped != 0 { body(pointer, value.offset) }
    case .array:
      guard let elements = value.elements else { return }
      for (index, element) in elements.enumerated() {
        forEachEscapedString(in: element, at: pointer.appending(index: index), body)
      }
    case .object:
      for member in value.members ?? .empty(in: value) {
        forEachEscapedString(in: member.value, at: pointer.appending(member.key), body)
      }
    default: break
    }
  }

  /// Scans one string token starting at its opening quote.
  private static func scanToken(
    _ bytes: ArraySlice<UInt8>, from start: Int, path: String, locations: inout LocationTracker
  ) -> [UnicodeEscape] {
    guard start < bytes.endIndex, bytes[start] == UInt8(ascii: "\"") else { return [] }
    var found: [UnicodeEscape] = []
    var index = start + 1
    while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.endIndex else {
        index += 1
        continue
      }
      guard bytes[index + 1] == UInt8(ascii: "u"), let unit = hexUnit(bytes, at: index + 2) else {
        index += 2
        continue
      }
      var length = 6
      var scalar = Unicode.Scalar(unit)
      if (0xD800..<0xDC00).contains(unit), index + 11 < bytes.endIndex, bytes[index + 6] == UInt8(ascii: "\\"),
        bytes[index + 7] == UInt8(ascii: "u"), let low = hexUnit(bytes, at: index + 8), (0xDC00..<0xE000).contains(low)
      {
        scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
        length = 12
      }
      if let scalar, scalar.value >= 0x20 {
        let escape = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        // Offsets count from the slice's start, as the parser's do.
        let location = locations.location(of: index - bytes.startIndex)
        found.append(UnicodeEscape(path: path, escape: escape, scalar: scalar, location: location))
      }
      index += length
    }
    return found
  }

  /// The four hex digits at `start` (no `String` made per escape: a payload of `\u` text has hundreds).
  private static func hexUnit(_ bytes: ArraySlice<UInt8>, at start: Int) -> UInt16? {
    guard start + 4 <= bytes.endIndex else { return nil }
    var unit: UInt16 = 0
    for index in start..<(start + 4) {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
      default: return nil
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }
}
