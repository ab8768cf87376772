private typealias V = RowVocabulary

/// Firebase Messaging and OneSignal: what their method swizzling forwards, and what the app must forward itself when it is off.
extension DeliveryRow {
  static let swizzlingSDKRows: [DeliveryRow] = [
    // Firebase, "Set up a Firebase Cloud Messaging client app on Apple platforms": the SDK swizzles
    // for "capturing analytics during downstream-message callback handling".
    DeliveryRow(
      id: "F04", layer: .sdk, match: Condition(sdks: PushSDK.firebaseFamily, proxies: [.on]),
      anyOf: [Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent]), requires: [.willPresent]),
              Condition(states: [.background, .suspended, .notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode])],
      steps: [Step(id: "C41", why: "Firebase's swizzled method hands the message to Messaging itself (analytics), then calls the app's", ridesOn: ["C04", "C05"])],
      confidence: .sdkSource, summary: "swizzling on: Firebase records the message from its swizzled C04/C05",
      sources: ["FB-SWIZZLE-DOC", "FB-SWIZZLE-LOG"]),
    DeliveryRow(
      id: "F02", layer: .sdk, match: Condition(sdks: PushSDK.firebaseFamily, proxies: [.off]),
      anyOf: [Condition(states: [.foreground], kinds: V.displayed.union([.mutableContent])),
              Condition(states: [.background, .suspended, .notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode])],
      steps: [Step(id: "C41", why: "swizzling is off: the app hands the message to Firebase from its own C04/C05", ridesOn: ["C04", "C05"])],
      confidence: .sdkSource, summary: "FirebaseAppDelegateProxyEnabled = NO: call appDidReceiveMessage yourself",
      sources: ["FB-SWIZZLE-LOG", "FB-3776"]),
    DeliveryRow(
      id: "F03", layer: .sdk, phase: .response, match: Condition(actions: [.tap, .tapAction], sdks: PushSDK.firebaseFamily, proxies: [.off]),
      steps: [Step(id: "C41", why: "swizzling is off: the app hands the tapped message to Firebase from its own C06", ridesOn: ["C06"])],
      confidence: .sdkSource, summary: "FirebaseAppDelegateProxyEnabled = NO: call appDidReceiveMessage in C06 too",
      sources: ["FB-3776"]),
    DeliveryRow(
      id: "O05", layer: .sdk, match: Condition(sdks: [.onesignal], proxies: [.off]),
      anyOf: [Condition(generations: V.modern, states: [.foreground], kinds: V.displayed.union([.mutableContent])),
              Condition(states: [.background, .suspended, .notRunning], kinds: [.silent, .alertContentAvailable], requires: [.fetchHandler, .backgroundMode])],
      steps: [Step(id: "C45", why: "swizzling is off: the app forwards willPresent (foreground) or the background push (C04) to OneSignal.Notifications", ridesOn: ["C04", "C05"])],
      confidence: .sdkSource, summary: "OneSignal swizzling off: forward the push to OneSignal yourself",
      sources: ["OS-1650"]),
    DeliveryRow(
      id: "O06", layer: .sdk, phase: .response, match: Condition(generations: V.modern, actions: [.tap, .tapAction], sdks: [.onesignal], proxies: [.off]),
      steps: [Step(id: "C45", why: "swizzling is off: the app's C06 forwards the response to OneSignal.Notifications.didReceiveNotificationResponse(_:)", ridesOn: ["C06"])],
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
    DeliveryRow(
      id: "F01", layer: .overlay, match: Condition(sdks: PushSDK.firebaseFamily, proxies: [.on]),
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
}
