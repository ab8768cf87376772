/// A push provider that delivers through APNs, as data: how its notifications are recognised, the
/// type of each key it defines (a printed capture loses the quotes, the schema gives them back),
/// what the keys mean, and the provider's page. Adding a provider is adding one value to
/// `PushVendor.catalogue` (with a test).
public struct PushVendor: Sendable, Equatable {
  public var id: String
  /// "Firebase Cloud Messaging via APNs".
  public var name: String
  /// The provider's documentation of these keys (a full https link).
  public var page: String
  /// Each mark is a set of paths (`/custom/i`, `/gcm.*`) that must all be present; any mark recognises the provider.
  var marks: [[String]]
  /// Paths (`*` = any key) and the type of the scalars there.
  let types: [(pattern: [String], kind: ScalarSchema.Kind)]
  /// Every custom top-level scalar (outside `aps`) is a string: FCM's data map is string to string.
  var stringData = false
  /// What the provider's keys mean (path patterns as in `types`).
  var meanings: [(pattern: [String], meaning: String)]
  /// `types` compiled, and `shortName`: both are asked for every unquoted scalar of a capture.
  private let typeTable: PathPatterns<ScalarSchema.Kind>
  /// The provider in a type note ("JPush defines /_j_msgid as a number").
  public let shortName: String
  /// Where the provider's payload sits in the capture when something wraps it (the dictionary a
  /// GeTui extension logs holds it at `pushInfo.userInfo`); empty when it is the capture itself.
  var root: [String] = []

  init(
    id: String, name: String, page: String, marks: [[String]], types: [(pattern: [String], kind: ScalarSchema.Kind)],
    stringData: Bool = false, meanings: [(pattern: [String], meaning: String)]
  ) {
    self.id = id
    self.name = name
    self.page = page
    self.marks = marks
    self.types = types
    self.stringData = stringData
    self.meanings = meanings
    typeTable = PathPatterns(types.map { (pattern: $0.pattern, value: $0.kind) })
    shortName = Self.shortName(id: id, name: name)
  }

  public static func == (left: PushVendor, right: PushVendor) -> Bool { left.id == right.id }

  /// The name up to its first `(` or ` via `, without trailing spaces. Found in the name's UTF-8 (the
  /// marks are ASCII): the catalogue makes one for every provider when it is first asked for, where
  /// the string searches (`firstRange(of:)` sets up a searcher per call) cost more than all the rest
  /// of its construction.
  private static func shortName(id: String, name: String) -> String {
    switch id {
    case "firebase": return "Firebase"
    case "tpns": return "TPNS"
    default:
      let bytes = Array(name.utf8)
      var end = bytes.firstIndex(of: UInt8(ascii: "(")) ?? bytes.count
      let via = Array(" via ".utf8)
      if end >= via.count, let at = (0...(end - via.count)).first(where: { bytes[$0..<($0 + via.count)].elementsEqual(via) }) {
        end = at
      }
      while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
      return String(decoding: bytes[..<end], as: UTF8.self)
    }
  }

  /// The provider whose marks `value` carries (the first in catalogue order), and the keys that told;
  /// else the provider of the payload an SDK's object around it holds (`recogniseWrapped`).
  public static func recognise(_ value: JSONView) -> (vendor: PushVendor, keys: [String])? {
    guard let members = value.members else { return nil }
    for (vendor, marks) in compiledMarks {
      var keys: [String] = []
      for mark in marks {
        // Cheap first: an exact top-level key the mark needs is missing.
        if mark.contains(where: { path in path.count == 1 && path[0].stem == nil && !members.contains { $0.hasKey(path[0].name) } }) {
          continue
        }
        let found = mark.map { present($0, in: value) }
        if found.allSatisfy({ !$0.isEmpty }) { keys += found.flatMap { $0 }.filter { !keys.contains($0) } }
      }
      if !keys.isEmpty { return (vendor, keys) }
    }
    return recogniseWrapped(value)
  }

  /// The provider `value` is from (as `recognise`), without listing the keys that told: asked once
  /// per capture read, to type its scalars.
  static func vendor(of value: JSONView) -> PushVendor? {
    guard let members = value.members else { return nil }
    // Only a mark whose first keys are all among the top-level keys can match: those keys are found
    // by their bytes (no string per key), then the marks that may match are checked in catalogue order.
    let index = markIndex
    var found: Int?
    // Ascending ids are catalogue order: the first mark present wins. The marks alone: a provider
    // is copied (a dozen references retained) only when it matches.
    index.candidates(index.firstKeys(in: members)).forEach { id in
      guard found == nil else { return }
      let (rank, mark) = index.flatMarks[id]
      if mark.paths.allSatisfy({ isPresent($0, in: value) }) { found = rank }
    }
    return found.map { catalogue[$0] }
  }

  /// `path` from the provider's payload (`root`); nil outside it.
  func relative(_ path: [String]) -> [String]? {
    if root.isEmpty { return path }
    return path.starts(with: root) ? Array(path.dropFirst(root.count)) : nil
  }

  /// The provider of `value` (as `vendor(of:)`), or of the first dictionary nested in it, at most
  /// four levels down, that carries a provider's marks, with `root` saying where: a wrapper's own
  /// keys are no provider's, but the payload it holds is typed by its schema.
  static func found(in value: JSONView) -> PushVendor? {
    if var vendor = vendor(of: value) {
      // An SDK's message object around the payload: the schema types the payload, not the wrapper.
      if let root = sdkWrapperRoot(value) { vendor.root = root }
      return vendor
    }
    return nested(in: value, path: [], depth: 0)
  }

  /// The fields of the message object a Firebase SDK hands the app (FlutterFire's
  /// `RemoteMessage.toMap()`, React Native Firebase's `remoteMessage`): https://pub.dev/documentation/firebase_messaging_platform_interface/latest/firebase_messaging_platform_interface/RemoteMessage-class.html
  static let sdkWrapperKeys: Set<String> = [
    "senderId", "category", "collapseKey", "contentAvailable", "from", "messageId", "messageType", "mutableContent",
    "sentTime", "threadId", "ttl", "fcmOptions",
  ]

  /// Where the payload sits when `value` is an SDK's object around it (`sdkWrapper(of:)`), else nil.
  static func sdkWrapperRoot(_ value: JSONView) -> [String]? {
    sdkWrapper(of: value).map { [$0.container] }
  }

  private static func nested(in value: JSONView, path: [String], depth: Int) -> PushVendor? {
    guard depth < 4, let members = value.members else { return nil }
    for member in members where member.value.members != nil {
      if var vendor = vendor(of: member.value) {
        vendor.root = path + [member.key]
        return vendor
      }
      if let vendor = nested(in: member.value, path: path + [member.key], depth: depth + 1) { return vendor }
    }
    return nil
  }

  /// The marks' first keys, indexed by their bytes (`MarkIndex`).
  private static let markIndex = MarkIndex(compiledMarks.map(\.1))
  /// How many first keys and marks the index holds (a test checks they fit).
  static var markIndexCounts: (keys: Int, marks: Int) { (markIndex.tokenCount, markIndex.flatMarks.count) }

  /// Whether a key at the path `tokens` is present in `value` (as `present`, without listing them).
  private static func isPresent(_ tokens: [Token], in value: JSONView) -> Bool {
    guard let last = tokens.last else { return false }
    var node = value
    for token in tokens.dropLast() {
      guard let next = step(token, into: node) else { return false }
      node = next
    }
    guard let members = node.members else { return false }
    if let stem = last.stem { return members.contains { $0.keyHasPrefix(stem) } }
    return members.contains { $0.hasKey(last.name) }
  }

  /// The value one token of a path down: the member named by it, or for `*` inside a path the first
  /// element of a list (a sender's request lists its messages: `notifications/*/tokens`).
  @inline(__always) private static func step(_ token: Token, into node: JSONView) -> JSONView? {
    if token.isListElement, let elements = node.elements {
      var iterator = elements.makeIterator()
      return iterator.next()
    }
    return node[token.name]
  }

  /// One token of a mark's path: a key, or (`gcm.*`) a stem every matching key starts with.
  struct Token {
    var name: String
    var stem: String?
    /// `*` inside a path: the first element of a list.
    var isListElement = false
  }

  /// The marks split into path tokens once.
  private static let compiledMarks: [(PushVendor, [[[Token]]])] = catalogue.map { vendor in
    (vendor, vendor.marks.map { mark in mark.map(tokens) })
  }

  /// A mark's path split at `/` into tokens, by its UTF-8: `/` and `*` are ASCII, and splitting by
  /// characters walked every path's graphemes (a third of the catalogue's first use).
  private static func tokens(_ path: String) -> [Token] {
    path.utf8.split(separator: UInt8(ascii: "/")).map { token in
      let star = token.last == UInt8(ascii: "*")
      return Token(
        name: String(decoding: token, as: UTF8.self), stem: star ? String(decoding: token.dropLast(), as: UTF8.self) : nil,
        isListElement: star && token.count == 1)
    }
  }

  /// The keys at the path `tokens` present in `value`, as `/a/b` paths.
  private static func present(_ tokens: [Token], in value: JSONView) -> [String] {
    guard let last = tokens.last else { return [] }
    var node = value
    for token in tokens.dropLast() {
      guard let next = step(token, into: node) else { return [] }
      node = next
    }
    guard let members = node.members else { return [] }
    let prefix = tokens.dropLast().map { $0.isListElement ? "0" : $0.name }.joined(separator: "/") + (tokens.count > 1 ? "/" : "")
    if let stem = last.stem {
      return members.filter { $0.key.hasPrefix(stem) }.map { prefix + $0.key }
    }
    return members.contains { $0.hasKey(last.name) } ? [prefix + last.name] : []
  }

  /// Distinctive key names (with `_` or `.`, four bytes or more) with the rank of their provider in
  /// the catalogue and the offset of their first `_` or `.`, by that byte.
  static let hintsBySeparator: (underscore: [(rank: Int, needle: [UInt8], separator: Int)], dot: [(rank: Int, needle: [UInt8], separator: Int)]) = {
    var underscore: [(rank: Int, needle: [UInt8], separator: Int)] = []
    var dot: [(rank: Int, needle: [UInt8], separator: Int)] = []
    for (rank, vendor) in catalogue.enumerated() {
      let paths: [String] = vendor.marks.flatMap { $0 }
      for path in paths {
        // The last key's UTF-8 without its `*`s (ASCII marks, compared by bytes).
        let needle = (path.utf8.split(separator: UInt8(ascii: "/")).last.map { Array($0) } ?? []).filter { $0 != UInt8(ascii: "*") }
        guard needle.count >= 4, let separator = needle.firstIndex(where: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }) else { continue }
        if needle[separator] == UInt8(ascii: "_") {
          underscore.append((rank, needle, separator))
        } else {
          dot.append((rank, needle, separator))
        }
      }
    }
    return (underscore, dot)
  }()

  /// The type the provider gives the scalar at `path`, nil when it defines none.
  func kind(at path: [String]) -> ScalarSchema.Kind? {
    guard let path = relative(path) else { return nil }
    if let kind = typeTable.value(at: path) { return kind }
    if stringData, path.count == 1, path[0] != "aps" { return .string }
    return nil
  }

  /// What the key at `path` means, nil when the provider does not define it.
  public func meaning(at path: [String]) -> String? {
    meanings.first { Self.matches($0.pattern, path) }?.meaning
  }

  static func matches(_ pattern: [String], _ path: [String]) -> Bool {
    guard pattern.count == path.count else { return false }
    return zip(pattern, path).allSatisfy { pattern, key in
      pattern == "*" || pattern == key || pattern.hasSuffix("*") && key.hasPrefix(pattern.dropLast())
    }
  }
}
