extension PushVendor {
  /// Vonage's Client SDK (formerly Nexmo Stitch): a push carries the conversation event beside
  /// `aps`, under `stitch` in the Stitch SDK's pushes and at the top with `push_info` in the
  /// Client SDK's ("iOS Push Notification Payload Example",
  /// https://developer.vonage.com/en/legacy-client-sdk/in-app-voice/guides/push-notification-payload).
  static let vonage = PushVendor(
    id: "vonage", name: "Vonage Client SDK via APNs",
    page: "https://developer.vonage.com/en/legacy-client-sdk/in-app-voice/guides/push-notification-payload",
    marks: [["stitch/application_id"], ["push_info", "application_id"]],
    types: [],
    meanings: [
      (["stitch"], "Vonage (Nexmo Stitch) conversation event: application, conversation, sender, body"),
      (["push_info"], "Vonage push information: conversation, caller and callee"),
      (["application_id"], "Vonage application id"), (["user_id"], "Vonage user id"),
      (["body"], "Vonage conversation event body"),
    ])
}
