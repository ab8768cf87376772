private typealias V = RowVocabulary

/// Live Activities (ActivityKit): push-to-start, updates, ends, alerts and taps.
extension DeliveryRow {
  static let liveActivityRows: [DeliveryRow] = [
    // ActivityAuthorizationInfo: "By default, your app can start, update, and end a Live Activity
    // … However, a person can deactivate Live Activities for an app in Settings" (separately from
    // notifications: braze-docs PR 9211, "their system permissions are separate").
    DeliveryRow(
      id: "LA8", match: Condition(kinds: [.liveActivityStart, .liveActivityUpdate, .liveActivityEnd], requires: [.liveActivitiesOff], minIOS: IOSVersion(16, 1)),
      presentation: .nothing, confidence: .documented, effect: PresentationEffect(liveActivity: false),
      summary: "Live Activities are turned off for the app in Settings: no Live Activity starts, updates or ends, whatever the notification permission",
      sources: ["A-LA-AUTH", "BRAZE-9211"]),
    DeliveryRow(
      id: "LA0", match: Condition(states: [.forceQuit], kinds: [.liveActivityStart], minIOS: IOSVersion(17, 2)),
      presentation: .nothing, confidence: .uncertain, uncertain: [.caveat("X23")],
      summary: "the Live Activity starts, but a force-quit app is not woken for the update token",
      sources: ["A-LA-PUSH", "LA-FORUM", "FORUM-834934"]),
    DeliveryRow(
      id: "LA1", match: Condition(states: [.foreground, .inactive, .background, .suspended, .notRunning], kinds: [.liveActivityStart], minIOS: IOSVersion(17, 2)),
      framing: .backgroundLaunch,
      steps: [Step(id: "C40", why: "the system starts the Live Activity and wakes the app to hand it the update token")],
      presentation: .nothing, launch: .uncertain, confidence: .documented,
      uncertain: [.u("X23", ["C40", "C02", "C01"], when: Condition(states: V.terminated)), .u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      // "Live Activities display your app's current data on the Lock Screen, in the Dynamic Island …"
      effect: PresentationEffect(liveActivity: true),
      summary: "a new Live Activity on the Lock Screen and in the Dynamic Island (not a notification)",
      sources: ["A-LA-PUSH", "A-LA-P2S", "LA-FORUM", "A-LA-DISPLAY"]),
    // "Live Activities display your app's current data on the Lock Screen, in the Dynamic Island …":
    // the updated activity stays in view with its new content.
    DeliveryRow(
      id: "LA9", layer: .overlay, match: Condition(kinds: [.liveActivityUpdate], excludes: [.liveActivitiesOff], minIOS: IOSVersion(16, 1)),
      confidence: .documented, effect: PresentationEffect(liveActivity: true),
      summary: "the update changes the Live Activity in view (Lock Screen, Dynamic Island): it shows the new content; it is not a notification",
      sources: ["A-LA-DISPLAY", "A-LA-PUSH"]),
    // A spent push-to-start budget: the push is received but the Live Activity not started.
    DeliveryRow(
      id: "LA7", layer: .overlay, match: Condition(kinds: [.liveActivityStart], requires: [.throttled], minIOS: IOSVersion(17, 2)),
      confidence: .observed, effect: PresentationEffect(liveActivity: false),
      summary: "the push-to-start budget is spent: the system may not start the Live Activity (\"Push-to-start budget exceeded … not starting activity\")",
      sources: ["FORUM-799505"]),
    DeliveryRow(
      id: "LA2", match: Condition(kinds: [.liveActivityUpdate, .liveActivityEnd], minIOS: IOSVersion(16, 1)),
      presentation: .nothing, confidence: .uncertain, uncertain: [.u("X23")],
      summary: "ActivityKit updates or ends the Live Activity from the content state; no page says the app is called",
      sources: ["A-LA-PUSH"]),
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
  ]
}
