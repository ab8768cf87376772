/// One walk over the top-level, `aps` and `aps.alert` members of a payload: which known keys each holds (the
/// first member of each key, as repeated keys are read everywhere else) and whether any other key is there.
/// Every rule's key questions are answered from this, so a payload's keys are compared with the key lists
/// once instead of once per rule.
struct PayloadKeys {
  /// Tape indexes of the values of the first member of each key; -1 when absent.
  private var apsSlots = Slots<SIMD32<Int32>>()
  private var alertSlots = Slots<SIMD16<Int32>>()
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
    var key = JSONTape.firstChild(of: payload.index)
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
    let apsTable = APSKey.table
    let acceptedKinds = APSKey.acceptedKinds
    let defined = APNsKeys.aps.count
    key = JSONTape.firstChild(of: apsValue)
    while key < tape[apsValue].next {
      let value = key + 1
      defer { key = tape[value].next }
      apsMemberCount += 1
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
    let alertTable = AlertKey.table
    key = JSONTape.firstChild(of: alertValue)
    while key < tape[alertValue].next {
      let value = key + 1
      defer { key = tape[value].next }
      alertMemberCount += 1
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
    Self.bytes(bytes, from: entry.start + 1, to: entry.end - 1, equal: key)
  }

  /// Whether `bytes[start..<end]` are the bytes of `key`.
  @inline(__always)
  static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, equal key: StaticString) -> Bool {
    let count = key.utf8CodeUnitCount
    guard end - start == count else { return false }
    return key.withUTF8Buffer { key in
      var index = 0
      while index < count {
        if key[index] != bytes[start + index] { return false }
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

/// Tape indexes in place (no allocation per payload), read and written through a pointer: a SIMD vector's
/// own subscript with a run-time index spills the whole vector to memory at every write.
struct Slots<Storage: SIMD & Sendable>: Sendable where Storage.Scalar == Int32 {
  private var storage = Storage(repeating: -1)

  @inline(__always) mutating func set(_ slot: Int, _ index: Int) {
    precondition(slot >= 0 && slot < Storage.scalarCount)
    withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: Int32(truncatingIfNeeded: index), toByteOffset: slot * 4, as: Int32.self) }
  }

  @inline(__always) func get(_ slot: Int) -> Int {
    precondition(slot >= 0 && slot < Storage.scalarCount)
    return Int(withUnsafeBytes(of: storage) { $0.load(fromByteOffset: slot * 4, as: Int32.self) })
  }
}
