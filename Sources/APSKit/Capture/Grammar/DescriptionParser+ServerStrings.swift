/// The server-side printers' string literals (`ServerSpelling.Escapes`).
extension DescriptionParser {
  /// A quoted string, after an optional prefix letter (Python 2's `u'…'`, `b'…'`).
  mutating func serverString(_ spelling: ServerSpelling) throws(CaptureError) -> String {
    var unicode = false
    if spelling.stringPrefixes.contains(bytes[index]) {
      unicode = bytes[index] == UInt8(ascii: "u")
      index += 1
    }
    let open = index
    // `\xHH` is a byte in a Python 2 str and in Ruby, Go and Elixir strings: bytes that form UTF-8
    // are that text (Python 2's 'Caf\xc3\xa9'); else each is the code point (Python 3's '\xa0').
    let bytesFirst = !(spelling.escapes == .python && unicode)
    if let text = try serverStringBody(spelling, hexIsByte: bytesFirst) { return text }
    index = open
    return try serverStringBody(spelling, hexIsByte: false) ?? ""
  }

  /// The string at `index` (its opening quote); nil when `\xHH` bytes did not form UTF-8.
  private mutating func serverStringBody(_ spelling: ServerSpelling, hexIsByte: Bool) throws(CaptureError) -> String? {
    let quote = bytes[index]
    let open = index
    if quote != UInt8(ascii: "\"") { ownSpellings += 1 }
    index += 1
    var out: [UInt8] = []
    while true {
      guard index < bytes.count, spelling.multilineStrings || bytes[index] != UInt8(ascii: "\n") else {
        throw truncated("'\(Character(Unicode.Scalar(quote)))' closing the string", openedAt: open)
      }
      let byte = bytes[index]
      index += 1
      if byte == quote { break }
      if spelling.templates, quote == UInt8(ascii: "\""), byte == UInt8(ascii: "$"), index < bytes.count,
        bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "_") || bytes[index] | 0x20 >= UInt8(ascii: "a") && bytes[index] | 0x20 <= UInt8(ascii: "z")
      {
        index -= 1
        throw unexpected("a string without a template ('$name' and '${…}' are filled in when the code runs: their values are not in the text)")
      }
      // Ruby's and Elixir's `"…#{name}…"` interpolates when the code runs; their inspect escapes the mark
      // (`\#{`: "String#inspect", https://docs.ruby-lang.org/en/3.4/String.html#method-i-inspect).
      if spelling.escapes == .ruby, quote == UInt8(ascii: "\""), byte == UInt8(ascii: "#"), index < bytes.count, bytes[index] == UInt8(ascii: "{") {
        index -= 1
        throw unexpected("a string without an interpolation ('#{…}' is filled in when the code runs: its value is not in the text)")
      }
      guard byte == UInt8(ascii: "\\"), index < bytes.count else { out.append(byte); continue }
      try serverEscape(spelling, quote: quote, hexIsByte: hexIsByte, into: &out)
    }
    let valid = out.withUnsafeBufferPointer { CaptureText.firstInvalidUTF8($0) } == nil
    if !valid && hexIsByte { return nil }
    return String(decoding: out, as: UTF8.self)
  }

  /// The escape after a `\` (at `index`), appended to `out` as UTF-8.
  private mutating func serverEscape(
    _ spelling: ServerSpelling, quote: UInt8, hexIsByte: Bool, into out: inout [UInt8]
  ) throws(CaptureError) {
    let letter = bytes[index]
    let escapes = spelling.escapes(for: quote)
    if escapes == .php {
      // A single-quoted PHP string escapes only its quote and the backslash.
      if letter == quote || letter == UInt8(ascii: "\\") { out.append(letter); index += 1 } else { out.append(UInt8(ascii: "\\")) }
      return
    }
    let simple = escapes == .ruby ? "abtnvfr0" : "abtnvfr"
    if let control = readEscape(accepting: simple, into: &out) {
      switch control {
      case UInt8(ascii: "e") where escapes == .ruby: out.append(0x1B)
      case UInt8(ascii: "s") where escapes == .ruby: out.append(0x20)
      case UInt8(ascii: "x"): try serverHex(digits: 2, asByte: hexIsByte, into: &out)
      case UInt8(ascii: "u") where escapes == .ruby && index < bytes.count && bytes[index] == UInt8(ascii: "{"):
        try serverBracedHex(into: &out)
      case UInt8(ascii: "u"): try serverHex(digits: 4, asByte: false, into: &out)
      case UInt8(ascii: "U") where escapes != .ruby: try serverHex(digits: 8, asByte: false, into: &out)
      case UInt8(ascii: "0")...UInt8(ascii: "7") where escapes != .ruby:
        var value = UInt32(control - UInt8(ascii: "0"))
        for _ in 0..<2 where index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "7") {
          value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
          index += 1
        }
        if hexIsByte && value < 256 { out.append(UInt8(value)) } else { UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { out.append($0) } }
      default:
        // `\\`, `\'`, `\"`, Ruby's `\#`: the character itself.
        out.append(control)
      }
    }
  }

  private mutating func serverHex(digits: Int, asByte: Bool, into out: inout [UInt8]) throws(CaptureError) {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard index < bytes.count, let digit = CaptureHex.value(bytes[index]) else {
        throw .badEscape("this escape needs \(digits) hex digits", at: location(index))
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    if asByte && digits == 2 { out.append(UInt8(value)); return }
    guard let scalar = Unicode.Scalar(value) else { throw .badEscape("not a Unicode scalar value", at: location(index - digits)) }
    UTF8.encode(scalar) { out.append($0) }
  }

  /// Ruby's and Elixir's `\u{1F600}`.
  private mutating func serverBracedHex(into out: inout [UInt8]) throws(CaptureError) {
    let open = index
    index += 1
    var value: UInt32 = 0
    var count = 0
    while index < bytes.count, let digit = CaptureHex.value(bytes[index]), count < 6 {
      value = value << 4 | UInt32(digit)
      index += 1
      count += 1
    }
    guard count > 0, index < bytes.count, bytes[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
      throw .badEscape("'\\u{…}' needs 1 to 6 hex digits of a Unicode scalar value", at: location(open))
    }
    index += 1
    UTF8.encode(scalar) { out.append($0) }
  }
}
