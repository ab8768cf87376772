private typealias V = RowVocabulary

/// What the system decides whatever the app does: authorization, the request headers (apns-priority, apns-push-type), the interruption level, Focus, Scheduled Summary, the ring switch and the Lock Screen settings.
extension DeliveryRow {
  static let systemPolicyRows: [DeliveryRow] = [
    DeliveryRow(
      id: "H01", match: Condition(states: V.notOnScreen, kinds: [.silent], priorities: [10]),
      presentation: .nothing, confidence: .documented,
      summary: "not launched: a background push needs apns-priority 5 (\"You must set the apns-priority to 5 or your app will not launch\")",
      sources: ["WWDC19-707", "A-BG"]),
    DeliveryRow(
      id: "H02", match: Condition(states: V.notOnScreen, kinds: [.silent], minIOS: IOSVersion(13), pushTypes: [.alert]),
      presentation: .nothing, confidence: .documented,
      summary: "dropped or delayed: a background payload sent as apns-push-type alert does not match its header (iOS 13 and later; iOS 12 does not use the header)",
      sources: ["A-APNS-PUSHTYPE", "MOBILE-PUSH-19", "PIGEON-155"]),
    DeliveryRow(
      id: "A02", match: Condition(kinds: [.alert], authorizations: [.alertsOff]),
      presentation: .nothing, confidence: .documented,
      summary: "nothing: notifications are turned off for the app, so iOS shows no banner, list entry, sound or badge and calls no UN delegate method",
      sources: ["A-PROV", "A-HNA"]),
    DeliveryRow(
      id: "A03", match: Condition(kinds: [.alertContentAvailable, .silent], authorizations: [.alertsOff]),
      steps: [Step(id: "C04", why: "content-available may still wake the app (not documented with notifications off)", args: V.backgroundState, when: Condition(requires: [.fetchHandler, .backgroundMode], excludes: [.lowPower, .backgroundRefreshOff]))],
      presentation: .nothing, confidence: .uncertain, uncertain: [.u("X21", ["C04"])],
      summary: "nothing shown (notifications off); the background wake is not documented for this case",
      sources: ["A-FETCH", "A-BG"]),
    DeliveryRow(
      id: "A01", layer: .overlay, match: Condition(kinds: V.displayed.union([.mutableContent, .getuiAPNs, .jpushAPNs]), authorizations: [.provisional]),
      confidence: .documented,
      summary: "provisional authorization: delivered quietly to Notification Center only (no banner, no sound, no lock-screen alert, no badge)",
      sources: ["A-PROV", "PROV-XAM", "OS-PROV", "WWDC18-710-QUIETLY"]),
    DeliveryRow(
      id: "A04", layer: .overlay, match: Condition(authorizations: [.alertsOff]), confidence: .documented, effect: .hidden,
      summary: "notifications off: nothing is shown, whatever else the push does", sources: ["A-PROV", "A-HNA"]),
    DeliveryRow(
      id: "IL1", layer: .overlay, match: Condition(kinds: V.alerting, levels: [.passive]), confidence: .documented, effect: .quiet,
      summary: "passive: added to the notification list without lighting up the screen or playing a sound", sources: ["A-IL-PASSIVE"]),
    DeliveryRow(
      id: "IL2", layer: .overlay, match: Condition(kinds: V.alerting, focus: [.on], levels: [.passive, .active]),
      // Handling Communication Notifications and Focus Status Updates: "It's also possible for
      // communication notifications to break through an enabled Focus when the Allowed People list
      // contains the sender."
      anyOf: [Condition(excludes: [.communication]), Condition(requires: [.lacksCommunication]), Condition(excludes: [.focusAllowsSender])],
      confidence: .documented, effect: .quiet,
      summary: "Focus is on and does not allow the app: silenced into Notification Center (time-sensitive and critical break through, and a communication notification from a sender in the Focus's Allowed People)",
      sources: ["A-IL-TS", "A-IL-ACTIVE", "OS-FOCUS", "A-COMM-FOCUS"]),
    DeliveryRow(
      id: "IL3", layer: .overlay, match: Condition(states: V.notOnScreen, kinds: V.alerting, requires: [.summary], levels: [.passive, .active]),
      anyOf: [Condition(excludes: [.communication]), Condition(requires: [.lacksCommunication])],
      confidence: .documented, effect: PresentationEffect(banner: false, sound: false),
      summary: "Scheduled Summary: no alert now, delivered in the next summary (time-sensitive, critical and communication notifications break through)",
      sources: ["HIG-SUMMARY", "A-IL-TS", "A-COMMUNICATION"]),
    DeliveryRow(
      id: "IL4", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.ringSilent], levels: [.passive, .active, .timeSensitive]),
      confidence: .documented, effect: PresentationEffect(sound: false),
      summary: "ring switch on silent: no sound (only critical alerts bypass the mute switch)", sources: ["A-IL-CRIT", "WWDC18-710"]),
    // UNNotificationSettings.soundSetting: "The setting that indicates whether the app can play
    // sounds for notifications." Before IL5: a critical alert still plays.
    DeliveryRow(
      id: "IL9", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.soundsOff]),
      confidence: .documented, effect: PresentationEffect(sound: false),
      summary: "the app's Sounds switch is off: no sound", sources: ["A-SOUNDSETTING"]),
    DeliveryRow(
      id: "IL5", layer: .overlay, match: Condition(kinds: V.alerting, levels: [.critical]),
      confidence: .documented, effect: PresentationEffect(banner: true, list: true, sound: true),
      summary: "critical: shown at once and plays its sound through Focus, Do Not Disturb and the mute switch",
      sources: ["A-IL-CRIT", "WWDC18-710"]),
    DeliveryRow(
      id: "IL6", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.deliverQuietly]), confidence: .documented,
      effect: PresentationEffect(banner: false, sound: false, badge: false),
      summary: "Deliver Quietly: Notification Center only, no banner, no sound, no badge", sources: ["WWDC18-710", "WWDC18-710-QUIETLY"]),
    DeliveryRow(
      id: "IL7", layer: .overlay, match: Condition(states: V.notOnScreen, kinds: V.alerting, requires: [.locked, .lockScreenOff]),
      confidence: .documented, effect: PresentationEffect(banner: false),
      summary: "Lock Screen delivery off: nothing on the locked screen (shown once unlocked)", sources: ["A-LOCKSCREEN-SETTING"]),
    DeliveryRow(
      id: "IL8", layer: .overlay, match: Condition(states: V.notOnScreen, kinds: V.alerting, requires: [.locked, .previewsHidden]),
      confidence: .documented, summary: "Show Previews: the Lock Screen shows the notification without its content",
      sources: ["A-SHOWPREVIEWS"]),
    DeliveryRow(
      id: "H03", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.locked], priorities: [5]),
      confidence: .observed, effect: .hidden,
      summary: "apns-priority 5: delivered by power considerations, so a sleeping device shows it later, not now",
      sources: ["PUSHSHARP-283", "A-APNS-PUSHTYPE"]),
  ]
}
