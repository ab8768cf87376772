/// What the user's settings, the device's mode, its network and the app's IM session do to a push
/// on its way (rules AP9, IM1, NW1, NW2, SA1, US1, DT1), each as its source states it.
extension TimelineRule {
  static let settingRules: [TimelineRule] = [
    TimelineRule(id: "AP9", summary: "a payload over the push type's limit (4096 bytes; 5120 for VoIP): APNs refuses the request (413 PayloadTooLarge) and nothing reaches the device", certainty: .definite, sources: ["A-APNS-413", "NODE-APN-31"]),
    TimelineRule(id: "IM1", summary: "the user logged out of the app's IM service (or was kicked offline by a login elsewhere): the service sends no offline push for its messages, so nothing arrives", certainty: .definite, sources: ["TENCENT-IM-LOGOUT"]),
    TimelineRule(id: "NW1", summary: "the device has no cellular data and its Wi-Fi goes through a proxy that intercepts the connection: it cannot keep APNs' direct, persistent connection, so no push is received (APNs keeps the last one as for an offline device)", certainty: .definite, sources: ["A-TN2265"]),
    TimelineRule(id: "NW2", summary: "port 5223 blocked and a proxy that passes the connection through without decrypting it: the device falls back to port 443 through the proxy, so pushes arrive", certainty: .definite, sources: ["A-SUPPORT-102266", "A-TN2265"]),
    TimelineRule(id: "SA1", summary: "the device is locked into an app by MDM's Single App Mode: pushes reach the device but the app's handlers are not called (observed on iOS 11); once Single App Mode is off they are delivered at once", certainty: .may, sources: ["OR-35539728"]),
    TimelineRule(id: "US1", summary: "notifications allowed but the app's alert styles all off (Lock Screen, Notification Center, Banners): the app's developers saw its background pushes dropped, even in the foreground", certainty: .may, sources: ["BREEZ-505"]),
    TimelineRule(id: "DT1", summary: "Screen Time's Downtime with the app not always allowed: its notifications are not shown (no banner, no sound) and arrive when Downtime ends", certainty: .may, sources: ["DOWNTIME-GADGETBUYER"]),
  ]
}

extension TimelineState {
  /// Screen Time's Downtime is on now (DT1): a device event's word, else the starting state.
  var downtime: Bool { downtimeChange ?? start.implements.contains(Capability.screenTimeDowntime.rawValue) }
  var singleAppMode: Bool { singleAppModeChange ?? start.implements.contains(Capability.singleAppMode.rawValue) }

  /// The IM service sends nothing for a user who logged out (IM1): no own-channel message, no
  /// offline push.
  func notSentByService(_ held: HeldPush, index: Int) -> TimelineStep? {
    guard held.scenario.implements.contains(Capability.imLoggedOut.rawValue) else { return nil }
    return step(index, delivered: false, notes: [Self.note("IM1")])
  }

  /// A push APNs refuses for its size (AP9), or that the device's network, mode or the app's
  /// alert styles keep from the app (NW1, SA1, US1): nil when it goes on.
  func stoppedBySettings(_ held: HeldPush, kind: NotificationKind, index: Int) -> TimelineStep? {
    let implements = held.scenario.implements
    if let payload = held.scenario.payload {
      let limit = kind == .voip ? PushType.voip.sizeLimit : (held.scenario.situation.pushType ?? .alert).sizeLimit
      let size = JSONText(printing: payload).bytes.count
      if size > limit { return step(index, delivered: false, notes: [Self.note("AP9", "the payload is \(size) bytes, over \(limit): APNs answers 413 PayloadTooLarge and nothing is sent")]) }
    }
    if implements.contains(Capability.apnsBlockedByProxy.rawValue) {
      return step(index, delivered: false, notes: [Self.note("NW1")])
    }
    if singleAppMode {
      return step(index, delivered: false, certainty: .may, notes: [Self.note("SA1")])
    }
    let stylesOff: [Capability] = [.lockScreenOff, .bannersOff, .notificationCenterOff]
    if kind == .silent, stylesOff.allSatisfy({ implements.contains($0.rawValue) }) {
      return step(index, delivered: false, certainty: .may, notes: [Self.note("US1")])
    }
    return nil
  }

  /// A delivered push under Downtime is held until Downtime ends (DT1); one that came over port
  /// 443 says so (NW2); with the Badges switch off the icon shows no number (NS3).
  mutating func settled(_ result: TimelineStep, _ held: HeldPush) -> TimelineStep {
    var result = result
    if held.scenario.implements.contains(Capability.apnsOverPort443.rawValue), result.delivered == true {
      result.notes.append(Self.note("NW2"))
    }
    if held.scenario.implements.contains(Capability.badgesOff.rawValue), result.delivered == true, held.scenario.payload?["aps"]?["badge"] != nil {
      badge = 0
      result.notes.append("NS3: the app's Badges switch is off: the icon shows no number")
    }
    guard downtime, result.delivered == true, let seen = result.presentation, seen.banner == true || seen.list == true else { return result }
    center.removeAll { $0.index == held.index }
    downtimeHeld.append((held, seen))
    result.presentation = PresentationPrediction(banner: false, list: false, sound: false, badge: false, note: "held by Screen Time's Downtime")
    result.certainty = .may
    result.notes.append(Self.note("DT1", "Downtime is on: \(held.label) is not shown now; it arrives when Downtime ends"))
    return result
  }

  /// Downtime or Single App Mode turned on or off; Downtime's end shows what it held (DT1). Nil
  /// when the change touches neither.
  mutating func settingsChange(_ change: DeviceChange, index: Int) -> TimelineStep? {
    guard change.screenTimeDowntime != nil || change.singleAppMode != nil else { return nil }
    if let on = change.singleAppMode { singleAppModeChange = on }
    guard let on = change.screenTimeDowntime else { return step(index) }
    downtimeChange = on
    guard !on, !downtimeHeld.isEmpty else { return step(index) }
    let released = downtimeHeld
    downtimeHeld = []
    center += released.map(\.push)
    var result = step(index, delivered: true, certainty: .may, notes: [Self.note("DT1", "Downtime ended: \(released.map(\.push.label).joined(separator: ", ")) shown now")])
    result.presentation = released.last?.presentation
    return result
  }
}
