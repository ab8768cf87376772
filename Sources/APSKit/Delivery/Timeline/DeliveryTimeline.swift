/// Runs a prediction request: each event in order against the app and device state the earlier
/// events left. A push is predicted by the row model in the state it arrives in; what time and
/// order change (holding, storing, replacing, coalescing, deferring) follows `TimelineRule`.
public enum DeliveryTimeline {
  public static func run(_ request: PredictionRequest) throws -> TimelineResult {
    var state = TimelineState(start: request.start)
    var steps: [TimelineStep] = []
    for (index, event) in request.events.enumerated() {
      state.clock.event = index
      let before = state.app
      var step: TimelineStep
      switch event {
      case .push(let push):
        step = try state.arrive(push, index: index)
        state.expandedViewReceives(&step, index: index)
        state.markOverwritten(&steps, newest: step)
        state.overrunFetch(&step)
      case .user(.expand, let target): step = state.expand(on: target, index: index)
      case .user(let action, let target):
        // Any other thing the user does closes the expanded view (T35).
        state.expanded = nil
        step = try state.user(action, on: target, index: index)
      case .wait(let seconds, _):
        step = state.wait(seconds, index: index)
        state.endOverrun(&step, waited: seconds)
      case .device(let change): step = try state.device(change, index: index)
      case .system(let event): step = state.system(event, index: index)
      }
      step.event = event
      if step.appState != before || step.appState != state.app { step.appState = state.app }
      steps.append(step)
    }
    let final = TimelineFinal(appState: state.app, notificationCenter: state.center.map(\.label), badge: state.badge)
    return TimelineResult(request: request, steps: steps, final: final)
  }
}

/// A push as the timeline keeps it: in Notification Center, stored by APNs, held by an SDK.
struct HeldPush: Sendable {
  var push: PushEvent
  var index: Int
  var scenario: DeliveryScenario
  var sentAt: Int
  /// Held by B12: a background push before the first unlock after a restart waits for that unlock.
  var untilFirstUnlock = false
  /// Held on a source that says only "may": Low Data Mode (T24) or a restart (T26).
  var uncertainHold = false

  var label: String { push.id ?? "#\(index)" }
}

/// The clock: seconds since the scenario's start, and the event being run.
struct TimelineClock: Sendable {
  var seconds = 0
  var event = 0
}
