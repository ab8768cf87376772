import Testing

@testable import APSKit

private func alert(_ id: String) -> DeliveryEvent { .push(PushEvent(kind: .alert, id: id)) }
private func silent(_ id: String) -> DeliveryEvent { .push(PushEvent(kind: .silent, id: id)) }
private func liveActivity(_ kind: NotificationKind, _ id: String) -> DeliveryEvent { .push(PushEvent(kind: kind, id: id)) }

/// An alert whose aps carries `filter-criteria` (UNNotificationContent.filterCriteria).
private func filtered(_ criteria: String, id: String) -> DeliveryEvent {
  .push(PushEvent(payload: payload(criteria), id: id))
}

private func payload(_ criteria: String) -> JSONValue {
  let aps = JSONValue.object([JSONMember("alert", .string("hi")), JSONMember("filter-criteria", .string(criteria))])
  return .object([JSONMember("aps", aps)])
}

private func scenario(_ ios: IOSVersion, _ state: AppState, _ kind: NotificationKind, impl: [String] = [], edit: (inout DeliveryScenario) -> Void = { _ in }) -> DeliveryScenario {
  var scenario = S(ios, state, kind, impl: impl)
  edit(&scenario)
  return scenario
}

/// Rows IL10 and IL11: Focus modes that decide per notification. Each case cites its source.
let surfaceRowCases: [RowCase] = [
  // Reduce Interruptions Focus Mode (https://www.refocusapp.co/articles/reduce-interruptions-focus):
  // "automatically shows you only the notifications that might need immediate attention, while
  // silencing less important notifications."
  RowCase(row: "IL10", scenario: scenario(18.1, .background, .alert) { $0.situation.focus = .reduceInterruptions }, callbacks: [], seen: .quiet),
  // UNNotificationContent.filterCriteria (https://developer.apple.com/documentation/usernotifications/unnotificationcontent/filtercriteria):
  // "The criteria the system evaluates to determine if it displays the notification in the current Focus."
  RowCase(row: "IL11", scenario: scenario(16, .background, .alert) {
    $0.situation.focus = .allowsApp
    $0.situation.focusFilter = "work"
    $0.payload = payload("personal")
  }, callbacks: [], seen: .quiet),
  // The Refocus page speaks of notifications only: a reported call still rings with CallKit's
  // ringtone (CXProviderConfiguration.ringtoneSound), as with no Focus.
  RowCase(row: "V08", scenario: scenario(18.1, .background, .voip) { $0.situation.focus = .reduceInterruptions }, callbacks: ["C15"], seen: .ringing),
]

/// Who is at the device and where else its notifications show (SI1, MR1, CC1, HP1, SR1, BR1, IP1,
/// SB1, and IL10's `may` in a timeline). Each case cites the sentence of its source.
let surfaceTimelineCases: [TimelineCase] = [
  // WWDC 2016 session 304 (https://developer.apple.com/videos/play/wwdc2016/304/): "You won't get
  // notifications until an iPad's logged in. And you won't get notifications if an iPad's logged out".
  TimelineCase(rule: "SI1 no user", start: S(10, .notRunning, .alert, impl: ["shared-ipad-logged-out"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: false, certainty: .definite, note: "SI1", center: []),
  TimelineCase(rule: "SI1 logged in", start: S(10, .notRunning, .alert), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // iPhone Mirroring security (https://support.apple.com/guide/security/sec6ab47ebfc/web): "iPhone
  // Mirroring lets users forward notifications from their iPhone to a Mac using the same iCloud account."
  TimelineCase(rule: "MR1 locked: forwarded", start: S(18, .background, .alert, impl: ["locked", "iphone-mirroring"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "MR1", center: ["m1"]),
  // UNNotificationCategoryOptions (https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions):
  // "Allow CarPlay to display notifications of this type"; the .NET binding: "If this value is not
  // specified, the notification is disallowed in CarPlay."
  TimelineCase(rule: "CC1 without allowInCarPlay", start: S(17, .background, .alert, impl: ["locked", "carplay-connected"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "CC1: m1 does not show on the CarPlay screen", center: ["m1"]),
  TimelineCase(rule: "CC1 with allowInCarPlay", start: S(17, .background, .alert, impl: ["locked", "carplay-connected", "allow-in-carplay"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "CC1: m1 also shows on the CarPlay screen", center: ["m1"]),
  // flutter_local_notifications' DarwinNotificationCategoryOption (mirrors Apple's): "Show the
  // notification's title, even if the user has disabled notification previews for the app."
  TimelineCase(rule: "HP1 title kept", start: S(16, .background, .alert, impl: ["locked", "previews-hidden", "hidden-previews-show-title"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "HP1: previews are hidden, yet m1 shows its title", center: ["m1"]),
  // UNNotificationCategoryOptions.allowAnnouncement: "grants Siri permission to read incoming messages
  // out loud when the user has a compatible audio output device connected."
  TimelineCase(rule: "SR1 read out", start: S(14, .background, .alert, impl: ["locked", "announces-notifications", "allow-announcement"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "SR1: Siri reads m1 out", center: ["m1"]),
  TimelineCase(rule: "SR1 not allowed", start: S(14, .background, .alert, impl: ["locked", "announces-notifications"]), events: [alert("m1")],
               step: 0, callbacks: [], delivered: true, certainty: .definite, note: "SR1: m1 is not read out", center: ["m1"]),
  // backgroundRefreshStatus (https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatus):
  // "A restricted user, such as one who is managed under parental controls, can't enable Background App Refresh."
  TimelineCase(rule: "BR1 restricted: as off", start: S(16, .notRunning, .silent, impl: ["background-refresh-off", "background-refresh-restricted"]), events: [silent("s1")],
               step: 0, callbacks: [], delivered: false, certainty: .bestEffort, note: "BR1"),
  // ActivityPreviewViewKind.content (https://developer.apple.com/documentation/widgetkit/activitypreviewviewkind/content):
  // "appears on the Lock Screen and as a banner on devices that don't support the Dynamic Island."
  TimelineCase(rule: "IP1 iPad", start: S(17.2, .notRunning, .liveActivityStart, impl: ["locked", "ipad", "lacks-dynamic-island"]),
               events: [liveActivity(.liveActivityStart, "s1")], step: 0, callbacks: ["C02", "C01", "C34", "C40"], delivered: true, certainty: .may, note: "IP1"),
  // Creating custom views for Live Activities (https://developer.apple.com/documentation/activitykit/creating-custom-views-for-live-activities):
  // "In StandBy, the system expands the Lock Screen presentation to fill the whole screen."
  TimelineCase(rule: "SB1 StandBy", start: S(17.2, .notRunning, .liveActivityStart, impl: ["locked", "standby"]),
               events: [liveActivity(.liveActivityStart, "s1"), .wait(seconds: 600, text: "10m"), liveActivity(.liveActivityUpdate, "u1")],
               step: 2, callbacks: [], delivered: true, certainty: .definite, note: "SY1"),
  // Reduce Interruptions (Refocus, above): the system's judgement is not published, so `may`.
  TimelineCase(rule: "IL10 may", start: scenario(18.1, .background, .alert, impl: ["locked"]) { $0.situation.focus = .reduceInterruptions },
               events: [alert("m1")], step: 0, callbacks: [], delivered: true, certainty: .may, center: ["m1"]),
  // Focus (App Intents, https://developer.apple.com/documentation/appintents/focus): "someone might use
  // a Work Focus to hide notifications from personal email or message accounts".
  TimelineCase(rule: "IL11 work passes the work filter", start: scenario(16, .background, .alert, impl: ["locked"]) {
    $0.situation.focus = .allowsApp
    $0.situation.focusFilter = "work"
  }, events: [filtered("personal", id: "p1"), filtered("work", id: "w1")], step: 1, callbacks: [], delivered: true, certainty: .definite, center: ["p1", "w1"]),
]

@Suite struct SurfaceRowTests {
  @Test(arguments: surfaceRowCases)
  func rowPredictsWhatItsSourceSays(_ testCase: RowCase) throws {
    try expectRow(testCase)
  }

  @Test(arguments: surfaceTimelineCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  /// The personal notification is silenced, the work one alerts (Focus, App Intents).
  @Test func theFocusFilterSilencesOnlyOtherCriteria() throws {
    var start = S(16, .background, .alert, impl: ["locked"])
    start.situation.focus = .allowsApp
    start.situation.focusFilter = "work"
    let result = try DeliveryTimeline.run(PredictionRequest(start: start, events: [filtered("personal", id: "p1"), filtered("work", id: "w1")]))
    #expect(result.steps.map { $0.presentation?.banner } == [false, true])
  }

  /// Each key's value becomes the capability its rule tests.
  @Test(arguments: [
    ("shared-ipad-user", "logged-out", Capability.sharedIPadLoggedOut), ("iphone-mirroring", "on", .iphoneMirroring),
    ("carplay", "connected", .carplayConnected), ("category-options", "allow-in-carplay", .allowInCarPlay),
    ("category-options", "hidden-previews-show-subtitle", .hiddenPreviewsShowSubtitle),
    ("category-options", "custom-dismiss-action", .customDismiss), ("standby", "", .standby),
    ("background-refresh", "restricted", .backgroundRefreshRestricted), ("background-refresh", "restricted", .backgroundRefreshOff),
    ("device", "ipad", .onIPad), ("device", "ipad", .noDynamicIsland),
  ])
  func eachKeyNamesItsCapability(_ row: (String, String, Capability)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.0)?.apply(row.1, to: &settings) == true)
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains(row.2.rawValue), "\(scenario.implements)")
  }

  /// Siri announces only with both Announce Notifications on and AirPods connected.
  @Test(arguments: [(Switch.on, AudioOutput.airpods, true), (.on, .none, false), (.off, .airpods, false)])
  func announcingNeedsTheSettingAndTheAudioOutput(_ row: (Switch, AudioOutput, Bool)) throws {
    var settings = ScenarioSettings()
    settings.surface.announceNotifications = row.0
    settings.surface.audioOutput = row.1
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains(Capability.announcesNotifications.rawValue) == row.2)
  }

  /// A surface the iOS version lacks is an impossible scenario.
  @Test(arguments: [
    ("focus", "reduce-interruptions", "18"), ("standby", "", "16"), ("focus-filter", "work", "15"),
  ])
  func aSurfaceBeforeItsReleaseIsImpossible(_ row: (String, String, String)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.0)?.apply(row.1, to: &settings) == true)
    settings.ios = IOSVersion(parsing: row.2)
    settings.device.focus = settings.device.focus ?? .allowsApp
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(throws: DeliveryError.self) { try scenario.resolve() }
  }

  @Test func anIPadWithADynamicIslandIsAContradiction() {
    var settings = ScenarioSettings()
    settings.device.receiver = .ipad
    settings.device.dynamicIsland = .on
    #expect(throws: ScenarioConflict.self) { try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles) }
  }

  /// `service-extension none` wins over the extension a mutable-content push implies (row N14), but not
  /// over an extension the app's code is said to have: that is a contradiction, not a choice.
  @Test func anImplementedExtensionWithOutcomeNoneIsRefused() throws {
    var settings = ScenarioSettings()
    settings.kind = .mutableContent
    settings.serviceExtension = ExtensionOutcome.none
    let implied = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles).resolve()
    #expect(!implied.capabilities.contains(.serviceExtension))
    settings.implements = ["service-extension"]
    #expect(throws: ScenarioConflict.self) { try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles) }
  }

  @Test func anUnknownCategoryOptionIsRefused() {
    var settings = ScenarioSettings()
    settings.surface.categoryOptions = ["allow-in-car"]
    #expect(throws: ScenarioConflict.self) { try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles) }
  }
}
