#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the validator knows besides the payload: the declared push type, the request headers
/// (header rules run only for the values given) and the optional legacy size profile.
public struct ValidationContext: Sendable, Hashable {
  /// The `apns-push-type` as given (may be misspelled: rule `push-type-value`); nil infers it.
  public var pushType: String?
  /// `apns-topic`: bundle ID plus the push type's suffix; `web.…` marks a Safari push.
  public var topic: String?
  /// `apns-priority` as given: `10`, `5` or `1`.
  public var priority: String?
  /// `apns-expiration` as given: UNIX seconds, `0` to try once.
  public var expiration: String?
  /// `apns-collapse-id`.
  public var collapseID: String?
  /// `apns-id`: a lowercase UUID.
  public var apnsID: String?
  /// The device token of the request path, in hex.
  public var deviceToken: String?
  /// `apns-channel-id`: makes the request a broadcast.
  public var channelID: String?
  /// The legacy binary-interface limit to check as well: 2048 or 256 (rule `legacy-size`).
  public var legacyLimit: Int?
  /// Overrides the push type's size limit.
  public var sizeLimit: Int?
  /// UNIX seconds used to judge `apns-expiration` (30 days ahead); the clock by default.
  public var now: Int

  /// A context; `now` defaults to the clock.
  public init(
    pushType: String? = nil, topic: String? = nil, priority: String? = nil,
    expiration: String? = nil, collapseID: String? = nil, apnsID: String? = nil,
    deviceToken: String? = nil, channelID: String? = nil, legacyLimit: Int? = nil,
    sizeLimit: Int? = nil, now: Int? = nil
  ) {
    self.pushType = pushType
    self.topic = topic
    self.priority = priority
    self.expiration = expiration
    self.collapseID = collapseID
    self.apnsID = apnsID
    self.deviceToken = deviceToken
    self.channelID = channelID
    self.legacyLimit = legacyLimit
    self.sizeLimit = sizeLimit
    self.now = now ?? time(nil)  // UNIX seconds; no Foundation, so the binary starts fast
  }

  /// Whether any request header was given: then the payload is judged as one request, and a
  /// missing push type or topic is worth a warning.
  public var describesRequest: Bool {
    // Written out rather than as an array: every payload asks (the `--jsonl` hot path).
    topic != nil || priority != nil || expiration != nil || collapseID != nil || apnsID != nil
      || deviceToken != nil || channelID != nil
  }
}
