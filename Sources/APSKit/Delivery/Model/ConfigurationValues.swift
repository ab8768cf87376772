/// How the app, its service extension and its push vendor were set up: the Push Notifications
/// capability, the extension's App Transport Security and bundle, the device's OneSignal
/// subscription and where the provider's server runs. Each value is named as its source names it.

/// How the Notification Service Extension's bundle is named (`extension-bundle-extension`). App
/// Extension Programming Guide, Creating an App Extension
/// (https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionCreation.html):
/// "When you build an extension based on an Xcode template, you get an extension bundle that ends
/// in .appex." (CF3).
public enum ExtensionBundleExtension: String, Sendable, CaseIterable {
  case appex, app
}

/// The device's subscription in OneSignal (`onesignal-subscription`). Notifications show
/// successful but are not being shown, OneSignal
/// (https://documentation.onesignal.com/docs/notifications-show-successful-but-are-not-being-shown):
/// "If it shows unsubscribed or does not appear, the device will not receive notifications
/// regardless of what you send." (CF4).
public enum OneSignalSubscription: String, Sendable, CaseIterable {
  case subscribed, unsubscribed
}

/// Where the provider's push server runs (`provider-hosting`): a server of its own (dedicated) or
/// a vendor's cloud shared with other apps, whose load spikes may delay a push before APNs (CF5).
public enum ProviderHosting: String, Sendable, CaseIterable {
  case dedicated
  case sharedCloud = "shared-cloud"
}

/// The settings of how the app and its vendor were set up (nil: not given).
public struct ConfigurationSettings: Sendable, Equatable {
  /// The Push Notifications capability: the aps-environment entitlement in the signed app (CF1).
  public var pushNotificationsCapability: Switch?
  /// The service extension's Info.plist allows http loads (NSAppTransportSecurity, CF2).
  public var extensionAllowsHTTPLoads: Switch?
  public var extensionBundleExtension: ExtensionBundleExtension?
  public var oneSignalSubscription: OneSignalSubscription?
  public var providerHosting: ProviderHosting?

  public init() {}
}

extension Capability {
  /// Set by the keys of `ConfigurationSettings`: how the app was built and its vendor set up,
  /// never the app's code.
  static let configurationStates: Set<Capability> = [
    .lacksPushCapability, .httpAttachmentBlocked, .extensionBundledAsApp, .oneSignalUnsubscribed, .sharedCloudProvider,
  ]
}

extension ScenarioSettings {
  /// The capabilities the configuration keys stand for; an extension bundled as .app is never
  /// found, so no extension runs whatever the push asks (CF3).
  func applyConfiguration(to scenario: inout DeliveryScenario) {
    let flags: [(Bool, Capability)] = [
      (configuration.pushNotificationsCapability == .off, .lacksPushCapability),
      (configuration.extensionAllowsHTTPLoads == .off && Self.attachmentMayBeHTTP(scenario.payload), .httpAttachmentBlocked),
      (configuration.extensionBundleExtension == .app, .extensionBundledAsApp),
      (configuration.oneSignalSubscription == .unsubscribed, .oneSignalUnsubscribed),
      (configuration.providerHosting == .sharedCloud, .sharedCloudProvider),
    ]
    scenario.implements += flags.filter(\.0).map(\.1.rawValue)
    if configuration.extensionBundleExtension == .app { scenario.situation.serviceExtension = ExtensionOutcome.none }
  }

  /// Whether the push may carry an attachment at an http URL: a payload without one carries none
  /// (an https URL passes App Transport Security); without a payload the scenario is taken to have one.
  static func attachmentMayBeHTTP(_ payload: JSONValue?) -> Bool {
    guard let payload else { return true }
    return containsHTTPURL(payload)
  }

  private static func containsHTTPURL(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let text): return text.lowercased().hasPrefix("http://")
    case .array(let items): return items.contains(where: containsHTTPURL)
    case .object(let members): return members.contains { containsHTTPURL($0.value) }
    default: return false
    }
  }
}
