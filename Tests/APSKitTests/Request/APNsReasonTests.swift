import Testing

@testable import APSKit

/// Each reason's meaning is Apple's description from the "Response error strings" table of
/// *Handling notification responses from APNs*
/// (https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns),
/// here the rows whose second sentence the first pass had left out.
@Suite struct APNsReasonTests {
  @Test(arguments: [
    ("BadDeviceToken", 400, "The specified device token is invalid. Verify that the request contains a valid token and that the token matches the environment."),
    ("MissingDeviceToken", 400, "The device token isn't specified in the request :path. Verify that the :path header contains the device token."),
    ("MissingTopic", 400, "The apns-topic header of the request isn't specified and is required. The apns-topic header is mandatory when the client is connected using a certificate that supports multiple topics."),
    ("UnrelatedKeyIdInToken", 403, "The key ID in the provider token isn't related to the key ID of the token used in the first push of this connection. To use this token, open a new connection."),
    ("ExpiredProviderToken", 403, "The provider token is stale and a new token should be generated."),
    ("Unregistered", 410, "The device token is inactive for the specified topic. There is no need to send further pushes to the same device token, unless your application retrieves the same device token."),
    ("TooManyProviderTokenUpdates", 429, "The provider's authentication token is being updated too often. Update the authentication token no more than once every 20 minutes."),
    ("Shutdown", 503, "The APNs server is shutting down."),
  ])
  func meaningIsApples(reason: String, status: Int, meaning: String) throws {
    let entry = try #require(APNsReason.named(reason))
    #expect(entry.status == status)
    #expect(entry.meaning == meaning)
  }

  /// Apple's table has 31 reasons (32 with BadEnvironmentKeyIdInToken, which peers list); each once.
  @Test func everyReasonOnce() {
    #expect(APNsReason.all.count == 32)
    #expect(Set(APNsReason.all.map(\.reason)).count == APNsReason.all.count)
    #expect(APNsReason.named("BadEnvironmentKeyInToken") == nil, "an unverified spelling is not claimed as documented")
  }

  /// "timestamp: The time, represented in milliseconds since Epoch, at which APNs confirmed the
  /// token was no longer valid for the topic." (same page)
  @Test(arguments: [
    (#"{"reason":"Unregistered","timestamp":1700000000000}"#, "2023-11-14T22:13:20Z" as String?),
    (#"{"reason":"Unregistered","timestamp":"1700000000000"}"#, "2023-11-14T22:13:20Z"),
    (#"{"reason":"Unregistered","timestamp":1.5e12}"#, nil),
    (#"{"reason":"Unregistered"}"#, nil),
  ])
  func timestampIsShownAsADate(body: String, date: String?) {
    let response = APNsResponse(headerBlock: Array("HTTP/2 410\r\n".utf8), body: Array(body.utf8))
    #expect(response.timestampDate == date)
  }
}
