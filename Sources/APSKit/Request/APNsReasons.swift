/// APNs error `reason` strings with Apple's meaning and what to do, from the "Response error
/// strings" table of *Handling notification responses from APNs*
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
/// "If an error occurred, the body contains a JSON dictionary with additional information about
/// the error." Each `meaning` is Apple's description as that table words it (read from a copy of
/// the page kept in a public repository, Apple's typos fixed: "forthe", links dropped); the
/// fixes are ours. `BadEnvironmentKeyIdInToken` is not in that copy of the table: its meaning is
/// the wording peer clients give it (e.g. a Go client: "the key ID in the provider token doesn't
/// match the environment"), and Apple's token page says a key "restrict[s] usage to either
/// Sandbox or Production". Some projects report a wire spelling `BadEnvironmentKeyInToken`
/// (without "Id"); that is unverified, so an answer with it is shown as an undocumented reason.
public struct APNsReason: Sendable, Hashable {
  public var status: Int
  public var reason: String
  /// Apple's description.
  public var meaning: String
  /// What to check or change.
  public var fix: String

  public static let page = "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"

  /// The documented reason named `reason`, if it is one.
  public static func named(_ reason: String) -> APNsReason? {
    all.first { $0.reason == reason }
  }

  public static let all: [APNsReason] = [
    APNsReason(status: 400, reason: "BadCollapseId", meaning: "The collapse identifier exceeds the maximum allowed size.", fix: "shorten --collapse-id to 64 bytes"),
    APNsReason(status: 400, reason: "BadDeviceToken", meaning: "The specified device token is invalid. Verify that the request contains a valid token and that the token matches the environment.", fix: "sandbox token sent to production (or the reverse)? A token from an Xcode build is for --sandbox, TestFlight/App Store for --production; else check it was copied whole"),
    APNsReason(status: 400, reason: "BadExpirationDate", meaning: "The apns-expiration value is invalid.", fix: "give --expiration as UNIX seconds (or now+1h, an ISO 8601 date)"),
    APNsReason(status: 400, reason: "BadMessageId", meaning: "The apns-id value is invalid.", fix: "give --apns-id as a lowercase 8-4-4-4-12 UUID, or leave it out"),
    APNsReason(status: 400, reason: "BadPriority", meaning: "The apns-priority value is invalid.", fix: "use --priority 10, 5 or 1"),
    APNsReason(status: 400, reason: "BadTopic", meaning: "The apns-topic value is invalid.", fix: "use the app's bundle ID plus the push type's suffix (.voip, .push-type.liveactivity, …)"),
    APNsReason(status: 400, reason: "DeviceTokenNotForTopic", meaning: "The device token doesn't match the specified topic.", fix: "the token belongs to another app: check --topic against the app that registered the token"),
    APNsReason(status: 400, reason: "DuplicateHeaders", meaning: "One or more headers are repeated.", fix: "send each apns-* header once"),
    APNsReason(status: 400, reason: "IdleTimeout", meaning: "Idle timeout.", fix: "open a new connection and send again"),
    APNsReason(status: 400, reason: "InvalidPushType", meaning: "The apns-push-type value is invalid.", fix: "use one of the documented push types (--push-type)"),
    APNsReason(status: 400, reason: "MissingDeviceToken", meaning: "The device token isn't specified in the request :path. Verify that the :path header contains the device token.", fix: "give --device-token"),
    APNsReason(status: 400, reason: "MissingTopic", meaning: "The apns-topic header of the request isn't specified and is required. The apns-topic header is mandatory when the client is connected using a certificate that supports multiple topics.", fix: "add --topic (required with token authentication and multi-topic certificates)"),
    APNsReason(status: 400, reason: "PayloadEmpty", meaning: "The message payload is empty.", fix: "send a JSON object such as {\"aps\":{\"alert\":\"Hello\"}}"),
    APNsReason(status: 400, reason: "TopicDisallowed", meaning: "Pushing to this topic is not allowed.", fix: "check the topic is enabled for push in your developer account (a broadcast uses the bare bundle ID)"),
    APNsReason(status: 403, reason: "BadCertificate", meaning: "The certificate is invalid.", fix: "export the push certificate with its private key again"),
    APNsReason(status: 403, reason: "BadCertificateEnvironment", meaning: "The client certificate is for the wrong environment.", fix: "a development certificate works with --sandbox only; use the production certificate for --production"),
    APNsReason(status: 403, reason: "ExpiredProviderToken", meaning: "The provider token is stale and a new token should be generated.", fix: "the token's iat is more than one hour old: make a new one with 'aps token' (reuse each token for 20 to 60 minutes)"),
    APNsReason(status: 403, reason: "Forbidden", meaning: "The specified action is not allowed.", fix: "check the key or certificate is enabled for Apple Push Notification service"),
    APNsReason(status: 403, reason: "InvalidProviderToken", meaning: "The provider token is not valid, or the token signature can't be verified.", fix: "check --key-id and --team-id match the .p8 key, then make a new token with 'aps token'"),
    APNsReason(status: 403, reason: "MissingProviderToken", meaning: "No provider certificate was used to connect to APNs, and the authorization header is missing or no provider token is specified.", fix: "set $APNS_JWT (aps token) or give --key-file/--key-id/--team-id or --cert"),
    APNsReason(status: 403, reason: "UnrelatedKeyIdInToken", meaning: "The key ID in the provider token isn't related to the key ID of the token used in the first push of this connection. To use this token, open a new connection.", fix: "use one key per connection: send the tokens signed with another key in a separate run"),
    APNsReason(status: 403, reason: "BadEnvironmentKeyIdInToken", meaning: "The key ID in the provider token doesn't match the environment.", fix: "the key is restricted to the other environment: switch --sandbox/--production or use another key"),
    APNsReason(status: 404, reason: "BadPath", meaning: "The request contained an invalid :path value.", fix: "the path must be /3/device/TOKEN"),
    APNsReason(status: 405, reason: "MethodNotAllowed", meaning: "The specified :method value isn't POST.", fix: "send with POST"),
    APNsReason(status: 410, reason: "ExpiredToken", meaning: "The device token has expired.", fix: "stop sending to this token; the app registers again and gets a new one"),
    APNsReason(status: 410, reason: "Unregistered", meaning: "The device token is inactive for the specified topic. There is no need to send further pushes to the same device token, unless your application retrieves the same device token.", fix: "stop sending to this token (the app was removed or notifications are off) until the app registers and sends it again; the timestamp says since when"),
    APNsReason(status: 413, reason: "PayloadTooLarge", meaning: "The message payload is too large. For information about the allowed payload size, refer to Create a POST request to APNs in Sending notification requests to APNs.", fix: "shrink the payload under the push type's limit (aps size --fit)"),
    APNsReason(status: 429, reason: "TooManyProviderTokenUpdates", meaning: "The provider's authentication token is being updated too often. Update the authentication token no more than once every 20 minutes.", fix: "reuse one token for 20 to 60 minutes (export APNS_JWT=$(aps token …)) instead of signing one per run or request"),
    APNsReason(status: 429, reason: "TooManyRequests", meaning: "Too many requests were made consecutively to the same device token.", fix: "wait before sending to this device again"),
    APNsReason(status: 500, reason: "InternalServerError", meaning: "An internal server error occurred.", fix: "retry later, with back-off"),
    APNsReason(status: 503, reason: "ServiceUnavailable", meaning: "The service is unavailable.", fix: "retry later, with back-off"),
    APNsReason(status: 503, reason: "Shutdown", meaning: "The APNs server is shutting down.", fix: "retry later on a new connection"),
  ]
}

/// One APNs answer as curl saw it: the status line and headers (`--dump-header`) and the body.
public struct APNsResponse: Sendable, Hashable {
  public var status: Int?
  public var apnsID: String?
  public var apnsUniqueID: String?
  public var reason: String?
  /// With 410: when APNs last learned the token was no longer valid (milliseconds since 1970).
  public var timestamp: String?

  public init(headerBlock: [UInt8], body: [UInt8]) {
    let text = String(decoding: headerBlock, as: UTF8.self)
    for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.hasPrefix("HTTP/") {
        // A new block (after a 100 Continue or a redirect) starts over.
        status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        apnsID = nil
        apnsUniqueID = nil
      } else if let colon = line.firstIndex(of: ":") {
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...].drop { $0 == " " })
        if name == "apns-id" { apnsID = value }
        if name == "apns-unique-id" { apnsUniqueID = value }
      }
    }
    if let document = try? JSONParser.parse(body).value {
      reason = document["reason"]?.stringValue
      timestamp = document["timestamp"].flatMap { $0.numberLexeme ?? $0.stringValue }
    }
  }

  /// The 410 timestamp as an ISO 8601 date (Apple: "The time, represented in milliseconds since
  /// Epoch, at which APNs confirmed the token was no longer valid for the topic."), or nil when
  /// it is not whole milliseconds.
  public var timestampDate: String? {
    timestampMilliseconds.map { DateText.iso8601($0 / 1000) }
  }

  /// The 410 timestamp as a number of milliseconds, or nil when it is not whole milliseconds
  /// (at most 16 digits: dates within the next 300,000 years).
  public var timestampMilliseconds: Int? {
    guard let timestamp, !timestamp.isEmpty, timestamp.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      timestamp.utf8.count <= 16
    else { return nil }
    return Int(timestamp)
  }

  /// Apple's entry for the reason, if documented.
  public var documented: APNsReason? { reason.flatMap(APNsReason.named) }
}
