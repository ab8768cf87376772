/// What the app implements, and the device conditions that change a row.
public enum Capability: String, Sendable, CaseIterable {
  /// C04 `…fetchCompletionHandler:`.
  case fetchHandler = "fetch-handler"
  /// C03, the pre-iOS 7 variant.
  case legacyHandler = "legacy-handler"
  /// The remote-notification background mode.
  case backgroundMode = "background-mode"
  /// A `UNUserNotificationCenter` delegate set in C02/C01.
  case unDelegate = "un-delegate"
  /// The UN delegate is set after the launch methods returned.
  case unDelegateLate = "un-delegate-late"
  /// C05 is implemented.
  case willPresent = "will-present"
  /// C06 is implemented.
  case didReceive = "did-receive"
  /// C05 / C23 / C30 pass no presentation options (`[]`).
  case presentsNothing = "presents-nothing"
  /// A Notification Service Extension (C14 / C17).
  case serviceExtension = "service-extension"
  /// C14 does not call its content handler in time, so C17 runs.
  case extensionTimeout = "extension-timeout"
  /// A `UISceneDelegate` (iOS 13+).
  case scenes
  /// The category has `.customDismissAction`.
  case customDismiss = "custom-dismiss"
  /// The tapped action has the `.foreground` option.
  case foregroundAction = "foreground-action"
  /// The app asked for `.providesAppNotificationSettings`.
  case settingsLink = "settings-link"
  /// GeTui `runBackgroundEnable:YES` with the Audio background mode.
  case runBackground = "run-background"
  /// Low Power Mode on, or Background App Refresh off.
  case lowPower = "low-power"
  /// The same JPush API call also carried a custom message.
  case plusCustomMessage = "plus-custom-message"
  /// Background App Refresh is off for the app (Settings), separately from Low Power Mode.
  case backgroundRefreshOff = "background-refresh-off"
  /// A Notification Content Extension for the push's category (UNNotificationContentExtension).
  case contentExtension = "content-extension"
  /// The app implements C34 `applicationDidEnterBackground:` (Xcode's app-delegate template has
  /// it; a default, `no-did-enter-background` removes it).
  case didEnterBackground = "did-enter-background"
  /// The app registers for remote notifications (`registerForRemoteNotifications`) only after
  /// launch (after login, a database or the first scene), not in C01 on every launch.
  case registersLate = "registers-late"
  /// The app does not report the VoIP push to CallKit (`reportNewIncomingCall`).
  case voipUnreported = "voip-unreported"
  /// The app reports the VoIP call to CallKit only after the PushKit handler returned (from an
  /// asynchronous task): PushKit's check at the return already finds no call.
  case voipReportsLate = "voip-reports-late"
  /// The app delegate implements `application:handleActionWithIdentifier:…` (C08/C09), which
  /// still receives custom actions on iOS 10+ when no UN delegate is set.
  case handleAction = "handle-action"
  /// The app registers for remote notifications itself, not through its push SDK (GeTui: "必须使用个推注册远程通知，
  /// 否则通过个推代理无法获取部分APNs回调"), so the SDK does not forward the UN delegate's callbacks.
  case registersOutsideSDK = "registers-outside-sdk"
  /// The app delegate implements the iOS 9 variant with `withResponseInfo:` (C09).
  case handleActionResponseInfo = "handle-action-response-info"
  /// A Location Push Service Extension (`CLLocationPushServiceExtension`); assumed for a location push.
  case locationExtension = "location-extension"
  /// Info.plist sets OneSignal_disable_badge_clearing: OneSignal leaves the badge and Notification Center alone when the app opens (SB2).
  case oneSignalKeepsBadge = "onesignal-keeps-badge"
  // The app's own code around a push (`TimelineState+AppCode.swift`; rules AB1, LN1).
  /// The app sets its badge to 0 when the user opens it (applicationIconBadgeNumber = 0, setBadgeCount(0)): AB1.
  case setsBadgeZeroOnOpen = "sets-badge-zero-on-open"
  /// The app's receive handler schedules a local notification for the push it got (LN1).
  case schedulesLocalNotificationOnReceive = "schedules-local-notification-on-receive"
  // Device and system states (scenario keys, not app code).
  /// The device is locked when the push arrives.
  case locked
  /// Restarted and not unlocked since.
  case justRebooted = "just-rebooted"
  /// The app's notifications go to the Scheduled Summary.
  case summary
  /// The device has no Dynamic Island.
  case noDynamicIsland = "lacks-dynamic-island"
  /// iOS stopped delivering VoIP pushes after repeated failures to report a call.
  case voipPenalty = "voip-penalty"
  /// The ring/silent switch is on silent.
  case ringSilent = "ring-silent"
  /// Background pushes come faster than the budget allows (`push-rate` excessive or budget-exhausted).
  case throttled
  /// The app runs under the Xcode debugger: the background-push throttle is off.
  case debuggerAttached = "debugger-attached"
  /// The user has not launched the app for a while.
  case rarelyUsed = "rarely-used"
  /// The user chose Deliver Quietly for the app.
  case deliverQuietly = "deliver-quietly"
  /// The settings link was tapped in the Settings app (C07 gets nil).
  case settingsFromSettingsApp = "settings-from-settings-app"
  /// Core Location authorization is not Always.
  case lacksAlwaysLocation = "lacks-always-location"
  /// The location extension does not call its completion in time.
  case locationSlow = "location-slow"
  /// Show Previews is not Always: the Lock Screen hides the content.
  case previewsHidden = "previews-hidden"
  /// The app's Lock Screen delivery is off.
  case lockScreenOff = "lock-screen-off"
  /// The user turned off Time Sensitive Notifications for the app.
  case timeSensitiveOff = "time-sensitive-off"
  /// The user turned off Critical Alerts for the app (`criticalAlertSetting` disabled).
  case criticalAlertsOff = "critical-alerts-off"
  /// The battery is below 20 %: background work is held (`battery-level` below-20-percent).
  case lowBattery = "low-battery"
  /// Do Not Disturb silences only while the device is locked (`dnd-silence` only-while-locked).
  case dndWhileLocked = "dnd-while-locked"
  /// The app's Sounds switch (Settings › Notifications › the app) is off.
  case soundsOff = "sounds-off"
  /// The sender asks Alibaba Cloud to keep messages for a device that is offline (StoreOffline).
  case storeOffline = "store-offline"
  /// The app declares NSSupportsLiveActivitiesFrequentUpdates: a larger Live Activity update budget (T16).
  case laFrequentUpdates = "la-frequent-updates"
  /// The app was built against an SDK before iOS 13 (`linked-sdk`): iOS 13's end of an app that
  /// does not report a VoIP push to CallKit applies "for apps linked against the iOS 13 SDK or later".
  case linkedBeforeIOS13 = "linked-before-ios13-sdk"
  /// The app's complication is not on the current watch face (`complication-on-watch-face off`):
  /// complication pushes "will not be delivered" (WWDC 2015 session 713).
  case complicationOffFace = "complication-not-on-face"
  /// The sender of a communication notification, or the caller of a reported call, is among the
  /// people the Focus allows (`focus-allowed-people includes-sender`).
  case focusAllowsSender = "focus-allows-sender"
  /// The handle the app reports to CallKit is on the user's block list (`caller-blocked`).
  case callerBlocked = "caller-blocked"
  /// The user turned Live Activities off for the app in Settings (`live-activities off`).
  case liveActivitiesOff = "live-activities-off"
  /// The user is not in the app's Push to Talk channel (`ptt-channel not-joined`): its ephemeral
  /// push token is not active.
  case pttNotJoined = "ptt-not-joined"
  /// The service extension makes the push a communication notification (it donates an
  /// `INSendMessageIntent` or `INStartCallIntent` and updates the content with it).
  case communication = "communication-notification"
  /// willPresent never calls its completion handler.
  case willPresentNever = "will-present-never"
  /// GeTui's server sends the message through APNs although the app is on screen: its strategy
  /// says APNs (2, or 4: APNs first), or the cid was offline when it was sent.
  case getuiAPNsChannel = "getui-apns-channel"
  // Who is at the device, where else its notifications show, and the push's category options
  // (`SurfaceValues.swift`; rules SI1, MR1, CC1, HP1, SR1, BR1, IP1, SB1, rows IL10, IL11).
  /// No user is logged in on the Shared iPad (`shared-ipad-user logged-out`, SI1).
  case sharedIPadLoggedOut = "shared-ipad-logged-out"
  /// iPhone Mirroring forwards the locked iPhone's notifications to the Mac (MR1).
  case iphoneMirroring = "iphone-mirroring"
  /// The iPhone is connected to CarPlay (CC1).
  case carplayConnected = "carplay-connected"
  /// The push's category has allowInCarPlay (CC1).
  case allowInCarPlay = "allow-in-carplay"
  /// The push's category has hiddenPreviewsShowTitle (HP1).
  case hiddenPreviewsShowTitle = "hidden-previews-show-title"
  /// The push's category has hiddenPreviewsShowSubtitle (HP1).
  case hiddenPreviewsShowSubtitle = "hidden-previews-show-subtitle"
  /// The push's category has allowAnnouncement (SR1).
  case allowAnnouncement = "allow-announcement"
  /// Announce Notifications is on and AirPods are connected (SR1).
  case announcesNotifications = "announces-notifications"
  /// The app's Focus filter does not let the payload's filter-criteria through (IL11).
  case focusFiltered = "focus-filtered"
  /// The iPhone is in StandBy (SB1).
  case standby
  /// Background App Refresh is restricted (parental controls): off, and the user cannot turn it on (BR1).
  case backgroundRefreshRestricted = "background-refresh-restricted"
  /// The push goes to an iPad: no Dynamic Island (IP1).
  case onIPad = "ipad"
  // Entitlements the scenario says the app lacks (`entitlements` given without them).
  case lacksTimeSensitive = "lacks-time-sensitive"
  case lacksCriticalAlerts = "lacks-critical-alerts"
  case lacksFiltering = "lacks-filtering"
  case lacksLocationPush = "lacks-location-push"
  case lacksCommunication = "lacks-communication-notifications"
  /// A paired Apple Watch is on the wrist and unlocked (`paired-watch on-wrist-unlocked`).
  case watchOnWrist = "watch-on-wrist"
  /// The device token's APNs environment is not the one the push is sent to (AP6).
  case environmentMismatch = "apns-environment-mismatch"
  /// The app was installed and never opened, so it never registered with APNs (AP7).
  case neverLaunched = "never-launched"
  /// The push goes to a simulator (AP8).
  case onSimulator = "simulator"
  /// The app's Banners style is off (`banners off`, `alert-styles none`).
  case bannersOff = "banners-off"
  /// The app's Notification Center style is off (`notification-center off`, `alert-styles none`).
  case notificationCenterOff = "notification-center-off"
  /// The app's Badges switch is off (`badge-setting disabled`).
  case badgesOff = "badges-off"
  /// Screen Time's Downtime holds the app's notifications (`screen-time-downtime on`, DT1).
  case screenTimeDowntime = "screen-time-downtime"
  /// MDM Single App Mode (`single-app-mode`, SA1).
  case singleAppMode = "single-app-mode"
  /// The device reaches the internet only through a Wi-Fi proxy that intercepts APNs (NW1).
  case apnsBlockedByProxy = "apns-blocked-by-proxy"
  /// The user logged out of the app's IM service (`im-session logged-out`, IM1).
  case imLoggedOut = "im-logged-out"
  /// The device reaches APNs on port 443 through a proxy that does not decrypt it (NW2).
  case apnsOverPort443 = "apns-over-port-443"
  /// The user hid the app (iOS 18): it gets no notifications (HA1).
  case appHidden = "app-hidden"
  /// The push was injected into a simulator (simctl push, a dropped .apns file): no service extension (SIM1).
  case simulatedPush = "simulated-push"
  /// A Home Screen web app gets the push (Web Push, iOS 16.4+; WP1).
  case homeScreenWebApp = "home-screen-web-app"
  /// A site in a Safari tab: no Web Push on iOS (WP2).
  case safariTab = "safari-tab"
  /// The fetch handler calls its completion only after its 30 seconds (FC1).
  case fetchLate = "fetch-completion-late"
  /// The fetch handler never calls its completion (FC1).
  case fetchNeverCalled = "fetch-completion-never"
  /// An App Clip's ephemeral notification authorization (AC1).
  case ephemeralAuthorization = "ephemeral-authorization"
  /// What reaches the device, set by the keys of `ReachSettings`: the provider's token, the
  /// device token's encoding, the receiving platform, the network and VPN, a call in progress,
  /// the extension's deployment target, the category and a web app's push handler.
  case providerTokenExpired = "provider-token-expired"
  case providerTokenInvalid = "provider-token-invalid"
  case tokenFromDescription = "device-token-from-description"
  case onAppleWatch = "apple-watch"
  case onAppleTV = "apple-tv"
  case onMacCatalyst = "mac-catalyst"
  case ethernetOnly = "ethernet-only"
  case fullTunnelVPN = "full-tunnel-vpn"
  case internetOnlyThroughTunnel = "internet-only-through-tunnel"
  case inCellularCall = "in-cellular-call"
  case extensionAboveDeviceIOS = "extension-above-device-ios"
  case singleTextInputAction = "single-text-input-action"
  case hiddenPreviewsPlaceholder = "hidden-previews-placeholder"
  case webPushWithoutNotification = "web-push-without-notification"
  case watchAppPushTarget = "watch-app-push-target"
  /// How the app and its vendor were set up, set by the keys of `ConfigurationSettings`: no Push
  /// Notifications capability, an http attachment App Transport Security blocks, an extension
  /// bundled as .app, a device OneSignal counts unsubscribed, a provider on a shared cloud.
  case lacksPushCapability = "lacks-push-notifications-capability"
  case httpAttachmentBlocked = "http-attachment-blocked"
  case extensionBundledAsApp = "extension-bundled-as-app"
  case oneSignalUnsubscribed = "onesignal-unsubscribed"
  case sharedCloudProvider = "shared-cloud-provider"
  case pushTypeHeaderAbsent = "push-type-header-absent"
  case alertNotRequested = "alert-not-requested"
  case soundNotRequested = "sound-not-requested"
  case badgeNotRequested = "badge-not-requested"
  case deviceNotRegistered = "device-not-registered"
  /// Set by the token-path keys of `ReachSettings`: the app never asks APNs for a token (RG1), the
  /// provider holds no APNs credentials (PC1) or never got the app's token (PC2), the certificate
  /// expired (RS8), the payload's category is not one the app registered (CA2), the content
  /// extension is declared for other categories (T35).
  case registerNeverCalled = "never-calls-register-for-remote-notifications"
  case providerWithoutCredentials = "provider-without-push-credentials"
  case tokenNotWithProvider = "token-not-registered-with-provider"
  case apnsCertificateExpired = "apns-certificate-expired"
  case categoryNotRegistered = "category-not-registered"
  case contentExtensionOtherCategory = "content-extension-other-category"
  /// How the app registered for remote notifications, set by `registration-call` (`LegacyValues.swift`):
  /// registerForRemoteNotificationTypes: on iOS 8 or later (L18), registerForRemoteNotifications
  /// without registerUserNotificationSettings: (L17).
  case registrationTypesUnsupported = "registers-with-remote-notification-types"
  case withoutUserNotificationSettings = "without-user-notification-settings"

  /// What `--implements` offers: the app's own code, not the device states and entitlements the
  /// other scenario keys set.
  public static let implementable: [Capability] = allCases.filter {
    !deviceStates.contains($0) && !$0.rawValue.hasPrefix("lacks-") && $0 != .willPresentNever
      && $0 != .lowPower && $0 != .backgroundRefreshOff && !receiverStates.contains($0) && !surfaceStates.contains($0)
      && !reachStates.contains($0) && !configurationStates.contains($0)
      && !legacyStates.contains($0)
  }

  /// One line on what the value means, for `aps help predict`.
  public var meaning: String {
    switch self {
    case .fetchHandler: return "application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (C04)"
    case .legacyHandler: return "the pre-iOS 7 application(_:didReceiveRemoteNotification:) (C03)"
    case .backgroundMode: return "the remote-notification background mode (UIBackgroundModes)"
    case .unDelegate: return "a UNUserNotificationCenter delegate set at launch"
    case .unDelegateLate: return "the UN delegate set only after launch returned"
    case .willPresent: return "userNotificationCenter(_:willPresent:…) (C05)"
    case .didReceive: return "userNotificationCenter(_:didReceive:…) (C06)"
    case .presentsNothing: return "willPresent answers with no options ([])"
    case .serviceExtension: return "a Notification Service Extension (needs mutable-content)"
    case .extensionTimeout: return "the service extension runs out of time (C17)"
    case .scenes: return "a UISceneDelegate (iOS 13+)"
    case .customDismiss: return "the category has .customDismissAction"
    case .foregroundAction: return "the tapped action has the .foreground option"
    case .settingsLink: return "the app asked for .providesAppNotificationSettings"
    case .runBackground: return "GeTui runBackgroundEnable:YES with the Audio background mode"
    case .plusCustomMessage: return "the JPush API call also carried a custom message"
    case .contentExtension: return "a Notification Content Extension for the category"
    case .didEnterBackground: return "applicationDidEnterBackground(_:) (C34)"
    case .registersLate: return "registers for remote notifications only after launch"
    case .voipUnreported: return "does not report VoIP pushes to CallKit"
    case .voipReportsLate: return "reports the VoIP call to CallKit only after the PushKit handler returned"
    case .handleAction: return "application(_:handleActionWithIdentifier:for:completionHandler:) (C08)"
    case .registersOutsideSDK: return "registers for remote notifications itself, not through its push SDK"
    case .handleActionResponseInfo: return "the withResponseInfo: variant of the action handler (C09)"
    case .locationExtension: return "a Location Push Service Extension"
    case .setsBadgeZeroOnOpen: return "sets its badge to 0 when opened (applicationIconBadgeNumber = 0): Notification Center is emptied too (AB1)"
    case .schedulesLocalNotificationOnReceive: return "schedules a local notification for a push it receives: the message shows twice (LN1)"
    case .oneSignalKeepsBadge: return "OneSignal_disable_badge_clearing: OneSignal keeps the badge and notifications when the app opens (SB2)"
    default: return "a device state or entitlement, set by its own option"
    }
  }

  /// The states of the device, set by their own scenario keys (`--locked`, `--summary`, …).
  public static let deviceStates: Set<Capability> = [
    .locked, .justRebooted, .summary, .noDynamicIsland, .voipPenalty, .ringSilent, .throttled, .debuggerAttached,
    .rarelyUsed, .deliverQuietly, .settingsFromSettingsApp, .lacksAlwaysLocation, .locationSlow, .previewsHidden,
    .lockScreenOff, .timeSensitiveOff, .getuiAPNsChannel, .criticalAlertsOff, .communication, .lowBattery, .storeOffline, .soundsOff, .dndWhileLocked,
    .laFrequentUpdates, .linkedBeforeIOS13, .complicationOffFace, .focusAllowsSender, .callerBlocked, .liveActivitiesOff,
    .pttNotJoined,
    .watchOnWrist, .environmentMismatch, .neverLaunched, .onSimulator,
    .bannersOff, .notificationCenterOff, .badgesOff, .screenTimeDowntime, .singleAppMode, .apnsBlockedByProxy, .imLoggedOut, .apnsOverPort443,
  ]

  /// What a typical app has when `--implements` does not say otherwise.
  public static let defaults: Set<Capability> = [
    .fetchHandler, .backgroundMode, .unDelegate, .willPresent, .didReceive, .didEnterBackground,
  ]
}
