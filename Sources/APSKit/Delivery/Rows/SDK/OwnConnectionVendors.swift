/// Push services whose server sends a message over the app's own long connection while it is
/// open and through APNs only when it is not (T25). GeTui (T19), Alibaba Cloud Mobile Push (T15)
/// and JPush's custom messages (T05) follow the same pattern with kinds of their own; the vendors
/// here send an ordinary APNs notification, so their scenarios use the APNs kinds with `sdk`.
struct OwnConnectionVendor: Sendable {
  var sdk: PushSDK
  var name: String
  /// What travels over the app's own connection.
  var ownChannel: String
  /// App states in which the vendor's server counts the app connected (the device online).
  var connected: Set<AppState>
  /// Whether locking the phone ends the connection, whatever the app's state.
  var disconnectsWhenLocked = false
  /// When the server sends through APNs instead, in the vendor's words.
  var fallback: String
  var sources: [String]
  /// The SDK posts a local notification for a message over its connection (shown as an APNs
  /// alert would be); otherwise iOS shows nothing.
  var postsLocalNotification = false
  /// The callback a message over the connection reaches (the IM listener, C57, unless the SDK has its own).
  var listener = "C57"

  static func named(_ sdk: PushSDK) -> OwnConnectionVendor? { (all + pushSDKs).first { $0.sdk == sdk } }

  static let all: [OwnConnectionVendor] = [
    // 离线推送概述, Easemob: "若应用在后台运行，则用户仍为在线状态，即时通讯 IM 不会向用户推送消息通知"
    // (in the background the user is still online: no notification is pushed).
    OwnConnectionVendor(
      sdk: .easemob, name: "Easemob (环信) IM", ownChannel: "chat messages over the IM connection",
      connected: [.foreground, .inactive, .background, .suspended],
      fallback: "only when the client has disconnected or the app's process was closed (not running, force-quit, no network)",
      sources: ["EASEMOB-PUSH"]),
    // 触发机制, RongCloud: the connection serves the foreground and the first 2 minutes in the
    // background; "当 App 进入后台 2 分钟之后或被杀进程或被冻结 … 融云 Server 会通过 APNs 将消息以远程推送的形式下发".
    OwnConnectionVendor(
      sdk: .rongcloud, name: "RongCloud (融云) IM", ownChannel: "chat messages over the IM connection (IMKit shows a local notification in the background)",
      connected: [.foreground, .inactive, .background],
      fallback: "once the app has been in the background for 2 minutes, is suspended or was killed",
      sources: ["RONGCLOUD-APNS"]),
    // 离线推送 (iOS), Tencent Cloud IM: "当 App 处于后台时 … 推荐您使用 Apple 提供的系统级推送通道(APNs)";
    // "应用退后台、手机锁屏、或者应用进程被用户主动杀掉三种场景下 … 接入即时通信 IM 离线推送".
    OwnConnectionVendor(
      sdk: .tencentIM, name: "Tencent Cloud IM (腾讯云 IM)", ownChannel: "chat messages over the IM connection (onNewMessage)",
      connected: [.foreground, .inactive], disconnectsWhenLocked: true,
      fallback: "as soon as the app goes to the background (doBackground), the phone locks or the app is killed",
      sources: ["TENCENT-IM-PUSH"]),
    // Push notifications overview, Sendbird Chat SDK for iOS v4: "When a user's client app goes into the
    // background from the foreground, the Chat SDK for iOS automatically detects the change and updates
    // the user's connection status to disconnected."
    OwnConnectionVendor(
      sdk: .sendbird, name: "Sendbird Chat", ownChannel: "chat messages over the Sendbird connection",
      connected: [.foreground, .inactive],
      fallback: "as soon as the app goes to the background (the SDK marks the user disconnected) or is killed",
      sources: ["SENDBIRD-PUSH"]),
    // Implement offline push notification, ZEGOCLOUD In-app Chat (ZIM) for iOS: "if your app is
    // frozen, killed by the system or a user in the backend, and get disconnected with the ZEGOCLOUD
    // service backend due to timeout, … the ZEGOCLOUD backend will send offline push notifications".
    OwnConnectionVendor(
      sdk: .zegoZIM, name: "ZEGOCLOUD In-app Chat (ZIM)", ownChannel: "chat messages over the ZIM connection",
      connected: [.foreground, .inactive, .background],
      fallback: "once the app is frozen (suspended), killed by the system or the user, or disconnected",
      sources: ["ZEGO-ZIM-PUSH"]),
  ] + pushServices
}

extension OwnConnectionVendor {
  /// Chat and push services of the same pattern, named by their maintainers or documentation.
  static let pushServices: [OwnConnectionVendor] = [
    // Stream's maintainer (stream-chat-swift #117): "We are sending push notifications only to offline
    // devices. If your user is connected we are sending websocket notification instead."; #711: right
    // after the app is sent to the background the client stays connected (stayConnectedInBackground).
    OwnConnectionVendor(
      sdk: .streamChat, name: "Stream Chat", ownChannel: "a web-socket event",
      connected: [.foreground, .inactive, .background],
      fallback: "once the client has disconnected: the app suspended or killed (or stayConnectedInBackground false)",
      sources: ["STREAM-PUSH", "STREAM-BACKGROUND"]),
    // MobPush 框架和 API: "当应用在前台时,走 MobPush 的长连接通道,MobPush 收到长连接,调用本地通知 … 当应用在后台时,
    // 走 APNs 通道" (foreground: its long connection and a local notification; background: APNs).
    OwnConnectionVendor(
      sdk: .mobpush, name: "MobPush", ownChannel: "the message over MobPush's long connection (the SDK posts a local notification)",
      connected: [.foreground, .inactive],
      fallback: "as soon as the app is in the background or not running",
      sources: ["MOBPUSH-CHANNELS"], postsLocalNotification: true),
  ]
}
