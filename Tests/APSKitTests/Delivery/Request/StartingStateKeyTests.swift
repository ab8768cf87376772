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

  /// Rules of time and channel the one-push answer does not follow: T09 defers a priority-5 push
  /// to a locked device until it wakes; B12 holds a background push until the first unlock after
  /// a restart; T10: the Scheduled Summary holds the notification until the summary arrives; T25:
  /// an IM service sends over the app's own connection while it is connected; IM1, NW1, SA1, US1,
  /// DT1: a logged-out IM session, the network, Single App Mode, the alert styles and Downtime
  /// stop or hold the push on its way. WP1, WP2: a web app before iOS 16.4 or a Safari tab cannot
  /// subscribe, so Web Push never reaches it. AP10, AP11, TK2, WA1, NW3, VPN2: the provider's token,
  /// the token the app sent, a watch push without its push type, Ethernet alone and a tunnel that
  /// is the only way out stop the push before the device.
  static let timelineOnly = [
    "T09", "B12", "T10", "T25", "AP2", "AP3", "AP6", "AP7", "AP8", "IM1", "NW1", "SA1", "US1", "DT1", "WP1", "WP2",
    "AP10", "AP11", "TK2", "WA1", "NW3", "VPN2",
  ]

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
    for key in ScenarioKey.all where !Self.pushKeys.contains(key.name) && !APSFlag.allCases.map(\.rawValue).contains(key.name) {
      for value in Self.values(of: key) {
        var settings = ScenarioSettings()
        guard key.apply(value, to: &settings) else { continue }
        for kind in Self.kinds {
          for state in Self.states {
            settings.kind = kind
            settings.state = state
            guard let start = try? ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles),
              let one = try? DeliveryPredictor.predict(start)
            else { continue }
            let timeline = try DeliveryTimeline.run(PredictionRequest(start: start, events: [.push(PushEvent(kind: kind, id: "p"))]))
            let step = timeline.steps[0]
            compared += 1
            let label = "\(key.name) \(value), \(kind.rawValue), \(state.rawValue)"
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
  }
}
