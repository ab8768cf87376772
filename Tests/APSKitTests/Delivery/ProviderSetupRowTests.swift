import Testing

@testable import APSKit

/// What APNs answers the provider and what the provider's and the app's setup imply (RS1–RS6).
/// Each case cites the page that documents it.
@Suite struct ProviderSetupRowTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var settings: [(String, String)]
    var kind: NotificationKind = .alert
    /// The rule of the answer; nil: the push is delivered.
    var rule: String?
    /// Text the rule's note carries (the reason APNs gives).
    var noteHas: String? = nil
    var testDescription: String { settings.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
  }

  private static func answer(_ settings: [(String, String)], kind: NotificationKind) throws -> Prediction {
    var scenario = ScenarioSettings()
    for (key, value) in settings { #expect(ScenarioKey.named(key)?.apply(value, to: &scenario) == true, "\(key) \(value)") }
    scenario.kind = kind
    scenario.state = .background
    return try DeliveryPredictor.answer(ScenarioBuilder.scenario(scenario, sources: PredictionQueryTests.noFiles))
  }

  private static func check(_ row: Row) throws {
    expectNotDelivered(try answer(row.settings, kind: row.kind), by: row.rule, noteHas: row.noteHas)
  }

  /// Handling notification responses from APNs
  /// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns),
  /// its table of response error strings, reason by reason: an error answer means the request was not
  /// taken, so nothing reaches the device; which rule says what the provider does next follows the
  /// status and Apple's description (400 malformed request RS1; a token of another environment or
  /// topic RS2; 410 "There is no need to send further pushes to the same device token" RS3; 403
  /// credentials RS4; an idle timeout, 429, 500 and 503 RS5).
  @Test(arguments: [
    ("BadCollapseId", "RS1"), ("BadDeviceToken", "RS2"), ("BadExpirationDate", "RS1"), ("BadMessageId", "RS1"),
    ("BadPriority", "RS1"), ("BadTopic", "RS1"), ("DeviceTokenNotForTopic", "RS2"), ("DuplicateHeaders", "RS1"),
    ("IdleTimeout", "RS5"), ("InvalidPushType", "RS1"), ("MissingDeviceToken", "RS1"), ("MissingTopic", "RS1"),
    ("PayloadEmpty", "RS1"), ("TopicDisallowed", "RS1"), ("BadCertificate", "RS4"), ("BadCertificateEnvironment", "RS4"),
    ("ExpiredProviderToken", "RS4"), ("Forbidden", "RS4"), ("InvalidProviderToken", "RS4"), ("MissingProviderToken", "RS4"),
    ("UnrelatedKeyIdInToken", "RS4"), ("BadEnvironmentKeyIdInToken", "RS4"), ("BadPath", "RS1"), ("MethodNotAllowed", "RS1"),
    ("ExpiredToken", "RS3"), ("Unregistered", "RS3"), ("PayloadTooLarge", "RS1"), ("TooManyProviderTokenUpdates", "RS5"),
    ("TooManyRequests", "RS5"), ("InternalServerError", "RS5"), ("ServiceUnavailable", "RS5"), ("Shutdown", "RS5"),
  ])
  func everyReasonOfApplesTableKeepsThePush(_ row: (reason: String, rule: String)) throws {
    try Self.check(Row(settings: [("apns-response", row.reason)], rule: row.rule, noteHas: row.reason))
    try Self.check(Row(settings: [("apns-response", row.reason)], kind: .silent, rule: row.rule, noteHas: row.reason))
  }

  /// Every reason of the table is a value of the key, and nothing else but success is.
  @Test func theKeyTakesExactlyApplesReasons() {
    let key = ScenarioKey.named("apns-response")
    #expect(key?.allowed == ["success"] + APNsReason.all.map(\.reason))
    #expect(APNsReason.all.count == 32)
  }

  /// The spellings a provider's log shows: the status with the reason, any case, and the wire spelling
  /// BadEnvironmentKeyInToken that servers report (the table's BadEnvironmentKeyIdInToken).
  @Test(arguments: [
    ("410 Unregistered", "RS3"), ("unregistered", "RS3"), ("400 BadDeviceToken", "RS2"), ("BadEnvironmentKeyInToken", "RS4"),
    ("429-TooManyRequests", "RS5"),
  ])
  func aLoggedAnswerIsRead(_ row: (text: String, rule: String)) throws {
    try Self.check(Row(settings: [("apns-response", row.text)], rule: row.rule))
  }

  /// A status that is not the reason's, or a word that is not a reason, is refused, not dropped.
  @Test(arguments: ["403 Unregistered", "NotAReason", "500 success", "200 BadTopic"])
  func aWrongAnswerIsRefused(_ text: String) {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("apns-response")?.apply(text, to: &settings) == false)
  }

  /// 200: APNs took the request; the rest of the scenario decides.
  @Test func successLeavesThePushToTheRestOfTheScenario() throws {
    try Self.check(Row(settings: [("apns-response", "success")], rule: nil))
    try Self.check(Row(settings: [("apns-response", "200")], rule: nil))
  }

  /// The setups whose answer Apple's pages document.
  /// Handling notification responses from APNs: 403 BadCertificateEnvironment, "The client certificate
  /// is for the wrong environment." Establishing a certificate-based connection to APNs
  /// (https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns):
  /// "You can use a provider certificate to send notifications to a single app". Establishing a
  /// token-based connection to APNs
  /// (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns):
  /// a key restricted to Sandbox or Production. Xcode 14 Release Notes
  /// (https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes): "Simulator now
  /// supports remote notifications in iOS 16 when running in macOS 13 on Mac computers with Apple silicon
  /// or T2 processors. Simulator supports the Apple Push Notification Service Sandbox environment."
  @Test(arguments: [
    Row(settings: [("apns-certificate", "development"), ("apns-environment", "production")], rule: "RS4", noteHas: "BadCertificateEnvironment"),
    Row(settings: [("apns-certificate", "development"), ("apns-environment", "development")], rule: nil),
    Row(settings: [("apns-certificate", "production"), ("apns-environment", "development")], rule: nil),
    Row(settings: [("apns-certificate", "other-team")], kind: .mutableContent, rule: "RS2", noteHas: "DeviceTokenNotForTopic"),
    Row(settings: [("provider-key-environment", "production"), ("apns-environment", "development")], rule: "RS4", noteHas: "BadEnvironmentKeyIdInToken"),
    Row(settings: [("provider-key-environment", "development"), ("token-environment", "production")], rule: "RS4", noteHas: "BadEnvironmentKeyIdInToken"),
    Row(settings: [("provider-key-environment", "production"), ("apns-environment", "production")], rule: nil),
    Row(settings: [("provider-key-environment", "both"), ("apns-environment", "development")], rule: nil),
    Row(settings: [("ios", "17"), ("simulator-host", "intel-without-t2")], rule: "RS6"),
    Row(settings: [("ios", "17"), ("simulator-host", "apple-silicon")], rule: nil),
    Row(settings: [("ios", "17"), ("simulator-host", "t2"), ("apns-environment", "production")], rule: "AP6"),
    Row(settings: [("ios", "17"), ("device", "simulator"), ("apns-environment", "production")], rule: "AP6"),
    Row(settings: [("ios", "17"), ("device", "simulator"), ("apns-environment", "development")], rule: nil),
    Row(settings: [("ios", "15"), ("simulator-host", "apple-silicon")], rule: "AP8"),
  ])
  func setupsAnswerAsTheirPagesSay(_ row: Row) throws {
    try Self.check(row)
  }

  /// simulator-host describes a simulator: beside another receiver it is a contradiction.
  @Test func aSimulatorHostForAnotherDeviceIsAConflict() {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("simulator-host")?.apply("t2", to: &settings) == true)
    #expect(ScenarioKey.named("device")?.apply("ipad", to: &settings) == true)
    #expect(throws: ScenarioConflict.self) { try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles) }
  }

  /// In a timeline every request gets the answer: a second push is refused too.
  @Test func everyRequestOfATimelineGetsTheAnswer() throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("apns-response")?.apply("Unregistered", to: &settings) == true)
    let start = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    let events: [DeliveryEvent] = [.push(PushEvent(kind: .alert, id: "m1")), .push(PushEvent(kind: .alert, id: "m2"))]
    let result = try DeliveryTimeline.run(PredictionRequest(start: start, events: events))
    #expect(result.steps.map(\.delivered) == [false, false])
    #expect(result.steps.allSatisfy { $0.notes.first?.hasPrefix("RS3:") == true })
    #expect(result.final.notificationCenter.isEmpty)
  }

  /// Sending notification requests to APNs
  /// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
  /// for a Live Activity the apns-topic "must use your app's bundle ID with .push-type.liveactivity
  /// appended to the end"; the bundle ID alone does not reach the type's token (RS7), the suffixed
  /// topic does; an alert takes the bundle ID alone.
  @Test(arguments: [
    (NotificationKind.liveActivityUpdate, "com.example.app", "RS7"), (.liveActivityUpdate, "com.example.app.push-type.liveactivity", nil),
    (.location, "com.example.app", "RS7"), (.location, "com.example.app.location-query", nil),
    (.complication, "com.example.app", "RS7"), (.alert, "com.example.app", nil),
  ] as [(NotificationKind, String, String?)])
  func aSuffixedPushTypeNeedsItsTopic(_ row: (kind: NotificationKind, topic: String, rule: String?)) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("bundle-id")?.apply("com.example.app", to: &settings) == true)
    settings.kind = row.kind
    settings.ios = 18
    let start = try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles)
    var push = PushEvent(kind: row.kind, id: "p1")
    push.headers.topic = row.topic
    let result = try DeliveryTimeline.run(PredictionRequest(start: start, events: [.push(push)]))
    let notes = result.steps[0].notes
    if let rule = row.rule {
      #expect(result.steps[0].delivered == false)
      #expect(notes.first?.hasPrefix(rule + ":") == true, "\(notes)")
    } else {
      #expect(!notes.contains { $0.hasPrefix("RS7:") || $0.hasPrefix("PV2:") }, "\(notes)")
    }
  }
}
