/// Everything the rules look at, worked out once per payload by the validator. A struct: rule closures take
/// it borrowed (passed by address, not copied), where a class costs an allocation, a free and a deinit per
/// payload. Values are `JSONView`s of the scanned
/// tape: nothing is decoded unless a rule asks.
struct PayloadFacts: Sendable {
  /// The top-level value (`null` when the input did not parse).
  let payload: JSONView
  /// The input had no bytes other than whitespace.
  let isEmpty: Bool
  /// Why the input is not JSON, when it is not.
  let syntaxError: PayloadParseFailure?
  /// Members whose key repeats an earlier key of the same object, with where the repeat is.
  let duplicateKeys: [JSONDuplicateKey]
  /// `\u` escapes of characters that could have been written as themselves.
  let unicodeEscapes: [UnicodeEscape]
  /// UTF-8 bytes of the compact form: what is sent and counted.
  let compactSize: Int
  /// Bytes as written, when validating an input file.
  let writtenSize: Int?
  let pushType: PushType
  let context: ValidationContext
  let limit: Int
  /// Which known keys `aps` and `aps.alert` hold, and where.
  let keys: PayloadKeys
  /// The `aps` value, its members (empty unless an object), and the same for `aps.alert`. The members are
  /// made when a rule asks (the unknown-key rules): most payloads never need them.
  let aps: JSONView?
  var apsMembers: JSONView.Members { aps?.members ?? .empty(in: payload) }
  let alert: JSONView?
  var alertMembers: JSONView.Members { alert?.members ?? .empty(in: payload) }
  /// The Live Activity event, when it is a string.
  let event: String?
  /// A legacy Safari (website) push: its topic is a Website Push ID (`web.…`).
  let isSafari: Bool
  /// What decides which rules run (`RuleTrigger`).
  let signals: PayloadSignals

  init(
    payload: JSONView, keys: PayloadKeys, isEmpty: Bool, syntaxError: PayloadParseFailure?,
    duplicateKeys: [JSONDuplicateKey], unicodeEscapes: [UnicodeEscape], compactSize: Int, writtenSize: Int?,
    pushType: PushType, context: ValidationContext
  ) {
    self.payload = payload
    self.keys = keys
    self.isEmpty = isEmpty
    self.syntaxError = syntaxError
    self.duplicateKeys = duplicateKeys
    self.unicodeEscapes = unicodeEscapes
    self.compactSize = compactSize
    self.writtenSize = writtenSize
    self.pushType = pushType
    self.context = context
    let limit = context.fields.sizeLimit ?? pushType.sizeLimit
    self.limit = limit
    let aps = keys.apsIndex < 0 ? nil : JSONView(tape: payload.tape, bytes: payload.bytes, index: keys.apsIndex)
    self.aps = aps
    self.alert = keys.value(.alert, in: payload)
    self.event = keys.value(.event, in: payload)?.stringValue
    let derived = context.derived
    let isSafari = derived.isSafari
    self.isSafari = isSafari

    var signals: PayloadSignals = []
    let parsed = syntaxError == nil && !isEmpty
    if isEmpty { signals.insert(.empty) }
    if syntaxError != nil { signals.insert(.syntaxError) }
    if parsed, payload.kind != .object { signals.insert(.notObject) }
    if !duplicateKeys.isEmpty { signals.insert(.duplicateKeys) }
    if !unicodeEscapes.isEmpty { signals.insert(.unicodeEscapes) }
    if parsed, payload.kind == .object {
      if !keys.hasAps { signals.insert(.apsMissing) }
      if keys.hasAps, !keys.apsIsObject { signals.insert(.apsNotObject) }
      if keys.apsHasUnknownKey { signals.insert(.unknownApsKey) }
      // `sound` belongs in a Live Activity alert only.
      if keys.alertHasUnknownKey || (keys.alert.contains(AlertKey.sound) && pushType != .liveactivity) {
        signals.insert(.unknownAlertKey)
      }
      if keys.alertIsObject, !keys.alert.intersects(APNsKeys.alertShown) { signals.insert(.alertShowsNothing) }
      if keys.apsHasValueOfUnexpectedKind { signals.insert(.unexpectedKind) }
      if keys.soundIsObject { signals.insert(.soundObject) }
      if keys.alertIsObject, keys.alertHasNonStringValue || keys.alert.intersects(APNsKeys.locArgsMask) {
        signals.insert(.alertFieldsToCheck)
      }
      if keys.hasNullCustomValue { signals.insert(.nullCustomValue) }
      if keys.apsIsObject, !keys.aps.intersects(APNsKeys.visibleMask) { signals.insert(.nothingVisible) }
    }
    if compactSize > limit { signals.insert(.overLimit) }
    if let writtenSize, writtenSize > limit { signals.insert(.writtenOverLimit) }
    if context.fields.legacyLimit != nil { signals.insert(.legacyLimit) }
    if isSafari { signals.insert(.safari) }
    switch pushType {
    case .background: signals.insert(.background)
    case .liveactivity: signals.insert(.liveActivity)
    case .widgets, .controls: signals.insert(.widgetsOrControls)
    default: break
    }
    if derived.hasHeaders { signals.insert(.headers) }
    self.signals = signals
  }

  /// The value of `key` in `aps`.
  @inline(__always) func apsValue(_ key: APSKey) -> JSONView? {
    keys.value(key, in: payload)
  }

  /// Whether `aps` has `key`.
  @inline(__always) func has(_ key: APSKey) -> Bool {
    keys.aps.contains(key)
  }

  /// The value of `key` in `aps.alert`.
  @inline(__always) func alertValue(_ key: AlertKey) -> JSONView? {
    keys.value(key, in: payload)
  }
}

/// Where and why an input is not JSON (from the parser), for rule `json-syntax`.
public struct PayloadParseFailure: Sendable, Hashable {
  /// The parser's message.
  public var message: String
  /// What to do about it, when the message does not say.
  public var hint: Hint?
  /// 1-based line and column of the offending byte.
  public var line: Int
  public var column: Int
  /// The JSON Pointer of the value being read.
  public var path: String
}

/// A `\uXXXX` escape of a character that is not a control character.
struct UnicodeEscape: Sendable, Hashable {
  var path: String
  var escape: String
  var scalar: Unicode.Scalar
  /// Where the escape starts in the source.
  var location: SourceLocation
}

/// JSON Pointer text building and short value descriptions for messages.
enum Describe {
  /// `base` + `/` + the RFC 6901-escaped token.
  static func pointer(_ base: String, _ token: String) -> String {
    base + "/" + JSONPointer.escape(token)
  }

  static func pointer(_ base: String, _ index: Int) -> String {
    base + "/" + String(index)
  }

  /// `string "1"`, `number 1.5`, `boolean true`, `null`, `object`, `array`.
  static func value(_ value: JSONView) -> String {
    switch value.kind {
    case .null: return "null"
    case .true: return "boolean true"
    case .false: return "boolean false"
    case .number: return "number \(value.numberLexeme ?? "")"
    case .string: return "string \(quoted(value.stringValue ?? ""))"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// The text in double quotes, shortened to 40 characters.
  static func quoted(_ text: String) -> String {
    // Counting characters and `replacing` are slow; most texts are short and hold no quote.
    let short = text.utf8.count > 40 && text.count > 40 ? String(text.prefix(39)) + "…" : text
    guard short.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + short + "\"" }
    return "\"" + short.replacing("\"", with: "\\\"") + "\""
  }
}
