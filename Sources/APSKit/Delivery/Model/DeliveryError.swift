/// Why a scenario cannot be predicted. The CLI reports a usage error (exit 64), or exit 1 for a
/// payload that does not say what kind of push it is.
public enum DeliveryError: Error, Equatable, Sendable {
  /// The combination cannot happen; `row` names the row that says so, if any.
  case impossible(reason: Hint, row: String?)
  /// A dimension value is not known (`--kind alrt`); `suggestion` is a "Did you mean …?".
  case unknownValue(dimension: Hint, value: String, allowed: [String], suggestion: String?)
  /// `--sdk` contradicts the kind (`--kind jpush-apns --sdk getui`).
  case sdkConflict(kind: NotificationKind, sdk: PushSDK)
  /// No row of the model covers the scenario.
  case notModelled(Hint)
  /// No preset has this name.
  case unknownScenario(name: String, suggestion: String?)
  /// `--explain` got an id that names nothing in the model.
  case unknownID(String)
  /// The payload does not say what kind of push it is.
  case unclassifiablePayload(String)
  /// A scenario key contradicts the rest (`service-extension` without mutable-content); `key`
  /// is the option / scenario-file key to point at, `allowed` what it could be instead.
  case conflict(key: String, reason: Hint, allowed: [String])

  /// What is wrong and how to fix it, the options it names kept as terms the CLI spells.
  public var explanation: Hint {
    switch self {
    case .impossible(let reason, _):
      return "impossible combination: \(reason)"
    case .unknownValue(let dimension, let value, let allowed, let suggestion):
      let hint = suggestion.map { " \($0)" } ?? ""
      return "unknown \(dimension) '\(value)'.\(hint) Allowed: \(allowed.joined(separator: ", "))"
    case .sdkConflict(let kind, let sdk):
      let wanted = kind.impliedSDK?.rawValue ?? "none"
      return "\(term: .kind) \(kind.rawValue) belongs to \(term: .sdk) \(wanted), not \(term: .sdk) \(sdk.rawValue); drop \(term: .sdk) or change \(term: .kind)"
    case .notModelled(let what):
      return "the delivery model has no row for \(what); see \(term: .predictMatrix) for what it covers"
    case .unknownScenario(let name, let suggestion):
      let hint = suggestion.map { " \($0)" } ?? ""
      return "unknown scenario '\(name)'.\(hint) Run \(term: .predictScenarios) to list them"
    case .unknownID(let id):
      return "'\(id)' is not a pitfall, uncertain point, row, callback or source of the model; try P01, X03, U09, C06 or A-FETCH"
    case .conflict(_, let reason, _):
      return "impossible combination: \(reason)"
    case .unclassifiablePayload(let why):
      return "cannot tell the kind of push from the payload: \(why); give \(term: .kind)"
    }
  }
}
