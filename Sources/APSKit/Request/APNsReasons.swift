/// APNs error `reason` strings with Apple's meaning, from the "Response error
/// strings" table of *Handling notification responses from APNs*
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns):
/// "If an error occurred, the body contains a JSON dictionary with additional information about
/// the error." Each `meaning` is Apple's description as that table words it (read from a copy of
/// the page kept in a public repository, Apple's typos fixed: "forthe", links dropped); what to do
/// about each is `aps send`'s advice, kept in the CLI. `BadEnvironmentKeyIdInToken` is not in that copy of the table: its meaning is
/// the wording peer clients give it (e.g. a Go client: "the key ID in the provider token doesn't
/// match the environment"), and Apple's token page says a key "restrict[s] usage to either
/// Sandbox or Production". Some projects report a wire spelling `BadEnvironmentKeyInToken`
/// (without "Id"); that is unverified, so an answer with it is shown as an undocumented reason.
public struct APNsReason: Sendable, Hashable {
  public var status: Int
  public var reason: String
  /// Apple's description.
  public var meaning: String

  public static let page = "https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"

  /// The documented reason named `reason`, if it is one.
  public static func named(_ reason: String) -> APNsReason? {
    all.first { $0.reason == reason }
  }

  public static let all: [APNsReason] = [
    APNsReason(status: 400, reason: "BadCollapseId", meaning: "The collapse identifier exceeds the maximum allowed size."),
    APNsReason(status: 400, reason: "BadDeviceToken", meaning: "The specified device token is invalid. Verify that the request contains a valid token and that the token matches the environment."),
    APNsReason(status: 400, reason: "BadExpirationDate", meaning: "The apns-expiration value is invalid."),
    APNsReason(status: 400, reason: "BadMessageId", meaning: "The apns-id value is invalid."),
    APNsReason(status: 400, reason: "BadPriority", meaning: "The apns-priority value is invalid."),
    APNsReason(status: 400, reason: "BadTopic", meaning: "The apns-topic value is invalid."),
    APNsReason(status: 400, reason: "DeviceTokenNotForTopic", meaning: "The device token doesn't match the specified topic."),
    APNsReason(status: 400, reason: "DuplicateHeaders", meaning: "One or more headers are repeated."),
    APNsReason(status: 400, reason: "IdleTimeout", meaning: "Idle timeout."),
    APNsReason(status: 400, reason: "InvalidPushType", meaning: "The apns-push-type value is invalid."),
    APNsReason(status: 400, reason: "MissingDeviceToken", meaning: "The device token isn't specified in the request :path. Verify that the :path header contains the device token."),
    APNsReason(status: 400, reason: "MissingTopic", meaning: "The apns-topic header of the request isn't specified and is required. The apns-topic header is mandatory when the client is connected using a certificate that supports multiple topics."),
    APNsReason(status: 400, reason: "PayloadEmpty", meaning: "The message payload is empty."),
    APNsReason(status: 400, reason: "TopicDisallowed", meaning: "Pushing to this topic is not allowed."),
    APNsReason(status: 403, reason: "BadCertificate", meaning: "The certificate is invalid."),
    APNsReason(status: 403, reason: "BadCertificateEnvironment", meaning: "The client certificate is for the wrong environment."),
    APNsReason(status: 403, reason: "ExpiredProviderToken", meaning: "The provider token is stale and a new token should be generated."),
    APNsReason(status: 403, reason: "Forbidden", meaning: "The specified action is not allowed."),
    APNsReason(status: 403, reason: "InvalidProviderToken", meaning: "The provider token is not valid, or the token signature can't be verified."),
    APNsReason(status: 403, reason: "MissingProviderToken", meaning: "No provider certificate was used to connect to APNs, and the authorization header is missing or no provider token is specified."),
    APNsReason(status: 403, reason: "UnrelatedKeyIdInToken", meaning: "The key ID in the provider token isn't related to the key ID of the token used in the first push of this connection. To use this token, open a new connection."),
    APNsReason(status: 403, reason: "BadEnvironmentKeyIdInToken", meaning: "The key ID in the provider token doesn't match the environment."),
    APNsReason(status: 404, reason: "BadPath", meaning: "The request contained an invalid :path value."),
    APNsReason(status: 405, reason: "MethodNotAllowed", meaning: "The specified :method value isn't POST."),
    APNsReason(status: 410, reason: "ExpiredToken", meaning: "The device token has expired."),
    APNsReason(status: 410, reason: "Unregistered", meaning: "The device token is inactive for the specified topic. There is no need to send further pushes to the same device token, unless your application retrieves the same device token."),
    APNsReason(status: 413, reason: "PayloadTooLarge", meaning: "The message payload is too large. For information about the allowed payload size, refer to Create a POST request to APNs in Sending notification requests to APNs."),
    APNsReason(status: 429, reason: "TooManyProviderTokenUpdates", meaning: "The provider's authentication token is being updated too often. Update the authentication token no more than once every 20 minutes."),
    APNsReason(status: 429, reason: "TooManyRequests", meaning: "Too many requests were made consecutively to the same device token."),
    APNsReason(status: 500, reason: "InternalServerError", meaning: "An internal server error occurred."),
    APNsReason(status: 503, reason: "ServiceUnavailable", meaning: "The service is unavailable."),
    APNsReason(status: 503, reason: "Shutdown", meaning: "The APNs server is shutting down."),
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
    if let (reason, timestamp) = JSONTape.withRoot(of: body[...], { document in
      (document["reason"]?.stringValue, document["timestamp"].flatMap { $0.numberLexeme ?? $0.stringValue })
    }) {
      self.reason = reason
      self.timestamp = timestamp
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
