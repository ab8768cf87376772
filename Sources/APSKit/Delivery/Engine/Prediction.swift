/// What the delivery model predicts for one scenario.
public struct Prediction: Sendable {
  public var scenario: ResolvedScenario
  /// The rows used, system layer first, then SDK layer, then overlays.
  public var rows: [RowNote]
  public var callbacks: [PredictedCallback]
  public var presentation: PresentationPrediction
  /// nil when the app is not launched by this scenario.
  public var launchOptions: LaunchOptionsPrediction?
  public var pitfalls: [PitfallInfo]
  public var uncertain: [UncertainNote]
  /// Version-dependent facts up to this iOS version that concern this kind.
  public var facts: [VersionFact]
  /// What the answer leaves out on purpose (a `.0`-only quirk of the major version asked about).
  public var notes: [String] = []
  /// Set when the push does not reach the device or app now (APNs refuses it, a setting or the
  /// network holds it): the verdict the first push of a timeline gets for the same start.
  public var notDelivered: NotDelivered? = nil

  /// The row ids, in order.
  public var rowIDs: [String] { rows.map(\.id) }
  /// The callback ids, in order.
  public var callbackIDs: [String] { callbacks.map(\.id) }
}

/// Why a push does not arrive now, in the timeline's words.
public struct NotDelivered: Sendable, Equatable {
  /// `definite`: it does not arrive; `may` / `best-effort`: it may not, and the callbacks say
  /// what happens when it does.
  public var certainty: Certainty
  /// The rules' notes, each starting with its rule id (`AP6: …`).
  public var notes: [String]
}

/// One row used by a prediction, with its summary and tag.
public struct RowNote: Sendable, Equatable {
  public var id: String
  public var summary: String
  public var confidence: Confidence
  public var sources: [String]
}

/// One callback in the timeline.
public struct PredictedCallback: Sendable, Equatable {
  /// 1-based position in the timeline.
  public var order: Int
  public var id: String
  public var selector: String
  public var swift: String
  public var owner: String
  public var args: [JSONMember]
  public var confidence: Confidence
  public var sources: [String]
  /// Why it runs, one short clause.
  public var why: String
  /// The row that produced it.
  public var row: String
  /// The system callback an SDK received and forwarded as this one (`C06` for `C31`).
  public var via: String? = nil

  /// The value of one argument, if given.
  public func arg(_ name: String) -> JSONValue? {
    args.first { $0.key == name }?.value
  }
}

/// What the user sees on arrival; nil values are undocumented or conflicting.
public struct PresentationPrediction: Sendable, Equatable {
  public var banner: Bool?
  public var list: Bool?
  public var sound: Bool?
  public var badge: Bool?
  /// A Live Activity the push starts is on the Lock Screen (and in the Dynamic Island); nil for
  /// pushes that start none, or when it is uncertain.
  public var liveActivity: Bool? = nil
  /// CallKit shows no incoming-call UI for the reported call (a Focus filtered it); nil otherwise.
  public var callFiltered: Bool? = nil
  /// The deciding row's words.
  public var note: String
  /// After a service extension, the content shown (`modified`, `original`, `best-attempt`).
  public var content: String? = nil
}

/// What `launchOptions` holds when the app is launched.
public struct LaunchOptionsPrediction: Sendable, Equatable {
  public enum Key: String, Sendable {
    case present, absent, uncertain
  }
  /// Whether `UIApplication.LaunchOptionsKey.remoteNotification` is there.
  public var remoteNotification: Key
  public var confidence: Confidence
  /// The payload under the key, when the scenario has one and the key is present.
  public var payload: JSONValue?
}

/// One uncertain point that applies, with a one-line reason.
public struct UncertainNote: Sendable, Equatable {
  public var id: String
  public var reason: String
}
