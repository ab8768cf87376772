import Testing

@testable import APSKit

/// What stops a push between the app's registration and the provider's request, and what a category
/// the app never registered loses (RG1, PC1, PC2, RS8, CA2; the content extension of T35). Each case
/// cites the page that documents it.
@Suite struct TokenPathRowTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var settings: [(String, String)]
    /// The rule of the note that stops the push; nil: the push is delivered.
    var rule: String?
    var testDescription: String { settings.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
  }

  private static func prediction(_ settings: [(String, String)]) throws -> Prediction {
    var scenario = ScenarioSettings()
    for (key, value) in settings { #expect(ScenarioKey.named(key)?.apply(value, to: &scenario) == true, "\(key) \(value)") }
    scenario.kind = .alert
    scenario.state = .background
    return try DeliveryPredictor.answer(ScenarioBuilder.scenario(scenario, sources: PredictionQueryTests.noFiles))
  }

  /// RG1: registerForRemoteNotifications() (https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()):
  /// "If registration succeeds, the app calls … application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
  /// … and passes it a device token": without the call there is no token to send to.
  /// PC1: Expo, Sending Notifications with Expo's Push API (https://docs.expo.dev/push-notifications/sending-notifications/):
  /// without the push credentials "push notifications will not work".
  /// PC2: Braze, Push registration (https://braze.com/docs/user_guide/message_building_by_channel/push/push_registration):
  /// the push token "is how it identifies the device"; the app that never passes it gets none.
  /// RS8: Establishing a certificate-based connection to APNs
  /// (https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns):
  /// the certificate establishes the connection; an expired one establishes none.
  /// The defaults and the other values deliver.
  static let rows: [Row] = [
    Row(settings: [("calls-register-for-remote-notifications", "off")], rule: "RG1"),
    Row(settings: [("calls-register-for-remote-notifications", "on")], rule: nil),
    Row(settings: [("provider-push-credentials", "missing")], rule: "PC1"),
    Row(settings: [("provider-push-credentials", "present")], rule: nil),
    Row(settings: [("token-registered-with-provider", "off")], rule: "PC2"),
    Row(settings: [("token-registered-with-provider", "on")], rule: nil),
    Row(settings: [("apns-certificate", "expired")], rule: "RS8"),
    Row(settings: [("apns-certificate", "production")], rule: nil),
  ]

  @Test(arguments: rows)
  func noTokenOrNoCredentialsNothingArrives(_ row: Row) throws {
    expectNotDelivered(try Self.prediction(row.settings), by: row.rule)
  }

  /// An app that says it calls registerForRemoteNotifications one way and never calls it the other
  /// is a contradiction, not a value to drop.
  @Test func aRegistrationCallThatCallsItContradictsOff() {
    var settings = ScenarioSettings()
    _ = ScenarioKey.named("ios")?.apply("9", to: &settings)
    _ = ScenarioKey.named("registration-call")?.apply("without-user-notification-settings", to: &settings)
    _ = ScenarioKey.named("calls-register-for-remote-notifications")?.apply("off", to: &settings)
    #expect(throws: ScenarioConflict.self) { try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles) }
  }

  /// CA2: UNMutableNotificationContent.categoryIdentifier
  /// (https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier):
  /// "If you assign a string that doesn't match one of your registered categories, the system displays
  /// your notification without custom actions": shown, the row says so, and a lone text-input action
  /// of the unmatched category does not apply (CA1).
  @Test(arguments: [("off", true), ("on", false)])
  func anUnregisteredCategoryShowsWithoutActions(_ row: (matches: String, unregistered: Bool)) throws {
    let prediction = try Self.prediction([("category-actions", "text-input"), ("category-matches-payload", row.matches)])
    #expect(prediction.presentation.banner == true)
    #expect(prediction.rows.map(\.id).contains("CA2") == row.unregistered, "\(prediction.rows.map(\.id))")
    #expect(prediction.rows.map(\.id).contains("CA1") == !row.unregistered, "\(prediction.rows.map(\.id))")
  }
}
