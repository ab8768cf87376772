/// The keys of `aps` and `aps.alert` the rules ask about, as numbers: a payload's keys are matched against
/// these lists once (`PayloadKeys`), and a rule then asks for a key by its number, not by comparing text.
enum APSKey: Int, CaseIterable {
  case alert, badge, sound, threadID, category, contentAvailable, mutableContent, targetContentID
  case interruptionLevel, relevanceScore, filterCriteria, staleDate, contentState, timestamp, event
  case dismissalDate, attributesType, attributes, inputPushToken, inputPushChannel, contentChanged, urlArgs
  /// Not an Apple key: the misspelling rule `events-key` looks for.
  case events

  /// The key as written in a payload.
  var name: String { Self.names[rawValue] }

  /// `APNsKeys.aps` in this enum's order, then `events`.
  static let names: [String] = APNsKeys.aps + ["events"]
  static let table = JSONKeyTable(names)
  /// The kinds of value the type rules accept for each key (bit `1 << Kind.rawValue`; every kind for keys
  /// whose type no type rule checks): a payload whose first value of every key fits meets no type rule.
  static let acceptedKinds: [UInt8] = allCases.map { key in
    func kinds(_ kinds: JSONTape.Kind...) -> UInt8 { kinds.reduce(0) { $0 | 1 << $1.rawValue } }
    switch key {
    case .alert, .sound: return kinds(.string, .object)
    case .badge, .relevanceScore, .staleDate, .timestamp, .dismissalDate: return kinds(.number)
    case .threadID, .category, .targetContentID, .filterCriteria, .attributesType: return kinds(.string)
    case .contentState, .attributes: return kinds(.object)
    case .urlArgs: return kinds(.array)
    default: return ~0
    }
  }

  /// Keys Apple defines (every case but `events`).
  static let definedMask: UInt64 = (1 << UInt64(APNsKeys.aps.count)) - 1
}

/// The `aps.alert` keys the rules know: Apple's current and legacy keys, and `sound` (Live Activities).
enum AlertKey: Int, CaseIterable {
  case title, subtitle, body, launchImage, titleLocKey, titleLocArgs, subtitleLocKey, subtitleLocArgs, locKey
  case locArgs, actionLocKey, action, summaryArg, summaryArgCount, sound

  var name: String { Self.names[rawValue] }

  /// `APNsKeys.alertKnown` in this enum's order, then `sound`.
  static let names: [String] = APNsKeys.alertKnown + ["sound"]
  static let table = JSONKeyTable(names)
}

/// Keys print as written in payloads, so messages can interpolate them.
extension APSKey: CustomStringConvertible {
  var description: String { name }
}

extension AlertKey: CustomStringConvertible {
  var description: String { name }
}

/// A set of `APSKey`s or `AlertKey`s as bits.
struct KeyMask: Hashable {
  var bits: UInt64 = 0

  init(bits: UInt64 = 0) { self.bits = bits }
  init(_ keys: [APSKey]) { bits = keys.reduce(0) { $0 | 1 << UInt64($1.rawValue) } }
  init(_ keys: [AlertKey]) { bits = keys.reduce(0) { $0 | 1 << UInt64($1.rawValue) } }

  @inline(__always) func contains(_ key: APSKey) -> Bool { bits & 1 << UInt64(key.rawValue) != 0 }
  @inline(__always) func contains(_ key: AlertKey) -> Bool { bits & 1 << UInt64(key.rawValue) != 0 }
  @inline(__always) func intersects(_ other: KeyMask) -> Bool { bits & other.bits != 0 }
}

/// One walk over the top-level, `aps` and `aps.alert` members of a payload: which known keys each holds (the
/// first member of each key, as repeated keys are read everywhere else) and whether any other key is there.
/// Every rule's key questions are answered from this, so a payload's keys are compared with the key lists
/// once instead of once per rule (issue 14 profile: 7 M of 73 M instructions were key look-ups).
struct PayloadKeys {
  /// Tape indexes of the values of the first member of each key; -1 when absent.
  private var apsSlots = Slots()
  private var alertSlots = Slots()
  private(set) var aps = KeyMask()
  private(set) var alert = KeyMask()
  /// The tape index of the value of `aps` (the first, if it repeats); -1 without one.
  private(set) var apsIndex = -1
  /// `aps` is present, and is an object.
  private(set) var hasAps = false
  private(set) var apsIsObject = false
  private(set) var apsMemberCount = 0
  /// `aps.alert` is an object.
  private(set) var alertIsObject = false
  private(set) var alertMemberCount = 0
  /// The value of a known `aps` key is of a kind its type rule rejects (`APSKey.acceptedKinds`).
  private(set) var apsHasValueOfUnexpectedKind = false
  /// `aps.sound` is a (critical sound) dictionary.
  private(set) var soundIsObject = false
  /// A member of `aps.alert` (any, repeats included) has a value that is not a string.
  private(set) var alertHasNonStringValue = false
  /// `aps` holds a key Apple does not define; `aps.alert` one outside `AlertKey`.
  private(set) var apsHasUnknownKey = false
  private(set) var alertHasUnknownKey = false
  /// The top level has a `mdm` key; a custom (non-`aps`) key whose value is null.
  private(set) var hasMDMKey = false
  private(set) var hasNullCustomValue = false

  /// Reads the tape's entries directly (no member views): this runs for every payload.
  init(payload: JSONView) {
    let tape = payload.tape
    let bytes = payload.bytes
    guard tape[payload.index].kind == .object else { return }
    var apsValue = -1
    var key = payload.index + 1
    let rootEnd = tape[payload.index].next
    while key < rootEnd {
      let value = key + 1
      if Self.key(tape[key], bytes, is: "aps") {
        if apsValue < 0 { apsValue = value }
      } else {
        if tape[value].kind == .null { hasNullCustomValue = true }
        if Self.key(tape[key], bytes, is: "mdm") { hasMDMKey = true }
      }
      key = tape[value].next
    }
    guard apsValue >= 0 else { return }
    hasAps = true
    apsIndex = apsValue
    guard tape[apsValue].kind == .object else { return }
    apsIsObject = true
    apsMemberCount = tape[apsValue].count
    let apsTable = APSKey.table
    let acceptedKinds = APSKey.acceptedKinds
    let defined = APNsKeys.aps.count
    key = apsValue + 1
    while key < tape[apsValue].next {
      let value = key + 1
      defer { key = tape[value].next }
      guard let number = apsTable.index(ofKey: tape[key], in: bytes) else {
        apsHasUnknownKey = true
        continue
      }
      if number >= defined { apsHasUnknownKey = true }
      let bit: UInt64 = 1 << UInt64(number)
      guard aps.bits & bit == 0 else { continue }
      aps.bits |= bit
      apsSlots.set(number, value)
      let kind = tape[value].kind
      if acceptedKinds[number] & 1 << kind.rawValue == 0 { apsHasValueOfUnexpectedKind = true }
      if number == APSKey.sound.rawValue, kind == .object { soundIsObject = true }
    }
    let alertValue = apsSlots.get(APSKey.alert.rawValue)
    guard alertValue >= 0, tape[alertValue].kind == .object else { return }
    alertIsObject = true
    alertMemberCount = tape[alertValue].count
    let alertTable = AlertKey.table
    key = alertValue + 1
    while key < tape[alertValue].next {
      let value = key + 1
      defer { key = tape[value].next }
      if tape[value].kind != .string { alertHasNonStringValue = true }
      guard let number = alertTable.index(ofKey: tape[key], in: bytes) else {
        alertHasUnknownKey = true
        continue
      }
      let bit: UInt64 = 1 << UInt64(number)
      guard alert.bits & bit == 0 else { continue }
      alert.bits |= bit
      alertSlots.set(number, value)
    }
  }

  /// Whether a key entry's text is `key`, comparing bytes (a key written with escapes is decoded first).
  @inline(__always)
  private static func key(_ entry: JSONTape.Entry, _ bytes: UnsafeBufferPointer<UInt8>, is key: StaticString) -> Bool {
    guard entry.flags & JSONTape.Flags.escaped == 0 else { return JSONTape.text(of: entry, in: bytes) == key.description }
    return Self.bytes(bytes, of: entry, equal: key)
  }

  /// Whether an unescaped string entry's text is `text`.
  @inline(__always)
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, of entry: JSONTape.Entry, equal key: StaticString) -> Bool {
    let count = key.utf8CodeUnitCount
    guard entry.end - entry.start - 2 == count else { return false }
    return key.withUTF8Buffer { key in
      var index = 0
      while index < count {
        if key[index] != bytes[entry.start + 1 + index] { return false }
        index += 1
      }
      return true
    }
  }

  /// The value of `key` in `aps` (a view on the same tape as `payload`).
  @inline(__always)
  func value(_ key: APSKey, in view: JSONView) -> JSONView? {
    let slot = apsSlots.get(key.rawValue)
    return slot < 0 ? nil : JSONView(tape: view.tape, bytes: view.bytes, index: Int(slot))
  }

  /// The value of `key` in `aps.alert`.
  @inline(__always)
  func value(_ key: AlertKey, in view: JSONView) -> JSONView? {
    let slot = alertSlots.get(key.rawValue)
    return slot < 0 ? nil : JSONView(tape: view.tape, bytes: view.bytes, index: Int(slot))
  }
}

/// 32 tape indexes in place (no allocation per payload), read and written through a pointer: a SIMD vector's
/// own subscript with a run-time index spills the whole vector (issue 14 profile: 43 instructions a write).
struct Slots {
  private var storage = SIMD32<Int32>(repeating: -1)

  @inline(__always) mutating func set(_ slot: Int, _ index: Int) {
    precondition(slot >= 0 && slot < 32)
    withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: Int32(truncatingIfNeeded: index), toByteOffset: slot * 4, as: Int32.self) }
  }

  @inline(__always) func get(_ slot: Int) -> Int {
    precondition(slot >= 0 && slot < 32)
    return Int(withUnsafeBytes(of: storage) { $0.load(fromByteOffset: slot * 4, as: Int32.self) })
  }
}

/// Byte-level questions the hot rules ask of a value, answered without making a string.
extension JSONView {
  /// Whether this is a string whose text is `text` (its bytes, or its decoded text when written with escapes).
  func isText(_ text: StaticString) -> Bool {
    let entry = tape[index]
    guard entry.kind == .string else { return false }
    guard entry.flags & JSONTape.Flags.escaped == 0 else { return isString(text.description) }
    return PayloadKeys.bytes(bytes, of: entry, equal: text)
  }

  /// The number when it is written as a whole number an `Int` holds (what `Int(lexeme)` gives), read from
  /// the bytes.
  var wholeNumber: Int? {
    let entry = tape[index]
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

  /// A number written with a fraction or an exponent.
  var hasFractionOrExponent: Bool {
    let entry = tape[index]
    guard entry.kind == .number else { return false }
    var position = entry.start
    while position < entry.end {
      switch bytes[position] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return true
      default: position += 1
      }
    }
    return false
  }

  /// A number written without a sign, fraction or exponent.
  var isNonNegativeWholeNumber: Bool {
    let entry = tape[index]
    guard entry.kind == .number else { return false }
    var position = entry.start
    while position < entry.end {
      switch bytes[position] {
      case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return false
      default: position += 1
      }
    }
    return true
  }

  /// A string written without escapes that ends in .aiff, .aif, .wav or .caf, in any case. False is not
  /// final (an escaped or non-ASCII name is decoded by the caller); true is.
  var hasSoundFileExtension: Bool {
    let entry = tape[index]
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
