/// Rules about what receives a push, with their sources (`aps predict --explain TK1`): a token
/// from before a restore, Web Push to web apps, an App Clip's ephemeral notifications and a fetch
/// handler that does not complete.
extension TimelineRule {
  static let receiverRules: [TimelineRule] = [
    TimelineRule(id: "TK1", summary: "a push sent to the device token the app had before the device was restored from a backup (options.device-token before-restore): APNs issues a new token when the user restores a device from a backup, installs the app on a new device or reinstalls the operating system, so the old token does not reach the restored device", certainty: .definite, sources: ["A-APNS-REGISTER", "EXPO-2824"]),
    TimelineRule(id: "WP1", summary: "a Home Screen web app (app-kind home-screen-web-app) gets Web Push from iOS 16.4, through APNs, shown like an app's notification; before iOS 16.4 it cannot subscribe, so nothing reaches it", certainty: .definite, sources: ["WEBKIT-13878", "A-WEB-PUSH"]),
    TimelineRule(id: "WP2", summary: "a site open in a Safari tab on iPhone or iPad (app-kind safari-tab) cannot ask for notification permission (only web apps added to the Home Screen can), so its Web Push never reaches the device", certainty: .definite, sources: ["WEBKIT-13878", "A-WEB-PUSH"]),
    TimelineRule(id: "AC1", summary: "an App Clip with ephemeral notification authorization (NSAppClipRequestEphemeralUserNotification) receives notifications for up to 8 hours after each launch; a push later than that is not shown; the clock starts at the latest launch (open-app, a tap), else at the timeline's start", certainty: .definite, sources: ["A-APPCLIP-NOTIF"]),
    TimelineRule(id: "FC1", summary: "the fetch handler has up to 30 seconds to call its completion handler, \"or your app will be terminated\" (fetch-completion after-30s or never-called: the step is `may`, as the app may be ended while the handler runs; a wait of 30 s or more leaves it not running); apps that use much power processing remote notifications \"may not always be woken up early to process future notifications\", so later background pushes may be held until the app is opened", certainty: .may, sources: ["A-FETCH-LIMIT", "PHONEGAP-1157", "RN-11162"]),
  ]
}

extension SourceInfo {
  static let receiverSources: [SourceInfo] = [
    SourceInfo(key: "A-APNS-REGISTER", title: #"Registering your app with APNs: "Never cache device tokens in local storage. APNs issues a new token when the user restores a device from a backup, when the user installs your app on a new device, and when the user reinstalls the operating system.""#, location: #"https://developer.apple.com/documentation/usernotifications/registering-your-app-with-apns"#),
    SourceInfo(key: "EXPO-2824", title: #"expo/expo issue 2824 (observed): after restoring a backup onto a new phone the app kept the old push token and "No push notifications are ever received by the new device""#, location: #"https://github.com/expo/expo/issues/2824"#),
    SourceInfo(key: "WEBKIT-13878", title: #"Web Push for Web Apps on iOS and iPadOS (WebKit): "Now with iOS and iPadOS 16.4, we are adding support for Web Push to Home Screen web apps"; "A web app that has been added to the Home Screen can request permission to receive push notifications""#, location: #"https://webkit.org/blog/13878/web-push-for-web-apps-on-ios-and-ipados/"#),
    SourceInfo(key: "A-WEB-PUSH", title: #"Sending web push notifications in web apps and browsers: "Add web push to Home Screen web apps in iOS 16.4 or later and Webpages in Safari 16 for macOS 13 or later.""#, location: #"https://developer.apple.com/documentation/usernotifications/sending-web-push-notifications-in-web-apps-and-browsers"#),
    SourceInfo(key: "A-APPCLIP-NOTIF", title: #"Enabling notifications in App Clips: "enable it to schedule or receive notifications for up to 8 hours after each launch""#, location: #"https://developer.apple.com/documentation/appclip/enabling-notifications-in-app-clips"#),
    SourceInfo(key: "A-FETCH-LIMIT", title: #"application(_:didReceiveRemoteNotification:fetchCompletionHandler:): "you must call the block in the handler parameter or your app will be terminated. Your app has up to 30 seconds of wall-clock time"; "Apps that use significant amounts of power when processing remote notifications may not always be woken up early to process future notifications.""#, location: #"https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)"#),
    SourceInfo(key: "PHONEGAP-1157", title: #"phonegap/phonegap-plugin-push issue 1157 (the plugin's documentation): "If you spend longer than 30 seconds on the task the OS may decide that your app is misbehaving and kill it.""#, location: #"https://github.com/phonegap/phonegap-plugin-push/issues/1157"#),
    SourceInfo(key: "RN-11162", title: #"facebook/react-native issue 11162 (observed): "If you don't invoke the completionHandler, the OS will penalise your app for taking up resources and will slow down (or stop) notification delivery""#, location: #"https://github.com/facebook/react-native/issues/11162"#),
    SourceInfo(key: "A-XCODE14-SIMCTL", title: #"Xcode 14 Release Notes: "Remote Notifications support more features (like Notification Service Extensions) than locally simulated notifications using .apns payload files or the simctl push command.""#, location: #"https://developer.apple.com/documentation/xcode-release-notes/xcode-14-release-notes"#),
    SourceInfo(key: "MACRUMORS-HIDE", title: #"iOS 18 Lets You Lock and Hide Your Apps for Added Privacy (MacRumors, syndicated copy): "Hiding an app means that you will not receive incoming notifications or calls from it""#, location: #"https://hackintosh.org/index.php/topic,225757.0/prev_next,next.html"#),
    SourceInfo(key: "ALLTHINGS-HIDE", title: #"PSA: Hiding Apps on iOS 18 Is Not Foolproof (All Things How): "All notifications and calls from the messages are suspended""#, location: #"https://allthings.how/psa-hiding-apps-on-ios-18-is-not-foolproof"#),
    SourceInfo(key: "MIPUSH-IOS-CHANNEL", title: #"小米推送服务iOS客户端SDK使用指南 (Xiaomi MiPush iOS SDK guide): "应用内长连接(即在App启动并运行在前台时,SDK内部会运行一个Socket长连接连接到Server端,以接收消息推送。此长连接跟APNs时分开的,不经过APNs服务器)" (while the app runs in the foreground the SDK keeps its own socket connection, separate from APNs)"#, location: #"https://blog.csdn.net/Vic__li/article/details/49951817"#),
  ]
}

extension CallbackInfo {
  static let receiverCallbacks: [CallbackInfo] = [
    CallbackInfo(id: "C58", owner: "MiPushSDKDelegate", selector: "miPushReceiveNotification:",
      swift: "func miPushReceiveNotification(_ data: [AnyHashable: Any]!)", availability: "Xiaomi MiPush iOS SDK",
      remark: "a MiPush message over the SDK's own connection while the app is in the foreground, not APNs: iOS shows nothing", sources: ["MIPUSH-IOS-CHANNEL"]),
  ]
}

extension OwnConnectionVendor {
  /// Push SDKs (not IM services) that keep their own connection (T25).
  static let pushSDKs: [OwnConnectionVendor] = [
    OwnConnectionVendor(
      sdk: .mipush, name: "Xiaomi MiPush (小米推送)", ownChannel: "the message over MiPush's own connection (miPushReceiveNotification:)",
      connected: [.foreground, .inactive],
      fallback: "once the app leaves the foreground, or is not running",
      sources: ["MIPUSH-IOS-CHANNEL"], listener: "C58"),
  ]
}
