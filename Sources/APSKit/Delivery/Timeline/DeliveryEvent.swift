/// One step of a prediction request: a push arrives, the user does something, time passes, or
/// the device changes.
public enum DeliveryEvent: Sendable, Equatable {
  case push(PushEvent)
  /// `on`: the id of the push whose notification the action is on (nil: the newest).
  case user(UserAction, on: String? = nil)
  /// Seconds, and the text as given (`90s`, `10m`, `2h`, `3d`).
  case wait(seconds: Int, text: String)
  case device(DeviceChange)
  /// Something the system does on its own schedule.
  case system(SystemEvent)
}

/// What the system does on its own schedule in a timeline.
public enum SystemEvent: String, Sendable, CaseIterable {
  /// The Scheduled Summary the user chose arrives: the notifications it held appear (T10).
  case scheduledSummary = "scheduled-summary"
}

/// A push in a timeline: its kind (or a payload that says it) and its APNs request headers.
public struct PushEvent: Sendable, Equatable {
  /// nil: the payload's kind (or the request's starting kind when there is no payload).
  public var kind: NotificationKind?
  public var payload: JSONValue?
  public var headers = PushHeaders()
  /// The label the report and `final.notificationCenter` use.
  public var id: String?
  /// `options.time_to_live` in seconds: how long the vendor's server keeps a message for an app
  /// that is not connected (JPush's time_to_live, default one day; Alibaba Cloud's ExpireTime,
  /// default 72 hours). It does not apply to APNs notifications.
  public var timeToLive: Int?
  /// Alibaba Cloud's `StoreOffline`: the server keeps a message for a device whose channel is
  /// closed (nil: Alibaba Cloud's default, false).
  public var storeOffline: Bool?
  /// GeTui's `settings.strategy.ios`: 1 (default) GeTui's connection while the cid is online,
  /// APNs while it is offline; 2 APNs only; 3 GeTui's connection only; 4 APNs first.
  public var getuiStrategy: Int?
  /// JPush's `notification.ios.badge`: a number, or `+N` / `-N` applied by JPush's server to the
  /// badge it keeps for the device (T30).
  public var badgeChange: BadgeChange?
  /// `options.device-token`: `before-reinstall` sends the push to the token the app had before it
  /// was reinstalled, not its current one (T33).
  public var staleToken = false
  /// `options.device-token`: `before-restore` sends the push to the token the app had before the
  /// device was restored from a backup (TK1).
  public var tokenBeforeRestore = false
  /// Alibaba Cloud's `iOSRemind` and `iOSRemindBody`: a message to a device whose channel is
  /// closed is sent once as an APNs notification with that text (AR1).
  public var iosRemind: Bool?
  public var iosRemindBody: String?
  /// `options.call-uuid`: the UUID the app reports the push's call to CallKit with (VC1).
  public var callUUID: String?
  /// `options.device-token`: `watch-app` sends the push to the independent watch app's own token (WA3).
  public var toWatchApp = false
  /// The badge JPush's server computed when the push was sent (T30).
  var serverBadge: Int?
  /// GeTui's server sent the message through APNs (the cid was offline, or the strategy says so).
  var sentThroughAPNs = false

  public init(kind: NotificationKind? = nil, payload: JSONValue? = nil, headers: PushHeaders = PushHeaders(), id: String? = nil) {
    self.kind = kind
    self.payload = payload
    self.headers = headers
    self.id = id
  }
}

/// The request headers a timeline acts on (values as `aps build` takes them).
public struct PushHeaders: Sendable, Equatable {
  public var priority: Int?
  public var collapseID: String?
  public var expiration: Expiration?
  public var pushType: PushType?
  /// `apns-topic`, checked against the app's `bundle-id` when the scenario gives one (PV2).
  public var topic: String?

  /// The headers without the topic, which decides nothing but PV2 (with `bundle-id`) beside the push type it implies.
  var sansTopic: PushHeaders {
    var copy = self
    copy.topic = nil
    return copy
  }

  public init(priority: Int? = nil, collapseID: String? = nil, expiration: Expiration? = nil, pushType: PushType? = nil) {
    self.priority = priority
    self.collapseID = collapseID
    self.expiration = expiration
    self.pushType = pushType
  }
}

/// `apns-expiration`: 0, a time relative to the scenario's start (`now+1d`), or UNIX seconds.
public enum Expiration: Sendable, Equatable {
  /// `0`: APNs tries once and does not store the push.
  case immediately
  /// `now+…`: seconds after the scenario's start.
  case after(seconds: Int)
  /// UNIX seconds; the scenario's start has no date, so a time from APNs' first year on is taken
  /// to lie ahead and an earlier one (`300`, a duration mistaken for a date) to lie in the past.
  case at(unix: Int)

  /// 2009-01-01 UTC: no APNs push was ever sent before it.
  static let firstPossible = 1_230_768_000

  /// Parses `0`, `now+90s` / `now+1d`, or UNIX seconds.
  public init?(parsing text: String) {
    if text == "0" { self = .immediately; return }
    if text.hasPrefix("now+"), let seconds = DeliveryEvent.seconds(String(text.dropFirst(4))) {
      self = .after(seconds: seconds)
      return
    }
    guard let unix = Int(text), unix > 0 else { return nil }
    self = .at(unix: unix)
  }

  /// Whether a push stored at the scenario's second `storedAt` is still kept at `now`.
  func keeps(at now: Int) -> Bool {
    switch self {
    case .immediately: return false
    case .after(let seconds): return now <= seconds
    case .at(let unix): return unix >= Self.firstPossible
    }
  }
}

/// A change of the device's state; nil fields keep their value.
public struct DeviceChange: Sendable, Equatable {
  public var online: Bool?
  public var locked: Bool?
  public var focus: FocusState?
  public var lowPower: Bool?
  public var reboot = false
  public var backgroundRefresh: Bool?
  /// The system holds the app's background pushes instead of waking it: the held branch of
  /// Apple's "the system may hold and delay the delivery" (T07).
  public var holdsBackgroundPushes: Bool?
  /// Settings › Notifications › Prioritize Notifications (iOS 18.4+, Apple Intelligence): T14.
  public var prioritizeNotifications: Bool?
  /// Low Data Mode (Settings › Cellular or Wi-Fi): "Background App Refresh is turned off" (Use Low
  /// Data Mode on your iPhone or iPad), so the system may hold background pushes (T24).
  public var lowData: Bool?
  /// Screen Time's Downtime (DT1) and MDM's Single App Mode (SA1) turned on or off.
  public var screenTimeDowntime: Bool?
  public var singleAppMode: Bool?
  /// NEVPNProtocol.excludeAPNs of the device's full-tunnel VPN set (VPN2).
  public var vpnExcludesAPNs: Bool?
  /// The network the device switches to (NW4).
  public var network: NetworkChange?
  /// The app's authorization as the user changed it (`prominent`: Deliver Prominently on a
  /// provisional notification, which makes it full).
  public var authorization: Authorization?

  public init(
    online: Bool? = nil, locked: Bool? = nil, focus: FocusState? = nil, lowPower: Bool? = nil, reboot: Bool = false,
    backgroundRefresh: Bool? = nil, holdsBackgroundPushes: Bool? = nil, prioritizeNotifications: Bool? = nil,
    lowData: Bool? = nil
  ) {
    self.online = online
    self.locked = locked
    self.focus = focus
    self.lowPower = lowPower
    self.reboot = reboot
    self.backgroundRefresh = backgroundRefresh
    self.holdsBackgroundPushes = holdsBackgroundPushes
    self.prioritizeNotifications = prioritizeNotifications
    self.lowData = lowData
  }
}

extension DeliveryEvent {
  /// The longest duration a wait or a header's offset takes: a century (longer ones are typing
  /// mistakes, and a timeline's clock adds them up).
  public static let longestDuration = 100 * 366 * 86_400

  /// `90s`, `10m`, `2h`, `3d` (a bare number is seconds) in seconds, also written out (`1 hour`,
  /// `10 minutes`) or combined (`1h30m`), up to `longestDuration`; nil for anything else.
  public static func seconds(_ text: String) -> Int? {
    let units: [String: Int] = [
      "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
      "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600, "d": 86400, "day": 86400, "days": 86400,
      "w": 604_800, "week": 604_800, "weeks": 604_800,
    ]
    let plain = text.lowercased().filter { $0 != " " }
    if let count = Int(plain) { return count >= 0 && count <= longestDuration ? count : nil }
    var total = 0
    var rest = Substring(plain)
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let unit = rest.dropFirst(digits.count).prefix { $0.isLetter }
      guard let count = Int(digits), let scale = units[String(unit)], count <= longestDuration / scale else { return nil }
      total += count * scale
      guard total <= longestDuration else { return nil }
      rest = rest.dropFirst(digits.count + unit.count)
    }
    return plain.isEmpty ? nil : total
  }
}

/// A prediction request: the app and the device at the start (and the push of a one-push
/// question), then the events in order. No events: the one push of `start`, with its action.
public struct PredictionRequest: Sendable {
  public var start: DeliveryScenario
  public var events: [DeliveryEvent]

  public init(start: DeliveryScenario, events: [DeliveryEvent] = []) {
    self.start = start
    self.events = events
  }

  /// Events equivalent to a one-push question: the push, then the user's action if any.
  public var oneEventForm: Bool {
    guard case .push(let push)? = events.first, push.kind != nil, push.payload == nil, push.headers.sansTopic == PushHeaders(),
      push.headers.topic == nil || start.provider.bundleID == nil, push.id == nil
    else {
      return events.isEmpty
    }
    switch events.count {
    case 1: return true
    case 2: if case .user(let step, nil) = events[1], step.onNotification, step != .none { return true }; return false
    default: return false
    }
  }

  /// The one-push scenario of a request in `oneEventForm`: the start with the push's kind
  /// and the user's action.
  public func oneEventScenario() -> DeliveryScenario {
    var scenario = start
    if case .push(let push)? = events.first {
      if let kind = push.kind { scenario.kind = kind }
    }
    if events.count == 2, case .user(let step, _) = events[1], step.onNotification { scenario.action = step }
    return scenario
  }
}

/// A badge a push service computes on its server: JPush keeps each device's badge and applies
/// `N`, `+N` or `-N` to it before sending the APNs payload (T30).
public enum BadgeChange: Sendable, Equatable {
  case set(Int)
  case add(Int)

  /// `"+1"`, `"-3"`, `"5"`: N from 0 to 99, as JPush's push API takes it.
  public init?(text: String) {
    let sign = text.first.flatMap { "+-".contains($0) ? $0 : nil }
    guard let number = Int(sign == nil ? Substring(text) : text.dropFirst()), (0...99).contains(number), !text.dropFirst(sign == nil ? 0 : 1).contains("+") else { return nil }
    switch sign {
    case "+": self = .add(number)
    case "-": self = .add(-number)
    default: self = .set(number)
    }
  }

  /// The badge after the change; never below 0 ("值小于 0 时默认为 0").
  public func applied(to badge: Int) -> Int {
    switch self {
    case .set(let value): return value
    case .add(let delta): return max(0, badge + delta)
    }
  }
}
