import Testing

@testable import APSKit

/// A starting-state key means the same in a flags run, a one-push scenario and an event
/// scenario: walks every key of `ScenarioKey.all` with each of its values and checks that the
/// first push of a timeline gets the callbacks and presentation the one-push prediction of the
/// same start gives. The differences allowed are the timeline rules that change the first push
/// itself, and the step must name them.
@Suite struct StartingStateKeyTests {
  /// Keys that describe the push or need a file, not the app's or the device's starting state.
  static let pushKeys: Set<String> = ["ios", "state", "kind", "action", "payload", "headers", "push-type", "priority"]

  /// Rules the one-push answer does not follow: T25, an IM service sends over the app's own
  /// connection while it is connected (the push arrives, through other callbacks); T10, the
  /// Scheduled Summary holds the notification until the summary's time (the one-push answer
  /// counts it as in the list, since it is in the summary).
  /// Rules that stop or hold the push (APNs' refusals, the network, Downtime, a deferral…) are
  /// the one-push answer's `notDelivered`, checked below.
  static let timelineOnly = ["T25", "T10"]

  /// Each value a key takes, as its text (a flag: given).
  static func values(of key: ScenarioKey) -> [String] {
    switch key.shape {
    case .flag: return ["on"]
    case .list: return key.allowed.filter { !$0.hasPrefix("no-") }
    case .value: return key.allowed
    case .path: return []
    }
  }

  static let kinds: [NotificationKind] = [.alert, .silent, .voip, .alertContentAvailable]
  static let states: [AppState] = [.foreground, .background, .notRunning]

  @Test func everyStartingKeyMeansTheSameInATimeline() throws {
    var compared = 0
    var withheld = 0
    for key in ScenarioKey.all where !Self.pushKeys.contains(key.name) && !APSFlag.allCases.map(\.rawValue).contains(key.name) {
      for value in Self.values(of: key) {
        var settings = ScenarioSettings()
        guard key.apply(value, to: &settings) else { continue }
        for kind in Self.kinds {
          for state in Self.states {
            settings.kind = kind
            settings.state = state
            guard let start = try? ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles),
              let one = try? DeliveryPredictor.answer(start)
            else { continue }
            let timeline = try DeliveryTimeline.run(PredictionRequest(start: start, events: [.push(PushEvent(kind: kind, id: DeliveryPredictor.onePushLabel))]))
            let step = timeline.steps[0]
            compared += 1
            let label = "\(key.name) \(value), \(kind.rawValue), \(state.rawValue)"
            // A push that does not arrive now: the one-push answer gives the timeline's verdict.
            if step.delivered == false {
              #expect(one.notDelivered == NotDelivered(certainty: step.certainty, notes: step.notes), "\(label)")
              if step.certainty == .definite {
                #expect(one.callbackIDs.isEmpty && one.presentation.banner == false && one.presentation.list == false, "\(label)")
              }
              withheld += 1
              continue
            }
            #expect(one.notDelivered == nil, "\(label): \(one.notDelivered?.notes ?? [])")
            let differs = step.callbacks.map(\.id) != one.callbackIDs
              || step.presentation?.banner != one.presentation.banner || step.presentation?.list != one.presentation.list
            guard differs else { continue }
            if step.notes.contains(where: { note in Self.timelineOnly.contains { note.hasPrefix($0 + ":") } }) { continue }
            #expect(step.callbacks.map(\.id) == one.callbackIDs, "\(label): timeline \(step.notes)")
            #expect(step.presentation?.banner == one.presentation.banner && step.presentation?.list == one.presentation.list, "\(label)")
          }
        }
      }
    }
    #expect(compared > 300)
    #expect(withheld > 50)
  }
}
