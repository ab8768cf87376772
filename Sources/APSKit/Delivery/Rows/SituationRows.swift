private typealias V = RowVocabulary

/// Model v3: rows over the new dimensions — request headers, device state, the push types beyond
/// alert and background — and the overlays that change what is shown (interruption level, Focus,
/// Scheduled Summary, ring switch, Dynamic Island, a service extension that filters). Every row
/// cites its sources; each quotes the sentence the row rests on.
extension DeliveryRow {
  /// Tried before every other system row: a force-quit app is never launched for a background
  /// push, whatever else holds (Apple: "the system does not automatically launch your app if the
  /// user has force-quit it").
  static let firstSystemRows: [DeliveryRow] = [
    DeliveryRow(
      id: "B04", match: Condition(states: [.forceQuit], kinds: [.silent, .alertContentAvailable]),
      presentation: .system, confidence: .documented,
      summary: "no background launch after a force-quit; a held background push is discarded (the alert part still shows)",
      sources: ["A-FETCH-FQ", "A-FETCH", "A-BG", "WWDC13-204", "JP-NEW", "BLOG-001", "PUSHY"]),
  ]

  static let situationSystemRows: [DeliveryRow] = [
    DeliveryRow(
      id: "H01", match: Condition(states: V.notOnScreen, kinds: [.silent], priorities: [10]),
      presentation: .nothing, confidence: .documented,
      summary: "not launched: a background push needs apns-priority 5 (\"You must set the apns-priority to 5 or your app will not launch\")",
      sources: ["WWDC19-707", "A-BG"]),
    DeliveryRow(
      id: "H02", match: Condition(states: V.notOnScreen, kinds: [.silent], pushTypes: [.alert]),
      presentation: .nothing, confidence: .documented,
      summary: "dropped or delayed: a background payload sent as apns-push-type alert does not match its header",
      sources: ["A-APNS-PUSHTYPE", "MOBILE-PUSH-19"]),
    DeliveryRow(
      id: "B14", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.throttled], excludes: [.debuggerAttached]),
      presentation: .nothing, confidence: .documented,
      summary: "throttled: past the background budget the push is held for later (the newest one) or not delivered; the throttle is off under the debugger",
      sources: ["FORUM-776933", "WWDC13-204"]),
    DeliveryRow(
      id: "B15", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.rarelyUsed], excludes: [.debuggerAttached]),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: background pushes do not reach an app the user has not launched for a while",
      sources: ["FORUM-776933"]),
    DeliveryRow(
      id: "B12", match: Condition(states: V.notOnScreen, kinds: [.silent], requires: [.justRebooted]),
      presentation: .nothing, confidence: .observed,
      summary: "deferred: right after a restart the scheduler refuses background launches for a few minutes (ThunderingHerdPolicy)",
      sources: ["SO-REBOOT"]),
    DeliveryRow(
      id: "V06", match: Condition(states: V.notOnScreen, kinds: [.voip], requires: [.voipPenalty]),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: after repeated failures to report calls to CallKit the system stops launching the app for VoIP pushes",
      sources: ["A-PKV-REPORT", "WWDC19-707"]),
    // A call reported from the service extension (iOS 14.5+, filtering entitlement): the system
    // launches the app and hands the push to PushKit; the notification itself is not shown.
    DeliveryRow(
      id: "N10", match: Condition(kinds: [.alert], excludes: [.lacksFiltering], minIOS: IOSVersion(14, 5), outcomes: [.reportsVoIPCall]),
      framing: .backgroundLaunch,
      steps: [Step(id: "C15", why: "the extension reported the call (reportNewIncomingVoIPPushPayload): PushKit delivers it to the app")],
      presentation: .nothing, launch: .uncertain, confidence: .sdkSource,
      uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "CallKit incoming-call UI; the notification is not shown",
      sources: ["DELTACHAT-NSE", "A-CX-FILTER"]),
    DeliveryRow(
      id: "LA0", match: Condition(states: [.forceQuit], kinds: [.liveActivityStart], minIOS: IOSVersion(17, 2)),
      presentation: .nothing, confidence: .uncertain, uncertain: [.caveat("X23")],
      summary: "the Live Activity starts, but a force-quit app is not woken for the update token",
      sources: ["A-LA-PUSH", "LA-FORUM", "FORUM-834934"]),
    DeliveryRow(
      id: "LC1", match: Condition(kinds: [.location], requires: [.locationExtension], excludes: [.lacksLocationPush, .lacksAlwaysLocation], minIOS: IOSVersion(15)),
      steps: [
        Step(id: "C47", why: "the system activates the Location Push Service Extension for the location push"),
        Step(id: "C48", why: "C47 did not call its completion in time: the system warns before terminating the extension", when: Condition(requires: [.locationSlow])),
      ],
      presentation: .nothing, confidence: .documented,
      summary: "nothing shown; the extension answers the location query, the app is not launched",
      sources: ["A-LPSE", "A-LPSE-DR"]),
    DeliveryRow(
      id: "LC2", match: Condition(kinds: [.location]),
      presentation: .nothing, confidence: .documented,
      summary: "nothing: without the extension, the com.apple.developer.location.push entitlement, Always authorization and iOS 15 the location push reaches no code",
      sources: ["A-LOCPUSH-ENT", "A-LPSE"]),
    DeliveryRow(
      id: "W01", match: Condition(kinds: [.widgets], minIOS: IOSVersion(26)),
      steps: [Step(id: "C49", why: "WidgetKit reloads the widget's timeline for the push")],
      presentation: .nothing, confidence: .documented, summary: "the widget refreshes; nothing is shown, the app is not launched",
      sources: ["A-WIDGETPUSH"]),
    DeliveryRow(
      id: "W02", match: Condition(kinds: [.widgets]),
      presentation: .nothing, confidence: .documented, summary: "nothing: WidgetKit push updates exist from iOS 26 (WidgetPushHandler)",
      sources: ["A-WIDGETPUSH"]),
    DeliveryRow(
      id: "W03", match: Condition(kinds: [.controls]),
      steps: [Step(id: "C52", why: "the control reloads its value for the push")],
      presentation: .nothing, confidence: .uncertain, summary: "the control refreshes (the payload is the widgets one; no page describes the call order)",
      sources: ["A-WIDGETPUSH"]),
    DeliveryRow(
      id: "PT1", match: Condition(kinds: [.pushToTalk], minIOS: IOSVersion(16)), framing: .backgroundLaunch,
      steps: [Step(id: "C50", why: "the system wakes the app and asks for a PTPushResult for the incoming push")],
      presentation: .nothing, launch: .uncertain, confidence: .documented,
      summary: "the Push to Talk system UI shows the active speaker the app returns",
      sources: ["A-PTT"]),
    DeliveryRow(
      id: "FP1", match: Condition(kinds: [.fileProvider]),
      steps: [Step(id: "C51", why: "the system signals the File Provider's active enumerator")],
      presentation: .nothing, confidence: .documented, summary: "nothing shown; the File Provider extension enumerates the changes",
      sources: ["A-FPPUSH"]),
    DeliveryRow(
      id: "CP1", match: Condition(kinds: [.complication]),
      steps: [Step(id: "C15", why: "the watch app's PushKit delegate gets the complication push (PKPushType.complication)")],
      presentation: .nothing, confidence: .documented, summary: "the watchOS app updates its complication; nothing on the iPhone",
      sources: ["A-COMPLICATION"]),
    DeliveryRow(
      id: "MD1", match: Condition(kinds: [.mdm]),
      presentation: .nothing, confidence: .documented, summary: "the device contacts its MDM server; no app code runs",
      sources: ["A-MDMPUSH"]),
  ]

  /// Response rows: the iOS 10.0 quirks and the app-delegate action methods without a UN delegate.
  static let situationResponseRows: [DeliveryRow] = [
    DeliveryRow(
      id: "U21", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: V.tap, requires: [.handleAction], minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1)),
      framing: .foreground,
      steps: [Step(id: "C08", why: "iOS 10.0 without a UN delegate: the default tap reaches handleActionWithIdentifier (fixed in 10.1)")],
      launch: .payload(.observed), confidence: .observed, summary: "iOS 10.0 regression: a tap goes to the action handler",
      sources: ["OR-15279"]),
    DeliveryRow(
      id: "U22", phase: .response, match: Condition(generations: V.modern, actions: V.tap, requires: [.legacyHandler, .fetchHandler], minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1)),
      anyOf: [Condition(generations: [.userNotificationsNoDelegate]), Condition(excludes: [.didReceive])],
      framing: .foreground,
      steps: [Step(id: "C03", why: "iOS 10.0: the tap falls back to the plain handler although the fetch handler exists (fixed in 10.1)", args: V.inactive)],
      launch: .payload(.observed), confidence: .observed, summary: "iOS 10.0 regression: C03 instead of C04 on a tap",
      sources: ["OR-15889", "OR-15668"]),
    DeliveryRow(
      id: "U24", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: V.tap, requires: [.fetchHandler], excludes: [.legacyHandler], minIOS: IOSVersion(10), belowIOS: IOSVersion(10, 1)),
      framing: .foreground, launch: .payload(.observed), confidence: .observed,
      summary: "iOS 10.0 regression: with only the fetch handler and no UN delegate the tapped push reaches no method",
      sources: ["OR-15772"]),
    DeliveryRow(
      id: "U25", phase: .response, match: Condition(generations: V.delegateSet, states: V.terminated, actions: [.tapAction], requires: [.didReceive, .foregroundAction]),
      framing: .foreground,
      steps: [Step(id: "C06", why: "the chosen action's identifier, after the launch")],
      launch: .withoutKey(.observed), confidence: .observed,
      summary: "an action button launches the app without the remote-notification launch key (only a tap on the notification sets it)",
      sources: ["AIRSHIP-260", "A-ACTFG"]),
    DeliveryRow(
      id: "U20", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: [.tapAction]),
      framing: .perActivationMode,
      steps: [
        Step(id: "C09", why: "no UN delegate: the action still reaches the deprecated app-delegate handler (with responseInfo)", when: Condition(requires: [.handleActionResponseInfo])),
        Step(id: "C08", why: "no UN delegate: the action still reaches the deprecated app-delegate handler", when: Condition(requires: [.handleAction], excludes: [.handleActionResponseInfo])),
      ],
      launch: .uncertain, confidence: .observed,
      uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "without a UN delegate a custom action goes to application:handleActionWithIdentifier:… where implemented, else nowhere",
      sources: ["OS-105", "BRAZE-691", "A-HANDLEACT8", "A-HANDLEACT9"]),
    DeliveryRow(
      id: "U23", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: [.dismiss]),
      confidence: .documented, summary: "nothing: a dismiss is reported only to a UN delegate (C06 with .customDismissAction)",
      sources: ["A-DISMISS", "A-UNDEL"]),
    DeliveryRow(
      id: "N11", phase: .response, match: Condition(generations: V.delegateSet, actions: [.tapAction], responses: [.dismiss, .doNotDismiss]),
      confidence: .documented, summary: "the content extension handled the action itself: the app is not told",
      sources: ["WWDC16-708", "WWDC17-708", "A-NCE-RESP"]),
  ]

  /// Overlays that change the presentation, or add what the new dimensions add.
  static let situationOverlays: [DeliveryRow] = [
    DeliveryRow(
      id: "A04", layer: .overlay, match: Condition(authorizations: [.alertsOff]), confidence: .documented, effect: .hidden,
      summary: "notifications off: nothing is shown, whatever else the push does", sources: ["A-PROV", "A-HNA"]),
    DeliveryRow(
      id: "IL1", layer: .overlay, match: Condition(kinds: V.alerting, levels: [.passive]), confidence: .documented, effect: .quiet,
      summary: "passive: added to the notification list without lighting up the screen or playing a sound", sources: ["A-IL-PASSIVE"]),
    DeliveryRow(
      id: "IL2", layer: .overlay, match: Condition(kinds: V.alerting, focus: [.on], levels: [.passive, .active]), confidence: .documented, effect: .quiet,
      summary: "Focus is on and does not allow the app: silenced into Notification Center (time-sensitive and critical break through)",
      sources: ["A-IL-TS", "A-IL-ACTIVE", "OS-FOCUS"]),
    DeliveryRow(
      id: "IL3", layer: .overlay, match: Condition(states: V.notOnScreen, kinds: V.alerting, requires: [.summary], levels: [.passive, .active]),
      confidence: .documented, effect: PresentationEffect(banner: false, sound: false),
      summary: "Scheduled Summary: no alert now, delivered in the next summary (time-sensitive and critical break through)",
      sources: ["HIG-SUMMARY", "A-IL-TS"]),
    DeliveryRow(
      id: "IL4", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.ringSilent], levels: [.passive, .active, .timeSensitive]),
      confidence: .documented, effect: PresentationEffect(sound: false),
      summary: "ring switch on silent: no sound (only critical alerts bypass the mute switch)", sources: ["A-IL-CRIT", "WWDC18-710"]),
    DeliveryRow(
      id: "IL5", layer: .overlay, match: Condition(kinds: V.alerting, levels: [.critical]),
      confidence: .documented, effect: PresentationEffect(banner: true, list: true, sound: true),
      summary: "critical: shown at once and plays its sound through Focus, Do Not Disturb and the mute switch",
      sources: ["A-IL-CRIT", "WWDC18-710"]),
    DeliveryRow(
      id: "IL6", layer: .overlay, match: Condition(kinds: V.alerting, requires: [.deliverQuietly]), confidence: .documented, effect: .quiet,
      summary: "Deliver Quietly: Notification Center only, no banner, no sound", sources: ["WWDC18-710"]),
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
    DeliveryRow(
      id: "LA6", layer: .overlay,
      match: Condition(generations: V.delegateSet, states: [.foreground], kinds: [.liveActivityStart], requires: [.willPresent]),
      steps: [Step(id: "C05", why: "in the foreground the push-to-start payload also reaches willPresent")],
      confidence: .observed, summary: "push-to-start in the foreground also goes through willPresent", sources: ["LOOPFOLLOW-655"]),
    DeliveryRow(
      id: "LA4", layer: .overlay, match: Condition(kinds: V.liveActivity, requires: [.noDynamicIsland], flags: [.alert]),
      confidence: .documented, effect: PresentationEffect(banner: true),
      summary: "no Dynamic Island: the Live Activity alert shows as a banner", sources: ["LA-FORUM-DI", "A-LA-BANNER", "LA-GIST-ALERT"]),
    DeliveryRow(
      id: "LA5", layer: .overlay, match: Condition(kinds: V.liveActivity, excludes: [.noDynamicIsland], flags: [.alert]),
      confidence: .documented, effect: PresentationEffect(banner: false),
      summary: "Dynamic Island: the Live Activity alert shows as the expanded presentation, not a banner", sources: ["LA-FORUM-DI", "LA-GIST-ALERT"]),
    DeliveryRow(
      id: "N06", layer: .overlay, match: Condition(kinds: [.mutableContent], excludes: [.lacksFiltering], minIOS: IOSVersion(13, 3), outcomes: [.emptyFiltered]),
      confidence: .documented, effect: .hidden,
      summary: "empty content with the filtering entitlement: the notification is not shown", sources: ["FORUM-FILTER", "DELTACHAT-NSE"]),
    DeliveryRow(
      id: "N07", layer: .overlay, match: Condition(kinds: [.mutableContent]),
      anyOf: [Condition(outcomes: [.empty]), Condition(requires: [.lacksFiltering], outcomes: [.emptyFiltered]),
              Condition(belowIOS: IOSVersion(13, 3), outcomes: [.emptyFiltered])],
      confidence: .documented, content: .original,
      summary: "empty content without the filtering entitlement (or before iOS 13.3): the original notification is shown",
      sources: ["WWDC17-708", "FORUM-FILTER"]),
    DeliveryRow(
      id: "N08", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.timeout, .crash, .memoryLimit, .killedAtStartup]),
      confidence: .documented, uncertain: [.caveat("X27", when: Condition(outcomes: [.memoryLimit]))], content: .original,
      summary: "the extension did not deliver content: the original notification is shown",
      sources: ["WWDC16-707", "A-NSE-EXPIRE", "A-NSE-MEM"]),
    DeliveryRow(
      id: "N09", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.nilContent]),
      confidence: .observed, content: .original, summary: "contentHandler(nil): the original notification is shown (it cannot suppress it)",
      sources: ["OR-16264", "A-NSE"]),
    DeliveryRow(
      id: "N12", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.timeoutBestAttempt]),
      confidence: .documented, content: .bestAttempt,
      summary: "C17 delivers the extension's best attempt before time runs out", sources: ["A-NSE-EXPIRE", "XCODE-NSE-TEMPLATE"]),
    DeliveryRow(
      id: "N13", layer: .overlay, match: Condition(kinds: [.mutableContent], outcomes: [.unchanged]),
      confidence: .documented, content: .original,
      summary: "the extension hands back the content unchanged: the original notification", sources: ["A-NSE", "A-MOD"]),
    DeliveryRow(
      id: "Q18", layer: .overlay,
      match: Condition(generations: V.delegateSet, states: [.foreground], kinds: V.alerting, requires: [.willPresent], minIOS: IOSVersion(18), belowIOS: IOSVersion(18, 1)),
      steps: [Step(id: "C05", why: "iOS 18.0 calls willPresent twice for one push (the second about 30 s later); fixed in 18.1")],
      confidence: .observed, summary: "iOS 18.0: willPresent twice for one push", sources: ["CORDOVA-303", "WIX-1051"]),
  ]
}
