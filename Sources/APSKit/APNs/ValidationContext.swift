/// What the validator knows besides the payload: the declared push type, the request headers
/// (header rules run only for the values given) and the optional legacy size profile.
///
/// The values live in one shared box, copied on write: the validator hands the context to every payload's
/// facts, and a box is one retain where eight optional strings would be copied per payload.
@dynamicMemberLookup
public struct ValidationContext: Sendable, Hashable {
  /// Every value of a context; read and written as `context.topic`, `context.now`, ….
  public struct Values: Sendable, Hashable {
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
    /// UNIX seconds used to judge `apns-expiration` (30 days ahead, in the past) and to write the
    /// hints' example dates: read once by the caller (the CLI: the clock or `$SOURCE_DATE_EPOCH`),
    /// never here. Nil: those checks do not run, and hints show a shell expression for the time.
    public var now: Int?
    /// The request sends the push type the payload implies (`aps request`, `aps send`): none is missing
    /// (rule `push-type-missing`), and it is checked as inferred so findings say how to name another.
    public var sendsInferredPushType = false
  }

  /// Immutable, so reading it needs no exclusivity check; a write makes a new box (only while the
  /// context is set up).
  private final class Box: Sendable {
    let values: Values
    let derived: Derived
    init(_ values: Values) {
      self.values = values
      derived = Derived(values)
    }
  }

  /// What the validator asks of the context for every payload, worked out once when the context is set
  /// (a JSON Lines file's records share one context): plain values, read without touching a string.
  struct Derived: Sendable {
    /// The `apns-push-type` given, when it names a push type.
    let declaredPushType: PushType?
    /// The push type the topic's suffix names (`PushType.fromTopicSuffix`).
    let topicPushType: PushType?
    /// A legacy Safari (website) push: the topic is a Website Push ID (`web.…`).
    let isSafari: Bool
    /// A push type or a request header was given.
    let hasHeaders: Bool

    init(_ values: Values) {
      declaredPushType = values.pushType.flatMap(PushType.init(rawValue:))
      topicPushType = values.topic.flatMap(PushType.fromTopicSuffix)
      isSafari = values.topic?.hasPrefix("web.") ?? false
      hasHeaders = values.pushType != nil || values.topic != nil || values.priority != nil
        || values.expiration != nil || values.collapseID != nil || values.apnsID != nil
        || values.deviceToken != nil || values.channelID != nil
    }
  }

  private var box: Box

  /// The values, borrowed: the validator reads them for every payload, where a read through the
  /// key-path subscript copies the whole struct first.
  var fields: Values {
    _read { yield box.values }
  }

  /// What every payload asks of the context (`Derived`).
  var derived: Derived { box.derived }

  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Values, Value>) -> Value {
    get { box.values[keyPath: keyPath] }
    set {
      var values = box.values
      values[keyPath: keyPath] = newValue
      box = Box(values)
    }
  }

  /// A context; without `now`, nothing is judged against the time (the clock is never read here).
  public init(
    pushType: String? = nil, topic: String? = nil, priority: String? = nil,
    expiration: String? = nil, collapseID: String? = nil, apnsID: String? = nil,
    deviceToken: String? = nil, channelID: String? = nil, legacyLimit: Int? = nil,
    sizeLimit: Int? = nil, now: Int? = nil
  ) {
    box = Box(
      Values(
        pushType: pushType, topic: topic, priority: priority, expiration: expiration, collapseID: collapseID,
        apnsID: apnsID, deviceToken: deviceToken, channelID: channelID, legacyLimit: legacyLimit,
        sizeLimit: sizeLimit, now: now))
  }

  /// `now` (plus `seconds`) as a hint writes it: the number, or a shell expression for it when no
  /// time was given.
  func nowText(plus seconds: Int = 0) -> String {
    if let now = box.values.now { return String(now + seconds) }
    return seconds == 0 ? "$(date +%s)" : "$(($(date +%s) + \(seconds)))"
  }

  public static func == (lhs: ValidationContext, rhs: ValidationContext) -> Bool {
    lhs.box === rhs.box || lhs.box.values == rhs.box.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.values)
  }

  /// Whether any request header was given: then the payload is judged as one request, and a
  /// missing push type or topic is worth a warning.
  public var describesRequest: Bool {
    // Written out rather than as an array: every payload asks (the `--jsonl` hot path).
    let box = box
    return box.values.topic != nil || box.values.priority != nil || box.values.expiration != nil
      || box.values.collapseID != nil || box.values.apnsID != nil || box.values.deviceToken != nil
      || box.values.channelID != nil
  }
}
