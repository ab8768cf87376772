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
/// notifications only from iOS 16 (Xcode 14 Release Notes; AP8), or an Apple-silicon Mac running
/// the iPhone app, which gets its pushes as a device does (Remote-RED's maintainer, "Notifications on
/// Mac OS also?", https://github.com/Looking4Cache/node-red-contrib-remote/issues/24: "When you habe
/// an Apple Silicon, it works … With that app the Notifications works").
public enum ReceivingDevice: String, Sendable, CaseIterable {
  case device
  case simulator
  case macAppleSilicon = "mac-apple-silicon"
  /// An iPad: no Dynamic Island, so a Live Activity shows on the Lock Screen only (IP1).
  case ipad
  /// An independent watchOS 6+ app's own token: apns-push-type is required (WA1).
  case appleWatch = "apple-watch"
  /// An Apple TV app: badge and content-available only, no background wake (TV1, TV2).
  case appleTV = "apple-tv"
  /// The app built for the Mac with Mac Catalyst: a click's response has no target scene (MC1).
  case macCatalyst = "mac-catalyst"
}
