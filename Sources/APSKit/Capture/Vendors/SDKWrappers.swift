/// SDKs that hand the app a push inside their own object, the sender's keys one level down: the
/// provider is the one those keys name (the wrapper's own fields are the SDK's, no provider's).
extension PushVendor {
  /// One SDK object: the key holding the sender's keys, and fields of the object beside it (how
  /// many must be present to tell the object, 0: the key alone tells; and those that always are).
  struct SDKWrapper: Sendable {
    var container: String
    var fields: Set<String>
    var needed: Int
    var required: Set<String> = []
  }

  static let sdkWrappers: [SDKWrapper] = [
    // Firebase SDKs' message object (FlutterFire's `RemoteMessage.toMap()`, React Native Firebase's
    // `remoteMessage`, CleverTap React Native's Android click event): see `sdkWrapperKeys`.
    SDKWrapper(container: "data", fields: sdkWrapperKeys, needed: 2),
    // react-native-push-notification's notification object (`foreground`, `userInteraction`,
    // `message`, `data`: README, "Usage", https://github.com/zo0r/react-native-push-notification#usage).
    SDKWrapper(
      container: "data",
      fields: [
        "foreground", "userInteraction", "message", "title", "id", "badge", "alert", "sound", "soundName", "color", "finish",
        "channelId", "priority", "smallIcon", "largeIcon", "action",
      ],
      needed: 2, required: ["foreground", "userInteraction"]),
    // CleverTap's React Native, Cordova and Unity bridges post a tapped push as `{customExtras: …}`
    // (`pushNotificationTappedWithCustomExtras:` in https://github.com/CleverTap/clevertap-react-native).
    SDKWrapper(container: "customExtras", fields: [], needed: 0),
    // Capacitor Push Notifications: a tapped push is `{actionId, inputValue?, notification}`, the
    // notification a `PushNotificationSchema` (`id`, `title`, `body`, `data`…) holding the sender's data
    // ("ActionPerformed", https://capacitorjs.com/docs/apis/push-notifications#actionperformed).
    SDKWrapper(container: "notification", fields: ["actionId", "inputValue"], needed: 1, required: ["actionId"]),
    SDKWrapper(
      container: "data",
      fields: ["id", "title", "subtitle", "body", "badge", "notification", "click_action", "link", "group", "groupSummary"],
      needed: 2, required: ["id"]),
  ]

  /// The SDK object `value` is: no `aps`, a dictionary at the wrapper's key, and enough of its fields.
  static func sdkWrapper(of value: JSONView) -> SDKWrapper? {
    guard let members = value.members, value["aps"] == nil else { return nil }
    return sdkWrappers.first { wrapper in
      guard value[wrapper.container]?.members != nil, wrapper.required.allSatisfy({ value[$0] != nil }) else { return false }
      return members.reduce(0) { $0 + (wrapper.fields.contains($1.key) ? 1 : 0) } >= wrapper.needed
    }
  }

  /// The provider whose marks the payload inside an SDK object carries, with `root` set to where
  /// it sits and the keys that told as paths from the object; nil when `value` is no such object.
  static func recogniseWrapped(_ value: JSONView) -> (vendor: PushVendor, keys: [String])? {
    guard let wrapper = sdkWrapper(of: value), let inner = value[wrapper.container], var (vendor, keys) = recognise(inner) else { return nil }
    vendor.root = [wrapper.container]
    keys = keys.map { wrapper.container + "/" + $0 }
    return (vendor, keys)
  }
}
