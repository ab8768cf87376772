/// The `apns-push-type` header values (Sending notification requests to APNs,
/// https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns),
/// with what each implies for the payload.
public enum PushType: String, CaseIterable, Sendable, Hashable {
  case alert, background, complication, controls, fileprovider, liveactivity, location, mdm
  case pushtotalk, voip, widgets

  /// The largest accepted payload in bytes: 5120 for `voip`, 4096 for every other type (same page).
  public var sizeLimit: Int {
    self == .voip ? 5120 : 4096
  }

  /// The suffix `apns-topic` must carry after the bundle ID (same page); empty for a bare bundle ID;
  /// nil for `mdm`, whose topic comes from the certificate.
  public var topicSuffix: String? {
    switch self {
    case .alert, .background: return ""
    case .mdm: return nil
    case .voip: return ".voip"
    case .complication: return ".complication"
    case .fileprovider: return ".pushkit.fileprovider"
    case .location: return ".location-query"
    case .pushtotalk: return ".voip-ptt"
    case .liveactivity: return ".push-type.liveactivity"
    case .widgets: return ".push-type.widgets"
    case .controls: return ".push-type.controls"
    }
  }

  /// Types whose payload is app-defined, so a missing `aps` dictionary is not an error.
  public var hasAppDefinedPayload: Bool {
    switch self {
    case .voip, .location, .pushtotalk, .fileprovider, .complication, .mdm: return true
    default: return false
    }
  }

  /// The push type a topic's suffix names, if it carries one (longest suffix first, so
  /// `.voip-ptt` is not read as `.voip`).
  public static func fromTopicSuffix(_ topic: String) -> PushType? {
    let candidates = allCases.filter { ($0.topicSuffix ?? "").isEmpty == false }
      .sorted { ($0.topicSuffix ?? "").count > ($1.topicSuffix ?? "").count }
    return candidates.first { topic.hasSuffix($0.topicSuffix ?? "") }
  }

  /// Infers the push type of a payload.
  ///
  /// In order: a topic whose suffix names a type (`.voip`, `.push-type.controls`, …) decides;
  /// then `event` or `content-state` in `aps` → `liveactivity`; `content-changed` → `widgets`
  /// (the payload of `widgets` and `controls` is the same, only a `.push-type.controls` topic
  /// tells them apart); `aps` holding only `content-available` → `background`; a top-level `mdm`
  /// key without a non-empty `aps` → `mdm`; otherwise `alert`.
  public static func infer(payload: JSONView, topic: String? = nil) -> PushType {
    infer(keys: PayloadKeys(payload: payload), topic: topic)
  }

  /// The same, from the payload's keys already matched (the validator matches them once per payload).
  static func infer(keys: PayloadKeys, topic: String?) -> PushType {
    infer(keys: keys, topicPushType: topic.flatMap(fromTopicSuffix))
  }

  /// The same, given the push type the topic's suffix names (`fromTopicSuffix`), if any.
  static func infer(keys: PayloadKeys, topicPushType: PushType?) -> PushType {
    if let topicPushType { return topicPushType }
    if keys.aps.contains(APSKey.event) || keys.aps.contains(APSKey.contentState) { return .liveactivity }
    if keys.aps.contains(APSKey.contentChanged) { return .widgets }
    if keys.apsMemberCount == 1, keys.aps.contains(APSKey.contentAvailable) { return .background }
    if keys.hasMDMKey, keys.apsMemberCount == 0 { return .mdm }
    return .alert
  }
}
