/// The same scenario on two iOS versions: which callbacks appear or disappear, and what else
/// changes (rows, presentation, launch options, life cycle), with the version facts in between.
public struct PredictionDiff: Sendable {
  public var before: Prediction
  public var after: Prediction

  public init(before: Prediction, after: Prediction) {
    self.before = before
    self.after = after
  }

  /// Callback ids only in the later prediction, in its order.
  public var appeared: [String] { unique(after.callbackIDs.filter { !before.callbackIDs.contains($0) }) }
  /// Callback ids only in the earlier prediction, in its order.
  public var disappeared: [String] { unique(before.callbackIDs.filter { !after.callbackIDs.contains($0) }) }
  /// Callback ids in both.
  public var kept: [String] { unique(after.callbackIDs.filter { before.callbackIDs.contains($0) }) }

  /// The version facts after the earlier version up to the later one (either order).
  public var factsBetween: [VersionFact] {
    let (low, high) = before.scenario.ios < after.scenario.ios
      ? (before.scenario.ios, after.scenario.ios) : (after.scenario.ios, before.scenario.ios)
    return VersionFact.all.filter { $0.since > low && $0.since <= high }
  }

  /// Whether anything the app sees differs.
  public var isEmpty: Bool {
    before.callbackIDs == after.callbackIDs && before.presentation == after.presentation
      && before.launchOptions == after.launchOptions
  }

  private func unique(_ ids: [String]) -> [String] {
    var seen = Set<String>()
    return ids.filter { seen.insert($0).inserted }
  }
}
