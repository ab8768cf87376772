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
  var types: [(pattern: [String], kind: ScalarSchema.Kind)]
  /// Every custom top-level scalar (outside `aps`) is a string: FCM's data map is string to string.
  var stringData = false
  /// What the provider's keys mean (path patterns as in `types`).
  var meanings: [(pattern: [String], meaning: String)]

  public static func == (left: PushVendor, right: PushVendor) -> Bool { left.id == right.id }

  /// The provider in a type note ("JPush defines /_j_msgid as a number").
  public var shortName: String {
    switch id {
    case "firebase": return "Firebase"
    case "tpns": return "TPNS"
    default:
      var text = String(name.prefix { $0 != "(" })
      if let via = text.firstRange(of: " via ") { text = String(text[..<via.lowerBound]) }
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// The provider whose marks `value` carries (the first in catalogue order), and the keys that told.
  public static func recognise(_ value: JSONValue?) -> (vendor: PushVendor, keys: [String])? {
    guard let value, value.members != nil else { return nil }
    for vendor in catalogue {
      var keys: [String] = []
      for mark in vendor.marks {
        let found = mark.map { vendor.present($0, in: value) }
        if found.allSatisfy({ !$0.isEmpty }) { keys += found.flatMap { $0 }.filter { !keys.contains($0) } }
      }
      if !keys.isEmpty { return (vendor, keys) }
    }
    return nil
  }

  /// The keys at `path` (`/a/b`, last token may end in `*`) present in `value`.
  private func present(_ path: String, in value: JSONValue) -> [String] {
    var tokens = path.split(separator: "/").map(String.init)
    guard let last = tokens.popLast() else { return [] }
    var node: JSONValue? = value
    for token in tokens { node = node?[token] }
    guard let members = node?.members else { return [] }
    let prefix = path.dropLast(last.count)
    if last.hasSuffix("*") {
      return members.filter { $0.key.hasPrefix(last.dropLast()) }.map { prefix + $0.key }
    }
    return members.contains { $0.key == last } ? [path] : []
  }

  /// The type the provider gives the scalar at `path`, nil when it defines none.
  func kind(at path: [String]) -> ScalarSchema.Kind? {
    for row in types where Self.matches(row.pattern, path) { return row.kind }
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
