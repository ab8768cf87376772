/// Byte-level questions the hot rules ask of a value, answered without making a string.
extension JSONView {
  /// Whether this is a string whose text is `text` (its bytes, or its decoded text when written with escapes).
  @inline(__always)
  func isText(_ text: StaticString) -> Bool {
    let entry = entry
    guard entry.kind == .string else { return false }
    guard entry.flags & JSONTape.Flags.escaped == 0 else { return isString(text.description) }
    return PayloadKeys.bytes(bytes, of: entry, equal: text)
  }

  /// Whether this is a number written as `lexeme` (its bytes; no string is made).
  @inline(__always)
  func isLexeme(_ lexeme: StaticString) -> Bool {
    let entry = entry
    guard entry.kind == .number else { return false }
    return PayloadKeys.bytes(bytes, from: entry.start, to: entry.end, equal: lexeme)
  }

  /// Whether this is a number of at most 18 digits without a sign, fraction or exponent: a whole count any
  /// `Int` holds (the usual badge), settled from its few bytes before the rules' general number questions.
  @inline(__always)
  var isSmallWholeCount: Bool {
    let entry = entry
    guard entry.kind == .number else { return false }
    let end = entry.end
    guard end - entry.start <= 18 else { return false }
    var position = entry.start
    while position < end {
      guard bytes[position] &- UInt8(ascii: "0") < 10 else { return false }
      position += 1
    }
    return true
  }

  /// Whether this is an object with a member named `key` (compared as bytes: no string is made for a key
  /// written without escapes).
  @inline(__always)
  func hasMember(_ key: StaticString) -> Bool {
    let entry = entry
    guard entry.kind == .object, member < 0,
      entry.keyLengths & JSONTape.Entry.lengthBit(key.utf8CodeUnitCount) != 0
    else { return false }
    var child = JSONTape.firstChild(of: index)
    while child < entry.next {
      let keyEntry = tape[child]
      if keyEntry.flags & JSONTape.Flags.escaped == 0 {
        if PayloadKeys.bytes(bytes, of: keyEntry, equal: key) { return true }
      } else if JSONTape.text(of: keyEntry, in: bytes) == key.description {
        return true
      }
      child = tape[child + 1].next
    }
    return false
  }

  /// The number when it is written as a whole number an `Int` holds (what `Int(lexeme)` gives), read from
  /// the bytes.
  var wholeNumber: Int? {
    let entry = entry
    guard entry.kind == .number else { return nil }
    var position = entry.start
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    var value = 0
    while position < entry.end {
      let digit = Int(bytes[position]) - Int(UInt8(ascii: "0"))
      guard digit >= 0 && digit <= 9 else { return nil }  // a fraction or an exponent
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowAdd) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowShift && !overflowAdd else { return nil }
      value = next
      position += 1
    }
    return value
  }

  /// How a number is written: with a leading minus; with a fraction or an exponent. Nil for other kinds.
  var numberForm: (negative: Bool, fractionOrExponent: Bool)? {
    let entry = entry
    guard entry.kind == .number else { return nil }
    var position = entry.start
    while position < entry.end {
      switch bytes[position] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return (bytes[entry.start] == UInt8(ascii: "-"), true)
      default: position += 1
      }
    }
    return (bytes[entry.start] == UInt8(ascii: "-"), false)
  }

  /// A number written with a fraction or an exponent.
  var hasFractionOrExponent: Bool { numberForm?.fractionOrExponent ?? false }

  /// A number written without a sign, fraction or exponent.
  var isNonNegativeWholeNumber: Bool { numberForm.map { !$0.negative && !$0.fractionOrExponent } ?? false }

  /// A string written without escapes that ends in .aiff, .aif, .wav or .caf, in any case. False is not
  /// final (an escaped or non-ASCII name is decoded by the caller); true is.
  var hasSoundFileExtension: Bool {
    let entry = entry
    guard entry.kind == .string, entry.flags & JSONTape.Flags.escaped == 0 else { return false }
    let close = entry.end - 1  // the closing quote
    let length = close - (entry.start + 1)
    guard length >= 4 else { return false }
    // The last four bytes, ASCII letters folded to lowercase (`| 0x20` leaves '.' and digits alone; the
    // only byte it turns into '.' is a control character, which a valid string can't hold unescaped).
    var last: UInt32 = 0
    for position in (close - 4)..<close { last = last << 8 | UInt32(bytes[position] | 0x20) }
    switch last {
    case Self.fourBytes(".wav"), Self.fourBytes(".caf"), Self.fourBytes(".aif"): return true
    case Self.fourBytes("aiff"): return length >= 5 && bytes[close - 5] == UInt8(ascii: ".")
    default: return false
    }
  }

  private static func fourBytes(_ text: StaticString) -> UInt32 {
    text.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt32($1) } }
  }
}
