/// Facts about a payload as bits, worked out once per payload, that say which rules can find anything in it.
struct PayloadSignals: OptionSet, Hashable {
  let rawValue: UInt64

  static let empty = PayloadSignals(rawValue: 1 << 0)
  static let syntaxError = PayloadSignals(rawValue: 1 << 1)
  /// Parsed, but the top level is not an object.
  static let notObject = PayloadSignals(rawValue: 1 << 2)
  static let duplicateKeys = PayloadSignals(rawValue: 1 << 3)
  static let unicodeEscapes = PayloadSignals(rawValue: 1 << 4)
  /// An object without `aps`; with `aps` that is not an object.
  static let apsMissing = PayloadSignals(rawValue: 1 << 5)
  static let apsNotObject = PayloadSignals(rawValue: 1 << 6)
  /// `aps` holds a key Apple does not define; `aps.alert` one not known for this push type.
  static let unknownApsKey = PayloadSignals(rawValue: 1 << 7)
  static let unknownAlertKey = PayloadSignals(rawValue: 1 << 8)
  /// A top-level key other than `aps` has the value null.
  static let nullCustomValue = PayloadSignals(rawValue: 1 << 10)
  /// The compact form is over the limit; the bytes as written are.
  static let overLimit = PayloadSignals(rawValue: 1 << 11)
  static let writtenOverLimit = PayloadSignals(rawValue: 1 << 12)
  /// A legacy limit was given.
  static let legacyLimit = PayloadSignals(rawValue: 1 << 13)
  /// A Safari (website) push: the topic starts with `web.`.
  static let safari = PayloadSignals(rawValue: 1 << 14)
  /// Checked as push type background; liveactivity; widgets or controls.
  static let background = PayloadSignals(rawValue: 1 << 15)
  static let liveActivity = PayloadSignals(rawValue: 1 << 16)
  static let widgetsOrControls = PayloadSignals(rawValue: 1 << 17)
  /// `aps` is an object with none of alert, badge, sound.
  static let nothingVisible = PayloadSignals(rawValue: 1 << 18)
  /// `aps.alert` is an object with a value that is not a string, or with a `*loc-args` key.
  static let alertFieldsToCheck = PayloadSignals(rawValue: 1 << 20)
  /// A known `aps` key holds a value of a kind its type rule rejects.
  static let unexpectedKind = PayloadSignals(rawValue: 1 << 21)
  /// `aps.sound` is a dictionary.
  static let soundObject = PayloadSignals(rawValue: 1 << 22)
  /// `aps.alert` is an object without title, subtitle, body or a loc key: nothing to show.
  static let alertShowsNothing = PayloadSignals(rawValue: 1 << 23)
  /// A request header or the push type was given.
  static let headers = PayloadSignals(rawValue: 1 << 19)
}

/// When a rule can find something: one of these `aps` keys, alert keys or signals is present. The validator
/// runs a rule only then, so a payload meets the few rules about what it holds, not the whole table (issue
/// 14: running every rule on every payload was two thirds of `validate --jsonl`). A trigger must cover every
/// case its rule reports; `RuleTriggerTests` runs every rule on every test payload to hold each one to that.
struct RuleTrigger: Sendable {
  var apsBits: UInt64
  var alertBits: UInt64
  var signalBits: UInt64

  init(aps: [APSKey] = [], alert: [AlertKey] = [], signals: PayloadSignals = []) {
    apsBits = KeyMask(aps).bits
    alertBits = KeyMask(alert).bits
    signalBits = signals.rawValue
  }

  static func aps(_ keys: APSKey...) -> RuleTrigger { RuleTrigger(aps: keys) }
  static func alert(_ keys: AlertKey...) -> RuleTrigger { RuleTrigger(alert: keys) }
  static func signals(_ signals: PayloadSignals) -> RuleTrigger { RuleTrigger(signals: signals) }
}

/// Which rules each `aps` key, alert key and signal triggers, as sets of rule numbers in `ValidationRule.all`,
/// so a payload's rules are the union of a few sets, visited in table order, rather than a test of every rule.
struct RuleIndex: Sendable {
  /// A set of rule numbers below 128.
  struct RuleSet: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    static let capacity = 128

    mutating func insert(_ rule: Int) {
      if rule < 64 { low |= 1 << UInt64(rule) } else { high |= 1 << UInt64(rule - 64) }
    }

    @inline(__always) mutating func formUnion(_ other: RuleSet) {
      low |= other.low
      high |= other.high
    }

    /// Calls `body` with each rule number, lowest first.
    @inline(__always) func forEach(_ body: (Int) -> Void) {
      var word = low
      while word != 0 {
        body(word.trailingZeroBitCount)
        word &= word &- 1
      }
      word = high
      while word != 0 {
        body(64 + word.trailingZeroBitCount)
        word &= word &- 1
      }
    }
  }

  /// The sets of each `aps` key bit, then each alert key bit, then each signal bit: one array, so a payload's
  /// look-up borrows one buffer instead of retaining and releasing three arrays.
  private var sets = [RuleSet](repeating: RuleSet(), count: 3 * 64)
  private static let alertOffset = 64
  private static let signalOffset = 128
  /// Every rule.
  private(set) var all = RuleSet()

  init(_ rules: [ValidationRule]) {
    precondition(rules.count <= RuleSet.capacity, "RuleIndex holds 128 rules; widen RuleSet")
    for (number, rule) in rules.enumerated() {
      all.insert(number)
      for bit in 0..<64 {
        if rule.trigger.apsBits & 1 << UInt64(bit) != 0 { sets[bit].insert(number) }
        if rule.trigger.alertBits & 1 << UInt64(bit) != 0 { sets[Self.alertOffset + bit].insert(number) }
        if rule.trigger.signalBits & 1 << UInt64(bit) != 0 { sets[Self.signalOffset + bit].insert(number) }
      }
    }
  }

  /// The rules a payload with these keys and signals triggers.
  func rules(aps: KeyMask, alert: KeyMask, signals: PayloadSignals) -> RuleSet {
    sets.withUnsafeBufferPointer { sets in
      var found = RuleSet()
      Self.union(aps.bits, from: sets, at: 0, into: &found)
      Self.union(alert.bits, from: sets, at: Self.alertOffset, into: &found)
      Self.union(signals.rawValue, from: sets, at: Self.signalOffset, into: &found)
      return found
    }
  }

  @inline(__always)
  private static func union(
    _ bits: UInt64, from sets: UnsafeBufferPointer<RuleSet>, at offset: Int, into found: inout RuleSet
  ) {
    var bits = bits
    while bits != 0 {
      found.formUnion(sets[offset + bits.trailingZeroBitCount])
      bits &= bits &- 1
    }
  }
}
