/// A scenario file's `"events"` array, decoded straight into events; each error names the JSON
/// Pointer of the value at fault.
public enum EventDecoder {
  /// Something in `"events"` that is not an event.
  public struct Failure: Error, Sendable {
    public var pointer: JSONPointer
    public var message: String
    public var hint: String?
  }

  /// `payloadFile` reads a payload named by path (relative to the scenario file).
  public static func decode(
    _ value: JSONValue, at pointer: JSONPointer, payloadFile: (String) throws -> JSONValue
  ) throws -> [DeliveryEvent] {
    guard case .array(let items) = value else { throw Failure(pointer: pointer, message: "\"events\" is an array of events, not \(value.typeName)", hint: example) }
    return try items.enumerated().map { index, item in
      try event(item, at: pointer.appending(index: index), payloadFile: payloadFile)
    }
  }

  static let example = #"[{"push": {"kind": "alert"}, "id": "m1"}, {"wait": "10m"}, {"user": "open-app"}]"#

  private static func event(_ item: JSONValue, at pointer: JSONPointer, payloadFile: (String) throws -> JSONValue) throws -> DeliveryEvent {
    guard let members = item.members else { throw Failure(pointer: pointer, message: "an event is an object, not \(item.typeName)", hint: example) }
    let keys = Set(members.map(\.key))
    let main = keys.intersection(["push", "user", "wait", "device", "system"])
    guard main.count == 1, let key = main.first else {
      throw Failure(pointer: pointer, message: "an event holds exactly one of push, user, wait, device, system; got \(keys.sorted().joined(separator: ", "))", hint: example)
    }
    let allowed: Set<String> = key == "push" ? ["push", "headers", "id", "options"] : key == "user" ? ["user", "on"] : [key]
    if let extra = keys.subtracting(allowed).sorted().first {
      throw Failure(pointer: pointer.appending(extra), message: "unknown key \"\(extra)\" in a \(key) event", hint: "allowed: " + allowed.sorted().joined(separator: ", "))
    }
    let value = item[key] ?? .null
    switch key {
    case "push": return .push(try push(value, item: item, at: pointer, payloadFile: payloadFile))
    case "user": return try user(value, on: item["on"], at: pointer)
    case "wait":
      let text: String
      switch value {
      case .string(let string): text = string
      case .number(let lexeme): text = lexeme
      default: text = ""
      }
      guard let seconds = DeliveryEvent.seconds(text) else {
        throw Failure(pointer: pointer.appending("wait"), message: "\"wait\" takes a duration such as \"90s\", \"10m\", \"2h\", \"3d\", \"1 hour\" or a number of seconds, up to a century", hint: nil)
      }
      return .wait(seconds: seconds, text: text)
    case "system":
      guard case .string(let text) = value, let event = SystemEvent(rawValue: text) else {
        throw Failure(pointer: pointer.appending("system"), message: "\"system\" takes a system event", hint: "allowed: " + SystemEvent.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return .system(event)
    default: return .device(try device(value, at: pointer.appending("device")))
    }
  }

  private static func push(_ value: JSONValue, item: JSONValue, at pointer: JSONPointer, payloadFile: (String) throws -> JSONValue) throws -> PushEvent {
    guard let members = value.members else { throw Failure(pointer: pointer.appending("push"), message: "\"push\" is an object with \"kind\" or \"payload\"", hint: example) }
    var push = PushEvent()
    // `headers`, `id` and `options` written inside `push` mean what they mean beside it.
    let nested = members.filter { ["headers", "id", "options"].contains($0.key) }
    if let twice = nested.first(where: { item[$0.key] != nil }) {
      throw Failure(pointer: pointer.appending("push").appending(twice.key), message: "\"\(twice.key)\" is given both inside and beside \"push\"", hint: "keep one")
    }
    let event = nested.isEmpty ? item : .object((item.members ?? []) + nested)
    for member in members where !nested.contains(where: { $0.key == member.key }) {
      let at = pointer.appending("push").appending(member.key)
      switch (member.key, member.value) {
      case ("kind", .string(let text)):
        guard let kind = NotificationKind(rawValue: text) ?? ScenarioVocabulary.canonical("kind", text).flatMap(NotificationKind.init(rawValue:)) else {
          throw Failure(pointer: at, message: "\"kind\" does not take '\(text)'", hint: "allowed: " + NotificationKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        push.kind = kind
      case ("payload", .object): push.payload = member.value
      // The reader's own errors pass through as they are (a file that cannot be opened is its
      // caller's exit 66, a payload that fails is 1), as for the top-level "payload".
      case ("payload", .string(let path)): push.payload = try payloadFile(path)
      default:
        throw Failure(pointer: at, message: "\"push\" takes \"kind\" (a string) and \"payload\" (an object or a file); \"headers\", \"id\" and \"options\" may stand inside or beside it", hint: nil)
      }
    }
    if push.kind == nil, push.payload == nil { throw Failure(pointer: pointer.appending("push"), message: "a push needs \"kind\" or \"payload\"", hint: example) }
    if case .string(let id)? = event["id"] { push.id = id } else if case .number(let id)? = event["id"] { push.id = id } else if event["id"] != nil {
      throw Failure(pointer: pointer.appending("id"), message: "\"id\" is a string label", hint: nil)
    }
    if let headers = event["headers"] { push.headers = try self.headers(headers, at: pointer.appending("headers")) }
    if let options = event["options"] { try self.options(options, at: pointer.appending("options"), into: &push) }
    return push
  }

  /// `"options"`: the push service's own options that change delivery: how long its server keeps
  /// a message (`time_to_live`: JPush's time_to_live, Alibaba Cloud's ExpireTime), whether it
  /// keeps it at all (`store-offline`: Alibaba Cloud's StoreOffline) and GeTui's channel
  /// (`strategy`: settings.strategy.ios), JPush's server-side badge (`badge`: N, "+N", "-N") and
  /// the device token the push is sent to (`device-token`: current or before-reinstall), Alibaba
  /// Cloud's `iOSRemind` / `iOSRemindBody` and the call's UUID (`call-uuid`).
  private static func options(_ value: JSONValue, at pointer: JSONPointer, into push: inout PushEvent) throws {
    guard let members = value.members else { throw Failure(pointer: pointer, message: "\"options\" is an object of the push service's options", hint: #"{"time_to_live": 0}"#) }
    for member in members {
      let at = pointer.appending(member.key)
      switch (member.key, member.value) {
      case ("time_to_live", .number(let lexeme)) where Int(lexeme).map { $0 >= 0 } == true: push.timeToLive = Int(lexeme)
      case ("time_to_live", .string(let text)) where DeliveryEvent.seconds(text) != nil: push.timeToLive = DeliveryEvent.seconds(text)
      case ("time_to_live", _):
        throw Failure(pointer: at, message: "time_to_live is a whole number of seconds, 0 or more, or a duration such as \"1d\"", hint: #"{"time_to_live": 86400}"#)
      case ("store-offline", .bool(let on)): push.storeOffline = on
      case ("store-offline", _): throw Failure(pointer: at, message: "store-offline is true or false", hint: #"{"store-offline": true}"#)
      case ("strategy", .number(let lexeme)) where ["1", "2", "3", "4"].contains(lexeme): push.getuiStrategy = Int(lexeme)
      case ("strategy", .string(let text)) where ["1", "2", "3", "4"].contains(text): push.getuiStrategy = Int(text)
      case ("strategy", _):
        throw Failure(pointer: at, message: "strategy is GeTui's channel strategy: 1 (GeTui while online, else APNs; the default), 2 (APNs only), 3 (GeTui only) or 4 (APNs first)", hint: #"{"strategy": 2}"#)
      case ("badge", .number(let lexeme)) where BadgeChange(text: lexeme) != nil: push.badgeChange = BadgeChange(text: lexeme)
      case ("badge", .string(let text)) where BadgeChange(text: text) != nil: push.badgeChange = BadgeChange(text: text)
      case ("badge", _):
        throw Failure(pointer: at, message: "badge is JPush's server-side badge: N, \"+N\" or \"-N\" with N from 0 to 99", hint: #"{"badge": "+1"}"#)
      case ("device-token", .string(let text)) where ScenarioVocabulary.canonical("device-token", text) != nil:
        push.staleToken = ScenarioVocabulary.canonical("device-token", text) == "before-reinstall"
        push.tokenBeforeRestore = ScenarioVocabulary.canonical("device-token", text) == "before-restore"
        push.toWatchApp = ScenarioVocabulary.canonical("device-token", text) == "watch-app"
      case ("device-token", _):
        throw Failure(pointer: at, message: "device-token is the token the push is sent to: current (the default), before-reinstall (the token the app had before it was reinstalled), before-restore (the token from before the device was restored from a backup) or watch-app (the independent watch app's own token)", hint: #"{"device-token": "before-reinstall"}"#)
      case ("iOSRemind", .bool(let on)), ("ios-remind", .bool(let on)): push.iosRemind = on
      case ("iOSRemind", _), ("ios-remind", _): throw Failure(pointer: at, message: "iOSRemind is true or false", hint: #"{"iOSRemind": true}"#)
      case ("iOSRemindBody", .string(let text)), ("ios-remind-body", .string(let text)): push.iosRemindBody = text
      case ("iOSRemindBody", _), ("ios-remind-body", _): throw Failure(pointer: at, message: "iOSRemindBody is the notification's text, a string", hint: #"{"iOSRemindBody": "New message"}"#)
      case ("call-uuid", .string(let text)) where !text.isEmpty: push.callUUID = text
      case ("call-uuid", _): throw Failure(pointer: at, message: "call-uuid is the UUID the app reports the call with, a string", hint: #"{"call-uuid": "9B1DEB4D-3B7D-4BAD-9BDD-2B0D7B3DCB6D"}"#)
      default:
        throw Failure(pointer: at, message: "option \(member.key) has no effect on delivery in the model", hint: "allowed: time_to_live, store-offline, strategy, badge, device-token, iOSRemind, iOSRemindBody, call-uuid")
      }
    }
  }

  private static func headers(_ value: JSONValue, at pointer: JSONPointer) throws -> PushHeaders {
    guard let members = value.members else { throw Failure(pointer: pointer, message: "\"headers\" is an object of header values", hint: nil) }
    var headers = PushHeaders()
    for member in members {
      let at = pointer.appending(member.key)
      let text: String
      switch member.value {
      case .string(let string): text = string
      case .number(let lexeme): text = lexeme
      default: throw Failure(pointer: at, message: "header \(member.key) takes a string", hint: nil)
      }
      // HTTP/2 header names are case-insensitive (RFC 9113, section 8.2.1: https://www.rfc-editor.org/rfc/rfc9113#section-8.2.1).
      switch member.key.lowercased() {
      case "apns-priority":
        guard let priority = Int(text), [10, 5, 1].contains(priority) else {
          throw Failure(pointer: at, message: "apns-priority is 10, 5 or 1, not '\(text)'", hint: "FCM's \"high\" is 10, its \"normal\" 5")
        }
        headers.priority = priority
      case "apns-collapse-id": headers.collapseID = text
      case "apns-expiration":
        guard let expiration = Expiration(parsing: text) else {
          throw Failure(pointer: at, message: "apns-expiration is 0, now+DURATION (now+1d) or UNIX seconds, not '\(text)'", hint: nil)
        }
        headers.expiration = expiration
      case "apns-push-type":
        guard let type = PushType(rawValue: text.lowercased()) else {
          throw Failure(pointer: at, message: "apns-push-type '\(text)' is not a push type", hint: "allowed: " + PushType.allCases.map(\.rawValue).joined(separator: ", "))
        }
        headers.pushType = type
      // The request's id changes nothing on the device; the topic does by its suffix, and against `bundle-id` (PV2).
      case "apns-id": break
      case "apns-topic":
        headers.topic = text
        if headers.pushType == nil { headers.pushType = PushType.fromTopicSuffix(text) }
      default:
        throw Failure(pointer: at, message: "header \(member.key) has no effect on delivery in the model", hint: "allowed: apns-priority, apns-collapse-id, apns-expiration, apns-push-type, apns-topic, apns-id")
      }
    }
    return headers
  }
}
