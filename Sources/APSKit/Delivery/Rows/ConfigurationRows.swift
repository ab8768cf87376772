/// What the app's build and its push vendor's setup do to a push: an app without the Push
/// Notifications capability (CF1), a service extension App Transport Security keeps from an http
/// attachment (CF2) or bundled as .app (CF3), a device OneSignal counts unsubscribed (CF4) and a
/// provider on a vendor's shared cloud (CF5), each as its source states it.
extension DeliveryRow {
  static let configurationRows: [DeliveryRow] = [
    // Information Property List Key Reference, NSAppTransportSecurity: "With ATS enabled, HTTP
    // connections must use HTTPS (RFC 2818). Attempts to connect using insecure HTTP fail."
    DeliveryRow(
      id: "CF2", layer: .overlay, match: Condition(kinds: [.mutableContent], requires: [.serviceExtension, .httpAttachmentBlocked]),
      confidence: .documented,
      summary: "the attachment's URL is http and the service extension's Info.plist allows no http loads (NSAppTransportSecurity): App Transport Security fails the download, so the notification shows without the image; allow the loads (NSAllowsArbitraryLoads or an exception domain) in the extension's own Info.plist, or serve the file over https",
      sources: ["A-ATS-PLIST", "NETMERA-NSE-ATS", "PUSHWOOSH-50"]),
    // App Extension Programming Guide: "you get an extension bundle that ends in .appex"; a
    // developer's device log: "iOS could not find an appropriate extension to launch".
    DeliveryRow(
      id: "CF3", layer: .overlay, match: Condition(kinds: [.mutableContent], requires: [.extensionBundledAsApp]),
      confidence: .observed, content: .original,
      summary: "the service extension was built as a .app bundle, not .appex: iOS finds no extension to launch (no C14), so the notification shows its original content",
      sources: ["A-EXT-APPEX", "TUMLOOK-APPEX"]),
  ]
}

extension TimelineRule {
  static let configurationRules: [TimelineRule] = [
    TimelineRule(id: "CF1", summary: "the app has no Push Notifications capability (push-notifications-capability off: no aps-environment entitlement in its signed build): registering for remote notifications fails, the app gets no device token, so no APNs push reaches it; add the capability and sign with a profile that carries the entitlement", certainty: .definite, sources: ["A-LRNPG-PROVISIONING", "AXIOM-PUSH-DIAG"]),
    TimelineRule(id: "CF4", summary: "OneSignal counts the device unsubscribed (onesignal-subscription unsubscribed): the device receives nothing OneSignal sends, whatever is sent, silent pushes included", certainty: .definite, sources: ["ONESIGNAL-NOT-SHOWN"]),
    TimelineRule(id: "CF5", summary: "the provider's server runs on a vendor's cloud shared with other apps (provider-hosting shared-cloud): load spikes of other apps may delay the push before it reaches APNs; a dedicated server avoids that", certainty: .may, sources: ["CONNECTYCUBE-141", "NIFCLOUD-172"]),
  ]
}

extension SourceInfo {
  static let configurationSources: [SourceInfo] = [
    SourceInfo(key: "A-LRNPG-PROVISIONING", title: #"Local and Remote Notification Programming Guide, Provisioning and Development (archived): "the <aps-environment> is added to the profile because of the association of the certificate and a particular App ID. As a result this entitlement is built into the app, which enables it to receive remote notifications.""#, location: #"https://developer.apple.com/library/prerelease/ios/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/Chapters/ProvisioningDevelopment.html"#),
    SourceInfo(key: "AXIOM-PUSH-DIAG", title: #"axiom-push-notifications-diag, Push Notification Diagnostics (a developer's guide): "No notifications at all | Missing Push Notification capability or provisioning profile""#, location: #"https://skills.sh/charleswiltgen/axiom/axiom-push-notifications-diag"#),
    SourceInfo(key: "A-ATS-PLIST", title: #"Information Property List Key Reference, NSAppTransportSecurity (archived; read in a verbatim quotation on iOSBrain): "App Transport Security (ATS) is enabled by default for apps linked against the iOS 9.0 or OS X v10.11 SDKs or later … With ATS enabled, HTTP connections must use HTTPS (RFC 2818). Attempts to connect using insecure HTTP fail.""#, location: #"https://developer.apple.com/library/archive/documentation/General/Reference/InfoPlistKeyReference/Articles/CocoaKeys.html"#),
    SourceInfo(key: "NETMERA-NSE-ATS", title: #"Media Push, Netmera Developer Guide (the Notification Service Extension's Info.plist): "NSAllowsArbitraryLoads allows all HTTP loads. This value should be set to true only if an image URL in HTTP format is being used in push notifications.""#, location: #"https://user.netmera.com/netmera-developer-guide/messages/push-notifications/ios-push/media-push"#),
    SourceInfo(key: "PUSHWOOSH-50", title: #"Few images doesn't load on iOS 10 Rich Notifications (Pushwoosh/pushwoosh-ios-sdk #50, maintainer): "I see this is HTTP URL. Did you follow this step in the guide … allowing-non-secure-attachment-urls … Make sure you add HTTP URL handling as per guide above.""#, location: #"https://github.com/Pushwoosh/pushwoosh-ios-sdk/issues/50"#),
    SourceInfo(key: "A-EXT-APPEX", title: #"App Extension Programming Guide, Creating an App Extension (archived): "When you build an extension based on an Xcode template, you get an extension bundle that ends in .appex.""#, location: #"https://developer.apple.com/library/archive/documentation/General/Conceptual/ExtensibilityPG/ExtensionCreation.html"#),
    SourceInfo(key: "TUMLOOK-APPEX", title: #"When app extensions don't launch (a developer's post): "when a notification arrived, iOS could not find an appropriate extension to launch, despite the "mutable-content" entry being set properly in the payload. … the same extensions had the file extension .app (as opposed to .appex).""#, location: #"https://www.tumlook.com/tag/notification-extensions"#),
    SourceInfo(key: "ONESIGNAL-NOT-SHOWN", title: #"Notifications show successful but are not being shown, OneSignal documentation: "Confirm the push status shows Subscribed. If it shows unsubscribed or does not appear, the device will not receive notifications regardless of what you send.""#, location: #"https://documentation.onesignal.com/docs/notifications-show-successful-but-are-not-being-shown"#),
    SourceInfo(key: "CONNECTYCUBE-141", title: #"[IOS] Notification sometimes delay or not received (ConnectyCube/connectycube-reactnative-samples #141, maintainer): "The shared cloud hosts many apps, which may produce some delays in push delivery, cause some apps may have user load spikes""#, location: #"https://github.com/ConnectyCube/connectycube-reactnative-samples/issues/141"#),
    SourceInfo(key: "WWDC18-710-QUIETLY", title: #"WWDC 2018 session 710, What's New in User Notifications: "Notifications that are delivered prominently … show up on the locked screen. They show up in notification center. They roll down as banners. They badge the AP icon and they can play a sound. … Notifications that are delivered quietly only show up in notification center and they don't play a sound.""#, location: #"https://developer.apple.com/videos/play/wwdc2018/710/"#),
    SourceInfo(key: "NIFCLOUD-172", title: #"プッシュ通知が未配信のまま (NIFCLOUD-mbaas/UserCommunity #172, the service's staff): "こちらプッシュ通知が殺到すると遅延する場合があるようです" (when pushes flood in, delivery may be delayed); the asker's push went out a while later"#, location: #"https://github.com/NIFCLOUD-mbaas/UserCommunity/issues/172"#),
  ]
}

extension TimelineState {
  /// A push the app's build or its vendor's setup keeps from the device: nil when it goes on.
  func unconfigured(_ held: HeldPush, kind: NotificationKind, index: Int) -> TimelineStep? {
    let words = Set(held.scenario.implements)
    if words.contains(Capability.oneSignalUnsubscribed.rawValue) { return step(index, delivered: false, notes: [Self.note("CF4")]) }
    // An SDK's own connection (a JPush custom message, a GeTui transmission) needs no APNs token.
    let ownConnection: Set<NotificationKind> = [.jpushCustom, .getuiTransmission]
    if words.contains(Capability.lacksPushCapability.rawValue), !ownConnection.contains(kind) {
      return step(index, delivered: false, notes: [Self.note("CF1")])
    }
    return nil
  }

  /// A push that reached the device from a provider on a shared cloud may have come late (CF5).
  func noteConfiguration(_ result: inout TimelineStep, _ held: HeldPush) {
    guard held.scenario.implements.contains(Capability.sharedCloudProvider.rawValue), result.delivered == true else { return }
    result.certainty = .may
    result.notes.append(Self.note("CF5"))
  }
}
