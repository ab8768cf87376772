/// What decides whether a push reaches the app at all, beyond the device's own state: the
/// provider's credentials, the device token the app sent, the network and a VPN, a call in
/// progress, the service extension's deployment target, the category's actions and placeholder,
/// and a Home Screen web app's push handler. Each value is named as its source names it.

/// The provider's authentication token (`provider-token`). What's New in the Apple Push
/// Notification Service, WWDC 2016 session 724 (https://developer.apple.com/videos/play/wwdc2016/724/):
/// "Here is what the response will look if the provider token was not valid. In this case, it is
/// status 403, or \"Forbidden.\"" (AP11).
public enum ProviderTokenValidity: String, Sendable, CaseIterable {
  case valid, invalid
}

/// How the app turned its device token into text before sending it to its server
/// (`device-token-encoding`). NSHipster, Apple Push Notification Device Tokens
/// (https://nshipster.com/apns-device-tokens/): with the iOS 13 SDK, stripping NSData's description
/// "won't work" (TK2).
public enum DeviceTokenEncoding: String, Sendable, CaseIterable {
  case hex
  case nsdataDescription = "nsdata-description"
}

/// A phone call in progress when the push comes (`in-call`).
public enum CallInProgress: String, Sendable, CaseIterable {
  case none, cellular
}

/// A VPN configured on the device (`vpn`): `include-all-networks` is a full tunnel
/// (NEVPNProtocol.includeAllNetworks), which leaves APNs outside by default (excludeAPNs, VPN1).
public enum VPNConfiguration: String, Sendable, CaseIterable {
  case none
  case includeAllNetworks = "include-all-networks"
}

/// Whether the VPN's tunnel is up (`vpn-tunnel`; down: its server does not answer).
public enum TunnelState: String, Sendable, CaseIterable {
  case up, down
}

/// A Home Screen web app's push handler (`web-push-handler`): whether it shows a notification
/// within the push event (event.waitUntil), after the event has ended, or not at all (WP3).
public enum WebPushHandler: String, Sendable, CaseIterable {
  case showsNotification = "shows-notification"
  case showsNotificationAfterEventEnds = "shows-notification-after-event-ends"
  case showsNothing = "shows-nothing"
}

/// The actions of the push's category (`category-actions`), in order: a text-input action
/// (UIUserNotificationActionBehaviorTextInput, UNTextInputNotificationAction) or a button.
public enum CategoryAction: String, Sendable, CaseIterable {
  case textInput = "text-input"
  case button
}

/// The network a device event switches to (`{"device": {"network": …}}`): Wi-Fi or cellular with
/// data is online; a cellular plan without data credit or no signal at all is not.
public enum NetworkChange: String, Sendable, CaseIterable {
  case wifi, cellular
  case cellularNoDataCredit = "cellular-no-data-credit"
  case noneNoSignal = "none-no-signal"

  var isOnline: Bool { self == .wifi || self == .cellular }
}

/// Whether the provider's request carried the apns-push-type header (`push-type-header`).
/// Sending notification requests to APNs
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
/// "if the header is missing on required systems, APNs may return an error, delay the delivery of
/// the notification, or drop it altogether" (HD1).
public enum PushTypeHeader: String, Sendable, CaseIterable {
  case present, absent
}

/// An option the app passed to requestAuthorization(options:) (`requested-options`,
/// UNAuthorizationOptions): without `sound` no push sound plays, without `badge` no badge is set,
/// without `alert` nothing is displayed (RO1).
public enum RequestedOption: String, Sendable, CaseIterable {
  case alert, sound, badge, provisional
}

/// The APNs certificate the provider holds (`apns-certificate`): a development certificate
/// connects only to the development environment, so it sends there (AP6 when the token is a
/// production one).
public enum APNsCertificate: String, Sendable, CaseIterable {
  case development, production
  /// A certificate of another app or team: "You can use a provider certificate to send
  /// notifications to a single app" (Establishing a certificate-based connection to APNs, RS2).
  case otherTeam = "other-team"
  /// A certificate past its expiry date: APNs takes no connection made with it (RS8).
  case expired
}

/// Whether the push service the app sends through holds the app's APNs credentials
/// (`provider-push-credentials`): Expo, Sending Notifications with Expo's Push API
/// (https://docs.expo.dev/push-notifications/sending-notifications/): "make sure you've generated
/// the proper push credentials before proceeding! If you haven't, push notifications will not work" (PC1).
public enum ProviderPushCredentials: String, Sendable, CaseIterable {
  case present, missing
}

/// The settings of what reaches the app (nil, false or empty: not given).
public struct ReachSettings: Sendable, Equatable {
  public var providerToken: ProviderTokenValidity?
  /// Seconds since the provider token was issued (APNs refuses one older than an hour, AP10).
  public var providerTokenAge: Int?
  public var deviceTokenEncoding: DeviceTokenEncoding?
  public var inCall: CallInProgress?
  public var vpn: VPNConfiguration?
  public var vpnTunnel: TunnelState?
  /// The deployment target of the Notification Service Extension (EX1).
  public var extensionDeploymentTarget: IOSVersion?
  public var categoryActions: [String] = []
  public var hiddenPreviewsPlaceholder: String?
  public var webPushHandler: WebPushHandler?
  /// The app's independent watch app registers a device token of its own (WA3).
  public var watchAppPushTarget = false
  public var pushTypeHeader: PushTypeHeader?
  /// UNAuthorizationOptions the app asked for; empty: not given (all it uses).
  public var requestedOptions: [String] = []
  /// A development-signed build runs on a device the developer account lists (RD1).
  public var deviceRegistered: Switch?
  public var apnsCertificate: APNsCertificate?
  /// The app calls registerForRemoteNotifications (default on; off: no device token, RG1).
  public var callsRegisterForRemoteNotifications: Switch?
  public var providerPushCredentials: ProviderPushCredentials?
  /// The app passed its device token to the push service's SDK (default on; off: PC2).
  public var tokenRegisteredWithProvider: Switch?
  /// The payload's `category` is one the app registered (default on; off: no action buttons, CA2).
  public var categoryMatchesPayload: Switch?
  /// The push's category is in the content extension's UNNotificationExtensionCategory (default on;
  /// off: the extension does not run on expand, T35).
  public var contentExtensionCategoryMatches: Switch?

  public init() {}
}

extension Capability {
  /// Set by the keys of `ReachSettings` and by `device` and `network` values: states of the
  /// request and the device, never the app's code.
  static let reachStates: Set<Capability> = [
    .providerTokenExpired, .providerTokenInvalid, .tokenFromDescription, .onAppleWatch, .onAppleTV, .onMacCatalyst,
    .ethernetOnly, .fullTunnelVPN, .internetOnlyThroughTunnel, .inCellularCall, .extensionAboveDeviceIOS,
    .singleTextInputAction, .hiddenPreviewsPlaceholder, .webPushWithoutNotification, .watchAppPushTarget,
    .pushTypeHeaderAbsent, .alertNotRequested, .soundNotRequested, .badgeNotRequested, .deviceNotRegistered,
    .registerNeverCalled, .providerWithoutCredentials, .tokenNotWithProvider, .apnsCertificateExpired,
    .categoryNotRegistered, .contentExtensionOtherCategory,
  ]
}

extension ScenarioSettings {
  /// "APNS will require that the token creation time must be within the last hour" (WWDC 2016, 724).
  static let providerTokenLifetime = 3600
  /// The SDK from which NSData's description no longer reads as the token's hex (NSHipster).
  static let descriptionChangedIn = IOSVersion(13)

  /// The capabilities the reach keys, the receiving device and the network stand for.
  func applyReach(to scenario: inout DeliveryScenario) {
    let ios = scenario.ios
    let linked = linkedSDK ?? ios
    let flags: [(Bool, Capability)] = [
      ((reach.providerTokenAge ?? 0) > Self.providerTokenLifetime, .providerTokenExpired),
      (reach.providerToken == .invalid, .providerTokenInvalid),
      (reach.deviceTokenEncoding == .nsdataDescription && linked >= Self.descriptionChangedIn, .tokenFromDescription),
      (device.receiver == .appleWatch, .onAppleWatch), (device.receiver == .appleTV, .onAppleTV),
      (device.receiver == .macCatalyst, .onMacCatalyst),
      (device.network == .ethernetOnly, .ethernetOnly),
      (reach.vpn == .includeAllNetworks, .fullTunnelVPN),
      (device.network == .cellularInternetOnlyThroughTunnel, .internetOnlyThroughTunnel),
      (reach.inCall == .cellular, .inCellularCall),
      (reach.extensionDeploymentTarget.map { $0 > ios } ?? false, .extensionAboveDeviceIOS),
      (reach.categoryActions == [CategoryAction.textInput.rawValue] && reach.categoryMatchesPayload != .off, .singleTextInputAction),
      (reach.hiddenPreviewsPlaceholder != nil, .hiddenPreviewsPlaceholder),
      (reach.watchAppPushTarget, .watchAppPushTarget),
      (reach.webPushHandler.map { $0 != .showsNotification } ?? false, .webPushWithoutNotification),
      (reach.pushTypeHeader == .absent, .pushTypeHeaderAbsent),
      (!reach.requestedOptions.isEmpty && !reach.requestedOptions.contains(RequestedOption.alert.rawValue), .alertNotRequested),
      (!reach.requestedOptions.isEmpty && !reach.requestedOptions.contains(RequestedOption.sound.rawValue), .soundNotRequested),
      (!reach.requestedOptions.isEmpty && !reach.requestedOptions.contains(RequestedOption.badge.rawValue), .badgeNotRequested),
      (reach.deviceRegistered == .off, .deviceNotRegistered),
      (reach.callsRegisterForRemoteNotifications == .off, .registerNeverCalled),
      (reach.providerPushCredentials == .missing, .providerWithoutCredentials),
      (reach.tokenRegisteredWithProvider == .off, .tokenNotWithProvider),
      (reach.apnsCertificate == .expired, .apnsCertificateExpired),
      (reach.categoryMatchesPayload == .off, .categoryNotRegistered),
      (reach.contentExtensionCategoryMatches == .off, .contentExtensionOtherCategory),
    ]
    scenario.implements += flags.filter(\.0).map(\.1.rawValue)
  }
}
