import APSPlatform

/// What the validator knows besides the payload: the declared push type, the request headers
/// (header rules run only for the values given) and the optional legacy size profile.
///
/// The values live in one shared box, copied on write: the validator hands the context to every payload's
/// facts, and a box is one retain where eight optional strings would be copied per payload.
public struct ValidationContext: Sendable, Hashable {
  private final class Values: @unchecked Sendable {
    var pushType, topic, priority, expiration, collapseID, apnsID, deviceToken, channelID: String?
    var legacyLimit, sizeLimit: Int?
    var now: Int

    init(now: Int) { self.now = now }

    func copy() -> Values {
      let copy = Values(now: now)
      (copy.pushType, copy.topic, copy.priority, copy.expiration) = (pushType, topic, priority, expiration)
      (copy.collapseID, copy.apnsID, copy.deviceToken, copy.channelID) = (collapseID, apnsID, deviceToken, channelID)
      (copy.legacyLimit, copy.sizeLimit) = (legacyLimit, sizeLimit)
      return copy
    }

    /// Every value, for equality and hashing.
    var all: [AnyHashable?] {
      [pushType, topic, priority, expiration, collapseID, apnsID, deviceToken, channelID, legacyLimit, sizeLimit, now]
    }
  }

  private var values: Values

  /// The box to write into, copied first when another context shares it.
  private var writable: Values {
    mutating get {
      if !isKnownUniquelyReferenced(&values) { values = values.copy() }
      return values
    }
  }

  /// The `apns-push-type` as given (may be misspelled: rule `push-type-value`); nil infers it.
  public var pushType: String? {
    get { values.pushType }
    set { writable.pushType = newValue }
  }
  /// `apns-topic`: bundle ID plus the push type's suffix; `web.…` marks a Safari push.
  public var topic: String? {
    get { values.topic }
    set { writable.topic = newValue }
  }
  /// `apns-priority` as given: `10`, `5` or `1`.
  public var priority: String? {
    get { values.priority }
    set { writable.priority = newValue }
  }
  /// `apns-expiration` as given: UNIX seconds, `0` to try once.
  public var expiration: String? {
    get { values.expiration }
    set { writable.expiration = newValue }
  }
  /// `apns-collapse-id`.
  public var collapseID: String? {
    get { values.collapseID }
    set { writable.collapseID = newValue }
  }
  /// `apns-id`: a lowercase UUID.
  public var apnsID: String? {
    get { values.apnsID }
    set { writable.apnsID = newValue }
  }
  /// The device token of the request path, in hex.
  public var deviceToken: String? {
    get { values.deviceToken }
    set { writable.deviceToken = newValue }
  }
  /// `apns-channel-id`: makes the request a broadcast.
  public var channelID: String? {
    get { values.channelID }
    set { writable.channelID = newValue }
  }
  /// The legacy binary-interface limit to check as well: 2048 or 256 (rule `legacy-size`).
  public var legacyLimit: Int? {
    get { values.legacyLimit }
    set { writable.legacyLimit = newValue }
  }
  /// Overrides the push type's size limit.
  public var sizeLimit: Int? {
    get { values.sizeLimit }
    set { writable.sizeLimit = newValue }
  }
  /// UNIX seconds used to judge `apns-expiration` (30 days ahead); the clock by default.
  public var now: Int {
    get { values.now }
    set { writable.now = newValue }
  }

  /// A context; `now` defaults to the clock.
  public init(
    pushType: String? = nil, topic: String? = nil, priority: String? = nil,
    expiration: String? = nil, collapseID: String? = nil, apnsID: String? = nil,
    deviceToken: String? = nil, channelID: String? = nil, legacyLimit: Int? = nil,
    sizeLimit: Int? = nil, now: Int? = nil
  ) {
    values = Values(now: now ?? Platform.unixTime())
    (values.pushType, values.topic, values.priority, values.expiration) = (pushType, topic, priority, expiration)
    (values.collapseID, values.apnsID, values.deviceToken, values.channelID) = (collapseID, apnsID, deviceToken, channelID)
    (values.legacyLimit, values.sizeLimit) = (legacyLimit, sizeLimit)
  }

  public static func == (lhs: ValidationContext, rhs: ValidationContext) -> Bool {
    lhs.values === rhs.values || lhs.values.all == rhs.values.all
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(values.all)
  }

  /// Whether any request header was given: then the payload is judged as one request, and a
  /// missing push type or topic is worth a warning.
  public var describesRequest: Bool {
    // Written out rather than as an array: every payload asks (the `--jsonl` hot path).
    let values = values
    return values.topic != nil || values.priority != nil || values.expiration != nil || values.collapseID != nil
      || values.apnsID != nil || values.deviceToken != nil || values.channelID != nil
  }
}
