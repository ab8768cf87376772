/// `aps predict --diff --ios A --ios B`: callbacks that appear (+) or disappear (−) between two
/// iOS versions, the timelines side by side, and the version facts in between.
enum PredictDiffRenderer {
  /// `changed`: the option compared when it is not `--ios` (its name and both values).
  static func text(_ diff: PredictionDiff, swift: Bool, changed: (String, String, String)? = nil) -> String {
    let before = diff.before.scenario
    let after = diff.after.scenario
    let head = changed.map { "--\($0.0) \($0.1) → \($0.2): iOS \(after.ios), " } ?? "iOS \(before.ios) → iOS \(after.ios): "
    let (nameBefore, nameAfter) = changed.map { ("\($0.0) \($0.1)", "\($0.0) \($0.2)") } ?? ("iOS \(before.ios)", "iOS \(after.ios)")
    var lines = [
      head + "app \(after.state.rawValue), \(after.kind.rawValue) push, user action \(after.action.rawValue), SDK \(after.sdk.rawValue)",
      "lifecycle: \(before.lifecycle.rawValue) → \(after.lifecycle.rawValue)",
      "",
    ]
    if diff.isEmpty { lines.append("  no difference in callbacks, presentation or launchOptions") }
    for id in diff.disappeared { lines.append("  - \(id) \(name(id, diff.before, swift: swift))") }
    for id in diff.appeared { lines.append("  + \(id) \(name(id, diff.after, swift: swift))") }
    lines.append("")
    lines.append("\(nameBefore): " + timeline(diff.before))
    lines.append("\(nameAfter): " + timeline(diff.after))
    let seesBefore = PredictTextRenderer.presentationText(diff.before.presentation)
    let seesAfter = PredictTextRenderer.presentationText(diff.after.presentation)
    if seesBefore != seesAfter { lines.append("sees: \(seesBefore) → \(seesAfter)") }
    let launchBefore = PredictTextRenderer.launchText(diff.before.launchOptions)
    let launchAfter = PredictTextRenderer.launchText(diff.after.launchOptions)
    if launchBefore != launchAfter { lines.append("launchOptions: \(launchBefore) → \(launchAfter)") }
    if !diff.factsBetween.isEmpty {
      lines.append("")
      lines.append("changed in between:")
      for fact in diff.factsBetween { lines.append("  iOS \(fact.since): \(fact.change)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func json(_ diff: PredictionDiff) -> JSONValue {
    [
      "from": PredictJSON.value(diff.before),
      "to": PredictJSON.value(diff.after),
      "appeared": .array(diff.appeared.map { .string($0) }),
      "disappeared": .array(diff.disappeared.map { .string($0) }),
      "kept": .array(diff.kept.map { .string($0) }),
      "factsBetween": .array(diff.factsBetween.map { .string("iOS \($0.since): \($0.change)") }),
    ]
  }

  private static func timeline(_ prediction: Prediction) -> String {
    prediction.callbacks.isEmpty ? "(none)" : PredictMatrixRenderer.cellText(prediction)
  }

  private static func name(_ id: String, _ prediction: Prediction, swift: Bool) -> String {
    guard let callback = prediction.callbacks.first(where: { $0.id == id }) else { return "" }
    return swift ? callback.swift : callback.selector
  }
}
