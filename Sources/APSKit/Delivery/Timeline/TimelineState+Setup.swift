/// How the app and its provider were set up, as a timeline meets it: the request's apns-push-type
/// header (HD1), a build on a device its developer account does not list (RD1), the options the app
/// asked the user for and a user who later chose Deliver Prominently (RO4), and a Live Activity the
/// app starts itself (LS1).
extension TimelineRule {
  static let setupRules: [TimelineRule] = [
    TimelineRule(id: "HD1", summary: "a background push sent without the apns-push-type header (push-type-header absent) to iOS 13 or later: Apple's page makes the header required on watchOS 6 and later and recommended on iOS, and where it is missing APNs may return an error, delay the push or drop it; send apns-push-type background", certainty: .may, sources: ["A-APNS-PUSH-TYPE"]),
    TimelineRule(id: "RD1", summary: "the device is not among the devices of the developer account (device-registered-in-developer-account off): a development-signed build's provisioning profile does not cover it, so no push reaches it though the provider's request succeeds; add the device and sign the build again", certainty: .definite, sources: ["JPUSH-PHONEGAP-171"]),
    TimelineRule(id: "RG1", summary: "the app never calls registerForRemoteNotifications (calls-register-for-remote-notifications off): asking the user for authorization alone gets no device token, so the provider has no address and no APNs push reaches the app; call it once authorized", certainty: .definite, sources: ["A-REGRN", "DELBA-PERMISSION-123", "JLPERMISSIONS-29"]),
    TimelineRule(id: "PC1", summary: "the push service the app sends through holds no APNs key or certificate for the app (provider-push-credentials missing): it cannot send to APNs, so nothing reaches the device; upload the credentials to the service", certainty: .definite, sources: ["EXPO-PUSH-CREDENTIALS"]),
    TimelineRule(id: "PC2", summary: "the app never passed its device token to the push service's SDK (token-registered-with-provider off): the service has no token for the device and sends nothing to it; pass the token from didRegisterForRemoteNotificationsWithDeviceToken to the SDK", certainty: .definite, sources: ["BRAZE-PUSH-REGISTRATION", "BRAZE-FLUTTER-9"]),
    TimelineRule(id: "RO4", summary: "OneSignal asks for the authorization options again when the app opens: after the user chose Deliver Prominently on a provisional notification, sound and badge come only once the app was opened and the SDK asked for them", certainty: .definite, sources: ["ONESIGNAL-442"]),
    TimelineRule(id: "LS2", summary: "an update or end pushed after an end push ended the Live Activity: the system ignores it, nothing changes on screen", certainty: .definite, sources: ["A-LA-UPDATE"]),
    TimelineRule(id: "LS1", summary: "the app starts a Live Activity itself (user start-live-activity: ActivityKit's Activity.request, iOS 16.1 and later): only while it is in the foreground; from the background the request fails (ActivityAuthorizationError.visibility) and nothing starts", certainty: .definite, sources: ["A-ACTIVITY", "A-LA-VISIBILITY"]),
  ]
}

extension SourceInfo {
  static let setupSources: [SourceInfo] = [
    SourceInfo(key: "JPUSH-PHONEGAP-171", title: #"升级到 v2.2.4 后，iOS9 收不到推送 (jpush/jpush-phonegap-plugin #171), the maintainer: "iOS 9设备没有在 Apple 开发者官网添加到 Apple Device 里" (the iOS 9 device was not added to the Apple Devices on the Apple Developer site)"#, location: #"https://github.com/jpush/jpush-phonegap-plugin/issues/171"#),
    SourceInfo(key: "A-REGRN", title: #"registerForRemoteNotifications(): "Call this method to initiate the registration process with Apple Push Notification service. If registration succeeds, the app calls your app delegate object's application(_:didRegisterForRemoteNotificationsWithDeviceToken:) method and passes it a device token.""#, location: #"https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()"#),
    SourceInfo(key: "DELBA-PERMISSION-123", title: #"Push Notification permissions: how to get deviceToken? (delba/Permission #123): "didRegisterForRemoteNotificationsWithDeviceToken is never called" … "Call to UIApplication.shared.registerForRemoteNotifications() when status is .authorized""#, location: #"https://github.com/delba/Permission/issues/123"#),
    SourceInfo(key: "JLPERMISSIONS-29", title: #"JLNotificationPermission -- needs to call registerForRemoteNotifications? (jlaws/JLPermissions #29): the device token came "only … after calling [[UIApplication sharedApplication] registerForRemoteNotifications]""#, location: #"https://github.com/jlaws/JLPermissions/issues/29"#),
    SourceInfo(key: "EXPO-PUSH-CREDENTIALS", title: #"Expo, Sending Notifications with Expo's Push API: "make sure you've generated the proper push credentials before proceeding! If you haven't, push notifications will not work.""#, location: #"https://docs.expo.dev/push-notifications/sending-notifications/"#),
    SourceInfo(key: "BRAZE-PUSH-REGISTRATION", title: #"Braze, Push registration: "When an app requests push permissions from a device, the device's push service provider will generate a push token for that app. Each app is given its own unique, anonymous push token which is how it identifies the device and current app instance when sending a push notification.""#, location: #"https://braze.com/docs/user_guide/message_building_by_channel/push/push_registration"#),
    SourceInfo(key: "BRAZE-FLUTTER-9", title: #""None of the selected users have matching push tokens for iOS Push" (braze-inc/braze-flutter-sdk #9), the maintainer: "you will need to pass your device token to Braze through the Appboy.registerDeviceToken() in the native Braze iOS SDK""#, location: #"https://github.com/braze-inc/braze-flutter-sdk/issues/9"#),
    SourceInfo(key: "ONESIGNAL-442", title: #"Add Authorization Options for Provisional Notifications (OneSignal/OneSignal-iOS-SDK #442): "when a user taps 'Deliver Prominently', the notifications don't make sounds/badges until the user opens the app again""#, location: #"https://github.com/OneSignal/OneSignal-iOS-SDK/pull/442"#),
    SourceInfo(key: "A-ACTIVITY", title: #"Activity (ActivityKit): "You can update or end a Live Activity while your app is in the background, but you can only start a Live Activity while the app is in the foreground""#, location: #"https://developer.apple.com/documentation/activitykit/activity"#),
    SourceInfo(key: "A-LA-UPDATE", title: #"update(_:) (ActivityKit Activity): "The system ignores attempts to update a Live Activity that ended.""#, location: #"https://developer.apple.com/documentation/activitykit/activity/update(_:)"#),
    SourceInfo(key: "A-LA-VISIBILITY", title: #"ActivityAuthorizationError.visibility: "The app tried to start the Live Activity while it was in the background.""#, location: #"https://developer.apple.com/documentation/activitykit/activityauthorizationerror/visibility"#),
    SourceInfo(key: "A-UNAUTHOPTIONS", title: #"requestAuthorization(options:completionHandler:): "The authorization options your app is requesting. … Request only the authorization options that you plan to use."""#, location: #"https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/requestauthorization(options:completionhandler:)"#),
    SourceInfo(key: "A-LRNPG-AUTH", title: #"Local and Remote Notification Programming Guide (archived), Managing Your App's Notification Support: "In iOS, tvOS, and watchOS, apps must have authorization to display alerts, play sounds, or badge the app's icon in response to incoming notifications.""#, location: #"https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/SupportingNotificationsinYourApp.html"#),
    SourceInfo(key: "IBM-MFP-SILENT", title: #"Silent notifications, IBM MobileFirst Platform Foundation 7.1: "If the silent notification is sent to iOS devices with version lesser than 7, the notification is ignored if the application is running in background. If the application is running in the foreground, then the notification callback method is invoked.""#, location: #"https://ibm.com/support/knowledgecenter/en/SSHS8R_7.1.0/com.ibm.worklight.dev.doc/devref/c_silent_notification.html"#),
  ]
}

extension IOSVersion {
  /// Live Activities (ActivityKit) came with iOS 16.1.
  static let liveActivitiesFrom = IOSVersion(16, 1)

  /// Whether this version has what `release` brought: a bare major version (`17`) is its release
  /// family, so it has what a point release of that major added (push-to-start, 17.2); an explicit
  /// `17.0` or `17.1` does not.
  func reaches(_ release: IOSVersion) -> Bool {
    self >= release || (!minorGiven && minor == 0 && major == release.major)
  }
}

extension TimelineState {
  /// A push stopped by how the provider sent it or the build was signed: nil when it goes on.
  func unreachedBySetup(_ held: HeldPush, index: Int) -> TimelineStep? {
    let words = Set(held.scenario.implements)
    if words.contains(Capability.deviceNotRegistered.rawValue) { return step(index, delivered: false, notes: [Self.note("RD1")]) }
    let noToken: [(Capability, String)] = [(.registerNeverCalled, "RG1"), (.providerWithoutCredentials, "PC1"), (.tokenNotWithProvider, "PC2")]
    if let (_, rule) = noToken.first(where: { words.contains($0.0.rawValue) }) { return step(index, delivered: false, notes: [Self.note(rule)]) }
    if let faulted = stoppedBySetupFault(held, index: index) { return faulted }
    if words.contains(Capability.pushTypeHeaderAbsent.rawValue), held.scenario.kind == .silent,
      held.scenario.situation.pushType == nil, held.scenario.ios >= Self.pushTypeFrom {
      return step(index, delivered: false, certainty: .may, notes: [Self.note("HD1")])
    }
    return nil
  }

  /// The app calls Activity.request (LS1): a Live Activity starts now when the app is in the
  /// foreground on iOS 16.1 or later.
  mutating func startLiveActivity(index: Int) -> TimelineStep {
    guard start.ios.reaches(.liveActivitiesFrom) else {
      return step(index, notes: ["Live Activities exist from iOS 16.1: nothing starts on iOS \(start.ios)"])
    }
    guard app == .foreground || app == .inactive else {
      return step(index, notes: [Self.note("LS1", "the app is \(app.rawValue), not in the foreground: Activity.request fails (ActivityAuthorizationError.visibility) and no Live Activity starts")])
    }
    if start.implements.contains(Capability.liveActivitiesOff.rawValue) {
      return step(index, notes: ["LA8: " + (DeliveryRow.named("LA8").first?.summary ?? "")])
    }
    liveActivity.startedAt = clock.seconds
    liveActivity.endedBy = nil
    return step(index, notes: [Self.note("LS1", "the app starts the Live Activity with Activity.request: it is on the Lock Screen and in the Dynamic Island, and ActivityKit pushes to its token update it")])
  }

  /// An app coming forward: OneSignal asks for the full authorization options again (RO4).
  mutating func requestOptionsOnOpen(_ result: inout TimelineStep) {
    guard start.sdk == .onesignal, !optionsRequestedAgain else { return }
    let words = Set(start.implements)
    guard [Capability.alertNotRequested, .soundNotRequested, .badgeNotRequested].contains(where: { words.contains($0.rawValue) }) else { return }
    optionsRequestedAgain = true
    result.notes.append(Self.note("RO4", "the app opened: OneSignal asks for alert, sound and badge; later notifications use them"))
  }

  /// The capabilities of the options the app did not ask for, once OneSignal has asked for them all (RO4).
  static let notRequested: Set<String> = [
    Capability.alertNotRequested.rawValue, Capability.soundNotRequested.rawValue, Capability.badgeNotRequested.rawValue,
  ]
}
