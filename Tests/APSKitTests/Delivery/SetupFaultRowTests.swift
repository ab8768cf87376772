import Testing

@testable import APSKit

/// The setup faults troubleshooting checklists name (`provider-setup-fault`, `app-setup-fault`):
/// each row a fault, the situation it shows in and what the user sees, citing the page that names it.
@Suite struct SetupFaultRowTests {
  enum Outcome: Sendable {
    /// Nothing arrives; the rule's note explains (nil: the rule of the setting the fault is).
    case notDelivered(rule: String?)
    /// Arrives, not shown.
    case notShown
    /// Arrives and shows; this row is among the prediction's.
    case row(String)
    /// Arrives; what the app's code sees changes (a callback no longer listed).
    case callbackGone
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var fault: SetupFault
    var state: AppState = .background
    var kind: NotificationKind = .alert
    var action: UserAction? = nil
    var context: [(String, String)] = []
    var outcome: Outcome
    var testDescription: String { "\(fault.side.key) \(fault.rawValue)" }
  }

  /// Provider side.
  /// Set up a Firebase Cloud Messaging client app on Apple platforms (https://firebase.google.com/docs/cloud-messaging/ios/client):
  /// "Upload your APNs authentication key to Firebase"; payloads "up to 4096 bytes".
  /// 极光推送 JPush iOS (https://wsa.jianshu.io/p/d774ed3a5a83): JPush pushes with "开发者提供的应用证书"; "应用证书和推送指定的iOS环境匹配才可以收到".
  /// Alibaba Cloud, Troubleshooting steps for not receiving push notifications on iOS (https://help.aliyun.com/en/document_detail/40017.html):
  /// "The push certificate is expired or invalid."; "The wrong push environment is used."; "A device is deleted after 90 days of inactivity."
  /// OneSignal, Mismatched Push Certificate (https://documentation.onesignal.com/v9.0/docs/mismatched-push-certificate): BadCertificateEnvironment.
  /// OneSignal, Mismatched User Environment (https://documentation.onesignal.com/v9.0/docs/mismatched-user-environment): BadDeviceToken.
  /// OneSignal, Bundle / Certificate Mismatch (https://documentation.onesignal.com/v9.0/docs/possible-bundle-certificate-mismatch).
  /// Handling notification responses from APNs (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
  /// 403 InvalidProviderToken, 410 Unregistered, 429 TooManyRequests, 413 PayloadTooLarge.
  /// Troubleshooting push notifications (https://developer.apple.com/documentation/usernotifications/troubleshooting-push-notifications):
  /// "If your provider server doesn't have the proper certificates for TLS/SSL validation, it can't connect to APNs."
  /// Adobe Campaign, PUSH Deliveries (https://helpx.adobe.com/lu_en/campaign/kb/adobe-campaign--push-deliveries.html): api.push.apple.com port 443.
  static let providerRows: [Row] = [
    Row(fault: .apnsKeyNotUploaded, outcome: .notDelivered(rule: "PC1")),
    Row(fault: .pushCertificateNotUploaded, outcome: .notDelivered(rule: "PC1")),
    Row(fault: .certificateExpired, outcome: .notDelivered(rule: "RS8")),
    Row(fault: .certificateEnvironmentMismatch, outcome: .notDelivered(rule: "RS4")),
    Row(fault: .sandboxTokenToProduction, outcome: .notDelivered(rule: "AP6")),
    Row(fault: .productionTokenToSandbox, outcome: .notDelivered(rule: "AP6")),
    Row(fault: .wrongBundleID, outcome: .notDelivered(rule: nil)),
    Row(fault: .invalidProviderToken, outcome: .notDelivered(rule: "RS4")),
    Row(fault: .tokenUnregistered, outcome: .notDelivered(rule: nil)),
    Row(fault: .tooManyRequests, outcome: .notDelivered(rule: "RS5")),
    Row(fault: .payloadTooLarge, outcome: .notDelivered(rule: "RS1")),
    Row(fault: .providerCannotReachAPNs, outcome: .notDelivered(rule: "SF1")),
    Row(fault: .deviceExpiredAtService, outcome: .notDelivered(rule: "SF2")),
  ]

  /// App side.
  /// Alibaba Cloud (above): "The push notification switch in Xcode is off"; "notification permissions are disabled, the
  /// application is in the foreground, or a deviceToken was not obtained". ITMS-90078 (https://github.com/braze-inc/braze-swift-sdk/issues/113).
  /// 升级到 v2.2.4 后，iOS9 收不到推送 (https://github.com/jpush/jpush-phonegap-plugin/issues/171): the device was not in the account.
  /// Technical Note TN2265 (https://developer.apple.com/library/archive/technotes/tn2265/_index.html): register, then pass the token to the provider.
  /// Alibaba Cloud, troubleshoot failed push messages (https://help.aliyun.com/en/document_detail/58627.html): "The software development kit (SDK)
  /// must be successfully initialized to receive push messages." Tencent Push, iOS SDK FAQs (https://tencentcloud.com/document/product/1024/30732).
  /// Messaging.apnsToken (https://dev.to/onmyway133/push-notification-in-ios-with-firebase): with swizzling off "you should manually set the APNS token".
  /// FIRMessaging.m (https://github.com/firebase/firebase-ios-sdk/blob/main/FirebaseMessaging/Sources/FIRMessaging.m): "Notifications to this FCM
  /// Token will not be delivered over APNS." Apple Push Notification Device Tokens (https://nshipster.com/apns-device-tokens/).
  /// OneSignal, Mobile SDK troubleshooting (https://documentation.onesignal.com/docs/cn/mobile-troubleshooting): optOut(), preventDefault(), images.
  /// expo-notifications, presenting notifications (https://github.com/CruelMoney/fyi/blob/master/presenting-notifications-deprecated.md):
  /// in the foreground the default "is not to show the notification".
  /// UNUserNotificationCenterDelegate (https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate):
  /// assign the delegate before the app finishes launching. Pushing background updates to your App
  /// (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app): the remote-notification background mode.
  /// UNMutableNotificationContent.categoryIdentifier (https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent/categoryidentifier).
  static let appRows: [Row] = [
    Row(fault: .pushCapabilityMissing, outcome: .notDelivered(rule: nil)),
    Row(fault: .deviceNotInProvisioningProfile, outcome: .notDelivered(rule: "RD1")),
    Row(fault: .neverRegisteredForRemoteNotifications, outcome: .notDelivered(rule: "RG1")),
    Row(fault: .tokenNotSentToProvider, outcome: .notDelivered(rule: "PC2")),
    Row(fault: .sdkNotInitialized, outcome: .notDelivered(rule: "SF3")),
    Row(fault: .swizzlingOffWithoutAPNsToken, outcome: .notDelivered(rule: "SF4")),
    Row(fault: .fcmTokenBeforeAPNsToken, outcome: .notDelivered(rule: "SF5")),
    Row(fault: .deviceTokenFromDescription, outcome: .notDelivered(rule: "TK2")),
    Row(fault: .notificationsDisabled, outcome: .notDelivered(rule: "AP2")),
    Row(fault: .pushSubscriptionOptedOut, context: [("sdk", "onesignal")], outcome: .notDelivered(rule: nil)),
    Row(fault: .noForegroundHandler, state: .foreground, outcome: .notShown),
    Row(fault: .noNotificationCenterDelegate, state: .foreground, outcome: .callbackGone),
    Row(fault: .delegateSetAfterLaunch, state: .notRunning, action: .tap, outcome: .row("U10")),
    Row(fault: .backgroundModeNotEnabled, kind: .silent, outcome: .callbackGone),
    Row(fault: .serviceExtensionMissing, context: [("alert", ""), ("mutable-content", "")], outcome: .callbackGone),
    Row(fault: .categoryNotRegistered, outcome: .row("CA2")),
  ]

  private static func prediction(_ row: Row, _ extra: [(String, String)]) throws -> Prediction {
    var settings = ScenarioSettings()
    for (key, value) in row.context + extra {
      #expect(ScenarioKey.named(key)?.apply(value, to: &settings) == true, "\(key) \(value)")
    }
    settings.kind = settings.flags.isEmpty ? row.kind : nil
    settings.state = row.state
    settings.action = row.action
    return try DeliveryPredictor.answer(ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles))
  }

  /// What tells two predictions apart.
  private static func fingerprint(_ prediction: Prediction) -> String {
    "\(prediction.rowIDs) \(prediction.callbacks.map(\.id)) \(prediction.presentation) \(String(describing: prediction.notDelivered))"
  }

  @Test(arguments: providerRows + appRows)
  func eachFaultPredictsWhatItsPageSays(_ row: Row) throws {
    let faulted = try Self.prediction(row, [(row.fault.side.key, row.fault.rawValue)])
    let plain = try Self.prediction(row, [])
    #expect(Self.fingerprint(faulted) != Self.fingerprint(plain), "the fault changes nothing")
    switch row.outcome {
    case .notDelivered(let rule):
      if let rule {
        expectNotDelivered(faulted, by: rule)
      } else {
        #expect(faulted.notDelivered?.certainty == .definite, "\(faulted.notDelivered?.notes ?? [])")
      }
    case .notShown:
      #expect(faulted.notDelivered == nil)
      #expect(faulted.presentation.banner == false && faulted.presentation.list != true, "\(faulted.presentation)")
    case .row(let id):
      #expect(faulted.rowIDs.contains(id), "\(faulted.rowIDs)")
    case .callbackGone:
      #expect(faulted.notDelivered == nil)
      #expect(!Set(plain.callbacks.map(\.id)).isSubset(of: Set(faulted.callbacks.map(\.id))) || faulted.rowIDs != plain.rowIDs,
        "\(plain.callbacks.map(\.id)) → \(faulted.callbacks.map(\.id))")
    }
    // A fault that is an existing setting predicts exactly what that setting does.
    if case .sameAs(let settings) = row.fault.effect {
      let same = try Self.prediction(row, settings.map { ($0.key, $0.value) })
      #expect(Self.fingerprint(faulted) == Self.fingerprint(same))
    }
  }

  @Test func everyFaultHasARowAndEveryPageIsInTheSourceTable() {
    #expect(Set((Self.providerRows + Self.appRows).map(\.fault)) == Set(SetupFault.allCases))
    let known = Set(SourceInfo.all.map(\.key))
    for fault in SetupFault.allCases {
      #expect(!fault.sources.isEmpty && Set(fault.sources).isSubset(of: known), "\(fault.rawValue): \(fault.sources)")
      if case .stops(let rule) = fault.effect { #expect(TimelineRule.named(rule) != nil, "\(rule)") }
    }
  }

  /// Each key takes only its own side's faults; a fault beside another value of the setting it is
  /// contradicts it.
  @Test func aKeyTakesItsSideAndAFaultContradictsAnotherValue() {
    var settings = ScenarioSettings()
    #expect(ScenarioKey.named("provider-setup-fault")?.apply("no-foreground-handler", to: &settings) == false)
    #expect(ScenarioKey.named("app-setup-fault")?.apply("wrong-bundle-id", to: &settings) == false)
    #expect(ScenarioKey.named("app-setup-fault")?.apply("notifications-disabled", to: &settings) == true)
    #expect(ScenarioKey.named("authorization")?.apply("full", to: &settings) == true)
    #expect(throws: ScenarioConflict.self) { try ScenarioBuilder.scenario(settings, sources: PredictionQueryTests.noFiles) }
  }
}
