import Testing

@testable import APSKit

private func push(_ kind: NotificationKind, _ id: String) -> DeliveryEvent {
  .push(PushEvent(kind: kind, headers: PushHeaders(), id: id))
}

/// What the app's build and its vendor's setup do to a push. Each case cites the sentence of its source.
let configurationRowCases: [TimelineCase] = [
  // Local and Remote Notification Programming Guide, Provisioning and Development
  // (https://developer.apple.com/library/prerelease/ios/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/Chapters/ProvisioningDevelopment.html):
  // the aps-environment entitlement "is built into the app, which enables it to receive remote notifications".
  TimelineCase(rule: "CF1 no Push Notifications capability", start: S(17, .background, .alert, impl: ["lacks-push-notifications-capability"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "CF1", center: []),
  TimelineCase(rule: "CF1 no capability, app in the foreground, silent push", start: S(17, .foreground, .silent, impl: ["lacks-push-notifications-capability"]),
               events: [push(.silent, "s1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "CF1"),
  TimelineCase(rule: "CF1 with the capability", start: S(17, .background, .alert),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: true, certainty: .definite, center: ["m1"]),
  // Notifications show successful but are not being shown, OneSignal
  // (https://documentation.onesignal.com/docs/notifications-show-successful-but-are-not-being-shown): "If it
  // shows unsubscribed or does not appear, the device will not receive notifications regardless of what you send."
  TimelineCase(rule: "CF4 OneSignal unsubscribed, alert", start: S(17, .background, .alert, sdk: .onesignal, impl: ["onesignal-unsubscribed"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "CF4", center: []),
  TimelineCase(rule: "CF4 OneSignal unsubscribed, silent", start: S(17, .background, .silent, sdk: .onesignal, impl: ["onesignal-unsubscribed"]),
               events: [push(.silent, "s1")], step: 0, callbacks: [], delivered: false, certainty: .definite, note: "CF4"),
  // [IOS] Notification sometimes delay or not received (https://github.com/ConnectyCube/connectycube-reactnative-samples/issues/141):
  // "The shared cloud hosts many apps, which may produce some delays in push delivery"; プッシュ通知が未配信のまま
  // (https://github.com/NIFCLOUD-mbaas/UserCommunity/issues/172): "プッシュ通知が殺到すると遅延する場合があるようです".
  TimelineCase(rule: "CF5 a provider on a shared cloud", start: S(14, .background, .alert, impl: ["shared-cloud-provider"]),
               events: [push(.alert, "m1")], step: 0, callbacks: [], delivered: true, certainty: .may, note: "CF5", center: ["m1"]),
]

@Suite struct ConfigurationRowTests {
  @Test(arguments: configurationRowCases)
  func eachStepIsWhatItsSourceSays(_ row: TimelineCase) throws {
    try row.check()
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var settings: [(String, String)]
    var payload: JSONValue?
    var ios: IOSVersion = 10
    var extensionRuns: Bool
    var content: ExtensionOutcome.Shown?
    var row: String?
    var absentRow: String?
    var testDescription: String { settings.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
  }

  private static func attachment(_ url: String) -> JSONValue {
    .object([
      JSONMember("aps", .object([JSONMember("alert", .string("Zamen")), JSONMember("mutable-content", .number("1"))])),
      JSONMember("attachment", .string(url)),
    ])
  }

  /// CF2 (Information Property List Key Reference, NSAppTransportSecurity,
  /// https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/CocoaKeys.html:
  /// "With ATS enabled, HTTP connections must use HTTPS (RFC 2818). Attempts to connect using insecure HTTP fail.";
  /// Pushwoosh, https://github.com/Pushwoosh/pushwoosh-ios-sdk/issues/50: "I see this is HTTP URL"): the extension
  /// runs, the image does not load. CF3 (App Extension Programming Guide,
  /// https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionCreation.html:
  /// "you get an extension bundle that ends in .appex"; https://www.tumlook.com/tag/notification-extensions:
  /// "iOS could not find an appropriate extension to launch"): no extension, the original content.
  @Test(arguments: [
    Row(settings: [("extension-allows-http-loads", "off")], payload: attachment("http://example.com/a.jpg"), extensionRuns: true, content: .modified, row: "CF2"),
    Row(settings: [("extension-allows-http-loads", "off")], payload: attachment("https://example.com/a.jpg"), extensionRuns: true, content: .modified, absentRow: "CF2"),
    Row(settings: [("extension-allows-http-loads", "on")], payload: attachment("http://example.com/a.jpg"), extensionRuns: true, content: .modified, absentRow: "CF2"),
    Row(settings: [("extension-bundle-extension", "app")], extensionRuns: false, content: .original, row: "CF3"),
    Row(settings: [("extension-bundle-extension", "appex")], extensionRuns: true, content: .modified, absentRow: "CF3"),
  ])
  func extensionRowsFollowTheirSources(_ row: Row) throws {
    var settings = ScenarioSettings()
    for (key, value) in row.settings { #expect(ScenarioKey.named(key)?.apply(value, to: &settings) == true) }
    settings.ios = row.ios
    settings.state = .background
    if let payload = row.payload { settings.payload = .inline(payload) } else { settings.kind = .mutableContent }
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect(prediction.callbacks.contains { $0.id == "C14" } == row.extensionRuns, "\(prediction.callbacks.map(\.id))")
    if let content = row.content { #expect(prediction.presentation.content == content.rawValue, "\(prediction.rowIDs)") }
    if let id = row.row { #expect(prediction.rowIDs.contains(id), "\(prediction.rowIDs)") }
    if let id = row.absentRow { #expect(!prediction.rowIDs.contains(id), "\(prediction.rowIDs)") }
  }

  /// The keys' values become the states the rows and rules test; none is the app's code.
  @Test(arguments: [
    ("push-notifications-capability", "off", "lacks-push-notifications-capability", true),
    ("push-notifications-capability", "on", "lacks-push-notifications-capability", false),
    ("extension-allows-http-loads", "off", "http-attachment-blocked", true),
    ("extension-bundle-extension", "app", "extension-bundled-as-app", true),
    ("onesignal-subscription", "unsubscribed", "onesignal-unsubscribed", true),
    ("onesignal-subscription", "subscribed", "onesignal-unsubscribed", false),
    ("provider-hosting", "shared-cloud", "shared-cloud-provider", true),
    ("provider-hosting", "dedicated", "shared-cloud-provider", false),
  ] as [(String, String, String, Bool)])
  func keysSetTheirStates(_ row: (key: String, value: String, state: String, set: Bool)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.key)?.apply(row.value, to: &settings) == true)
    settings.kind = .alert
    let scenario = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    #expect(scenario.implements.contains(row.state) == row.set, "\(scenario.implements)")
    #expect(!Capability.implementable.map(\.rawValue).contains(row.state))
  }

  /// A value a key does not take is refused, not dropped.
  @Test(arguments: [("onesignal-subscription", "maybe"), ("provider-hosting", "cloud"), ("extension-bundle-extension", "bundle")])
  func anUnknownValueIsRefused(_ row: (key: String, value: String)) {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named(row.key)?.apply(row.value, to: &settings) == false)
  }
}
