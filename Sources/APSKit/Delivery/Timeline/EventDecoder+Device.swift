/// The user and device events, in the words the format gives and those an outsider writes for them
/// (`ScenarioVocabulary`): a synonym with one meaning is the format's word; anything else is an
/// error naming the accepted words.
extension EventDecoder {
  /// `on`: the id of the push whose notification the action is on.
  static func user(_ value: JSONValue, on target: JSONValue?, at event: JSONPointer) throws -> DeliveryEvent {
    let pointer = event.appending("user")
    var on: String?
    switch target {
    case .string(let id)?: on = id
    case .number(let id)?: on = id
    case nil: on = nil
    default: throw Failure(pointer: event.appending("on"), message: "\"on\" names the push (its \"id\") whose notification the action is on", hint: #"{"user": "tap", "on": "m1"}"#)
    }
    let allowed = "allowed: " + UserAction.timelineSteps.map(\.rawValue).joined(separator: ", ") + "; the phone itself: lock, restart"
    guard case .string(let text) = value else { throw Failure(pointer: pointer, message: "\"user\" takes an action", hint: allowed) }
    let named = UserAction(rawValue: text) ?? ScenarioVocabulary.canonical("user", text).flatMap(UserAction.init(rawValue:))
    if let step = named, step != .none {
      // Answering names the call (the VoIP push's id) it answers.
      if on != nil, !step.onNotification, step != .answerCall, step != .declineCall, step != .expand {
        throw Failure(pointer: event.appending("on"), message: "\(step.rawValue) acts on the app or the phone, not on one notification", hint: "give \"on\" only with " + (UserAction.allCases.dropFirst() + [.expand]).map(\.rawValue).joined(separator: ", "))
      }
      return .user(step, on: on)
    }
    // Locking and restarting the phone are what the device event says.
    let phone = ["lock", "lock-device", "lock-phone", "lock-screen", "restart", "reboot", "restart-device", "reboot-device", "restart-phone"]
    if on != nil, phone.contains(ScenarioVocabulary.normalized(text)) {
      throw Failure(pointer: event.appending("on"), message: "\(text) acts on the phone, not on one notification", hint: nil)
    }
    switch ScenarioVocabulary.normalized(text) {
    case "lock", "lock-device", "lock-phone", "lock-screen": return .device(DeviceChange(locked: true))
    case "restart", "reboot", "restart-device", "reboot-device", "restart-phone": return .device(DeviceChange(reboot: true))
    default:
      let hint = ScenarioVocabulary.ambiguity("user", text) ?? allowed
      throw Failure(pointer: pointer, message: "\"user\" does not take '\(text)'", hint: hint)
    }
  }

  static let deviceHint =
    "online, locked, low-power, low-data, holds-background-pushes, prioritize-notifications, screen-time-downtime, single-app-mode, vpn-exclude-apns: true/false; reboot: true; network: online, offline, wifi, cellular, cellular-no-data-credit, none-no-signal; focus: off, on, allows-app; background-refresh: on, off; authorization: prominent, full, provisional, alerts-off, not-determined"

  static func device(_ value: JSONValue, at pointer: JSONPointer) throws -> DeviceChange {
    guard let members = value.members else { throw Failure(pointer: pointer, message: "\"device\" is an object of device states", hint: deviceHint) }
    var change = DeviceChange()
    for member in members {
      let at = pointer.appending(member.key)
      let key = ScenarioVocabulary.normalized(member.key)
      let on = member.value.switchValue
      switch (key, member.value) {
      case ("online", _) where on != nil: change.online = on
      case ("offline", _) where on != nil, ("airplane-mode", _) where on != nil, ("flight-mode", _) where on != nil: change.online = on.map { !$0 }
      case ("network", .string(let text)) where ["online", "offline"].contains(text): change.online = text == "online"
      case ("network", .string(let text)) where NetworkChange(rawValue: text) != nil:
        change.network = NetworkChange(rawValue: text)
        change.online = change.network?.isOnline
      case ("locked", _) where on != nil: change.locked = on
      case ("unlocked", _) where on != nil: change.locked = on.map { !$0 }
      case ("low-power", _) where on != nil, ("low-power-mode", _) where on != nil: change.lowPower = on
      case ("low-data", _) where on != nil, ("low-data-mode", _) where on != nil: change.lowData = on
      case ("reboot", .bool(let flag)), ("restart", .bool(let flag)), ("rebooted", .bool(let flag)), ("restarted", .bool(let flag)): change.reboot = flag
      // A phone switched off is offline; switched on again it has restarted.
      case ("power", .string(let text)) where text == "off" || text == "on":
        change.online = text == "on"
        if text == "on" { change.reboot = true }
      case ("focus", .string(let text)), ("do-not-disturb", .string(let text)), ("dnd", .string(let text)):
        guard let focus = FocusState(rawValue: text) ?? ScenarioVocabulary.canonical("focus", text).flatMap(FocusState.init(rawValue:)) else {
          throw Failure(pointer: at, message: "\"focus\" does not take '\(text)'", hint: "allowed: off, on, allows-app")
        }
        change.focus = focus
      case ("focus", .bool(let flag)), ("do-not-disturb", .bool(let flag)), ("dnd", .bool(let flag)): change.focus = flag ? .on : .off
      case ("background-refresh", _) where on != nil, ("background-app-refresh", _) where on != nil: change.backgroundRefresh = on
      case ("holds-background-pushes", _) where on != nil: change.holdsBackgroundPushes = on
      case ("prioritize-notifications", _) where on != nil: change.prioritizeNotifications = on
      case ("screen-time-downtime", _) where on != nil, ("downtime", _) where on != nil: change.screenTimeDowntime = on
      case ("single-app-mode", _) where on != nil: change.singleAppMode = on
      case ("vpn-exclude-apns", _) where on != nil, ("exclude-apns", _) where on != nil: change.vpnExcludesAPNs = on
      case ("authorization", .string(let text)):
        // Deliver Prominently turns provisional authorization into full (Asking permission to use notifications,
        // https://developer.apple.com/documentation/usernotifications/asking-permission-to-use-notifications).
        guard let authorization = text == "prominent" ? .full : Authorization(rawValue: text) else {
          throw Failure(pointer: at, message: "\"authorization\" does not take '\(text)'", hint: "allowed: prominent, " + Authorization.allCases.map(\.rawValue).joined(separator: ", "))
        }
        change.authorization = authorization
      default:
        throw Failure(pointer: at, message: "\"device\" does not take \"\(member.key)\": \(member.value.typeName)", hint: deviceHint)
      }
    }
    return change
  }
}

extension JSONValue {
  /// `true` / `false`, or the strings `"on"` / `"off"`.
  var switchValue: Bool? {
    switch self {
    case .bool(let on): return on
    case .string("on"): return true
    case .string("off"): return false
    default: return nil
    }
  }
}
