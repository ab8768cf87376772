/// How sure a timeline step's outcome is.
public enum Certainty: String, Sendable {
  /// Documented as always.
  case definite
  /// Apple: background delivery is best effort and may be throttled.
  case bestEffort = "best-effort"
  /// Documented as possible, not guaranteed (deferred, held, a penalty that may apply).
  case may
}

/// What one event of a timeline caused.
public struct TimelineStep: Sendable {
  public var index: Int
  public var event: DeliveryEvent
  /// The push's prediction (its rows, presentation, pitfalls) when a push was delivered now.
  public var prediction: Prediction?
  /// The callbacks in order (for a push: the prediction's; for a user step: what it causes).
  public var callbacks: [PredictedCallback]
  /// What the user sees because of this step; nil when nothing new is shown.
  public var presentation: PresentationPrediction?
  /// Whether the push reached the device or app now (nil for events that are not pushes).
  public var delivered: Bool?
  public var certainty: Certainty
  /// The model's words for what happened, each with its source key(s) in brackets.
  public var notes: [String]
  public var appState: AppState
}

/// The state left at the end of a timeline.
public struct TimelineFinal: Sendable, Equatable {
  public var appState: AppState
  /// The notifications left in Notification Center, oldest first: each push's id, or `#N` (its event index).
  public var notificationCenter: [String]
  /// The badge the last shown push set, nil when none did.
  public var badge: Int?
}

/// A request run through the model.
public struct TimelineResult: Sendable {
  public var request: PredictionRequest
  public var steps: [TimelineStep]
  public var final: TimelineFinal
}
