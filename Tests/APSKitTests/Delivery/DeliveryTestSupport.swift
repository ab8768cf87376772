import Testing

@testable import APSKit

/// A scenario in one line: `S(17, .background, .alert, .tap, sdk: .jpush, impl: ["scenes"])`.
func S(
  _ ios: IOSVersion, _ state: AppState, _ kind: NotificationKind, _ action: UserAction = .none,
  sdk: PushSDK? = nil, impl: [String] = []
) -> DeliveryScenario {
  DeliveryScenario(ios: ios, state: state, kind: kind, action: action, sdk: sdk, implements: impl)
}

extension IOSVersion: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  public init(integerLiteral value: Int) { self.init(value) }
  public init(floatLiteral value: Double) {
    let major = Int(value)
    self.init(major, Int(((value - Double(major)) * 10).rounded()))
  }
}

/// What the user sees, in the three shapes the model gives.
enum Seen: Sendable {
  case shown, hidden, unknown
  /// Notification Center only (provisional): no banner, no sound.
  case quiet
  /// In the list without a banner, the sound per payload (Lock Screen delivery off).
  case listOnly
  /// A banner and nothing else (a Live Activity alert on a device without a Dynamic Island).
  case bannerOnly
  /// No notification, but a sound: a CallKit call ringing.
  case ringing

  func matches(_ presentation: PresentationPrediction) -> Bool {
    switch self {
    case .shown: return presentation.banner == true && presentation.list == true
    case .hidden: return presentation.banner == false && presentation.list == false && presentation.sound == false
    case .unknown: return presentation.banner == nil
    case .quiet: return presentation.banner == false && presentation.list == true && presentation.sound == false
    case .listOnly: return presentation.banner == false && presentation.list == true
    case .bannerOnly: return presentation.banner == true && presentation.list == false
    case .ringing: return presentation.banner == false && presentation.list == false && presentation.sound == true
    }
  }
}

/// A push stopped before the device by `rule` (definite, the rule's note first, no callback, no banner),
/// or, with no rule, a push that is not stopped.
func expectNotDelivered(
  _ prediction: Prediction, by rule: String?, noteHas text: String? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let rule else {
    #expect(prediction.notDelivered == nil, "\(prediction.notDelivered?.notes ?? [])", sourceLocation: sourceLocation)
    return
  }
  let notes = prediction.notDelivered?.notes ?? []
  #expect(prediction.notDelivered?.certainty == .definite, "\(notes)", sourceLocation: sourceLocation)
  #expect(notes.first?.hasPrefix(rule + ":") == true, "\(notes)", sourceLocation: sourceLocation)
  if let text { #expect(notes.first?.contains(text) == true, "\(notes)", sourceLocation: sourceLocation) }
  #expect(prediction.callbacks.isEmpty && prediction.presentation.banner == false, sourceLocation: sourceLocation)
}
