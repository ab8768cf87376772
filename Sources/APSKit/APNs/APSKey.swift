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
