/// The values of the user's notification settings, the network and an IM session that decide
/// where a push goes: each named as the setting or its source names it.

/// The app's alert styles in Settings › Notifications (Lock Screen, Notification Center, Banners):
/// `none` is all three off with notifications still allowed (UNNotificationSettings'
/// lockScreenSetting, notificationCenterSetting and alertSetting; `banners` and
/// `notification-center` set one style each).
public enum AlertStyles: String, Sendable, CaseIterable {
  case all
  case allOff = "none"
}

/// The app's Badges switch, `UNNotificationSettings.badgeSetting`
/// (https://developer.apple.com/documentation/usernotifications/unnotificationsettings/badgesetting).
public enum BadgeSetting: String, Sendable, CaseIterable { case enabled, disabled }

/// The network between the device and APNs. Technical Note TN2265, Troubleshooting Push
/// Notifications (https://developer.apple.com/library/archive/technotes/tn2265/_index.html): "If there
/// is a proxy server on the Wi-Fi network, the device will not be able to use APNs"; Apple Support
/// 102266 (https://support.apple.com/102266): port 443 is the fallback and goes through a proxy "as
/// long as the proxy passes the communication through without decrypting".
public enum NetworkPath: String, Sendable, CaseIterable {
  case direct
  /// Wi-Fi only, behind a proxy that intercepts the connection (TN2265's case).
  case wifiBehindProxy = "wifi-behind-proxy"
  /// Wi-Fi only, behind a proxy that passes port 443 through without decrypting it.
  case wifiBehindProxyNoDecryption = "wifi-behind-proxy-no-decryption"
  /// Wired Ethernet with the Wi-Fi radio off: apsd opens no connection (NW3).
  case ethernetOnly = "ethernet-only"
  /// Cellular without direct internet: only a VPN tunnel reaches out (VPN2).
  case cellularInternetOnlyThroughTunnel = "cellular-internet-only-through-tunnel"
}

/// The user's session with an IM service that sends its own offline pushes (Tencent Cloud IM,
/// TUIOfflinePush iOS 离线推送, https://tencentcloud.com/zh/document/product/1047/50033: "如果应用主动调用
/// logout 退出登录,或者多端登录被踢下线,即使接入了 IM 离线推送,也收不到离线推送消息").
public enum IMSession: String, Sendable, CaseIterable {
  case loggedIn = "logged-in"
  case loggedOut = "logged-out"
}
