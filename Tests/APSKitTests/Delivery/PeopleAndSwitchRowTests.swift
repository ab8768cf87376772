import Testing

@testable import APSKit

/// One push under a setting the user states about people and switches: the Focus's Allowed People,
/// the block list, the app's Live Activities switch. Each row names the row that decides, whether
/// it applies, and what the user sees; each comment cites its source.
struct SettingCase: Sendable, CustomTestStringConvertible {
  var name: String
  var scenario: DeliveryScenario
  var row: String
  var applies: Bool
  var banner: Bool?
  var callFiltered: Bool? = nil
  var liveActivity: Bool? = nil
  var testDescription: String { name }
}

/// `S(…)` with device states added and a Focus.
private func with(_ scenario: DeliveryScenario, _ states: [String], focus: FocusState? = nil) -> DeliveryScenario {
  var copy = scenario
  copy.implements += states
  if let focus { copy.situation.focus = focus }
  return copy
}

private let message = S(15, .background, .mutableContent)
private let call = S(17, .background, .voip)
private let start = S(17.2, .notRunning, .liveActivityStart)

let settingCases: [SettingCase] = [
  // Handling Communication Notifications and Focus Status Updates
  // (https://developer.apple.com/documentation/usernotifications/handling-communication-notifications-and-focus-status-updates):
  // "It's also possible for communication notifications to break through an enabled Focus when the
  // Allowed People list contains the sender."
  SettingCase(name: "IL2 allowed sender breaks through", scenario: with(message, ["communication-notification", "focus-allows-sender"], focus: .on), row: "IL2", applies: false, banner: true),
  SettingCase(name: "IL2 sender not allowed", scenario: with(message, ["communication-notification"], focus: .on), row: "IL2", applies: true, banner: false),
  // Only a communication notification carries a sender the Focus can know.
  SettingCase(name: "IL2 not a communication notification", scenario: with(message, ["focus-allows-sender"], focus: .on), row: "IL2", applies: true, banner: false),
  // CXErrorCodeIncomingCallError.filteredByDoNotDisturb
  // (https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/filteredbydonotdisturb):
  // filtered when "the incoming caller isn’t a VIP": an allowed caller rings.
  SettingCase(name: "V10 allowed caller", scenario: with(call, ["focus-allows-sender"], focus: .on), row: "V10", applies: false, banner: nil, callFiltered: nil),
  SettingCase(name: "V08 allowed caller rings", scenario: with(call, ["focus-allows-sender"], focus: .on), row: "V08", applies: true, banner: nil),
  SettingCase(name: "V10 ordinary caller", scenario: with(call, [], focus: .on), row: "V10", applies: true, banner: nil, callFiltered: true),
  // CXErrorCodeIncomingCallError.Code.filteredByBlockList
  // (https://developer.apple.com/documentation/callkit/cxerrorcodeincomingcallerror-swift.struct/code/filteredbyblocklist):
  // "The incoming call is filtered because the incoming caller has been blocked by the user."
  SettingCase(name: "V11 blocked caller", scenario: with(call, ["caller-blocked"]), row: "V11", applies: true, banner: nil, callFiltered: true),
  SettingCase(name: "V08 blocked caller does not ring", scenario: with(call, ["caller-blocked"]), row: "V08", applies: false, banner: nil, callFiltered: true),
  SettingCase(name: "V11 ordinary caller", scenario: call, row: "V11", applies: false, banner: nil, callFiltered: nil),
  // ActivityAuthorizationInfo (https://developer.apple.com/documentation/activitykit/activityauthorizationinfo):
  // "a person can deactivate Live Activities for an app in Settings"; braze-docs PR 9211
  // (https://github.com/braze-inc/braze-docs/pull/9211): "their system permissions are separate".
  SettingCase(name: "LA8 switched off", scenario: with(start, ["live-activities-off"]), row: "LA8", applies: true, banner: false, liveActivity: false),
  SettingCase(name: "LA8 notifications off, switch on", scenario: { var off = start; off.authorization = .alertsOff; return off }(), row: "LA8", applies: false, banner: false, liveActivity: true),
  // Creating a Push to Talk app (https://developer.apple.com/documentation/pushtotalk/creating-a-push-to-talk-app):
  // "The token isn't active until a person joins the channel. If they leave the channel, wait until
  // they rejoin to resume notifications."
  SettingCase(name: "PT2 not in the channel", scenario: with(S(16, .background, .pushToTalk), ["ptt-not-joined"]), row: "PT2", applies: true, banner: false),
  SettingCase(name: "PT2 in the channel", scenario: S(16, .background, .pushToTalk), row: "PT2", applies: false, banner: false),
  SettingCase(name: "LA8 update switched off", scenario: with(S(17.2, .background, .liveActivityUpdate), ["live-activities-off"]), row: "LA8", applies: true, banner: false, liveActivity: false),
]

/// The same settings in a timeline: a push to a target that is gone is not delivered.
let settingTimelineCases: [TimelineCase] = [
  TimelineCase(rule: "PT2 not delivered", start: with(S(16, .background, .pushToTalk), ["ptt-not-joined"]), events: [.push(PushEvent(kind: .pushToTalk, id: "p1"))],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "PT2"),
  TimelineCase(rule: "PT1 delivered in the channel", start: S(16, .background, .pushToTalk), events: [.push(PushEvent(kind: .pushToTalk, id: "p1"))],
               step: 0, callbacks: ["C50"], delivered: true, certainty: .definite),
]

@Suite struct PeopleAndSwitchRowTests {
  @Test(arguments: settingTimelineCases)
  func theTimelineFollowsTheSetting(_ testCase: TimelineCase) throws {
    try testCase.check()
  }

  @Test(arguments: settingCases)
  func theSettingDecidesAsItsSourceSays(_ testCase: SettingCase) throws {
    let prediction = try DeliveryPredictor.predict(testCase.scenario)
    #expect(prediction.rowIDs.contains(testCase.row) == testCase.applies, "rows used: \(prediction.rowIDs)")
    if let banner = testCase.banner { #expect(prediction.presentation.banner == banner, "\(prediction.presentation)") }
    #expect(prediction.presentation.callFiltered == testCase.callFiltered, "\(prediction.presentation)")
    #expect(prediction.presentation.liveActivity == testCase.liveActivity, "\(prediction.presentation)")
  }
}
