/// What `aps predict` asks the delivery model: a starting state and its events, or one setting
/// varied over its values (`--diff`, `--matrix`).
public struct PredictionQuery {
  public enum Mode: Sendable {
    /// One push (and at most one action), or the events' timeline.
    case one
    /// Every state × action.
    case matrix
    /// The start with the dimension's first value, then with its second.
    case diff(ScenarioDimension)
    /// Every state × each value of the dimension.
    case dimensionMatrix(ScenarioDimension)
  }

  public var settings: ScenarioSettings
  public var events: [DeliveryEvent]
  public var mode: Mode
  /// Events longer than one push and its action are refused (the output cannot draw a timeline).
  public var onePushOnly: Bool

  public init(settings: ScenarioSettings, events: [DeliveryEvent] = [], mode: Mode = .one, onePushOnly: Bool = false) {
    self.settings = settings
    self.events = events
    self.mode = mode
    self.onePushOnly = onePushOnly
  }

  /// A timeline was asked for where only one push can be shown.
  public struct TimelineRefused: Error, Sendable {}
}

/// The answer to a `PredictionQuery`.
public enum PredictionAnswer: Sendable {
  case one(Prediction)
  /// The timeline, and the starting scenario resolved (the report's head).
  case timeline(TimelineResult, start: ResolvedScenario)
  /// `changed`: the setting and its two values (nil for two iOS versions, which the diff names itself).
  case diff(PredictionDiff, changed: (key: String, before: String, after: String)?)
  case matrix(DeliveryMatrix)
  case dimensionMatrix(DimensionMatrix)
}

/// One setting of the starting state and the values compared (a flag: without, then with).
public struct ScenarioDimension: Sendable {
  public var key: ScenarioKey
  public var values: [String]

  /// `key` over `values` (each a value `key` takes).
  public init(_ key: ScenarioKey, values: [String]) {
    self.key = key
    self.values = values
  }

  /// A flag: the settings without it, then with it.
  public static func toggle(_ key: ScenarioKey) -> ScenarioDimension { ScenarioDimension(key, values: ["off", "on"]) }

  /// The settings with each value in turn.
  public func variants(of settings: ScenarioSettings) -> [ScenarioSettings] {
    guard key.shape != .flag else { return [key.cleared(settings), settings] }
    return values.map { value in
      var copy = key.cleared(settings)
      _ = key.apply(value, to: &copy)
      return copy
    }
  }
}

extension PredictionQuery {
  /// Runs the query against the delivery model.
  public func answer(sources: ScenarioBuilder.Sources) throws -> PredictionAnswer {
    if !events.isEmpty { return try timeline(sources: sources) }
    switch mode {
    case .one: return .one(try DeliveryPredictor.answer(ScenarioBuilder.scenario(settings, sources: sources)))
    case .matrix: return .matrix(DeliveryMatrix(base: try ScenarioBuilder.scenario(settings, sources: sources)))
    case .diff(let dimension): return try diff(dimension, sources: sources)
    case .dimensionMatrix(let dimension):
      let scenarios = try dimension.variants(of: settings).map { try ScenarioBuilder.scenario($0, sources: sources) }
      let columns = zip(dimension.values, scenarios).map { DimensionMatrix.Column(value: $0, scenario: $1) }
      return .dimensionMatrix(DimensionMatrix(dimension: dimension.key.name, columns: columns))
    }
  }

  /// The same start with the dimension's two values: what appears, disappears and changes.
  private func diff(_ dimension: ScenarioDimension, sources: ScenarioBuilder.Sources) throws -> PredictionAnswer {
    let predictions = try dimension.variants(of: settings).prefix(2).map {
      try DeliveryPredictor.answer(ScenarioBuilder.scenario($0, sources: sources))
    }
    let diff = PredictionDiff(before: predictions[0], after: predictions[1])
    let name = dimension.key.name
    return .diff(diff, changed: name == "ios" ? nil : (name, dimension.values[0], dimension.values[1]))
  }

  /// Events: a push and at most one action on it is the one-push answer; anything longer a timeline.
  private func timeline(sources: ScenarioBuilder.Sources) throws -> PredictionAnswer {
    let request = PredictionRequest(start: try ScenarioBuilder.scenario(settings, sources: sources), events: events)
    if request.oneEventForm { return .one(try DeliveryPredictor.answer(request.oneEventScenario())) }
    if onePushOnly { throw TimelineRefused() }
    let result = try DeliveryTimeline.run(request)
    return .timeline(result, start: try request.start.resolve())
  }
}
