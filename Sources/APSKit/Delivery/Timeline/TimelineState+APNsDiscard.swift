/// What APNs itself refuses or discards before a push reaches the phone: the provider's request
/// is answered with an error, or APNs accepts it and drops it (rules AP1–AP4).
extension TimelineState {
  /// "The value of this key must not exceed 64 bytes" (apns-collapse-id): 400 BadCollapseId.
  static let collapseIDLimit = 64
  /// "Simulator now supports remote notifications in iOS 16".
  static let simulatorPushFrom = IOSVersion(16)
  /// "APNs uses either the specified expiry or defaults to time-to-live (TTL) of 30 days,
  /// whichever comes first."
  static let apnsStorageLimit = 30 * 86_400
  /// Kinds APNs discards when the user turned the app's notifications off: only what would be
  /// shown. A content-available push still wakes the app (X21) and a Live Activity still starts.
  static let discardedWhenDisabled: Set<NotificationKind> = [.alert, .mutableContent, .jpushAPNs, .getuiAPNs]

  /// A push refused or discarded on APNs' side, or never sent by the provider's SDK: nil when it
  /// goes on to the device.
  func refusedByAPNs(_ held: HeldPush, kind: NotificationKind, index: Int) -> TimelineStep? {
    if let id = held.push.headers.collapseID, id.utf8.count > Self.collapseIDLimit {
      return step(index, delivered: false, notes: [Self.note("AP1", "apns-collapse-id is \(id.utf8.count) bytes, over 64: APNs answers 400 BadCollapseId and nothing is sent")])
    }
    if held.scenario.implements.contains(Capability.environmentMismatch.rawValue) {
      return step(index, delivered: false, notes: [Self.note("AP6")])
    }
    if held.scenario.implements.contains(Capability.neverLaunched.rawValue) {
      return step(index, delivered: false, notes: [Self.note("AP7")])
    }
    if held.scenario.implements.contains(Capability.onSimulator.rawValue), held.scenario.ios < Self.simulatorPushFrom {
      return step(index, delivered: false, notes: [Self.note("AP8")])
    }
    if appDeleted {
      return step(index, delivered: false, notes: [Self.note("AP5")])
    }
    guard held.scenario.authorization == .alertsOff else { return nil }
    // OneSignal unsubscribes the device, so its server sends nothing, silent pushes included.
    if held.scenario.sdk == .onesignal {
      return step(index, delivered: false, notes: [Self.note("AP3")])
    }
    if Self.discardedWhenDisabled.contains(kind), kind != .getuiAPNs || held.push.sentThroughAPNs {
      return step(index, delivered: false, notes: [Self.note("AP2")])
    }
    return nil
  }

  /// Whether APNs still holds a push it stored while the device was offline: until its
  /// apns-expiration or for 30 days, whichever comes first (AP4).
  func stillStored(_ held: HeldPush) -> Bool {
    guard clock.seconds - held.sentAt <= Self.apnsStorageLimit else { return false }
    return held.push.headers.expiration?.keeps(at: clock.seconds) ?? true
  }
}

extension TimelineState {
  /// The IM SDK's listener, called for a message over the app's own connection (T25): the app's
  /// code runs, whatever the notification settings, since APNs is not involved.
  static func listenerCallback(_ vendor: OwnConnectionVendor) -> PredictedCallback {
    callback(vendor.listener, "\(vendor.name): the message arrives over the app's own connection", rule: "T25", confidence: .sdkSource)
  }
}

extension TimelineState {
  /// The user deletes the app: nothing of it is left on the phone, and pushes to its token are
  /// discarded by APNs until it is installed again (AP5).
  mutating func deleteApp(index: Int) -> TimelineStep {
    appDeleted = true
    app = .notRunning
    (center, sdkHeld, coalesced, summarised, badge) = ([], [], nil, [], nil)
    return step(index, notes: [Self.note("AP5", "the app was deleted: its notifications are gone and its token is no longer active")])
  }
}
