/// The setup faults that push troubleshooting checklists name (Apple's Troubleshooting push
/// notifications and TN2265, Firebase, OneSignal, Expo, Braze, Alibaba Cloud, Tencent Push…), as one
/// catalogue: what the provider or the push service it sends through got wrong
/// (`provider-setup-fault`) and what the app's build or code got wrong (`app-setup-fault`).
///
/// A fault that a setting of the model already says is that setting (`SetupFaultEffect.sameAs`): it
/// predicts what that setting's rows and rules predict, and giving the setting another value beside
/// it is a contradiction. The others stop the push under their own rule (SF1–SF5,
/// `TimelineState+SetupFaults.swift`).
public enum SetupFault: String, Sendable, CaseIterable {
  // The provider's side.
  case apnsKeyNotUploaded = "apns-key-not-uploaded"
  case pushCertificateNotUploaded = "push-certificate-not-uploaded"
  case certificateExpired = "certificate-expired"
  case certificateEnvironmentMismatch = "certificate-environment-mismatch"
  case sandboxTokenToProduction = "sandbox-token-to-production"
  case productionTokenToSandbox = "production-token-to-sandbox"
  case wrongBundleID = "wrong-bundle-id"
  case invalidProviderToken = "invalid-provider-token"
  case tokenUnregistered = "token-unregistered"
  case tooManyRequests = "too-many-requests"
  case payloadTooLarge = "payload-too-large"
  case providerCannotReachAPNs = "provider-cannot-reach-apns"
  case deviceExpiredAtService = "device-expired-at-service"
  // The app's side.
  case pushCapabilityMissing = "push-capability-missing"
  case deviceNotInProvisioningProfile = "device-not-in-provisioning-profile"
  case neverRegisteredForRemoteNotifications = "never-registered-for-remote-notifications"
  case tokenNotSentToProvider = "token-not-sent-to-provider"
  case sdkNotInitialized = "sdk-not-initialized"
  case swizzlingOffWithoutAPNsToken = "swizzling-off-without-apns-token"
  case fcmTokenBeforeAPNsToken = "fcm-token-before-apns-token"
  case deviceTokenFromDescription = "device-token-from-description"
  case notificationsDisabled = "notifications-disabled"
  case pushSubscriptionOptedOut = "push-subscription-opted-out"
  case noForegroundHandler = "no-foreground-handler"
  case noNotificationCenterDelegate = "no-notification-center-delegate"
  case delegateSetAfterLaunch = "delegate-set-after-launch"
  case backgroundModeNotEnabled = "background-mode-not-enabled"
  case serviceExtensionMissing = "service-extension-missing"
  case categoryNotRegistered = "category-not-registered"

  /// Who made the fault: the key that takes it.
  public enum Side: String, Sendable {
    case provider, app
    public var key: String { self == .provider ? "provider-setup-fault" : "app-setup-fault" }
  }

  public var side: Side {
    switch self {
    case .apnsKeyNotUploaded, .pushCertificateNotUploaded, .certificateExpired, .certificateEnvironmentMismatch,
      .sandboxTokenToProduction, .productionTokenToSandbox, .wrongBundleID, .invalidProviderToken, .tokenUnregistered,
      .tooManyRequests, .payloadTooLarge, .providerCannotReachAPNs, .deviceExpiredAtService:
      return .provider
    default: return .app
    }
  }

  public static func faults(of side: Side) -> [SetupFault] { allCases.filter { $0.side == side } }

  /// What the fault does to the push, in the model's terms.
  public var effect: SetupFaultEffect {
    switch self {
    case .apnsKeyNotUploaded, .pushCertificateNotUploaded: return .sameAs([("provider-push-credentials", "missing")])
    case .certificateExpired: return .sameAs([("apns-certificate", "expired")])
    case .certificateEnvironmentMismatch: return .sameAs([("apns-response", "BadCertificateEnvironment")])
    case .sandboxTokenToProduction: return .sameAs([("token-environment", "development"), ("apns-environment", "production")])
    case .productionTokenToSandbox: return .sameAs([("token-environment", "production"), ("apns-environment", "development")])
    case .wrongBundleID: return .sameAs([("apns-response", "DeviceTokenNotForTopic")])
    case .invalidProviderToken: return .sameAs([("apns-response", "InvalidProviderToken")])
    case .tokenUnregistered: return .sameAs([("apns-response", "Unregistered")])
    case .tooManyRequests: return .sameAs([("apns-response", "TooManyRequests")])
    case .payloadTooLarge: return .sameAs([("apns-response", "PayloadTooLarge")])
    case .providerCannotReachAPNs: return .stops(rule: "SF1")
    case .deviceExpiredAtService: return .stops(rule: "SF2")
    case .pushCapabilityMissing: return .sameAs([("push-notifications-capability", "off")])
    case .deviceNotInProvisioningProfile: return .sameAs([("device-registered-in-developer-account", "off")])
    case .neverRegisteredForRemoteNotifications: return .sameAs([("calls-register-for-remote-notifications", "off")])
    case .tokenNotSentToProvider: return .sameAs([("token-registered-with-provider", "off")])
    case .sdkNotInitialized: return .stops(rule: "SF3")
    case .swizzlingOffWithoutAPNsToken: return .stops(rule: "SF4")
    case .fcmTokenBeforeAPNsToken: return .stops(rule: "SF5")
    case .deviceTokenFromDescription: return .sameAs([("device-token-encoding", "nsdata-description")])
    case .notificationsDisabled: return .sameAs([("authorization", "alerts-off")])
    case .pushSubscriptionOptedOut: return .sameAs([("onesignal-subscription", "unsubscribed")])
    case .noForegroundHandler: return .sameAs([("will-present", "none")])
    case .noNotificationCenterDelegate: return .sameAs([("implements", "no-un-delegate")])
    case .delegateSetAfterLaunch: return .sameAs([("implements", "un-delegate-late")])
    case .backgroundModeNotEnabled: return .sameAs([("implements", "no-background-mode")])
    case .serviceExtensionMissing: return .sameAs([("service-extension", "none")])
    case .categoryNotRegistered: return .sameAs([("category-matches-payload", "off")])
    }
  }

  /// What the user or the developer sees, in a few words (help, the catalogue's table).
  public var outcome: String {
    switch self {
    case .notificationsDisabled: return "APNs discards an alert push, not delivered"
    case .noForegroundHandler: return "not shown while the app is in the foreground"
    case .noNotificationCenterDelegate, .delegateSetAfterLaunch: return "the delegate's callbacks are not called"
    case .backgroundModeNotEnabled: return "a background push does not wake the app"
    case .serviceExtensionMissing: return "shown as sent, without the extension's changes (no image)"
    case .categoryNotRegistered: return "shown without action buttons"
    case .neverRegisteredForRemoteNotifications, .pushCapabilityMissing, .swizzlingOffWithoutAPNsToken, .fcmTokenBeforeAPNsToken,
      .tokenNotSentToProvider, .sdkNotInitialized:
      return "no usable token, nothing arrives"
    default: return "not delivered"
    }
  }

  /// One line for `aps help predict`: the outcome, what stands behind it and the pages that name it.
  public var meaning: String {
    let pages = "; " + sources.joined(separator: ", ")
    switch effect {
    case .stops(let rule): return "\(outcome) (\(rule)\(pages))"
    case .sameAs(let settings): return "\(outcome) (as " + settings.map { "--\($0.key) \($0.value)" }.joined(separator: " ") + pages + ")"
    }
  }
}

/// What a setup fault does: the same as settings the model has, or a stop under its own rule.
public enum SetupFaultEffect: Sendable {
  case sameAs([(key: String, value: String)])
  case stops(rule: String)
}

extension ScenarioKey {
  /// `provider-setup-fault` and `app-setup-fault`: comma lists of `SetupFault` values of one side.
  static let setupFaultKeys: [ScenarioKey] = [setupFaultKey(.provider), setupFaultKey(.app)]

  private static func setupFaultKey(_ side: SetupFault.Side) -> ScenarioKey {
    let mine: @Sendable ([SetupFault]) -> [SetupFault] = { $0.filter { $0.side == side } }
    return ScenarioKey(
      name: side.key, valueName: "FAULTS", allowed: SetupFault.faults(of: side).map(\.rawValue), shape: .list,
      set: { settings, text in
        let faults = words(text).map { SetupFault(rawValue: $0) ?? SetupFault(rawValue: $0.lowercased()) }
        guard !faults.isEmpty, faults.allSatisfy({ $0?.side == side }) else { return false }
        settings.provider.setupFaults += faults.compactMap { $0 }
        return true
      },
      isGiven: { !mine($0.provider.setupFaults).isEmpty },
      clear: { settings in settings.provider.setupFaults.removeAll { $0.side == side } },
      inherit: { settings, base in
        if mine(settings.provider.setupFaults).isEmpty { settings.provider.setupFaults += mine(base.provider.setupFaults) }
      })
  }
}

extension ScenarioSettings {
  /// These settings with every setup fault that an existing setting says turned into that setting.
  /// A fault beside another value of the same setting is a contradiction, not a value to drop.
  func expandingSetupFaults() throws -> ScenarioSettings {
    var result = self
    for fault in provider.setupFaults {
      guard case .sameAs(let settings) = fault.effect else { continue }
      for (name, value) in settings {
        guard let key = ScenarioKey.named(name) else { preconditionFailure("no scenario key \(name)") }
        if name == "implements" || !key.isGiven(result) {
          _ = key.apply(value, to: &result)
          continue
        }
        var probe = result
        _ = key.apply(value, to: &probe)
        if probe != result {
          throw ScenarioConflict(
            keys: [fault.side.key, name], message: "\(fault.side.key) \(fault.rawValue) means \(name) \(value), but \(name) is given another value",
            hint: "leave out one of the two")
        }
      }
    }
    return result
  }
}
