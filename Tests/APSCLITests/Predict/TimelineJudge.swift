import Foundation

@testable import APSKit

/// Compares an event claim (`expect.steps`, `expect.final`, Tests/Evidence/SCENARIO-FORMAT.md and
/// the events contract) with the record `aps predict --format json` prints: the timeline record,
/// or, for a push and at most one action, the one-push record standing for every step.
enum TimelineJudge {
  /// Keys a step or `final` compares; the others are listed as not compared.
  static let stepKeys: Set<String> = [
    "event", "fires", "notFires", "shown", "wakes", "delivered", "certainty", "launches", "banner", "list", "sound", "badge",
    "order", "count", "content", "offLine", "incomingCall", "terminated",
  ]
  static let finalKeys: Set<String> = ["appState", "notificationCenter", "badge"]

  /// The step and final keys of `expect` this judge does not compare (`steps.deferred`, …).
  static func ignored(_ expect: [String: Any]) -> [String] {
    let steps = (expect["steps"] as? [[String: Any]] ?? []).flatMap(\.keys).filter { !stepKeys.contains($0) }.map { "steps." + $0 }
    let final = (expect["final"] as? [String: Any] ?? [:]).keys.filter { !finalKeys.contains($0) }.map { "final." + $0 }
    return Array(Set(steps + final)).sorted()
  }

  static func compare(_ expect: [String: Any], record: [String: Any], reportsCall: Bool = true, callHandlers: Set<String> = ["C15", "C16"]) -> [String] {
    var differences: [String] = []
    let timeline = record["timeline"] as? [[String: Any]]
    for wanted in expect["steps"] as? [[String: Any]] ?? [] {
      let label = "\(wanted["event"] ?? "?")"
      guard let step = self.step(wanted["event"], timeline: timeline, record: record, expect: expect) else {
        differences.append("step \(label): no such event")
        continue
      }
      differences += compare(step: wanted, with: step, reportsCall: reportsCall, callHandlers: callHandlers).map { "step \(label): " + $0 }
    }
    if let final = expect["final"] as? [String: Any] {
      let got = record["final"] as? [String: Any] ?? [:]
      if let state = final["appState"] as? String, !sameState(expected: state, got: got["appState"] as? String) {
        differences.append("final appState \(state) expected, predicted \(got["appState"] ?? "none")")
      }
      if let center = final["notificationCenter"] as? [String], got["notificationCenter"] as? [String] != center {
        differences.append("final notificationCenter \(center) expected, predicted \(got["notificationCenter"] ?? "none")")
      }
      if let badge = final["badge"] as? Int, got["badge"] as? Int != badge {
        differences.append("final badge \(badge) expected, predicted \(got["badge"] ?? "none")")
      }
    }
    return differences
  }

  /// The events contract's app states are foreground, background, suspended and not-running: a
  /// force-quit app is not running, and a suspended one is "in the background but … not executing
  /// code" (UIApplication.State has no suspended case). Other spellings are the format's word.
  static func sameState(expected: String, got: String?) -> Bool {
    let word = ScenarioVocabulary.canonical("state", expected) ?? ScenarioVocabulary.normalized(expected)
    return got == word || word == "not-running" && got == "force-quit" || word == "background" && got == "suspended"
  }

  /// `best effort`, `guaranteed`, `possible` … as the contract's `best-effort`, `definite`, `may`.
  static func certainty(_ text: String) -> String {
    let word = ScenarioVocabulary.normalized(text)
    let synonyms = [
      "besteffort": "best-effort", "best-efforts": "best-effort", "always": "definite", "guaranteed": "definite",
      "certain": "definite", "documented": "definite", "maybe": "may", "possible": "may", "might": "may", "may-be": "may",
    ]
    return synonyms[word] ?? word
  }

  /// The step an `event` (index or push id) names.
  private static func step(_ event: Any?, timeline: [[String: Any]]?, record: [String: Any], expect: [String: Any]) -> [String: Any]? {
    guard let timeline else { return record["callbacks"] == nil ? nil : record }
    if let index = event as? Int { return timeline.indices.contains(index) ? timeline[index] : nil }
    guard let id = event as? String else { return nil }
    // An index written as a string ("2") when no push has that id.
    return timeline.first { ($0["event"] as? [String: Any])?["id"] as? String == id }
      ?? Int(id).flatMap { timeline.indices.contains($0) ? timeline[$0] : nil }
  }

  private static func compare(step wanted: [String: Any], with step: [String: Any], reportsCall: Bool, callHandlers: Set<String>) -> [String] {
    var differences: [String] = []
    let callbacks = (step["callbacks"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    let text = callbacks.isEmpty ? "(none)" : callbacks.joined(separator: " → ")
    // A callback an SDK relayed (`via`) was called by iOS, on the SDK's hook.
    let called = Set(callbacks).union(LedgerJudge.relays(step["callbacks"]))
    // Callbacks are named by catalogue id or by selector (SCENARIO-FORMAT.md).
    let fires = (wanted["fires"] as? [String] ?? []).map(LedgerJudge.resolve)
    let notFires = (wanted["notFires"] as? [String] ?? []).map(LedgerJudge.resolve)
    for id in fires where !called.contains(id) { differences.append("\(id) expected, timeline: \(text)") }
    for id in notFires where called.contains(id) { differences.append("\(id) not expected, timeline: \(text)") }
    let presentation = step["presentation"] as? [String: Any]
    if let shown = wanted["shown"] as? Bool {
      // A Live Activity on the Lock Screen is seen, as a banner or a list entry is.
      let got = presentation.map { $0["banner"] as? Bool == true || $0["list"] as? Bool == true || $0["liveActivity"] as? Bool == true } ?? false
      if got != shown { differences.append("shown \(shown) expected") }
    }
    if let wakes = wanted["wakes"] as? Bool {
      let got = callbacks.contains { !LedgerJudge.outsideTheApp.contains($0) }
      if got != wakes { differences.append("wakes \(wakes) expected, timeline: \(text)") }
    }
    if let delivered = wanted["delivered"] as? Bool {
      // The one-push record is a delivered push.
      let got = step["timeline"] == nil && step["scenario"] != nil ? true : step["delivered"] as? Bool
      if got != delivered { differences.append("delivered \(delivered) expected, predicted \(got.map(String.init) ?? "n/a")") }
    }
    if let certainty = wanted["certainty"] as? String, let got = step["certainty"] as? String, got != Self.certainty(certainty) {
      differences.append("certainty \(certainty) expected, predicted \(got)")
    }
    // The app ended by this step (an unreported VoIP call): the step leaves it not running.
    if let terminated = wanted["terminated"] as? Bool, terminated != ["not-running", "force-quit"].contains(step["appState"] as? String) {
      differences.append("terminated \(terminated) expected, app \(step["appState"] ?? "?") after the step")
    }
    // A reported call shows CallKit's screen unless the record says a Focus filtered it.
    let filtered = (step["presentation"] as? [String: Any])?["callFiltered"] as? Bool == true
    if let call = wanted["incomingCall"] as? Bool, call != (reportsCall && !filtered && callbacks.contains(where: callHandlers.contains)) {
      differences.append("incomingCall \(call) expected, timeline: \(text)")
    }
    return differences + oneEventKeys(wanted, step: step, callbacks: callbacks)
  }

  /// The one-push keys that keep their meaning inside a step (the events contract): launches, the
  /// presentation flags, order, count, content, and GeTui's offLine argument.
  private static func oneEventKeys(_ wanted: [String: Any], step: [String: Any], callbacks: [String]) -> [String] {
    var differences: [String] = []
    let text = callbacks.isEmpty ? "(none)" : callbacks.joined(separator: " → ")
    if let launches = wanted["launches"] as? Bool, launches != (callbacks.contains("C01") || callbacks.contains("C02")) {
      differences.append("launches \(launches) expected, timeline: \(text)")
    }
    let presentation = step["presentation"] as? [String: Any]
    for key in ["banner", "list", "sound", "badge"] {
      guard let flag = wanted[key] as? Bool else { continue }
      let got = presentation?[key] as? Bool ?? false
      if got != flag { differences.append("\(key) \(flag) expected, predicted \(got)") }
    }
    let order = (wanted["order"] as? [String] ?? []).map(LedgerJudge.resolve)
    if !order.isEmpty, !LedgerJudge.isSubsequence(order, of: callbacks) { differences.append("order \(order) not in \(text)") }
    for (id, count) in wanted["count"] as? [String: Int] ?? [:] where callbacks.filter({ $0 == LedgerJudge.resolve(id) }).count != count {
      differences.append("\(id) \(count)× expected, timeline: \(text)")
    }
    if let content = wanted["content"] as? String, presentation?["content"] as? String != content {
      differences.append("content \(content) expected, predicted \(presentation?["content"] as? String ?? "none")")
    }
    if let offLine = wanted["offLine"] as? Bool {
      let args = (step["callbacks"] as? [[String: Any]] ?? []).filter { ["C20", "C21"].contains($0["id"] as? String) }.map { $0["args"] as? [String: Any] ?? [:] }
      if !args.contains(where: { $0["offLine"] as? Bool == offLine }) { differences.append("offLine \(offLine) expected, timeline: \(text)") }
    }
    return differences
  }
}
