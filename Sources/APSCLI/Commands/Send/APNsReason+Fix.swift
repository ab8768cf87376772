import APSKit

/// What to check or change for each documented reason, in `aps send`'s options and commands.
extension APNsReason {
  /// What to check or change.
  var fix: String { Self.fixes[reason] ?? "" }

  private static let fixes: [String: String] = [
    "BadCollapseId": "shorten --collapse-id to 64 bytes",
    "BadDeviceToken": "sandbox token sent to production (or the reverse)? A token from an Xcode build is for --sandbox, TestFlight/App Store for --production; else check it was copied whole",
    "BadExpirationDate": "give --expiration as UNIX seconds (or now+1h, an ISO 8601 date)",
    "BadMessageId": "give --apns-id as a lowercase 8-4-4-4-12 UUID, or leave it out",
    "BadPriority": "use --priority 10, 5 or 1",
    "BadTopic": "use the app's bundle ID plus the push type's suffix (.voip, .push-type.liveactivity, …)",
    "DeviceTokenNotForTopic": "the token belongs to another app: check --topic against the app that registered the token",
    "DuplicateHeaders": "send each apns-* header once",
    "IdleTimeout": "open a new connection and send again",
    "InvalidPushType": "use one of the documented push types (--push-type)",
    "MissingDeviceToken": "give --device-token",
    "MissingTopic": "add --topic (required with token authentication and multi-topic certificates)",
    "PayloadEmpty": "send a JSON object such as {\"aps\":{\"alert\":\"Hello\"}}",
    "TopicDisallowed": "check the topic is enabled for push in your developer account (a broadcast uses the bare bundle ID)",
    "BadCertificate": "export the push certificate with its private key again",
    "BadCertificateEnvironment": "a development certificate works with --sandbox only; use the production certificate for --production",
    "ExpiredProviderToken": "the token's iat is more than one hour old: make a new one with 'aps token' (reuse each token for 20 to 60 minutes)",
    "Forbidden": "check the key or certificate is enabled for Apple Push Notification service",
    "InvalidProviderToken": "check --key-id and --team-id match the .p8 key, then make a new token with 'aps token'",
    "MissingProviderToken": "set $APNS_JWT (aps token) or give --key-file/--key-id/--team-id or --cert",
    "UnrelatedKeyIdInToken": "use one key per connection: send the tokens signed with another key in a separate run",
    "BadEnvironmentKeyIdInToken": "the key is restricted to the other environment: switch --sandbox/--production or use another key",
    "BadPath": "the path must be /3/device/TOKEN",
    "MethodNotAllowed": "send with POST",
    "ExpiredToken": "stop sending to this token; the app registers again and gets a new one",
    "Unregistered": "stop sending to this token (the app was removed or notifications are off) until the app registers and sends it again; the timestamp says since when",
    "PayloadTooLarge": "shrink the payload under the push type's limit (aps size --fit)",
    "TooManyProviderTokenUpdates": "reuse one token for 20 to 60 minutes (export APNS_JWT=$(aps token …)) instead of signing one per run or request",
    "TooManyRequests": "wait before sending to this device again",
    "InternalServerError": "retry later, with back-off",
    "ServiceUnavailable": "retry later, with back-off",
    "Shutdown": "retry later on a new connection",
  ]
}
