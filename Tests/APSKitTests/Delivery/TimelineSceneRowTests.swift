import Testing

@testable import APSKit

/// A scene-based app: the same start as `S(…)`, with `lifecycle: scenes`.
private func scenes(_ ios: IOSVersion, _ state: AppState, _ kind: NotificationKind) -> DeliveryScenario {
  var scenario = S(ios, state, kind)
  scenario.lifecycle = .scenes
  return scenario
}

private let alert = DeliveryEvent.push(PushEvent(kind: .alert, id: "m1"))
private let twoMinutes = DeliveryEvent.wait(seconds: 120, text: "2m")

/// Every path by which the user brings a scene-based app forward ends with the app in the
/// foreground, and the lifecycle callbacks are the scene delegate's. Apple, Managing your app's life
/// cycle (https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle): "When you
/// enable scene support in your app, iOS always uses your scene delegates in iOS 13 and later";
/// a user-requested scene moves to the foreground; applicationDidBecomeActive(_:)
/// (https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)):
/// "If you're using scenes … UIKit will not call this method. Use sceneDidBecomeActive(_:) instead";
/// applicationWillEnterForeground(_:) and applicationDidEnterBackground(_:) say the same of theirs.
let sceneRowCases: [TimelineCase] = [
  // The tap on a notification of a suspended scene app: the scene comes forward and becomes active.
  TimelineCase(rule: "T05 scenes: tap after suspension", start: scenes(15, .background, .alert), events: [alert, twoMinutes, .user(.tap)],
               step: 2, callbacks: ["C35", "C06", "C36"], delivered: nil, certainty: .definite, finalState: .foreground),
  // The same tap on an app-delegate app, the control.
  TimelineCase(rule: "T05 app delegate: tap after suspension", start: S(15, .background, .alert), events: [alert, twoMinutes, .user(.tap)],
               step: 2, callbacks: ["C10", "C06", "C11"], delivered: nil, certainty: .definite, finalState: .foreground),
  // Opening a suspended scene app from its icon.
  TimelineCase(rule: "T05 scenes: icon open", start: scenes(15, .suspended, .alert), events: [.user(.openApp)],
               step: 0, callbacks: ["C35", "C36"], delivered: nil, certainty: .definite, finalState: .foreground),
  // Launching a scene app from its icon: the launch, then the scene connects, enters the foreground
  // and becomes active.
  TimelineCase(rule: "T06 scenes: icon launch", start: scenes(15, .notRunning, .alert), events: [.user(.openApp)],
               step: 0, callbacks: ["C02", "C01", "C13", "C35", "C36"], delivered: nil, certainty: .definite, finalState: .foreground),
  // Leaving a scene app: the scene delegate hears it, not applicationDidEnterBackground:.
  TimelineCase(rule: "T11 scenes: the user leaves", start: scenes(15, .foreground, .alert), events: [.user(.backgroundApp)],
               step: 0, callbacks: ["C37"], delivered: nil, certainty: .definite, finalState: .background),
]

@Suite struct TimelineSceneRowTests {
  @Test(arguments: sceneRowCases)
  func aSceneAppComesForwardThroughItsSceneDelegate(_ testCase: TimelineCase) throws {
    try testCase.check()
  }
}
