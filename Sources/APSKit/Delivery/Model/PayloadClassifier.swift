/// What a payload says about the push: its kind, the SDK that sent it, whether it asks for the
/// service extension.
public struct PayloadTraits: Sendable, Equatable {
  public var kind: NotificationKind
  /// nil when no SDK keys are present.
  public var sdk: PushSDK?
  /// `mutable-content: 1`: the app presumably has a service extension.
  public var mutableContent: Bool
  /// Every `aps` flag the payload sets (empty for a message over an SDK's own connection).
  public var flags: Set<APSFlag> = []
}

/// Infers the kind of push from a payload: `content-available` alone → silent,
/// `mutable-content` with an alert → mutable-content, GeTui keys (`_ge_`, `_gmid_`, `_gurl_`) or
/// JPush keys (`_j_msgid`, `_j_business`, `_j_uid`, `_j_data_`) → that SDK's kind.
public enum PayloadClassifier {
  static let getuiKeys: Set<String> = ["_ge_", "_gmid_", "_gurl_"]
  static let jpushKeys: Set<String> = ["_j_msgid", "_j_business", "_j_uid", "_j_data_"]

  /// The traits of the payload `payload` views, sent with `pushType` (the `apns-push-type` of a headers file;
  /// nil: inferred from the payload's keys as `aps build` does), or why it does not say.
  public static func classify(_ payload: JSONView, pushType: PushType? = nil) throws -> PayloadTraits {
    guard let members = payload.members else {
      throw DeliveryError.unclassifiablePayload("the top level is \(payload.typeName), not an object")
    }
    // The push types whose payload is not a notification: the request header (or the keys
    // `aps build` infers it from: event → liveactivity, content-changed → widgets) decides.
    let type = pushType ?? PushType.infer(payload: payload)
    let flags = apsFlags(payload["aps"])
    if let kind = NotificationKind.kind(for: type) {
      return PayloadTraits(kind: kind, sdk: nil, mutableContent: false, flags: flags)
    }
    if type == .liveactivity {
      let event = payload["aps"]?["event"]
      let kind: NotificationKind =
        event?.isString("start") == true ? .liveActivityStart : event?.isString("end") == true ? .liveActivityEnd : .liveActivityUpdate
      return PayloadTraits(kind: kind, sdk: nil, mutableContent: false, flags: flags)
    }
    let keys = Set(members.map(\.key))
    let sdk: PushSDK? = !keys.isDisjoint(with: getuiKeys) ? .getui : !keys.isDisjoint(with: jpushKeys) ? .jpush : nil
    guard let aps = payload["aps"] else {
      // No APNs part: a message over the SDK's own connection.
      if sdk == .jpush || (keys.contains("content") && keys.contains("extras")) {
        return PayloadTraits(kind: .jpushCustom, sdk: .jpush, mutableContent: false)
      }
      if sdk == .getui { return PayloadTraits(kind: .getuiTransmission, sdk: .getui, mutableContent: false) }
      throw DeliveryError.unclassifiablePayload("there is no \"aps\" dictionary and no GeTui or JPush key")
    }
    guard aps.kind == .object else {
      throw DeliveryError.unclassifiablePayload("\"aps\" is \(aps.typeName), not an object (at /aps)")
    }
    let contentAvailable = isSet(aps["content-available"])
    let mutable = isSet(aps["mutable-content"])
    let alert = aps["alert"].map(shows) ?? false
    let audible = aps["sound"] != nil || aps["badge"] != nil
    let kind: NotificationKind
    if alert {
      kind = mutable ? .mutableContent : contentAvailable ? .alertContentAvailable : .alert
    } else if audible {
      kind = .alert
    } else if contentAvailable {
      kind = .silent
    } else {
      throw DeliveryError.unclassifiablePayload(
        "\"aps\" has no alert, sound, badge or content-available (at /aps)")
    }
    switch (sdk, kind) {
    case (.getui?, .alert), (.getui?, .alertContentAvailable), (.getui?, .mutableContent):
      return PayloadTraits(kind: .getuiAPNs, sdk: .getui, mutableContent: mutable, flags: flags)
    case (.jpush?, .alert), (.jpush?, .alertContentAvailable), (.jpush?, .mutableContent):
      return PayloadTraits(kind: .jpushAPNs, sdk: .jpush, mutableContent: mutable, flags: flags)
    default:
      return PayloadTraits(kind: kind, sdk: sdk, mutableContent: mutable, flags: flags)
    }
  }

  /// The `aps` flags a payload sets (an alert with something to show, sound, badge, …).
  private static func apsFlags(_ aps: JSONView?) -> Set<APSFlag> {
    guard let aps, aps.kind == .object else { return [] }
    var flags = Set<APSFlag>()
    if let alert = aps["alert"], shows(alert) { flags.insert(.alert) }
    if aps["sound"] != nil { flags.insert(.sound) }
    if aps["badge"] != nil { flags.insert(.badge) }
    if isSet(aps["content-available"]) { flags.insert(.contentAvailable) }
    if isSet(aps["mutable-content"]) { flags.insert(.mutableContent) }
    return flags
  }

  /// An alert other than `""` and `null`.
  private static func shows(_ alert: JSONView) -> Bool { !alert.isString("") && !alert.isNull }

  /// A GeTui REST v2 or JPush v3 push request body (`aps build -t getui-push`): the APNs payload
  /// the vendor sends for it and the vendor's SDK; nil for anything else.
  public static func vendorPayload(_ body: JSONView) -> (payload: JSONValue, sdk: PushSDK)? {
    guard let format = VendorPayload.detectFormat(body), let apns = VendorPayload.apnsPayload(format: format, body: body) else {
      return nil
    }
    return (apns, format == "jpush-v3" ? .jpush : .getui)
  }

  /// `1` (APNs) or `true` (JPush's API); `0`, `false` and absence are not set.
  private static func isSet(_ value: JSONView?) -> Bool {
    guard let value else { return false }
    if let flag = value.boolValue { return flag }
    return (value.numberLexeme.flatMap(Double.init) ?? 0) != 0
  }
}

extension DeliveryScenario {
  /// What a payload says about its push: the kind and flags, unless another kind was given (a payload of the
  /// kind given still says what it carries: a Live Activity update's alert); the SDK it names, unless the
  /// scenario names one; a service extension for mutable-content.
  mutating func adopt(_ traits: PayloadTraits, givenKind: NotificationKind?, givenSDK: Bool) {
    if givenKind == nil || givenKind == traits.kind {
      kind = traits.kind
      flags = traits.flags
    }
    if !givenSDK, let sdk = traits.sdk { self.sdk = sdk }
    if traits.mutableContent { implements.append("service-extension") }
  }
}
