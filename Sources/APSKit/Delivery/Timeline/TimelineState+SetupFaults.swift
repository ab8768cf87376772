/// The rules of the setup faults that no other setting says (`SetupFaultValues.swift`), the pages
/// every fault of the catalogue comes from, and the step that stops a push for one of them.
extension TimelineRule {
  static let setupFaultRules: [TimelineRule] = [
    TimelineRule(id: "SF1", summary: "the provider cannot reach APNs (provider-setup-fault provider-cannot-reach-apns): a firewall closes api.push.apple.com port 443 to it, or it lacks the root certificate to validate APNs' TLS certificate, so it never connects and nothing reaches the device", certainty: .definite, sources: ["A-PUSH-TROUBLESHOOTING", "ADOBE-CAMPAIGN-PUSH"]),
    TimelineRule(id: "SF2", summary: "the push service dropped the device after a long inactivity (provider-setup-fault device-expired-at-service; Alibaba Cloud deletes a device after 90 days): the service has no token for it and sends nothing; the app registers again when it next runs", certainty: .definite, sources: ["ALIYUN-IOS-NOT-RECEIVED"]),
    TimelineRule(id: "SF3", summary: "the push SDK was never initialized (app-setup-fault sdk-not-initialized): it never passes the device token to its service nor opens its own channel, so the service has no route to the device and nothing it sends arrives", certainty: .definite, sources: ["ALIYUN-FAILED-MESSAGES", "TPNS-IOS-FAQ"]),
    TimelineRule(id: "SF4", summary: "Firebase's swizzling is off (FirebaseAppDelegateProxyEnabled NO) and the app does not set Messaging.messaging().apnsToken itself (app-setup-fault swizzling-off-without-apns-token): FCM never maps the APNs token to the FCM registration token, so nothing sent to that FCM token arrives", certainty: .definite, sources: ["FIREBASE-APPLE-CLIENT", "FIRMESSAGING-APNSTOKEN"]),
    TimelineRule(id: "SF5", summary: "the app fetched its FCM registration token before the APNs token was set (app-setup-fault fcm-token-before-apns-token): Firebase warns \"Notifications to this FCM Token will not be delivered over APNS\", so nothing sent to it arrives until the app fetches the token again once the APNs token is set", certainty: .definite, sources: ["FIRMESSAGING-SOURCE"]),
  ]
}

extension SetupFault {
  /// The pages that name the fault and its outcome (keys of `SourceInfo`); a fault that is an
  /// existing setting also predicts with that setting's own sources.
  public var sources: [String] {
    switch self {
    case .apnsKeyNotUploaded: return ["FIREBASE-APPLE-CLIENT", "NOTIFYSPHERE-FCM-APNS"]
    case .pushCertificateNotUploaded: return ["JPUSH-IOS-CERT-ENV", "ABLY-103008"]
    case .certificateExpired: return ["ALIYUN-IOS-NOT-RECEIVED", "ABLY-103008"]
    case .certificateEnvironmentMismatch: return ["ONESIGNAL-MISMATCHED-CERT"]
    case .sandboxTokenToProduction, .productionTokenToSandbox: return ["ONESIGNAL-MISMATCHED-ENV", "ALIYUN-IOS-NOT-RECEIVED", "JPUSH-IOS-CERT-ENV"]
    case .wrongBundleID: return ["ONESIGNAL-BUNDLE-MISMATCH", "ABLY-103005"]
    case .invalidProviderToken: return ["A-APNS-RESPONSES"]
    case .tokenUnregistered: return ["A-APNS-RESPONSES"]
    case .tooManyRequests: return ["A-PUSH-TROUBLESHOOTING"]
    case .payloadTooLarge: return ["FIREBASE-APPLE-CLIENT"]
    case .providerCannotReachAPNs: return ["A-PUSH-TROUBLESHOOTING", "ADOBE-CAMPAIGN-PUSH"]
    case .deviceExpiredAtService: return ["ALIYUN-IOS-NOT-RECEIVED"]
    case .pushCapabilityMissing: return ["ALIYUN-IOS-NOT-RECEIVED", "BRAZE-ITMS-90078"]
    case .deviceNotInProvisioningProfile: return ["JPUSH-PHONEGAP-171"]
    case .neverRegisteredForRemoteNotifications: return ["A-TN2265-REGISTRATION"]
    case .tokenNotSentToProvider: return ["A-TN2265-REGISTRATION", "ALIYUN-IOS-NOT-RECEIVED"]
    case .sdkNotInitialized: return ["ALIYUN-FAILED-MESSAGES", "TPNS-IOS-FAQ"]
    case .swizzlingOffWithoutAPNsToken: return ["FIREBASE-APPLE-CLIENT", "FIRMESSAGING-APNSTOKEN"]
    case .fcmTokenBeforeAPNsToken: return ["FIRMESSAGING-SOURCE"]
    case .deviceTokenFromDescription: return ["NSHIPSTER-TOKENS"]
    case .notificationsDisabled: return ["ALIYUN-IOS-NOT-RECEIVED", "TPNS-IOS-FAQ"]
    case .pushSubscriptionOptedOut: return ["ONESIGNAL-MOBILE-TROUBLESHOOTING"]
    case .noForegroundHandler: return ["EXPO-FOREGROUND-DEFAULT", "ONESIGNAL-MOBILE-TROUBLESHOOTING", "ALIYUN-IOS-NOT-RECEIVED"]
    case .noNotificationCenterDelegate, .delegateSetAfterLaunch: return ["A-UNDEL"]
    case .backgroundModeNotEnabled: return ["A-BG"]
    case .serviceExtensionMissing: return ["ONESIGNAL-MOBILE-TROUBLESHOOTING"]
    case .categoryNotRegistered: return ["A-CATEGORY-ID"]
    }
  }
}

extension SourceInfo {
  static let setupFaultSources: [SourceInfo] = [
    SourceInfo(key: "A-TN2265-REGISTRATION", title: #"Technical Note TN2265, Troubleshooting Push Notifications, Registering for Push Notifications: "In order to receive push notifications, an application must first register with the Apple Push Notification service"; "The application passes the device token to your provider as a non-object, binary value.""#, location: #"https://developer.apple.com/library/archive/technotes/tn2265/_index.html"#),
    SourceInfo(key: "A-PUSH-TROUBLESHOOTING", title: #"Troubleshooting push notifications: "If you send too many notifications to the same device within a short timespan, APNs may treat it as a denial-of-service attack and temporarily block your server from sending notifications."; "If your provider server doesn't have the proper certificates for TLS/SSL validation, it can't connect to APNs.""#, location: #"https://developer.apple.com/documentation/usernotifications/troubleshooting-push-notifications"#),
    SourceInfo(key: "ADOBE-CAMPAIGN-PUSH", title: #"Adobe Campaign, A Summary of Troubleshooting Steps and Common issues faced for PUSH Deliveries: "HTTP/2 connector: Campaign must allow communication to and from the following servers: api.push.apple.com: port 443""#, location: #"https://helpx.adobe.com/lu_en/campaign/kb/adobe-campaign--push-deliveries.html"#),
    SourceInfo(key: "ALIYUN-IOS-NOT-RECEIVED", title: #"Alibaba Cloud, Troubleshooting steps for not receiving push notifications on iOS: "The device is expired, notification permissions are disabled, the application is in the foreground, or a deviceToken was not obtained."; "The wrong push environment is used."; "The push notification switch in Xcode is off."; "The push certificate is expired or invalid."; "A device is deleted after 90 days of inactivity.""#, location: #"https://help.aliyun.com/en/document_detail/40017.html"#),
    SourceInfo(key: "ALIYUN-FAILED-MESSAGES", title: #"Alibaba Cloud, Check the following items to troubleshoot failed push messages: "The software development kit (SDK) must be successfully initialized to receive push messages.""#, location: #"https://help.aliyun.com/en/document_detail/58627.html"#),
    SourceInfo(key: "TPNS-IOS-FAQ", title: #"Tencent Push Notification Service, iOS SDK FAQs, Push messages cannot be received: "Please go to Notifications > App name and check whether your app has the permission to push messages."; "After the SDK is accessed, please make sure that it can get the device token used to receive messages.""#, location: #"https://tencentcloud.com/document/product/1024/30732"#),
    SourceInfo(key: "FIREBASE-APPLE-CLIENT", title: #"Set up a Firebase Cloud Messaging client app on Apple platforms: "you can receive notification and data payloads up to 4096 bytes over the Firebase Cloud Messaging APNs interface"; "The FCM SDK performs method swizzling in two key areas: mapping your APNs token to the FCM registration token and capturing analytics data"; "Upload your APNs authentication key to Firebase.""#, location: #"https://firebase.google.com/docs/cloud-messaging/ios/client"#),
    SourceInfo(key: "FIRMESSAGING-APNSTOKEN", title: #"Messaging.apnsToken, as quoted in Push notification in iOS with Firebase (onmyway133): "if you have disabled swizzling by setting FirebaseAppDelegateProxyEnabled to NO in your app's Info.plist, you should manually set the APNS token in your application delegate's -application:didRegisterForRemoteNotificationsWithDeviceToken: method.""#, location: #"https://dev.to/onmyway133/push-notification-in-ios-with-firebase"#),
    SourceInfo(key: "FIRMESSAGING-SOURCE", title: #"FIRMessaging.m (firebase/firebase-ios-sdk), the warning when a token is fetched without an APNs token: "APNS device token not set before retrieving FCM Token for Sender ID '%@'. Notifications to this FCM Token will not be delivered over APNS.Be sure to re-retrieve the FCM token once the APNS device token is set.""#, location: #"https://github.com/firebase/firebase-ios-sdk/blob/main/FirebaseMessaging/Sources/FIRMessaging.m"#),
    SourceInfo(key: "NOTIFYSPHERE-FCM-APNS", title: #"Firebase iOS Push Notifications: APNs Key and SDK Setup (Notify sphere): "If Firebase can't authenticate with APNs, nothing arrives — even though everything looks fine in your app.""#, location: #"https://dev.to/notifysphere/firebase-ios-push-notifications-apns-key-and-sdk-setup-2p21"#),
    SourceInfo(key: "ONESIGNAL-MISMATCHED-ENV", title: #"OneSignal, Mismatched User Environment: "Mismatched User Environment occurs when Apple returns a BadDeviceToken error for the affected devices"; "some devices are tied to a different environment (Sandbox, Development, Ad Hoc, or Production) from your sending environment and cannot receive push""#, location: #"https://documentation.onesignal.com/v9.0/docs/mismatched-user-environment"#),
    SourceInfo(key: "ONESIGNAL-MISMATCHED-CERT", title: #"OneSignal, Mismatched Push Certificate: "Mismatched Push Certificate is thrown when Apple returns a BadCertificateEnvironment error. This means your push certificate's environment does not match your environment.""#, location: #"https://documentation.onesignal.com/v9.0/docs/mismatched-push-certificate"#),
    SourceInfo(key: "ONESIGNAL-BUNDLE-MISMATCH", title: #"OneSignal, Bundle / Certificate Mismatch: "thrown when the OneSignal iOS SDK detects your app's bundle ID is different from your push certificate's bundle ID""#, location: #"https://documentation.onesignal.com/v9.0/docs/possible-bundle-certificate-mismatch"#),
    SourceInfo(key: "ONESIGNAL-MOBILE-TROUBLESHOOTING", title: #"OneSignal, Mobile SDK troubleshooting (移动 SDK 故障排除): optOut() "会将推送订阅状态设置为 unsubscribed" (sets the push subscription status to unsubscribed); "如果在发送推送时应用处于打开状态，您可能通过 preventDefault() 方法阻止了推送显示" (if the app was open when the push was sent, preventDefault() may have kept it from showing); Notification images not showing"#, location: #"https://documentation.onesignal.com/docs/cn/mobile-troubleshooting"#),
    SourceInfo(key: "EXPO-FOREGROUND-DEFAULT", title: #"expo-notifications, presenting notifications (fyi): "The default behavior applied for notifications triggered when the app is in foreground on both platforms is not to show the notification (the app will only get notified via event listeners)""#, location: #"https://github.com/CruelMoney/fyi/blob/master/presenting-notifications-deprecated.md"#),
    SourceInfo(key: "JPUSH-IOS-CERT-ENV", title: #"极光推送 JPush iOS (a copy of JPush's iOS guide): "JPush 代理开发者的应用(需要基于开发者提供的应用证书),向苹果 APNs 服务器推送" (JPush pushes to APNs for the app with the certificate the developer provides); "应用证书和推送指定的iOS环境匹配才可以收到" (only when the app's certificate and the push's iOS environment match is it received)"#, location: #"https://wsa.jianshu.io/p/d774ed3a5a83"#),
    SourceInfo(key: "ABLY-103008", title: #"Ably, 103008: Push transport credentials invalid: "A push notification could not be sent because the credentials configured for the target platform were rejected or had expired, such as an expired APNs certificate.""#, location: #"https://ably.com/docs/platform/errors/codes/103008-push-transport-credentials-invalid"#),
    SourceInfo(key: "ABLY-103005", title: #"Ably, 103005: Push device token invalid: "the provider (APNs, FCM, or WebPush) rejected the device's push token as invalid for the configured application. The token may have been issued under different credentials or for a different application.""#, location: #"https://ably.com/docs/platform/errors/codes/103005-push-device-token-invalid"#),
    SourceInfo(key: "BRAZE-ITMS-90078", title: #"ITMS-90078: Missing Push Notification Entitlement (braze-inc/braze-swift-sdk #113): "Your app appears to register with the Apple Push Notification service, but the app signature's entitlements do not include the 'aps-environment' entitlement.""#, location: #"https://github.com/braze-inc/braze-swift-sdk/issues/113"#),
  ]
}

extension TimelineState {
  /// A push stopped by a setup fault under its own rule (SF1–SF5): nil when it goes on. The faults
  /// that are existing settings were turned into them when the scenario was built.
  func stoppedBySetupFault(_ held: HeldPush, index: Int) -> TimelineStep? {
    for fault in held.scenario.provider.setupFaults {
      if case .stops(let rule) = fault.effect { return step(index, delivered: false, notes: [Self.note(rule)]) }
    }
    return nil
  }
}
