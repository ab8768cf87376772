private typealias V = RowVocabulary

/// Rows from evidence outside the reference: the inactive state, authorization, Low Power Mode
/// and Background App Refresh, unreported VoIP pushes, the content extension, Live Activities,
/// and the swizzling SDKs (Firebase Messaging, OneSignal). Every row cites its sources; rows
/// where sources disagree are U with an X point that quotes both sides.
extension DeliveryRow {
  /// System rows tried before the reference's own (they narrow conditions the reference ignores).
  static let evidenceSystemRows: [DeliveryRow] = [
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
      id: "B10", match: Condition(states: [.background, .suspended, .notRunning], kinds: [.silent]),
      anyOf: [Condition(requires: [.lowPower]), Condition(requires: [.backgroundRefreshOff])],
      presentation: .nothing, confidence: .observed, uncertain: [.caveat("X22")],
      summary: "not delivered now: Firebase's and notifee's maintainers report data-only pushes disabled or queued in Low Power Mode / with Background App Refresh off",
      sources: ["FB-403", "NOTIFEE-205", "DC-1099", "A-BRS"]),
    DeliveryRow(
      id: "B11", match: Condition(states: [.background, .suspended, .notRunning], kinds: [.alertContentAvailable]),
      anyOf: [Condition(requires: [.lowPower]), Condition(requires: [.backgroundRefreshOff])],
      presentation: .system, confidence: .observed, uncertain: [.caveat("X22")],
      summary: "the alert shows; the content-available wake (C04) is disabled or queued in Low Power Mode / with Background App Refresh off",
      sources: ["FB-403", "NOTIFEE-205", "A-BRS"]),
    DeliveryRow(
      id: "I01", match: Condition(states: [.inactive], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler]),
      steps: [Step(id: "C04", why: "content-available reaches the app while it is on screen but inactive", args: V.inactive)],
      presentation: .system, confidence: .uncertain,
      uncertain: [.u("X06", ["C04"]), .u("X06", ["presentation"], when: Condition(kinds: [.alertContentAvailable]))],
      summary: "probably delivered like a foreground push (the app is running); no source describes the inactive state",
      sources: ["A-FETCH", "A-STATE"]),
    // Inactive = "running in the foreground but … not receiving events" (UIApplication.State);
    // willPresent is for a notification that "arrived while the app was running in the
    // foreground"; OneSignal PR 719 (https://github.com/OneSignal/OneSignal-iOS-SDK/pull/719):
    // with the notification center pulled over the app "The notification received handler still fires".
    DeliveryRow(
      id: "I04", match: Condition(generations: V.delegateSet, states: [.inactive], kinds: [.alert], requires: [.willPresent]),
      steps: [Step(id: "C05", why: "the app is still in the foreground (inactive): iOS probably asks willPresent")],
      presentation: .unknown, confidence: .uncertain, uncertain: [.u("X06", ["C05", "presentation"])],
      summary: "probably handled like a foreground push (willPresent); no Apple page describes the inactive state",
      sources: ["A-WP", "A-STATE", "OS-719"]),
    DeliveryRow(
      id: "LA1", match: Condition(states: [.foreground, .inactive, .background, .suspended, .notRunning], kinds: [.liveActivityStart], minIOS: IOSVersion(17, 2)),
      framing: .backgroundLaunch,
      steps: [Step(id: "C40", why: "the system starts the Live Activity and wakes the app to hand it the update token")],
      presentation: .nothing, launch: .uncertain, confidence: .documented,
      uncertain: [.u("X23", ["C40", "C02", "C01"], when: Condition(states: V.terminated)), .u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "a new Live Activity on the Lock Screen and in the Dynamic Island (not a notification)",
      sources: ["A-LA-PUSH", "A-LA-P2S", "LA-FORUM"]),
    DeliveryRow(
      id: "LA2", match: Condition(kinds: [.liveActivityUpdate, .liveActivityEnd], minIOS: IOSVersion(16, 1)),
      presentation: .nothing, confidence: .uncertain, uncertain: [.u("X23")],
      summary: "ActivityKit updates or ends the Live Activity from the content state; no page says the app is called",
      sources: ["A-LA-PUSH"]),
    // Responses.
    DeliveryRow(
      id: "I02", phase: .response, match: Condition(generations: [.legacy7to9], states: [.inactive], actions: V.tap, requires: [.fetchHandler]),
      steps: [Step(id: "C04", why: "the tapped push reaches the app delegate while the app is inactive", args: V.inactive)],
      confidence: .uncertain, uncertain: [.u("X06", ["C04"])],
      summary: "the app is on screen; the tap is delivered like a resume tap (applicationState inactive), not documented",
      sources: ["A-FETCH", "A-STATE"]),
    DeliveryRow(
      id: "I03", phase: .response, match: Condition(generations: V.delegateSet, states: [.inactive], actions: V.tap, requires: [.didReceive]),
      steps: [Step(id: "C06", why: "the tap, default action, while the app is on screen but inactive")],
      confidence: .uncertain, uncertain: [.u("X06", ["C06"])],
      summary: "the app is on screen; C06 as for any tap (UN delegate), the inactive state itself is not documented",
      sources: ["A-DR", "A-STATE"]),
    // A tap on a Live Activity opens the app through a user activity (or its widgetURL), not a
    // notification response: "If you don't explicitly provide a deep link into your app, the
    // system opens your app and passes an NSUserActivity to … application(_:continue:restorationHandler:)"
    // (https://developer.apple.com/documentation/activitykit/launching-your-app-from-a-live-activity).
    DeliveryRow(
      id: "LA3", phase: .response, match: Condition(kinds: V.liveActivity, actions: V.tap), framing: .foreground,
      steps: [
        Step(id: "C44", why: "the system opens the app with an NSUserActivity of type NSUserActivityTypeLiveActivity (a widgetURL goes to application(_:open:options:) instead)",
             args: [JSONMember("activityType", "NSUserActivityTypeLiveActivity")], when: Condition(lifecycles: [.appDelegate])),
        Step(id: "C46", why: "the scene continues the Live Activity's user activity (a widgetURL goes to scene(_:openURLContexts:) instead)",
             args: [JSONMember("activityType", "NSUserActivityTypeLiveActivity")], when: Condition(kinds: [.liveActivityStart], lifecycles: [.scenes])),
        Step(id: "C46", why: "the scene continues the Live Activity's user activity (a widgetURL goes to scene(_:openURLContexts:) instead)",
             args: [JSONMember("activityType", "NSUserActivityTypeLiveActivity")], when: Condition(states: V.onScreenOrRunning, lifecycles: [.scenes])),
      ],
      launch: .withoutKey(.documented), confidence: .documented,
      summary: "the app opens like a link: no notification callback; scene apps launched by the tap find the activity in connectionOptions.userActivities (C13)",
      sources: ["A-LA-LAUNCH", "A-LA-USERACTIVITY", "A-SCENE-CONTINUE"]),
    DeliveryRow(
      id: "U19", phase: .response, match: Condition(generations: [.userNotificationsNoDelegate], actions: [.openSettings], minIOS: IOSVersion(12)),
      framing: .foreground, confidence: .documented,
      summary: "the app opens, but without a UN delegate nothing tells it to show its notification settings (C07 is a UN delegate method)",
      sources: ["A-UNDEL"]),
  ]

  /// Overlays: what the evidence adds on top of the matched rows.
  static let evidenceOverlays: [DeliveryRow] = [
    DeliveryRow(
      id: "A01", layer: .overlay, match: Condition(kinds: V.displayed.union([.mutableContent, .getuiAPNs, .jpushAPNs]), authorizations: [.provisional]),
      confidence: .documented,
      summary: "provisional authorization: delivered quietly to Notification Center only (no banner, no sound, no lock-screen alert)",
      sources: ["A-PROV", "PROV-XAM", "OS-PROV"]),
    DeliveryRow(
      id: "N04", layer: .overlay, match: Condition(requires: [.serviceExtension], flags: [.mutableContent], noFlags: [.alert]),
      confidence: .documented, summary: "mutable-content without an alert: the service extension does not run (no alert to modify)",
      sources: ["A-NSE", "A-MOD"]),
    DeliveryRow(
      id: "N05", layer: .overlay, phase: .response,
      match: Condition(kinds: V.displayed.union([.mutableContent, .getuiAPNs, .jpushAPNs]), actions: [.tapAction], requires: [.contentExtension], minIOS: IOSVersion(10)),
      steps: [
        Step(id: "C38", why: "the user expands the notification: the content extension gets it"),
        Step(id: "C39", why: "an action chosen in the expanded view reaches the extension first (.dismissAndForwardAction forwards it to the app)",
             when: Condition(responses: [.none, .dismiss, .doNotDismiss, .dismissAndForward])),
      ],
      confidence: .documented, summary: "the content extension shows the expanded notification and sees the action first",
      sources: ["A-NCE-DR", "A-NCE-RESP"]),
    DeliveryRow(
      id: "V05", layer: .overlay, match: Condition(kinds: [.voip], requires: [.voipUnreported], minIOS: IOSVersion(13)),
      confidence: .documented,
      summary: "not reported to CallKit: iOS terminates the app; repeated failures stop iOS launching it for VoIP pushes",
      sources: ["A-PKV-REPORT", "A-PK-RESPOND"]),
    DeliveryRow(
      id: "F01", layer: .overlay, match: Condition(sdks: [.firebase], proxies: [.on]),
      confidence: .sdkSource, uncertain: [.caveat("X20", when: Condition(states: [.foreground], excludes: [.willPresent]))],
      summary: "Firebase swizzles C04/C05/C06, calls appDidReceiveMessage itself and forwards to the app's own methods",
      sources: ["FB-SWIZZLE-LOG", "FB-3776", "FB-14660", "RNFB-5884"]),
    DeliveryRow(
      id: "O01", layer: .overlay, match: Condition(sdks: [.onesignal], proxies: [.on]),
      confidence: .sdkSource,
      summary: "OneSignal swizzles the app delegate and the UN delegate and forwards to the app's own methods",
      sources: ["OS-1254", "OS-1131", "OS-1091"]),
    DeliveryRow(
      id: "O04", layer: .overlay, match: Condition(sdks: [.onesignal], proxies: [.off]),
      confidence: .sdkSource,
      summary: "OneSignal swizzling disabled (iOS SDK 5.5.0+): OneSignal sees only what the app's own C04/C05/C06 forward to OneSignal.Notifications (C45)",
      sources: ["OS-1650"]),
  ]

  /// SDK rows for the swizzling SDKs: what the app must add or what the SDK calls.
  static let swizzlingSDKRows: [DeliveryRow] = [
    // Firebase, "Set up a Firebase Cloud Messaging client app on Apple platforms": the SDK swizzles
    // for "capturing analytics during downstream-message callback handling".
    DeliveryRow(
      id: "F04", layer: .sdk, match: Condition(sdks: [.firebase], proxies: [.on]),
      anyOf: [Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), requires: [.willPresent]),
              Condition(states: [.background, .suspended, .notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode])],
      steps: [Step(id: "C41", why: "Firebase's swizzled method hands the message to Messaging itself (analytics), then calls the app's")],
      confidence: .sdkSource, summary: "swizzling on: Firebase records the message from its swizzled C04/C05",
      sources: ["FB-SWIZZLE-DOC", "FB-SWIZZLE-LOG"]),
    DeliveryRow(
      id: "F02", layer: .sdk, match: Condition(sdks: [.firebase], proxies: [.off]),
      anyOf: [Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent])),
              Condition(states: [.background, .suspended, .notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode])],
      steps: [Step(id: "C41", why: "swizzling is off: the app hands the message to Firebase from its own C04/C05")],
      confidence: .sdkSource, summary: "FirebaseAppDelegateProxyEnabled = NO: call appDidReceiveMessage yourself",
      sources: ["FB-SWIZZLE-LOG", "FB-3776"]),
    DeliveryRow(
      id: "F03", layer: .sdk, phase: .response, match: Condition(actions: [.tap, .tapAction], sdks: [.firebase], proxies: [.off]),
      steps: [Step(id: "C41", why: "swizzling is off: the app hands the tapped message to Firebase from its own C06")],
      confidence: .sdkSource, summary: "FirebaseAppDelegateProxyEnabled = NO: call appDidReceiveMessage in C06 too",
      sources: ["FB-3776"]),
    DeliveryRow(
      id: "O05", layer: .sdk, match: Condition(sdks: [.onesignal], proxies: [.off]),
      anyOf: [Condition(generations: V.modern, states: [.foreground], kinds: V.displayed.union([.mutableContent])),
              Condition(states: [.background, .suspended, .notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode])],
      steps: [Step(id: "C45", why: "swizzling is off: the app forwards willPresent (foreground) or the background push (C04) to OneSignal.Notifications")],
      confidence: .sdkSource, summary: "OneSignal swizzling off: forward the push to OneSignal yourself",
      sources: ["OS-1650"]),
    DeliveryRow(
      id: "O06", layer: .sdk, phase: .response, match: Condition(generations: V.modern, actions: [.tap, .tapAction], sdks: [.onesignal], proxies: [.off]),
      steps: [Step(id: "C45", why: "swizzling is off: the app's C06 forwards the response to OneSignal.Notifications.didReceiveNotificationResponse(_:)")],
      confidence: .sdkSource, summary: "OneSignal swizzling off: forward the tap to OneSignal yourself",
      sources: ["OS-1650"]),
    DeliveryRow(
      id: "O02", layer: .sdk, match: Condition(generations: V.modern, states: [.foreground], kinds: V.displayed.union([.mutableContent]), sdks: [.onesignal]),
      steps: [Step(id: "C42", why: "OneSignal asks its foreground listener (from its swizzled willPresent, or from the app's forwarding C45 with swizzling off)")],
      confidence: .sdkSource, summary: "OneSignal decides the foreground display in its listener",
      sources: ["OS-1254", "OS-EVENTS"]),
    DeliveryRow(
      id: "O03", layer: .sdk, phase: .response, match: Condition(generations: V.modern, actions: [.tap, .tapAction], sdks: [.onesignal]),
      steps: [Step(id: "C43", why: "OneSignal reports the click to its listener (from its swizzled didReceive, or from the app's forwarding C45 with swizzling off)")],
      confidence: .sdkSource, summary: "OneSignal reports the tap to its click listener",
      sources: ["OS-1131", "OS-EVENTS"]),
  ]
}
