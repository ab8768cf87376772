/// A paired Apple Watch (`paired-watch`): where an alert for the iPhone is presented. Apple's
/// order: an unlocked iPhone with its screen on keeps it; otherwise a watch on the wrist and
/// unlocked takes it; a watch locked, off the wrist or disconnected leaves it on the iPhone
/// (Taking advantage of notification forwarding; Notifications on your Apple Watch).
public enum PairedWatch: String, Sendable, CaseIterable {
  case none
  case onWristUnlocked = "on-wrist-unlocked"
  case lockedOrOffWrist = "locked-or-off-wrist"
  case disconnected
}

/// What receives the push (`device`): a real device, or a simulator, which gets remote
/// notifications only from iOS 16 (Xcode 14 Release Notes; AP8).
public enum ReceivingDevice: String, Sendable, CaseIterable {
  case device
  case simulator
}
