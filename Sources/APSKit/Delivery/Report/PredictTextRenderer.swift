/// The text answer of `aps predict`: the numbered timeline (selector, then why), what the user
/// sees, launchOptions, the pitfalls with their fix, and "uncertain: …" lines.
enum PredictTextRenderer {
  static func render(_ prediction: Prediction, swift: Bool, spelling: (HintTerm) -> String) -> String {
    let scenario = prediction.scenario
    var lines: [String] = []
    lines.append(
      "iOS \(scenario.ios) (\(scenario.generation.rawValue)), app \(scenario.state.rawValue), "
        + "\(scenario.kind.rawValue) push, user action \(scenario.action.rawValue), SDK \(scenario.sdk.rawValue)")
    lines.append("implements: " + scenario.capabilityList.map(\.rawValue).joined(separator: ", "))
    lines.append("push: " + (scenario.flagList.isEmpty ? "no aps flags" : scenario.flagList.map(\.rawValue).joined(separator: ", "))
      + " · authorization \(scenario.authorization.rawValue) · lifecycle \(scenario.lifecycle.rawValue) (\(lifecycleOrigin(scenario).text(spelling: spelling)))")
    if !scenario.situationWords.isEmpty { lines.append("situation: " + scenario.situationWords.joined(separator: " · ")) }
    lines.append("rows: " + prediction.rows.map { "\($0.id) (\($0.confidence.rawValue))" }.joined(separator: ", "))
    lines.append("")
    if let withheld = prediction.notDelivered {
      lines.append(withheld.certainty == .definite ? "  not delivered now · definite" : "  may not be delivered now · \(withheld.certainty.rawValue)")
      lines += withheld.notes.map { "     \($0)" }
    }
    if prediction.callbacks.isEmpty, prediction.notDelivered?.certainty != .definite {
      // An uncertain row means the sources disagree: say so instead of a flat "nothing".
      let conflicting = prediction.rows.filter { $0.confidence == .uncertain }.map(\.id)
      lines.append(conflicting.isEmpty ? "  no callback runs" : "  no callback is certain to run: the reports conflict (\(conflicting.joined(separator: ", ")), below)")
    }
    for callback in prediction.callbacks {
      let name = swift ? callback.swift : callback.selector
      let args = argumentText(callback.args)
      lines.append("  \(callback.order). \(name)\(args.isEmpty ? "" : "  [\(args)]")")
      let id = callback.via.map { "\(callback.id) via \($0)" } ?? callback.id
      lines.append("     \(id) · \(callback.why) · \(callback.confidence.rawValue)")
    }
    lines.append("")
    lines.append("sees: " + presentationText(prediction.presentation))
    lines.append("launchOptions: " + launchText(prediction.launchOptions))
    for note in prediction.rows where !note.summary.isEmpty {
      lines.append("  \(note.id): \(note.summary)")
    }
    if !prediction.pitfalls.isEmpty {
      lines.append("")
      lines.append("pitfalls:")
      for pitfall in prediction.pitfalls {
        lines.append("  \(pitfall.id) \(pitfall.title)")
        lines.append("     fix: \(pitfall.fix)")
      }
    }
    if !prediction.uncertain.isEmpty { lines.append("") }
    for note in prediction.uncertain {
      lines.append("uncertain: \(note.id) \(note.reason)")
    }
    if !prediction.notes.isEmpty { lines.append("") }
    for note in prediction.notes { lines.append("note: " + note) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why the life cycle is what it is.
  static func lifecycleOrigin(_ scenario: ResolvedScenario) -> Hint {
    switch scenario.lifecycleOrigin {
    case .given: return "\(term: .lifecycle)"
    case .implements: return "\(term: .implements) scenes"
    case .derived:
      return scenario.lifecycle == .scenes
        ? "default from iOS 27: apps built with the latest SDK must adopt UIScene, see \(term: .predictExplain) X24"
        : scenario.ios.major < 13 ? "no scenes before iOS 13"
        : "default below iOS 27; give \(term: .lifecycle) scenes for a UISceneDelegate app"
    }
  }

  /// `offLine = YES, fromGetui = NO`; an unknown value prints as `?`.
  static func argumentText(_ args: [JSONMember]) -> String {
    args.map { "\($0.key) = \(valueText($0.value))" }.joined(separator: ", ")
  }

  static func valueText(_ value: JSONValue) -> String {
    switch value {
    case .bool(let flag): return flag ? "YES" : "NO"
    case .null: return "?"
    case .string(let text): return text
    case .number(let lexeme): return lexeme
    default: return value.typeName
    }
  }

  static func presentationText(_ presentation: PresentationPrediction) -> String {
    let parts = [("banner", presentation.banner), ("list", presentation.list),
                 ("sound", presentation.sound), ("badge", presentation.badge)]
    return parts.map { name, value in "\(name) \(value.map { $0 ? "yes" : "no" } ?? "uncertain")" }
      .joined(separator: ", ") + (presentation.content.map { ", content \($0)" } ?? "")
      + (presentation.liveActivity.map { $0 ? ", Live Activity on the Lock Screen" : ", no Live Activity started" } ?? "")
      + (presentation.callFiltered == true ? ", no incoming-call UI (reportNewIncomingCall fails: a Focus, a blocked caller or a call CallKit already has)" : "")
  }

  static func launchText(_ launch: LaunchOptionsPrediction?) -> String {
    guard let launch else { return "none (the app is not launched)" }
    switch launch.remoteNotification {
    case .present: return "the payload under .remoteNotification (\(launch.confidence.rawValue))"
    case .absent: return "no .remoteNotification key (\(launch.confidence.rawValue))"
    case .uncertain: return "uncertain (probably the payload under .remoteNotification)"
    }
  }
}
