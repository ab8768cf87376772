import Foundation

@testable import APSCLI
@testable import APSKit

/// The evidence ledger (Tests/Evidence/claims): each claim is a scenario file, what a source says
/// happens (`expect`, vocabulary in Tests/Evidence/SCENARIO-FORMAT.md), the quote and its link.
/// A claim is run exactly as a user would run it: `aps predict --scenario - --format json`.
struct LedgerClaim {
  var name: String
  var json: [String: Any]

  var scenario: [String: Any] { json["scenario"] as? [String: Any] ?? [:] }
  var expect: [String: Any] { json["expect"] as? [String: Any] ?? [:] }

  static let folder = packageRoot.appendingPathComponent("Tests/Evidence/claims")

  static func all() throws -> [LedgerClaim] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    return try names.map { name in
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      return LedgerClaim(name: String(name.dropLast(5)), json: object)
    }
  }
}

/// How one claim compares with the prediction.
struct LedgerVerdict {
  var claim: String
  /// What differs, one line each; empty when the claim agrees.
  var differences: [String]
  /// Expect keys the ledger does not compare.
  var ignored: [String]
  var agrees: Bool { differences.isEmpty }
}

enum LedgerJudge {
  /// Expect keys compared against the prediction.
  static let compared: Set<String> = [
    "fires", "notFires", "order", "count", "banner", "list", "sound", "badge", "shown", "launches", "wakes",
    "launchOptionsKey", "incomingCall", "content",
  ]
  /// Callbacks that run in an extension or the system, not in the app's process.
  static let outsideTheApp: Set<String> = ["C14", "C17", "C38", "C39", "C47", "C48", "C49", "C51", "C52"]

  static func judge(_ claim: LedgerClaim) -> LedgerVerdict {
    let scenario = (try? JSONSerialization.data(withJSONObject: claim.scenario)) ?? Data("{}".utf8)
    let result = runAPS(["predict", "--scenario", "-", "--format", "json"], stdin: String(decoding: scenario, as: UTF8.self))
    let expect = claim.expect
    let ignored = expect.keys.filter { !compared.contains($0) }.sorted()
    guard result.exitCode == .ok else {
      // A combination the model calls impossible: nothing runs and nothing is shown for it.
      let impossible = result.exitCode == .usage && result.stderr.contains("impossible combination")
      guard impossible else {
        return LedgerVerdict(claim: claim.name, differences: ["scenario not accepted: " + firstLine(result.stderr)], ignored: ignored)
      }
      // A story the source saw happen cannot be impossible: its steps would otherwise go uncompared.
      if expect["steps"] != nil || expect["final"] != nil {
        return LedgerVerdict(claim: claim.name, differences: ["the model calls the story impossible: " + firstLine(result.stderr)], ignored: ignored)
      }
      return compare(expect, callbacks: [], presentation: ["banner": false, "list": false, "sound": false, "badge": false],
                     launchKey: nil, reportsCall: false, name: claim.name, ignored: ignored, note: "impossible: " + firstLine(result.stderr))
    }
    let record = (try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) as? [String: Any] ?? [:]
    if expect["steps"] != nil || expect["final"] != nil {
      let implements = (claim.scenario["implements"] as? [String]) ?? []
      let differences = TimelineJudge.compare(
        expect, record: record, reportsCall: !implements.contains("voip-unreported"), callHandlers: callHandlers(claim.scenario))
      return LedgerVerdict(claim: claim.name, differences: differences, ignored: TimelineJudge.ignored(expect))
    }
    let callbacks = (record["callbacks"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    let relayed = relays(record["callbacks"])
    let presentation = record["presentation"] as? [String: Any] ?? [:]
    let launch = (record["launchOptions"] as? [String: Any])?["remoteNotification"] as? String
    let implements = (record["scenario"] as? [String: Any])?["implements"] as? [String] ?? []
    // A push the model does not deliver carries `notDelivered` with how sure that is; a delivered
    // one-push record has no delivery certainty of its own, so `certainty` is compared only then.
    let notDelivered = record["notDelivered"] as? [String: Any]
    let delivery = Delivery(delivered: notDelivered == nil, certainty: notDelivered?["certainty"] as? String)
    let uncompared = ignored.filter { !($0 == "delivered" || $0 == "certainty" && notDelivered != nil) }
    return compare(expect, callbacks: callbacks, relayed: relayed, presentation: presentation, launchKey: launch, delivery: delivery,
                   reportsCall: !implements.contains("voip-unreported"), callHandlers: callHandlers(claim.scenario), name: claim.name, ignored: uncompared, note: nil)
  }

  /// The PushKit handlers in which a reported call puts up CallKit's screen: C15 and C16, and on
  /// iOS 10 (CallKit is iOS 10.0+; C15 came with 11.0) the older C18.
  static func callHandlers(_ scenario: [String: Any]) -> Set<String> {
    let text = scenario["ios"].map { "\($0)" } ?? ""
    let major = Int(text.prefix { $0.isNumber }) ?? 0
    return major == 10 ? ["C15", "C16", "C18"] : ["C15", "C16"]
  }

  /// The system callbacks an SDK received and relayed (`via`): iOS called them, on the SDK's hook.
  static func relays(_ callbacks: Any?) -> Set<String> {
    Set((callbacks as? [[String: Any]] ?? []).compactMap { $0["via"] as? String })
  }

  /// Whether the one-push record delivers the push, and how sure a non-delivery is.
  struct Delivery { var delivered: Bool; var certainty: String? }

  private static func compare(
    _ expect: [String: Any], callbacks: [String], relayed: Set<String> = [], presentation: [String: Any], launchKey: String?,
    delivery: Delivery? = nil, reportsCall: Bool, callHandlers: Set<String> = ["C15", "C16"], name: String, ignored: [String], note: String?
  ) -> LedgerVerdict {
    var differences: [String] = []
    let timeline = callbacks.joined(separator: " → ")
    let called = Set(callbacks).union(relayed)
    for id in ids(expect["fires"]) where !called.contains(id) { differences.append("\(id) expected, timeline: \(timeline)") }
    for id in ids(expect["notFires"]) where called.contains(id) { differences.append("\(id) not expected, timeline: \(timeline)") }
    let order = ids(expect["order"])
    if !order.isEmpty, !isSubsequence(order, of: callbacks) { differences.append("order \(order) not in \(timeline)") }
    for (id, count) in expect["count"] as? [String: Int] ?? [:] {
      let actual = callbacks.filter { $0 == resolve(id) }.count
      if actual != count { differences.append("\(id) \(count)× expected, \(actual)×") }
    }
    func flag(_ key: String) -> Bool? { presentation[key] as? Bool }
    for key in ["banner", "list", "sound", "badge"] {
      guard let wanted = expect[key] as? Bool else { continue }
      if flag(key) != wanted { differences.append("\(key) \(wanted) expected, predicted \(flag(key).map(String.init) ?? "uncertain")") }
    }
    if let wanted = expect["shown"] as? Bool {
      // A Live Activity on the Lock Screen is seen, as a banner or a list entry is.
      let shown: Bool? = flag("banner") == true || flag("list") == true || flag("liveActivity") == true ? true : (flag("banner") == nil || flag("list") == nil ? nil : false)
      if shown != wanted { differences.append("shown \(wanted) expected, predicted \(shown.map(String.init) ?? "uncertain")") }
    }
    let launches = callbacks.contains("C01") || callbacks.contains("C02")
    if let wanted = expect["launches"] as? Bool, wanted != launches { differences.append("launches \(wanted) expected, timeline: \(timeline)") }
    let wakes = callbacks.contains { !outsideTheApp.contains($0) }
    if let wanted = expect["wakes"] as? Bool, wanted != wakes { differences.append("wakes \(wanted) expected, timeline: \(timeline)") }
    if let wanted = expect["launchOptionsKey"] as? String, wanted != launchKey {
      differences.append("launchOptions key \(wanted) expected, predicted \(launchKey ?? "no launch")")
    }
    if let wanted = expect["content"] as? String, presentation["content"] as? String != wanted {
      differences.append("content \(wanted) expected, predicted \(presentation["content"] as? String ?? "none")")
    }
    if let wanted = expect["incomingCall"] as? Bool {
      let call = reportsCall && presentation["callFiltered"] as? Bool != true && callbacks.contains(where: callHandlers.contains)
      if call != wanted { differences.append("incomingCall \(wanted) expected, timeline: \(timeline)") }
    }
    if let delivery, let wanted = expect["delivered"] as? Bool, wanted != delivery.delivered {
      differences.append("delivered \(wanted) expected, predicted \(delivery.delivered)")
    }
    if let got = delivery?.certainty, let wanted = expect["certainty"] as? String, TimelineJudge.certainty(wanted) != got {
      differences.append("certainty \(wanted) expected, predicted \(got)")
    }
    if let note, !differences.isEmpty { differences.append(note) }
    return LedgerVerdict(claim: name, differences: differences, ignored: ignored)
  }

  /// Catalogue ids, or selectors as `--explain` prints them.
  private static func ids(_ value: Any?) -> [String] {
    (value as? [String] ?? []).map(resolve)
  }

  static func resolve(_ name: String) -> String {
    if let info = CallbackInfo.catalogue.first(where: { $0.id == name || $0.selector == name }) { return info.id }
    // A Swift name (`userNotificationCenter(_:willPresent:withCompletionHandler:)`) names the
    // selector whose parts hold its labels, in order, when exactly one does.
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
    let labels = [String(name[..<open])] + name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ":").map(String.init).filter { $0 != "_" }
    let matches = CallbackInfo.catalogue.filter { info in
      let parts = info.selector.split(separator: ":").map(String.init)
      return parts.count == labels.count && zip(parts, labels).allSatisfy { $0.lowercased().contains($1.lowercased()) }
    }
    return matches.count == 1 ? matches[0].id : name
  }

  static func isSubsequence(_ wanted: [String], of timeline: [String]) -> Bool {
    var rest = timeline[...]
    for id in wanted {
      guard let index = rest.firstIndex(of: id) else { return false }
      rest = rest[rest.index(after: index)...]
    }
    return true
  }

  private static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n").first ?? "")
  }
}
