import Testing

@testable import APSKit

private let voip = DeliveryEvent.push(PushEvent(kind: .voip, id: "v1"))
private let complication = DeliveryEvent.push(PushEvent(kind: .complication, id: "c1"))
private let oldToken: DeliveryEvent = {
  var push = PushEvent(kind: .alert, id: "m1")
  push.staleToken = true
  return .push(push)
}()

/// What the app's install and build change: the device token a push is sent to (T33), the SDK the
/// app was linked against (V05, V09) and where its complication is (CP1, CP2). Each case cites the
/// sentence of its source.
let appBuildRowCases: [TimelineCase] = [
  // Apple Developer Forums thread 794478 (https://developer.apple.com/forums/thread/794478), Apple
  // engineer: "Deleting and reinstalling the app … will cause the token to change"; sideshow/apns2
  // issue 77 (https://github.com/sideshow/apns2/issues/77): old tokens "will always come back as 200
  // … However only one of those tokens actually sends the notification to the device"; forum thread
  // 818187 (https://developer.apple.com/forums/thread/818187) saw the old token deliver too: `may`.
  TimelineCase(rule: "T33 old token", start: S(16, .background, .alert), events: [.user(.reinstallApp), oldToken],
               step: 1, callbacks: [], delivered: false, certainty: .may, note: "T33", center: []),
  TimelineCase(rule: "T33 current token", start: S(16, .background, .alert), events: [.push(PushEvent(kind: .alert, id: "m1"))],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // PKPushType.voIP (https://developer.apple.com/documentation/pushkit/pkpushtype/voip): "For apps
  // linked against the iOS 13 SDK or later, the system terminates your app if you fail to report
  // these notifications to CallKit"; Linphone, iOS 13 important changes for VoIP/IM apps
  // (https://www.linphone.org/news/ios-13-important-changes-voipim-apps): apps "compiled with Xcode
  // 10 … will continue to run on iOS13 as they would be running on iOS12".
  TimelineCase(rule: "V05 linked against iOS 13", start: S(13, .background, .voip, impl: ["voip-unreported"]), events: [voip],
               step: 0, callbacks: ["C15"], delivered: true, certainty: .definite, finalState: .notRunning, note: "V05"),
  TimelineCase(rule: "V09 linked against iOS 12", start: S(13, .background, .voip, impl: ["voip-unreported", "linked-before-ios13-sdk"]), events: [voip],
               step: 0, callbacks: ["C15"], delivered: true, certainty: .definite, finalState: .background),
  // WWDC 2015 session 713, Introducing WatchConnectivity (https://developer.apple.com/videos/play/wwdc2015/713/):
  // "The complication must be active on the current clock face, otherwise these pushes will not be delivered".
  TimelineCase(rule: "CP2 not on the face", start: S(9, .suspended, .complication, impl: ["complication-not-on-face"]), events: [complication],
               step: 0, callbacks: [], delivered: false, certainty: .definite, finalState: .suspended, note: "CP2"),
  TimelineCase(rule: "CP1 on the face", start: S(9, .suspended, .complication), events: [complication],
               step: 0, callbacks: ["C18"], delivered: true, certainty: .definite),
]

@Suite struct TimelineAppBuildRowTests {
  @Test(arguments: appBuildRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// The scenario keys that set these states, as a scenario file gives them.
  @Test(arguments: [
    ("linked-sdk", "12", "linked-before-ios13-sdk", true), ("linked-sdk", "13", "linked-before-ios13-sdk", false),
    ("complication-on-watch-face", "off", "complication-not-on-face", true),
    ("complication-on-watch-face", "on", "complication-not-on-face", false),
  ])
  func aKeySetsItsState(_ row: (key: String, value: String, capability: String, set: Bool)) throws {
    var settings = ScenarioSettings()
    let key = try #require(ScenarioKey.named(row.key))
    #expect(key.apply(row.value, to: &settings))
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains(row.capability) == row.set)
  }

  /// `options.device-token` takes the format's words and their synonyms through the vocabulary.
  @Test(arguments: [("before-reinstall", true), ("old", true), ("Stale Token", true), ("current", false), ("new", false)])
  func theTokenOptionReadsItsWords(_ row: (text: String, stale: Bool)) throws {
    let events: JSONValue = [["push": ["kind": "alert"], "options": ["device-token": .string(row.text)]]]
    let decoded = try EventDecoder.decode(events, at: .root) { _ in .null }
    guard case .push(let push)? = decoded.first else { Issue.record("not a push"); return }
    #expect(push.staleToken == row.stale)
  }

  @Test func anUnknownTokenWordIsRefused() {
    let events: JSONValue = [["push": ["kind": "alert"], "options": ["device-token": "yesterday"]]]
    #expect(throws: EventDecoder.Failure.self) { try EventDecoder.decode(events, at: .root) { _ in .null } }
  }
}
