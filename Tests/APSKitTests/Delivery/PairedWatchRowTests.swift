import Testing

@testable import APSKit

/// A paired Apple Watch (`paired-watch`, row PW1). Taking advantage of notification forwarding
/// (https://developer.apple.com/documentation/watchos-apps/taking-advantage-of-notification-forwarding):
/// "If the user’s iPhone is unlocked and the screen is on, notifications go to the phone. Otherwise,
/// if the Apple Watch is on the user’s wrist and unlocked, notifications go to the watch"; "It never
/// forwards background notifications to Apple Watch". Notifications on your Apple Watch
/// (https://support.apple.com/en-au/HT204791): "If your devices disconnect, your notifications go to
/// your iPhone instead of your Apple Watch."
@Suite struct PairedWatchRowTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var watch: String
    var locked: Bool
    var kind: NotificationKind
    /// Whether the iPhone shows a banner and plays a sound.
    var onPhone: Bool
    var testDescription: String { "\(watch), locked \(locked), \(kind.rawValue)" }
  }

  @Test(arguments: [
    Row(watch: "on-wrist-unlocked", locked: true, kind: .alert, onPhone: false),
    Row(watch: "on-wrist-unlocked", locked: false, kind: .alert, onPhone: true),
    Row(watch: "locked-or-off-wrist", locked: true, kind: .alert, onPhone: true),
    Row(watch: "disconnected", locked: true, kind: .alert, onPhone: true),
    Row(watch: "none", locked: true, kind: .alert, onPhone: true),
  ])
  func theAlertGoesWhereAppleSays(_ row: Row) throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("paired-watch")?.apply(row.watch, to: &settings) == true)
    settings.kind = row.kind
    settings.state = .background
    settings.device.locked = row.locked
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect(prediction.presentation.banner == row.onPhone)
    #expect(prediction.presentation.sound == row.onPhone)
    #expect(prediction.presentation.list == true)
  }

  @Test func aBackgroundPushStaysWithTheIPhoneApp() throws {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("paired-watch")?.apply("on-wrist-unlocked", to: &settings) == true)
    settings.kind = .silent
    settings.state = .background
    settings.device.locked = true
    let prediction = try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
    #expect(prediction.callbacks.map(\.id).contains("C04"))
  }
}
